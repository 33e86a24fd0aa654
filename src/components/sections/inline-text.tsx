import { Link } from 'react-router-dom';
import { inlineParts } from '../../lib/inline-links';

/** Underlined as well as coloured, so a link in running text does not rely on colour alone. */
const linkClass = 'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900';

/**
 * One line or paragraph of content prose, with its `[words](href)` links (src/lib/inline-links.ts) as links:
 * a page of this site through the router; an outside source in a new tab, as the brief asks of external
 * links (issue 42, minor 8), with rel="noopener noreferrer" like the articles' resource list, and a note for
 * screen readers that it opens one.
 */
export function InlineText({ text }: { text: string }) {
  return inlineParts(text).map((part, index) => {
    if (part.href === undefined) return part.text;
    return part.href.startsWith('/') ? (
      <Link key={index} to={part.href} className={linkClass}>
        {part.text}
      </Link>
    ) : (
      <a key={index} href={part.href} target="_blank" rel="noopener noreferrer" className={linkClass}>
        {part.text}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    );
  });
}
