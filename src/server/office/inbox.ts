/**
 * The inbox's data: the list of a tab, newest first, with a search over the reference, name, suburb and
 * e-mail; how many each tab holds; and one enquiry with every field the visitor gave (from the form's field
 * list, so a new field shows with no edit here) and its history.
 */
import { bookingFields, fieldLabel } from '../../features/booking/fields.js';
import { addonOptions, bookingForClient, NO_ADDONS, serviceOptions } from '../../features/booking/options.js';
import type { Db } from '../ledger/db.js';
import { CHANNELS, withDeliveries, type LedgerEntry } from '../ledger/ledger.js';
import {
  ENQUIRY_STATES,
  OFFICE_TABS,
  type EnquiryState,
  type OfficeEnquiryDetail,
  type OfficeHistoryItem,
  type OfficeListRow,
  type OfficeTab,
} from './api.js';

export interface InboxEntry extends LedgerEntry {
  state: EnquiryState;
}

/** The most rows a list answers with; the CSV of a tab takes up to CSV_LIMIT. */
export const LIST_LIMIT = 500;
export const CSV_LIMIT = 10_000;
/** The longest search taken. */
export const MAX_SEARCH_LENGTH = 100;

export function isTab(value: string): value is OfficeTab {
  return Object.hasOwn(OFFICE_TABS, value);
}

const asState = (value: unknown): EnquiryState =>
  (ENQUIRY_STATES as readonly string[]).includes(String(value)) ? (value as EnquiryState) : 'new';

/** A LIKE pattern that matches `text` anywhere, its own % _ and \ taken literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The enquiries of a tab, newest first, matching the search when there is one. */
export async function listTab(db: Db, tab: OfficeTab, search: string, limit: number): Promise<InboxEntry[]> {
  const states = OFFICE_TABS[tab];
  const q = search.trim();
  const rows = await db.query(
    `SELECT submission_id, reference, received_at, payload::text AS payload, state FROM booking_enquiries
     WHERE state = ANY($1::text[])
       AND ($2::text = '' OR reference ILIKE $3 OR payload->>'name' ILIKE $3 OR payload->>'suburb' ILIKE $3
            OR payload->>'email' ILIKE $3)
     ORDER BY received_at DESC LIMIT $4`,
    [`{${states.join(',')}}`, q, containing(q), limit],
  );
  const entries = await withDeliveries(db, rows);
  return entries.map((entry, i) => ({ ...entry, state: asState(rows[i]!.state) }));
}

/** How many enquiries each tab holds. */
export async function tabCounts(db: Db): Promise<Record<OfficeTab, number>> {
  const rows = await db.query<{ state: string; total: number }>(
    'SELECT state, count(*)::int AS total FROM booking_enquiries GROUP BY state',
  );
  const counts = Object.fromEntries(Object.keys(OFFICE_TABS).map((tab) => [tab, 0])) as Record<
    OfficeTab,
    number
  >;
  for (const row of rows) {
    for (const [tab, states] of Object.entries(OFFICE_TABS) as [OfficeTab, readonly string[]][]) {
      if (states.includes(row.state)) counts[tab] += Number(row.total);
    }
  }
  return counts;
}

/** One enquiry by its reference (the newest, should two share one), or null. */
export async function findEnquiry(db: Db, reference: string): Promise<InboxEntry | null> {
  const rows = await db.query(
    `SELECT submission_id, reference, received_at, payload::text AS payload, state FROM booking_enquiries
     WHERE reference = $1 ORDER BY received_at DESC LIMIT 1`,
    [reference],
  );
  const [entry] = await withDeliveries(db, rows);
  return entry ? { ...entry, state: asState(rows[0]!.state) } : null;
}

const titleOf = (options: readonly { label: string; title: string }[], value: string) =>
  options.find((option) => option.label === value)?.title ?? value;

export function listRow(entry: InboxEntry): OfficeListRow {
  const { enquiry } = entry;
  const addon = enquiry.addon && enquiry.addon !== NO_ADDONS ? titleOf(addonOptions, enquiry.addon) : null;
  return {
    reference: entry.reference,
    state: entry.state,
    inspection: titleOf(serviceOptions, enquiry.service),
    addon,
    suburb: enquiry.suburb,
    receivedAt: entry.receivedAt.toISOString(),
    preferredDate: enquiry.preferredDate || null,
    preferredTime: enquiry.preferredTime || null,
    channels: CHANNELS.flatMap((channel) => {
      const delivery = entry.deliveries.find((d) => d.channel === channel);
      return delivery
        ? [
            {
              channel,
              state: delivery.state,
              lastAnswer: delivery.lastAnswer,
              attempts: delivery.attempts,
            },
          ]
        : [];
    }),
  };
}

export function enquiryDetail(
  entry: InboxEntry,
  events: { at: Date; event: string; channel: string | null; detail: string | null }[],
): OfficeEnquiryDetail {
  const { enquiry } = entry;
  const forClient = bookingForClient(enquiry.bookedBy);
  const fields = bookingFields.flatMap((spec) => {
    const value = (enquiry as Record<string, unknown>)[spec.name];
    if (value === undefined || value === null || String(value).trim() === '') return [];
    return [{ name: spec.name, label: fieldLabel(spec, forClient), value: String(value) }];
  });
  const history: OfficeHistoryItem[] = [
    { at: entry.receivedAt.toISOString(), event: 'received', channel: null, detail: null },
  ];
  for (const delivery of entry.deliveries) {
    if (delivery.state === 'delivered' && delivery.deliveredAt) {
      history.push({
        at: delivery.deliveredAt.toISOString(),
        event: 'delivered',
        channel: delivery.channel,
        detail: delivery.lastAnswer,
      });
    } else if (delivery.state === 'failed') {
      history.push({
        at: (delivery.lastAttemptAt ?? delivery.nextAttemptAt).toISOString(),
        event: 'failed',
        channel: delivery.channel,
        detail: delivery.lastAnswer,
      });
    }
  }
  for (const event of events) {
    if (event.event !== 'resent') continue;
    history.push({
      at: event.at.toISOString(),
      event: 'resent',
      channel: (CHANNELS as readonly string[]).includes(event.channel ?? '')
        ? (event.channel as OfficeHistoryItem['channel'])
        : null,
      detail: event.detail,
    });
  }
  history.sort((a, b) => a.at.localeCompare(b.at));
  return { row: listRow(entry), fields, history };
}
