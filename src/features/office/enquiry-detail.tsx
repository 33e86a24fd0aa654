import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, MapPin, Phone, RotateCw } from 'lucide-react';
import { toast } from 'sonner';
import { type ChannelName, type OfficeHistoryItem, type OfficeUpdateDelivery } from '../../api/office';
import { Button, buttonClass } from '../../components/ui/button';
import { mapHref } from './enquiry-row';
import type { OfficeListRow } from '../../api/office';
import { BookingPanel } from './booking-panel';
import { PaymentPanel } from './payment-panel';
import { ReportPanel } from './report-panel';
import { AttentionNotice } from './attention';
import { agreementEventWords, changeWords } from './booking-text';
import { channelLabels, channelStates, lastAnswerText, NO_CHANNEL, updateChannelLabels } from './channels';
import { isRefresh, officeClient, REFRESH_MS } from './client';
import { failureMessage } from './messages';
import { sydneyTime } from '../../domain/booking/words';
import { enquiryKey } from './use-action';
import { useFocusOnMount } from './use-focus';
import { type ChangeEvent, type UpdateChannelName } from '../../domain/booking/states';

const card = 'rounded-card bg-white p-4 shadow-card ring-1 ring-ink-200 sm:p-6';
const sectionTitle = 'text-lg font-bold text-brand-900';

const isChange = (event: OfficeHistoryItem['event']): event is ChangeEvent => event in changeWords;

/** A change's or an agreement event's name: 'Booked', 'Agreement link sent'. */
const eventWord = (event: ChangeEvent | keyof typeof agreementEventWords) =>
  event in changeWords
    ? changeWords[event as ChangeEvent]
    : agreementEventWords[event as keyof typeof agreementEventWords];

function historyText(item: OfficeHistoryItem): string {
  if (isChange(item.event)) return changeWords[item.event];
  if (item.event in agreementEventWords)
    return agreementEventWords[item.event as keyof typeof agreementEventWords];
  const channel = item.channel
    ? ((channelLabels as Record<string, string>)[item.channel] ??
      updateChannelLabels[item.channel as UpdateChannelName])
    : null;
  return {
    received: 'Received',
    delivered: channel ? `${channel}: delivered` : 'Delivered',
    failed: channel ? `${channel}: failed` : 'A delivery failed',
    resent: channel ? `${channel}: sent again` : 'Sent again',
  }[item.event as 'received' | 'delivered' | 'failed' | 'resent'];
}

/**
 * Each change's deliveries, by change: 'Booked', 'Moved', 'Moved (2)' when it moved twice, so each "Send again"
 * has a name of its own.
 */
function updateGroups(updates: OfficeUpdateDelivery[]) {
  const groups: { eventId: number; name: string; deliveries: OfficeUpdateDelivery[] }[] = [];
  const seen = new Map<OfficeUpdateDelivery['event'], number>();
  for (const update of updates) {
    const group = groups.find((g) => g.eventId === update.eventId);
    if (group) {
      group.deliveries.push(update);
      continue;
    }
    const count = (seen.get(update.event) ?? 0) + 1;
    seen.set(update.event, count);
    const word = eventWord(update.event);
    groups.push({
      eventId: update.eventId,
      name: count > 1 ? `${word} (${count})` : word,
      deliveries: [update],
    });
  }
  return groups;
}

/** A list of events, oldest first: when (Sydney time), what, its detail and who made it. */
function EventList({ items, className }: { items: OfficeHistoryItem[]; className: string }) {
  return (
    <ol className={`space-y-2 border-l-2 pl-4 ${className}`}>
      {items.map((item, index) => (
        <li key={`${item.at}-${index}`}>
          <time dateTime={item.at} className="block text-sm text-ink-600">
            {sydneyTime(item.at)}
          </time>
          <span className="block text-ink-900">{historyText(item)}</span>
          {item.detail ? (
            <span className="block text-sm break-words whitespace-pre-wrap text-ink-600">{item.detail}</span>
          ) : null}
          {item.by ? <span className="block text-sm text-ink-600">by {item.by}</span> : null}
        </li>
      ))}
    </ol>
  );
}

