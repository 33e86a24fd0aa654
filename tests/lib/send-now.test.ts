import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotSentError, SEND_LIMIT_MS, sendNow } from '../../src/lib/send-now';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const reasonOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'sent',
    (error: unknown) => (error instanceof NotSentError ? error.reason : String(error)),
  );

describe('a change is sent now or not at all (issue 56)', () => {
  it('offline: refused at once, and nothing is fetched', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(await reasonOf(sendNow('/api/x', { method: 'POST' }))).toBe('offline');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('no answer within the limit: abandoned, and says so', async () => {
    vi.useFakeTimers();
    let aborted = false;
    vi.stubGlobal(
      'fetch',
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) =>
          init.signal!.addEventListener('abort', () => {
            aborted = true;
            reject(new DOMException('aborted', 'AbortError'));
          }),
        ),
    );
    const sent = reasonOf(sendNow('/api/x', { method: 'POST' }));
    await vi.advanceTimersByTimeAsync(SEND_LIMIT_MS - 1);
    expect(aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await sent).toBe('timeout');
    expect(aborted).toBe(true);
  });

  it("abandoned by its page (the dialog closed): aborted; a failure on the wire is 'network'", async () => {
    vi.stubGlobal(
      'fetch',
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) =>
          init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    const page = new AbortController();
    const sent = reasonOf(sendNow('/api/x', { method: 'POST' }, { signal: page.signal }));
    page.abort();
    expect(await sent).toBe('abandoned');
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await reasonOf(sendNow('/api/x', { method: 'POST' }))).toBe('network');
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('{}', { status: 500 })));
    expect(await reasonOf(sendNow('/api/x', { method: 'POST' }))).toBe('sent');
  });
});
