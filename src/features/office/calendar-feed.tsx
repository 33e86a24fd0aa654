/**
 * The business's calendar feed in the office (issue 57): whether there is one, when a calendar last read it,
 * "Make a calendar link" (its address shown this once, with a copy button and how to subscribe in Google, Apple
 * and Outlook), and "Revoke". The server keeps only the token's SHA-256, so a lost link cannot be shown again:
 * making a new one replaces it. What the feed holds and why: src/server/office/calendar-feed.ts.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarDays, Copy } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import {
  CALENDAR_FEED_API,
  type CalendarFeedMade,
  type CalendarFeedState,
  type OfficeError,
} from '../../api/office';
import { Button } from '../../components/ui/button';
import { controlClass } from '../../components/ui/field';
import { sydneyTime } from '../../domain/booking/words';
import { sendNow } from '../../lib/send-now';
import { OfficeRequestError } from './client';
import { failureMessage } from './messages';

export const calendarFeedKey = ['office', 'calendar-feed'] as const;

/** What the owner is told about the provider's refresh: a subscribed calendar is not live. */
export const REFRESH_NOTE =
  'A subscribed calendar reads the link on its own schedule, not the moment a booking changes: every few ' +
  'hours for some, and less often for others. The office and the e-mails are always current.';

/** One line each on where to paste the link. */
export const SUBSCRIBE_STEPS = [
  ['Google Calendar', 'on a computer, Other calendars, +, From URL: paste the link, then Add calendar.'],
  [
    'Apple Calendar',
    "on a Mac, File, New Calendar Subscription; on an iPhone, in Settings, Calendar's accounts: Add Account, " +
      'Other, Add Subscribed Calendar.',
  ],
  ['Outlook', 'on the web, Add calendar, Subscribe from web: paste the link and name the calendar.'],
] as const;

async function feedRequest<T>(url: string, method: 'GET' | 'POST'): Promise<T> {
  const init: RequestInit = {
    method,
    headers: {
      Accept: 'application/json',
      ...(method === 'POST' ? { 'Content-Type': 'application/json' } : {}),
    },
    body: method === 'POST' ? '{}' : undefined,
    credentials: 'same-origin',
    cache: 'no-store',
  };
  // A change goes now or not at all (lib/send-now.ts); a read is react-query's to try again.
  const response = method === 'POST' ? await sendNow(url, init) : await fetch(url, init);
  if (!response.ok) {
    const answer = (await response.json().catch(() => null)) as { error?: OfficeError } | null;
    throw new OfficeRequestError(response.status, answer?.error ?? null);
  }
  return (await response.json()) as T;
}

