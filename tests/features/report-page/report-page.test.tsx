import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CONDITION_WORDS,
  REPORT_DOWNLOAD_PART_BYTES,
  REPORT_LINK_DAYS,
  REPORT_MESSAGES,
  reportFilePath,
  reportFreshLinkPath,
  reportPagePath,
  COPY_MESSAGES,
  COPY_ROLE_WORDS,
  REPORT_COPY_LIMIT,
  reportCopiesPath,
  reportRevokeCopyPath,
  type ReportCopy,
  type SendCopyBody,
  type ReportClientView,
} from '../../../src/api/report';
import { copyWords } from '../../../src/features/report-page/copies';
import { bankRows, reportOwingWords } from '../../../src/api/payment';
import { privateRoutes } from '../../../src/app/private-routes';
import { business, telHref } from '../../../src/content/business';
import { tokenFrom } from '../../../src/features/report-page/client';
import { PART_RETRIES, RETRY_WAIT_MS } from '../../../src/lib/ranged-download';
import {
  createReportPageQueryClient,
  downloadLabel,
  FRESH_LINK_LABEL,
  NONE_RECOMMENDED,
  heldLine,
  recordTerms,
  ReportPageRoot,
  reportPageTitles,
  summaryTerms,
  versionLine,
} from '../../../src/features/report-page/report-page-app';
import { formatDate, formatFileSize } from '../../../src/lib/format';

/**
 * The client's report page (issue 58) on a stand-in for its API: the summary first, then the version and the
 * download in ranges; the gate shut (by the view, or by the file's 403); a link run out and its fresh link by
 * e-mail; a link that opens nothing. What the server decides is its own tests'; here, what the page says of it.
 */
const TOKEN = 'tok.en-1';
const route = privateRoutes.find((r) => r.id === 'report')!;
/** A file of two ranges: the whole of the first, and a little of the second. */
const FILE = (() => {
  const bytes = new Uint8Array(REPORT_DOWNLOAD_PART_BYTES + 1234);
  for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 31) & 0xff;
  return bytes;
})();

function view(overrides: Partial<ReportClientView> = {}): ReportClientView {
  return {
    status: 'ready',
    access: 'client',
    businessName: business.name,
    businessLicence: null,
    businessPhone: { display: business.phone.display, e164: business.phone.e164 },
    booking: {
      date: '2026-12-07',
      windowFrom: '08:00',
      windowTo: '09:00',
      priceCents: 45_000,
      note: '',
      inspection: 'Pre-Purchase Building Inspection',
      property: '12A Smith Street, Parramatta NSW 2150',
    },
    reference: 'HBI-REPORT',
    report: {
      version: 1,
      bytes: FILE.length,
      publishedAt: '2026-12-08T03:00:00.000Z',
      revisedFrom: null,
      summary: {
        condition: 'average',
        conditionNote: 'Well kept for its age; some wear to the back deck.',
        majorDefects: 2,
        safetyHazards: 1,
        notInspected: 'The roof space: no access hole.',
        furtherInspections: 'A licensed electrician to check the switchboard.',
      },
      fileName: 'Harbourline-report-HBI-REPORT-v1.pdf',
    },
    gate: { open: true, needs: [] },
    agreementUrl: null,
    copies: null,
    ...overrides,
  };
}

interface Api {
  requests: { path: string; method: string; range: string | null; body: string | null }[];
  /** Answers the file's endpoint instead of the range. */
  file?: (range: string) => Response | null | Promise<Response | null>;
  /** Answers the copies' endpoints (issue 59). */
  copies?: (path: string, method: string, body: string | null) => Response | null;
}

function stubApi(shown: ReportClientView | null, api: Api = { requests: [] }) {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://report.test').pathname;
    const method = init?.method ?? 'GET';
    const range = new Headers(init?.headers).get('Range');
    api.requests.push({ path, method, range, body: typeof init?.body === 'string' ? init.body : null });
    if (!shown) return Response.json({ error: 'link' }, { status: 404 });
    if (path === reportPagePath(TOKEN) && method === 'GET') return Response.json(shown);
    if (path === reportFreshLinkPath(TOKEN) && method === 'POST') {
      return Response.json({ sent: true }, { status: 202 });
    }
    const copied = api.copies?.(path, method, typeof init?.body === 'string' ? init.body : null);
    if (copied) return copied;
    if (path === reportFilePath(TOKEN) && range) {
      const instead = await api.file?.(range);
      if (instead) return instead;
      const [, a, b] = /^bytes=(\d+)-(\d+)$/.exec(range)!;
      const start = Number(a);
      const end = Number(b);
      return new Response(FILE.slice(start, end + 1), {
        status: 206,
        headers: {
          'Content-Range': `bytes ${start}-${end}/${FILE.length}`,
          'Content-Type': 'application/pdf',
        },
      });
    }
    return Response.json({ error: 'link' }, { status: 404 });
  });
  return api;
}

