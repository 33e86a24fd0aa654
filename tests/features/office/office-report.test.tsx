import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { enquiryPath } from '../../../src/api/office';
import {
  CONDITION_WORDS,
  REPORT_DOWNLOAD_PART_BYTES,
  REPORT_MESSAGES,
  REPORT_UPLOAD_PART_BYTES,
  SUMMARY_MESSAGES,
  officeReportFilePath,
  RELEASE_REASON_MAX,
  RELEASE_REASON_EMPTY,
  releaseBodySchema,
  reportPublishPath,
  reportReleasePath,
  reportUploadPath,
  reportUploadsPath,
  type OfficeReport,
  type ReportSummary,
  type ReportVersion,
  COPY_ROLE_NAMES,
  officeRevokeCopyPath,
  type ReportCopy,
} from '../../../src/api/report';
import { slotDate, sydneyTime } from '../../../src/domain/booking/words';
import { formatFileSize } from '../../../src/lib/format';
import {
  NO_FILE,
  RELEASE_WORDS,
  copyStateText,
  gateWords,
  officeCopyWords,
  shortHash,
} from '../../../src/features/office/report-panel';
import { RETRY_DELAYS_MS, forgetUploads } from '../../../src/features/office/report-upload';
import { prefillOf, row, sampleSlot } from './fake-office';
import { fakeReport, pdfFile } from './fake-report';
import { renderEnquiry, setUpOfficePage } from './render-office';

/**
 * The enquiry's report in the office (issue 58): the section (versions, the gate, the client's first opening),
 * the publish dialog (the file, the summary, progress, a pause and its Resume) and the release before
 * acceptance. On the office's fake API with the report's in front of it (fake-report.ts).
 */
setUpOfficePage();

// Tuesday 8 December 2026, 3 pm in Sydney: the day after the inspection.
const NOW = new Date('2026-12-08T04:00:00.000Z');
const REF = 'HBI-REPORT';
const slot = sampleSlot;
const summary: ReportSummary = {
  condition: 'below',
  conditionNote: 'Typical wear for its age.',
  majorDefects: 2,
  safetyHazards: 1,
  notInspected: 'Roof void: no access hatch.',
  furtherInspections: 'A licensed electrician.',
};
const v1: ReportVersion = {
  version: 1,
  bytes: 2_400_000,
  sha256: 'a1'.repeat(32),
  publishedAt: '2026-12-07T06:00:00.000Z',
  publishedBy: 'inspector@example.com',
  summary: { ...summary, majorDefects: 3 },
  fileKept: true,
};
const v2: ReportVersion = {
  ...v1,
  version: 2,
  bytes: REPORT_DOWNLOAD_PART_BYTES + 100,
  sha256: 'c0ffee'.padEnd(64, '9'),
  publishedAt: '2026-12-08T01:30:00.000Z',
  publishedBy: 'owner@example.com',
  summary,
};
const open: OfficeReport['gate'] = { open: true, needs: [], released: null };
const held: OfficeReport['gate'] = { open: false, needs: ['agreement'], released: null };
const fresh: OfficeReport = {
  canPublish: true,
  versions: [],
  gate: open,
  firstOpenedAt: null,
  copies: [],
};

let user: ReturnType<typeof userEvent.setup>;
beforeEach(() => {
  vi.useFakeTimers({ now: NOW, shouldAdvanceTime: true });
  user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  forgetUploads();
});

/**
 * The enquiry's view with its report, on the fakes: the office's answers the enquiry, the report's the report's
 * paths; what the report's fake holds is the enquiry's `report` from then on, and a publish marks it done.
 */
async function openEnquiry(report: OfficeReport | null, state: 'booked' | 'done' = 'booked') {
  const server = fakeReport(REF, report ? { report } : {});
  const rendered = renderEnquiry(
    REF,
    {
      rows: [row({ reference: REF, state, slot })],
      details: { [REF]: { version: 2, booking: slot, prefill: prefillOf(45_000), report } },
    },
    (office) => async (input, init) => {
      const answer = await server.handle(input, init);
      if (!answer) return office.fetch(input, init);
      const path = new URL(String(input), 'http://office.test').pathname;
      if (answer.ok && init?.method === 'POST') {
        office.state.details[REF] = { ...office.state.details[REF]!, report: server.state.report };
        if (path === reportPublishPath(REF))
          office.state.rows = office.state.rows.map((r) => ({ ...r, state: 'done' as const }));
      }
      return answer;
    },
  );
  await screen.findByRole('region', { name: /^Booking:/ });
  return { server, ...rendered };
}

