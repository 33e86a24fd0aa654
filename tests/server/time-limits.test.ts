// @vitest-environment node
/**
 * The server's own time limits, on vitest's fake clock: each is checked a millisecond before the moment it
 * names and at that moment. The limits are what the visitor's side is built around (the browser gives up at
 * 10 s, so the site answers by 9 s and gives the automation 8 s), so the moments are written here as the
 * documented figures, not read from the constants: a limit raised past its figure fails here. One test each on
 * the real clock stays where the limit meets real I/O (tests/server/ledger-handler.test.ts, tests/server/mail.test.ts,
 * e2e/booking-form.spec.ts).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SUBMIT_TIMEOUT_MS } from '../../src/features/booking/submit';
import { ANSWER_WITHIN_MS } from '../../src/server/booking-handler';
import { automationChannel } from '../../src/server/channels/automation';
import type { Enquiry } from '../../src/domain/booking/enquiry';
import { MAIL_TIMEOUT_MS } from '../../src/server/mail/message';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** A fetch that never answers, and gives up only when its signal is aborted. */
const hangingFetch = vi.fn(
  (_url: RequestInfo | URL, init?: RequestInit) =>
    new Promise<Response>((_resolve, reject) =>
      init!.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
    ),
);

describe('the forward to the automation', () => {
  it('waits 8 s for an automation that never answers, and not a millisecond longer', async () => {
    const channel = automationChannel({ url: 'https://hook.example/x', fetch: hangingFetch });
    let settled = false;
    const result = channel.deliver({ submissionId: 'limit-0001' } as Enquiry).finally(() => (settled = true));
    await vi.advanceTimersByTimeAsync(7_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
    expect(await result).toMatchObject({ ok: false, answer: 'no answer within 8000 ms' });
    expect(hangingFetch).toHaveBeenCalledTimes(1);
  });
});

describe('the limits the site answers within', () => {
  it('answers by 9 s, before the browser gives up at 10 s', () => {
    expect(ANSWER_WITHIN_MS).toBe(9_000);
    expect(SUBMIT_TIMEOUT_MS).toBe(10_000);
  });

  it('gives each e-mail 8 s', () => {
    expect(MAIL_TIMEOUT_MS).toBe(8_000);
  });
});
