import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BellRing, Check } from 'lucide-react';
import { toast } from 'sonner';
import type { OfficeClientRequest, OfficeEnquiryDetail } from '../../api/office';
import { askedTimeText } from '../../domain/booking/preferred-time';
import { Button } from '../../components/ui/button';
import { officeClient } from './client';
import { failureMessage } from './messages';
import { sydneyTime } from '../../domain/booking/words';
import { enquiryKey } from './use-action';

/**
 * The words of the flag a client's request from the booking page sets (issue 41), by what the request was
 * (issue 57): another time asked for, or the inspection cancelled. `any` when the detail names no request.
 */
export const ATTENTION_WORDS = {
  'change-requested': 'Needs attention: the client asks for another time',
  'booker-change-requested': 'Needs attention: whoever booked asks for another time',
  cancelled: 'Needs attention: the client cancelled',
  any: 'Needs attention: the client asked on their booking page',
} as const;

/** The flag's words for a request. */
export function attentionWords(request: OfficeClientRequest | null | undefined): string {
  if (!request) return ATTENTION_WORDS.any;
  if (request.kind === 'cancelled') return ATTENTION_WORDS.cancelled;
  return request.by === 'booker'
    ? ATTENTION_WORDS['booker-change-requested']
    : ATTENTION_WORDS['change-requested'];
}

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
 * In the detail: what the flag means, since when, what was asked (each time as written, with the day read in
 * it; or the cancel's reason), and "Mark handled" (after a call). A move, a cancel or done clears it too (the
 * server does).
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
  const request = detail.request ?? null;
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-control border border-danger-700 bg-danger-50 p-3 text-ink-900">
      <div className="flex items-start gap-2">
        <BellRing aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-danger-700" />
        <div className="space-y-1">
          <p>
            <strong className="font-semibold">{attentionWords(request)}</strong> (
            <time dateTime={since}>{sydneyTime(since)}</time>).
            {request ? null : ' See the history below.'}
          </p>
          {request?.kind === 'cancelled' ? <p>Their reason: {request.reason}</p> : null}
          {request && request.kind === 'change-requested' ? (
            <>
              <p>Times asked for, as written (the day read in each, Sydney time):</p>
              <ol className="list-decimal pl-6">
                {request.times.map((time, i) => (
                  <li key={i}>{askedTimeText(time.words, time)}</li>
                ))}
              </ol>
              {request.note ? <p>Their note: {request.note}</p> : null}
            </>
          ) : null}
        </div>
      </div>
      <Button variant="secondary" size="md" onClick={() => handled.mutate()} disabled={handled.isPending}>
        <Check aria-hidden="true" className="h-4 w-4" />
        Mark handled
      </Button>
    </div>
  );
}
