// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createOutbox,
  EXPIRY_MS,
  isQueueable,
  retryDelay,
  RETRY_CAP_MS,
  RETRY_WINDOW_MS,
  type OutboxDeps,
  type OutboxSend,
  type SendOutcome,
  type WaitingEntry,
} from '../../../src/features/booking/outbox';
import { addonOptions, serviceOptions } from '../../../src/domain/booking/options';
import { OUTBOX_KEY } from '../../../src/features/booking/outbox-key';
import { formatDollars } from '../../../src/lib/format';
import { bookingReference } from '../../../src/domain/booking/reference';
import { fakeLocks, MemoryStorage, payloadFor, scriptedSend, settle, T0 } from './outbox-support';

const ID = 'a1b2c3d4-0000-4000-8000-000000000001';
let clock: number;
let storage: MemoryStorage;
const now = () => clock;

function outbox(deps: OutboxDeps = {}) {
  return createOutbox({ storage, now, locks: fakeLocks(), ...deps });
}

/** A send that answers every call with the same outcome, at once. */
function answering(outcome: SendOutcome) {
  return vi.fn<OutboxSend>(async () => outcome);
}

function stored(): unknown {
  return JSON.parse(storage.getItem(OUTBOX_KEY) ?? 'null');
}

beforeEach(() => {
  clock = T0;
  storage = new MemoryStorage();
});

describe('queue', () => {
  it('keeps the payload, its submissionId and timestamp, when it was queued and when to try again', () => {
    const box = outbox();
    expect(box.queue(payloadFor(ID))).toBe(true);
    expect(box.entries()).toEqual([
      {
        state: 'waiting',
        submissionId: ID,
        timestamp: payloadFor(ID).timestamp,
        queuedAt: T0,
        attempts: 1,
        nextAttemptAt: T0 + retryDelay(1),
        payload: payloadFor(ID),
      },
    ]);
    expect(stored()).toMatchObject({ v: 1, entries: [{ submissionId: ID }] });
    expect(box.waitingEntry()?.payload).toEqual(payloadFor(ID));
    expect(box.refusedEntry()).toBeUndefined();
  });

  it("restores and sends an entry kept under an older price's labels under today's", async () => {
    const service = serviceOptions.find((o) => o.price !== null)!;
    const addon = addonOptions.find((o) => o.price > 0)!;
    const before = {
      service: `${service.title} - Starting from ${formatDollars(service.price! - 40)}`,
      addon: `${addon.title} ${formatDollars(addon.price + 30)}`,
    };
    // Written by the page before the deploy: the entry sits in storage under the labels it had then.
    outbox().queue(payloadFor(ID, before));
    expect(stored()).toMatchObject({ entries: [{ payload: before }] });
    const box = outbox();
    expect(box.waitingEntry()?.payload).toMatchObject({ service: service.label, addon: addon.label });
    const send = answering({ kind: 'accepted', reference: bookingReference(ID) });
    await box.flush(send, { retryNow: true });
    expect(send.mock.calls[0]![0].payload).toMatchObject({ service: service.label, addon: addon.label });
  });

  it('keeps one entry per submissionId: a manual retry or edits replace its payload, keeping its timestamp', () => {
    const box = outbox();
    box.queue(payloadFor(ID));
    clock += 60_000;
    box.queue(payloadFor(ID, { suburb: 'Manly', timestamp: new Date(clock).toISOString() }));
    expect(box.entries()).toHaveLength(1);
    const entry = box.waitingEntry()!;
    expect(entry.payload.suburb).toBe('Manly');
    expect(entry.payload.timestamp).toBe(payloadFor(ID).timestamp);
    expect(entry.timestamp).toBe(payloadFor(ID).timestamp);
    expect(entry.queuedAt).toBe(T0);

    box.queue(payloadFor('another-enquiry-0002'));
    expect(box.entries().map((e) => e.submissionId)).toEqual([ID, 'another-enquiry-0002']);
  });

  it('reports that the enquiry could not be kept when storage is full, blocked or absent, and never throws', () => {
    storage.full = true;
    expect(outbox().queue(payloadFor(ID))).toBe(false);
    expect(outbox({ storage: null }).queue(payloadFor(ID))).toBe(false);
    const blocked = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      removeItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    const box = outbox({ storage: blocked, locks: null });
    expect(box.queue(payloadFor(ID))).toBe(false);
    expect(box.entries()).toEqual([]);
    expect(() => box.remove(ID)).not.toThrow();
    return expect(box.flush(answering({ kind: 'unreachable' }))).resolves.toMatchObject({ accepted: [] });
  });

  it('ignores corrupt, foreign or unknown-version data instead of throwing', () => {
    const box = outbox();
    for (const raw of ['{not json', 'null', '42', '[]', JSON.stringify({ v: 2, entries: [] })]) {
      storage.setItem(OUTBOX_KEY, raw);
      expect(box.entries()).toEqual([]);
    }
    box.queue(payloadFor(ID));
    const [valid] = (stored() as { entries: unknown[] }).entries;
    storage.setItem(
      OUTBOX_KEY,
      JSON.stringify({
        v: 1,
        entries: [
          null,
          'x',
          { ...(valid as object), queuedAt: 'yesterday' },
          { ...(valid as object), state: 'sent' },
          { ...(valid as object), payload: payloadFor('someone-else-0003') },
          { ...(valid as object), state: 'refused', status: 400, fieldErrors: { name: 'no' } },
          valid,
        ],
      }),
    );
    expect(box.entries()).toEqual([valid]);
  });

  it('leaves no key once the outbox is empty, so later visits load nothing', () => {
    const box = outbox();
    box.queue(payloadFor(ID));
    box.remove(ID);
    expect(storage.getItem(OUTBOX_KEY)).toBeNull();
  });
});