const section = () => screen.getByRole('region', { name: 'Report' });
const toasted = (text: string | RegExp) =>
  waitFor(() =>
    expect(
      within(document.querySelector<HTMLElement>('[data-sonner-toaster]')!).getByText(text),
    ).toBeVisible(),
  );

async function openPublish(name: string | RegExp = 'Publish report') {
  await user.click(within(section()).getByRole('button', { name }));
  return screen.findByRole('dialog');
}

/** Fills the summary's fields with `values`. */
async function fillSummary(dialog: HTMLElement, values: ReportSummary) {
  await user.click(within(dialog).getByLabelText(CONDITION_WORDS[values.condition]));
  const type = async (label: string | RegExp, text: string | number) => {
    const input = within(dialog).getByLabelText(label);
    await user.clear(input);
    // Pasted, one input event: typed key by key, the five fields cost seconds a test.
    if (String(text)) {
      await user.click(input);
      await user.paste(String(text));
    }
  };
  await type(/^About the condition/, values.conditionNote);
  await type('Major defects', values.majorDefects);
  await type('Safety hazards', values.safetyHazards);
  await type('Areas not inspected, and why', values.notInspected);
  await type(/^Further inspections recommended/, values.furtherInspections);
}

describe('the report section', () => {
  it('is not there before the enquiry has a report', async () => {
    await openEnquiry(null);
    expect(screen.queryByRole('region', { name: 'Report' })).toBeNull();
  });

  it('sits after the booking and before the history', async () => {
    await openEnquiry(fresh);
    const regions = screen.getAllByRole('region').map((r) => r.getAttribute('aria-labelledby'));
    expect(regions.indexOf('enquiry-report')).toBe(regions.indexOf('enquiry-booking') + 1);
    expect(regions.indexOf('enquiry-report')).toBeLessThan(regions.indexOf('enquiry-history'));
  });

  it('offers "Publish report" before any version', async () => {
    await openEnquiry(fresh);
    expect(section()).toHaveTextContent('No report published yet.');
    expect(
      within(section())
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Publish report']);
  });

  it('says from when it can be published, before the inspection’s day', async () => {
    await openEnquiry({ ...fresh, canPublish: false });
    expect(within(section()).queryByRole('button')).toBeNull();
    expect(section()).toHaveTextContent(
      `You can publish the report from ${slotDate(slot.date, { year: true })}`,
    );
  });

  it('lists every version newest first: when, who, size, the hash short and whole, and its file', async () => {
    await openEnquiry({ ...fresh, versions: [v2, v1], firstOpenedAt: '2026-12-08T02:00:00.000Z' });
    const items = within(within(section()).getByRole('list', { name: 'Versions' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    for (const [item, version] of [
      [items[0]!, v2],
      [items[1]!, v1],
    ] as const) {
      expect(item).toHaveTextContent(`Version ${version.version}`);
      expect(item).toHaveTextContent(
        `${sydneyTime(version.publishedAt)}, Sydney time by ${version.publishedBy}`,
      );
      expect(item).toHaveTextContent(formatFileSize(version.bytes));
      expect(item).toHaveTextContent(`SHA-256 ${shortHash(version.sha256)}`);
      // The whole hash, a tap away.
      const hash = within(item).getByText(version.sha256);
      expect(hash).not.toBeVisible();
      await user.click(within(item).getByText(shortHash(version.sha256)));
      expect(hash).toBeVisible();
      expect(
        within(item).getByRole('link', { name: new RegExp(`^Download version ${version.version}`) }),
      ).toHaveAttribute('href', officeReportFilePath(REF, version.version));
    }
    expect(section()).toHaveTextContent(gateWords(open));
    expect(section()).toHaveTextContent(
      `First opened by the client ${sydneyTime('2026-12-08T02:00:00.000Z')}`,
    );
    expect(within(section()).getByRole('button', { name: 'Publish a corrected version' })).toBeVisible();
  });

  it('says the file is held for the agreement, offers to release it, and that it is not opened yet', async () => {
    await openEnquiry({ ...fresh, versions: [v1], gate: held });
    expect(section()).toHaveTextContent('Held until the agreement is accepted');
    expect(section()).toHaveTextContent('Not opened yet');
    expect(within(section()).getByRole('button', { name: RELEASE_WORDS.button })).toBeVisible();
  });

  it('says a release and its reason, and offers no release then', async () => {
    const released = {
      at: '2026-12-08T03:00:00.000Z',
      by: 'owner@example.com',
      reason: 'The buyer’s solicitor asked.',
    };
    await openEnquiry({ ...fresh, versions: [v1], gate: { open: true, needs: [], released } });
    expect(section()).toHaveTextContent(`${RELEASE_WORDS.released}: ${released.reason}`);
    expect(section()).toHaveTextContent(`by ${released.by}, ${sydneyTime(released.at)}`);
    expect(within(section()).queryByRole('button', { name: RELEASE_WORDS.button })).toBeNull();
  });

  it('lists the copies the client sent, and withdraws one (issue 59)', async () => {
    const copies: ReportCopy[] = [
      {
        id: 1,
        email: 'pat@law.example',
        role: 'conveyancer',
        sentAt: '2026-12-08T04:00:00.000Z',
        revokedAt: null,
        revokedBy: null,
        firstOpenedAt: '2026-12-08T05:00:00.000Z',
      },
      {
        id: 2,
        email: 'sam@agency.example',
        role: 'selling-agent',
        sentAt: '2026-12-08T04:30:00.000Z',
        revokedAt: '2026-12-08T06:00:00.000Z',
        revokedBy: 'client',
        firstOpenedAt: null,
      },
    ];
    const { server } = await openEnquiry({ ...fresh, versions: [v1], copies });
    const list = within(section()).getByRole('list', { name: officeCopyWords.title });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent(`${COPY_ROLE_NAMES.conveyancer}, sent ${sydneyTime(copies[0]!.sentAt)}`);
    expect(first).toHaveTextContent(copyStateText(copies[0]!));
    expect(second).toHaveTextContent(copyStateText(copies[1]!));
    expect(within(second!).queryByRole('button')).toBeNull();
    await user.click(
      within(first!).getByRole('button', { name: /Withdraw the copy sent to pat@law\.example/ }),
    );
    await toasted(/Copy withdrawn/);
    expect(server.calls()).toContain(`POST ${officeRevokeCopyPath(REF, 1)}`);
    await waitFor(() => expect(within(first!).queryByRole('button')).toBeNull());
    expect(first).toHaveTextContent('Withdrawn by you');
  });

  it('says when a version’s file is no longer kept', async () => {
    await openEnquiry({ ...fresh, versions: [{ ...v1, fileKept: false }] });
    expect(within(section()).queryByRole('link', { name: /^Download/ })).toBeNull();
    expect(section()).toHaveTextContent(`The file (${formatFileSize(v1.bytes)}) is no longer kept.`);
  });

  it('downloads a file larger than a range in ranges, and saves it whole', async () => {
    const { server } = await openEnquiry({ ...fresh, versions: [v2, v1] });
    const file = new Uint8Array(v2.bytes).map((_, i) => i % 199);
    server.state.files.set(2, file);
    const saved: { name: string; blob: Blob }[] = [];
    const blobs = new Map<string, Blob>();
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: (blob: Blob) => {
          blobs.set('blob:report', blob);
          return 'blob:report';
        },
        revokeObjectURL: () => {},
      }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ name: this.download, blob: blobs.get(this.href)! });
    });
    await user.click(within(section()).getByRole('link', { name: /^Download version 2/ }));
    await waitFor(() => expect(saved).toHaveLength(1));
    click.mockRestore();
    const ranges = server.seen
      .filter((r) => r.path === officeReportFilePath(REF, 2))
      .map((r) => r.headers.get('Range'));
    expect(ranges).toEqual([
      `bytes=0-${REPORT_DOWNLOAD_PART_BYTES - 1}`,
      `bytes=${REPORT_DOWNLOAD_PART_BYTES}-${v2.bytes - 1}`,
    ]);
    expect(saved[0]!.name).toBe(`report-${REF}-v2.pdf`);
    expect(Buffer.from(await saved[0]!.blob.arrayBuffer()).equals(Buffer.from(file))).toBe(true);
  });
});

