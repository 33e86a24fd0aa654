import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BellRing, Check } from 'lucide-react';
import { toast } from 'sonner';
import type { OfficeEnquiryDetail } from '../../api/office';
import { Button } from '../../components/ui/button';
import { officeClient } from './client';
import { failureMessage } from './messages';
import { sydneyTime } from '../../domain/booking/words';
import { enquiryKey } from './use-action';

/** The words of the flag a client's request from the booking page sets (issue 41). */
export const ATTENTION_WORDS = 'Needs attention: the client asked on their booking page';

/** On a list row: the flag, with its own mark (not colour alone). Flagged rows come first in every tab. */
export function AttentionBadge() {
  return (
    <span className="inline-flex items-center gap-1.5 text-sm font-semibold text-danger-700">
      <BellRing aria-hidden="true" className="h-4 w-4 shrink-0" />
      Needs attention
    </span>
  );
}

/**
 * In the detail: what the flag means, since when, and "Mark handled" (after a call). A move, a cancel or done
 * clears it too (the server does).
 */
export function AttentionNotice({ reference, detail }: { reference: string; detail: OfficeEnquiryDetail }) {
  const client = useQueryClient();
  const handled = useMutation({
    mutationFn: () => officeClient.handled(reference),
    onSuccess: (next) => {
      client.setQueryData(enquiryKey(reference), next);
      void client.invalidateQueries({ queryKey: ['office', 'list'] });
      toast.success('Marked handled');
    },
    onError: (error) => toast.error(failureMessage(error)),
  });
  const since = detail.row.attention;
  if (!since) return null;
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-control border border-danger-700 bg-danger-50 p-3 text-ink-900">
      <p className="flex items-start gap-2">
        <BellRing aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-danger-700" />
        <span>
          <strong className="font-semibold">{ATTENTION_WORDS}</strong> (
          <time dateTime={since}>{sydneyTime(since)}</time>). See the history below.
        </span>
      </p>
      <Button variant="secondary" size="sm" onClick={() => handled.mutate()} disabled={handled.isPending}>
        <Check aria-hidden="true" className="h-4 w-4" />
        Mark handled
      </Button>
    </div>
  );
}
