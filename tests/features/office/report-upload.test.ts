import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OFFICE_ACTIVITY_HEADER } from '../../../src/api/office';
import {
  PDF_MAGIC,
  REPORT_MAX_BYTES,
  REPORT_MESSAGES,
  REPORT_UPLOAD_PART_BYTES,
  partsOf,
  reportPublishPath,
  reportUploadPath,
  reportUploadsPath,
  type ReportSummary,
} from '../../../src/api/report';
import { SEND_LIMIT_MS } from '../../../src/lib/send-now';
import {
  PART_LIMIT_MS,
  RETRY_DELAYS_MS,
  checkReportFile,
  forgetUploads,
  sendReport,
  type UploadProgress,
} from '../../../src/features/office/report-upload';
import { fakeReport, pdfFile } from './fake-report';

/**
 * The report's uploader (issue 58) on a fake of the report's API (fake-report.ts) behind `fetch`, and on fake
 * time: parts of the contract's size, a break that resumes from what the server holds, local refusals, publish.
 */
const REF = 'HBI-REPORT';
const summary: ReportSummary = {
  condition: 'average',
  conditionNote: '',
  majorDefects: 1,
  safetyHazards: 0,
  notInspected: 'Roof void: no access hatch.',
  furtherInspections: '',
};
/** Three whole parts and half of a fourth. */
const SIZE = Math.floor(3.5 * REPORT_UPLOAD_PART_BYTES);