describe('backoff', () => {
  it('grows with each attempt and never exceeds 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(retryDelay)).toEqual([
      2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
    for (let attempts = 1; attempts < 200; attempts++) {
      expect(retryDelay(attempts)).toBeLessThanOrEqual(RETRY_CAP_MS);
      expect(retryDelay(attempts + 1)).toBeGreaterThanOrEqual(retryDelay(attempts));
    }
  });

  it('sends a waiting entry only once it is due, and waits longer after each failure', async () => {
    const box = outbox();
    const send = answering({ kind: 'unreachable' });
    box.queue(payloadFor(ID));
    await box.flush(send);
    expect(send).not.toHaveBeenCalled();

    const waits: number[] = [];
    for (let i = 0; i < 7; i++) {
      clock = box.waitingEntry()!.nextAttemptAt;
      await box.flush(send);
      waits.push(box.waitingEntry()!.nextAttemptAt - clock);
    }
    expect(send).toHaveBeenCalledTimes(7);
    expect(waits).toEqual([4_000, 8_000, 16_000, 30_000, 30_000, 30_000, 30_000]);
    expect(box.waitingEntry()!.attempts).toBe(8);
  });

  it('schedules retries for an hour after queuing; later flushes (a later visit) still send', async () => {
    const box = outbox();
    const send = answering({ kind: 'unreachable' });
    box.queue(payloadFor(ID));
    let retries = 0;
    for (let at = box.nextRetryAt(); at !== null; at = box.nextRetryAt()) {
      expect(at).toBeLessThanOrEqual(T0 + RETRY_WINDOW_MS);
      clock = at;
      await box.flush(send);
      retries++;
    }
    expect(clock).toBeGreaterThan(T0 + RETRY_WINDOW_MS - RETRY_CAP_MS);
    expect(retries).toBe(send.mock.calls.length);
    expect(retries).toBeGreaterThan(100);

    clock = T0 + 3 * RETRY_WINDOW_MS;
    await box.flush(send);
    expect(send).toHaveBeenCalledTimes(retries + 1);
    expect(box.nextRetryAt()).toBeNull();
  });

  it('retryNow ignores the backoff, except the wait a 429 asked for', async () => {
    const box = outbox();
    const send = answering({ kind: 'unreachable' });
    box.queue(payloadFor(ID));
    await box.flush(send, { retryNow: true });
    expect(send).toHaveBeenCalledTimes(1);

    send.mockResolvedValue({ kind: 'http', status: 429 });
    await box.flush(send, { retryNow: true });
    expect(send).toHaveBeenCalledTimes(2);
    await box.flush(send, { retryNow: true });
    expect(send).toHaveBeenCalledTimes(2);
  });
});

