/**
 * Serves the built site on loopback (`npm start` builds first; `npm run preview` serves what is there).
 * PORT and HOST override 4173 and 127.0.0.1. /api/bookings is the booking handler (and /api/office/* the
 * office's, src/server/office/), with the ledger and the
 * channels this process's environment names (src/server/local-bookings.ts): by default the embedded ledger
 * in .data/ledger and no channel, so an enquiry is recorded and `npm run enquiries` lists it. On the loopback
 * with nothing set, it also makes an office for the business's address and prints a sign-in link
 * (src/server/local-office.ts).
 */
import path from 'node:path';
import { ConfigError } from '../src/server/config';
import { LedgerBusyError } from '../src/server/local-lock';
import { startLocalBookings } from '../src/server/local-bookings';
import { firstOf, nodeBookingHandler } from '../src/server/node-adapter';
import { createStaticServer } from './lib/static-server';

const root = path.resolve(import.meta.dirname, '../dist');
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';
const origin = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;

let bookings;
try {
  bookings = await startLocalBookings({
    holder: process.env.npm_lifecycle_event
      ? `npm run ${process.env.npm_lifecycle_event}`
      : 'scripts/serve.ts',
    siteOrigin: origin,
    // Issue 57: on the loopback, with nothing set, the server makes an office for this machine.
    listenHost: host,
  });
} catch (error) {
  if (!(error instanceof LedgerBusyError) && !(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
const server = createStaticServer({
  root,
  api: firstOf(nodeBookingHandler(bookings.config), bookings.ledgerRoute),
});
server.listen(port, host, () => {
  bookings.listening(origin);
  console.log(`Serving dist/ at ${origin}/`);
  console.log(bookings.describe());
  console.log(
    process.env.BOOKING_CHALLENGE_SECRET?.trim()
      ? 'Each needs a proof of work, signed with BOOKING_CHALLENGE_SECRET'
      : 'Each needs a proof of work, signed with a random secret made for this process',
  );
  // The local office's first way in: a one-time link, as `npm run office -- link` prints.
  void bookings.localOfficeLink(origin).then((link) => {
    if (!link) return;
    console.log(`Sign in to the office: ${link}`);
    console.log(
      `(one sign-in, within 10 minutes; another: npm run office -- link ${bookings.localOffice ?? ''})`,
    );
  });
});

// Ctrl-C or a stop: finish the deliveries in flight, close the ledger and let go of its lock.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close();
    server.closeAllConnections?.();
    void bookings.close().finally(() => process.exit(0));
  });
}
