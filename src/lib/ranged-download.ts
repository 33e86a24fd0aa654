/**
 * A file fetched in HTTP ranges of at most `partBytes`, one after the other, and joined: a large file arrives
 * whole where a host limits each response's size (the report's PDF, issue 58: src/api/report.ts,
 * REPORT_DOWNLOAD_PART_BYTES). The office and the client's report page both use it.
 */

/** A range answered with anything but its bytes: the response, unread, for the caller to read its error. */
export class RangedDownloadError extends Error {
  constructor(
    readonly status: number,
    readonly response: Response,
  ) {
    super(`download: HTTP ${status}`);
  }
}

export interface DownloadOptions {
  /** The file's size, as the page was told it. */
  bytes: number;
  /** The longest range to ask for. */
  partBytes: number;
  /** The requests' own settings (credentials, headers); each range adds its `Range` header. */
  init?: RequestInit;
  /** After each range: the bytes arrived so far, and the whole. */
  onProgress?: (received: number, total: number) => void;
  /** Stops the download: the request on its way is aborted, and the promise rejects. */
  signal?: AbortSignal;
}

/**
 * Fetches `url` in ranges (`Range: bytes=<a>-<b>`, each answered 206 with its `Content-Range`) and resolves with
 * the whole file. A server that ignores ranges and answers 200 with the whole file is taken at its word. Any
 * other answer rejects with RangedDownloadError; a failed connection rejects as `fetch` does.
 */
export async function downloadInParts(
  url: string,
  { bytes, partBytes, init = {}, onProgress, signal }: DownloadOptions,
): Promise<Blob> {
  if (!(partBytes > 0)) throw new RangeError('partBytes must be positive');
  // Each part's bytes as an ArrayBuffer, not a Blob: any realm's Blob takes them (jsdom's own does not take
  // Node's Blobs, which its tests' `fetch` answers with).
  const parts: ArrayBuffer[] = [];
  let type = '';
  for (let from = 0; from < bytes; from += partBytes) {
    const to = Math.min(from + partBytes, bytes) - 1;
    const headers = new Headers(init.headers);
    headers.set('Range', `bytes=${from}-${to}`);
    const response = await fetch(url, { ...init, headers, signal: signal ?? init.signal });
    type ||= response.headers.get('Content-Type') ?? '';
    if (response.status === 200) {
      // No ranges here: the whole file came at once.
      const whole = await response.arrayBuffer();
      if (whole.byteLength !== bytes) throw new RangedDownloadError(response.status, response);
      onProgress?.(bytes, bytes);
      return new Blob([whole], { type });
    }
    const range = /^bytes (\d+)-(\d+)\//.exec(response.headers.get('Content-Range') ?? '');
    if (response.status !== 206 || !range || Number(range[1]) !== from || Number(range[2]) !== to)
      throw new RangedDownloadError(response.status, response);
    const part = await response.arrayBuffer();
    if (part.byteLength !== to - from + 1) throw new RangedDownloadError(response.status, response);
    parts.push(part);
    onProgress?.(to + 1, bytes);
  }
  return new Blob(parts, { type });
}

/** Hands a downloaded file to the browser to save, under `fileName`. */
export function saveFile(file: Blob, fileName: string): void {
  const href = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click's task has run; a minute is ample on a slow phone.
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}
