import type { APIRequestContext, Page, Request } from '@playwright/test';
import { oneYearAfter, sydneyDate } from '../src/domain/booking/sydney-time';
import type { AutomationCall, AutomationMode } from './support/automation-server';
import { watchCsp } from './support/csp';
import { solvedProof } from './support/proof';
import { expect, startStatelessSite, test, type StatelessSite } from './support/stateless-site';
import { holdScripts, isHydrated, waitForHydration, watchConsole } from './support/site';
import { bookingFieldNames } from '../src/domain/booking/form-values';
import { BOOT_LIVE_ATTRIBUTE } from '../src/features/booking/handoff';
import { addonOptions, estimate, serviceOptions } from '../src/domain/booking/options';
import { BUSY_RETRY_AFTER_S } from '../src/server/booking-handler';
import { FIRST_RETRY_MS, RETRY_CAP_MS } from '../src/features/booking/outbox';
import { inDays } from './support/dates';
import { FAILURE_TITLE, SAVED_ON_DEVICE, SAVED_TITLE } from '../src/features/booking/notice-words';

// The form posts to the site's own /api/bookings (the booking handler, as on the hosts), which forwards to
// the stand-in automation on its own loopback port. Each worker has a site and an automation of its own
// (support/stateless-site.ts), so a worker's tests, which run one at a time, never see another's calls.
let site: StatelessSite;

async function setAutomation(mode: AutomationMode, delayMs = 0) {
  const response = await fetch(`${site.automation}/__control`, {
    method: 'POST',
    body: JSON.stringify({ mode, delayMs, clear: true }),
  });
  expect(response.status).toBe(204);
}

async function calls(automation = site.automation): Promise<AutomationCall[]> {
  return (await (await fetch(`${automation}/__received`)).json()) as AutomationCall[];
}

/** Once the form's own code is in: it sends itself (before that, the boot script holds a press for it). */
const formCodeIn = (page: Page) =>
  expect(page.locator('#contact form')).toHaveAttribute(BOOT_LIVE_ATTRIBUTE, '', { timeout: 10_000 });

async function openForm(page: Page, search = '') {
  await page.goto(`/${search}#contact`);
  await waitForHydration(page);
  await formCodeIn(page);
  await expect(submit(page)).toBeEnabled();
}

// Option labels carry today's prices, so they come from the content, by title.
const serviceLabel = (title: string) => serviceOptions.find((o) => o.title === title)!.label;
const addonLabel = (title: string) => addonOptions.find((o) => o.title === title)!.label;

// The choices fillValid makes.
const prePurchase = serviceOptions.find((o) => o.slug === 'pre-purchase-building-inspection')!;
const thermal = addonOptions.find((o) => o.title === 'Thermal Imaging Scan')!;

/** Fills the brief's fields; `booker` when someone books for a client, whose own fields then say 'Your ...'. */
async function fillValid(page: Page, { booker = false } = {}) {
  await page.getByLabel(booker ? 'Your full name' : 'Full name', { exact: true }).fill('  Mary-Jane O’Neil ');
  await page.getByLabel(booker ? 'Your email' : 'Email', { exact: true }).fill(' Mary.Jane@Example.COM ');
  await page.getByLabel(booker ? 'Your mobile number' : 'Mobile number').fill('0412 345 678');
  await page.getByLabel('Unit').fill('Unit 5');
  await page.getByLabel('Street/Lot number').fill('12A');
  await page.getByLabel('Street name').fill('Smith Street');
  await page.getByLabel('Suburb').fill('Parramatta');
  await page.getByLabel('Postcode').fill('2150');
  await page.getByLabel('Inspection', { exact: true }).selectOption({ label: prePurchase.label });
  await page.getByLabel('Add-ons').selectOption(thermal.label);
  await page.getByLabel('Message').fill('Gate code 1234, please call first.');
}

const submit = (page: Page) => page.getByRole('button', { name: /Submit Booking Request|Submitting/ });
const failureNotice = (page: Page) =>
  page.getByRole('alert').filter({ hasText: new RegExp(`${FAILURE_TITLE}|${SAVED_TITLE}`) });
const successToast = (page: Page) =>
  page.locator('[data-sonner-toast]').filter({ hasText: 'Booking Request Received' });
const timing = (page: Page) => page.locator('#contact details');
const SAVED = SAVED_ON_DEVICE;
const outboxOf = (page: Page) => page.evaluate(() => localStorage.getItem('booking-outbox-v1'));

/**
 * Sets off every retry the pages' outbox runners have scheduled, on the page's fake clock (page.clock,
 * installed before the page opened): a jump past the backoff's longest step fires each due timer once. Then a
 * second of real time lets any send those timers began (a challenge, a proof, the post) reach the automation,
 * where the test counts it. The backoff's own schedule runs on the real clock in one test (the 502 below).
 */
async function fireEveryRetry(page: Page) {
  await page.clock.fastForward(RETRY_CAP_MS + 1_000);
  await page.waitForTimeout(1_000);
}

test.beforeEach(async ({ page, site: workerSite }) => {
  site = workerSite;
  await setAutomation('ok');
  // Start each test without a draft left by the one before.
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('__e2e_started')) {
      sessionStorage.clear();
      sessionStorage.setItem('__e2e_started', '1');
    }
  });
});

