import * as Tooltip from '@radix-ui/react-tooltip';
import { Link2 } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../ui/button';

/**
 * For staff and agents: copies the absolute link that opens the home form with this inspection chosen,
 * ready to paste into an e-mail or a message to a client.
 */
export function CopyBookingLink({ url }: { url: string }) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Booking link copied', { description: url });
    } catch {
      toast.error('Could not copy the link', { description: `Copy it by hand: ${url}` });
    }
  }

  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>
        <Button variant="secondary" size="sm" onClick={copy}>
          <Link2 aria-hidden="true" className="h-4 w-4" />
          Copy booking link
        </Button>
      </Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content
          sideOffset={6}
          className="z-50 max-w-xs rounded-control bg-brand-950 px-3 py-2 text-sm text-white shadow-lift"
        >
          Copies a link that opens our booking form with this inspection already chosen.
          <Tooltip.Arrow className="fill-brand-950" />
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}
