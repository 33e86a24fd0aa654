/** What every route of the office's API is given (handler.ts builds it per request), and how it answers. */
import type { LedgerHandle } from '../ledger/source.js';
import { type BookingLogger } from '../log.js';
import { type OfficeError } from '../../api/office.js';
import { type OfficeSettings } from './config.js';
import { type OfficeStore } from './store.js';
import { afterAnswer as afterTheAnswer, API_HEADERS } from '../http.js';
import { type BookingConfig } from '../config.js';

/** The most a request body to the office may hold. */
export const MAX_OFFICE_BODY_BYTES = 4 * 1024;

export interface Context {
  request: Request;
  url: URL;
  config: BookingConfig;
  office: OfficeSettings;
  store: OfficeStore;
  handle: LedgerHandle;
  now: Date;
  log: BookingLogger;
  /** 'address 3f2a…' for the log: the address's HMAC, never the address. */
  who(email: string): Promise<string>;
  /** The client IP for the log. */
  from: string;
  /** Set when work after the answer takes the ledger handle over (and releases it). */
  keep: boolean;
}

export function reply(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { ...API_HEADERS, ...headers } });
}

export const failure = (status: number, error: OfficeError, headers: Record<string, string> = {}) =>
  reply(status, { error }, headers);

/** Hands the work after the answer to the host (`waitUntil`), which then releases the ledger's handle. */
export function afterAnswer(context: Context, work: Promise<unknown>): void {
  const { config, handle } = context;
  context.keep = true;
  afterTheAnswer(config.waitUntil, work, () => handle.release());
}