export function CalendarFeedPanel() {
  const client = useQueryClient();
  const id = useId();
  const state = useQuery({
    queryKey: calendarFeedKey,
    queryFn: () => feedRequest<CalendarFeedState>(CALENDAR_FEED_API.state, 'GET'),
  });
  // The address, held in this page's memory only, for as long as the panel is open: it is never shown again.
  const [shown, setShown] = useState<string | null>(null);
  const [confirmRevoke, setConfirmRevoke] = useState(false);
  const make = useMutation({
    mutationFn: () => feedRequest<CalendarFeedMade>(CALENDAR_FEED_API.make, 'POST'),
    onSuccess: ({ url, ...rest }) => {
      setShown(url);
      setConfirmRevoke(false);
      client.setQueryData(calendarFeedKey, rest);
    },
  });
  const revoke = useMutation({
    mutationFn: () => feedRequest<CalendarFeedState>(CALENDAR_FEED_API.revoke, 'POST'),
    onSuccess: (next) => {
      setShown(null);
      setConfirmRevoke(false);
      client.setQueryData(calendarFeedKey, next);
      toast.success('Calendar link revoked', { description: 'A calendar that reads it now gets nothing.' });
    },
  });

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Calendar link copied');
    } catch {
      toast.error('Could not copy the link', { description: 'Select it and copy it by hand.' });
    }
  }

  const feed = state.data?.feed ?? null;
  const error = make.error ?? revoke.error ?? state.error;
  const busy = make.isPending || revoke.isPending;
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="mt-6 rounded-card bg-white p-4 shadow-card ring-1 ring-ink-200 sm:p-6"
    >
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-lg font-bold text-brand-900">
        <CalendarDays aria-hidden="true" className="h-5 w-5 text-brand-700" />
        The business&rsquo;s calendar
      </h2>
      <p className="mt-1 text-sm text-ink-600">
        A private link that your calendar subscribes to, so every booked inspection shows there.
        {state.data
          ? state.data.fullDetails
            ? " Each entry holds the inspection, the time, the client's name and phone, and the address."
            : ' Each entry holds the inspection, the suburb, the time and the reference: no name, phone or street.'
          : null}
      </p>
      <div aria-live="polite" className="mt-3 text-[0.9375rem]">
        {state.isPending ? (
          <p className="text-ink-600">Reading the calendar link…</p>
        ) : feed ? (
          <p>
            A calendar link is live, made <time dateTime={feed.createdAt}>{sydneyTime(feed.createdAt)}</time>
            {feed.createdBy ? ` by ${feed.createdBy}` : ''}.{' '}
            {feed.lastFetchedAt ? (
              <>
                A calendar last read it{' '}
                <time dateTime={feed.lastFetchedAt}>{sydneyTime(feed.lastFetchedAt)}</time>.
              </>
            ) : (
              'No calendar has read it yet.'
            )}
          </p>
        ) : state.data ? (
          <p>There is no calendar link.</p>
        ) : null}
      </div>
      {error ? (
        <p role="alert" className="mt-3 rounded-control bg-danger-50 px-3 py-2 font-medium text-danger-700">
          {failureMessage(error)}
        </p>
      ) : null}
      {shown ? (
        <div className="mt-4 rounded-control bg-brand-50 p-3 sm:p-4">
          <label htmlFor={`${id}-url`} className="block text-sm font-semibold text-ink-900">
            Your calendar link: copy it now, it is shown only this once
          </label>
          <div className="mt-1.5 flex flex-col gap-2 sm:flex-row">
            <input
              id={`${id}-url`}
              readOnly
              value={shown}
              onFocus={(event) => event.target.select()}
              className={controlClass(false, 'font-mono text-sm')}
            />
            <Button variant="secondary" className="shrink-0" onClick={() => void copy(shown)}>
              <Copy aria-hidden="true" className="h-4 w-4" />
              Copy link
            </Button>
          </div>
          <p className="mt-3 text-sm">
            Anyone with the link sees the calendar: keep it to your own calendar.
          </p>
          <ul className="mt-2 space-y-1 text-sm">
            {SUBSCRIBE_STEPS.map(([app, step]) => (
              <li key={app}>
                <strong>{app}</strong>: {step}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <p className="mt-3 text-sm text-ink-600">{REFRESH_NOTE}</p>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button
          variant={feed ? 'secondary' : 'primary'}
          disabled={busy || state.isPending}
          onClick={() => make.mutate()}
        >
          {feed ? 'Make a new calendar link' : 'Make a calendar link'}
        </Button>
        {feed && !confirmRevoke ? (
          <Button variant="secondary" disabled={busy} onClick={() => setConfirmRevoke(true)}>
            Revoke
          </Button>
        ) : null}
        {feed && confirmRevoke ? (
          <>
            <Button variant="primary" disabled={busy} onClick={() => revoke.mutate()}>
              Revoke the link now
            </Button>
            <Button variant="ghost" disabled={busy} onClick={() => setConfirmRevoke(false)}>
              Keep it
            </Button>
          </>
        ) : null}
      </div>
      {feed ? (
        <p className="mt-2 text-sm text-ink-600">
          A new link stops the one before at once, and so does Revoke: the calendar then keeps what it last
          read until you remove it there.
        </p>
      ) : null}
    </section>
  );
}
