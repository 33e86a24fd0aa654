/**
 * The Node server as `npm start` runs it (the static server with the booking handler, its ledger and channels
 * from the environment), in a process of its own, so a test can see whether something kills it. Serves a
 * two-page site from CHILD_FOLDER (no build needed), which the test makes and removes. Prints `{"port":N}`
 * once it listens, and every booking log line after it.
 *
 * Two routes for the test alone, under /__test/: `advance?ms=N` moves the handler's clock on (so a sweep finds
 * claims that have lapsed, without waiting for them), and `sweep` runs one sweep now and answers its report.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createStaticServer } from '../../scripts/lib/static-server';
import { startLocalBookings } from '../../src/server/local-bookings';
import {
  firstOf,
  nodeBookingHandler,
  requestTarget,
  type NodeApiHandler,
} from '../../src/server/node-adapter';

const folder = process.env.CHILD_FOLDER!;
const root = path.join(folder, 'site');
mkdirSync(root, { recursive: true });
writeFileSync(path.join(root, 'index.html'), '<h1>home</h1>');
writeFileSync(path.join(root, '404.html'), '<h1>not found</h1>');

let offsetMs = 0;
const bookings = await startLocalBookings({
  dataDir: path.join(folder, '.data'),
  // No proof of work: the load is the point here, not the challenge.
  challengeSecret: null,
  sweep: false,
  log: (line) => process.stdout.write(`${line}\n`),
});
bookings.config.now = () => new Date(Date.now() + offsetMs);

const testRoutes: NodeApiHandler = async (req, res) => {
  const target = requestTarget(req.url);
  if (!target?.pathname.startsWith('/__test/')) return false;
  if (target.pathname === '/__test/advance') {
    offsetMs += Number(target.searchParams.get('ms') ?? 0);
    res.writeHead(204).end();
  } else if (target.pathname === '/__test/sweep') {
    const report = await bookings.sweepNow();
    await bookings.idle();
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(report));
  } else {
    res.writeHead(404).end();
  }
  return true;
};

const server = createStaticServer({ root, api: firstOf(testRoutes, nodeBookingHandler(bookings.config)) });
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(`${JSON.stringify({ port: typeof address === 'object' ? address?.port : 0 })}\n`);
});
