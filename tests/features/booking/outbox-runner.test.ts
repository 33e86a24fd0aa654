// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createOutbox,
  EXPIRY_MS,
  RETRY_WINDOW_MS,
  type OutboxSend,
  type SendOutcome,
} from '../../../src/features/booking/outbox';
import { checkOutbox, startOutbox, stopOutbox } from '../../../src/features/booking/outbox-check';
import { OUTBOX_KEY } from '../../../src/features/booking/outbox-key';
import {
  startOutboxRunner,
  type OutboxEvent,
  type OutboxRunner,
  type OutboxRunnerOptions,
} from '../../../src/features/booking/outbox-runner';
import { fakeLocks, MemoryStorage, payloadFor, scriptedSend, T0 } from './outbox-support';

const ID = 'a1b2c3d4-0000-4000-8000-000000000001';
let storage: MemoryStorage;
let network: EventTarget;
let runner: OutboxRunner | undefined;

function start(send: OutboxSend, options: Partial<OutboxRunnerOptions> = {}) {
  runner = startOutboxRunner({ send, storage, locks: fakeLocks(), target: network, ...options });
  return runner;
}

function queue(id = ID) {
  createOutbox({ storage, locks: null }).queue(payloadFor(id));
}

/** A send that records when it was called and answers `outcome`. */
function answering(outcome: SendOutcome) {
  const times: number[] = [];
  const send = vi.fn<OutboxSend>(async () => {
    times.push(Date.now() - T0);
    return outcome;
  });
  return { send, times };
}

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
  storage = new MemoryStorage();
  network = new EventTarget();
});

afterEach(() => {
  runner?.stop();
  runner = undefined;
  vi.useRealTimers();
});

