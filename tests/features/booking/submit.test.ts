// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BookingSubmitError, submitBooking, SUBMIT_TIMEOUT_MS } from '../../../src/features/booking/submit';

afterEach(() => vi.useRealTimers());

describe('submitBooking', () => {
  it('POSTs JSON and treats any 2xx as success without reading a body that is not JSON', async () => {
    const response = new Response('not json at all', { status: 202 });
    const text = vi.spyOn(response, 'text');
    const json = vi.spyOn(response, 'json');
    const fetchImpl = vi.fn(async () => response);
    expect(await submitBooking({ a: 1 }, { url: 'https://hook.test/x', fetchImpl })).toEqual({
      reference: null,
      changed: false,
    });
    expect(json).not.toHaveBeenCalled();
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://hook.test/x');
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(init.body).toBe('{"a":1}');
    expect(text).not.toHaveBeenCalled();
  });

  it("gives back the site's reference, and ignores anything else an automation answers", async () => {
    const answer = (body: unknown) => vi.fn(async () => Response.json(body, { status: 202 }));
    expect(await submitBooking({}, { url: 'x', fetchImpl: answer({ reference: 'HBI-7F3A2C' }) })).toEqual({
      reference: 'HBI-7F3A2C',
      changed: false,
    });
    for (const body of [{ reference: '<img src=x>' }, { reference: 42 }, ['HBI-7F3A2C'], 'Accepted']) {
      expect(await submitBooking({}, { url: 'x', fetchImpl: answer(body) })).toEqual({
        reference: null,
        changed: false,
      });
    }
  });

  it('says when the site already had an earlier version of the enquiry, and only then', async () => {
    const answer = (body: unknown) => vi.fn(async () => Response.json(body, { status: 202 }));
    const submit = (body: unknown) => submitBooking({}, { url: 'x', fetchImpl: answer(body) });
    expect(await submit({ reference: 'HBI-7F3A2C', duplicate: true, changed: true })).toEqual({
      reference: 'HBI-7F3A2C',
      changed: true,
    });
    expect(await submit({ reference: 'HBI-7F3A2C', duplicate: true })).toMatchObject({ changed: false });
    expect(await submit({ reference: 'HBI-7F3A2C', changed: 'yes', duplicate: 1 })).toMatchObject({
      changed: false,
    });
  });

  it('carries the fields the site refused on a 400', async () => {
    const fetchImpl = vi.fn(async () =>
      Response.json(
        { error: 'Invalid booking', fieldErrors: { name: ['Remove the line breaks'] } },
        { status: 400 },
      ),
    );
    await expect(submitBooking({}, { url: 'x', fetchImpl })).rejects.toMatchObject({
      reason: 'http',
      status: 400,
      fieldErrors: { name: ['Remove the line breaks'] },
    });
  });

  it.each([400, 404, 500, 503])('fails on status %i', async (status) => {
    const fetchImpl = vi.fn(async () => new Response('', { status }));
    await expect(submitBooking({}, { url: 'x', fetchImpl })).rejects.toMatchObject({
      reason: 'http',
      status,
    });
  });

  it('fails on a network error or a CORS refusal (fetch rejects)', async () => {
    const fetchImpl = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(submitBooking({}, { url: 'x', fetchImpl })).rejects.toMatchObject({ reason: 'network' });
  });

  it('aborts after 10 seconds', async () => {
    vi.useFakeTimers();
    expect(SUBMIT_TIMEOUT_MS).toBe(10_000);
    const fetchImpl = vi.fn(
      (_url: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init!.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const result = submitBooking({}, { url: 'x', fetchImpl }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(fetchImpl.mock.calls[0]![1]!.signal!.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await result;
    expect(error).toBeInstanceOf(BookingSubmitError);
    expect((error as BookingSubmitError).reason).toBe('timeout');
  });
});
