/**
 * The inbox's data: the list of a tab, newest first; a search across every tab (issue 57: search.ts, by the
 * index of migration 0012); the schedule, booked inspections by their Sydney day in booked-time order; how
 * many each tab holds; and one enquiry with every field the visitor gave (from the form's field list, so a
 * new field shows with no edit here), its history, its delivery log, its booking and what the office may do
 * next.
 */
import { jobOfEnquiry } from '../../domain/booking/job.js';
import { business } from '../../content/business.js';
import { bookingFields, fieldLabel } from '../../domain/booking/fields.js';
import { addonOptions, bookingForClient, NO_ADDONS, serviceOptions } from '../../domain/booking/options.js';
import { prefillPriceCents, priceSources } from '../booking/price.js';
import {
  bookedForClient,
  clientEmailFromForm,
  isProfessionalBooker,
  phonesOf,
} from '../../domain/booking/addressees.js';
import { phoneDisplay, telHref } from '../../domain/booking/phone.js';
import { keysLiteral, searchKeys } from './search.js';
import type { Db, Row } from '../ledger/db.js';
import {
  CHANNELS,
  UPDATE_CHANNELS,
  withDeliveries,
  type LedgerEntry,
  type UpdateDeliveryRow,
} from '../ledger/ledger.js';
import {
  OFFICE_TABS,
  type AgreementState,
  type OfficeAgreement,
  type OfficeClientRequest,
  type OfficeEnquiryDetail,
  type OfficeHistoryItem,
  type OfficeListRow,
  type OfficeTab,
} from '../../api/office.js';
import {
  allowedActions,
  type BookingSlot,
  type ChangeEvent,
  ENQUIRY_STATES,
  type EnquiryState,
  TRANSITIONS,
} from '../../domain/booking/states.js';
import type { StoredEvent } from './store.js';
import { paymentLine } from '../../api/payment.js';
import { readPreferredTime } from '../../domain/booking/preferred-time.js';
import { addDays, sydneyDate } from '../../domain/booking/sydney-time.js';
import { reportDue } from '../../domain/booking/turnaround.js';
import { serviceOf, TURNAROUND_DAYS } from '../report/turnaround.js';
import { formatClock, formatDayDate, formatPrice, propertyAddress } from '../../domain/booking/words.js';

export interface InboxEntry extends LedgerEntry {
  state: EnquiryState;
  /** Raised by every change (migration 0004); 0 before the first. */
  version: number;
  /** The booked slot while booked or done, and as it was once cancelled; null before. */
  booking: BookingSlot | null;
  /** Issue 40: the agreement's current version, when it was first sent, and the client's address. */
  agreementVersion: string | null;
  agreementSentAt: Date | null;
  clientEmail: string | null;
  /** The current version's acceptance, when there is one. */
  accepted: { name: string; at: Date; onBehalf: boolean; concerns: string } | null;
  /** Issue 41: the client's latest request no office action has dealt with since; null for none. */
  needsAttention: Date | null;
  /** Issue 59: whether a version of the report is published. */
  reportPublished: boolean;
}

/** The columns of booking_enquiries an InboxEntry is read from. */
const ENTRY_COLUMNS =
  'submission_id, reference, received_at, payload::text AS payload, state, version, booking::text AS booking, ' +
  'agreement_version, agreement_sent_at, client_email, needs_attention, ' +
  "(SELECT json_build_object('name', a.name, 'at', a.accepted_at, 'onBehalf', a.on_behalf, 'concerns', a.concerns)::text " +
  'FROM agreement_acceptances a WHERE a.submission_id = booking_enquiries.submission_id ' +
  'AND a.version = booking_enquiries.agreement_version) AS accepted, ' +
  'EXISTS (SELECT 1 FROM booking_reports r WHERE r.submission_id = booking_enquiries.submission_id) AS report_published';

async function inboxEntries(db: Db, rows: Row[]): Promise<InboxEntry[]> {
  const entries = await withDeliveries(db, rows);
  return entries.map((entry, i) => {
    const row = rows[i]!;
    return {
      ...entry,
      state: asState(row.state),
      version: Number(row.version ?? 0),
      booking: row.booking ? (JSON.parse(String(row.booking)) as BookingSlot) : null,
      agreementVersion: (row.agreement_version as string | null) ?? null,
      agreementSentAt: row.agreement_sent_at ? new Date(row.agreement_sent_at as string | Date) : null,
      clientEmail: (row.client_email as string | null) ?? null,
      accepted: acceptedOf(row.accepted),
      needsAttention: row.needs_attention ? new Date(row.needs_attention as string | Date) : null,
      reportPublished: row.report_published === true || row.report_published === 't',
    };
  });
}