describe('outbox runner', () => {
  it('flushes once when started', async () => {
    queue();
    vi.setSystemTime(T0 + 60_000);
    const { send } = answering({ kind: 'accepted', reference: 'HBI-7F3A2C' });
    start(send);
    await vi.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledTimes(1);
    expect(storage.getItem(OUTBOX_KEY)).toBeNull();
  });

  it('retries on a timer with the backoff, at most 30 s apart, for an hour after queuing', async () => {
    queue();
    const { send, times } = answering({ kind: 'unreachable' });
    start(send);
    await vi.advanceTimersByTimeAsync(2 * RETRY_WINDOW_MS);
    const gaps = times.slice(1).map((t, i) => t - times[i]!);
    expect(times[0]).toBe(2_000);
    expect(gaps.slice(0, 6)).toEqual([4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
    expect(Math.max(...gaps)).toBe(30_000);
    expect(times.at(-1)).toBeLessThanOrEqual(RETRY_WINDOW_MS);
    expect(times.at(-1)).toBeGreaterThan(RETRY_WINDOW_MS - 30_000);
    expect(vi.getTimerCount()).toBe(0);

    // The network coming back still sends, after the hour.
    const before = send.mock.calls.length;
    network.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledTimes(before + 1);
  });

  it('sends at once when the network comes back, without waiting for the backoff', async () => {
    queue();
    const { send } = answering({ kind: 'unreachable' });
    start(send);
    await vi.advanceTimersByTimeAsync(0);
    expect(send).not.toHaveBeenCalled();
    network.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('never sends the same entry twice at once in one tab (an online event during a timed flush)', async () => {
    queue();
    const { send, calls, state } = scriptedSend();
    start(send);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(calls).toHaveLength(1);

    network.dispatchEvent(new Event('online'));
    network.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(1);

    calls[0]!.answer({ kind: 'unreachable' });
    await vi.advanceTimersByTimeAsync(0);
    // The two online events became one flush, run after the first finished.
    expect(calls).toHaveLength(2);
    calls[1]!.answer({ kind: 'accepted', reference: 'HBI-7F3A2C' });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toHaveLength(2);
    expect(state.maxInFlight).toBe(1);
  });

  it('tells its listeners what was accepted, refused and expired', async () => {
    const site = vi.fn<(event: OutboxEvent) => void>();
    const form = vi.fn<(event: OutboxEvent) => void>();
    queue('expired-enquiry-0001');
    vi.setSystemTime(T0 + EXPIRY_MS - 60_000);
    queue('accepted-enquiry-0002');
    queue('refused-enquiry-0003');
    vi.setSystemTime(T0 + EXPIRY_MS);
    const send = vi.fn<OutboxSend>(async ({ submissionId }) =>
      submissionId === 'accepted-enquiry-0002'
        ? { kind: 'accepted', reference: 'HBI-7F3A2C' }
        : { kind: 'http', status: 400, fieldErrors: { preferredDate: ['Choose a date from today'] } },
    );
    const { subscribe } = start(send, { onEvent: site });
    const unsubscribe = subscribe(form);
    await vi.advanceTimersByTimeAsync(0);

    const events = site.mock.calls.map(([event]) => [event.type, event.entry.submissionId]);
    expect(events).toEqual([
      ['accepted', 'accepted-enquiry-0002'],
      ['refused', 'refused-enquiry-0003'],
      ['expired', 'expired-enquiry-0001'],
    ]);
    expect(form.mock.calls).toEqual(site.mock.calls);
    expect(site.mock.calls[0]![0]).toMatchObject({ entry: { reference: 'HBI-7F3A2C' } });
    expect(site.mock.calls[1]![0]).toMatchObject({
      entry: { status: 400, fieldErrors: { preferredDate: ['Choose a date from today'] } },
    });

    unsubscribe();
    runner!.outbox.queue(payloadFor('later-enquiry-0004'));
    await runner!.flush({ retryNow: true });
    expect(site).toHaveBeenCalledTimes(4);
    expect(form).toHaveBeenCalledTimes(3);
  });

  it('arms its timer for an entry queued after it started, when told to flush', async () => {
    const { send, times } = answering({ kind: 'accepted', reference: null });
    const { outbox, flush } = start(send);
    await vi.advanceTimersByTimeAsync(10_000);
    outbox.queue(payloadFor(ID));
    await flush();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(times).toEqual([12_000]);
  });

  it('stops cleanly: no timer, no online listener, no events', async () => {
    queue();
    const listener = vi.fn();
    const { send } = answering({ kind: 'unreachable' });
    const removed = vi.spyOn(network, 'removeEventListener');
    start(send, { onEvent: listener }).stop();
    expect(removed).toHaveBeenCalledWith('online', expect.any(Function));
    await vi.advanceTimersByTimeAsync(RETRY_WINDOW_MS);
    network.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(send).not.toHaveBeenCalled();
    expect(listener).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('outbox check', () => {
  afterEach(() => stopOutbox());

  it('loads nothing when the outbox is empty or storage is blocked', () => {
    const load = vi.fn();
    expect(checkOutbox(load, storage)).toBeUndefined();
    const blocked = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    expect(checkOutbox(load, blocked)).toBeUndefined();
    expect(load).not.toHaveBeenCalled();
  });

  it('starts the one runner of the page when something waits', async () => {
    queue();
    vi.setSystemTime(T0 + 60_000);
    const { send } = answering({ kind: 'accepted', reference: null });
    const load = vi.fn(async () => ({ send, storage, locks: fakeLocks(), target: network }));
    const started = checkOutbox(load, storage);
    expect(started).toBeDefined();
    expect(startOutbox(load)).toBe(started);
    await started;
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('tries again on the next call when loading failed', async () => {
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
    await expect(startOutbox(load)).rejects.toThrow(TypeError);
    load.mockResolvedValueOnce({ send: vi.fn(), storage, locks: fakeLocks(), target: network });
    await expect(startOutbox(load)).resolves.toMatchObject({ stop: expect.any(Function) });
  });
});
