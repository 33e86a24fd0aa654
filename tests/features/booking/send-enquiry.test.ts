// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BookingProof, ProofClient } from '../../../src/features/booking/proof';
import { payloadFor } from './outbox-support';

// The proof client stands in for the worker and the challenge route; what it answers is set per test.
const proofs = {
  get: vi.fn<ProofClient['get']>(),
  prepare: vi.fn<ProofClient['prepare']>(),
  forget: vi.fn<ProofClient['forget']>(),
};
vi.mock('../../../src/features/booking/proof', async (original) => ({
  ...(await original<typeof import('../../../src/features/booking/proof')>()),
  createProofClient: () => proofs,
}));
// The worker's modules are shared between files (isolate: false): load fresh copies, so a send-enquiry loaded by
// an earlier file (with the real proof client) is not the one tested here.
vi.resetModules();
const { sendEnquiry, sendFirst, prepareProof, PROOF_WAIT_MS } =
  await import('../../../src/features/booking/send-enquiry');
const { ProofError } = await import('../../../src/features/booking/proof');

const proof = { challenge: { parameters: {}, signature: 's' }, solution: { counter: 1, derivedKey: 'ab' } };
const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  for (const mock of Object.values(proofs)) mock.mockReset();
  proofs.get.mockResolvedValue(proof as unknown as BookingProof);
});
afterEach(() => vi.unstubAllGlobals());

const payload = payloadFor('enquiry-0001');
const sentBody = () => JSON.parse(String(fetchMock.mock.calls.at(-1)![1]!.body)) as Record<string, unknown>;

describe('sendEnquiry', () => {
  it('starts the proof when asked, and sends the enquiry with its proof', async () => {
    prepareProof('enquiry-0001');
    expect(proofs.prepare).toHaveBeenCalledWith('enquiry-0001');
    fetchMock.mockResolvedValue(Response.json({ reference: 'HBI-7F3A2C' }, { status: 202 }));
    expect(await sendEnquiry(payload)).toEqual({ kind: 'accepted', reference: 'HBI-7F3A2C' });
    // The proof wait is 8 s.
    expect(PROOF_WAIT_MS).toBe(8_000);
    expect(proofs.get).toHaveBeenCalledWith('enquiry-0001', { timeoutMs: 8_000 });
    expect(sentBody()).toMatchObject({ submissionId: 'enquiry-0001', proof });
  });

  it('sends without a proof when the site checks none', async () => {
    proofs.get.mockResolvedValue(null);
    fetchMock.mockResolvedValue(Response.json({ reference: 'HBI-7F3A2C' }, { status: 202 }));
    await sendEnquiry(payload);
    expect(sentBody()).not.toHaveProperty('proof');
  });

  it.each([
    ['the challenge cannot be fetched', new ProofError('network', 'offline')],
    ['no proof comes in time', new ProofError('timeout', 'slow')],
  ])('counts it as a network failure when %s, and posts nothing', async (_, error) => {
    proofs.get.mockRejectedValue(error);
    expect(await sendEnquiry(payload)).toEqual({ kind: 'unreachable' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says when the send waits on its proof long enough to show, and when it stops', async () => {
    vi.useFakeTimers();
    try {
      let solved: (value: BookingProof) => void = () => {};
      proofs.get.mockReturnValue(new Promise((resolve) => (solved = resolve)));
      fetchMock.mockResolvedValue(Response.json({ reference: 'HBI-7F3A2C' }, { status: 202 }));
      const waits: boolean[] = [];
      const sent = sendEnquiry(payload, { onProofWait: (waiting) => waits.push(waiting) });
      await vi.advanceTimersByTimeAsync(150);
      expect(waits).toEqual([]);
      await vi.advanceTimersByTimeAsync(100);
      expect(waits).toEqual([true]);
      solved(proof as unknown as BookingProof);
      await sent;
      expect(waits).toEqual([true, false]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('maps the answers: a dropped connection, a refused proof, a 429 with Retry-After, a 502, field errors', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await sendEnquiry(payload)).toEqual({ kind: 'unreachable' });

    fetchMock.mockResolvedValueOnce(
      Response.json({ error: 'challenge', reason: 'expired' }, { status: 403 }),
    );
    expect(await sendEnquiry(payload)).toEqual({ kind: 'challenge' });
    expect(proofs.forget).toHaveBeenCalledWith('enquiry-0001');

    fetchMock.mockResolvedValueOnce(
      Response.json({ error: 'Too many' }, { status: 429, headers: { 'Retry-After': '30' } }),
    );
    expect(await sendEnquiry(payload)).toMatchObject({ kind: 'http', status: 429, retryAfterMs: 30_000 });

    fetchMock.mockResolvedValueOnce(Response.json({ error: 'x' }, { status: 502 }));
    expect(await sendEnquiry(payload)).toMatchObject({ kind: 'http', status: 502 });

    fetchMock.mockResolvedValueOnce(
      Response.json(
        { error: 'Invalid booking', fieldErrors: { suburb: ['Suburb is required'] } },
        { status: 400 },
      ),
    );
    expect(await sendEnquiry(payload)).toEqual({
      kind: 'http',
      status: 400,
      fieldErrors: { suburb: ['Suburb is required'] },
    });
  });

  it('asks for a fresh proof when told the last one was refused', async () => {
    fetchMock.mockResolvedValue(Response.json({ reference: 'HBI-7F3A2C' }, { status: 202 }));
    await sendEnquiry(payload, { freshProof: true });
    expect(proofs.forget).toHaveBeenCalledWith('enquiry-0001');
    expect(proofs.forget.mock.invocationCallOrder[0]!).toBeLessThan(proofs.get.mock.invocationCallOrder[0]!);
  });
});

describe('sendFirst', () => {
  it('replaces a refused proof once and sends again', async () => {
    fetchMock
      .mockResolvedValueOnce(Response.json({ error: 'challenge' }, { status: 403 }))
      .mockResolvedValueOnce(Response.json({ reference: 'HBI-7F3A2C' }, { status: 202 }));
    expect(await sendFirst(payload)).toEqual({ kind: 'accepted', reference: 'HBI-7F3A2C' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('gives up after the second refusal', async () => {
    fetchMock.mockImplementation(async () => Response.json({ error: 'challenge' }, { status: 403 }));
    expect(await sendFirst(payload)).toEqual({ kind: 'challenge' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
