import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, RotateCw } from 'lucide-react';
import { toast } from 'sonner';
import type { ChannelName, OfficeHistoryItem } from '../../server/office/api';
import { Button } from '../../components/ui/button';
import { channelLabels, channelStates, lastAnswerText, NO_CHANNEL } from './channels';
import { isRefresh, officeClient, REFRESH_MS } from './client';
import { failureMessage } from './messages';
import { sydneyTime } from './time';
import { useFocusOnMount } from './use-focus';

const card = 'rounded-card bg-white p-4 shadow-card ring-1 ring-ink-200 sm:p-6';
const sectionTitle = 'text-lg font-bold text-brand-900';

function historyText(item: OfficeHistoryItem): string {
  const channel = item.channel ? channelLabels[item.channel] : null;
  return {
    received: 'Received',
    delivered: channel ? `${channel}: delivered` : 'Delivered',
    failed: channel ? `${channel}: failed` : 'A delivery failed',
    resent: channel ? `${channel}: sent again` : 'Sent again',
  }[item.event];
}

/**
 * One enquiry: every field the visitor gave (the API's `fields`, in the form's order and with its labels, so
 * a new field shows here with no edit), its deliveries with a resend each, and its history.
 */
export function EnquiryDetail({ reference, onClose }: { reference: string; onClose: () => void }) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const client = useQueryClient();
  const detail = useQuery({
    queryKey: ['office', 'enquiry', reference],
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

  const data = detail.data;
  return (
    <article aria-labelledby="enquiry-title" className="space-y-5">
      <Button variant="ghost" size="sm" onClick={onClose} className="-ml-2">
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
      {data ? (
        <div className="grid gap-5 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
          <section aria-labelledby="enquiry-fields" className={card}>
            <h2 id="enquiry-fields" className={sectionTitle}>
              What the visitor gave
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
                        size="sm"
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
            </section>
            <section aria-labelledby="enquiry-history" className={card}>
              <h2 id="enquiry-history" className={sectionTitle}>
                History
              </h2>
              <ol className="mt-3 space-y-2 border-l-2 border-brand-100 pl-4">
                {data.history.map((item, index) => (
                  <li key={`${item.at}-${index}`}>
                    <time dateTime={item.at} className="block text-sm text-ink-600">
                      {sydneyTime(item.at)}
                    </time>
                    <span className="block text-ink-900">{historyText(item)}</span>
                    {item.detail ? (
                      <span className="block text-sm break-words text-ink-600">{item.detail}</span>
                    ) : null}
                  </li>
                ))}
              </ol>
            </section>
          </div>
        </div>
      ) : null}
    </article>
  );
}