/** Issue 57: who to call and where to go, first: the client (and whoever booked), each a tap to call, and a map. */
function ContactStrip({ row }: { row: OfficeListRow }) {
  const link = buttonClass('secondary', 'md', 'justify-start', 'wrap');
  return (
    <section aria-label="Contact" className="space-y-2">
      <p className="text-lg font-semibold text-ink-900">
        {row.name}
        {row.bookedBy ? (
          <span className="block text-base font-normal text-ink-600">Booked by {row.bookedBy}</span>
        ) : null}
      </p>
      <p className="text-ink-900">{row.address}</p>
      <div className="flex flex-wrap gap-2">
        {row.phone ? (
          <a href={row.phone.href} className={link}>
            <Phone aria-hidden="true" className="h-4 w-4" />
            Call {row.name}, <span className="whitespace-nowrap">{row.phone.display}</span>
          </a>
        ) : null}
        {row.bookedBy && row.bookerPhone ? (
          <a href={row.bookerPhone.href} className={link}>
            <Phone aria-hidden="true" className="h-4 w-4" />
            Call {row.bookedBy}, <span className="whitespace-nowrap">{row.bookerPhone.display}</span>
          </a>
        ) : null}
        <a href={mapHref(row.address)} target="_blank" rel="noopener noreferrer" className={link}>
          <MapPin aria-hidden="true" className="h-4 w-4" />
          Map<span className="sr-only"> of the property (opens a maps site in a new tab)</span>
        </a>
      </div>
    </section>
  );
}

/**
 * One enquiry: who to call and where (issue 57), its state, booking and actions (booking-panel.tsx), its report
 * once booked (report-panel.tsx, issue 58), every field
 * the visitor gave (the API's `fields`, in the form's order and with its labels, so a new field shows here with
 * no edit), its history with who made each change, and then, apart from it, its deliveries and each change's,
 * with a resend each, and the delivery log (what each far end answered).
 */
