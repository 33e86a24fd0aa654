import { expect, test, type Page } from '@playwright/test';
import type { WebhookMode } from './support/webhook-server';
import { watchCsp } from './support/csp';
import { holdScripts, isHydrated, waitForHydration } from './support/site';

const webhook = `http://127.0.0.1:${process.env.WEBHOOK_PORT ?? 4318}`;

// The webhook's behaviour is shared state: these tests take turns.
test.describe.configure({ mode: 'serial' });

async function setWebhook(mode: WebhookMode, delayMs = 0) {
  const response = await fetch(`${webhook}/__control`, {
    method: 'POST',
    body: JSON.stringify({ mode, delayMs, clear: true }),
  });
  expect(response.status).toBe(204);
}

async function received(): Promise<Record<string, unknown>[]> {
  return (await (await fetch(`${webhook}/__received`)).json()) as Record<string, unknown>[];
}

async function openForm(page: Page, search = '') {
  await page.goto(`/${search}#contact`);
  await waitForHydration(page);
  await expect(page.getByLabel('Full name')).toBeEnabled();
}

async function fillValid(page: Page) {
  await page.getByLabel('Full name').fill('  Mary-Jane O’Neil ');
  await page.getByLabel('Email').fill(' Mary.Jane@Example.COM ');
  await page.getByLabel('Mobile number').fill('0412 345 678');
  await page.getByLabel('Unit').fill('Unit 5');
  await page.getByLabel('Street/Lot number').fill('12A');
  await page.getByLabel('Street name').fill('Smith Street');
  await page.getByLabel('Suburb').fill('Parramatta');
  await page.getByLabel('Postcode').fill('2150');
  await page
    .getByLabel('Inspection', { exact: true })
    .selectOption({ label: 'Pre-Purchase Building Inspection - Starting from $440' });
  await page.getByLabel('Add-ons').selectOption('Thermal Imaging Scan $100');
  await page.getByLabel('Message').fill('Gate code 1234, please call first.');
}

const submit = (page: Page) => page.getByRole('button', { name: /Submit Booking Request|Submitting/ });
const failureNotice = (page: Page) => page.getByRole('alert').filter({ hasText: 'Unable to Submit Booking' });

test.beforeEach(async ({ page }) => {
  await setWebhook('ok');
  // Start each test without a draft left by the one before.
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('__e2e_started')) {
      sessionStorage.clear();
      sessionStorage.setItem('__e2e_started', '1');
    }
  });
});

