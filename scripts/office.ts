/**
 * npm run office -- link <address> [--origin <https://…>]   a one-time sign-in link, valid 10 minutes
 * npm run office -- sign-out-all                          ends every office session
 *
 * For local use and for recovery (no SMTP, or a code that never arrives): the link works for a listed address
 * only (BOOKING_OFFICE_EMAILS), once, and ignores the limits on codes. It prints `<origin>/office#link=<token>`;
 * the page's "Sign in" button POSTs the token, so opening the link never signs anyone in by itself.
 *
 * Reaches the ledger as `npm run enquiries` does: DATABASE_URL directly; or the embedded ledger through the
 * running local server (its loopback-only /__ledger/office/* routes, with the lock file's token), whose own
 * BOOKING_OFFICE_EMAILS decides who is listed; or the embedded ledger opened here when no server runs.
 */
import { business } from '../src/content/business';
import { makeOfficeLink, officeLinkUrl, type OfficeLinkResult } from '../src/server/office/link';
import { officeAddress } from '../src/server/office/secrets';
import { officeStore } from '../src/server/office/store';
import { askServer, LedgerUnavailable, runCli, withLedger, type LedgerAccess } from './lib/ledger-cli';
import { addressList } from '../src/server/config';

const USAGE =
  'Use: npm run office -- link <address> [--origin https://your.site]  |  npm run office -- sign-out-all';

/** Where a link points when the ledger is not behind a running server: --origin, VITE_SITE_ORIGIN, or … */
function originFor(args: readonly string[], env: Record<string, string | undefined>, embedded: boolean) {
  const index = args.indexOf('--origin');
  const given = index >= 0 ? args[index + 1] : undefined;
  if (given) {
    if (!/^https?:\/\/[^/]+\/?$/.test(given))
      throw new LedgerUnavailable(`--origin ${given}: give an origin`);
    return given.replace(/\/$/, '');
  }
  if (env.VITE_SITE_ORIGIN?.trim()) return env.VITE_SITE_ORIGIN.trim().replace(/\/+$/, '');
  // …npm start's own address for the embedded ledger, the live site for a database.
  return embedded ? 'http://127.0.0.1:4173' : `https://${business.domain}`;
}

/** Checks the command line; the command and its address. */
function parse(args: readonly string[]): { command: 'link' | 'sign-out-all'; address: string } {
  const [command, address = ''] = args;
  if (command !== 'link' && command !== 'sign-out-all') throw new LedgerUnavailable(USAGE);
  if (command === 'link' && !address) throw new LedgerUnavailable(USAGE);
  return { command, address };
}

/** Runs the command on a ledger already reached (`reachLedger`); prints what it did. */
export async function runOffice(
  args: readonly string[],
  access: LedgerAccess,
  env: Record<string, string | undefined> = process.env,
  /** The clock a link's ten minutes start from (the tests give theirs). */
  now: () => Date = () => new Date(),
): Promise<void> {
  const { command, address } = parse(args);
  if (command === 'sign-out-all') {
    const { ended } =
      access.kind === 'server'
        ? await askServer<{ ended: number }>(access.lock, '/office/sign-out-all', { method: 'POST' })
        : await access.local.source.open().then(async ({ ledger, release }) => {
            try {
              return { ended: await officeStore(ledger.db).endAllSessions() };
            } finally {
              await release();
            }
          });
    console.log(`${ended} office ${ended === 1 ? 'session' : 'sessions'} ended, in ${access.where}.`);
    return;
  }
  let result: OfficeLinkResult;
  let origin: string;
  if (access.kind === 'server') {
    // The server's own BOOKING_OFFICE_EMAILS says who is listed; the link points at the server.
    result = await askServer<OfficeLinkResult>(access.lock, '/office/link', {
      method: 'POST',
      body: JSON.stringify({ email: address }),
    });
    origin = access.lock.url;
  } else {
    const emails = addressList(env.BOOKING_OFFICE_EMAILS).map(officeAddress);
    const { ledger, release } = await access.local.source.open();
    try {
      result = await makeOfficeLink({ emails }, ledger.db, address, now());
    } finally {
      await release();
    }
    origin = originFor(args, env, access.local.lock !== null);
  }
  if (!result.ok) throw new LedgerUnavailable(result.message);
  console.log(officeLinkUrl(origin, result.token));
  console.error('One sign-in, within 10 minutes. Open it and press "Sign in". Share it with nobody.');
}

export async function main(
  args: readonly string[] = process.argv.slice(2),
  env: Record<string, string | undefined> = process.env,
  now?: () => Date,
) {
  parse(args);
  await withLedger('npm run office', env, (access) => runOffice(args, access, env, now));
}

runCli(import.meta.url, () => main());
