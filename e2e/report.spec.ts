import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { enquiryPath, type OfficeEnquiryDetail } from '../src/api/office';
import { officeEnquiryPath } from '../src/api/office-paths';
import {
  CONDITION_WORDS,
  COPY_ROLE_WORDS,
  REPORT_COPY_LIMIT,
  officeRevokeCopyPath,
  reportCopiesPath,
  officeReportFilePath,
  PDF_MAGIC,
  REPORT_MESSAGES,
  reportFilePath,
  reportPagePath,
  type ReportClientView,
} from '../src/api/report';
import { acceptLabels } from '../src/features/agreement/accept-form';
import { shortHash } from '../src/features/office/report-panel';
import { copyWords } from '../src/features/report-page/copies';
import {
  downloadLabel,
  recordTerms,
  reportPageTitles,
  versionLine,
} from '../src/features/report-page/report-page-app';
import { REPORT_COPY_TITLES, REPORT_MAIL_TITLES } from '../src/server/report/mail';
import { wcagAxe } from './support/axe';
import { startLedgerSite, type LedgerSite } from './support/ledger-site';
import { mailsTo, officeSession } from './support/office';
import { bookedToday, publishedByApi, REPORT_SUMMARY } from './support/report';

/**
 * The report, delivered (issue 58), on the real server, PostgreSQL and SMTP (e2e/support/ledger-site.ts): the
 * office publishes the PDF from a phone on a slow mobile link that breaks off once, the client opens the link in
 * the mail, the file is held until the pre-inspection agreement is accepted and then arrives byte for byte, and
 * a corrected version of 25 MB replaces it on the client's page while the office keeps both. The rules one by
 * one are the server's tests (tests/server/report/report.test.ts), the uploader's and the pages'.
 *
 * REPORT_SCREENS=<folder> also saves the publish dialog at 375 px there, and the client's page at 375, 768 and
 * 1280 px.
 */
const OWNER = 'owner@harbourline.example';
const MIB = 1024 * 1024;
/** A phone on a weak mobile link, as Chrome's DevTools throttle one: 150 ms, 1.6 Mbps each way. */
const SLOW = { latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 1_600_000 / 8 };
const UNTHROTTLED = { latency: 0, downloadThroughput: -1, uploadThroughput: -1 };
const PHONE = { width: 390, height: 844 };

test.use({ viewport: PHONE, locale: 'en-AU' });

/** What the server answered, by method and path: its statuses in order. */
const answered = new Map<string, number[]>();
let site: LedgerSite;
let session: Awaited<ReturnType<typeof officeSession>>;
test.beforeAll(async () => {
  site = await startLedgerSite({
    office: [OWNER],
    proof: false,
    onAnswered: ({ method, path: at, status }) =>
      answered.set(`${method} ${at}`, [...(answered.get(`${method} ${at}`) ?? []), status]),
  });
  // The business sends the agreement, so the report waits for it; and the links in the mails are this site's.
  site.bookings.config.decisions = { writtenAgreement: 'confirmed' };
  site.bookings.config.siteOrigin = site.origin;
  session = await officeSession(site, OWNER);
});
test.afterAll(async () => site?.close());

/** A file that begins as a PDF does (`%PDF-1.7`), then random bytes: `bytes` in all, and its SHA-256. */
function pdf(bytes: number, file: string) {
  const data = randomBytes(bytes);
  data.write(`${PDF_MAGIC}1.7\n`, 0, 'latin1');
  writeFileSync(file, data);
  return { file, bytes, sha256: sha256(data) };
}
const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');

async function expectNoAxeViolations(page: Page) {
  const { violations } = await wcagAxe(page).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
}

/** With REPORT_SCREENS set, the page (or its dialog) at 375 px, for a reviewer; then the phone's 390 px again. */
async function screen(page: Page, name: string, { fullPage = true } = {}) {
  const folder = process.env.REPORT_SCREENS;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  // The client's page at a tablet's and a desktop's width too; the office's dialog is a phone's.
  const widths = name.startsWith('client') ? [375, 768, 1280] : [375];
  for (const width of widths) {
    await page.setViewportSize({ width, height: fullPage ? 812 : 1000 });
    await page.screenshot({
      path: path.join(folder, `${name}-${width}.png`),
      fullPage,
      animations: 'disabled',
    });
  }
  await page.setViewportSize(PHONE);
}

/** Downloads the client's report with the page's own button, by keyboard; the file's SHA-256. */
async function downloadByKeyboard(page: Page, bytes: number) {
  const button = page.getByRole('button', { name: downloadLabel(bytes) });
  await button.focus();
  const download = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  const saved = await (await download).path();
  await expect(page.getByRole('status').filter({ hasText: 'Done: your browser is saving' })).toBeVisible();
  return sha256(readFileSync(saved));
}

