/**
 * Issue 56: the end of an office session loses nothing the owner typed. On the real server, PostgreSQL and
 * SMTP, with the idle limit scaled down through the configuration (BOOKING_OFFICE_IDLE_SECONDS); the page's
 * own timers run on Playwright's fake clock, so no test waits out the limit.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { OFFICE_API } from '../src/api/office';
import { actionSpecs } from '../src/features/office/booking-panel';
import { WARN_LEAD_MS } from '../src/features/office/idle-warning';
import { startLedgerSite, type LedgerSite } from './support/ledger-site';
import { mailsTo, officeSession } from './support/office';
import { inDays } from './support/dates';
import { rowLinkName } from '../src/features/office/enquiry-row';
import { postEnquiry } from './support/enquiries';

const OWNER = 'owner@harbourline.example';
const IDLE_S = 10;
const LEAD_MS = Math.min(WARN_LEAD_MS, (IDLE_S * 1000) / 2);

test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 390, height: 844 } });

let site: LedgerSite;
test.beforeAll(async () => {
  site = await startLedgerSite({
    office: [OWNER],
    env: { BOOKING_OFFICE_IDLE_SECONDS: String(IDLE_S) },
    proof: false,
  });
});
test.afterAll(async () => site?.close());

async function enquire(request: APIRequestContext) {
  const { reference } = await postEnquiry(request, site, {
    name: 'Priya Raman',
    streetNumber: '8',
    streetName: 'Wattle Road',
    suburb: 'Ryde',
    postcode: '2112',
  });
  return reference;
}

test('the idle warning shows before the limit, and "Stay signed in" keeps the session', async ({
  page,
  context,
}) => {
  await (await officeSession(site, OWNER)).addTo(context);
  await page.clock.install();
  await page.goto(`${site.origin}/office`);
  await expect(page.getByRole('heading', { name: 'Enquiries' })).toBeVisible();
  const warning = page.getByRole('alert').filter({ hasText: 'You will be signed out' });
  await page.clock.fastForward(IDLE_S * 1000 - LEAD_MS - 1_000);
  await expect(warning).toHaveCount(0);
  await page.clock.fastForward(2_000);
  await expect(warning).toBeVisible();
  const stay = page.waitForResponse((r) => r.url().endsWith(OFFICE_API.status));
  await warning.getByRole('button', { name: 'Stay signed in' }).click();
  expect(((await (await stay).json()) as { signedInAs: string | null }).signedInAs).toBe(OWNER);
  await expect(warning).toHaveCount(0);
  // The limit counts again from that request: no warning, and still signed in, past the first deadline.
  await page.clock.fastForward(IDLE_S * 1000 - LEAD_MS - 1_000);
  await expect(warning).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Enquiries' })).toBeVisible();
});

test("at the limit the page clears the enquiries; a dialog's typed values come back after signing in again, to the same address", async ({
  page,
  context,
  request,
}) => {
  const reference = await enquire(request);
  await (await officeSession(site, OWNER)).addTo(context);
  await page.clock.install();
  await page.goto(`${site.origin}/office`);
  await page.getByRole('link', { name: rowLinkName(reference) }).click();
  await page.getByRole('button', { name: actionSpecs.confirm.label }).click();
  const dialog = page.getByRole('dialog', { name: actionSpecs.confirm.title });
  const note = 'Key under the mat; the dog is friendly.';
  await dialog.getByLabel('Date').fill(inDays(12));
  await dialog.getByLabel('From (Sydney time)').fill('09:00');
  await dialog.getByLabel(/Note to the client/).fill(note);

  // The limit passes with nothing done: the sign-in, and nothing of the enquiry left on the page.
  await page.clock.fastForward(IDLE_S * 1000 + 1_000);
  await expect(page.getByRole('button', { name: 'Send me a code' })).toBeVisible();
  await expect(page.getByText(/session has ended/i)).toBeVisible();
  await expect(page.locator('body')).not.toContainText(reference);
  await expect(page.locator('body')).not.toContainText('Priya Raman');

  // Signing in again with a mailed code, in the same page: the dialog's values are offered back.
  const before = mailsTo(site, OWNER).length;
  await page.getByLabel('Your e-mail address').fill(OWNER);
  await page.getByRole('button', { name: 'Send me a code' }).click();
  await expect.poll(() => mailsTo(site, OWNER).length, { timeout: 10_000 }).toBeGreaterThan(before);
  const code = /^\s+(\d{6,8})\s*$/m.exec(mailsTo(site, OWNER).at(-1)!.text)![1]!;
  await page.getByLabel(/-digit code/).fill(code);
  await page.getByLabel(/-digit code/).press('Enter');
  const offer = page.getByRole('status').filter({ hasText: 'When your session ended' });
  await expect(offer).toContainText(reference);
  await offer.getByRole('button', { name: 'Go back to it' }).click();
  const again = page.getByRole('dialog', { name: actionSpecs.confirm.title });
  await expect(again.getByLabel(/Note to the client/)).toHaveValue(note);
  await expect(again.getByLabel('Date')).toHaveValue(inDays(12));
  await expect(again.getByLabel('From (Sydney time)')).toHaveValue('09:00');
});