export function EnquiryDetail({ reference, onClose }: { reference: string; onClose: () => void }) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const client = useQueryClient();
  const detail = useQuery({
    queryKey: enquiryKey(reference),
    queryFn: ({ queryKey }) => officeClient.detail(reference, isRefresh(client, queryKey)),
    refetchInterval: REFRESH_MS,
  });
  const resend = useMutation({
    mutationFn: (channel: ChannelName) => officeClient.resend(reference, channel),
    onSuccess: (_, channel) => {
      toast.success(`${channelLabels[channel]}: sending again`);
      void client.invalidateQueries({ queryKey: ['office'] });
    },
    onError: (error) => void toast.error(failureMessage(error)),
  });
  const resendUpdate = useMutation({
    mutationFn: (update: OfficeUpdateDelivery) =>
      officeClient.resendUpdate(reference, update.channel, update.eventId),
    onSuccess: (_, update) => {
      toast.success(`${updateChannelLabels[update.channel]}: sending again`);
      void client.invalidateQueries({ queryKey: ['office'] });
    },
    onError: (error) => void toast.error(failureMessage(error)),
  });

  const data = detail.data;
  return (
    <article aria-labelledby="enquiry-title" className="space-y-5">
      <Button variant="ghost" size="md" onClick={onClose} className="-ml-2">
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        Back to the list
      </Button>
      <div>
        <h1 id="enquiry-title" ref={heading} tabIndex={-1} className="text-2xl font-bold text-brand-900">
          Enquiry <span className="font-mono">{reference}</span>
        </h1>
        {data ? (
          <p className="mt-1 text-ink-900">
            {data.row.inspection}
            {data.row.addon ? ` + ${data.row.addon}` : ''} · {data.row.suburb} · received{' '}
            <time dateTime={data.row.receivedAt}>{sydneyTime(data.row.receivedAt)}</time>, Sydney time
          </p>
        ) : null}
      </div>
      {detail.isPending ? (
        <p role="status" className="text-ink-600">
          Loading…
        </p>
      ) : null}
      {detail.isError ? (
        <p role="alert" className="rounded-control bg-danger-50 px-3 py-2 font-medium text-danger-700">
          {failureMessage(detail.error)}
        </p>
      ) : null}
      {data ? <ContactStrip row={data.row} /> : null}
      {data ? <AttentionNotice reference={reference} detail={data} /> : null}
      {data ? <BookingPanel reference={reference} detail={data} /> : null}
      {data ? <PaymentPanel reference={reference} detail={data} /> : null}
      {data ? <ReportPanel reference={reference} detail={data} /> : null}
      {data ? (
        <div className="grid gap-5 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
          <section aria-labelledby="enquiry-fields" className={card}>
            <h2 id="enquiry-fields" className={sectionTitle}>
              Their enquiry, as sent
            </h2>
            <dl className="mt-3 divide-y divide-ink-200">
              {data.fields.map((field) => (
                <div
                  key={field.name}
                  className="grid gap-1 py-2.5 sm:grid-cols-[11rem_minmax(0,1fr)] sm:gap-4"
                >
                  <dt className="text-sm font-semibold text-ink-600">{field.label}</dt>
                  <dd className="break-words whitespace-pre-wrap text-ink-900">{field.value}</dd>
                </div>
              ))}
            </dl>
          </section>
          <div className="space-y-5">
            <section aria-labelledby="enquiry-history" className={card}>
              <h2 id="enquiry-history" className={sectionTitle}>
                History
              </h2>
              <EventList items={data.history} className="mt-3 border-brand-100" />
            </section>
            <section aria-labelledby="enquiry-deliveries" className={card}>
              <h2 id="enquiry-deliveries" className={sectionTitle}>
                Deliveries
              </h2>
              {data.row.channels.length === 0 ? <p className="mt-3 text-ink-600">{NO_CHANNEL}.</p> : null}
              <ul className="mt-3 space-y-3">
                {data.row.channels.map((channel) => {
                  const state = channelStates[channel.state];
                  return (
                    <li
                      key={channel.channel}
                      className="grid items-start gap-x-3 gap-y-1.5 sm:grid-cols-[minmax(0,1fr)_auto]"
                    >
                      <div className="min-w-0">
                        <p className="flex items-center gap-1.5 font-semibold text-ink-900">
                          <state.Icon aria-hidden="true" className={`h-5 w-5 shrink-0 ${state.tone}`} />
                          {channelLabels[channel.channel]}: {state.word}
                        </p>
                        <p className="text-sm break-words text-ink-600">{lastAnswerText(channel)}</p>
                      </div>
                      <Button
                        variant="secondary"
                        size="md"
                        onClick={() => resend.mutate(channel.channel)}
                        disabled={resend.isPending}
                        aria-label={`Send again: ${channelLabels[channel.channel]}`}
                        className="justify-self-start"
                      >
                        <RotateCw aria-hidden="true" className="h-4 w-4" />
                        Send again
                      </Button>
                    </li>
                  );
                })}
              </ul>
              {data.updates.length ? (
                <>
                  <h3 className="mt-5 font-bold text-brand-900">After each change</h3>
                  <ul className="mt-2 space-y-3">
                    {updateGroups(data.updates).map((group) => (
                      <li key={group.eventId}>
                        <p className="text-sm font-semibold text-ink-600">{group.name}</p>
                        <ul className="mt-1 space-y-3">
                          {group.deliveries.map((update) => {
                            const state = channelStates[update.state];
                            const label = updateChannelLabels[update.channel];
                            return (
                              <li
                                key={update.channel}
                                className="grid items-start gap-x-3 gap-y-1.5 sm:grid-cols-[minmax(0,1fr)_auto]"
                              >
                                <div className="min-w-0">
                                  <p className="flex items-center gap-1.5 font-semibold text-ink-900">
                                    <state.Icon
                                      aria-hidden="true"
                                      className={`h-5 w-5 shrink-0 ${state.tone}`}
                                    />
                                    {label}: {state.word}
                                  </p>
                                  <p className="text-sm break-words text-ink-600">{lastAnswerText(update)}</p>
                                </div>
                                <Button
                                  variant="secondary"
                                  size="md"
                                  onClick={() => resendUpdate.mutate(update)}
                                  disabled={resendUpdate.isPending}
                                  aria-label={`Send again: ${label} (${group.name})`}
                                  className="justify-self-start"
                                >
                                  <RotateCw aria-hidden="true" className="h-4 w-4" />
                                  Send again
                                </Button>
                              </li>
                            );
                          })}
                        </ul>
                      </li>
                    ))}
                  </ul>
                </>
              ) : null}
              {data.deliveryLog.length ? (
                <>
                  <h3 className="mt-5 font-bold text-brand-900">Delivery log</h3>
                  <EventList items={data.deliveryLog} className="mt-2 border-ink-200" />
                </>
              ) : null}
            </section>
          </div>
        </div>
      ) : null}
    </article>
  );
}
