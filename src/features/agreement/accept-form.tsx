import '../../lib/zod-setup';
import { NotSentError, notSentMessage } from '../../lib/send-now';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { acceptBodySchema, CONCERNS_MAX_LENGTH, type AgreementView } from '../../api/agreement';
import { Button } from '../../components/ui/button';
import { controlClass, Field } from '../../components/ui/field';
import { agreementClient, isAgreementRefusal, isLinkError } from './client';
import { CallUs } from '../../components/signed-link/page';
import { TickBox } from './parts';

/** What the form checks: the accept body's own rules (src/api/agreement.ts), for the fields a person fills in. */
export const acceptSchema = acceptBodySchema.pick({
  name: true,
  concerns: true,
  onBehalf: true,
  agreed: true,
});
type AcceptValues = z.output<typeof acceptSchema>;

/** The fields' labels, in the order they show: the error summary names each problem by its field. */
export const acceptLabels: Record<keyof AcceptValues, string> = {
  name: 'Full name',
  concerns: 'Your particular concerns about the property',
  onBehalf: 'I accept on behalf of the client named in this booking',
  agreed: 'I have read and accept this agreement',
};
const order: (keyof AcceptValues)[] = ['name', 'concerns', 'onBehalf', 'agreed'];

/** What a refused acceptance says when no field explains it. */
function failureText(error: unknown): string | null {
  if (!error) return null;
  if (error instanceof NotSentError) return notSentMessage(error);
  if (!isAgreementRefusal(error))
    return 'Your acceptance did not reach us. Check the connection and press "Accept agreement" again.';
  if (error.status === 400 || error.status === 409 || isLinkError(error)) return null;
  if (error.error === 'read-only')
    return 'This link is for reading only: the client accepts through their own link.';
  if (error.error === 'origin') return 'Your acceptance was refused from this page. Reload it and try again.';
  if (error.status === 429) return 'Too many tries for now. Wait a minute and try again.';
  return 'We could not record your acceptance just now. Try again in a moment.';
}

/**
 * The acceptance: the full name, whether it is given on behalf of the client, and the tick. The request
 * carries the version and the hash of the text the page shows (api.ts); a 409 brings the text as it is now,
 * which replaces this one (`onChanged`), and the tick is cleared, to be given again for the new text.
 */
export function AcceptForm({
  token,
  view,
  changed,
  onAccepted,
  onChanged,
  onRefused,
}: {
  token: string;
  view: AgreementView;
  changed: boolean;
  onAccepted: (view: AgreementView) => void;
  onChanged: (current: AgreementView) => void;
  /** The link no longer opens this agreement (revoked meanwhile, or now read-only): read it again. */
  onRefused: () => void;
}) {
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    setValue,
    formState: { errors, submitCount },
  } = useForm<z.input<typeof acceptSchema>, unknown, AcceptValues>({
    resolver: zodResolver(acceptSchema),
    defaultValues: { name: '', concerns: '', onBehalf: false, agreed: false },
    // The first wrong field on the screen takes the focus (below), as the booking form's does.
    shouldFocusError: false,
  });
  const accept = useMutation({
    mutationFn: (values: AcceptValues) =>
      agreementClient.accept(token, {
        version: view.version,
        hash: view.hash,
        name: values.name,
        agreed: true,
        onBehalf: values.onBehalf,
        ...(values.concerns ? { concerns: values.concerns } : {}),
      }),
    onSuccess: onAccepted,
    onError: (error) => {
      if (!isAgreementRefusal(error)) return;
      if (error.status === 409 && error.detail.current) onChanged(error.detail.current);
      else if (error.status === 400 && error.detail.field === 'concerns') {
        setError('concerns', { type: 'server', message: 'Check what you wrote here, then try again.' });
        setFocus('concerns');
      } else if (error.status === 400 && error.detail.field === 'name') {
        setError('name', { type: 'server', message: 'Check your name: type it in full, as you would sign.' });
        setFocus('name');
      } else if (isLinkError(error) || error.error === 'read-only') onRefused();
    },
  });

  // A new text: the tick was for the old one.
  useEffect(() => {
    if (changed) setValue('agreed', false);
  }, [changed, view.hash, setValue]);

  const submit = handleSubmit(
    (values) => accept.mutate(values),
    (invalid) => {
      const first = order.find((name) => invalid[name]);
      if (first) setFocus(first);
    },
  );
  const problems = order.filter((name) => errors[name]);
  const failure = failureText(accept.error);

  return (
    <form noValidate aria-labelledby="accept-title" onSubmit={(event) => void submit(event)}>
      <h2 id="accept-title" className="text-xl font-bold text-brand-900">
        Accept the agreement
      </h2>
      <p className="mt-1 text-sm text-ink-600">
        Your typed name and the tick are your acceptance. We keep them, and any concerns you add, with the
        time, your IP address and browser, and the exact text above.
      </p>
      {submitCount > 0 && problems.length > 0 ? (
        <div
          role="alert"
          className="mt-4 rounded-control border border-danger-700 bg-danger-50 p-4 text-danger-700"
        >
          <p className="font-semibold">
            {problems.length === 1
              ? 'There is 1 problem with your acceptance.'
              : `There are ${problems.length} problems with your acceptance.`}
          </p>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
            {problems.map((name) => (
              <li key={name}>
                {acceptLabels[name]}: {errors[name]?.message}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="mt-5 space-y-5">
        <Field id="accept-name" label={acceptLabels.name} error={errors.name?.message}>
          {(a11y) => (
            <input
              {...a11y}
              {...register('name')}
              type="text"
              aria-required="true"
              autoComplete="name"
              autoCapitalize="words"
              spellCheck={false}
              className={controlClass(!!errors.name)}
            />
          )}
        </Field>
        <Field
          id="accept-concerns"
          label={acceptLabels.concerns}
          optional
          hint="Anything you want the inspector to look at closely, such as a crack you have seen or a room that gets damp. It is kept with your acceptance, and we read it before the inspection."
          error={errors.concerns?.message}
        >
          {(a11y) => (
            <textarea
              {...a11y}
              {...register('concerns')}
              rows={3}
              maxLength={CONCERNS_MAX_LENGTH}
              className={controlClass(!!errors.concerns)}
            />
          )}
        </Field>
        <TickBox
          id="accept-on-behalf"
          label={
            <>
              {acceptLabels.onBehalf} <span className="font-normal text-ink-600">(optional)</span>
            </>
          }
          hint="For example, as their attorney or an officer of their company. Leave it clear when you are the client."
          registration={register('onBehalf')}
        />
        <TickBox
          id="accept-agreed"
          label={acceptLabels.agreed}
          error={errors.agreed?.message}
          registration={register('agreed')}
        />
        <div role="alert">
          {failure ? (
            <p className="flex items-start gap-2 rounded-control border border-danger-700 bg-danger-50 px-3 py-2 font-medium text-danger-700">
              <TriangleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
              <span>
                {failure} If it keeps failing, call us on <CallUs phone={view.businessPhone} />.
              </span>
            </p>
          ) : null}
        </div>
        <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={accept.isPending}>
          {accept.isPending ? 'Accepting…' : 'Accept agreement'}
        </Button>
      </div>
    </form>
  );
}
