/**
 * The office a newcomer gets from `npm start` with nothing set (issue 57): on this machine only, with the
 * embedded ledger and no BOOKING_OFFICE_EMAILS, the local server makes an office for one address (the
 * business's own, from business.ts) and prints a one-time sign-in link, as `npm run office -- link` does, so
 * that `npm ci && npm start` shows the office as well as the site.
 *
 * Never anywhere else. The server must listen on the loopback only (127.0.0.1, ::1, localhost): bound to
 * 0.0.0.0, :: or any address others reach, it would put on the network an office with an address nobody chose
 * to list. No host's own environment may be present (Netlify, Cloudflare Pages and Vercel set theirs in every
 * build and function): there an office is made by its variables alone. And a database given by DATABASE_URL
 * gets none: it may be the business's own.
 */
import { business } from '../content/business.js';
import { isLoopbackHost } from './loopback.js';

/** The variables each host sets in its builds and functions (and that no local shell sets by itself). */
export const HOST_ENV_MARKERS = ['NETLIFY', 'CF_PAGES', 'VERCEL'] as const;

/** The one address the local office lets in: the business's own. */
export const LOCAL_OFFICE_ADDRESS = business.email;

/** Why there is no local office, or null when one is made. */
export type LocalOfficeRefusal = 'listed' | 'not-loopback' | 'host' | 'no-embedded-ledger';

/**
 * Whether this server makes the local office: only when no office is listed, it listens on the loopback
 * alone, no host's environment is present, and its ledger is the embedded one. Null when it does; otherwise why not.
 */
export function localOfficeRefusal(
  env: Record<string, string | undefined>,
  { listenHost, embeddedLedger }: { listenHost: string; embeddedLedger: boolean },
): LocalOfficeRefusal | null {
  if (env.BOOKING_OFFICE_EMAILS?.trim()) return 'listed';
  if (!isLoopbackHost(listenHost)) return 'not-loopback';
  if (HOST_ENV_MARKERS.some((name) => env[name]?.trim())) return 'host';
  if (!embeddedLedger) return 'no-embedded-ledger';
  return null;
}