test('a valid booking is forwarded once, with its Idempotency-Key, and the visitor sees the reference', async ({
  page,
  request,
}) => {
  // The site is served with the host config's Content-Security-Policy: the post to its own origin passes it.
  expect((await request.get('/')).headers()['content-security-policy']).toContain("connect-src 'self';");
  // Validation (zod) and the post must both pass the policy: not one violation through a whole booking.
  const violations = await watchCsp(page);
  await openForm(page);
  await fillValid(page);
  await expect(page.getByText(estimate(prePurchase.label, thermal.label)!, { exact: true })).toBeVisible();
  const before = Date.now();
  const answer = page.waitForResponse('**/api/bookings');
  await submit(page).click();
  expect((await answer).status()).toBe(202);

  const toast = successToast(page);
  await expect(toast).toBeVisible();
  await expect(toast).toContainText("Thank you! We'll contact you shortly to confirm your inspection.");
  await expect(toast).toContainText(/Your reference: HBI-[2-9A-HJKMNP-TW-Z]{6}\./);
  // The confirmation also stays in the form, in a live region, after the toast has gone.
  const status = page.locator('#contact').getByRole('status', { name: 'Booking confirmation' });
  await expect(status).toContainText('Booking Request Received.');
  await expect(status).toContainText(/Your reference: HBI-\w{6}/);
  await expect(status).toContainText('a deposit then secures the booking');

  const received = await calls();
  expect(received).toHaveLength(1);
  const [{ idempotencyKey, body }] = received as [AutomationCall];
  const reference = /HBI-\w{6}/.exec((await status.textContent()) ?? '')![0];
  expect(body).toMatchObject({
    name: 'Mary-Jane O’Neil',
    email: 'mary.jane@example.com',
    phone: '0412 345 678',
    unit: 'Unit 5',
    streetNumber: '12A',
    streetName: 'Smith Street',
    suburb: 'Parramatta',
    postcode: '2150',
    service: prePurchase.label,
    addon: thermal.label,
    message: 'Gate code 1234, please call first.',
    address: 'Unit 5, 12A, Smith Street, Parramatta, NSW 2150',
    source: '127.0.0.1',
    formType: 'booking',
    reference,
    bookedBy: 'Buyer or owner',
    clientName: '',
    clientContact: '',
  });
  expect(idempotencyKey).toBe(body.submissionId);
  expect(String(body.submissionId)).toMatch(/^[0-9a-f-]{32,36}$/);
  expect(String(body.timestamp)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  expect(Date.parse(String(body.timestamp))).toBeGreaterThanOrEqual(before - 1000);
  expect(Object.keys(body).sort()).toEqual(
    [
      ...bookingFieldNames,
      'address',
      'timestamp',
      'source',
      'formType',
      'submissionId',
      'receivedAt',
      'reference',
    ].sort(),
  );

  await expect(page.getByLabel('Full name', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('Inspection', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('Add-ons')).toHaveValue('No add-ons');
  expect(await page.evaluate(() => sessionStorage.getItem('booking-draft-v1'))).toBeNull();
  expect(violations).toEqual([]);
});

test("an agent's booking names who booked, and carries the client's name and contact", async ({ page }) => {
  const violations = await watchCsp(page);
  await openForm(page);
  const clientName = page.getByLabel("Client's full name");
  // Only someone booking for a client is asked for the client's details.
  await expect(clientName).toBeHidden();
  await page.getByLabel('Who is booking?').selectOption("Buyer's agent");
  await expect(clientName).toBeVisible();
  await expect(page.getByText('The report is made out to your client and sent to them.')).toBeVisible();
  await fillValid(page, { booker: true });
  await submit(page).click();
  // Without the client's details the form says what is missing, and sends nothing.
  await expect(clientName).toHaveAccessibleDescription("Please enter your client's name");
  await expect(page.getByLabel("Client's phone or email")).toHaveAccessibleDescription(
    "Please enter your client's phone number or email address",
  );
  await expect(page.getByRole('alert').filter({ hasText: 'problems' })).toContainText(
    "Client's full name: Please enter your client's name",
  );
  expect(await calls()).toHaveLength(0);

  await clientName.fill('Ana Silva');
  await page.getByLabel("Client's phone or email").fill('0491 570 156');
  const answer = page.waitForResponse('**/api/bookings');
  await submit(page).click();
  expect((await answer).status()).toBe(202);
  await expect(successToast(page)).toBeVisible();
  const [call] = (await calls()) as [AutomationCall];
  expect(call.body).toMatchObject({
    bookedBy: "Buyer's agent",
    clientName: 'Ana Silva',
    clientContact: '0491 570 156',
    name: 'Mary-Jane O’Neil',
    email: 'mary.jane@example.com',
  });
  expect(violations).toEqual([]);
});

test('an empty submit focuses the first field and announces the errors', async ({ page }) => {
  await openForm(page);
  await submit(page).click();
  const name = page.getByLabel('Full name', { exact: true });
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription('Name must be at least 2 characters');
  const summary = page.getByRole('alert').filter({ hasText: 'problems with your booking request' });
  await expect(summary).toContainText('Please select an inspection service');
  await expect(summary).toContainText('Please enter a valid 4-digit Australian postcode');
  expect(await calls()).toHaveLength(0);

  // Errors update as the visitor corrects each field.
  await page.getByLabel('Postcode').fill('3000');
  await expect(page.getByLabel('Postcode')).toHaveAccessibleDescription(
    'Please enter a valid NSW postcode (2000-2999)',
  );
  await name.fill('Al');
  await expect(name).not.toHaveAttribute('aria-invalid', 'true');
});

test('an automation that fails keeps every value and offers phone, email and a mailto; the retry sends the same enquiry', async ({
  page,
}) => {
  await setAutomation('error500');
  const violations = await watchCsp(page);
  await openForm(page);
  await fillValid(page);
  const answer = page.waitForResponse('**/api/bookings');
  await submit(page).click();
  expect((await answer).status()).toBe(502);

  const notice = failureNotice(page);
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('(02) 5550 1234');
  await expect(notice).toContainText('info@');
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: SAVED_TITLE })).toBeVisible();
  const mailto = notice.getByRole('link', { name: 'Email these details' });
  const href = decodeURIComponent((await mailto.getAttribute('href')) ?? '');
  expect(href).toMatch(/^mailto:info@/);
  expect(href).toContain('Mary-Jane O’Neil');
  expect(href).toContain('Unit 5, 12A Smith Street, Parramatta NSW 2150');

  await expect(page.getByLabel('Full name', { exact: true })).toHaveValue('  Mary-Jane O’Neil ');
  await expect(page.getByLabel('Inspection', { exact: true })).toHaveValue(
    serviceLabel('Pre-Purchase Building Inspection'),
  );
  await expect(page.getByLabel('Message')).toHaveValue('Gate code 1234, please call first.');

  // The handler tried twice (one retry on a 5xx), both times with the enquiry's own key; the site's 502 kept
  // the enquiry on the device, whose own retries (from 2 s on) carry the same key too.
  await expect(notice).toContainText(SAVED);
  const failed = await calls();
  expect(failed.length).toBeGreaterThanOrEqual(2);
  const id = failed[0]!.body.submissionId;
  expect(failed.every((call) => call.idempotencyKey === id)).toBe(true);

  await setAutomation('ok');
  await submit(page).click();
  await expect(successToast(page)).toBeVisible();
  // The success notice takes the failure notice's place rather than stacking on top of it.
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(1);
  const [retry] = await calls();
  expect(retry!.body.submissionId).toBe(id);
  expect(retry!.idempotencyKey).toBe(id);
  expect(violations).toEqual([]);
});