describe('expiry', () => {
  it('drops an entry 7 days after it was queued, details and all, and reports it once', async () => {
    const box = outbox();
    const send = answering({ kind: 'unreachable' });
    box.queue(payloadFor(ID));
    box.queue(payloadFor('later-enquiry-0004'));
    storage.setItem(
      OUTBOX_KEY,
      JSON.stringify({
        v: 1,
        entries: box.entries().map((e) => (e.submissionId === ID ? e : { ...e, queuedAt: T0 + 60_000 })),
      }),
    );

    clock = T0 + EXPIRY_MS - 1;
    expect(box.waitingEntry()).toBeDefined();
    clock = T0 + EXPIRY_MS;
    expect(box.waitingEntry()?.submissionId).toBe('later-enquiry-0004');

    const report = await box.flush(send);
    expect(report.expired).toEqual([
      {
        state: 'expired',
        submissionId: ID,
        timestamp: payloadFor(ID).timestamp,
        queuedAt: T0,
        attempts: 1,
        nextAttemptAt: T0 + retryDelay(1),
      },
    ]);
    expect(send.mock.calls.map(([entry]) => entry.submissionId)).toEqual(['later-enquiry-0004']);
    expect(storage.getItem(OUTBOX_KEY)).not.toContain(ID);
    expect((await box.flush(send)).expired).toEqual([]);
  });
});

