/**
 * The business's calendar feed (issue 57): a secret address that Google, Apple and Outlook calendars subscribe
 * to, so the business's own calendar holds every booked inspection, as the client's does from its e-mails.
 *
 * The token is 256 random bits (`randomToken`, Web Crypto), shown once, when it is made; the ledger keeps its
 * SHA-256 only (migration 0013), with who made it (the address's HMAC) and when a calendar last read it, written
 * at most once a minute so that a poll is not a write. One feed at a time: making one replaces the row, so the
 * old address stops working in the same statement, and a revoke deletes the row. An unknown, replaced or revoked
 * token gets the same 404 after the same work (its SHA-256 looked up in the index), and the log names it only
 * by a short HMAC, so a token copied from a log works nowhere.
 *
 * The file is RFC 5545 with no METHOD (a snapshot of the business's calendar, not a message), no ORGANIZER and
 * no ATTENDEE, so no calendar offers a reply. One VEVENT per booked or done booking from CALENDAR_FEED_DAYS.back
 * days ago to .ahead days on, under the UID the client's e-mails use (`visitUid`), its SEQUENCE from the ledger
 * and its times in Sydney's zone with the VTIMEZONE written in; a cancelled booking is left out, so the
 * calendar drops it at its next refresh. DTSTAMP is when the booking last changed. Each event says the
 * inspection, the suburb and the reference; the client's name, phone and the full address only when the
 * business has confirmed `decisions.calendarFeedDetails`, since the calendar service then holds them (the
 * privacy page names it).
 */
import { business } from '../../content/business.js';
import { officeEnquiryUrl } from '../../api/office-paths.js';
import {
  CALENDAR_FEED_DAYS,
  calendarFeedPath,
  type CalendarFeedMade,
  type CalendarFeedState,
} from '../../api/office.js';
import type { Db } from '../ledger/db.js';
import type { Enquiry } from '../../domain/booking/enquiry.js';
import type { BookingSlot, EnquiryState } from '../../domain/booking/states.js';
import { addDays, sydneyDate } from '../../domain/booking/sydney-time.js';
import { bookingForClient } from '../../domain/booking/options.js';
import { formatPrice, propertyAddress, windowText } from '../../domain/booking/words.js';
import { foldLine, icsText, sydneyLine, sydneyTimezone, utcStamp, visitUid } from '../mail/ics.js';
import { addressDomain } from '../mail/message.js';
import { CALENDAR_PRODUCT_ID } from '../mail/parts.js';
import { bookedInspectionTitle } from '../mail/enquiry-mail.js';
import { visitEnd } from '../mail/booking-update-mail.js';
import { decisionsOf } from '../delivery.js';
import { API_HEADERS } from '../http.js';
import { addressMac, officeKey, randomToken, tokenHash } from './secrets.js';
import { type Context, failure, reply } from './context.js';
import type { OfficeSession } from './store.js';

/** The most bookings one read of the feed holds: about ten a day over the feed's 211 days. */
export const CALENDAR_FEED_LIMIT = 2000;

/** The least time between two writes of the last fetch. */
export const FETCH_RECORD_MS = 60_000;

/** The calendar's name in the subscriber's list. */
export const CALENDAR_FEED_NAME = `${business.name}: inspections`;

/** The feed's path with its token, as the handler reads it: the token, or null for any other path. */
export function feedTokenOf(pathname: string): string | null {
  const match = /^\/api\/office\/calendar\/([^/]{1,100})\.ics$/.exec(pathname);
  return match ? match[1]! : null;
}

// ---- The ledger's row ----

interface FeedRow {
  createdBy: string;
  createdAt: Date;
  lastFetchedAt: Date | null;
}

const date = (value: unknown): Date => (value instanceof Date ? value : new Date(String(value)));

