import { formatDate } from '../../lib/format';

/** Date (as a <time>) and, for blog posts, the read time. */
export function ArticleMetaLine({
  date,
  readTime,
  className = '',
}: {
  date: string;
  readTime?: number;
  className?: string;
}) {
  return (
    <p className={`flex flex-wrap items-center gap-x-3 gap-y-1 text-sm ${className}`}>
      <time dateTime={date}>{formatDate(date)}</time>
      {readTime ? (
        <>
          <span aria-hidden="true">·</span>
          <span>{readTime} min read</span>
        </>
      ) : null}
    </p>
  );
}