test('a dropped connection to the automation: the failure notice, every value kept, and the enquiry saved on the device', async ({
  page,
}) => {
  await setAutomation('reset');
  await openForm(page);
  await fillValid(page);
  await submit(page).click();
  await expect(failureNotice(page)).toBeVisible();
  await expect(failureNotice(page)).toContainText(SAVED);
  await expect(page.getByLabel('Suburb')).toHaveValue('Parramatta');
  await expect(submit(page)).toBeEnabled();
  // The site tried the automation twice (a retry on a dropped connection) before answering 502.
  expect((await calls()).length).toBeGreaterThanOrEqual(2);
});

test('an automation that never answers: the site gives up after 8 seconds and the visitor can retry', async ({
  page,
}) => {
  test.setTimeout(40_000);
  await setAutomation('hang');
  await openForm(page);
  await fillValid(page);
  const answered = page.waitForResponse(
    (response) => response.url().endsWith('/api/bookings') && response.request().method() === 'POST',
  );
  const started = Date.now();
  await submit(page).click();
  await expect(submit(page)).toHaveText(/Submitting\.\.\./);
  await expect(submit(page)).toBeDisabled();
  // The site's own limit ended the wait, not the browser's 10-second abort: the answer is the site's 502.
  // (A wall-clock upper bound here measured the test driver on a busy machine, not the page.)
  const response = await answered;
  expect(response.status()).toBe(502);
  await expect(failureNotice(page)).toBeVisible();
  expect(Date.now() - started).toBeGreaterThan(7_500);
  await expect(submit(page)).toHaveText('Submit Booking Request');
});

test('a site that never answers is given up on by the browser after about 10 seconds', async ({ page }) => {
  test.setTimeout(40_000);
  // The site itself hangs (an overloaded host): only the browser's own 10-second abort can end the wait.
  await page.route('**/api/bookings', () => {});
  await openForm(page);
  await fillValid(page);
  const started = Date.now();
  await submit(page).click();
  await expect(failureNotice(page)).toBeVisible({ timeout: 15_000 });
  const elapsed = Date.now() - started;
  expect(elapsed).toBeGreaterThan(9_000);
  expect(elapsed).toBeLessThan(13_000);
});

test('a POST from another origin is refused and reaches nobody', async ({ page, request }) => {
  const forged = await request.post('/api/bookings', {
    headers: { Origin: 'https://elsewhere.example', 'Content-Type': 'application/json' },
    data: { name: 'Forged' },
  });
  expect(forged.status()).toBe(403);
  expect(forged.headers()['access-control-allow-origin']).toBeUndefined();

  // A page on another origin (the automation's port serves one) cannot post either: the
  // preflight is refused, so the browser never sends the enquiry.
  await page.goto(`${site.automation}/elsewhere`);
  const outcome = await page.evaluate(async (site) => {
    try {
      const response = await fetch(`${site}/api/bookings`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: 'Cross Site' }),
      });
      return `answered ${response.status}`;
    } catch {
      return 'blocked';
    }
  }, site.origin);
  expect(outcome).toBe('blocked');
  expect(await calls()).toHaveLength(0);
});

const directEnquiry = (submissionId: string) => ({
  name: 'Load Tester',
  email: 'load@example.com',
  phone: '0412 345 678',
  unit: '',
  streetNumber: '1',
  streetName: 'George Street',
  suburb: 'Sydney',
  postcode: '2000',
  service: serviceLabel('Pre-Purchase Building Inspection'),
  addon: 'No add-ons',
  message: '',
  address: 'ignored by the server',
  timestamp: new Date().toISOString(),
  source: '127.0.0.1',
  formType: 'booking',
  submissionId,
});

