import { OFFICE_ACTIVITY_HEADER } from '../../../src/api/office';
import {
  PDF_MAGIC,
  REPORT_DOWNLOAD_PART_BYTES,
  REPORT_MAX_BYTES,
  REPORT_UPLOAD_PART_BYTES,
  officeReportFilePath,
  partsOf,
  reportPartPath,
  reportPublishPath,
  officeRevokeCopyPath,
  reportReleasePath,
  reportUploadPath,
  reportUploadsPath,
  type OfficeReport,
  type PublishBody,
  type ReportUpload,
} from '../../../src/api/report';

/** One request the fake report API saw. */
export interface SeenReportRequest {
  method: string;
  path: string;
  headers: Headers;
  credentials: RequestCredentials | undefined;
  /** A part's index, for a PUT of one. */
  part?: number;
  /** A part's length. */
  bytes?: number;
  /** A PUT of a part the server held already. */
  held?: boolean;
  body?: unknown;
}

/**
 * What the fake does to one request instead of answering it: fails it as a broken connection would ('network'),
 * never answers it until it is aborted ('hang'), takes it and loses the answer ('lost'), or answers this.
 */
export type Interruption = 'network' | 'hang' | 'lost' | Response;

interface FakeUpload {
  bytes: number;
  partBytes: number;
  parts: Map<number, Uint8Array<ArrayBuffer>>;
}

/**
 * The report's office API (src/api/report.ts) for one enquiry, in memory, behind `fetch`: uploads in parts,
 * publishing and releasing as the contract says. The real server is tested on its own; this stands in for the
 * network. `fetch` answers the report's paths and returns null for any other, for the office's fake to answer.
 */