let user: ReturnType<typeof userEvent.setup>;
let saved: { href: string; download: string }[];
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  saved = [];
  const { createObjectURL, revokeObjectURL } = URL;
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => `blob:http://report.test/${blob.size}`,
    revokeObjectURL: () => {},
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, download: this.download });
  });
  return () => void Object.assign(URL, { createObjectURL, revokeObjectURL });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function renderPage(shown: ReportClientView | null, api?: Api, token: string | null = TOKEN) {
  const calls = stubApi(shown, api);
  render(<ReportPageRoot client={createReportPageQueryClient()} token={token} />);
  const title =
    !shown || !token
      ? reportPageTitles.link
      : shown.access === 'copy'
        ? reportPageTitles.copy
        : reportPageTitles[shown.status];
  const h1 = await screen.findByRole('heading', { level: 1, name: title });
  await waitFor(() => expect(h1).toHaveFocus());
  return calls;
}

const downloadButton = (bytes = FILE.length) => screen.queryByRole('button', { name: downloadLabel(bytes) });
const reportDay = (iso: string) => formatDate(iso.slice(0, 10));

describe('the report page, ready', () => {
  it('reads its token from /report/<token>', () => {
    expect(tokenFrom(`${route.path}/${TOKEN}`)).toBe(TOKEN);
    expect(tokenFrom(route.path)).toBeNull();
  });

  it('gives the summary first, then the version and the download button with the size in MB', async () => {
    const shown = view();
    await renderPage(shown);
    const { summary } = shown.report!;
    const region = screen.getByRole('region', { name: 'Summary' });
    const term = (name: string) => within(region).getByText(name).nextElementSibling!;
    expect(term(summaryTerms.condition)).toHaveTextContent(CONDITION_WORDS[summary.condition]);
    expect(term(summaryTerms.condition)).toHaveTextContent(summary.conditionNote);
    expect(term(summaryTerms.majorDefects)).toHaveTextContent(String(summary.majorDefects));
    expect(term(summaryTerms.safetyHazards)).toHaveTextContent(String(summary.safetyHazards));
    expect(term(summaryTerms.notInspected)).toHaveTextContent(summary.notInspected);
    expect(term(summaryTerms.furtherInspections)).toHaveTextContent(summary.furtherInspections);
    const button = downloadButton()!;
    expect(button).toHaveAccessibleName(`Download the report (PDF, ${formatFileSize(FILE.length)})`);
    // The summary, then the version line, then the button, in reading order.
    const file = screen.getByRole('region', { name: 'The full report' });
    expect(within(file).getByText(versionLine(shown.report!))).toBeInTheDocument();
    expect(region.compareDocumentPosition(file) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(versionLine(shown.report!)).toBe(`Published on ${reportDay(shown.report!.publishedAt)}.`);
    // The inspection and the business's phone beside it.
    expect(screen.getByRole('region', { name: 'The inspection' })).toHaveTextContent(shown.booking!.property);
    expect(screen.getAllByRole('link', { name: business.phone.display })[0]).toHaveAttribute('href', telHref);
  });

  it('says "None recommended" for no further inspection, and what a revision replaces', async () => {
    const first = '2026-12-08T03:00:00.000Z';
    const revised = '2026-12-10T01:00:00.000Z';
    const base = view().report!;
    await renderPage(
      view({
        report: {
          ...base,
          version: 2,
          publishedAt: revised,
          revisedFrom: first,
          summary: { ...base.summary, furtherInspections: '' },
        },
      }),
    );
    const region = screen.getByRole('region', { name: 'Summary' });
    expect(within(region).getByText(summaryTerms.furtherInspections).nextElementSibling).toHaveTextContent(
      NONE_RECOMMENDED,
    );
    expect(screen.getByRole('region', { name: 'The full report' })).toHaveTextContent(
      `Revised on ${reportDay(revised)}; this replaces the report first published on ${reportDay(first)}.`,
    );
  });

  it('downloads the file in ranges of at most the limit, shows the progress, and saves it under its name', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const api = await renderPage(view(), {
      requests: [],
      // The second range waits, so the progress can be read in between.
      file: async (range) =>
        range.startsWith(`bytes=${REPORT_DOWNLOAD_PART_BYTES}-`) ? held.then(() => null) : null,
    });
    await user.click(downloadButton()!);
    const progress = await screen.findByRole('progressbar', { name: 'Download progress' });
    await waitFor(() => expect(progress).toHaveAttribute('value', String(REPORT_DOWNLOAD_PART_BYTES)));
    expect(screen.getByRole('status')).toHaveTextContent(
      `Downloading: ${formatFileSize(REPORT_DOWNLOAD_PART_BYTES)} of ${formatFileSize(FILE.length)}`,
    );
    expect(downloadButton()).toBeDisabled();
    release();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(view().report!.fileName));
    expect(screen.queryByRole('progressbar')).toBeNull();
    const ranges = api.requests.filter((r) => r.path === reportFilePath(TOKEN)).map((r) => r.range);
    expect(ranges).toEqual([
      `bytes=0-${REPORT_DOWNLOAD_PART_BYTES - 1}`,
      `bytes=${REPORT_DOWNLOAD_PART_BYTES}-${FILE.length - 1}`,
    ]);
    expect(saved).toEqual([
      { href: `blob:http://report.test/${FILE.length}`, download: view().report!.fileName },
    ]);
    // Saved again on request, from the same file.
    await user.click(screen.getByRole('button', { name: 'Save it again' }));
    expect(saved).toHaveLength(2);
    expect(api.requests.filter((r) => r.path === reportFilePath(TOKEN))).toHaveLength(2);
  });

  it('says a download that stopped part-way carries on, and carries on from the range missing', async () => {
    let down = true;
    const api = await renderPage(view(), {
      requests: [],
      file: (range) => {
        if (down && range.startsWith(`bytes=${REPORT_DOWNLOAD_PART_BYTES}-`)) throw new TypeError('offline');
        return null;
      },
    });
    await user.click(downloadButton()!);
    // The retries' waits, passed at once.
    for (let retry = 1; retry <= PART_RETRIES; retry++) {
      await vi.advanceTimersByTimeAsync(RETRY_WAIT_MS * retry);
    }
    expect(await screen.findByRole('alert')).toHaveTextContent('carries on from where it stopped');
    down = false;
    await user.click(downloadButton()!);
    await waitFor(() => expect(saved).toHaveLength(1));
    const ranges = api.requests.filter((r) => r.path === reportFilePath(TOKEN)).map((r) => r.range);
    expect(ranges[0]).toBe(`bytes=0-${REPORT_DOWNLOAD_PART_BYTES - 1}`);
    expect(ranges.slice(1).every((r) => r === `bytes=${REPORT_DOWNLOAD_PART_BYTES}-${FILE.length - 1}`)).toBe(
      true,
    );
  });
});

