import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router-dom';
import { buttonClass } from '../ui/button';
import { Container } from '../ui/container';
import { PageMeta } from '../page-meta';

interface NotFoundMessageProps {
  code?: string;
  title: string;
  message: string;
  backTo?: string;
  backLabel?: string;
}

/** The not-found state of any page: the page's h1, a sentence and a way back. */
export function NotFoundMessage({
  code,
  title,
  message,
  backTo = '/',
  backLabel = 'Return to Home',
}: NotFoundMessageProps) {
  return (
    <Container className="flex min-h-[60vh] flex-col items-center justify-center py-20 text-center">
      {code ? (
        <p className="text-7xl font-extrabold tracking-tight text-brand-500" aria-hidden="true">
          {code}
        </p>
      ) : null}
      <h1 className="mt-4 text-3xl font-bold text-brand-900">
        {code ? <span className="sr-only">{code}: </span> : null}
        {title}
      </h1>
      <p className="mt-3 max-w-md text-lg text-ink-600">{message}</p>
      <Link to={backTo} className={buttonClass('primary', 'lg', 'mt-8')}>
        <ArrowLeft aria-hidden="true" className="h-5 w-5" />
        {backLabel}
      </Link>
    </Container>
  );
}

interface RecordNotFoundProps extends NotFoundMessageProps {
  /** The head tags' description. */
  description: string;
  /** The canonical path: the collection the record was looked for in. */
  path: string;
}

/** The not-found state of a product, service or article page: out of search results, with a way back. */
export function RecordNotFound({ description, path, ...message }: RecordNotFoundProps) {
  return (
    <>
      <PageMeta title={message.title} description={description} path={path} noindex />
      <NotFoundMessage {...message} />
    </>
  );
}