test('a valid enquiry posted without a proof of work is refused and reaches nobody', async ({ request }) => {
  const refused = await request.post('/api/bookings', { data: directEnquiry('no-proof-0001') });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toEqual({ error: 'challenge', reason: 'missing' });
  // The same enquiry with its proof goes through, and the proof itself goes no further than the site.
  const accepted = await request.post('/api/bookings', {
    data: { ...directEnquiry('no-proof-0001'), proof: await solvedProof(request, 'no-proof-0001') },
  });
  expect(accepted.status()).toBe(202);
  const received = await calls();
  expect(received).toHaveLength(1);
  expect(received[0]!.body).not.toHaveProperty('proof');
});

test('200 enquiries sent at once all reach the automation exactly once', async ({ playwright }) => {
  // Each needs its proof of work, solved here first, then all are sent at once. At a visitor's difficulty
  // the 200 proofs took this process 15-20 s of CPU (10-40 s on a busy machine) before the first post; on a
  // site of its own whose challenges ask for little work, the proofs are still issued, solved and checked,
  // and the time goes to the posts. Every other journey here solves its proof at a visitor's difficulty.
  // Up to 30 rounds of posts on a busy machine, with room for the last check to say what went wrong.
  test.setTimeout(120_000);
  const own = await startStatelessSite({ challengeMaxCounter: 20 });
  const request = await playwright.request.newContext({ baseURL: own.origin });
  try {
    await twoHundredAtOnce(request, own.automation);
  } finally {
    await request.dispose();
    await own.close();
  }
});

async function twoHundredAtOnce(request: APIRequestContext, automation: string) {
  const ids = Array.from({ length: 200 }, (_, i) => `load-test-${String(i).padStart(4, '0')}`);
  const proofs: Awaited<ReturnType<typeof solvedProof>>[] = [];
  for (const submissionId of ids) proofs.push(await solvedProof(request, submissionId));
  // The server holds only so many at once (src/server/load-gate.ts): each of the others is answered 503 with
  // Retry-After and sent again, with the same proof, as the visitor's outbox would (here without the wait).
  let waiting = ids.map((submissionId, i) => ({ submissionId, proof: proofs[i] }));
  for (let round = 0; waiting.length > 0 && round < 30; round++) {
    if (round > 0) await new Promise((resolve) => setTimeout(resolve, 200));
    const answers = await Promise.all(
      waiting.map(({ submissionId, proof }) =>
        request.post('/api/bookings', { data: { ...directEnquiry(submissionId), proof } }),
      ),
    );
    for (const answer of answers) {
      expect([202, 503]).toContain(answer.status());
      if (answer.status() === 503) expect(answer.headers()['retry-after']).toBe(String(BUSY_RETRY_AFTER_S));
    }
    waiting = waiting.filter((_, i) => answers[i]!.status() === 503);
  }
  expect(waiting).toEqual([]);
  const received = await calls(automation);
  expect(received).toHaveLength(200);
  expect(received.map((call) => call.idempotencyKey).sort()).toEqual(ids);
  expect(received.every((call) => call.body.address === '1, George Street, Sydney, NSW 2000')).toBe(true);
}

test('a double click sends one request', async ({ page }) => {
  await setAutomation('ok', 800);
  await openForm(page);
  await fillValid(page);
  await submit(page).dblclick();
  await expect(successToast(page)).toBeVisible();
  await page.waitForTimeout(500);
  expect(await calls()).toHaveLength(1);
});

test('a reload keeps the draft', async ({ page }) => {
  await openForm(page);
  await page.getByLabel('Full name', { exact: true }).fill('Sam Lee');
  await page.getByLabel('Suburb').fill('Manly');
  await page.getByLabel('Inspection', { exact: true }).selectOption({ index: 3 });
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByLabel('Full name', { exact: true })).toHaveValue('Sam Lee');
  await expect(page.getByLabel('Suburb')).toHaveValue('Manly');
  await expect(page.getByLabel('Inspection', { exact: true })).toHaveValue(/^Pre-Sale \/ Vendor Inspection/);
});

test('the address chooses the inspection by slug, title or label, and wins over the draft', async ({
  page,
}) => {
  await openForm(page);
  await page.getByLabel('Inspection', { exact: true }).selectOption({ index: 1 });
  await page.getByLabel('Full name', { exact: true }).fill('Draft Keeper');
  await openForm(page, '?service=dilapidation-reports&addon=moisture-testing');
  await expect(page.getByLabel('Full name', { exact: true })).toHaveValue('Draft Keeper');
  await expect(page.getByLabel('Inspection', { exact: true })).toHaveValue(
    serviceLabel('Dilapidation Reports'),
  );
  await expect(page.getByLabel('Add-ons')).toHaveValue(addonLabel('Moisture Testing'));

  await openForm(page, `?service=${encodeURIComponent('strata / multi-unit INSPECTIONS')}`);
  await expect(page.getByLabel('Inspection', { exact: true })).toHaveValue(
    serviceLabel('Strata / Multi-Unit Inspections'),
  );

  await openForm(
    page,
    `?service=${encodeURIComponent('Progress / Stage Inspections - Contact for Quote (5 stage options)')}`,
  );
  await expect(page.getByLabel('Inspection', { exact: true })).toHaveValue(
    'Progress / Stage Inspections - Contact for Quote (5 stage options)',
  );
  await expect(page.getByText('Quote on request')).toBeVisible();
});