describe('the report page, gate shut', () => {
  it('offers no download: the report is ready, and opens once the agreement is accepted, with its link', async () => {
    const agreementUrl = 'https://www.harbourline.example/agreement/tok.agree';
    await renderPage(view({ gate: { open: false, needs: ['agreement'] }, agreementUrl }));
    expect(downloadButton()).toBeNull();
    expect(screen.getByRole('main')).toHaveTextContent(REPORT_MESSAGES.gate!);
    expect(screen.getByRole('link', { name: 'Read and accept the agreement' })).toHaveAttribute(
      'href',
      agreementUrl,
    );
    // The summary still shows: the gate holds the file.
    expect(screen.getByRole('region', { name: 'Summary' })).toBeInTheDocument();
  });

  it('offers no download while the report waits for payment: what is owed, and the bank details to quote (issue 60)', async () => {
    const bank = {
      accountName: 'Harbourline Building Inspections',
      bsb: '062000',
      accountNumber: '12345678',
    };
    const shown = view({
      gate: { open: false, needs: ['payment'] },
      payment: { owingCents: 45_000, bank, payId: null },
    });
    await renderPage(shown);
    expect(downloadButton()).toBeNull();
    const main = screen.getByRole('main');
    expect(main).toHaveTextContent(reportOwingWords(45_000));
    for (const [term, value] of bankRows(bank, shown.reference)) {
      expect(within(main).getByText(term).nextElementSibling).toHaveTextContent(value);
    }
    expect(screen.getByRole('region', { name: 'The full report' })).toHaveTextContent(heldLine(['payment']));
    expect(main).not.toHaveTextContent('agreement is accepted');
  });

  it('says where the agreement is when the view gives no link to it', async () => {
    await renderPage(view({ gate: { open: false, needs: ['agreement'] }, agreementUrl: null }));
    expect(screen.getByRole('main')).toHaveTextContent(REPORT_MESSAGES.gate!);
    expect(screen.queryByRole('link', { name: 'Read and accept the agreement' })).toBeNull();
  });

  it('shuts the download on a 403 gate from the file, with the same words', async () => {
    await renderPage(view(), {
      requests: [],
      file: () => Response.json({ error: 'gate' }, { status: 403 }),
    });
    await user.click(downloadButton()!);
    await waitFor(() => expect(downloadButton()).toBeNull());
    expect(screen.getByRole('main')).toHaveTextContent(REPORT_MESSAGES.gate!);
    expect(saved).toEqual([]);
  });
});

