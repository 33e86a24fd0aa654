import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Download, Search } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { OFFICE_API, OFFICE_TABS, type OfficeListRow, type OfficeTab } from '../../api/office';
import { Button, buttonClass } from '../../components/ui/button';
import { controlClass } from '../../components/ui/field';
import { AgreementBadge } from './agreement-status';
import { AttentionBadge } from './attention';
import { ChannelDots } from './channels';
import { isRefresh, listUrl, officeClient, REFRESH_MS } from './client';
import { EnquiryDetail } from './enquiry-detail';
import { actionSpecs } from './booking-panel';
import { draftFor, dropDraft, resumeDraft } from './session-end';
import { LinkMaker } from './link-maker';
import { failureMessage } from './messages';
import { preferredWhen, sydneyTime, timeAgo } from '../../domain/booking/words';
import { useFocusOnMount } from './use-focus';
import { useNow } from './use-now';

const SEARCH_DELAY_MS = 300;

export const tabLabels: Record<OfficeTab, string> = {
  new: 'New',
  booked: 'Booked',
  done: 'Done',
  closed: 'Declined or cancelled',
};
const tabs = Object.keys(OFFICE_TABS) as OfficeTab[];

function useDebounced<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/** The signed-in page: the list by state, one enquiry's detail, and the link maker. */
export function Inbox({ signedInAs }: { signedInAs: string }) {
  const [tab, setTab] = useState<OfficeTab>('new');
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim(), SEARCH_DELAY_MS);
  const [open, setOpen] = useState<string | null>(null);
  const returnTo = useRef<string | null>(null);
  // Signed in (or the page opened so): reading starts at the list's heading.
  const heading = useFocusOnMount<HTMLHeadingElement>();

  const client = useQueryClient();
  const list = useQuery({
    queryKey: ['office', 'list', tab, q],
    queryFn: ({ queryKey }) => officeClient.list(tab, q, isRefresh(client, queryKey)),
    refetchInterval: REFRESH_MS,
    refetchOnWindowFocus: true,
    placeholderData: keepPreviousData,
  });

  // Issue 56: a dialog that was open when the session ended, typed under this address, is offered back.
  const [draft, setDraft] = useState(() => draftFor(signedInAs));

  // Back from an enquiry: the focus returns to its row's button.
  useEffect(() => {
    if (open || !returnTo.current) return;
    document.getElementById(rowButtonId(returnTo.current))?.focus();
    returnTo.current = null;
  }, [open]);

  if (open) {
    return (
      <EnquiryDetail
        reference={open}
        onClose={() => {
          returnTo.current = open;
          setOpen(null);
        }}
      />
    );
  }

  const rows = list.data?.rows ?? [];
  const offer = draft ? (
    <div
      role="status"
      className="mb-5 flex flex-wrap items-center gap-3 rounded-control border border-brand-200 bg-brand-50 p-4 text-ink-900"
    >
      <p className="min-w-0 flex-1">
        When your session ended, you were part-way through <strong>{actionSpecs[draft.action].title}</strong>{' '}
        for {draft.reference}. What you typed is kept on this page until you go back to it or discard it.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          onClick={() => {
            resumeDraft();
            setDraft(null);
            setOpen(draft.reference);
          }}
        >
          Go back to it
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            dropDraft();
            setDraft(null);
          }}
        >
          Discard
        </Button>
      </div>
    </div>
  ) : null;
  return (
    <div className="space-y-8">
      {offer}
      <section aria-labelledby="inbox-title" className="space-y-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h1 id="inbox-title" ref={heading} tabIndex={-1} className="text-2xl font-bold text-brand-900">
            Enquiries
          </h1>
          <a href={listUrl(tab, q, OFFICE_API.csv)} download className={buttonClass('secondary', 'sm')}>
            <Download aria-hidden="true" className="h-4 w-4" />
            CSV of this tab
          </a>
        </div>
        <Tabs current={tab} counts={list.data?.counts ?? null} onChange={setTab} />
        <div
          role="tabpanel"
          id="inbox-panel"
          aria-labelledby={`inbox-tab-${tab}`}
          className="space-y-4 rounded-card bg-white p-3 shadow-card ring-1 ring-ink-200 sm:p-5"
        >
          <form role="search" onSubmit={(event) => event.preventDefault()}>
            <label htmlFor="inbox-search" className="block text-sm font-semibold text-ink-900">
              Search
            </label>
            <div className="relative mt-1.5">
              <Search
                aria-hidden="true"
                className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-ink-500"
              />
              <input
                id="inbox-search"
                type="search"
                value={search}
                onChange={(event) => setSearch(event.target.value)}
                aria-describedby="inbox-search-hint"
                className={controlClass(false, 'pl-9')}
              />
            </div>
            <p id="inbox-search-hint" className="mt-1 text-sm text-ink-600">
              A reference, name, suburb or e-mail address.
            </p>
          </form>
          <ListBody state={list} rows={rows} q={q} tab={tab} onOpen={(reference) => setOpen(reference)} />
        </div>
      </section>
      <LinkMaker />
    </div>
  );
}