test('a valid booking reaches the webhook, field by field, and the form resets', async ({
  page,
  request,
}) => {
  // The site is served with the Content-Security-Policy of the host config: the post must pass it.
  expect((await request.get('/')).headers()['content-security-policy']).toContain(
    `connect-src 'self' ${webhook}`,
  );
  // Validation (zod) and the post must both pass the policy: not one violation through a whole booking.
  const violations = await watchCsp(page);
  await openForm(page);
  await fillValid(page);
  await expect(
    page.getByText('Estimated from $540 (Pre-Purchase Building Inspection $440 + Thermal Imaging Scan $100)'),
  ).toBeVisible();
  const before = Date.now();
  await submit(page).click();

  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Booking Request Received' });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText("Thank you! We'll contact you shortly to confirm your inspection.");
  // The confirmation also stays in the form, in a live region, after the toast has gone.
  await expect(page.locator('#contact').getByRole('status')).toContainText('Booking Request Received.');

  const [payload] = await received();
  expect(payload).toBeDefined();
  expect(payload).toMatchObject({
    name: 'Mary-Jane O’Neil',
    email: 'mary.jane@example.com',
    phone: '0412 345 678',
    unit: 'Unit 5',
    streetNumber: '12A',
    streetName: 'Smith Street',
    suburb: 'Parramatta',
    postcode: '2150',
    service: 'Pre-Purchase Building Inspection - Starting from $440',
    addon: 'Thermal Imaging Scan $100',
    message: 'Gate code 1234, please call first.',
    address: 'Unit 5, 12A, Smith Street, Parramatta, NSW 2150',
    source: '127.0.0.1',
    formType: 'booking',
  });
  expect(payload!.submissionId).toMatch(/^[0-9a-f-]{32,36}$/);
  const sentAt = Date.parse(String(payload!.timestamp));
  expect(String(payload!.timestamp)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  expect(sentAt).toBeGreaterThanOrEqual(before - 1000);
  expect(Object.keys(payload!).sort()).toEqual(
    [
      'name',
      'email',
      'phone',
      'unit',
      'streetNumber',
      'streetName',
      'suburb',
      'postcode',
      'service',
      'addon',
      'message',
      'address',
      'timestamp',
      'source',
      'formType',
      'submissionId',
    ].sort(),
  );

  await expect(page.getByLabel('Full name')).toHaveValue('');
  await expect(page.getByLabel('Inspection', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('Add-ons')).toHaveValue('No add-ons');
  expect(await page.evaluate(() => sessionStorage.getItem('booking-draft-v1'))).toBeNull();
  expect(violations).toEqual([]);
});

test('an empty submit focuses the first field and announces the errors', async ({ page }) => {
  await openForm(page);
  await submit(page).click();
  const name = page.getByLabel('Full name');
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription('Name must be at least 2 characters');
  const summary = page.getByRole('alert').filter({ hasText: 'problems with your booking request' });
  await expect(summary).toContainText('Please select an inspection service');
  await expect(summary).toContainText('Please enter a valid 4-digit Australian postcode');
  expect(await received()).toHaveLength(0);

  // Errors update as the visitor corrects each field.
  await page.getByLabel('Postcode').fill('3000');
  await expect(page.getByLabel('Postcode')).toHaveAccessibleDescription(
    'Please enter a valid NSW postcode (2000-2999)',
  );
  await name.fill('Al');
  await expect(name).not.toHaveAttribute('aria-invalid', 'true');
});

test('a 500 keeps every value, offers phone, e-mail and a mailto, and a retry sends the same enquiry', async ({
  page,
}) => {
  await setWebhook('error500');
  const violations = await watchCsp(page);
  await openForm(page);
  await fillValid(page);
  await submit(page).click();

  const notice = failureNotice(page);
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('(02) 5550 1234');
  await expect(notice).toContainText('info@');
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: 'Unable to Submit Booking' }),
  ).toBeVisible();
  const mailto = notice.getByRole('link', { name: 'E-mail these details' });
  const href = decodeURIComponent((await mailto.getAttribute('href')) ?? '');
  expect(href).toMatch(/^mailto:info@/);
  expect(href).toContain('Mary-Jane O’Neil');
  expect(href).toContain('Unit 5, 12A, Smith Street, Parramatta, NSW 2150');

  await expect(page.getByLabel('Full name')).toHaveValue('  Mary-Jane O’Neil ');
  await expect(page.getByLabel('Inspection', { exact: true })).toHaveValue(
    'Pre-Purchase Building Inspection - Starting from $440',
  );
  await expect(page.getByLabel('Message')).toHaveValue('Gate code 1234, please call first.');

  const [first] = await received();
  await setWebhook('ok');
  await submit(page).click();
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: 'Booking Request Received' }),
  ).toBeVisible();
  // The success notice takes the failure notice's place rather than stacking on top of it.
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(1);
  const [retry] = await received();
  expect(retry!.submissionId).toBe(first!.submissionId);
  expect(violations).toEqual([]);
});

for (const [mode, label] of [
  ['reset', 'a dropped connection'],
  ['nocors', 'a webhook that sends no CORS headers'],
] as const) {
  test(`${label} shows the failure notice and keeps the values`, async ({ page }) => {
    await setWebhook(mode);
    await openForm(page);
    await fillValid(page);
    await submit(page).click();
    await expect(failureNotice(page)).toBeVisible();
    await expect(page.getByLabel('Suburb')).toHaveValue('Parramatta');
    await expect(submit(page)).toBeEnabled();
  });
}

test('a webhook that never answers is given up on after about 10 seconds', async ({ page }) => {
  test.setTimeout(40_000);
  await setWebhook('hang');
  await openForm(page);
  await fillValid(page);
  const started = Date.now();
  await submit(page).click();
  await expect(submit(page)).toHaveText(/Submitting\.\.\./);
  await expect(submit(page)).toBeDisabled();
  await expect(failureNotice(page)).toBeVisible({ timeout: 15_000 });
  const elapsed = Date.now() - started;
  expect(elapsed).toBeGreaterThan(9_000);
  expect(elapsed).toBeLessThan(13_000);
  await expect(submit(page)).toHaveText('Submit Booking Request');
});

test('a double click sends one request', async ({ page }) => {
  await setWebhook('ok', 800);
  await openForm(page);
  await fillValid(page);
  await submit(page).dblclick();
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: 'Booking Request Received' }),
  ).toBeVisible();
  await page.waitForTimeout(500);
  expect(await received()).toHaveLength(1);
});