describe('the report page, expired', () => {
  const expired = () => view({ status: 'expired', booking: null, report: null });

  it('says the link has run out, and e-mails a fresh one to the address on file without showing it', async () => {
    const api = await renderPage(expired());
    const main = screen.getByRole('main');
    expect(main).toHaveTextContent(`works for ${REPORT_LINK_DAYS} days`);
    expect(downloadButton()).toBeNull();
    await user.click(screen.getByRole('button', { name: FRESH_LINK_LABEL }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('address we have on file'));
    const posted = api.requests.filter((r) => r.method === 'POST');
    expect(posted).toEqual([expect.objectContaining({ path: reportFreshLinkPath(TOKEN), body: '{}' })]);
    expect(screen.queryByRole('button', { name: FRESH_LINK_LABEL })).toBeNull();
    // No address on the page (the view carries none, and the page writes none of its own).
    expect(main.textContent).not.toMatch(/@/);
  });

  it("follows a link that ran out while the page was open: the file's 410 brings the offer of a fresh link", async () => {
    let shown = view();
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://report.test').pathname;
      if (path === reportFilePath(TOKEN)) {
        shown = expired();
        return Response.json({ error: 'expired' }, { status: 410 });
      }
      return Response.json(shown);
    });
    render(<ReportPageRoot client={createReportPageQueryClient()} token={TOKEN} />);
    await user.click(await screen.findByRole('button', { name: downloadLabel(FILE.length) }));
    expect(
      await screen.findByRole('heading', { level: 1, name: reportPageTitles.expired }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: FRESH_LINK_LABEL })).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it('says so when the fresh link could not be sent, and offers the button again', async () => {
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) =>
      init?.method === 'POST'
        ? Response.json({ error: 'too-many' }, { status: 429 })
        : new URL(String(input), 'http://report.test').pathname === reportPagePath(TOKEN)
          ? Response.json(expired())
          : Response.json({ error: 'link' }, { status: 404 }),
    );
    render(<ReportPageRoot client={createReportPageQueryClient()} token={TOKEN} />);
    await user.click(await screen.findByRole('button', { name: FRESH_LINK_LABEL }));
    expect(await screen.findByRole('alert')).toHaveTextContent('call us');
    expect(screen.getByRole('button', { name: FRESH_LINK_LABEL })).toBeEnabled();
  });
});

describe('the report page, a link that opens nothing', () => {
  it.each([
    ['a tampered or revoked token (404)', TOKEN],
    ['no token in the address', null],
  ])('%s: says the link does not open a report, and gives the phone to call', async (_, token) => {
    await renderPage(null, undefined, token);
    expect(screen.getByRole('link', { name: business.phone.display })).toHaveAttribute('href', telHref);
    expect(downloadButton()).toBeNull();
  });
});

