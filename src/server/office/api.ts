/**
 * The office's API, as the page (src/features/office/) and the server (src/server/office/) both see it: the
 * paths, the JSON each answers with, and the states an enquiry passes through. Types and constants only, so
 * the page's chunk imports nothing of the server.
 *
 * Every path answers with `Cache-Control: no-store`. Every request that changes something (POST) must carry an
 * `Origin` equal to the request's own origin, or it is refused with 403 `{ error: 'origin' }`. Every path but
 * `STATUS`, `CODE`, `SIGN_IN` and `LINK_SIGN_IN` answers 401 `{ error: 'signed-out' }` without a live session,
 * and holds no enquiry data then.
 */

export const OFFICE_API = {
  /** GET: whether there is an office here, and who is signed in. Never 401. */
  status: '/api/office/status',
  /** POST `{ email }`: mail a one-time code to a listed address. Always 202 `{ ok: true }`, listed or not. */
  code: '/api/office/code',
  /** POST `{ email, code }`: sign in with a mailed code. 200 `OfficeStatus` and the session cookie. */
  signIn: '/api/office/sign-in',
  /** POST `{ token }`: sign in with the CLI's one-time link (`npm run office -- link <address>`). */
  linkSignIn: '/api/office/link',
  /** POST: end this session on the server. 204, and the cookie cleared. */
  signOut: '/api/office/sign-out',
  /** GET `?tab=<OfficeTab>&q=<search>`: the list, newest first. `OfficeList`. */
  enquiries: '/api/office/enquiries',
  /** GET `?tab=&q=`: the same list as CSV, each cell through `csvCell`. */
  csv: '/api/office/enquiries.csv',
} as const;

/** GET `${OFFICE_API.enquiries}/<reference>`: one enquiry. `OfficeEnquiryDetail`. */
export const enquiryPath = (reference: string) => `${OFFICE_API.enquiries}/${encodeURIComponent(reference)}`;
/** POST `{ channel }` to `${enquiryPath(reference)}/resend`: deliver that channel again. 202. */
export const resendPath = (reference: string) => `${enquiryPath(reference)}/resend`;

/**
 * A request the page makes on its own (react-query's interval and focus refreshes) carries this header with
 * the value `background`. Such a request does not count as activity for the session's 30-minute idle limit;
 * every other request does.
 */
export const OFFICE_ACTIVITY_HEADER = 'X-Office-Request';

/** An enquiry's states. Part 1 records every enquiry as `new`; part 2 moves it on. */
export const ENQUIRY_STATES = ['new', 'booked', 'done', 'declined', 'cancelled'] as const;
export type EnquiryState = (typeof ENQUIRY_STATES)[number];

/** The inbox's tabs, and the states each shows. */
export const OFFICE_TABS = {
  new: ['new'],
  booked: ['booked'],
  done: ['done'],
  closed: ['declined', 'cancelled'],
} as const satisfies Record<string, readonly EnquiryState[]>;
export type OfficeTab = keyof typeof OFFICE_TABS;

/** Why there is no office here (the page explains each). */
export type OfficeUnavailable = 'no-office' | 'no-ledger';

export type OfficeStatus =
  { office: 'ready'; signedInAs: string | null } | { office: OfficeUnavailable; signedInAs: null };

export type ChannelName = 'automation' | 'mailbox' | 'confirmation';

export interface OfficeChannel {
  channel: ChannelName;
  state: 'delivered' | 'pending' | 'failed';
  /** The far end's last answer, or the last error, for the tooltip. Null before any attempt. */
  lastAnswer: string | null;
  attempts: number;
}

export interface OfficeListRow {
  reference: string;
  state: EnquiryState;
  /** The inspection's name, as the form lists it. */
  inspection: string;
  addon: string | null;
  suburb: string;
  /** ISO 8601, UTC. The page shows it in Sydney time. */
  receivedAt: string;
  /** As the visitor gave them (YYYY-MM-DD and the time-of-day choice's label), or null. */
  preferredDate: string | null;
  preferredTime: string | null;
  channels: OfficeChannel[];
}

export interface OfficeList {
  tab: OfficeTab;
  rows: OfficeListRow[];
  /** How many enquiries each tab holds, for the tabs' labels (before the search). */
  counts: Record<OfficeTab, number>;
}

export interface OfficeHistoryItem {
  /** ISO 8601, UTC. */
  at: string;
  event: 'received' | 'delivered' | 'failed' | 'resent';
  channel: ChannelName | null;
  detail: string | null;
}

export interface OfficeEnquiryDetail {
  row: OfficeListRow;
  /** Every field the visitor gave, in the form's field order, labelled as the form labels it. */
  fields: { name: string; label: string; value: string }[];
  history: OfficeHistoryItem[];
}

/** The errors the office API answers with, as `{ error }`. */
export type OfficeError =
  | 'signed-out'
  | 'origin'
  | 'invalid'
  | 'wrong-code'
  | 'locked'
  | 'expired'
  | 'not-found'
  | 'no-office'
  | 'no-ledger';