export function fakeReport(
  reference: string,
  {
    report = {
      canPublish: true,
      versions: [],
      gate: { open: true, needs: [], released: null },
      firstOpenedAt: null,
      copies: [],
    },
    publishedBy = 'owner@example.com',
  }: { report?: OfficeReport; publishedBy?: string } = {},
) {
  const state = {
    report,
    uploads: new Map<string, FakeUpload>(),
    ids: 0,
    /** Decides, request by request, whether to interrupt it (undefined: answer as the contract says). */
    interrupt: (_request: SeenReportRequest): Interruption | undefined => undefined,
    /** The file each version was published from, by version. */
    files: new Map<number, Uint8Array<ArrayBuffer>>(),
    now: () => new Date().toISOString(),
  };
  const seen: SeenReportRequest[] = [];
  const json = (body: unknown, status = 200) => Response.json(body, { status });
  const view = (id: string, upload: FakeUpload): ReportUpload => ({
    uploadId: id,
    bytes: upload.bytes,
    partBytes: upload.partBytes,
    received: [...upload.parts.keys()].sort((a, b) => a - b),
  });
  const missing = (upload: FakeUpload) =>
    Array.from({ length: partsOf(upload.bytes, upload.partBytes) }, (_, i) => i).filter(
      (i) => !upload.parts.has(i),
    );

  const uploads = reportUploadsPath(reference);
  const uploadOf = (path: string) => {
    for (const [id, upload] of state.uploads)
      if (path === reportUploadPath(reference, id)) return { id, upload };
    return null;
  };
  const partOf = (path: string) => {
    const match = new RegExp(`^${uploads}/([^/]+)/parts/(\\d+)$`).exec(path);
    if (!match) return null;
    const id = decodeURIComponent(match[1]!);
    const index = Number(match[2]);
    return path === reportPartPath(reference, id, index) ? { id, index } : null;
  };

  async function answer(
    method: string,
    path: string,
    request: SeenReportRequest,
    bytes?: Uint8Array<ArrayBuffer>,
  ) {
    if (path === uploads && method === 'POST') {
      const size = (request.body as { bytes: number }).bytes;
      if (size < 1) return json({ error: 'empty' }, 400);
      if (size > REPORT_MAX_BYTES) return json({ error: 'too-large' }, 400);
      if (!state.report.canPublish) return json({ error: 'not-publishable' }, 409);
      const id = `upload-${++state.ids}-abcdef`;
      const upload = { bytes: size, partBytes: REPORT_UPLOAD_PART_BYTES, parts: new Map() };
      state.uploads.set(id, upload);
      return json(view(id, upload), 201);
    }
    const found = uploadOf(path);
    if (found && method === 'GET') return json(view(found.id, found.upload));
    const part = partOf(path);
    if (part && method === 'PUT') {
      const upload = state.uploads.get(part.id);
      if (!upload) return json({ error: 'not-found' }, 404);
      const count = partsOf(upload.bytes, upload.partBytes);
      const length =
        part.index === count - 1 ? upload.bytes - part.index * upload.partBytes : upload.partBytes;
      if (part.index >= count || bytes!.length !== length) return json({ error: 'part' }, 400);
      const magic = Array.from(PDF_MAGIC, (c) => c.charCodeAt(0));
      if (part.index === 0 && !magic.every((b, i) => bytes![i] === b)) {
        state.uploads.delete(part.id);
        return json({ error: 'not-pdf' }, 400);
      }
      upload.parts.set(part.index, bytes!);
      return json(view(part.id, upload));
    }
    if (path === reportPublishPath(reference) && method === 'POST') {
      const { uploadId, summary } = request.body as PublishBody;
      const upload = state.uploads.get(uploadId);
      if (!upload) return json({ error: 'not-found' }, 404);
      if (!state.report.canPublish) return json({ error: 'not-publishable' }, 409);
      const lacking = missing(upload);
      if (lacking.length) return json({ error: 'incomplete', missing: lacking }, 409);
      state.uploads.delete(uploadId);
      const file = new Uint8Array(upload.bytes);
      for (const [index, data] of upload.parts) file.set(data, index * upload.partBytes);
      const version = (state.report.versions[0]?.version ?? 0) + 1;
      state.files.set(version, file);
      state.report = {
        ...state.report,
        versions: [
          {
            version,
            bytes: upload.bytes,
            sha256: 'ab'.repeat(32),
            publishedAt: state.now(),
            publishedBy,
            summary,
            fileKept: true,
          },
          ...state.report.versions,
        ],
      };
      // The server answers with the enquiry (OfficeEnquiryDetail); the page reads its report.
      return json({ report: state.report }, 201);
    }
    const version = state.report.versions.find((v) => path === officeReportFilePath(reference, v.version));
    if (version && method === 'GET') {
      const file = state.files.get(version.version) ?? new Uint8Array(version.bytes);
      const range = /^bytes=(\d+)-(\d+)$/.exec(request.headers.get('Range') ?? '');
      if (!range) return new Response(file, { headers: { 'Content-Type': 'application/pdf' } });
      const [from, to] = [Number(range[1]), Number(range[2])];
      if (to >= file.length || to < from || to - from + 1 > REPORT_DOWNLOAD_PART_BYTES)
        return new Response(null, { status: 416 });
      return new Response(file.slice(from, to + 1), {
        status: 206,
        headers: { 'Content-Type': 'application/pdf', 'Content-Range': `bytes ${from}-${to}/${file.length}` },
      });
    }
    const copy = state.report.copies.find((c) => path === officeRevokeCopyPath(reference, c.id));
    if (copy && method === 'POST') {
      state.report = {
        ...state.report,
        copies: state.report.copies.map((c) =>
          c === copy ? { ...c, revokedAt: state.now(), revokedBy: 'office' as const } : c,
        ),
      };
      return json({ report: state.report });
    }
    if (path === reportReleasePath(reference) && method === 'POST') {
      const { reason } = request.body as { reason: string };
      state.report = {
        ...state.report,
        gate: { open: true, needs: [], released: { at: state.now(), by: publishedBy, reason } },
      };
      return json({ report: state.report });
    }
    return null;
  }

  async function handle(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response | null> {
    const url = new URL(String(input), 'http://office.test');
    const path = url.pathname;
    if (!path.startsWith(`/api/office/enquiries/${encodeURIComponent(reference)}/report`)) return null;
    const method = init.method ?? 'GET';
    const part = partOf(path);
    const bytes = init.body instanceof Blob ? new Uint8Array(await init.body.arrayBuffer()) : undefined;
    const request: SeenReportRequest = {
      method,
      path,
      headers: new Headers(init.headers),
      credentials: init.credentials,
      ...(part && method === 'PUT'
        ? {
            part: part.index,
            bytes: bytes?.length,
            held: state.uploads.get(part.id)?.parts.has(part.index) ?? false,
          }
        : {}),
      ...(typeof init.body === 'string' ? { body: JSON.parse(init.body) as unknown } : {}),
    };
    seen.push(request);
    const interruption = state.interrupt(request);
    if (interruption === 'network') throw new TypeError('Failed to fetch');
    if (interruption === 'hang') {
      return new Promise((_, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    }
    if (interruption instanceof Response) return interruption;
    const answered = await answer(method, path, request, bytes);
    if (interruption === 'lost') throw new TypeError('Failed to fetch');
    return answered ?? json({ error: 'not-found' }, 404);
  }

  return {
    /** Answers the report's paths; null for any other. */
    handle,
    /** As `fetch`, alone. */
    fetch: async (input: RequestInfo | URL, init?: RequestInit) =>
      (await handle(input, init)) ?? Response.json({ error: 'not-found' }, { status: 404 }),
    seen,
    state,
    /** The PUTs of parts, in order. */
    parts: () => seen.filter((request) => request.part !== undefined),
    /** Each request as 'METHOD path'. */
    calls: () => seen.map((request) => `${request.method} ${request.path}`),
    background: (request: SeenReportRequest) => request.headers.get(OFFICE_ACTIVITY_HEADER) === 'background',
  };
}

/** A PDF of `bytes` bytes: `%PDF-` and then a pattern, so each part's bytes can be told apart. */
export function pdfFile(bytes: number, name = 'report.pdf', lastModified = 1_764_000_000_000): File {
  const data = new Uint8Array(bytes);
  for (let i = 0; i < bytes; i++) data[i] = (i * 7 + 3) % 251;
  data.set(Array.from(PDF_MAGIC, (c) => c.charCodeAt(0)).slice(0, bytes), 0);
  return new File([data], name, { type: 'application/pdf', lastModified });
}