describe('outcomes of a send', () => {
  /** A fresh outbox with one due entry, flushed once with a send that answers `outcomes` in turn. */
  async function flushOnce(...outcomes: SendOutcome[]) {
    storage = new MemoryStorage();
    clock = T0;
    const box = outbox();
    const send = vi.fn<OutboxSend>();
    for (const outcome of outcomes) send.mockResolvedValueOnce(outcome);
    box.queue(payloadFor(ID));
    clock = T0 + retryDelay(1);
    const report = await box.flush(send);
    return { box, send, report, entry: box.entries()[0] };
  }

  it('accepted: removes the entry and reports its reference', async () => {
    const { report, entry } = await flushOnce({ kind: 'accepted', reference: 'HBI-7F3A2C' });
    expect(entry).toBeUndefined();
    expect(storage.getItem(OUTBOX_KEY)).toBeNull();
    expect(report.accepted).toEqual([{ submissionId: ID, reference: 'HBI-7F3A2C', payload: payloadFor(ID) }]);
  });

  it('accepted as a changed duplicate: drops the entry and reports that the earlier version stands', async () => {
    const { report, entry } = await flushOnce({ kind: 'accepted', reference: 'HBI-7F3A2C', changed: true });
    expect(entry).toBeUndefined();
    expect(report.accepted).toEqual([
      { submissionId: ID, reference: 'HBI-7F3A2C', payload: payloadFor(ID), changed: true },
    ]);
  });

  it('accepted without a reference (a static-only host): the reference is made from the submissionId', async () => {
    const { report } = await flushOnce({ kind: 'accepted', reference: null });
    expect(report.accepted[0]?.reference).toBe(bookingReference(ID));
  });

  it.each<[string, SendOutcome, number | undefined]>([
    ['a network failure', { kind: 'unreachable' }, undefined],
    ['a 502', { kind: 'http', status: 502 }, 502],
    ['a 503', { kind: 'http', status: 503 }, 503],
    ['a 500', { kind: 'http', status: 500 }, 500],
  ])('%s: backs off and keeps it waiting', async (_name, outcome, lastStatus) => {
    const { entry, report, send } = await flushOnce(outcome);
    expect(send).toHaveBeenCalledTimes(1);
    expect(entry).toEqual({
      ...(entry as WaitingEntry),
      state: 'waiting',
      attempts: 2,
      nextAttemptAt: clock + retryDelay(2),
    });
    expect((entry as WaitingEntry).lastStatus).toBe(lastStatus);
    expect(report).toMatchObject({ accepted: [], refused: [] });
  });

  it('a send that throws counts as a network failure', async () => {
    const box = outbox();
    box.queue(payloadFor(ID));
    await box.flush(
      async () => {
        throw new TypeError('Failed to fetch');
      },
      { retryNow: true },
    );
    expect(box.waitingEntry()?.attempts).toBe(2);
  });

  it('a 429: backs off longer, or as long as its Retry-After asks', async () => {
    const plain = await flushOnce({ kind: 'http', status: 429 });
    expect(plain.entry).toMatchObject({
      state: 'waiting',
      nextAttemptAt: clock + RETRY_CAP_MS,
      lastStatus: 429,
    });
    expect(RETRY_CAP_MS).toBeGreaterThan(retryDelay(2));

    const asked = await flushOnce({ kind: 'http', status: 429, retryAfterMs: 120_000 });
    expect(asked.entry).toMatchObject({ nextAttemptAt: clock + 120_000 });
    const soon = await flushOnce({ kind: 'http', status: 429, retryAfterMs: 1_000 });
    expect(soon.entry).toMatchObject({ nextAttemptAt: clock + retryDelay(2) });
  });

  it('a 403 challenge: sends again at once with a fresh proof', async () => {
    const { send, report } = await flushOnce(
      { kind: 'challenge' },
      { kind: 'accepted', reference: 'HBI-7F3A2C' },
    );
    expect(send.mock.calls.map(([, options]) => options.freshProof)).toEqual([false, true]);
    expect(report.accepted).toHaveLength(1);
  });

  it('a 403 challenge twice: backs off, and asks for a fresh proof at most once per flush', async () => {
    const { box, send, entry } = await flushOnce({ kind: 'challenge' }, { kind: 'challenge' });
    expect(send).toHaveBeenCalledTimes(2);
    expect(entry).toMatchObject({ state: 'waiting', attempts: 2, lastStatus: 403 });
    send.mockResolvedValue({ kind: 'challenge' });
    clock = (entry as WaitingEntry).nextAttemptAt;
    await box.flush(send);
    expect(send).toHaveBeenCalledTimes(4);
  });

  it.each([400, 403, 404, 409, 413, 415, 422])(
    'any other 4xx (%i): stops retrying and keeps it as refused with the field errors',
    async (status) => {
      const fieldErrors = status === 400 ? { preferredDate: ['Choose a date from today'] } : undefined;
      const { box, send, entry, report } = await flushOnce({ kind: 'http', status, fieldErrors });
      expect(entry).toMatchObject({ state: 'refused', status, payload: payloadFor(ID) });
      expect(entry).toEqual(
        fieldErrors
          ? expect.objectContaining({ fieldErrors })
          : expect.not.objectContaining({ fieldErrors: expect.anything() }),
      );
      expect(report.refused).toEqual([entry]);
      expect(box.refusedEntry()).toEqual(entry);
      expect(box.waitingEntry()).toBeUndefined();
      expect(box.nextRetryAt()).toBeNull();

      clock += RETRY_WINDOW_MS;
      await box.flush(send, { retryNow: true });
      expect(send).toHaveBeenCalledTimes(1);
    },
  );

  it('a refused entry sent again by the visitor and failing on the network waits afresh', async () => {
    const { box } = await flushOnce({ kind: 'http', status: 400 });
    clock += 5 * 60_000;
    box.queue(payloadFor(ID, { preferredDate: '2025-03-10' }));
    expect(box.entries()).toHaveLength(1);
    expect(box.waitingEntry()).toMatchObject({
      queuedAt: clock,
      attempts: 1,
      payload: { preferredDate: '2025-03-10', timestamp: payloadFor(ID).timestamp },
    });
  });

  it('keeps edits made while a send was under way', async () => {
    const box = outbox();
    const { send, calls } = scriptedSend();
    box.queue(payloadFor(ID));
    const flushing = box.flush(send, { retryNow: true });
    await settle();
    box.queue(payloadFor(ID, { suburb: 'Manly' }));
    calls[0]!.answer({ kind: 'unreachable' });
    await flushing;
    expect(box.waitingEntry()).toMatchObject({ attempts: 2, payload: { suburb: 'Manly' } });
  });
});

describe('the first send', () => {
  it('goes into the outbox only when it failed on the way: network, time-out, no challenge, 502, 503', () => {
    for (const outcome of [
      { kind: 'unreachable' },
      { kind: 'http', status: 502 },
      { kind: 'http', status: 503 },
      { kind: 'http', status: 504 },
      { kind: 'http', status: 408 },
    ] as const) {
      expect(isQueueable(outcome)).toBe(true);
    }
    for (const outcome of [
      { kind: 'accepted', reference: null },
      { kind: 'challenge' },
      ...[400, 401, 403, 404, 405, 409, 413, 415, 422, 429, 500].map((status) => ({ kind: 'http', status })),
    ] as SendOutcome[]) {
      expect(isQueueable(outcome)).toBe(false);
    }
  });
});

