/**
 * What the e2e suite runs against, as in production: the built site served exactly as `npm start` serves it,
 * its POST /api/bookings answered by the same booking handler the hosts run, forwarding to BOOKING_FORWARD_URL
 * = the stand-in automation (Make, Zapier, n8n) on another loopback port. This server has no ledger
 * (BOOKING_LEDGER=off): the stateless path, as on a host without DATABASE_URL, which the form's failure and
 * outbox tests need. The ledger's own journeys start sites of their own (e2e/support/ledger-site.ts).
 */
import path from 'node:path';
import { createStaticServer } from '../../scripts/lib/static-server';
import { startLocalBookings } from '../../src/server/local-bookings';
import { nodeBookingHandler } from '../../src/server/node-adapter';
import { createAutomationServer } from './automation-server';

const port = Number(process.env.PORT ?? 4317);
const automationPort = Number(process.env.AUTOMATION_PORT ?? 4318);

createAutomationServer().listen(automationPort, '127.0.0.1', () => {
  console.log(`e2e automation on http://127.0.0.1:${automationPort}/hook`);
});

// Every enquiry needs its proof of work, as on a host with BOOKING_CHALLENGE_SECRET: startLocalBookings makes a
// random secret for this process.
const bookings = await startLocalBookings({
  env: { BOOKING_FORWARD_URL: `http://127.0.0.1:${automationPort}/hook`, BOOKING_LEDGER: 'off' },
  // Lines about refused or failed enquiries are expected here; the tests read the answers, not the log.
  log: () => {},
});
createStaticServer({
  root: path.resolve(import.meta.dirname, '../../dist'),
  api: nodeBookingHandler(bookings.config),
}).listen(port, '127.0.0.1', () => {
  console.log(`e2e site on http://127.0.0.1:${port}`);
});
