import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadInParts, RangedDownloadError } from '../../src/lib/ranged-download';

/** A file server behind `fetch` that answers ranges as RFC 9110 says, and records each request's headers. */
function server(file: Uint8Array<ArrayBuffer>, { ranges = true } = {}) {
  const seen: Headers[] = [];
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    seen.push(headers);
    const range = /^bytes=(\d+)-(\d+)$/.exec(headers.get('Range') ?? '');
    if (!ranges || !range) return new Response(file, { headers: { 'Content-Type': 'application/pdf' } });
    const [from, to] = [Number(range[1]), Number(range[2])];
    if (to >= file.length) return new Response(null, { status: 416 });
    return new Response(file.slice(from, to + 1), {
      status: 206,
      headers: { 'Content-Type': 'application/pdf', 'Content-Range': `bytes ${from}-${to}/${file.length}` },
    });
  });
  return seen;
}

const fileOf = (bytes: number) => Uint8Array.from({ length: bytes }, (_, i) => (i * 13) % 256);
const bytesOf = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer());

afterEach(() => vi.unstubAllGlobals());

describe('downloadInParts', () => {
  it('asks for ranges of at most partBytes that cover the file exactly, and joins them', async () => {
    const file = fileOf(25);
    const seen = server(file);
    const progress: number[] = [];
    const blob = await downloadInParts('/file', {
      bytes: 25,
      partBytes: 10,
      init: { credentials: 'same-origin', headers: { Accept: 'application/pdf' } },
      onProgress: (received, total) => {
        expect(total).toBe(25);
        progress.push(received);
      },
    });
    expect(seen.map((h) => h.get('Range'))).toEqual(['bytes=0-9', 'bytes=10-19', 'bytes=20-24']);
    expect(seen.every((h) => h.get('Accept') === 'application/pdf')).toBe(true);
    expect(progress).toEqual([10, 20, 25]);
    expect(blob.size).toBe(25);
    expect(blob.type).toBe('application/pdf');
    expect(await bytesOf(blob)).toEqual(file);
  });

  it('asks once for a file no larger than a part', async () => {
    const file = fileOf(10);
    const seen = server(file);
    expect(await bytesOf(await downloadInParts('/file', { bytes: 10, partBytes: 10 }))).toEqual(file);
    expect(seen.map((h) => h.get('Range'))).toEqual(['bytes=0-9']);
  });

  it('takes the whole file from a server that answers 200 without ranges', async () => {
    const file = fileOf(25);
    const seen = server(file, { ranges: false });
    expect(await bytesOf(await downloadInParts('/file', { bytes: 25, partBytes: 10 }))).toEqual(file);
    expect(seen).toHaveLength(1);
  });

  it('rejects with the response for a refusal, and for a range the server did not give', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ error: 'gate' }, { status: 403 }));
    const refused = await downloadInParts('/file', { bytes: 25, partBytes: 10 }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(RangedDownloadError);
    expect((refused as RangedDownloadError).status).toBe(403);
    expect(await (refused as RangedDownloadError).response.json()).toEqual({ error: 'gate' });

    // The file is shorter than the page was told: the last range is refused (416).
    server(fileOf(20));
    const short = await downloadInParts('/file', { bytes: 25, partBytes: 10 }).catch((e: unknown) => e);
    expect((short as RangedDownloadError).status).toBe(416);
  });

  it('stops when its signal aborts', async () => {
    const controller = new AbortController();
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      controller.abort();
      init.signal!.throwIfAborted();
      return new Response(null, { status: 500 });
    });
    await expect(
      downloadInParts('/file', { bytes: 25, partBytes: 10, signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' });
  });
});