test('hostile address values are ignored and never rendered', async ({ page }) => {
  let dialogs = 0;
  page.on('dialog', (dialog) => {
    dialogs++;
    void dialog.dismiss();
  });
  const evil = encodeURIComponent('<img src=x onerror=alert(1)>');
  await openForm(page, `?service=${evil}&addon=${encodeURIComponent('"><script>alert(2)</script>')}`);
  await expect(page.getByLabel('Inspection', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('Add-ons')).toHaveValue('No add-ons');
  expect(await page.locator('img[src="x"]').count()).toBe(0);
  expect(await page.content()).not.toContain('onerror=alert');
  expect(dialogs).toBe(0);
});

test('choosing a card on the home page preselects it in the form without a reload', async ({ page }) => {
  await openForm(page);
  await page
    .locator('#products')
    .getByRole('link', { name: 'Re-Inspections / Follow-Ups', exact: true })
    .click();
  await expect(page.getByLabel('Inspection', { exact: true })).toHaveValue(
    serviceLabel('Re-Inspections / Follow-Ups'),
  );
  await page
    .locator('#products')
    .getByRole('link', { name: 'Mould or Asbestos Visual Check', exact: true })
    .click();
  await expect(page.getByLabel('Add-ons')).toHaveValue(addonLabel('Mould or Asbestos Visual Check'));
  await expect(
    page.getByText(
      estimate(serviceLabel('Re-Inspections / Follow-Ups'), addonLabel('Mould or Asbestos Visual Check'))!,
      { exact: true },
    ),
  ).toBeVisible();
});

test('a filled honeypot looks successful but sends nothing', async ({ page }) => {
  await openForm(page);
  await fillValid(page);
  await page.locator('input[name="leave_this_blank"]').fill('https://spam.example', { force: true });
  await submit(page).click();
  await expect(successToast(page)).toBeVisible();
  expect(await calls()).toHaveLength(0);
});

test.describe('timing and access (optional)', () => {
  const today = sydneyDate(new Date());
  const inAWeek = inDays(7);

  test('opens by keyboard, checks each rule, and sends every field', async ({ page }) => {
    await openForm(page);
    const panel = timing(page);
    await expect(panel).not.toHaveAttribute('open');
    await expect(page.getByLabel('Preferred inspection date')).toBeHidden();
    // By keyboard: from the message field, Tab reaches the disclosure; Enter opens it.
    await page.getByLabel('Message').focus();
    await page.keyboard.press('Tab');
    await expect(panel.locator('summary')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(panel).toHaveAttribute('open');
    const date = page.getByLabel('Preferred inspection date');
    await expect(date).toHaveAttribute('type', 'date');
    await expect(date).toHaveAttribute('min', today);
    await expect(date).toHaveAttribute('max', oneYearAfter(today));

    await fillValid(page);
    // Each rule has its own message, announced with its field.
    await date.fill(inDays(-1));
    await page.getByLabel('Report needed by').fill(oneYearAfter(oneYearAfter(today)));
    await page.getByLabel("Access contact's name").fill('Agent 007');
    await page.getByLabel("Access contact's phone").fill('12345');
    await submit(page).click();
    await expect(date).toHaveAccessibleDescription('Preferred date cannot be in the past');
    await expect(date).toBeFocused();
    await expect(page.getByLabel('Report needed by')).toHaveAccessibleDescription(
      /Report date must be within the next 12 months/,
    );
    await expect(page.getByLabel("Access contact's name")).toHaveAccessibleDescription(
      'Access contact name can only contain letters, spaces, hyphens and apostrophes',
    );
    await expect(page.getByLabel("Access contact's phone")).toHaveAccessibleDescription(
      /Please enter an Australian landline or mobile number/,
    );
    expect(await calls()).toHaveLength(0);

    await date.fill(inAWeek);
    await page.getByLabel('Preferred time').selectOption('Morning');
    await page.getByLabel('Report needed by').fill(inAWeek);
    await page.getByLabel('Reason for that date').selectOption('Auction');
    await page.getByLabel('Who will give us access?').selectOption('Selling agent');
    await page.getByLabel("Access contact's name").fill('Priya Shah');
    await page.getByLabel("Access contact's phone").fill('02 9876 5432');
    await submit(page).click();
    await expect(successToast(page)).toBeVisible();
    const [{ body }] = (await calls()) as [AutomationCall];
    expect(body).toMatchObject({
      preferredDate: inAWeek,
      preferredTime: 'Morning',
      reportNeededBy: inAWeek,
      deadlineReason: 'Auction',
      access: 'Selling agent',
      accessName: 'Priya Shah',
      accessPhone: '02 9876 5432',
    });
  });

  test('an error inside the closed panel opens it and takes the focus there', async ({ page }) => {
    await openForm(page);
    await fillValid(page);
    const panel = timing(page);
    await panel.locator('summary').click();
    await page.getByLabel("Access contact's phone").fill('12345');
    await panel.locator('summary').click();
    await expect(panel).not.toHaveAttribute('open');
    await submit(page).click();
    await expect(panel).toHaveAttribute('open');
    await expect(page.getByLabel("Access contact's phone")).toBeFocused();
  });

  test.describe('by touch', () => {
    test.use({ hasTouch: true, viewport: { width: 375, height: 800 } });

    test('a tap opens it and its selects take a choice', async ({ page }) => {
      await openForm(page);
      const panel = timing(page);
      await panel.locator('summary').tap();
      await expect(panel).toHaveAttribute('open');
      await page.getByLabel('Who will give us access?').selectOption('Tenant');
      await expect(page.getByLabel('Who will give us access?')).toHaveValue('Tenant');
      await panel.locator('summary').tap();
      await expect(panel).not.toHaveAttribute('open');
    });
  });
});

for (const width of [375, 1280]) {
  test(`at ${width} px, what is typed before the app starts survives it and wins over the draft; then it sends`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    // A draft from earlier in this tab: what is typed now must win over it; it fills what is not typed.
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('__draft_set')) {
        sessionStorage.setItem('__draft_set', '1');
        sessionStorage.setItem(
          'booking-draft-v1',
          JSON.stringify({ name: 'Old Draft', suburb: 'Bondi', phone: '0412 345 678' }),
        );
      }
    });
    const release = await holdScripts(page);
    await page.goto('/?service=dilapidation-reports#contact', { waitUntil: 'commit' });
    expect(await isHydrated(page)).toBe(false);
    await page.getByLabel('Full name', { exact: true }).fill('Pre Start');
    await page.getByLabel('Suburb').fill('Newtown');
    // Chosen before the start; the address's service still wins for that field.
    await page.getByLabel('Inspection', { exact: true }).selectOption({ index: 2 });
    // The timing disclosure opens with no script.
    await timing(page).locator('summary').click();
    await page.getByLabel('Who will give us access?').selectOption('Owner');
    // With no script run yet, the button is disabled; Enter does not post the form as a page request.
    await expect(page.getByRole('button', { name: 'Submit Booking Request' })).toBeDisabled();
    await page.getByLabel('Suburb').press('Enter');
    expect(await isHydrated(page)).toBe(false);

    release();
    await waitForHydration(page);
    await expect(submit(page)).toHaveText('Submit Booking Request');
    await expect(submit(page)).toBeEnabled();
    await expect(page.getByLabel('Full name', { exact: true })).toHaveValue('Pre Start');
    await expect(page.getByLabel('Suburb')).toHaveValue('Newtown');
    await expect(page.getByLabel('Mobile number')).toHaveValue('0412 345 678');
    await expect(page.getByLabel('Who will give us access?')).toHaveValue('Owner');
    await expect(page.getByLabel('Inspection', { exact: true })).toHaveValue(
      serviceLabel('Dilapidation Reports'),
    );

    await page.getByLabel('Email', { exact: true }).fill('pre.start@example.com');
    await page.getByLabel('Street/Lot number').fill('7');
    await page.getByLabel('Street name').fill('King Street');
    await page.getByLabel('Postcode').fill('2042');
    await submit(page).click();
    await expect(successToast(page)).toBeVisible();
    const [{ body }] = (await calls()) as [AutomationCall];
    expect(body).toMatchObject({
      name: 'Pre Start',
      suburb: 'Newtown',
      phone: '0412 345 678',
      service: serviceLabel('Dilapidation Reports'),
      access: 'Owner',
    });
  });
}