describe("copies for the client's advisers (issue 59)", () => {
  /** The server's part, in memory: each copy sent is listed; a withdrawn one is marked. */
  function copiesApi(start: ReportCopy[] = []) {
    const copies = [...start];
    const api: Api = {
      requests: [],
      copies(path, method, body) {
        if (method !== 'POST') return null;
        if (path === reportCopiesPath(TOKEN)) {
          const { email, role } = JSON.parse(body!) as SendCopyBody;
          copies.push({
            id: copies.length + 1,
            email,
            role,
            sentAt: '2026-12-09T00:00:00.000Z',
            revokedAt: null,
            revokedBy: null,
            firstOpenedAt: null,
          });
          return Response.json(view({ copies: [...copies] }), { status: 201 });
        }
        if (path === reportRevokeCopyPath(TOKEN)) {
          const { copyId } = JSON.parse(body!) as { copyId: number };
          copies[copyId - 1] = {
            ...copies[copyId - 1]!,
            revokedAt: '2026-12-10T00:00:00.000Z',
            revokedBy: 'client',
          };
          return Response.json(view({ copies: [...copies] }));
        }
        return null;
      },
    };
    return api;
  }

  it('checks the address and the role, warns before a copy to the selling agent, sends one and lists it, and withdraws it', async () => {
    const api = copiesApi();
    await renderPage(view({ copies: [] }), api);
    const region = screen.getByRole('region', { name: copyWords.title });
    expect(region).toHaveTextContent(`${REPORT_COPY_LIMIT} are left`);
    await user.click(within(region).getByRole('button', { name: copyWords.send }));
    expect(within(region).getByRole('textbox', { name: copyWords.email })).toHaveAccessibleDescription(
      /valid email/i,
    );
    expect(within(region).getByText(COPY_MESSAGES.role)).toBeInTheDocument();
    expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    await user.type(within(region).getByRole('textbox', { name: copyWords.email }), 'Pat@Law.example');
    await user.click(within(region).getByRole('radio', { name: COPY_ROLE_WORDS['selling-agent'] }));
    expect(within(region).getByText(copyWords.sellingAgent)).toBeInTheDocument();
    await user.click(within(region).getByRole('radio', { name: COPY_ROLE_WORDS.conveyancer }));
    expect(within(region).queryByText(copyWords.sellingAgent)).toBeNull();
    await user.click(within(region).getByRole('button', { name: copyWords.send }));
    await waitFor(() =>
      expect(within(region).getByRole('status')).toHaveTextContent('Sent to pat@law.example'),
    );
    const posted = api.requests.find((r) => r.path === reportCopiesPath(TOKEN))!;
    expect(JSON.parse(posted.body!)).toEqual({ email: 'pat@law.example', role: 'conveyancer' });
    expect(region).toHaveTextContent(`${REPORT_COPY_LIMIT - 1} are left`);
    const withdraw = within(region).getByRole('button', {
      name: /Withdraw the copy sent to pat@law\.example/,
    });
    await user.click(withdraw);
    await waitFor(() => expect(within(region).getByRole('status')).toHaveTextContent('Withdrawn'));
    expect(region).toHaveTextContent(/withdrawn/);
    expect(within(region).queryByRole('button', { name: /Withdraw the copy/ })).toBeNull();
  });

  it('with all the copies sent, offers no form but a call', async () => {
    const sent: ReportCopy[] = Array.from({ length: REPORT_COPY_LIMIT }, (_, i) => ({
      id: i + 1,
      email: `adviser${i + 1}@firm.example`,
      role: 'solicitor',
      sentAt: '2026-12-09T00:00:00.000Z',
      revokedAt: null,
      revokedBy: null,
      firstOpenedAt: null,
    }));
    await renderPage(view({ copies: sent }), copiesApi(sent));
    const region = screen.getByRole('region', { name: copyWords.title });
    expect(within(region).queryByRole('button', { name: copyWords.send })).toBeNull();
    expect(within(region).getByRole('link', { name: business.phone.display })).toBeInTheDocument();
  });

  it("an adviser's copy is read-only: who wrote it, the licence, the date and the version; no price, no copies", async () => {
    const shown = view({ access: 'copy', businessLicence: '123456C', copies: null });
    await renderPage(shown);
    const record = screen.getByRole('region', { name: recordTerms.title });
    const term = (name: string) => within(record).getByText(name).nextElementSibling!;
    expect(term(recordTerms.by)).toHaveTextContent(business.name);
    expect(term(recordTerms.licence)).toHaveTextContent('123456C');
    expect(term(recordTerms.date)).toHaveTextContent(reportDay(shown.report!.publishedAt));
    expect(term(recordTerms.version)).toHaveTextContent('1');
    expect(screen.getByRole('region', { name: 'The inspection' })).not.toHaveTextContent('Price');
    expect(screen.queryByRole('region', { name: copyWords.title })).toBeNull();
    expect(downloadButton()).toBeInTheDocument();
  });
});
