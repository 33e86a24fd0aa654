import { CtaBanner } from '../../components/sections/cta-banner';
import { InfoPageHead } from '../../components/sections/info-page';
import { RichText } from '../../components/sections/rich-text';
import { Container } from '../../components/ui/container';
import { bookingProcessPage } from '../../content/pages/booking-process';
import { paths } from '../../lib/paths';

/** `path`: its address, from its route (routes.tsx). */
export function BookingProcessPage({ path }: { path: string }) {
  const page = bookingProcessPage;
  return (
    <>
      <InfoPageHead page={page} path={path} />
      <Container className="max-w-4xl py-10 sm:py-14">
        <ol className="mx-auto max-w-prose space-y-6">
          {page.steps.map((step) => (
            <li key={step.id}>
              <section
                aria-labelledby={step.id}
                className="flex gap-4 rounded-card border border-ink-200 bg-white p-6 shadow-card sm:gap-5"
              >
                <span
                  aria-hidden="true"
                  className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-800 text-lg font-bold text-white"
                >
                  {step.step}
                </span>
                <div className="min-w-0">
                  <h2 id={step.id} className="text-xl font-bold tracking-tight text-brand-900 sm:text-2xl">
                    <span className="sr-only">Step {step.step}: </span>
                    {step.title}
                  </h2>
                  <RichText text={step.body} className="prose-body mt-3" />
                </div>
              </section>
            </li>
          ))}
        </ol>
      </Container>
      <CtaBanner title={page.cta.title} text={page.cta.text} bookingPath={paths.booking(null)} />
    </>
  );
}