test("before the app starts, an agent gets the client's fields, and what they type there survives the start", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const release = await holdScripts(page);
  await page.goto('/#contact', { waitUntil: 'commit' });
  expect(await isHydrated(page)).toBe(false);
  const clientName = page.getByLabel("Client's full name");
  await expect(clientName).toBeHidden();
  // The stylesheet shows them: no script has run.
  await page.getByLabel('Who is booking?').selectOption('Conveyancer or solicitor');
  await expect(clientName).toBeVisible();
  await clientName.fill('Ana Silva');
  await page.getByLabel("Client's phone or email").fill('ana@example.com');
  expect(await isHydrated(page)).toBe(false);

  release();
  await waitForHydration(page);
  await expect(page.getByLabel('Who is booking?')).toHaveValue('Conveyancer or solicitor');
  await expect(clientName).toHaveValue('Ana Silva');
  // Once the app runs, the booker's own fields say whose they are.
  await expect(page.getByLabel('Your full name', { exact: true })).toBeVisible();
  await fillValid(page, { booker: true });
  await submit(page).click();
  await expect(successToast(page)).toBeVisible();
  const [{ body }] = (await calls()) as [AutomationCall];
  expect(body).toMatchObject({
    bookedBy: 'Conveyancer or solicitor',
    clientName: 'Ana Silva',
    clientContact: 'ana@example.com',
  });
});

