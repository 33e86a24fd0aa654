// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkWebhook } from '../../scripts/check-webhook';

type Mode = 'good' | 'no-preflight' | 'wrong-origin' | 'no-headers';
let mode: Mode = 'good';
const posted: unknown[] = [];
let server: Server;
let url = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    const cors = () => {
      res.setHeader(
        'Access-Control-Allow-Origin',
        mode === 'wrong-origin' ? 'https://other.example' : String(req.headers.origin),
      );
      res.setHeader('Access-Control-Allow-Methods', 'POST');
      if (mode !== 'no-headers') res.setHeader('Access-Control-Allow-Headers', 'Content-Type');
    };
    if (req.method === 'OPTIONS') {
      if (mode === 'no-preflight') return void res.writeHead(405).end();
      cors();
      return void res.writeHead(204).end();
    }
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      posted.push(JSON.parse(body));
      cors();
      res.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('check:webhook', () => {
  it('passes a webhook that answers the preflight, and sends a test enquiry with --send', async () => {
    mode = 'good';
    const result = await checkWebhook(url, 'https://site.example', true);
    expect(result.ok).toBe(true);
    expect(result.lines.at(-1)).toMatch(/^\nYes: a browser on https:\/\/site.example will be able to submit/);
    expect(posted.at(-1)).toMatchObject({ test: true, formType: 'booking' });
  });

  it.each([
    ['no-preflight', /preflight \(OPTIONS\) answered 405/],
    ['wrong-origin', /does not allow the origin/],
    ['no-headers', /does not allow the Content-Type header/],
  ] as const)('fails when the webhook has %s', async (m, message) => {
    mode = m;
    const result = await checkWebhook(url, 'https://site.example', false);
    expect(result.ok).toBe(false);
    expect(result.lines.join('\n')).toMatch(message);
    expect(result.lines.at(-1)).toMatch(/will NOT be able to submit/);
  });

  it('fails on an unreachable webhook', async () => {
    const result = await checkWebhook('http://127.0.0.1:1/hook', 'https://site.example', false);
    expect(result.ok).toBe(false);
  });
});