test('a reload keeps the draft', async ({ page }) => {
  await openForm(page);
  await page.getByLabel('Full name').fill('Sam Lee');
  await page.getByLabel('Suburb').fill('Manly');
  await page.getByLabel('Inspection', { exact: true }).selectOption({ index: 3 });
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByLabel('Full name')).toHaveValue('Sam Lee');
  await expect(page.getByLabel('Suburb')).toHaveValue('Manly');
  await expect(page.getByLabel('Inspection', { exact: true })).toHaveValue(/^Pre-Sale \/ Vendor Inspection/);
});

test('the address chooses the inspection by slug, title or label, and wins over the draft', async ({
  page,
}) => {
  await openForm(page);
  await page.getByLabel('Inspection', { exact: true }).selectOption({ index: 1 });
  await page.getByLabel('Full name').fill('Draft Keeper');
  await openForm(page, '?service=dilapidation-reports&addon=moisture-testing');
  await expect(page.getByLabel('Full name')).toHaveValue('Draft Keeper');
  await expect(page.getByLabel('Inspection', { exact: true })).toHaveValue(
    'Dilapidation Reports - Starting from $450',
  );
  await expect(page.getByLabel('Add-ons')).toHaveValue('Moisture Testing $80');

  await openForm(page, `?service=${encodeURIComponent('strata / multi-unit INSPECTIONS')}`);
  await expect(page.getByLabel('Inspection', { exact: true })).toHaveValue(
    'Strata / Multi-Unit Inspections - Starting from $350',
  );

  await openForm(page, `?service=${encodeURIComponent('Progress / Stage Inspections - Contact for Quote')}`);
  await expect(page.getByLabel('Inspection', { exact: true })).toHaveValue(
    'Progress / Stage Inspections - Contact for Quote',
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
    'Re-Inspections / Follow-Ups - Starting from $250',
  );
  await page
    .locator('#products')
    .getByRole('link', { name: 'Mould or Asbestos Visual Check', exact: true })
    .click();
  await expect(page.getByLabel('Add-ons')).toHaveValue('Mould or Asbestos Visual Check $150');
  await expect(page.getByText('Estimated from $400')).toBeVisible();
});

test('a filled honeypot looks successful but sends nothing', async ({ page }) => {
  await openForm(page);
  await fillValid(page);
  await page.locator('input[name="leave_this_blank"]').fill('https://spam.example', { force: true });
  await submit(page).click();
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: 'Booking Request Received' }),
  ).toBeVisible();
  expect(await received()).toHaveLength(0);
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
    await holdScripts(page);
    await page.goto('/?service=dilapidation-reports#contact', { waitUntil: 'domcontentloaded' });
    expect(await isHydrated(page)).toBe(false);
    await page.getByLabel('Full name').fill('Pre Start');
    await page.getByLabel('Suburb').fill('Newtown');
    // Chosen before the start; the address's service still wins for that field.
    await page.getByLabel('Inspection', { exact: true }).selectOption({ index: 2 });
    // Sending waits for the app, and the button says so; Enter does not post the form as a page request.
    const waiting = page.getByRole('button', { name: 'Getting the form ready...' });
    await expect(waiting).toBeDisabled();
    await page.getByLabel('Suburb').press('Enter');
    expect(await isHydrated(page)).toBe(false);

    await waitForHydration(page);
    await expect(submit(page)).toHaveText('Submit Booking Request');
    await expect(submit(page)).toBeEnabled();
    await expect(page.getByLabel('Full name')).toHaveValue('Pre Start');
    await expect(page.getByLabel('Suburb')).toHaveValue('Newtown');
    await expect(page.getByLabel('Mobile number')).toHaveValue('0412 345 678');
    await expect(page.getByLabel('Inspection', { exact: true })).toHaveValue(
      'Dilapidation Reports - Starting from $450',
    );

    await page.getByLabel('Email').fill('pre.start@example.com');
    await page.getByLabel('Street/Lot number').fill('7');
    await page.getByLabel('Street name').fill('King Street');
    await page.getByLabel('Postcode').fill('2042');
    await submit(page).click();
    await expect(
      page.locator('[data-sonner-toast]').filter({ hasText: 'Booking Request Received' }),
    ).toBeVisible();
    const [payload] = await received();
    expect(payload).toMatchObject({
      name: 'Pre Start',
      suburb: 'Newtown',
      phone: '0412 345 678',
      service: 'Dilapidation Reports - Starting from $450',
    });
  });
}
