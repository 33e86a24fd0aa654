/**
 * A short list of terms and their values side by side (`<dl>`), as the pages show the details to quote or a
 * record's facts: each value in bold after its term. One place for the markup the booking page's payment
 * section, the report page's notice and the office's payment panel each wrote again.
 */
export function TermList({
  rows,
  className = 'mt-2',
}: {
  rows: readonly (readonly [string, string])[];
  className?: string;
}) {
  return (
    <dl className={`grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm ${className}`}>
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-ink-600">{term}</dt>
          <dd className="font-semibold break-words text-ink-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
