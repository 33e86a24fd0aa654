/**
 * Who may sign in to the office, and the rules of the sign-in: the addresses in BOOKING_OFFICE_EMAILS and no
 * one else, codes and sessions as docs/decisions/0013-office-sign-in.md explains. Without BOOKING_OFFICE_EMAILS
 * there is no office; without BOOKING_OFFICE_SECRET a host has none either (the local servers make a secret
 * for their own process).
 */
import { officeAddress } from './secrets.js';

export interface OfficeSettings {
  /** BOOKING_OFFICE_EMAILS, trimmed and lowercased. */
  emails: readonly string[];
  /** BOOKING_OFFICE_SECRET: the HMAC key of the codes and of the addresses in the log. */
  secret: string;
  /** Issue 56: BOOKING_OFFICE_IDLE_SECONDS, in ms: the idle limit, at most SESSION_IDLE_MS (its default). */
  idleMs?: number;
}

/** The session's idle limit for this office. */
export const idleLimitMs = (office: Pick<OfficeSettings, 'idleMs'> | null | undefined) =>
  Math.min(office?.idleMs ?? SESSION_IDLE_MS, SESSION_IDLE_MS);

/** A code is valid this long after it is made. */
export const CODE_TTL_MS = 10 * 60_000;
/** The fifth wrong code ends every code of that address then live. */
export const CODE_TRIES = 5;
/** A link from `npm run office -- link` is valid this long, once. */
export const LINK_TTL_MS = 10 * 60_000;
/**
 * The cookie that binds a code mail's link to the browser that asked for the code: sent only to the office's
 * API, and gone when the newest code it binds has expired (a code request sets it again).
 */
export const BINDING_COOKIE_PATH = '/api/office';
export const BINDING_MAX_MS = CODE_TTL_MS;
/** A session ends after this long without a person's request... */
export const SESSION_IDLE_MS = 30 * 60_000;
/** ...and this long after it began, whatever happens. */
export const SESSION_MAX_MS = 12 * 60 * 60_000;

/** How many codes may be made in LIMIT_WINDOW_MS, counted for every address typed, listed or not. */
export interface CodeLimits {
  /** For one address from one client IP (an IPv6 /64). */
  perAddressAndIp: number;
  /** From one client IP, whatever the addresses. */
  perClientIp: number;
  /** For one address, from anywhere. */
  perAddress: number;
}

/**
 * The work after a code's answer (the mail built and composed, sent for a listed address) starts after a wait
 * drawn afresh from [0, this) for every request, listed or not. Only a listed address's mail goes over the
 * wire, and that part cannot be made the same for an unlisted one: the wait puts it at a moment an attacker
 * cannot tell from the answer, instead of under the very next request (issue 56).
 */
export const CODE_MAIL_SPREAD_MS = 1000;

export const DEFAULT_CODE_LIMITS: CodeLimits = { perAddressAndIp: 5, perClientIp: 20, perAddress: 30 };
export const LIMIT_WINDOW_MS = 60 * 60_000;

/** Whether an address (as typed) is one of the office's. */
export function isListed(office: Pick<OfficeSettings, 'emails'>, email: string): boolean {
  return office.emails.includes(officeAddress(email));
}

/** The longest address taken (RFC 5321's path limit). */
export const MAX_ADDRESS_LENGTH = 254;

/** An address as the sign-in takes it: something@something, no spaces or controls, at most 254 characters. */
export function isAddress(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.trim().length <= MAX_ADDRESS_LENGTH &&
    /^[^\s@]+@[^\s@]+$/.test(value.trim()) &&
    // eslint-disable-next-line no-control-regex -- an address with a control character is refused
    !/[\u0000-\u001f\u007f]/.test(value)
  );
}