let server: ReturnType<typeof fakeReport>;
beforeEach(() => {
  vi.useFakeTimers();
  forgetUploads();
  server = fakeReport(REF);
  vi.stubGlobal('fetch', server.fetch);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Runs the upload to its end on fake time: each wait before a retry passes at once. */
async function run(file: File, onProgress?: (progress: UploadProgress) => void, signal?: AbortSignal) {
  const outcome = sendReport({ reference: REF, file, summary, onProgress, signal });
  await vi.runAllTimersAsync();
  return outcome;
}

/** Whether the server's copy of version 1 is the file, byte for byte (a Buffer compares megabytes at once). */
const publishedWhole = async (file: File) =>
  Buffer.from(server.state.files.get(1)!).equals(Buffer.from(await file.arrayBuffer()));

describe('a whole upload', () => {
  it('begins, sends every part once in order, each of the contract size but the last, and publishes', async () => {
    const file = pdfFile(SIZE);
    const progress: UploadProgress[] = [];
    const outcome = await run(file, (p) => progress.push(p));

    expect(outcome.kind).toBe('published');
    const count = partsOf(SIZE);
    const upload = server.state.ids;
    expect(server.calls()).toEqual([
      `POST ${reportUploadsPath(REF)}`,
      ...Array.from(
        { length: count },
        (_, i) => `PUT ${reportUploadPath(REF, `upload-${upload}-abcdef`)}/parts/${i}`,
      ),
      `POST ${reportPublishPath(REF)}`,
    ]);
    expect(server.seen[0]!.body).toEqual({ bytes: SIZE });
    expect(server.seen.at(-1)!.body).toEqual({ uploadId: `upload-${upload}-abcdef`, summary });

    // Every part at most the limit, every one but the last exactly it, and together the file, byte for byte.
    const parts = server.parts();
    expect(parts.map((p) => p.bytes)).toEqual([
      ...Array.from({ length: count - 1 }, () => REPORT_UPLOAD_PART_BYTES),
      SIZE - (count - 1) * REPORT_UPLOAD_PART_BYTES,
    ]);
    expect(parts.every((p) => p.bytes! <= REPORT_UPLOAD_PART_BYTES)).toBe(true);
    expect(await publishedWhole(file)).toBe(true);

    // Progress part by part, to the whole file.
    expect(progress.map((p) => p.sent)).toEqual([
      0,
      ...Array.from({ length: count }, (_, i) => Math.min((i + 1) * REPORT_UPLOAD_PART_BYTES, SIZE)),
    ]);
    expect(progress.every((p) => p.total === SIZE)).toBe(true);
  });

  it("goes as the office's requests go: a person's (no background header), with the session's cookie", async () => {
    await run(pdfFile(SIZE));
    for (const request of server.seen) {
      expect(request.headers.get(OFFICE_ACTIVITY_HEADER)).toBeNull();
      expect(request.credentials).toBe('same-origin');
    }
    for (const request of server.parts())
      expect(request.headers.get('Content-Type')).toBe('application/octet-stream');
  });

  it('sends a file of one short part as one part', async () => {
    const outcome = await run(pdfFile(PDF_MAGIC.length + 10));
    expect(outcome.kind).toBe('published');
    expect(server.parts().map((p) => [p.part, p.bytes])).toEqual([[0, PDF_MAGIC.length + 10]]);
  });
});

describe('refused here, before anything is sent', () => {
  const notPdf = new File(['Hello, this is a letter'], 'report.pdf', { type: 'application/pdf' });
  const empty = new File([], 'report.pdf', { type: 'application/pdf' });
  const big = pdfFile(16);
  Object.defineProperty(big, 'size', { value: REPORT_MAX_BYTES + 1 });

  it.each([
    ['empty', empty],
    ['too-large', big],
    ['not-pdf', notPdf],
  ] as const)('%s', async (error, file) => {
    expect(await checkReportFile(file)).toBe(error);
    const outcome = await run(file);
    expect(outcome).toEqual({ kind: 'refused', error, message: REPORT_MESSAGES[error] });
    expect(server.seen).toEqual([]);
  });

  it('takes a file of exactly the largest size, and one whose name says nothing of PDF', async () => {
    const largest = pdfFile(16, 'scan.bin');
    Object.defineProperty(largest, 'size', { value: REPORT_MAX_BYTES });
    expect(await checkReportFile(largest)).toBeNull();
  });
});

describe('a break mid-way', () => {
  it('retries a failed part after a wait, and pauses after a few failures in a row', async () => {
    const file = pdfFile(SIZE);
    server.state.interrupt = (request) => (request.part === 2 ? 'network' : undefined);
    const outcome = sendReport({ reference: REF, file, summary });
    // Parts 0 and 1 arrive; part 2 fails, and is tried again only once each wait has passed.
    await vi.advanceTimersByTimeAsync(0);
    expect(server.parts().map((p) => p.part)).toEqual([0, 1, 2]);
    for (const [i, delay] of RETRY_DELAYS_MS.entries()) {
      await vi.advanceTimersByTimeAsync(delay - 1);
      expect(server.parts()).toHaveLength(3 + i);
      await vi.advanceTimersByTimeAsync(1);
      expect(server.parts()).toHaveLength(4 + i);
    }
    expect(await outcome).toEqual({
      kind: 'paused',
      reason: 'failing',
      stage: 'parts',
      progress: { sent: 2 * REPORT_UPLOAD_PART_BYTES, total: SIZE },
    });
    expect(server.calls()).not.toContain(`POST ${reportPublishPath(REF)}`);
  });

  it("resumes from the server's parts, never sending one it holds, and never starts again", async () => {
    const file = pdfFile(SIZE);
    // Part 2 arrives but its answer is lost; then the connection breaks for good.
    let lost = false;
    server.state.interrupt = (request) => {
      if (request.part === 2 && !lost) {
        lost = true;
        return 'lost';
      }
      return request.part !== undefined && request.part >= 2 ? 'network' : undefined;
    };
    const first = await run(file);
    expect(first).toMatchObject({ kind: 'paused', reason: 'failing' });
    const posts = server.seen.filter((r) => r.method === 'POST').length;

    // The same file chosen again (a new File object, as a file input gives): the same upload goes on.
    server.state.interrupt = () => undefined;
    const before = server.seen.length;
    const again = pdfFile(SIZE);
    const outcome = await run(again);
    expect(outcome.kind).toBe('published');
    const resumed = server.seen.slice(before);
    const id = 'upload-1-abcdef';
    expect(resumed[0]).toMatchObject({ method: 'GET', path: reportUploadPath(REF, id) });
    // The server held 0, 1 and 2: only 3 goes.
    expect(resumed.filter((r) => r.part !== undefined).map((r) => [r.part, r.held])).toEqual([[3, false]]);
    expect(server.seen.filter((r) => r.path === reportUploadsPath(REF))).toHaveLength(1);
    expect(server.seen.filter((r) => r.method === 'POST').length).toBe(posts + 1);
    expect(await publishedWhole(file)).toBe(true);
  });

  it('pauses at once offline, sending nothing, and resumes when back', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const outcome = await run(pdfFile(SIZE));
    expect(outcome).toMatchObject({ kind: 'paused', reason: 'offline', progress: { sent: 0 } });
    expect(server.seen).toEqual([]);
    online.mockReturnValue(true);
    expect((await run(pdfFile(SIZE))).kind).toBe('published');
  });

  it('gives a part its own time limit: longer than a change’s, then the part goes again', async () => {
    let hung = false;
    server.state.interrupt = (request) => {
      if (request.part === 1 && !hung) {
        hung = true;
        return 'hang';
      }
      return undefined;
    };
    const outcome = sendReport({ reference: REF, file: pdfFile(SIZE), summary });
    await vi.advanceTimersByTimeAsync(SEND_LIMIT_MS + 1);
    expect(server.parts().map((p) => p.part)).toEqual([0, 1]);
    await vi.advanceTimersByTimeAsync(PART_LIMIT_MS - SEND_LIMIT_MS);
    await vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS[0]);
    await vi.runAllTimersAsync();
    expect((await outcome).kind).toBe('published');
    expect(server.parts().map((p) => p.part)).toEqual([0, 1, 1, 2, 3]);
  });

  it('stops when its page stops it, and the same file later resumes', async () => {
    const controller = new AbortController();
    server.state.interrupt = (request) => {
      if (request.part === 1) controller.abort();
      return undefined;
    };
    const outcome = await run(pdfFile(SIZE), undefined, controller.signal);
    expect(outcome).toMatchObject({ kind: 'paused', reason: 'stopped', stage: 'parts' });
    expect(server.calls()).not.toContain(`POST ${reportPublishPath(REF)}`);

    server.state.interrupt = () => undefined;
    const before = server.seen.length;
    expect((await run(pdfFile(SIZE))).kind).toBe('published');
    const again = server.seen.slice(before);
    expect(again[0]!.method).toBe('GET');
    expect(again.filter((r) => r.part !== undefined).every((r) => !r.held)).toBe(true);
  });

  it('starts again only when the server no longer has the upload (swept after a day)', async () => {
    server.state.interrupt = (request) => (request.part === 1 ? 'network' : undefined);
    await run(pdfFile(SIZE));
    server.state.uploads.clear();
    server.state.interrupt = () => undefined;
    const before = server.seen.length;
    expect((await run(pdfFile(SIZE))).kind).toBe('published');
    expect(server.calls().slice(before, before + 2)).toEqual([
      `GET ${reportUploadPath(REF, 'upload-1-abcdef')}`,
      `POST ${reportUploadsPath(REF)}`,
    ]);
  });

  it('keeps uploads apart by file: another file of the same name begins its own', async () => {
    server.state.interrupt = (request) => (request.part === 1 ? 'network' : undefined);
    await run(pdfFile(SIZE));
    server.state.interrupt = () => undefined;
    const before = server.seen.length;
    await run(pdfFile(SIZE, 'report.pdf', 1_764_000_999_000));
    expect(server.calls()[before]).toBe(`POST ${reportUploadsPath(REF)}`);
  });
});

