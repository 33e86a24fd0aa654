import type { Faq } from '../../content/schemas';
import { RichText } from './rich-text';

export function FaqList({ items }: { items: readonly Faq[] }) {
  return (
    <dl className="grid gap-5 lg:grid-cols-2">
      {items.map((item) => (
        <div key={item.question} className="rounded-card border border-ink-200 bg-white p-6 shadow-card">
          <dt className="text-lg font-bold text-brand-900">{item.question}</dt>
          <dd className="mt-3 leading-relaxed text-ink-600">
            <RichText text={item.answer} className="space-y-3" />
          </dd>
        </div>
      ))}
    </dl>
  );
}
