/**
 * A real HTTP server standing in for the booking automation (Make, Zapier, n8n) on its own loopback port, so
 * the browser's cross-origin request, CORS preflight and all, is real. Tests switch its behaviour through
 * /__control and read what it received from /__received.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

export type WebhookMode = 'ok' | 'error500' | 'reset' | 'nocors' | 'hang';

export function createWebhookServer() {
  let mode: WebhookMode = 'ok';
  let delayMs = 0;
  let received: unknown[] = [];
  const hanging = new Set<ServerResponse>();

  const cors = (req: IncomingMessage, res: ServerResponse) => {
    res.setHeader('Access-Control-Allow-Origin', String(req.headers.origin ?? '*'));
    res.setHeader('Access-Control-Allow-Methods', 'POST, OPTIONS');
    res.setHeader('Access-Control-Allow-Headers', 'Content-Type');
    res.setHeader('Vary', 'Origin');
  };

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
      const body = (await readJson(req)) as { mode?: WebhookMode; delayMs?: number; clear?: boolean };
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
    if (url.pathname !== '/hook') {
      res.writeHead(404).end();
      return;
    }

    if (req.method === 'OPTIONS') {
      if (mode !== 'nocors') cors(req, res);
      res.writeHead(204).end();
      return;
    }
    if (req.method !== 'POST') {
      res.writeHead(405).end();
      return;
    }

    const body = await readJson(req);
    received.push(body);
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    switch (mode) {
      case 'ok':
        cors(req, res);
        res.writeHead(200, { 'Content-Type': 'text/plain' }).end('Accepted');
        return;
      case 'error500':
        cors(req, res);
        res.writeHead(500, { 'Content-Type': 'text/plain' }).end('Scenario failed');
        return;
      case 'reset':
        req.socket.destroy();
        return;
      case 'nocors':
        res.writeHead(200, { 'Content-Type': 'text/plain' }).end('Accepted, but no CORS headers');
        return;
      case 'hang':
        hanging.add(res);
        return;
    }
  });
}
