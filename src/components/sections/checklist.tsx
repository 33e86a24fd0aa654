import { InlineText } from './inline-text';

/** A list of points, each with a ringed tick before it (`.tick-list-circle` in app.css). */
export function Checklist({ items, columns = 2 }: { items: readonly string[]; columns?: 1 | 2 }) {
  return (
    <ul
      className={`tick-list tick-list-circle grid gap-x-8 gap-y-4 ${columns === 2 ? 'md:grid-cols-2' : ''}`}
    >
      {items.map((item) => (
        <li key={item} className="leading-relaxed text-ink-700">
          <InlineText text={item} />
        </li>
      ))}
    </ul>
  );
}
