import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Download, Search } from 'lucide-react';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { OFFICE_API, OFFICE_TABS, type OfficeListRow, type OfficeTab } from '../../api/office';
import { officeTabPath } from '../../api/office-paths';
import { buttonClass } from '../../components/ui/button';
import { controlClass } from '../../components/ui/field';
import { isRefresh, listUrl, officeClient, REFRESH_MS } from './client';
import { EnquiryRow, tabLabels, tabOfState, useListFocus } from './enquiry-row';
import { LinkMaker } from './link-maker';
import { failureMessage } from './messages';
import { useNow } from './use-now';

const SEARCH_DELAY_MS = 300;

const tabs = Object.keys(OFFICE_TABS) as OfficeTab[];

/**
 * A value the page sets at once and that follows `given` (the address's) whenever that changes: back and forward
 * bring it in line; `same` says when the value shown already says what `given` does.
 */
function useFollowing<T>(given: T, same: (shown: T, given: T) => boolean = Object.is) {
  const [value, setValue] = useState(given);
  const [followed, setFollowed] = useState(given);
  if (!Object.is(followed, given)) {
    setFollowed(given);
    if (!same(value, given)) setValue(given);
  }
  return [value, setValue] as const;
}

function useDebounced<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

const isTab = (value: string | null): value is OfficeTab => !!value && Object.hasOwn(OFFICE_TABS, value);

/**
 * The signed-in page's list: a tab, or a search across every tab, both in the address (`/office?tab=booked`,
 * `/office?q=priya`: office-paths.ts), so back, forward and reload land where they say; each row opens its
 * enquiry at its own address. And the link maker.
 */
export function Inbox() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const inAddress = {
    tab: isTab(params.get('tab')) ? (params.get('tab') as OfficeTab) : 'new',
    q: params.get('q') ?? '',
  };
  // The tab chosen shows at once: the router renders a change of address as a transition, later than the
  // arrow key's focus and the next Tab, which must find the chosen tab the one in the tab order.
  const [tab, setTab] = useFollowing(inAddress.tab);
  const [search, setSearch] = useFollowing(inAddress.q, (typed, given) => typed.trim() === given.trim());
  const q = useDebounced(search.trim(), SEARCH_DELAY_MS);
  // The search goes into the address as it settles, replacing the entry (a word typed is not a place to go
  // back to).
  useEffect(() => {
    if (q === inAddress.q.trim()) return;
    navigate(officeTabPath(tab, q), { replace: true });
    // Only a settled search writes the address.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [q]);
  const searching = inAddress.q.trim();
  // Signed in (or the page opened so): reading starts at the list's heading; back from an enquiry, at its row.
  const heading = useListFocus<HTMLHeadingElement>();

  const client = useQueryClient();
  const list = useQuery({
    queryKey: ['office', 'list', searching ? 'all' : tab, searching],
    queryFn: ({ queryKey }) => officeClient.list(tab, searching, isRefresh(client, queryKey)),
    refetchInterval: REFRESH_MS,
    refetchOnWindowFocus: true,
    placeholderData: keepPreviousData,
  });

  const chooseTab = (next: OfficeTab) => {
    setTab(next);
    setSearch('');
    setParams(next === 'new' ? {} : { tab: next });
  };

  const rows = list.data?.rows ?? [];
  return (
    <div className="space-y-8">
      <section aria-labelledby="inbox-title" className="space-y-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h1 id="inbox-title" ref={heading} tabIndex={-1} className="text-2xl font-bold text-brand-900">
            Enquiries
          </h1>
          <a
            href={listUrl(tab, searching, OFFICE_API.csv)}
            download
            className={buttonClass('secondary', 'md')}
          >
            <Download aria-hidden="true" className="h-4 w-4" />
            {searching ? 'CSV of these matches' : 'CSV of this tab'}
          </a>
        </div>
        <Tabs current={tab} counts={list.data?.counts ?? null} onChange={chooseTab} />
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
              Searches every tab: a reference, the client&rsquo;s or the booker&rsquo;s name, a phone number,
              an e-mail address, a street or a suburb.
            </p>
          </form>
          <ListBody state={list} rows={rows} q={searching} tab={tab} />
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

/** '3 enquiries match “priya”: 1 in New, 2 in Declined or cancelled'. */
export function matchesText(rows: readonly OfficeListRow[], q: string): string {
  const count = rows.length === 1 ? '1 enquiry matches' : `${rows.length} enquiries match`;
  if (rows.length === 0) return `No enquiry matches “${q}” in any tab.`;
  const perTab = tabs
    .map((tab) => ({ tab, total: rows.filter((row) => tabOfState(row.state) === tab).length }))
    .filter(({ total }) => total > 0)
    .map(({ tab, total }) => `${total} in ${tabLabels[tab]}`);
  return `${count} “${q}”: ${perTab.join(', ')}`;
}

function ListBody({
  state,
  rows,
  q,
  tab,
}: {
  state: { isPending: boolean; isError: boolean; error: unknown; isPlaceholderData: boolean };
  rows: OfficeListRow[];
  q: string;
  tab: OfficeTab;
}) {
  const now = useNow();
  const count = rows.length === 1 ? '1 enquiry' : `${rows.length} enquiries`;
  return (
    <>
      <p role="status" className="text-sm text-ink-600">
        {state.isPending ? 'Loading…' : state.isError ? '' : q ? matchesText(rows, q) : `${count}`}
      </p>
      {state.isError ? (
        <p role="alert" className="rounded-control bg-danger-50 px-3 py-2 font-medium text-danger-700">
          {failureMessage(state.error)} The list tries again by itself.
        </p>
      ) : null}
      {!state.isPending && rows.length === 0 && !state.isError && !q ? (
        <p className="py-6 text-center text-ink-600">{`No enquiries in “${tabLabels[tab]}”.`}</p>
      ) : null}
      {/* While another tab or search loads, the rows shown are the last ones, dimmed. */}
      <ul
        aria-busy={state.isPlaceholderData}
        className={`divide-y divide-ink-200 ${state.isPlaceholderData ? 'opacity-60' : ''}`}
      >
        {rows.map((row) => (
          <EnquiryRow key={row.reference} row={row} now={now} showTab={!!q} />
        ))}
      </ul>
    </>
  );
}
