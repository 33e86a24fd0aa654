/**
 * A real HTTP server standing in for the business's automation (a Make, Zapier or n8n webhook) on its own
 * loopback port: the site's /api/bookings forwards enquiries to it. Tests switch its behaviour through
 * /__control and read every call it received (body and Idempotency-Key) from /__received.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

/**
 * 'ok' answers 200 and keeps nothing, as a paused Zap does; 'refuse' answers 410, as a deleted webhook does;
 * 'error500', 'reset' and 'hang' fail in the other ways an automation can.
 */
export type AutomationMode = 'ok' | 'refuse' | 'error500' | 'reset' | 'hang';

/** One call the automation received. */
export interface AutomationCall {
  idempotencyKey: string | null;
  body: Record<string, unknown>;
}

export function createAutomationServer() {
  let mode: AutomationMode = 'ok';
  let delayMs = 0;
  let received: AutomationCall[] = [];
  const hanging = new Set<ServerResponse>();

  const readJson = (req: IncomingMessage) =>
    new Promise<unknown>((resolve) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        try {
          resolve(JSON.parse(body));
        } catch {
          resolve(body);
        }
      });
    });

  return createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');

    if (url.pathname === '/__control' && req.method === 'POST') {
      const body = (await readJson(req)) as { mode?: AutomationMode; delayMs?: number; clear?: boolean };
      mode = body.mode ?? mode;
      delayMs = body.delayMs ?? 0;
      if (body.clear) received = [];
      for (const pending of hanging) pending.destroy();
      hanging.clear();
      res.writeHead(204).end();
      return;
    }
    if (url.pathname === '/__received') {
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(received));
      return;
    }
    if (url.pathname === '/elsewhere') {
      // A page on another origin, for the cross-origin test.
      res.writeHead(200, { 'Content-Type': 'text/html' }).end('<!doctype html><title>Another site</title>');
      return;
    }
    if (url.pathname !== '/hook' || req.method !== 'POST') {
      res.writeHead(404).end();
      return;
    }

    const body = (await readJson(req)) as Record<string, unknown>;
    received.push({ idempotencyKey: req.headers['idempotency-key']?.toString() ?? null, body });
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    switch (mode) {
      case 'ok':
        res.writeHead(200, { 'Content-Type': 'text/plain' }).end('Accepted');
        return;
      case 'refuse':
        res.writeHead(410, { 'Content-Type': 'text/plain' }).end('Gone');
        return;
      case 'error500':
        res.writeHead(500, { 'Content-Type': 'text/plain' }).end('Scenario failed');
        return;
      case 'reset':
        req.socket.destroy();
        return;
      case 'hang':
        hanging.add(res);
        return;
    }
  });
}