test.describe('a lost signal loses nothing', () => {
  test('the proof of work starts only once the visitor touches the form, in a worker from the site itself', async ({
    page,
    baseURL,
  }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await openForm(page);
    await page.waitForTimeout(500);
    expect(requests.filter((path) => path.startsWith('/api/bookings') || path.includes('proof'))).toEqual([]);
    const challenge = page.waitForRequest('**/api/bookings/challenge?submissionId=*');
    const worker = page.waitForEvent('worker');
    await page.getByLabel('Full name', { exact: true }).focus();
    await challenge;
    expect((await worker).url()).toMatch(new RegExp(`^${baseURL}/assets/proof-worker-[\\w-]+\\.js$`));
  });

  test('offline as they press submit: saved on the device, sent once when the signal is back, and the reference shown', async ({
    page,
    context,
  }) => {
    const violations = await watchCsp(page);
    await page.clock.install();
    await openForm(page);
    await fillValid(page);
    await context.setOffline(true);
    await submit(page).click();
    await expect(failureNotice(page)).toContainText(SAVED);
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: SAVED_TITLE })).toContainText(SAVED);
    // Every value is still in the form, and the enquiry is kept on the device.
    await expect(page.getByLabel('Street name')).toHaveValue('Smith Street');
    expect(await outboxOf(page)).toContain('Smith Street');
    expect(await calls()).toHaveLength(0);

    await context.setOffline(false);
    await expect(successToast(page)).toBeVisible({ timeout: 20_000 });
    const status = page.locator('#contact').getByRole('status', { name: 'Booking confirmation' });
    await expect(status).toContainText(/Your reference: HBI-\w{6}/);
    await expect(page.getByLabel('Street name')).toHaveValue('');
    // Exactly once, however many retries the timer or the online event set off.
    await fireEveryRetry(page);
    const received = await calls();
    expect(received).toHaveLength(1);
    expect(await status.textContent()).toContain(String(received[0]!.body.reference));
    expect(await outboxOf(page)).toBeNull();
    expect(violations).toEqual([]);
  });

  test('offline, the page closed: another page of the site sends it once the signal is back', async ({
    page,
    context,
  }) => {
    await page.clock.install();
    await openForm(page);
    await fillValid(page);
    await context.setOffline(true);
    await submit(page).click();
    await expect(failureNotice(page)).toContainText(SAVED);
    await page.close();

    await context.setOffline(false);
    const later = await context.newPage();
    const violations = await watchCsp(later);
    await later.goto('/knowledge/tips');
    await expect(
      later.locator('[data-sonner-toast]').filter({ hasText: 'Booking Request Received' }),
    ).toContainText(/Your reference: HBI-\w{6}/, { timeout: 20_000 });
    await fireEveryRetry(later);
    const received = await calls();
    expect(received).toHaveLength(1);
    expect(received[0]!.body).toMatchObject({ streetName: 'Smith Street', suburb: 'Parramatta' });
    expect(await outboxOf(later)).toBeNull();
    expect(violations).toEqual([]);
  });

  test('two tabs retrying the same waiting enquiry: it is sent once', async ({ page, context }) => {
    await setAutomation('error500');
    // The clock of the whole context: both tabs' runners wait on it.
    await page.clock.install();
    await openForm(page);
    await fillValid(page);
    await submit(page).click();
    await expect(failureNotice(page)).toContainText(SAVED);
    // A second tab of the site: its outbox runner finds the same entry and retries on the same schedule.
    const other = await context.newPage();
    await other.goto('/knowledge/guides');
    await waitForHydration(other);
    await setAutomation('ok');
    // Both runners' next retries come due together, and each tab's timer fires.
    await page.clock.fastForward(RETRY_CAP_MS + 1_000);
    await expect.poll(async () => outboxOf(page), { timeout: 15_000 }).toBeNull();
    await fireEveryRetry(page);
    expect(await calls()).toHaveLength(1);
  });

  // The backoff's one test on the real clock: the first retry comes by itself, FIRST_RETRY_MS after the failure.
  test('an automation that is down (502): the enquiry waits on the device and goes through when it recovers', async ({
    page,
  }) => {
    await setAutomation('error500');
    await openForm(page);
    await fillValid(page);
    await submit(page).click();
    // The automation's 500, tried twice by the site, reaches the visitor as the site's 502.
    await expect(failureNotice(page)).toContainText(SAVED);
    const failed = await calls();
    const id = failed[0]!.body.submissionId;
    await setAutomation('ok');
    await expect(successToast(page)).toBeVisible({ timeout: 40_000 });
    await page.waitForTimeout(3000);
    const received = await calls();
    expect(received).toHaveLength(1);
    expect(received[0]!.idempotencyKey).toBe(id);
  });

  test('an answer lost after the site forwarded: the same enquiry is sent again, under the same id and reference', async ({
    page,
  }) => {
    let lost = false;
    await page.route('**/api/bookings', async (route) => {
      if (route.request().method() !== 'POST' || lost) return route.continue();
      lost = true;
      // The site takes the enquiry and forwards it; its answer never reaches the phone.
      await route.fetch();
      await route.abort('connectionreset');
    });
    await page.clock.install();
    await openForm(page);
    await fillValid(page);
    await submit(page).click();
    await expect(failureNotice(page)).toContainText(SAVED);
    // The first retry comes due on the fake clock. The notice can show before the outbox has armed its timer
    // (a clean clone at load 5 once moved the clock first, and the retry then waited on a clock that never
    // moved again), so the clock moves on in steps of the first retry's delay until the retry has gone. It
    // never moves while a request of the site's is under way: a move past the 10 s abort would cancel the
    // retry itself (CI at load 7 once did that to every retry for 20 s, moving 30 s at a time).
    const inFlight = new Set<Request>();
    const api = (request: Request) => new URL(request.url()).pathname.startsWith('/api/');
    page.on('request', (request) => api(request) && inFlight.add(request));
    page.on('requestfinished', (request) => inFlight.delete(request));
    page.on('requestfailed', (request) => inFlight.delete(request));
    const confirmation = page.locator('#contact').getByRole('status', { name: 'Booking confirmation' });
    await expect(async () => {
      if (inFlight.size === 0) await page.clock.fastForward(FIRST_RETRY_MS + 500);
      await expect(confirmation).toContainText(/Your reference: HBI-\w{6}/, { timeout: 2_000 });
    }).toPass({ timeout: 40_000 });
    await fireEveryRetry(page);
    // At least once, not exactly once: the automation gets it twice, with the same Idempotency-Key,
    // submissionId and reference, and drops the second (docs/bookings.md#at-least-once-so-de-duplicate).
    const received = await calls();
    expect(received).toHaveLength(2);
    expect(new Set(received.map((call) => call.idempotencyKey)).size).toBe(1);
    expect(new Set(received.map((call) => call.body.submissionId)).size).toBe(1);
    expect(new Set(received.map((call) => call.body.reference)).size).toBe(1);
    await expect(
      page.locator('#contact').getByRole('status', { name: 'Booking confirmation' }),
    ).toContainText(String(received[0]!.body.reference));
  });
});

