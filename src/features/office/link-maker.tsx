import '../../lib/zod-setup';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link2 } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { Button } from '../../components/ui/button';
import { controlClass, Field } from '../../components/ui/field';
import { clientLink, linkAddons, linkServices } from './client-link';

const schema = z.object({
  service: z.enum(linkServices.map((option) => option.slug) as [string, ...string[]]),
  addon: z.string().regex(/^\d+$/),
});
type Values = z.infer<typeof schema>;

/**
 * For staff who send a client the form ready filled: choose the inspection and an add-on, and copy the home
 * page's address with both chosen. The public pages' own copy-link buttons stay as they are.
 */
export function LinkMaker() {
  const { register, control, handleSubmit } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { service: linkServices[0]!.slug, addon: '0' },
  });
  const [service, addon] = useWatch({ control, name: ['service', 'addon'] });
  const link = clientLink(service, linkAddons[Number(addon)] ?? null);

  async function copy({ service: slug, addon: index }: Values) {
    const url = clientLink(slug, linkAddons[Number(index)] ?? null);
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Link copied', { description: url });
    } catch {
      toast.error('Could not copy the link', { description: `Select it and copy it by hand: ${url}` });
    }
  }

  return (
    <section
      aria-labelledby="link-maker-title"
      className="rounded-card bg-white p-4 shadow-card ring-1 ring-ink-200 sm:p-6"
    >
      <h2 id="link-maker-title" className="text-lg font-bold text-brand-900">
        A link for a client
      </h2>
      <p className="mt-1 text-sm text-ink-600">
        The home page&rsquo;s form, opened with this inspection and add-on chosen.
      </p>
      <form noValidate onSubmit={handleSubmit(copy)} className="mt-4 grid gap-4 md:grid-cols-2">
        <Field id="link-service" label="Inspection">
          {(props) => (
            <select {...props} {...register('service')} className={controlClass(false)}>
              {linkServices.map((option) => (
                <option key={option.slug} value={option.slug}>
                  {option.title}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="link-addon" label="Add-on">
          {(props) => (
            <select {...props} {...register('addon')} className={controlClass(false)}>
              {linkAddons.map((option, index) => (
                <option key={option.label} value={String(index)}>
                  {option.title}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className="md:col-span-2">
          <label htmlFor="link-output" className="block text-sm font-semibold text-ink-900">
            The link
          </label>
          <div className="mt-1.5 flex flex-col gap-2 sm:flex-row">
            <input
              id="link-output"
              readOnly
              value={link}
              onFocus={(event) => event.target.select()}
              className={controlClass(false, 'font-mono text-sm')}
            />
            <Button type="submit" variant="secondary" className="shrink-0">
              <Link2 aria-hidden="true" className="h-4 w-4" />
              Copy link
            </Button>
          </div>
        </div>
      </form>
    </section>
  );
}
