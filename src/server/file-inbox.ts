/**
 * The local inbox for `npm run dev`, `npm start` and `npm run preview` without BOOKING_FORWARD_URL: each
 * enquiry becomes one JSON line in .data/bookings.jsonl (git-ignored). Node only (node:fs): the host
 * adapters never import it, so the handler still bundles for Cloudflare.
 */
import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { BookingSink } from './sinks';

/** The inbox file of this checkout. */
export const defaultInboxFile = path.resolve(import.meta.dirname, '../../.data/bookings.jsonl');

export function fileInboxSink(file: string = defaultInboxFile): BookingSink {
  // One append at a time: a line longer than the kernel's atomic-write size could otherwise interleave with
  // another request's line.
  let queue: Promise<unknown> = Promise.resolve();
  return {
    kind: 'file',
    async deliver(enquiry) {
      const line = `${JSON.stringify(enquiry)}\n`;
      const write = queue.then(async () => {
        await mkdir(path.dirname(file), { recursive: true });
        await appendFile(file, line);
      });
      queue = write.catch(() => {});
      try {
        await write;
        return { ok: true };
      } catch (error) {
        return {
          ok: false,
          reason: `the inbox file could not be written (${(error as NodeJS.ErrnoException).code ?? 'error'})`,
        };
      }
    },
  };
}
