import * as Tooltip from '@radix-ui/react-tooltip';
import { CircleCheck, CircleX, Clock } from 'lucide-react';
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

/**
 * A mark per channel, each a control of its own: its name says the channel and its state, and its Radix
 * tooltip (on hover, and at once on keyboard focus) the far end's last answer.
 */
export function ChannelDots({ channels }: { channels: OfficeChannel[] }) {
  if (channels.length === 0) return <p className="text-sm text-ink-600">{NO_CHANNEL}</p>;
  return (
    <ul className="flex items-center gap-1" aria-label="Deliveries">
      {channels.map((channel) => {
        const state = channelStates[channel.state];
        return (
          <li key={channel.channel}>
            <Tooltip.Root>
              <Tooltip.Trigger asChild>
                <button
                  type="button"
                  aria-label={`${channelLabels[channel.channel]}: ${state.word}`}
                  className={`inline-flex h-9 w-9 items-center justify-center rounded-full hover:bg-ink-100 ${state.tone}`}
                >
                  <state.Icon aria-hidden="true" className="h-5 w-5" />
                </button>
              </Tooltip.Trigger>
              <Tooltip.Portal>
                <Tooltip.Content
                  side="top"
                  sideOffset={4}
                  collisionPadding={8}
                  className="tooltip z-50 max-w-xs rounded-control bg-ink-900 px-3 py-2 text-sm text-white shadow-lift"
                >
                  <span className="block font-semibold">
                    {channelLabels[channel.channel]}: {state.word}
                  </span>
                  <span className="block">{lastAnswerText(channel)}</span>
                  <Tooltip.Arrow width={12} height={6} className="fill-ink-900" />
                </Tooltip.Content>
              </Tooltip.Portal>
            </Tooltip.Root>
          </li>
        );
      })}
    </ul>
  );
}