describe('two tabs', () => {
  async function race(deps: (tab: 'A' | 'B') => OutboxDeps) {
    const { send, calls, state } = scriptedSend();
    createOutbox({ storage, now, ...deps('A') }).queue(payloadFor(ID));
    const flushes = [
      createOutbox({ storage, now, ...deps('A') }).flush(send, { retryNow: true }),
      createOutbox({ storage, now, ...deps('B') }).flush(send, { retryNow: true }),
    ];
    await settle();
    const sent = calls.length;
    for (const call of calls) call.answer({ kind: 'accepted', reference: 'HBI-7F3A2C' });
    const reports = await Promise.all(flushes);
    return { sent, state, reports };
  }

  it('with Web Locks: only one sends the entry', async () => {
    const locks = fakeLocks();
    const { sent, reports } = await race(() => ({ locks }));
    expect(sent).toBe(1);
    expect(reports.map((r) => r.busy)).toEqual([false, true]);
    expect(reports.flatMap((r) => r.accepted)).toHaveLength(1);
  });

  it('without Web Locks: a claim in storage lets only one send the entry', async () => {
    const { sent, reports } = await race((tab) => ({ locks: null, owner: tab, wait: () => settle() }));
    expect(sent).toBe(1);
    expect(reports.filter((r) => r.busy)).toHaveLength(1);
  });

  it('without Web Locks: two tabs that both found no claim still send once (the claim is read back)', async () => {
    // Tab B read the claim before tab A's write landed, so both write one; only the later write survives.
    const stale = Object.assign(new MemoryStorage(), { items: storage.items });
    let firstClaimRead = true;
    const staleRead = stale.getItem.bind(stale);
    stale.getItem = (key: string) => {
      if (key.endsWith('-claim') && firstClaimRead) {
        firstClaimRead = false;
        return null;
      }
      return staleRead(key);
    };
    const { sent, reports } = await race((tab) => ({
      locks: null,
      owner: tab,
      wait: () => settle(),
      ...(tab === 'B' && { storage: stale }),
    }));
    expect(firstClaimRead).toBe(false);
    expect(sent).toBe(1);
    expect(reports.map((r) => r.busy)).toEqual([true, false]);
  });

  it("without Web Locks: another tab's live claim blocks, a lapsed one does not", async () => {
    const send = answering({ kind: 'accepted', reference: null });
    const box = outbox({ locks: null, owner: 'B', wait: async () => {} });
    box.queue(payloadFor(ID));
    storage.setItem(`${OUTBOX_KEY}-claim`, JSON.stringify({ owner: 'A', until: clock + 1 }));
    expect(await box.flush(send, { retryNow: true })).toMatchObject({ busy: true });
    expect(send).not.toHaveBeenCalled();

    clock += 1;
    expect(await box.flush(send, { retryNow: true })).toMatchObject({ busy: false });
    expect(send).toHaveBeenCalledTimes(1);
    expect(storage.getItem(`${OUTBOX_KEY}-claim`)).toBeNull();
  });

  it('falls back to the storage claim when Web Locks refuse the request', async () => {
    const send = answering({ kind: 'accepted', reference: null });
    const refusing = {
      request: async () => {
        throw new DOMException('The request was denied.', 'SecurityError');
      },
    };
    const box = outbox({ locks: refusing, owner: 'A', wait: async () => {} });
    box.queue(payloadFor(ID));
    storage.setItem(`${OUTBOX_KEY}-claim`, JSON.stringify({ owner: 'B', until: clock + 1 }));
    expect(await box.flush(send, { retryNow: true })).toMatchObject({ busy: true });
    storage.removeItem(`${OUTBOX_KEY}-claim`);
    expect(await box.flush(send, { retryNow: true })).toMatchObject({ busy: false });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('one outbox never runs two flushes at once, even on the storage claim', async () => {
    const { send, calls } = scriptedSend();
    const box = outbox({ locks: null, owner: 'A', wait: () => settle() });
    box.queue(payloadFor(ID));
    const first = box.flush(send, { retryNow: true });
    const second = box.flush(send, { retryNow: true });
    await settle();
    expect(calls).toHaveLength(1);
    calls[0]!.answer({ kind: 'unreachable' });
    expect((await second).busy).toBe(true);
    expect((await first).busy).toBe(false);
  });
});