describe('publishing', () => {
  it('sends the parts a publish says are missing, and publishes again', async () => {
    let dropped = false;
    server.state.interrupt = (request) => {
      if (request.path === reportPublishPath(REF) && !dropped) {
        dropped = true;
        // The server lost part 1 meanwhile.
        for (const upload of server.state.uploads.values()) upload.parts.delete(1);
      }
      return undefined;
    };
    const outcome = await run(pdfFile(SIZE));
    expect(outcome.kind).toBe('published');
    const tail = server.seen.slice(-3);
    expect(tail.map((r) => [r.method, r.part ?? r.path])).toEqual([
      ['POST', reportPublishPath(REF)],
      ['PUT', 1],
      ['POST', reportPublishPath(REF)],
    ]);
  });

  it('says why a publish is refused, and leaves nothing to resume for a refused file', async () => {
    server.state.report = { ...server.state.report, canPublish: false };
    const outcome = await run(pdfFile(SIZE));
    expect(outcome).toEqual({
      kind: 'refused',
      error: 'not-publishable',
      message: REPORT_MESSAGES['not-publishable'],
    });
    expect(server.parts()).toEqual([]);
  });

  it('pauses when the publish gets no answer, and resuming publishes without sending the parts again', async () => {
    server.state.interrupt = (request) => (request.path === reportPublishPath(REF) ? 'network' : undefined);
    const first = await run(pdfFile(SIZE));
    expect(first).toMatchObject({ kind: 'paused', reason: 'failing', stage: 'publish' });
    server.state.interrupt = () => undefined;
    const before = server.seen.length;
    expect((await run(pdfFile(SIZE))).kind).toBe('published');
    expect(server.calls().slice(before)).toEqual([`POST ${reportPublishPath(REF)}`]);
  });
});