function acceptedOf(value: unknown): InboxEntry['accepted'] {
  if (!value) return null;
  const given = JSON.parse(String(value)) as {
    name: string;
    at: string;
    onBehalf: boolean;
    concerns?: string | null;
  };
  return {
    name: given.name,
    at: new Date(given.at),
    onBehalf: given.onBehalf,
    concerns: given.concerns ?? '',
  };
}

/** Issue 40: where an enquiry's agreement stands, when agreements are sent (the decision) and it was booked. */
export function agreementState(entry: InboxEntry, agreements: boolean): AgreementState | null {
  if (!agreements || !entry.agreementVersion) return null;
  if (entry.accepted) return 'accepted';
  return entry.agreementSentAt ? 'sent' : 'not-sent';
}

export function officeAgreement(entry: InboxEntry, agreements: boolean): OfficeAgreement | null {
  const state = agreementState(entry, agreements);
  if (!state) return null;
  return {
    state,
    version: entry.agreementVersion,
    acceptedBy: entry.accepted?.name ?? null,
    acceptedAt: entry.accepted?.at.toISOString() ?? null,
    onBehalf: entry.accepted?.onBehalf ?? false,
    concerns: entry.accepted ? entry.accepted.concerns : null,
  };
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

/** The enquiries of a tab, newest first; those a client's request made need attention first (issue 41). */
export async function listTab(db: Db, tab: OfficeTab, search: string, limit: number): Promise<InboxEntry[]> {
  if (search.trim()) return searchEnquiries(db, search, limit);
  const states = OFFICE_TABS[tab];
  const rows = await db.query(
    `SELECT ${ENTRY_COLUMNS} FROM booking_enquiries
     WHERE state = ANY($1::text[])
     ORDER BY needs_attention ASC NULLS LAST, received_at DESC LIMIT $2`,
    [`{${states.join(',')}}`, limit],
  );
  return inboxEntries(db, rows);
}

/**
 * The search (issue 57), in every tab: each enquiry holding a word that starts with each of the search's
 * (search.ts), by the GIN index on `search_keys` (tests/server/office/search.test.ts reads its plan). The same
 * order as a tab's.
 */
export const SEARCH_SQL = `SELECT ${ENTRY_COLUMNS} FROM booking_enquiries
     WHERE search_keys @> $1::text[]
     ORDER BY needs_attention ASC NULLS LAST, received_at DESC LIMIT $2`;

export async function searchEnquiries(db: Db, search: string, limit: number): Promise<InboxEntry[]> {
  const keys = searchKeys(search);
  if (keys.length === 0) return [];
  return inboxEntries(db, await db.query(SEARCH_SQL, [keysLiteral(keys), limit]));
}

/** The most inspections the schedule lists. */
export const SCHEDULE_LIMIT = 500;

/**
 * The schedule (issue 57): the booked (and done) inspections from one Sydney date to another, both included,
 * in booked-time order; a cancelled one is not there. By the index on booked_date (migration 0004).
 */
export async function scheduleEntries(db: Db, from: string, to: string): Promise<InboxEntry[]> {
  const rows = await db.query(
    `SELECT ${ENTRY_COLUMNS} FROM booking_enquiries
     WHERE booked_date BETWEEN $1::date AND $2::date AND state IN ('booked', 'done')
     ORDER BY booked_date, booking->>'windowFrom', booking->>'windowTo', reference LIMIT $3`,
    [from, to, SCHEDULE_LIMIT],
  );
  return inboxEntries(db, rows);
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
    `SELECT ${ENTRY_COLUMNS} FROM booking_enquiries
     WHERE reference = $1 ORDER BY received_at DESC LIMIT 1`,
    [reference],
  );
  const [entry] = await inboxEntries(db, rows);
  return entry ?? null;
}

const titleOf = (options: readonly { label: string; title: string }[], value: string) =>
  options.find((option) => option.label === value)?.title ?? value;

