/**
 * Serves the built site on loopback (`npm start` builds first; `npm run preview` serves what is there).
 * PORT and HOST override 4173 and 127.0.0.1. POST /api/bookings goes to the booking handler: forwarded to
 * BOOKING_FORWARD_URL when that is set, otherwise stored in .data/bookings.jsonl.
 */
import path from 'node:path';
import { localBookingConfig, nodeBookingHandler } from '../src/server/node-adapter';
import { createStaticServer } from './lib/static-server';

const root = path.resolve(import.meta.dirname, '../dist');
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';

const bookings = localBookingConfig();
const server = createStaticServer({ root, api: nodeBookingHandler(bookings) });
server.listen(port, host, () => {
  console.log(`Serving dist/ at http://${host}:${port}/`);
  console.log(
    process.env.BOOKING_FORWARD_URL
      ? 'Enquiries to /api/bookings are forwarded to BOOKING_FORWARD_URL'
      : 'Enquiries to /api/bookings are stored in .data/bookings.jsonl',
  );
  console.log(
    process.env.BOOKING_CHALLENGE_SECRET?.trim()
      ? 'Each needs a proof of work, signed with BOOKING_CHALLENGE_SECRET'
      : 'Each needs a proof of work, signed with a random secret made for this process',
  );
});
