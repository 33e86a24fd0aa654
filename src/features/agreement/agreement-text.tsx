import type { AgreementSection } from '../../api/agreement';
import { MAIN_POINTS_HEADING } from '../../content/agreements/main-points';
import { inlineParts } from '../../lib/inline-links';

const linkClass = 'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900';

/**
 * A paragraph or item of the agreement, with its `[words](href)` links (src/lib/inline-links.ts, the content's
 * own format) as links: a page of this site in this tab, an outside one (NSW Fair Trading, NCAT) in a new tab,
 * saying so to a screen reader. The page's referrer policy sends neither its address nor its token on.
 */
function Prose({ text }: { text: string }) {
  return inlineParts(text).map((part, index) => {
    if (part.href === undefined) return part.text;
    return part.href.startsWith('/') ? (
      <a key={index} href={part.href} className={linkClass}>
        {part.text}
      </a>
    ) : (
      <a key={index} href={part.href} target="_blank" rel="noopener noreferrer" className={linkClass}>
        {part.text}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    );
  });
}

/**
 * A section's heading with its number, '1. Who this agreement is between', as the server gives it: the number
 * is part of the text that is hashed, so the page adds none of its own (issue 55: it once showed "1. 1.").
 */
export const sectionTitle = (section: AgreementSection) => section.heading;

/**
 * Issue 55: "The main points" (the scope, what is not covered, the price, cancelling), first, before some
 * 2,000 words of terms. They are part of the text the server filled in and hashed, not the page's own words.
 */
export function MainPoints({ id, points, note }: { id: string; points: string[]; note: string }) {
  return (
    <>
      <h2 id={id} className="text-lg font-bold text-brand-900">
        {MAIN_POINTS_HEADING}
      </h2>
      <ul className="mt-3 list-disc space-y-2 pl-5 text-[0.9375rem] leading-relaxed text-ink-900 marker:text-brand-500">
        {points.map((point, index) => (
          <li key={index} className="break-words">
            {point}
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm text-ink-600">{note}</p>
    </>
  );
}

/** The agreement's text, section by section, as the server filled it in (the text the hash is of). */
export function AgreementText({ id, sections }: { id: string; sections: AgreementSection[] }) {
  return (
    <>
      <h2 id={id} className="text-xl font-bold text-brand-900">
        The agreement
      </h2>
      <div className="mt-4 space-y-6 text-[0.9375rem] leading-relaxed text-ink-900">
        {sections.map((section, index) => (
          <section key={`${index}-${section.heading}`} aria-labelledby={`${id}-${index}`}>
            <h3 id={`${id}-${index}`} className="text-base font-bold text-brand-900">
              {/* Numbered as the text the e-mails carry numbers them. */}
              {sectionTitle(section)}
            </h3>
            {section.paragraphs.map((paragraph, p) => (
              <p key={p} className="mt-2 break-words">
                <Prose text={paragraph} />
              </p>
            ))}
            {section.items.length ? (
              <ul className="mt-2 list-disc space-y-1 pl-5 marker:text-brand-500">
                {section.items.map((item, i) => (
                  <li key={i} className="break-words">
                    <Prose text={item} />
                  </li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
      </div>
    </>
  );
}
