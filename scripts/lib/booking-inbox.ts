/**
 * The local stand-in for the booking webhook, used when VITE_BOOKING_WEBHOOK_URL is not set: `npm run dev`
 * and `npm start` answer POST /api/bookings here. Each enquiry is validated with the form's own zod schema,
 * appended as one JSON line to .data/bookings.jsonl (git-ignored) and echoed to the terminal.
 */
import { appendFile, mkdir } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { z } from 'zod';
import { bookingPayloadSchema } from '../../src/features/booking/schema';

export const INBOX_PATH = '/api/bookings';
const MAX_BODY = 64 * 1024;

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) {
        reject(new Error('too large'));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
}

export interface InboxOptions {
  /** Where enquiries are appended. */
  file: string;
  /** Where the one-line echo goes (the terminal by default). */
  log?: (line: string) => void;
}

/** Answers POST /api/bookings; returns false for any other request so the caller can serve it. */
export function createBookingInbox({ file, log = console.log }: InboxOptions) {
  return async function handle(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname !== INBOX_PATH) return false;
    if (req.method !== 'POST') {
      res.writeHead(405, { Allow: 'POST' }).end();
      return true;
    }
    if (!String(req.headers['content-type'] ?? '').includes('application/json')) {
      json(res, 415, { error: 'Send the booking as application/json' });
      return true;
    }
    let body: unknown;
    try {
      body = JSON.parse(await readBody(req));
    } catch {
      json(res, 400, { error: 'The body is not JSON (or is over 64 KB)' });
      return true;
    }
    const parsed = bookingPayloadSchema.safeParse(body);
    if (!parsed.success) {
      json(res, 400, { error: 'Invalid booking', fieldErrors: z.flattenError(parsed.error).fieldErrors });
      return true;
    }
    const booking = parsed.data;
    await mkdir(path.dirname(file), { recursive: true });
    await appendFile(file, `${JSON.stringify({ receivedAt: new Date().toISOString(), ...booking })}\n`);
    log(
      `[bookings] ${booking.test ? 'TEST ' : ''}${booking.name} <${booking.email}> ${booking.phone}: ` +
        `${booking.service} / ${booking.addon} at ${booking.address} (${booking.submissionId})`,
    );
    json(res, 201, { ok: true, submissionId: booking.submissionId });
    return true;
  };
}

/** The default inbox file of this checkout. */
export const defaultInboxFile = path.resolve(import.meta.dirname, '../../.data/bookings.jsonl');
