import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { business, mailHref } from '../../content/business';
import { collectionNotice } from '../../content/home';

/**
 * The collection notice (APP 5) that sits beside the booking form's submit button: why the details are
 * collected, that they may be stored outside Australia, and a link to the privacy policy. A block of its own,
 * so the form only places it, and the words stay in the content.
 */
export function CollectionNotice({ className = '' }: { className?: string }) {
  return (
    <p className={className}>
      {business.name} {collectionNotice.purpose} {collectionNotice.storage}{' '}
      <Link to={paths.privacy()} className="font-semibold underline">
        {collectionNotice.policyLink}
      </Link>{' '}
      {collectionNotice.policyCovers}{' '}
      <a href={mailHref} className="wrap-anywhere underline">
        {business.email}
      </a>
      .
    </p>
  );
}
