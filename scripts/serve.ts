/**
 * Serves the built site on loopback (`npm start` builds first; `npm run preview` serves what is there).
 * PORT and HOST override 4173 and 127.0.0.1.
 */
import path from 'node:path';
import { createBookingInbox, defaultInboxFile } from './lib/booking-inbox';
import { createStaticServer } from './lib/static-server';

const root = path.resolve(import.meta.dirname, '../dist');
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';

// The local inbox answers /api/bookings for builds made without VITE_BOOKING_WEBHOOK_URL.
const server = createStaticServer({ root, api: createBookingInbox({ file: defaultInboxFile }) });
server.listen(port, host, () => {
  console.log(`Serving dist/ at http://${host}:${port}/`);
});
