import { ChevronDown, CircleCheck, CircleX, Clock } from 'lucide-react';
import { useState } from 'react';
import { type ChannelName, type OfficeChannel } from '../../api/office';
import { type UpdateChannelName } from '../../domain/booking/states';

/** Each channel as the business knows it. */
export const channelLabels: Record<ChannelName, string> = {
  automation: 'Automation',
  mailbox: 'Business mailbox',
  confirmation: 'Confirmation e-mail to them',
};

/** The deliveries of an office action (api.ts: one of each per change). */
export const updateChannelLabels: Record<UpdateChannelName, string> = {
  'client-update': "Client's e-mail",
  'automation-event': 'Automation event',
  agreement: 'Agreement link to the client',
  'agreement-copy': 'Accepted agreement to the client',
  'agreement-office': 'Accepted agreement to you',
  'booking-office': "Client's request to you",
  'booker-update': 'Notice to whoever booked',
  'client-former': "Calendar cancelled at the client's old address",
  'client-links': 'Fresh links to the client',
  'report-ready': 'Report link to the client',
  'report-booker': 'Report notice to whoever booked',
  'report-copy': "Copy link to the client's adviser",
  'report-copy-office': 'Report copy notice to you',
  'review-request': 'Review request to the client',
};

/** A state in words, and its mark: a different shape for each, so colour is never the only sign. */
export const channelStates = {
  delivered: { word: 'delivered', Icon: CircleCheck, tone: 'text-success-600' },
  pending: { word: 'pending', Icon: Clock, tone: 'text-accent-600' },
  failed: { word: 'failed', Icon: CircleX, tone: 'text-danger-700' },
} as const;

/** A site with no channel set up records its enquiries in the ledger only. */
export const NO_CHANNEL = 'In the ledger only (no channel set up)';

/** What the far end last said, for the tooltip and the detail view. */
export function lastAnswerText(channel: Pick<OfficeChannel, 'attempts' | 'lastAnswer'>): string {
  const tries = channel.attempts === 1 ? '1 attempt' : `${channel.attempts} attempts`;
  return channel.lastAnswer ? `${channel.lastAnswer} (${tries})` : `No answer yet (${tries})`;
}

/** 'Sent: 3 of 3', 'Failed: 1 of 3', 'Waiting: 1 of 3': the row's deliveries in words, the worst first. */
export function deliverySummary(channels: readonly OfficeChannel[]): string {
  const count = (state: OfficeChannel['state']) => channels.filter((c) => c.state === state).length;
  const of = ` of ${channels.length}`;
  if (count('failed')) return `Not delivered: ${count('failed')}${of}`;
  if (count('pending')) return `Waiting to send: ${count('pending')}${of}`;
  return `Delivered: ${count('delivered')}${of}`;
}

/**
 * Issue 57: a row's deliveries in words, not unlabelled marks. One button says how they stand, worst first;
 * a tap (or Enter) shows each channel's state and its far end's last answer below it, and a second tap hides
 * them. A disclosure rather than a tooltip: a phone has no hover.
 */
export function DeliveryMarks({ channels, id }: { channels: OfficeChannel[]; id: string }) {
  const [open, setOpen] = useState(false);
  if (channels.length === 0) return <p className="text-sm text-ink-600">{NO_CHANNEL}</p>;
  const worst = channels.some((c) => c.state === 'failed')
    ? channelStates.failed
    : channels.some((c) => c.state === 'pending')
      ? channelStates.pending
      : channelStates.delivered;
  return (
    <div className="relative z-10">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((shown) => !shown)}
        className="-ml-2 inline-flex min-h-11 items-center gap-1.5 rounded-control px-2 text-sm font-semibold text-ink-900 hover:bg-ink-100"
      >
        <worst.Icon aria-hidden="true" className={`h-4 w-4 shrink-0 ${worst.tone}`} />
        {deliverySummary(channels)}
        <ChevronDown aria-hidden="true" className={`h-4 w-4 shrink-0 ${open ? 'rotate-180' : ''}`} />
      </button>
      <ul id={id} hidden={!open} aria-label="Deliveries" className="mt-1 space-y-1.5 text-sm">
        {channels.map((channel) => {
          const state = channelStates[channel.state];
          return (
            <li key={channel.channel} className="flex gap-1.5">
              <state.Icon aria-hidden="true" className={`mt-0.5 h-4 w-4 shrink-0 ${state.tone}`} />
              <span className="min-w-0 break-words">
                <span className="font-semibold text-ink-900">
                  {channelLabels[channel.channel]}: {state.word}.
                </span>{' '}
                <span className="text-ink-600">{lastAnswerText(channel)}</span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
