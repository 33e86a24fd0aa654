/**
 * The report's ranged download (src/features/report-page/download.ts) against a stand-in for the file's
 * endpoint that answers `Range` as src/api/report.ts says: every part within REPORT_DOWNLOAD_PART_BYTES, the
 * bytes out exactly the bytes in, a part that fails on the way tried again, a refusal not, and the save.
 */
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { REPORT_DOWNLOAD_PART_BYTES, reportFilePath } from '../../src/api/report';
import {
  DownloadRefused,
  DownloadStopped,
  PART_RETRIES,
  rangedDownload,
  REVOKE_AFTER_MS,
  saveFile,
} from '../../src/lib/ranged-download';

const URL_ = reportFilePath('tok.en-1');

/** A file of `size` bytes that are not all text: every byte value, shuffled by a fixed rule. */
function file(size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  let x = 12345;
  for (let i = 0; i < size; i++) {
    x = (x * 1103515245 + 12345) >>> 0;
    bytes[i] = x >>> 24;
  }
  return bytes;
}

interface Asked {
  range: string | null;
  start: number;
  end: number;
}

/** The file's endpoint: 206 with Content-Range for a range within the limit, 416 beyond it. */
function endpoint(
  bytes: Uint8Array,
  {
    fail = () => null,
    etag = () => null,
  }: {
    /** An answer instead of the part's (or a throw), for the n-th request. */
    fail?: (n: number, asked: Asked) => Response | 'throw' | null;
    etag?: (n: number) => string | null;
  } = {},
) {
  const asked: Asked[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    expect(String(input)).toBe(URL_);
    const range = new Headers(init?.headers).get('Range');
    const match = /^bytes=(\d+)-(\d+)$/.exec(range ?? '');
    const start = Number(match?.[1]);
    const end = Number(match?.[2]);
    const n = asked.push({ range, start, end }) - 1;
    const instead = fail(n, asked[n]!);
    if (instead === 'throw') throw new TypeError('Failed to fetch');
    if (instead) return instead;
    if (!match || end < start || end >= bytes.length || end - start + 1 > REPORT_DOWNLOAD_PART_BYTES) {
      return Response.json({ error: 'range' }, { status: 416 });
    }
    const tag = etag(n);
    return new Response(bytes.slice(start, end + 1), {
      status: 206,
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Range': `bytes ${start}-${end}/${bytes.length}`,
        ...(tag ? { ETag: tag } : {}),
      },
    });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, asked };
}

