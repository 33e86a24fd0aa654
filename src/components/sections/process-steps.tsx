import type { ProcessStep } from '../../content/schemas';
import { InlineText } from './inline-text';

export function ProcessSteps({ steps }: { steps: readonly ProcessStep[] }) {
  return (
    <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
      {steps.map((step) => (
        <li key={step.step} className="rounded-card border border-ink-200 bg-white p-6 shadow-card">
          <span className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-brand-800 text-lg font-bold text-white">
            <span className="sr-only">Step </span>
            {step.step}
          </span>
          <h3 className="mt-4 text-lg font-bold text-brand-900">{step.title}</h3>
          <p className="mt-2 leading-relaxed text-ink-600">
            <InlineText text={step.description} />
          </p>
        </li>
      ))}
    </ol>
  );
}
