/**
 * A report's PDF as an answer (issue 58), for the client's page and the office alike: a byte range of at most
 * REPORT_DOWNLOAD_PART_BYTES (206), so every part fits every host's response limit; or, without `Range`, the
 * whole file streamed part by part (200). docs/decisions/0016-report-storage.md.
 */
import { REPORT_DOWNLOAD_PART_BYTES } from '../../api/report.js';
import type { ReportStorage } from './storage.js';

export interface ServedFile {
  fileId: string;
  bytes: number;
  /** The parts' size it was stored in. */
  partBytes: number;
  fileName: string;
  /** The file's SHA-256 (hex): its ETag, so a reader of ranges knows every part is of one version. */
  sha256: string;
}

function fileHeaders(fileName: string): Record<string, string> {
  return {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="${fileName.replace(/[^A-Za-z0-9._-]/g, '-')}"`,
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'Accept-Ranges': 'bytes',
  };
}

/** `[start, end]` of a `Range: bytes=…` header for a file of `size`; 'bad' for one this server does not serve. */
export function rangeOf(header: string, size: number): [number, number] | 'bad' {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return 'bad';
  let start: number;
  let end: number;
  if (match[1] === '') {
    // The last n bytes.
    const suffix = Number(match[2]);
    if (suffix === 0) return 'bad';
    start = Math.max(size - suffix, 0);
    end = size - 1;
  } else {
    start = Number(match[1]);
    // An open range is served as far as one part goes; the Content-Range says where it stopped.
    end = match[2] === '' ? Math.min(size - 1, start + REPORT_DOWNLOAD_PART_BYTES - 1) : Number(match[2]);
  }
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || start > end || end >= size) return 'bad';
  if (end - start + 1 > REPORT_DOWNLOAD_PART_BYTES) return 'bad';
  return [start, end];
}

/**
 * The answer for `request`, and the work that must finish before the storage may be let go (the stream of a
 * whole file), or null.
 */
export async function serveFile(
  storage: ReportStorage,
  file: ServedFile,
  request: Request,
): Promise<{ response: Response; until: Promise<void> | null }> {
  const headers = { ...fileHeaders(file.fileName), ETag: `"${file.sha256}"` };
  const range = request.headers.get('Range');
  if (range !== null) {
    const span = rangeOf(range, file.bytes);
    if (span === 'bad') {
      return {
        response: new Response(null, {
          status: 416,
          headers: { ...headers, 'Content-Range': `bytes */${file.bytes}` },
        }),
        until: null,
      };
    }
    const [start, end] = span;
    const bytes = await storage.read(file.fileId, file.partBytes, start, end);
    return {
      response: new Response(bytes, {
        status: 206,
        headers: {
          ...headers,
          'Content-Range': `bytes ${start}-${end}/${file.bytes}`,
          'Content-Length': String(bytes.byteLength),
        },
      }),
      until: null,
    };
  }
  let offset = 0;
  let finish!: () => void;
  const until = new Promise<void>((resolve) => (finish = resolve));
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        if (offset >= file.bytes) {
          controller.close();
          finish();
          return;
        }
        const end = Math.min(offset + REPORT_DOWNLOAD_PART_BYTES, file.bytes) - 1;
        controller.enqueue(await storage.read(file.fileId, file.partBytes, offset, end));
        offset = end + 1;
      } catch (error) {
        controller.error(error);
        finish();
      }
    },
    cancel() {
      finish();
    },
  });
  return {
    response: new Response(stream, {
      status: 200,
      headers: { ...headers, 'Content-Length': String(file.bytes) },
    }),
    until,
  };
}
