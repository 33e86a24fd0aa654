import { business } from '../../content/business';

/** The mark: a roof line over a tick, drawn inline so it costs no request. */
export function LogoMark({ className = 'h-9 w-9' }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" className={className} aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="10" fill="#113659" />
      <path
        d="M8 21 20 10l12 11"
        fill="none"
        stroke="#f5b133"
        strokeWidth="3.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        d="m14.5 23.5 4 4 7.5-8"
        fill="none"
        stroke="#fff"
        strokeWidth="3.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function Logo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const [first, ...rest] = business.name.split(' ');
  return (
    // The space between the two lines keeps the link's text "Harbourline Building Inspections", which its
    // accessible name must contain (WCAG 2.5.3, Label in Name).
    <span className="flex items-center gap-2.5">
      <LogoMark />
      <span className={`leading-tight ${tone === 'light' ? 'text-white' : 'text-brand-900'}`}>
        <span className="block text-base font-extrabold tracking-tight">{first}</span>{' '}
        <span
          className={`block text-xs font-medium max-[359px]:sr-only ${tone === 'light' ? 'text-brand-100' : 'text-ink-600'}`}
        >
          {rest.join(' ')}
        </span>
      </span>
    </span>
  );
}
