import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBookingInbox } from '../../scripts/lib/booking-inbox';

const file = path.join(mkdtempSync(path.join(tmpdir(), 'inbox-')), 'sub', 'bookings.jsonl');
const lines: string[] = [];
const inbox = createBookingInbox({ file, log: (line) => lines.push(line) });
let server: Server;
let base = '';

beforeAll(async () => {
  server = createServer(async (req, res) => {
    if (!(await inbox(req, res))) res.writeHead(418).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const payload = {
  name: 'Jane Citizen',
  email: 'jane@example.com',
  phone: '0412 345 678',
  unit: '',
  streetNumber: '12',
  streetName: 'Smith Street',
  suburb: 'Parramatta',
  postcode: '2150',
  service: 'Dilapidation Reports - Starting from $450',
  addon: 'No add-ons',
  message: '',
  address: '12, Smith Street, Parramatta, NSW 2150',
  timestamp: '2025-03-01T02:03:04.005Z',
  source: 'localhost',
  formType: 'booking',
  submissionId: '0b4f1c7e-1111-4222-8333-944455556666',
};

const post = (body: unknown, type = 'application/json') =>
  fetch(`${base}/api/bookings`, {
    method: 'POST',
    headers: { 'Content-Type': type },
    body: JSON.stringify(body),
  });

describe('local booking inbox', () => {
  it('stores a valid enquiry as a JSON line and echoes it', async () => {
    const res = await post(payload);
    expect(res.status).toBe(201);
    const stored = JSON.parse(readFileSync(file, 'utf8').trim().split('\n').at(-1)!);
    expect(stored).toMatchObject(payload);
    expect(stored.receivedAt).toMatch(/^\d{4}-/);
    expect(lines.at(-1)).toContain('Jane Citizen <jane@example.com>');
  });

  it('answers 400 with the field errors of an invalid enquiry, storing nothing', async () => {
    const before = existsSync(file) ? readFileSync(file, 'utf8') : '';
    const res = await post({ ...payload, postcode: '3000', phone: '123' });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { fieldErrors: Record<string, string[]> };
    expect(body.fieldErrors.postcode).toEqual(['Please enter a valid NSW postcode (2000-2999)']);
    expect(body.fieldErrors.phone?.[0]).toMatch(/Australian mobile/);
    expect(readFileSync(file, 'utf8')).toBe(before);
  });

  it('rejects bodies that are not JSON', async () => {
    expect(
      (
        await fetch(`${base}/api/bookings`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: '{',
        })
      ).status,
    ).toBe(400);
    expect((await post(payload, 'text/plain')).status).toBe(415);
    expect((await fetch(`${base}/api/bookings`)).status).toBe(405);
  });

  it('leaves other paths to the caller', async () => {
    expect((await fetch(`${base}/other`)).status).toBe(418);
  });
});
