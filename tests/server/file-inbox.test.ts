// @vitest-environment node
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bookingReference } from '../../src/features/booking/reference';
import { bookingConfigFromEnv, handleBookingRequest } from '../../src/server/booking-handler';
import { fileInboxSink } from '../../src/server/file-inbox';
import { bookingPost, validPayload } from './support';

const tempFile = () => path.join(mkdtempSync(path.join(tmpdir(), 'inbox-')), 'sub', 'bookings.jsonl');

describe('file inbox', () => {
  it('appends one JSON line per enquiry, with receivedAt first and the reference, and answers 201', async () => {
    const file = tempFile();
    const lines: string[] = [];
    const config = bookingConfigFromEnv({}, { fileSink: fileInboxSink(file), log: (l) => lines.push(l) });
    const res = await handleBookingRequest(bookingPost(validPayload()), config);
    expect(res.status).toBe(201);
    const { reference } = (await res.json()) as { reference: string };
    const stored = readFileSync(file, 'utf8').split('\n');
    expect(stored).toHaveLength(2);
    expect(stored[1]).toBe('');
    const record = JSON.parse(stored[0]!);
    expect(Object.keys(record)[0]).toBe('receivedAt');
    expect(record).toMatchObject({
      name: 'Jane Citizen',
      reference,
      address: '4, 12, Smith Street, Parramatta, NSW 2150',
    });
    expect(reference).toBe(bookingReference(String(validPayload().submissionId)));
    expect(lines.at(-1)).toMatch(new RegExp(`^\\[bookings\\] stored ${reference} `));
  });

  it('writes 200 concurrent enquiries as 200 whole lines, long ones included', async () => {
    const file = tempFile();
    const config = bookingConfigFromEnv({}, { fileSink: fileInboxSink(file), log: () => {} });
    // Long messages make most lines bigger than one atomic write (4 KB), where unserialised appends interleave.
    const ids = Array.from({ length: 200 }, (_, i) => `concurrent-${String(i).padStart(4, '0')}`);
    const answers = await Promise.all(
      ids.map((submissionId, i) =>
        handleBookingRequest(
          bookingPost({ ...validPayload(), submissionId, message: `${i} `.padEnd(1000, 'x') }),
          config,
        ),
      ),
    );
    expect(answers.map((res) => res.status)).toEqual(ids.map(() => 201));
    const lines = readFileSync(file, 'utf8').trimEnd().split('\n');
    expect(lines).toHaveLength(200);
    const stored = lines.map((line) => JSON.parse(line) as { submissionId: string; message: string });
    expect(stored.map((record) => record.submissionId).sort()).toEqual(ids);
    for (const record of stored) expect(record.message).toHaveLength(1000);
  });

  it('answers 500 when the file cannot be written, and keeps working afterwards', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'inbox-'));
    const blocker = path.join(dir, 'not-a-dir');
    writeFileSync(blocker, '');
    const lines: string[] = [];
    const broken = bookingConfigFromEnv(
      {},
      { fileSink: fileInboxSink(path.join(blocker, 'bookings.jsonl')), log: (l) => lines.push(l) },
    );
    const res = await handleBookingRequest(bookingPost(validPayload()), broken);
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ error: 'The enquiry could not be saved' });
    expect(lines.at(-1)).toMatch(/failed .*inbox file could not be written/);
    expect(lines.at(-1)).not.toContain(dir);
  });
});
