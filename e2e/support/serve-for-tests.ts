/**
 * What the e2e suite runs against, as in production: the built site served exactly as `npm start` serves it,
 * its POST /api/bookings answered by the same booking handler the hosts run, forwarding to BOOKING_FORWARD_URL
 * = the stand-in automation (Make, Zapier, n8n) on another loopback port.
 */
import path from 'node:path';
import { createStaticServer } from '../../scripts/lib/static-server';
import { localBookingConfig, nodeBookingHandler } from '../../src/server/node-adapter';
import { createAutomationServer } from './automation-server';

const port = Number(process.env.PORT ?? 4317);
const automationPort = Number(process.env.AUTOMATION_PORT ?? 4318);

createAutomationServer().listen(automationPort, '127.0.0.1', () => {
  console.log(`e2e automation on http://127.0.0.1:${automationPort}/hook`);
});

// Every enquiry needs its proof of work, as on a host with BOOKING_CHALLENGE_SECRET: localBookingConfig makes a
// random secret for this process.
const bookings = localBookingConfig({
  env: { BOOKING_FORWARD_URL: `http://127.0.0.1:${automationPort}/hook` },
  // Lines about refused or failed enquiries are expected here; the tests read the answers, not the log.
  log: () => {},
});
createStaticServer({
  root: path.resolve(import.meta.dirname, '../../dist'),
  api: nodeBookingHandler(bookings),
}).listen(port, '127.0.0.1', () => {
  console.log(`e2e site on http://127.0.0.1:${port}`);
});
