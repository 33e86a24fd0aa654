import type { ReactNode } from 'react';
import { Container } from '../ui/container';

interface ContentSectionProps {
  /** Used for the h2's id and the section's label. */
  id: string;
  title: string;
  children: ReactNode;
  tone?: 'white' | 'tint';
}

/** One titled block of a product or service page, below its hero; the title is always an h2. */
export function ContentSection({ id, title, children, tone = 'white' }: ContentSectionProps) {
  return (
    <section
      aria-labelledby={id}
      className={`render-near py-12 [--near-h:1000px] sm:py-16 md:[--near-h:700px] ${tone === 'tint' ? 'bg-ink-50' : 'bg-white'}`}
    >
      <Container>
        <h2 id={id} className="text-2xl font-bold tracking-tight text-brand-900 sm:text-3xl">
          {title}
        </h2>
        <div className="mt-6">{children}</div>
      </Container>
    </section>
  );
}