test.describe('before the app starts, the address chooses the inspection and the add-on', () => {
  // The ways a link may name them, each taken from the form's own options.
  const bundle = addonOptions.find((option) => option.slugs.length > 1)!;
  const single = addonOptions.find((option) => option.slugs.length === 1)!;
  const cases = [
    { by: 'slug, in capitals', service: serviceOptions[2]!, name: serviceOptions[2]!.slug.toUpperCase() },
    { by: 'title, in lower case', service: serviceOptions[5]!, name: serviceOptions[5]!.title.toLowerCase() },
    { by: 'the whole label', service: serviceOptions.at(-1)!, name: serviceOptions.at(-1)!.label },
  ];
  const addons = [
    { addon: single, name: single.slugs[0]! },
    { addon: single, name: single.title.toUpperCase() },
    { addon: bundle, name: bundle.label },
  ];

  for (const [index, { by, service, name }] of cases.entries()) {
    test(`by ${by}, without #contact and without a scroll`, async ({ page }) => {
      const problems = watchConsole(page);
      const { addon, name: addonName } = addons[index]!;
      const release = await holdScripts(page, { boot: true });
      await page.goto(`/?service=${encodeURIComponent(name)}&addon=${encodeURIComponent(addonName)}`, {
        waitUntil: 'commit',
      });
      await expect(page.getByLabel('Inspection', { exact: true })).toHaveValue(service.label);
      await expect(page.getByLabel('Add-ons')).toHaveValue(addon.label);
      expect(await isHydrated(page)).toBe(false);
      await page.waitForLoadState('load');
      expect(await page.evaluate(() => window.scrollY)).toBe(0);

      // The app starts without a scroll; its form code, once near, takes the choice over as it is.
      release();
      await waitForHydration(page);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await page.locator('#contact').scrollIntoViewIfNeeded();
      await formCodeIn(page);
      await expect(page.getByLabel('Inspection', { exact: true })).toHaveValue(service.label);
      await expect(page.getByLabel('Add-ons')).toHaveValue(addon.label);
      await expect(page.getByText(/^Estimated from|^Quote on request/)).toBeVisible();
      expect(problems).toEqual([]);
    });
  }

  test('with #contact, the form in view and the choice shown', async ({ page }) => {
    const service = serviceOptions[1]!;
    const release = await holdScripts(page, { boot: true });
    await page.goto(`/?service=${service.slug}#contact`, { waitUntil: 'commit' });
    await expect(page.getByLabel('Inspection', { exact: true })).toHaveValue(service.label);
    await expect(page.locator('#contact')).toBeInViewport();
    expect(await isHydrated(page)).toBe(false);
    release();
  });
});

test.describe("a press of the button before the form's code is in", () => {
  test("says 'Submitting...', loads the code and sends within 8 s, once", async ({ page }) => {
    const problems = watchConsole(page);
    const release = await holdScripts(page, { boot: true });
    await page.goto('/#contact', { waitUntil: 'commit' });
    // The boot script enabled it as soon as the form was parsed.
    await expect(submit(page)).toBeEnabled();
    await fillValid(page);
    expect(await isHydrated(page)).toBe(false);
    await submit(page).click();
    await expect(submit(page)).toHaveText('Submitting...');
    await expect(submit(page)).toBeDisabled();
    // No page request with the fields in the address.
    expect(new URL(page.url()).search).toBe('');
    release();
    // The form's code came and took the press over before the boot's time-out: it sends it now (after the
    // proof of work it starts as it comes, which a busy test machine can make slow).
    const bootState = () => page.evaluate(() => document.documentElement.getAttribute('data-booking-boot'));
    await expect.poll(bootState, { timeout: 8000 }).not.toBe('pending');
    // The page's own 8-second clock decides, not the driver's: the boot did not time out.
    expect(await bootState()).not.toBe('timed-out');
    await expect(successToast(page)).toBeVisible({ timeout: 20_000 });
    const received = await calls();
    expect(received).toHaveLength(1);
    expect(received[0]!.body).toMatchObject({ suburb: 'Parramatta', postcode: '2150' });
    await expect(submit(page)).toHaveText('Submit Booking Request');
    expect(problems).toEqual([]);
  });

  test('by Enter in a field, with fields missing: the errors show once the code is in, and nothing is sent', async ({
    page,
  }) => {
    const release = await holdScripts(page, { boot: true });
    await page.goto('/#contact', { waitUntil: 'commit' });
    await expect(submit(page)).toBeEnabled();
    await page.getByLabel('Full name', { exact: true }).fill('Only A Name');
    await page.getByLabel('Full name', { exact: true }).press('Enter');
    await expect(submit(page)).toHaveText('Submitting...');
    expect(new URL(page.url()).search).toBe('');
    release();
    await expect(
      page.getByRole('alert').filter({ hasText: 'problems with your booking request' }),
    ).toBeVisible();
    await expect(page.getByLabel('Email', { exact: true })).toBeFocused();
    await expect(submit(page)).toHaveText('Submit Booking Request');
    expect(await calls()).toHaveLength(0);
  });

  test('when the code does not come within 8 s: the failure notice, and nothing sent later unless pressed again', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const release = await holdScripts(page, { boot: true });
    await page.goto('/#contact', { waitUntil: 'commit' });
    await expect(submit(page)).toBeEnabled();
    await fillValid(page);
    await submit(page).click();
    await expect(submit(page)).toHaveText('Submitting...');
    const notice = page.getByRole('alert').filter({ hasText: 'Unable to Submit Booking' });
    await page.waitForTimeout(7000);
    await expect(notice).toBeHidden();
    await expect(notice).toBeVisible({ timeout: 3000 });
    await expect(notice).toContainText('Your details are still in the form');
    await expect(submit(page)).toHaveText('Submit Booking Request');
    await expect(submit(page)).toBeEnabled();

    // The code comes late: it sends nothing by itself, and keeps the notice.
    release();
    await waitForHydration(page);
    await formCodeIn(page);
    await page.waitForTimeout(2000);
    expect(await calls()).toHaveLength(0);
    await expect(notice).toBeVisible();

    await submit(page).click();
    await expect(successToast(page)).toBeVisible();
    await expect(notice).toBeHidden();
    expect(await calls()).toHaveLength(1);
  });
});