const noWait = async () => {};
const bytesOf = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer());

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('rangedDownload', () => {
  it('reads the file in ranges of at most the limit, in order, and the bytes come out identical', async () => {
    const bytes = file(2 * REPORT_DOWNLOAD_PART_BYTES + 12_345);
    const { fetch, asked } = endpoint(bytes);
    const progress: number[] = [];
    const blob = await rangedDownload({
      url: URL_,
      partBytes: REPORT_DOWNLOAD_PART_BYTES,
      bytes: bytes.length,
      fetch,
      wait: noWait,
      onProgress: (received, total) => {
        expect(total).toBe(bytes.length);
        progress.push(received);
      },
    }).run();
    expect(asked).toHaveLength(3);
    for (const part of asked)
      expect(part.end - part.start + 1).toBeLessThanOrEqual(REPORT_DOWNLOAD_PART_BYTES);
    // One after the other, each from where the last ended, to the file's last byte.
    expect(asked.map((part) => part.start)).toEqual([0, ...asked.slice(0, -1).map((part) => part.end + 1)]);
    expect(asked.at(-1)!.end).toBe(bytes.length - 1);
    expect(blob.type).toBe('application/pdf');
    expect(Buffer.compare(Buffer.from(await bytesOf(blob)), Buffer.from(bytes))).toBe(0);
    expect(progress).toEqual([0, ...asked.map((part) => part.end + 1)]);
  });

  it('reads a small file in one range, and smaller parts when asked', async () => {
    const bytes = file(1000);
    const one = endpoint(bytes);
    await rangedDownload({
      url: URL_,
      bytes: bytes.length,
      partBytes: REPORT_DOWNLOAD_PART_BYTES,
      fetch: one.fetch,
    }).run();
    expect(one.asked.map((part) => part.range)).toEqual(['bytes=0-999']);
    const small = endpoint(bytes);
    const blob = await rangedDownload({
      url: URL_,
      bytes: bytes.length,
      partBytes: 300,
      fetch: small.fetch,
    }).run();
    expect(small.asked.map((part) => part.range)).toEqual([
      'bytes=0-299',
      'bytes=300-599',
      'bytes=600-899',
      'bytes=900-999',
    ]);
    expect(Buffer.compare(Buffer.from(await bytesOf(blob)), Buffer.from(bytes))).toBe(0);
  });

  it('tries a part that failed on the way again (no answer, a 5xx, a short body), waiting longer each time', async () => {
    const bytes = file(1000);
    const failures: (Response | 'throw')[] = [
      'throw',
      new Response('busy', { status: 503 }),
      new Response(bytes.slice(300, 400), {
        status: 206,
        headers: { 'Content-Range': 'bytes 300-599/1000' },
      }),
    ];
    const { fetch, asked } = endpoint(bytes, {
      // The first part fails once; the second twice (the limit), then comes whole.
      fail: (n) => (n === 0 ? failures[0]! : n === 2 ? failures[1]! : n === 3 ? failures[2]! : null),
    });
    const waits: number[] = [];
    const blob = await rangedDownload({
      url: URL_,
      bytes: bytes.length,
      partBytes: 300,
      fetch,
      wait: async (ms) => void waits.push(ms),
    }).run();
    expect(asked.map((part) => part.start)).toEqual([0, 0, 300, 300, 300, 600, 900]);
    expect(waits).toEqual([1000, 1000, 2000]);
    expect(PART_RETRIES).toBe(2);
    expect(Buffer.compare(Buffer.from(await bytesOf(blob)), Buffer.from(bytes))).toBe(0);
  });

  it('stops after the retries, and carries on from the first part missing when run again', async () => {
    const bytes = file(1000);
    let down = false;
    const { fetch, asked } = endpoint(bytes, { fail: (n) => (down && n >= 1 ? 'throw' : null) });
    down = true;
    const download = rangedDownload({ url: URL_, bytes: bytes.length, partBytes: 400, fetch, wait: noWait });
    await expect(download.run()).rejects.toEqual(new DownloadStopped('failed'));
    expect(asked).toHaveLength(1 + 1 + PART_RETRIES);
    expect(download.received).toBe(400);
    down = false;
    const blob = await download.run();
    expect(asked.slice(1 + 1 + PART_RETRIES).map((part) => part.range)).toEqual([
      'bytes=400-799',
      'bytes=800-999',
    ]);
    expect(Buffer.compare(Buffer.from(await bytesOf(blob)), Buffer.from(bytes))).toBe(0);
  });

  it.each([
    [403, 'gate'],
    [404, 'link'],
    [410, 'expired'],
    [416, 'range'],
  ] as const)('gives a %i refusal with its error at once, without retrying', async (status, error) => {
    const bytes = file(1000);
    const { fetch, asked } = endpoint(bytes, { fail: () => Response.json({ error }, { status }) });
    const run = rangedDownload({
      url: URL_,
      bytes: bytes.length,
      partBytes: REPORT_DOWNLOAD_PART_BYTES,
      fetch,
      wait: noWait,
    }).run();
    await expect(run).rejects.toBeInstanceOf(DownloadRefused);
    await expect(run).rejects.toMatchObject({ status, error });
    expect(asked).toHaveLength(1);
  });

  it('stops when the file changes between two parts (its size, or its ETag)', async () => {
    const bytes = file(1000);
    const resized = endpoint(file(1200));
    await expect(
      rangedDownload({ url: URL_, bytes: bytes.length, partBytes: 500, fetch: resized.fetch }).run(),
    ).rejects.toEqual(new DownloadStopped('changed'));
    const retagged = endpoint(bytes, { etag: (n) => `"v${n === 0 ? 1 : 2}"` });
    await expect(
      rangedDownload({ url: URL_, bytes: bytes.length, partBytes: 500, fetch: retagged.fetch }).run(),
    ).rejects.toEqual(new DownloadStopped('changed'));
    expect(retagged.asked).toHaveLength(2);
  });
});

describe('saveFile', () => {
  it('clicks a temporary <a download> to a blob: address, removes it, and lets the address go after', async () => {
    vi.useFakeTimers();
    const created = vi.fn((_blob: Blob) => 'blob:https://www.harbourline.example/1234');
    const revoked = vi.fn();
    const { createObjectURL, revokeObjectURL } = URL;
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: revoked });
    onTestFinished(() => void Object.assign(URL, { createObjectURL, revokeObjectURL }));
    const clicked: { href: string; download: string; inPage: boolean }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download, inPage: document.body.contains(this) });
    });
    const blob = new Blob([file(10)], { type: 'application/pdf' });
    saveFile(blob, 'Harbourline-report-HBI-1-v2.pdf');
    expect(created).toHaveBeenCalledWith(blob);
    expect(clicked).toEqual([
      {
        href: 'blob:https://www.harbourline.example/1234',
        download: 'Harbourline-report-HBI-1-v2.pdf',
        inPage: true,
      },
    ]);
    expect(document.querySelector('a[download]')).toBeNull();
    expect(revoked).not.toHaveBeenCalled();
    vi.advanceTimersByTime(REVOKE_AFTER_MS);
    expect(revoked).toHaveBeenCalledWith('blob:https://www.harbourline.example/1234');
  });
});