const SUMMARY = REPORT_SUMMARY;

test('a 2 MB report published from a phone on a slow link that breaks off resumes and goes once; the client gets the link, the file after the agreement byte for byte, then the 25 MB correction as revised', async ({
  page,
  context,
  browser,
  request,
}, testInfo) => {
  // The throttled upload alone is about 11 s of transfer, and the 25 MB correction a few more.
  test.setTimeout(90_000);
  const first = pdf(2 * MIB, testInfo.outputPath('report-v1.pdf'));
  const second = pdf(25 * MIB, testInfo.outputPath('report-v2.pdf'));

  const { reference, email } = await bookedToday(request, site, session);

  // The office, on a phone: the enquiry's report section, and "Publish report" by keyboard.
  await session.addTo(context);
  await page.goto(`${site.origin}${officeEnquiryPath(reference)}`);
  await expect(page.getByRole('heading', { name: `Enquiry ${reference}` })).toBeFocused();
  const section = page.getByRole('region', { name: 'Report' });
  await expect(section).toContainText('No report published yet.');
  await section.getByRole('button', { name: 'Publish report' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Publish the report' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(/^The report \(PDF/).setInputFiles(first.file);
  await dialog.getByRole('radio', { name: CONDITION_WORDS[SUMMARY.condition] }).check();
  await dialog.getByRole('textbox', { name: /^About the condition/ }).fill(SUMMARY.conditionNote);
  await dialog.getByRole('spinbutton', { name: 'Major defects' }).fill(String(SUMMARY.majorDefects));
  await dialog.getByRole('spinbutton', { name: 'Safety hazards' }).fill(String(SUMMARY.safetyHazards));
  await dialog.getByRole('textbox', { name: 'Areas not inspected, and why' }).fill(SUMMARY.notInspected);
  await dialog
    .getByRole('textbox', { name: /^Further inspections recommended/ })
    .fill(SUMMARY.furtherInspections);
  await expectNoAxeViolations(page);

  // Each request of the upload, as the browser sends it: the parts by index.
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/report/')) sent.push(`${r.method()} ${new URL(r.url()).pathname}`);
  });
  const uploads = `/api/office/enquiries/${reference}/report/uploads`;
  const putsOf = (index: number, from: string[]) =>
    from.filter((line) => line.startsWith('PUT ') && line.endsWith(`/parts/${index}`));

  // The slow link, then "Publish" by keyboard. Once the first part has landed, the signal goes as the second
  // sets off: Chromium's offline emulation lets a request already on its way through, so the second part is
  // held at the start until the phone is offline, and then fails as the network fails it.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const network = (offline: boolean, link: typeof SLOW) =>
    cdp.send('Network.emulateNetworkConditions', { offline, ...link });
  await network(false, SLOW);
  let landed = false;
  await page.route('**/report/uploads/*/parts/1', async (route) => {
    expect(landed).toBe(true);
    await network(true, SLOW);
    await route.abort('internetdisconnected');
  });
  const started = Date.now();
  const firstPart = page.waitForResponse(
    (r) => r.request().method() === 'PUT' && r.url().endsWith('/parts/0'),
  );
  await dialog.getByRole('button', { name: 'Publish', exact: true }).focus();
  await page.keyboard.press('Enter');
  expect((await firstPart).status()).toBe(200);
  landed = true;
  const paused = dialog.getByRole('alert').filter({ hasText: 'Paused: this phone is offline.' });
  await expect(paused).toContainText('1.0 of 2.0 MB is with the office');
  await expect(dialog.getByRole('progressbar', { name: 'The report sent' })).toHaveAttribute(
    'value',
    String(MIB),
  );
  await screen(page, 'publish-dialog-paused', { fullPage: false });

  // Back online (still slow): "Resume" sends what the server lacks.
  await page.unrouteAll();
  await network(false, SLOW);
  await dialog.getByRole('button', { name: 'Resume' }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  const upload = Date.now() - started;
  await expect(section.getByRole('heading', { name: 'Report' })).toBeFocused();
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: 'Report published: version 1' }),
  ).toBeVisible();
  await network(false, UNTHROTTLED);
  // The link was slow indeed: 2 MiB at 1.6 Mbps is 10.5 s of transfer.
  expect(upload).toBeGreaterThan(((0.95 * first.bytes) / SLOW.uploadThroughput) * 1000);
  // It resumed: one upload begun, then its state read back once, and the first part never sent again; the
  // server stored each part once.
  expect(sent.filter((line) => line === `POST ${uploads}`)).toHaveLength(1);
  expect(sent.filter((line) => line.startsWith(`GET ${uploads}/`))).toHaveLength(1);
  expect(putsOf(0, sent)).toHaveLength(1);
  expect(putsOf(1, sent).length).toBeGreaterThanOrEqual(2);
  const stored = (index: number) =>
    [...answered].flatMap(([line, statuses]) =>
      line.startsWith('PUT ') && line.endsWith(`/parts/${index}`) ? statuses.filter((s) => s === 200) : [],
    );
  expect([stored(0), stored(1)]).toEqual([[200], [200]]);

  // The client's mail has the link; the client opens it in a browser of their own.
  await site.idle();
  const ready = mailsTo(site, email).filter((m) => m.subject === `${REPORT_MAIL_TITLES.ready}: ${reference}`);
  expect(ready).toHaveLength(1);
  const link = new RegExp(`${site.origin}/report/[A-Za-z0-9_.%~-]+`).exec(ready[0]!.text ?? '')?.[0];
  expect(link).toBeDefined();
  const token = decodeURIComponent(link!.slice(`${site.origin}/report/`.length));
  const client = await browser.newPage({ viewport: PHONE, locale: 'en-AU' });
  await client.goto(link!);
  await expect(client.getByRole('heading', { level: 1, name: reportPageTitles.ready })).toBeFocused();
  await expect(client.getByRole('main')).toContainText(SUMMARY.notInspected);
  await expect(client.getByText(REPORT_MESSAGES.gate!)).toBeVisible();
  await expect(client.getByRole('button', { name: /^Download the report/ })).toHaveCount(0);
  await expectNoAxeViolations(client);
  await screen(client, 'client-before-acceptance');

  // The file is held: 403 and nothing of it, whole or in a range.
  for (const headers of [{}, { Range: 'bytes=0-1023' }] as Record<string, string>[]) {
    const held = await request.get(`${site.origin}${reportFilePath(token)}`, { headers });
    expect(held.status()).toBe(403);
    expect(held.headers()['content-type']).toMatch(/^application\/json/);
    expect(await held.json()).toEqual({ error: 'gate' });
  }

  // The agreement, through its page, from the report page's link, by keyboard.
  await client.getByRole('link', { name: 'Read and accept the agreement' }).focus();
  await client.keyboard.press('Enter');
  await expect(client.getByRole('heading', { level: 1, name: 'Your inspection agreement' })).toBeFocused();
  await client.getByRole('textbox', { name: acceptLabels.name }).fill('Mary-Jane O’Neil');
  await client.getByRole('checkbox', { name: acceptLabels.agreed }).focus();
  await client.keyboard.press('Space');
  await client.getByRole('button', { name: 'Accept agreement' }).focus();
  await client.keyboard.press('Enter');
  await expect(client.getByRole('heading', { level: 1, name: 'Agreement accepted' })).toBeFocused();

  // Then the report page gives the file, byte for byte.
  await client.goto(link!);
  await expect(client.getByRole('heading', { level: 1, name: reportPageTitles.ready })).toBeFocused();
  await expect(client.getByText(REPORT_MESSAGES.gate!)).toHaveCount(0);
  await expectNoAxeViolations(client);
  await screen(client, 'client-after-acceptance');
  expect(await downloadByKeyboard(client, first.bytes)).toBe(first.sha256);

  // A corrected version of 25 MB, on the office's link unthrottled: the summary starts from the first's.
  await section.getByRole('button', { name: 'Publish a corrected version' }).click();
  const correction = page.getByRole('dialog', { name: 'Publish a corrected version' });
  await expect(correction.getByRole('textbox', { name: 'Areas not inspected, and why' })).toHaveValue(
    SUMMARY.notInspected,
  );
  await correction.getByLabel(/^The report \(PDF/).setInputFiles(second.file);
  await correction.getByRole('spinbutton', { name: 'Major defects' }).fill('2');
  await screen(page, 'publish-dialog-correction', { fullPage: false });
  await correction.getByRole('button', { name: 'Publish the correction' }).click();
  await expect(correction).toBeHidden({ timeout: 30_000 });
  await expect(section.getByRole('heading', { name: '2 versions, newest first' })).toBeVisible();
  const versions = section.getByRole('list', { name: 'Versions' }).getByRole('listitem');
  await expect(versions.nth(0)).toContainText(shortHash(second.sha256));
  await expect(versions.nth(1)).toContainText(shortHash(first.sha256));

  // The office keeps both, the first unchanged, byte for byte.
  const detail = (await (
    await request.get(`${site.origin}${enquiryPath(reference)}`, { headers: session.headers })
  ).json()) as OfficeEnquiryDetail;
  expect(detail.report!.versions.map((v) => [v.version, v.bytes, v.sha256])).toEqual([
    [2, second.bytes, second.sha256],
    [1, first.bytes, first.sha256],
  ]);
  const kept = await request.get(`${site.origin}${officeReportFilePath(reference, 1)}`, {
    headers: session.headers,
  });
  expect([kept.status(), sha256(await kept.body())]).toEqual([200, first.sha256]);

  // The client is told, and their page shows the revised version, whose file is the correction's.
  await site.idle();
  expect(
    mailsTo(site, email).filter((m) => m.subject === `${REPORT_MAIL_TITLES.revised}: ${reference}`),
  ).toHaveLength(1);
  await client.reload();
  const view = (await (
    await request.get(`${site.origin}${reportPagePath(token)}`)
  ).json()) as ReportClientView;
  await expect(client.getByText(versionLine(view.report!))).toBeVisible();
  await expect(client.getByRole('button', { name: downloadLabel(second.bytes) })).toBeVisible();
  expect(view.report!.revisedFrom).toBe(detail.report!.versions[1]!.publishedAt);
  await client.close();
  const revised = await request.get(`${site.origin}${reportFilePath(token)}`);
  expect([revised.status(), sha256(await revised.body())]).toEqual([200, second.sha256]);
});