/** A row of a list; with `now`, a booked or done row says when its report is due (issue 59). */
export function listRow(entry: InboxEntry, agreements = false, now?: Date): OfficeListRow {
  const { enquiry } = entry;
  const due =
    // As the schedule's list of reports due, an inspection over TURNAROUND_DAYS old is no longer chased.
    now && entry.booking && entry.booking.date >= addDays(sydneyDate(now), -TURNAROUND_DAYS)
      ? reportDue(
          {
            state: entry.state,
            slot: entry.booking,
            service: serviceOf(entry.booking, enquiry),
            published: entry.reportPublished,
          },
          now,
        )
      : null;
  const addon = enquiry.addon && enquiry.addon !== NO_ADDONS ? titleOf(addonOptions, enquiry.addon) : null;
  const forClient = bookedForClient(enquiry);
  const phones = phonesOf(enquiry);
  const callable = (phone: string | null) => {
    const href = phone ? telHref(phone) : null;
    return phone && href ? { display: phoneDisplay(phone), href } : null;
  };
  return {
    reference: entry.reference,
    state: entry.state,
    name: (forClient && enquiry.clientName?.trim()) || enquiry.name,
    bookedBy: forClient ? enquiry.name : null,
    phone: callable(phones.client),
    bookerPhone: callable(phones.booker),
    address: propertyAddress(enquiry),
    slot:
      entry.booking && entry.state !== 'new' && entry.state !== 'declined'
        ? { date: entry.booking.date, windowFrom: entry.booking.windowFrom, windowTo: entry.booking.windowTo }
        : null,
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
    agreement: agreementState(entry, agreements),
    attention: entry.needsAttention?.toISOString() ?? null,
    reportDue: due ? { due: due.due.toISOString(), overdue: due.overdue } : null,
  };
}

const CHANGE_EVENTS = new Set<string>(Object.values(TRANSITIONS).map((rule) => rule.event));
const isChangeEvent = (event: string): event is ChangeEvent => CHANGE_EVENTS.has(event);

/** 'Monday 7 December 2026, 8:30 am to 10:30 am, $760.00': a slot as the history gives it. */
export function slotInWords(slot: BookingSlot): string {
  return (
    `${formatDayDate(slot.date)}, ${formatClock(slot.windowFrom)} to ${formatClock(slot.windowTo)}, ` +
    formatPrice(slot.priceCents)
  );
}

/**
 * A change's detail in the history: the slot for booked and moved, the reason for declined and cancelled (said
 * to be the client's when the client cancelled on the booking page).
 */
function changeDetail(event: ChangeEvent, stored: StoredEvent): string | null {
  if ((event === 'booked' || event === 'moved') && stored.data?.slot) return slotInWords(stored.data.slot);
  if (event === 'cancelled' && stored.data?.by === 'client') {
    return `by the client on the booking page: ${stored.data.reason ?? ''}`;
  }
  if (event === 'declined' || event === 'cancelled') return stored.data?.reason ?? null;
  return null;
}

/** Issue 60: a payment's detail in the history: '$110 by bank transfer', with what is flagged. */
function paymentDetail(stored: StoredEvent): string | null {
  const payment = stored.data?.payment;
  return payment ? paymentLine(payment) : null;
}

const knownChannel = (channel: string | null): OfficeHistoryItem['channel'] =>
  (CHANNELS as readonly string[]).includes(channel ?? '') ||
  (UPDATE_CHANNELS as readonly string[]).includes(channel ?? '')
    ? (channel as OfficeHistoryItem['channel'])
    : null;

const AGREEMENT_EVENTS: readonly string[] = ['agreement-sent', 'agreement-accepted', 'links-revoked'];
/** Issue 41: the client's request for another time, and the office's "mark handled"; their detail as stored. */
const CLIENT_EVENTS: readonly string[] = ['change-requested', 'handled'];

/**
 * Issue 52: on a booking made for a client, the office names the two people for what they are: whoever booked
 * ("Booked by") and the client, not the form's "Your full name".
 */
const OFFICE_LABELS_FOR_CLIENT_BOOKING: Partial<Record<string, string>> = {
  name: 'Booked by',
  email: "Booker's email",
  phone: "Booker's mobile",
  clientName: 'Client',
  clientContact: "Client's phone or email",
};

/** The form's address fields, in its order; the detail shows them as one `address`. */
export const ADDRESS_PARTS: readonly string[] = ['unit', 'streetNumber', 'streetName', 'suburb', 'postcode'];
export const PROPERTY_ADDRESS_LABEL = 'Property address';

export function officeFieldLabel(spec: (typeof bookingFields)[number], forClient: boolean): string {
  return (forClient && OFFICE_LABELS_FOR_CLIENT_BOOKING[spec.name]) || fieldLabel(spec, forClient);
}

/**
 * Issue 57: the latest request the client made on the booking page (another time, or a cancel), with each time
 * asked for read from the Sydney day it was asked on; null when there is none.
 */
export function clientRequestOf(events: readonly StoredEvent[]): OfficeClientRequest | null {
  const latest = events
    .filter(
      (event) =>
        event.event === 'change-requested' || (event.event === 'cancelled' && event.data?.by === 'client'),
    )
    .reduce<StoredEvent | null>((last, event) => (!last || event.at >= last.at ? event : last), null);
  if (!latest) return null;
  const askedOn = sydneyDate(latest.at);
  return {
    kind: latest.event === 'cancelled' ? 'cancelled' : 'change-requested',
    by: latest.data?.by ?? 'client',
    at: latest.at.toISOString(),
    times: (latest.data?.request?.preferred ?? []).map((words) => ({
      words,
      ...readPreferredTime(words, askedOn),
    })),
    note: latest.data?.request?.note ?? '',
    reason: latest.event === 'cancelled' ? (latest.data?.reason ?? '') : null,
  };
}

