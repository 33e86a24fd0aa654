import { Link2 } from 'lucide-react';
import { notify } from '../notifications';
import { Button } from '../ui/button';

/**
 * For staff and agents: copies the absolute link that opens the home form with this inspection chosen,
 * ready to paste into an e-mail or a message to a client. Its purpose is written beside it rather than in a
 * hover tooltip, which a phone cannot show.
 */
export function CopyBookingLink({ url }: { url: string }) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      notify.success('Booking link copied', { description: url });
    } catch {
      notify.error('Could not copy the link', { description: `Copy it by hand: ${url}` });
    }
  }

  return (
    <Button variant="secondary" size="sm" onClick={copy} aria-describedby="copy-booking-link-hint">
      <Link2 aria-hidden="true" className="h-4 w-4" />
      Copy booking link
    </Button>
  );
}
