/**
 * Shared by the outbox tests: an enquiry's payload, a storage two "tabs" can share, a Web Locks stand-in and
 * a send whose answers a test scripts.
 */
import { emptyBooking } from '../../../src/domain/booking/form-values';
import { buildPayload, type OutgoingPayload } from '../../../src/domain/booking/payload';
import type { SendOutcome, WaitingEntry } from '../../../src/features/booking/outbox';
import type { OutboxLocks } from '../../../src/features/booking/outbox-lock';

export const T0 = Date.parse('2025-03-01T00:00:00.000Z');

export function payloadFor(submissionId: string, changes: Partial<OutgoingPayload> = {}): OutgoingPayload {
  const payload = buildPayload(
    {
      ...emptyBooking(),
      name: 'Jane Citizen',
      email: 'jane@example.com',
      phone: '0412 345 678',
      streetNumber: '12',
      streetName: 'Smith Street',
      suburb: 'Parramatta',
      postcode: '2150',
      service: 'Pre-Purchase Building Inspection',
    },
    { submissionId, now: new Date(T0 - 5_000), hostname: 'www.site.example' },
  );
  return { ...payload, ...changes };
}

/** localStorage as far as the outbox uses it; `full` makes every write throw, as a full quota does. */
export class MemoryStorage {
  readonly items = new Map<string, string>();
  full = false;
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    if (this.full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    this.items.set(key, String(value));
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
}

/** navigator.locks for tabs of one origin: `ifAvailable` gets null while another holder has the lock. */
export function fakeLocks(): OutboxLocks {
  const held = new Set<string>();
  return {
    async request(name, _options, callback) {
      if (held.has(name)) return callback(null);
      held.add(name);
      try {
        return await callback({ name, mode: 'exclusive' });
      } finally {
        held.delete(name);
      }
    },
  };
}

interface Call {
  entry: WaitingEntry;
  freshProof: boolean;
  answer: (outcome: SendOutcome) => void;
}

/**
 * A send whose answers the test gives: `calls` lists each send, and `answer` settles it. `inFlight` and
 * `maxInFlight` count sends not yet answered.
 */
export function scriptedSend() {
  const calls: Call[] = [];
  const state = { inFlight: 0, maxInFlight: 0 };
  const send = (entry: WaitingEntry, { freshProof }: { freshProof: boolean }) =>
    new Promise<SendOutcome>((resolve) => {
      state.inFlight++;
      state.maxInFlight = Math.max(state.maxInFlight, state.inFlight);
      calls.push({
        entry,
        freshProof,
        answer: (outcome) => {
          state.inFlight--;
          resolve(outcome);
        },
      });
    });
  return { send, calls, state };
}

/** Lets every pending promise callback run (no timers involved). */
export async function settle(): Promise<void> {
  for (let i = 0; i < 20; i++) await Promise.resolve();
}
