import type { ReactNode } from 'react';
import { useFocusOnMount } from './use-focus';

/**
 * A titled card: the sign-in and the explanations. Its heading takes the focus when it appears, unless the
 * card puts it in a field of its own.
 */
export function Panel({
  title,
  focusHeading = true,
  children,
}: {
  title: string;
  focusHeading?: boolean;
  children: ReactNode;
}) {
  const heading = useFocusOnMount<HTMLHeadingElement>(focusHeading);
  return (
    <section
      aria-labelledby="panel-title"
      className="mx-auto max-w-lg rounded-card bg-white p-5 shadow-card ring-1 ring-ink-200 sm:p-8"
    >
      <h1 id="panel-title" ref={heading} tabIndex={-1} className="text-2xl font-bold text-brand-900">
        {title}
      </h1>
      <div className="mt-3 space-y-3 text-[0.9375rem] leading-relaxed">{children}</div>
    </section>
  );
}