export function calendarFeedStore(db: Db) {
  return {
    async current(): Promise<FeedRow | null> {
      const [row] = await db.query(
        'SELECT created_by, created_at, last_fetched_at FROM office_calendar_feeds WHERE id = 1',
      );
      if (!row) return null;
      return {
        createdBy: row.created_by as string,
        createdAt: date(row.created_at),
        lastFetchedAt: row.last_fetched_at ? date(row.last_fetched_at) : null,
      };
    },

    /** Keeps a new feed's token (its SHA-256), replacing the feed before: its token stops working at once. */
    async replace(hash: string, createdBy: string, now: Date): Promise<void> {
      await db.query(
        `INSERT INTO office_calendar_feeds (id, token_hash, created_by, created_at, last_fetched_at)
         VALUES (1, $1, $2, $3, NULL)
         ON CONFLICT (id) DO UPDATE SET token_hash = EXCLUDED.token_hash, created_by = EXCLUDED.created_by,
           created_at = EXCLUDED.created_at, last_fetched_at = NULL`,
        [hash, createdBy, now],
      );
    },

    /** Deletes the feed; whether there was one. */
    async revoke(): Promise<boolean> {
      return (await db.query('DELETE FROM office_calendar_feeds RETURNING id')).length > 0;
    },

    /**
     * Whether `hash` is the live feed's token. A read records its time, unless one was recorded within the
     * last minute: a calendar that polls often costs one write a minute at most.
     */
    async fetched(hash: string, now: Date): Promise<boolean> {
      const [row] = await db.query<{ last_fetched_at: unknown }>(
        'SELECT last_fetched_at FROM office_calendar_feeds WHERE token_hash = $1',
        [hash],
      );
      if (!row) return false;
      const last = row.last_fetched_at ? date(row.last_fetched_at).getTime() : null;
      if (last === null || now.getTime() - last >= FETCH_RECORD_MS) {
        await db.query('UPDATE office_calendar_feeds SET last_fetched_at = $2 WHERE token_hash = $1', [
          hash,
          now,
        ]);
      }
      return true;
    },

    /**
     * The booked and done bookings whose date falls from `from` to `to` (Sydney dates), by date, at most
     * CALENDAR_FEED_LIMIT, through the index on booked_date; each with when it last changed.
     */
    async bookings(from: string, to: string): Promise<FeedBooking[]> {
      const rows = await db.query(
        `SELECT e.reference, e.state, e.payload::text AS payload, e.booking::text AS booking, e.ics_sequence,
                COALESCE((SELECT max(v.at) FROM booking_events v
                          WHERE v.submission_id = e.submission_id AND v.to_state IS NOT NULL),
                         e.received_at) AS changed_at
         FROM booking_enquiries e
         WHERE e.booked_date >= $1::date AND e.booked_date <= $2::date AND e.state = ANY($3::text[])
         ORDER BY e.booked_date, e.reference
         LIMIT $4`,
        [from, to, `{${FEED_STATES.join(',')}}`, CALENDAR_FEED_LIMIT],
      );
      return rows.flatMap((row) => {
        const slot = row.booking ? (JSON.parse(String(row.booking)) as BookingSlot) : null;
        if (!slot) return [];
        return [
          {
            reference: row.reference as string,
            state: row.state as EnquiryState,
            enquiry: JSON.parse(String(row.payload)) as Enquiry,
            slot,
            sequence: Number(row.ics_sequence ?? 0),
            changedAt: date(row.changed_at),
          },
        ];
      });
    },
  };
}

/** The states the feed shows: a booking still to come or done. Cancelled, declined and new are left out. */
export const FEED_STATES: readonly EnquiryState[] = ['booked', 'done'];

// ---- The file ----

export interface FeedBooking {
  reference: string;
  state: EnquiryState;
  enquiry: Enquiry;
  slot: BookingSlot;
  /** The ledger's SEQUENCE for the booking's event (booking_enquiries.ics_sequence). */
  sequence: number;
  /** DTSTAMP: when the booking last changed. */
  changedAt: Date;
}

