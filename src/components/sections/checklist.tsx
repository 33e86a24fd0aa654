import { CircleCheck } from 'lucide-react';

export function Checklist({ items, columns = 2 }: { items: readonly string[]; columns?: 1 | 2 }) {
  return (
    <ul className={`grid gap-x-8 gap-y-4 ${columns === 2 ? 'md:grid-cols-2' : ''}`}>
      {items.map((item) => (
        <li key={item} className="flex gap-3 leading-relaxed text-ink-700">
          <CircleCheck aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-success-600" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