export function enquiryDetail(
  entry: InboxEntry,
  events: StoredEvent[],
  updates: UpdateDeliveryRow[] = [],
  { agreements = false }: { agreements?: boolean } = {},
): OfficeEnquiryDetail {
  const { enquiry } = entry;
  const forClient = bookingForClient(enquiry.bookedBy);
  // The address's parts (unit, number, street, suburb, postcode) show as one line, as Australians write it,
  // where the first of them stands in the form.
  const fields = bookingFields.flatMap((spec) => {
    if (ADDRESS_PARTS.includes(spec.name)) {
      return spec.name === ADDRESS_PARTS[0]
        ? [{ name: 'address', label: PROPERTY_ADDRESS_LABEL, value: propertyAddress(enquiry) }]
        : [];
    }
    const value = (enquiry as Record<string, unknown>)[spec.name];
    if (value === undefined || value === null || String(value).trim() === '') return [];
    return [{ name: spec.name, label: officeFieldLabel(spec, forClient), value: String(value) }];
  });
  const history: OfficeHistoryItem[] = [
    { at: entry.receivedAt.toISOString(), event: 'received', channel: null, detail: null, by: null },
  ];
  // Issue 57: what the channels' far ends answered ("250 OK: queued") is a log of its own, apart from the
  // business's history.
  const deliveryLog: OfficeHistoryItem[] = [];
  const deliveries = [...entry.deliveries, ...updates];
  for (const delivery of deliveries) {
    if (delivery.state === 'delivered' && delivery.deliveredAt) {
      deliveryLog.push({
        at: delivery.deliveredAt.toISOString(),
        event: 'delivered',
        channel: delivery.channel,
        detail: delivery.lastAnswer,
        by: null,
      });
    } else if (delivery.state === 'failed') {
      deliveryLog.push({
        at: (delivery.lastAttemptAt ?? delivery.nextAttemptAt).toISOString(),
        event: 'failed',
        channel: delivery.channel,
        detail: delivery.lastAnswer,
        by: null,
      });
    }
  }
  for (const event of events) {
    if (event.event === 'resent') {
      deliveryLog.push({
        at: event.at.toISOString(),
        event: 'resent',
        channel: knownChannel(event.channel),
        detail: event.detail,
        by: event.actor,
      });
    } else if (AGREEMENT_EVENTS.includes(event.event) || CLIENT_EVENTS.includes(event.event)) {
      history.push({
        at: event.at.toISOString(),
        event: event.event as OfficeHistoryItem['event'],
        channel: null,
        detail: event.detail,
        by: event.actor,
      });
    } else if (event.event === 'payment-received' || event.event === 'payment-refunded') {
      // Issue 60: each payment and refund, with who recorded it (null: Stripe's webhook) and when.
      history.push({
        at: event.at.toISOString(),
        event: event.event,
        channel: null,
        detail: paymentDetail(event) ?? event.detail,
        by: event.actor,
      });
    } else if (isChangeEvent(event.event)) {
      history.push({
        at: event.at.toISOString(),
        event: event.event,
        channel: null,
        detail: changeDetail(event.event, event),
        by: event.actor,
      });
    }
  }
  history.sort((a, b) => a.at.localeCompare(b.at));
  deliveryLog.sort((a, b) => a.at.localeCompare(b.at));
  return {
    row: listRow(entry, agreements),
    fields,
    history,
    deliveryLog,
    version: entry.version,
    booking: entry.booking,
    actions: allowedActions(entry.state),
    prefill: {
      priceCents: prefillPriceCents(enquiry.service, enquiry.addon),
      priceSources: priceSources(enquiry.service, enquiry.addon),
      priceIncludesGst: business.decisions.pricesIncludeGst === 'confirmed',
      clientEmailRequired: forClient,
      priceRequired: agreements,
      job: entry.booking?.job ?? jobOfEnquiry(enquiry),
      clientEmail: forClient ? (entry.clientEmail ?? clientEmailFromForm(enquiry)) : null,
      booker: forClient
        ? { email: enquiry.email, professional: isProfessionalBooker(enquiry.bookedBy) }
        : null,
    },
    agreement: officeAgreement(entry, agreements),
    request: entry.needsAttention ? clientRequestOf(events) : null,
    updates: updates.map((update) => ({
      channel: update.channel,
      eventId: update.eventId,
      event: update.event,
      state: update.state,
      lastAnswer: update.lastAnswer,
      attempts: update.attempts,
    })),
  };
}