describe('the publish dialog', () => {
  it('checks the summary and asks for the file, with the focus on the file', async () => {
    const { server } = await openEnquiry(fresh);
    const dialog = await openPublish();
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    const file = within(dialog).getByLabelText(/^The report \(PDF/);
    expect(file).toHaveFocus();
    expect(file).toHaveAccessibleDescription(expect.stringContaining(NO_FILE));
    expect(within(dialog).getByRole('group', { name: 'Overall condition' })).toHaveAccessibleDescription(
      SUMMARY_MESSAGES.condition,
    );
    expect(within(dialog).getByLabelText('Major defects')).toHaveAccessibleDescription(
      SUMMARY_MESSAGES.count,
    );
    expect(within(dialog).getByLabelText('Safety hazards')).toHaveAccessibleDescription(
      SUMMARY_MESSAGES.count,
    );
    expect(within(dialog).getByLabelText('Areas not inspected, and why')).toHaveAccessibleDescription(
      expect.stringContaining(SUMMARY_MESSAGES.notInspected),
    );
    expect(server.seen).toEqual([]);
  });

  it('refuses a file that is not a PDF by its first bytes, whatever its name, and sends nothing', async () => {
    const { server } = await openEnquiry(fresh);
    const dialog = await openPublish();
    const letter = new File(['Dear Sir, please find attached'], 'report.pdf', { type: 'application/pdf' });
    await user.upload(within(dialog).getByLabelText(/^The report \(PDF/), letter);
    const alert = await within(dialog).findByText(REPORT_MESSAGES['not-pdf']!);
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    await fillSummary(dialog, summary);
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(within(dialog).getByLabelText(/^The report \(PDF/)).toHaveFocus();
    expect(server.seen).toEqual([]);
  });

  it('sends the parts, shows its progress, publishes, and the section shows the new version', async () => {
    const { server, office } = await openEnquiry(fresh);
    const dialog = await openPublish();
    const file = pdfFile(Math.floor(1.5 * REPORT_UPLOAD_PART_BYTES));
    await user.upload(within(dialog).getByLabelText(/^The report \(PDF/), file);
    await fillSummary(dialog, summary);
    const detailReads = () => office.to(enquiryPath(REF)).length;
    const readsBefore = detailReads();
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));

    await toasted('Report published: version 1. The inspection is marked done.');
    expect(server.calls()).toEqual([
      `POST ${reportUploadsPath(REF)}`,
      `PUT ${reportUploadPath(REF, 'upload-1-abcdef')}/parts/0`,
      `PUT ${reportUploadPath(REF, 'upload-1-abcdef')}/parts/1`,
      `POST ${reportPublishPath(REF)}`,
    ]);
    expect(server.seen.at(-1)!.body).toEqual({ uploadId: 'upload-1-abcdef', summary });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The enquiry is read again (it is done now), and the section shows the version.
    await waitFor(() => expect(detailReads()).toBeGreaterThan(readsBefore));
    await waitFor(() => expect(section()).toHaveTextContent('Version 1'));
    expect(screen.getByRole('heading', { name: 'Report' })).toHaveFocus();
    expect(within(section()).getByRole('button', { name: 'Publish a corrected version' })).toBeVisible();
  });

  it('pauses on a connection that keeps failing, says how much is sent, and "Resume" sends only the rest', async () => {
    const { server } = await openEnquiry(fresh);
    server.state.interrupt = (request) => (request.part === 1 ? 'network' : undefined);
    const dialog = await openPublish();
    await user.upload(
      within(dialog).getByLabelText(/^The report \(PDF/),
      pdfFile(Math.floor(2.5 * REPORT_UPLOAD_PART_BYTES)),
    );
    await fillSummary(dialog, summary);
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(await within(dialog).findByText('1.0 of 2.5 MB sent')).toHaveAttribute('role', 'status');
    expect(within(dialog).getByRole('progressbar', { name: 'The report sent' })).toHaveAttribute(
      'value',
      String(REPORT_UPLOAD_PART_BYTES),
    );
    await act(() => vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS.reduce((a, b) => a + b, 0)));
    const resume = await within(dialog).findByRole('button', { name: 'Resume' });
    expect(
      within(dialog)
        .getAllByRole('alert')
        .map((alert) => alert.textContent),
    ).toContain(
      'Paused: the connection keeps failing. 1.0 of 2.5 MB is with the office; Resume sends the rest, not the whole file again.',
    );

    server.state.interrupt = () => undefined;
    const before = server.seen.length;
    await user.click(resume);
    await toasted(/^Report published: version 1/);
    expect(server.calls().slice(before)).toEqual([
      `GET ${reportUploadPath(REF, 'upload-1-abcdef')}`,
      `PUT ${reportUploadPath(REF, 'upload-1-abcdef')}/parts/1`,
      `PUT ${reportUploadPath(REF, 'upload-1-abcdef')}/parts/2`,
      `POST ${reportPublishPath(REF)}`,
    ]);
  });

  it('stops sending when closed mid-way, and the same file chosen again carries on from the server’s parts', async () => {
    const { server } = await openEnquiry(fresh);
    // Part 1 is on its way (no answer yet) when the dialog closes.
    server.state.interrupt = (request) => (request.part === 1 ? 'hang' : undefined);
    let dialog = await openPublish();
    const file = pdfFile(Math.floor(2.5 * REPORT_UPLOAD_PART_BYTES));
    await user.upload(within(dialog).getByLabelText(/^The report \(PDF/), file);
    await fillSummary(dialog, summary);
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(server.parts().map((p) => p.part)).toEqual([0, 1]));
    await user.click(within(dialog).getByRole('button', { name: 'Stop and close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await act(() => vi.advanceTimersByTimeAsync(120_000));
    expect(server.parts().map((p) => p.part)).toEqual([0, 1]);
    expect(server.calls()).not.toContain(`POST ${reportPublishPath(REF)}`);

    server.state.interrupt = () => undefined;
    const before = server.seen.length;
    dialog = await openPublish();
    await user.upload(within(dialog).getByLabelText(/^The report \(PDF/), pdfFile(file.size));
    await fillSummary(dialog, summary);
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await toasted(/^Report published: version 1/);
    expect(server.calls().slice(before)).toEqual([
      `GET ${reportUploadPath(REF, 'upload-1-abcdef')}`,
      `PUT ${reportUploadPath(REF, 'upload-1-abcdef')}/parts/1`,
      `PUT ${reportUploadPath(REF, 'upload-1-abcdef')}/parts/2`,
      `POST ${reportPublishPath(REF)}`,
    ]);
  });

  it('starts a correction from the summary before it, under its own words', async () => {
    await openEnquiry({ ...fresh, versions: [v1] }, 'done');
    const dialog = await openPublish('Publish a corrected version');
    expect(within(dialog).getByRole('heading', { name: 'Publish a corrected version' })).toBeVisible();
    expect(within(dialog).getByLabelText(CONDITION_WORDS[v1.summary.condition])).toBeChecked();
    expect(within(dialog).getByLabelText('Major defects')).toHaveValue(v1.summary.majorDefects);
    expect(within(dialog).getByLabelText('Areas not inspected, and why')).toHaveValue(
      v1.summary.notInspected,
    );
    expect(within(dialog).getByRole('button', { name: 'Publish the correction' })).toBeVisible();
  });
});

describe('releasing before acceptance', () => {
  it('asks for the reason, posts it, and the section says it is released', async () => {
    const { server } = await openEnquiry({ ...fresh, versions: [v1], gate: held });
    await user.click(within(section()).getByRole('button', { name: RELEASE_WORDS.button }));
    const dialog = await screen.findByRole('dialog', { name: RELEASE_WORDS.title });
    await user.click(within(dialog).getByRole('button', { name: 'Release it' }));
    const reason = within(dialog).getByLabelText(RELEASE_WORDS.reason);
    expect(reason).toHaveAccessibleDescription(expect.stringContaining(RELEASE_REASON_EMPTY));
    expect(server.seen).toEqual([]);

    await user.click(reason);
    await user.paste('The buyer’s solicitor needs it today.');
    await user.click(within(dialog).getByRole('button', { name: 'Release it' }));
    await toasted('Report released: the client can download it');
    expect(server.seen.map((r) => [r.method, r.path, r.body])).toEqual([
      ['POST', reportReleasePath(REF), { reason: 'The buyer’s solicitor needs it today.' }],
    ]);
    await waitFor(() =>
      expect(section()).toHaveTextContent(`${RELEASE_WORDS.released}: The buyer’s solicitor needs it today.`),
    );
  });

  it('counts to the limit the release schema holds', () => {
    expect(releaseBodySchema.safeParse({ reason: 'x'.repeat(RELEASE_REASON_MAX) }).success).toBe(true);
    expect(releaseBodySchema.safeParse({ reason: 'x'.repeat(RELEASE_REASON_MAX + 1) }).success).toBe(false);
  });
});