function Tabs({
  current,
  counts,
  onChange,
}: {
  current: OfficeTab;
  counts: Record<OfficeTab, number> | null;
  onChange: (tab: OfficeTab) => void;
}) {
  // The tabs pattern: one stop in the tab order, arrows (and Home, End) move between them and show each.
  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const index = tabs.indexOf(current);
    const next =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? tabs[(index + 1) % tabs.length]
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? tabs[(index - 1 + tabs.length) % tabs.length]
          : event.key === 'Home'
            ? tabs[0]
            : event.key === 'End'
              ? tabs.at(-1)
              : null;
    if (!next) return;
    event.preventDefault();
    onChange(next);
    document.getElementById(`inbox-tab-${next}`)?.focus();
  }
  return (
    <div
      role="tablist"
      aria-label="Enquiries by state"
      className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap"
    >
      {tabs.map((tab) => {
        const selected = tab === current;
        return (
          <button
            key={tab}
            type="button"
            role="tab"
            id={`inbox-tab-${tab}`}
            aria-selected={selected}
            aria-controls="inbox-panel"
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab)}
            onKeyDown={onKeyDown}
            className={[
              'inline-flex min-h-11 items-center justify-between gap-2 rounded-control border px-3.5 text-sm font-semibold sm:justify-start',
              selected
                ? 'border-brand-800 bg-brand-800 text-white'
                : 'border-ink-300 bg-white text-brand-800 hover:border-brand-300 hover:bg-brand-50',
            ].join(' ')}
          >
            {tabLabels[tab]}
            <span
              className={`min-w-6 rounded-full px-1.5 text-center text-xs leading-5 ${selected ? 'bg-white text-brand-900' : 'bg-ink-100 text-ink-900'}`}
            >
              {counts ? counts[tab] : '–'}
              <span className="sr-only"> enquiries</span>
            </span>
          </button>
        );
      })}
    </div>
  );
}

const rowButtonId = (reference: string) => `row-${reference}`;

function ListBody({
  state,
  rows,
  q,
  tab,
  onOpen,
}: {
  state: { isPending: boolean; isError: boolean; error: unknown; isPlaceholderData: boolean };
  rows: OfficeListRow[];
  q: string;
  tab: OfficeTab;
  onOpen: (reference: string) => void;
}) {
  const now = useNow();
  const count = rows.length === 1 ? '1 enquiry' : `${rows.length} enquiries`;
  return (
    <>
      <p role="status" className="text-sm text-ink-600">
        {state.isPending ? 'Loading…' : state.isError ? '' : q ? `${count} match “${q}”` : `${count}`}
      </p>
      {state.isError ? (
        <p role="alert" className="rounded-control bg-danger-50 px-3 py-2 font-medium text-danger-700">
          {failureMessage(state.error)} The list tries again by itself.
        </p>
      ) : null}
      {!state.isPending && rows.length === 0 && !state.isError ? (
        <p className="py-6 text-center text-ink-600">
          {q ? 'No enquiry matches that search.' : `No enquiries in “${tabLabels[tab]}”.`}
        </p>
      ) : null}
      {/* While another tab or search loads, the rows shown are the last ones, dimmed. */}
      <ul
        aria-busy={state.isPlaceholderData}
        className={`divide-y divide-ink-200 ${state.isPlaceholderData ? 'opacity-60' : ''}`}
      >
        {rows.map((row) => (
          <li
            key={row.reference}
            className="grid gap-x-4 gap-y-1 py-3 md:grid-cols-[minmax(0,2.2fr)_minmax(0,1fr)_minmax(0,1.2fr)_auto] md:items-center"
          >
            <div className="min-w-0">
              <button
                type="button"
                id={rowButtonId(row.reference)}
                onClick={() => onOpen(row.reference)}
                className="-mx-1 rounded px-1 font-mono text-[0.9375rem] font-semibold text-brand-700 underline decoration-brand-300 underline-offset-4 hover:text-brand-900 hover:decoration-brand-700"
              >
                {row.reference}
              </button>
              <p className="text-ink-900">
                {row.inspection}
                {row.addon ? <span className="text-ink-600"> + {row.addon}</span> : null}
              </p>
              {row.attention ? <AttentionBadge /> : null}
              {row.state === 'booked' && row.agreement ? <AgreementBadge state={row.agreement} /> : null}
            </div>
            <p className="text-sm">
              <span className="font-semibold text-ink-900">{row.suburb}</span>
              <span className="block text-ink-600">
                {preferredWhen(row.preferredDate, row.preferredTime)
                  ? `Preferred: ${preferredWhen(row.preferredDate, row.preferredTime)}`
                  : 'No preferred date'}
              </span>
            </p>
            <p className="text-sm">
              <span className="sr-only">Received </span>
              <time dateTime={row.receivedAt} className="font-semibold text-ink-900">
                {timeAgo(row.receivedAt, now)}
              </time>
              <span className="block text-ink-600">{sydneyTime(row.receivedAt)}</span>
            </p>
            <ChannelDots channels={row.channels} />
          </li>
        ))}
      </ul>
    </>
  );
}
