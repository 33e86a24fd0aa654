/**
 * A file read in HTTP ranges (issue 58: the report's PDF, on the client's page and in the office). A report of up to REPORT_MAX_BYTES comes back in parts of
 * at most REPORT_DOWNLOAD_PART_BYTES (`Range: bytes=<a>-<b>`, answered 206), one after the other, since each
 * host limits the size of one answer (src/api/report.ts). A part that fails on the way (no answer, a 5xx, a
 * short body) is tried again a couple of times; a part the server refuses (403 gate, 404, 410, 416) is not,
 * and the refusal is the page's to explain. The parts already in stay, so `run()` again carries on from the
 * first one missing. The whole becomes one `Blob` of type application/pdf, which `saveFile` saves.
 */

/** How many times a part that failed on the way is tried again before the download stops. */
export const PART_RETRIES = 2;
/** The wait before each retry of a part: 1 s, then 2 s. */
export const RETRY_WAIT_MS = 1_000;
/**
 * How long a saved file's `blob:` address lives after the click: the browser reads it after the click's
 * handler has run (Safari and Firefox later than Chrome), so it is let go of once that is surely done.
 */
export const REVOKE_AFTER_MS = 30_000;

/** The server refused the file (its status and `{ error }`): not tried again. */
export class DownloadRefused extends Error {
  constructor(
    readonly status: number,
    readonly error: string | null,
  ) {
    super(error ?? `HTTP ${status}`);
    this.name = 'DownloadRefused';
  }
}

/**
 * The download stopped: a part did not come whole after its retries (`failed`), or the file is no longer the
 * one being read, its size or its ETag changed between two parts (`changed`).
 */
export class DownloadStopped extends Error {
  constructor(readonly reason: 'failed' | 'changed') {
    super(`download ${reason}`);
    this.name = 'DownloadStopped';
  }
}

export interface RangedDownloadOptions {
  url: string;
  /** The file's size in bytes, as the page's view gives it. */
  bytes: number;
  /** Each range's size (the report's: REPORT_DOWNLOAD_PART_BYTES, a host's response limit). */
  partBytes: number;
  retries?: number;
  /** Called after each part with the bytes in so far. */
  onProgress?: (received: number, total: number) => void;
  fetch?: typeof fetch;
  /** Waits before a retry (the tests pass one that does not). */
  wait?: (ms: number) => Promise<void>;
  /** Stops the download: the part in flight is abandoned and nothing is tried again. */
  signal?: AbortSignal;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A failure on the way: worth trying the part again. */
class PartFailed extends Error {}

/** The statuses that say the server will answer the same again: not retried. */
const refusal = (status: number) => status >= 400 && status < 500 && status !== 408 && status !== 429;

async function errorOf(response: Response): Promise<string | null> {
  try {
    const body = (await response.json()) as { error?: unknown } | null;
    return typeof body?.error === 'string' ? body.error : null;
  } catch {
    return null;
  }
}

/** A download of one file in ranges; `run()` resolves with the whole file, and carries on after a stop. */
export function rangedDownload({
  url,
  bytes,
  partBytes,
  retries = PART_RETRIES,
  onProgress,
  fetch: fetchPart = (...args) => globalThis.fetch(...args),
  wait = sleep,
  signal,
}: RangedDownloadOptions) {
  const size = Math.max(1, Math.floor(partBytes));
  const parts: ArrayBuffer[] = [];
  let received = 0;
  let etag: string | null = null;

  async function once(start: number, end: number): Promise<ArrayBuffer> {
    let response: Response;
    try {
      response = await fetchPart(url, {
        headers: { Range: `bytes=${start}-${end}`, Accept: 'application/pdf' },
        credentials: 'same-origin',
        cache: 'no-store',
        ...(signal ? { signal } : {}),
      });
    } catch (error) {
      if (signal?.aborted) throw error;
      throw new PartFailed('no answer');
    }
    if (refusal(response.status)) {
      throw new DownloadRefused(response.status, await errorOf(response));
    }
    const whole = response.status === 200 && start === 0 && end === bytes - 1;
    if (response.status !== 206 && !whole) throw new PartFailed(`HTTP ${response.status}`);
    const range = response.headers.get('Content-Range');
    if (range !== null && !whole) {
      const match = /^bytes (\d+)-(\d+)\/(\d+|\*)$/.exec(range.trim());
      if (!match) throw new PartFailed('Content-Range');
      if (match[3] !== '*' && Number(match[3]) !== bytes) throw new DownloadStopped('changed');
      if (Number(match[1]) !== start || Number(match[2]) !== end) throw new PartFailed('Content-Range');
    }
    const tag = response.headers.get('ETag');
    if (tag !== null) {
      if (etag !== null && tag !== etag) throw new DownloadStopped('changed');
      etag = tag;
    }
    let body: ArrayBuffer;
    try {
      body = await response.arrayBuffer();
    } catch {
      throw new PartFailed('cut off');
    }
    if (body.byteLength !== end - start + 1) throw new PartFailed('short');
    return body;
  }

  async function part(start: number, end: number): Promise<ArrayBuffer> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await once(start, end);
      } catch (error) {
        if (!(error instanceof PartFailed) || signal?.aborted) throw error;
        if (attempt >= retries) throw new DownloadStopped('failed');
        await wait(RETRY_WAIT_MS * (attempt + 1));
      }
    }
  }

  return {
    /** The bytes in so far. */
    get received() {
      return received;
    },
    async run(): Promise<Blob> {
      onProgress?.(received, bytes);
      while (received < bytes) {
        const start = received;
        const end = Math.min(start + size, bytes) - 1;
        const body = await part(start, end);
        parts.push(body);
        received += body.byteLength;
        onProgress?.(received, bytes);
      }
      return new Blob(parts, { type: 'application/pdf' });
    },
  };
}

/**
 * Saves a file as the browser saves a download: a temporary `<a download>` to a `blob:` address, clicked, then
 * removed; the address is let go of after REVOKE_AFTER_MS.
 */
export function saveFile(
  blob: Blob,
  fileName: string,
  { document: doc = document, later = setTimeout }: { document?: Document; later?: typeof setTimeout } = {},
): void {
  const href = URL.createObjectURL(blob);
  const link = doc.createElement('a');
  link.href = href;
  link.download = fileName;
  link.hidden = true;
  doc.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    later(() => URL.revokeObjectURL(href), REVOKE_AFTER_MS);
  }
}