export interface FeedOptions {
  /** The UID's domain: BOOKING_MAIL_FROM's, as in the client's e-mails. */
  domain: string;
  /** The site's origin, for each event's link to the enquiry in the office. */
  siteOrigin: string;
  /** business.decisions.calendarFeedDetails confirmed: the client's name, phone and the full address. */
  fullDetails: boolean;
}

const tidy = (text: string | undefined | null) => (text ?? '').trim().replace(/\s+/g, ' ');

/** Who the client is and how to reach them, for an event with full details. */
function clientLines(enquiry: Enquiry): string[] {
  if (!bookingForClient(enquiry.bookedBy)) {
    return [`Client: ${tidy(enquiry.name)}, ${tidy(enquiry.phone)}`];
  }
  return [
    `Client: ${[tidy(enquiry.clientName), tidy(enquiry.clientContact)].filter(Boolean).join(', ')}`,
    `Booked by: ${tidy(enquiry.name)} (${tidy(enquiry.bookedBy)}), ${tidy(enquiry.phone)}`,
  ];
}

function feedEvent(booking: FeedBooking, options: FeedOptions): string[] {
  const { enquiry, slot, reference } = booking;
  const inspection = bookedInspectionTitle(enquiry, slot);
  const suburb = tidy(enquiry.suburb);
  const done = booking.state === 'done' ? 'Done: ' : '';
  const summary = options.fullDetails
    ? `${done}${inspection}, ${suburb}, ${tidy(bookingForClient(enquiry.bookedBy) ? enquiry.clientName : enquiry.name)} (${reference})`
    : `${done}${inspection}, ${suburb} (${reference})`;
  const description = [
    `Arrival window ${windowText(slot)}, Sydney time.`,
    ...(options.fullDetails ? [...clientLines(enquiry), `Price: ${formatPrice(slot.priceCents)}`] : []),
    `In the office: ${officeEnquiryUrl(options.siteOrigin, reference)}`,
  ].join('\n');
  return [
    'BEGIN:VEVENT',
    `UID:${visitUid(reference, options.domain)}`,
    `SEQUENCE:${booking.sequence}`,
    `DTSTAMP:${utcStamp(booking.changedAt)}`,
    sydneyLine('DTSTART', { date: slot.date, time: slot.windowFrom }),
    sydneyLine('DTEND', visitEnd(slot, enquiry.service)),
    `SUMMARY:${icsText(summary)}`,
    ...(options.fullDetails ? [`LOCATION:${icsText(propertyAddress(enquiry))}`] : []),
    `DESCRIPTION:${icsText(description)}`,
    `URL:${officeEnquiryUrl(options.siteOrigin, reference)}`,
    'STATUS:CONFIRMED',
    'TRANSP:OPAQUE',
    'END:VEVENT',
  ];
}

/**
 * The feed as RFC 5545 text: CRLF line ends, each line folded at 75 octets, TEXT values escaped, Sydney's
 * VTIMEZONE once when any event names it. A refresh interval of an hour is asked for (RFC 7986, and Apple's and
 * Outlook's X-PUBLISHED-TTL); each provider keeps its own schedule, which can be every few hours.
 */
