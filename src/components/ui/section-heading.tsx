import type { ReactNode } from 'react';

interface SectionHeadingProps {
  id?: string;
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  align?: 'left' | 'center';
  tone?: 'light' | 'dark';
}

/** The h2 and optional intro that open a section; keeps headings consistent across pages. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  align = 'left',
  tone = 'light',
}: SectionHeadingProps) {
  const centred = align === 'center' ? 'mx-auto text-center' : '';
  const dark = tone === 'dark';
  return (
    <div className={`max-w-2xl ${centred}`}>
      {eyebrow ? (
        <p
          className={`text-sm font-semibold tracking-wide uppercase ${dark ? 'text-accent-300' : 'text-brand-600'}`}
        >
          {eyebrow}
        </p>
      ) : null}
      <h2
        id={id}
        className={`mt-2 text-2xl font-bold tracking-tight text-balance sm:text-3xl ${dark ? 'text-white' : 'text-brand-900'}`}
      >
        {title}
      </h2>
      {intro ? (
        <p
          className={`mt-3 text-base leading-relaxed sm:text-lg ${dark ? 'text-brand-100' : 'text-ink-600'}`}
        >
          {intro}
        </p>
      ) : null}
    </div>
  );
}