test('issue 59: a copy the client sends from their page opens read-only for the adviser; a sixth is refused; a copy the office withdraws opens nothing', async ({
  page: client,
  browser,
  request,
}) => {
  const { reference, email } = await bookedToday(request, site, session);
  const link = await publishedByApi(request, site, session, { reference, email });
  const clientToken = decodeURIComponent(link.slice(`${site.origin}/report/`.length));

  // The client sends a copy to their conveyancer from the page, by keyboard.
  await client.goto(link);
  const copies = client.getByRole('region', { name: copyWords.title });
  await copies.getByRole('textbox', { name: copyWords.email }).fill('pat@conveyancing.example');
  await copies.getByRole('radio', { name: COPY_ROLE_WORDS.conveyancer }).check();
  await copies.getByRole('button', { name: copyWords.send }).focus();
  await client.keyboard.press('Enter');
  await expect(copies.getByRole('status')).toContainText('Sent to pat@conveyancing.example');
  await expectNoAxeViolations(client);
  await screen(client, 'client-copies');

  // The adviser's mail: the copy's link opens the report read-only, with what an agent records.
  await site.idle();
  const [copyMail] = mailsTo(site, 'pat@conveyancing.example');
  expect(copyMail!.subject).toBe(`${REPORT_COPY_TITLES.copy}: ${reference}`);
  const copyLink = new RegExp(`${site.origin}/report/[A-Za-z0-9_.%~-]+`).exec(copyMail!.text)![0];
  expect(copyLink).not.toBe(link);
  const adviser = await browser.newPage({ viewport: PHONE, locale: 'en-AU' });
  await adviser.goto(copyLink);
  await expect(adviser.getByRole('heading', { level: 1, name: reportPageTitles.copy })).toBeFocused();
  const record = adviser.getByRole('region', { name: recordTerms.title });
  await expect(record).toContainText(recordTerms.licence);
  await expect(record).toContainText(recordTerms.version);
  await expect(adviser.getByRole('region', { name: copyWords.title })).toHaveCount(0);
  await expect(adviser.getByRole('region', { name: 'The inspection' })).not.toContainText('Price');
  await expect(adviser.getByRole('button', { name: /^Download the report/ })).toBeVisible();
  await expectNoAxeViolations(adviser);
  await screen(adviser, 'client-copy-view');

  // Four more make five; the sixth is refused, and the page offers no more.
  for (const n of [2, 3, 4, 5]) {
    const sent = await request.post(`${site.origin}${reportCopiesPath(clientToken)}`, {
      headers: { Origin: site.origin },
      data: { email: `adviser${n}@firm.example`, role: 'solicitor' },
    });
    expect(sent.status()).toBe(201);
  }
  const sixth = await request.post(`${site.origin}${reportCopiesPath(clientToken)}`, {
    headers: { Origin: site.origin },
    data: { email: 'sixth@firm.example', role: 'solicitor' },
  });
  expect([sixth.status(), await sixth.json()]).toEqual([409, { error: 'copy-limit' }]);
  await client.reload();
  await expect(copies.getByRole('button', { name: copyWords.send })).toHaveCount(0);
  await expect(copies).toContainText(`You have sent all ${REPORT_COPY_LIMIT} copies`);

  // The office withdraws the conveyancer's copy (its button is the office's page test's); its link then opens
  // nothing.
  const withdrawn = await request.post(`${site.origin}${officeRevokeCopyPath(reference, 1)}`, {
    headers: session.headers,
    data: {},
  });
  expect(withdrawn.status()).toBe(200);
  expect(((await withdrawn.json()) as OfficeEnquiryDetail).report!.copies[0]).toMatchObject({
    email: 'pat@conveyancing.example',
    revokedBy: 'office',
  });
  await adviser.reload();
  await expect(adviser.getByRole('heading', { level: 1, name: reportPageTitles.link })).toBeVisible();
  await adviser.close();
});