export function calendarFeedIcs(bookings: readonly FeedBooking[], options: FeedOptions): string {
  const events = bookings.flatMap((booking) => feedEvent(booking, options));
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${CALENDAR_PRODUCT_ID}`,
    'CALSCALE:GREGORIAN',
    `X-WR-CALNAME:${icsText(CALENDAR_FEED_NAME)}`,
    `NAME:${icsText(CALENDAR_FEED_NAME)}`,
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    'X-PUBLISHED-TTL:PT1H',
    ...(events.length > 0 ? sydneyTimezone() : []),
    ...events,
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

// ---- The routes ----

/** What a log line names a token by: 12 hex digits of its HMAC under BOOKING_OFFICE_SECRET. */
async function tokenMac(secret: string, token: string): Promise<string> {
  const mac = await crypto.subtle.sign(
    'HMAC',
    await officeKey(secret),
    new TextEncoder().encode(`calendar-feed\n${token}`),
  );
  return [...new Uint8Array(mac)]
    .slice(0, 6)
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('');
}

export const fullDetailsOn = (context: Pick<Context, 'config'>) =>
  decisionsOf(context.config).calendarFeedDetails === 'confirmed';

/** The headers of the feed's answers: never kept by a cache, never indexed, no referrer from it. */
export const FEED_HEADERS = {
  ...API_HEADERS,
  'X-Robots-Tag': 'noindex',
  'Referrer-Policy': 'no-referrer',
} as const;

/** GET /api/office/calendar/<token>.ics, with no session: the feed, or 404. */
export async function serveFeed(context: Context, token: string): Promise<Response> {
  const { handle, now, config, log, office } = context;
  const store = calendarFeedStore(handle.ledger.db);
  // Every token, shaped like one or not, costs the same: its SHA-256 looked up.
  const live = await store.fetched(await tokenHash(token), now);
  if (!live) {
    log(`[office] calendar feed 404: token ${await tokenMac(office.secret, token)}`);
    return failure(404, 'not-found', FEED_HEADERS);
  }
  const today = sydneyDate(now);
  const bookings = await store.bookings(
    addDays(today, -CALENDAR_FEED_DAYS.back),
    addDays(today, CALENDAR_FEED_DAYS.ahead),
  );
  const body = calendarFeedIcs(bookings, {
    domain: addressDomain(config.mail?.from ?? business.email),
    siteOrigin: config.siteOrigin,
    fullDetails: fullDetailsOn(context),
  });
  return new Response(body, {
    status: 200,
    headers: {
      ...FEED_HEADERS,
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'inline; filename="inspections.ics"',
    },
  });
}

/** The feed's state for the office: who made it is shown as the listed address whose HMAC it is. */
async function stateOf(context: Context): Promise<CalendarFeedState> {
  const row = await calendarFeedStore(context.handle.ledger.db).current();
  let createdBy: string | null = null;
  if (row) {
    for (const email of context.office.emails) {
      if ((await addressMac(context.office.secret, email)) === row.createdBy) createdBy = email;
    }
  }
  return {
    feed: row
      ? {
          createdAt: row.createdAt.toISOString(),
          createdBy,
          lastFetchedAt: row.lastFetchedAt?.toISOString() ?? null,
        }
      : null,
    fullDetails: fullDetailsOn(context),
  };
}

/** GET /api/office/calendar-feed. */
export async function feedState(context: Context): Promise<Response> {
  return reply(200, await stateOf(context));
}

/** POST /api/office/calendar-feed/make: a new feed, replacing any; its address answered this once. */
export async function makeFeed(context: Context, session: OfficeSession): Promise<Response> {
  const { handle, now, url, office, log } = context;
  const token = randomToken();
  await calendarFeedStore(handle.ledger.db).replace(
    await tokenHash(token),
    await addressMac(office.secret, session.email),
    now,
  );
  log(
    `[office] calendar feed ${await tokenMac(office.secret, token)} made by ${await context.who(session.email)}`,
  );
  const made: CalendarFeedMade = {
    ...(await stateOf(context)),
    url: `${url.origin}${calendarFeedPath(token)}`,
  };
  return reply(201, made);
}

/** POST /api/office/calendar-feed/revoke: no feed from now on. */
export async function revokeFeed(context: Context, session: OfficeSession): Promise<Response> {
  if (await calendarFeedStore(context.handle.ledger.db).revoke()) {
    context.log(`[office] calendar feed revoked by ${await context.who(session.email)}`);
  }
  return reply(200, await stateOf(context));
}
