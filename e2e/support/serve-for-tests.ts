/**
 * What the e2e suite runs against: the built site served exactly as `npm start` serves it, and, on another
 * loopback port, the stand-in booking webhook that `npm run build:test` points the form at (.env.test).
 */
import path from 'node:path';
import { createStaticServer } from '../../scripts/lib/static-server';
import { createWebhookServer } from './webhook-server';

const port = Number(process.env.PORT ?? 4317);
const webhookPort = Number(process.env.WEBHOOK_PORT ?? 4318);

createWebhookServer().listen(webhookPort, '127.0.0.1', () => {
  console.log(`e2e webhook on http://127.0.0.1:${webhookPort}/hook`);
});
createStaticServer({ root: path.resolve(import.meta.dirname, '../../dist') }).listen(
  port,
  '127.0.0.1',
  () => {
    console.log(`e2e site on http://127.0.0.1:${port}`);
  },
);
