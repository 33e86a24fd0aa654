import { expect, test, type Page } from '@playwright/test';
import { OFFICE_API } from '../src/api/office';
import { serviceOptions } from '../src/domain/booking/options';
import { startLedgerSite, type LedgerSite } from './support/ledger-site';
import { mailsTo, officeLinkToken, signInByLink } from './support/office';
import { wcagAxe } from './support/axe';
import { waitForHydration } from './support/site';
import { rowLinkName } from '../src/features/office/enquiry-row';

/**
 * The office's sign-in and inbox as a person uses them, on a site of its own (e2e/support/ledger-site.ts):
 * its ledger a real PostgreSQL database, its mail a real SMTP server on loopback, its office listing one
 * address. The API's rules one by one are the server's tests (tests/server/office-*.test.ts); here the page
 * and the server together.
 */
const OWNER = 'owner@harbourline.example';
const STRANGER = 'someone.else@example.com';

let site: LedgerSite | null = null;
test.afterEach(async () => {
  await site?.close();
  site = null;
});

async function askForCode(page: Page, origin: string, email: string) {
  await page.goto(`${origin}/office`);
  await page.getByLabel('Your e-mail address').fill(email);
  await page.getByRole('button', { name: 'Send me a code' }).click();
  await expect(page.getByLabel(/digit code/)).toBeFocused();
}

async function mailedCode(s: LedgerSite, address: string): Promise<string> {
  await expect.poll(() => mailsTo(s, address).length, { timeout: 10_000 }).toBeGreaterThan(0);
  const mail = mailsTo(s, address).at(-1)!;
  return /\b(\d{8})\b/.exec(mail.text ?? '')![1]!;
}

/** A visitor's enquiry through the home page's form (as e2e/ledger.spec.ts sends one); its reference. */
async function sendEnquiry(page: Page, origin: string): Promise<string> {
  await page.goto(`${origin}/#contact`);
  await waitForHydration(page);
  await page.getByLabel('Full name', { exact: true }).fill('Mary-Jane O’Neil');
  await page.getByLabel('Email', { exact: true }).fill('mary.jane@example.com');
  await page.getByLabel('Mobile number').fill('0412 345 678');
  await page.getByLabel('Street/Lot number').fill('12A');
  await page.getByLabel('Street name').fill('Smith Street');
  await page.getByLabel('Suburb').fill('Parramatta');
  await page.getByLabel('Postcode').fill('2150');
  await page.getByLabel('Inspection', { exact: true }).selectOption({ label: serviceOptions[0]!.label });
  const answer = page.waitForResponse('**/api/bookings');
  await page.getByRole('button', { name: /Submit Booking Request/ }).click();
  expect((await answer).status()).toBe(202);
  const status = page.locator('#contact').getByRole('status', { name: 'Booking confirmation' });
  await expect(status).toContainText('Booking Request Received.');
  return /HBI-\w{6}/.exec((await status.textContent()) ?? '')![0];
}

test('a listed address gets a code by mail and signs in; an unlisted one gets the same page and no mail', async ({
  page,
  context,
}) => {
  site = await startLedgerSite({ office: [OWNER] });
  await askForCode(page, site.origin, STRANGER);
  const strangerPage = (await page.getByRole('main').textContent())!.replace(STRANGER, '<address>');

  await askForCode(page, site.origin, OWNER);
  expect((await page.getByRole('main').textContent())!.replace(OWNER, '<address>')).toBe(strangerPage);
  await page.getByLabel(/digit code/).fill(await mailedCode(site, OWNER));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Enquiries' })).toBeFocused();
  await expect(page.getByText(OWNER)).toBeVisible();
  // The owner's mail came after the stranger's request was answered: the stranger's would be here by now.
  expect(mailsTo(site, STRANGER)).toEqual([]);

  // The session's cookie, as the browser keeps it: out of the page's reach, sent to this site only. On
  // http:// loopback it has neither Secure nor the __Host- prefix (a browser keeps no Secure cookie from http).
  const cookies = await context.cookies(site.origin);
  expect(cookies.map(({ name, httpOnly, sameSite, path }) => ({ name, httpOnly, sameSite, path }))).toEqual([
    { name: 'office', httpOnly: true, sameSite: 'Strict', path: '/' },
  ]);
  expect(await page.evaluate(() => document.cookie)).toBe('');
});

test('five wrong codes, and then the right one is refused', async ({ page }) => {
  site = await startLedgerSite({ office: [OWNER], automation: null });
  await askForCode(page, site.origin, OWNER);
  const code = await mailedCode(site, OWNER);
  const wrong = String((Number(code) + 1) % 100_000_000).padStart(8, '0');
  const field = page.getByLabel(/digit code/);
  for (let i = 0; i < 5; i++) {
    await field.fill(wrong);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toBeFocused();
  }
  await field.fill(code);
  const answer = page.waitForResponse(`**${OFFICE_API.signIn}`);
  await page.getByRole('button', { name: 'Sign in' }).click();
  expect((await answer).ok()).toBe(false);
  await expect(page.getByRole('alert').filter({ hasText: /no longer works|expired/ })).toHaveCount(1);
  await expect(page.getByRole('heading', { name: 'Enquiries' })).toHaveCount(0);
});

test("the CLI's link signs in only through its button, and only once", async ({ page, browser }) => {
  site = await startLedgerSite({ office: [OWNER], automation: null, mail: false });
  const link = `${site.origin}/office#link=${await officeLinkToken(site, OWNER)}`;

  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/office/'))
      requests.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Sign in with your link' })).toBeVisible();
  expect(new URL(page.url()).hash).toBe('');
  expect(requests).toEqual([`GET ${OFFICE_API.status}`]);
  // Opening the link signed nobody in: a fresh look at the API still has no session.
  expect((await page.request.get(`${site.origin}${OFFICE_API.enquiries}?tab=new`)).status()).toBe(401);

  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Enquiries' })).toBeVisible();
  expect(requests).toContain(`POST ${OFFICE_API.linkSignIn}`);

  // The same link, a second time (another browser): refused.
  const other = await browser.newPage();
  await other.goto(link);
  await other.getByRole('button', { name: 'Sign in' }).click();
  await expect(other.getByRole('alert').filter({ hasText: /expired|used/ })).toHaveCount(1);
  await other.close();
});

test('The sign-in link works once in the asking browser, and not in another one', async ({ browser }) => {
  site = await startLedgerSite({ office: [OWNER], automation: null });
  const phone = { viewport: { width: 390, height: 844 } };
  const asking = await browser.newContext(phone);
  const other = await browser.newContext(phone);
  try {
    const page = await asking.newPage();
    await askForCode(page, site.origin, OWNER);
    await expect.poll(() => mailsTo(site!, OWNER).length, { timeout: 10_000 }).toBeGreaterThan(0);
    const origin = site.origin.replace(/[.]/g, '\\.');
    const link = new RegExp(`${origin}/office#link=[A-Za-z0-9_-]{43}`).exec(
      mailsTo(site, OWNER)[0]!.text ?? '',
    )![0];

    // Another browser (a phone's mail app, say): the page says to type the code, and nothing signs in.
    const elsewhere = await other.newPage();
    await elsewhere.goto(link);
    await elsewhere.getByRole('button', { name: 'Sign in' }).click();
    await expect(elsewhere.getByRole('alert')).toContainText('type the code');
    await expect(elsewhere.getByRole('button', { name: 'Type the code here' })).toBeVisible();
    expect((await elsewhere.request.get(`${site.origin}${OFFICE_API.enquiries}?tab=new`)).status()).toBe(401);

    // The browser that asked, in a new tab as a mail's link opens: the link was not spent, and signs in.
    const tab = await asking.newPage();
    await tab.goto(link);
    await tab.getByRole('button', { name: 'Sign in' }).click();
    await expect(tab.getByRole('heading', { name: 'Enquiries' })).toBeVisible();
    await expect(tab.getByText(OWNER)).toBeVisible();

    // Once: signed out, the same link in the same browser no longer signs in.
    await tab.getByRole('button', { name: 'Sign out' }).click();
    await expect(tab.getByLabel('Your e-mail address')).toBeVisible();
    const again = await asking.newPage();
    await again.goto(link);
    await again.getByRole('button', { name: 'Sign in' }).click();
    await expect(again.getByRole('alert')).toContainText(/expired|used/);
    await expect(again.getByRole('heading', { name: 'Enquiries' })).toHaveCount(0);
  } finally {
    await asking.close();
    await other.close();
  }
});

test('refuses a cross-site POST and one without Origin, and answers 401 without enquiry data with no session', async ({
  request,
}) => {
  site = await startLedgerSite({ office: [OWNER], automation: null, mail: false });
  for (const headers of [{ Origin: 'https://elsewhere.example' }, {}] as Record<string, string>[]) {
    const answer = await request.post(`${site.origin}${OFFICE_API.code}`, {
      headers,
      data: { email: OWNER },
    });
    expect(answer.status(), JSON.stringify(headers)).toBe(403);
    expect(await answer.json()).toEqual({ error: 'origin' });
  }
  for (const path of [`${OFFICE_API.enquiries}?tab=new`, `${OFFICE_API.csv}?tab=new`]) {
    const answer = await request.get(`${site.origin}${path}`);
    expect(answer.status(), path).toBe(401);
    expect(await answer.json()).toEqual({ error: 'signed-out' });
  }
});

test('an enquiry sent through the public form appears in the inbox within one refresh; axe finds nothing there', async ({
  page,
  browser,
}) => {
  site = await startLedgerSite({ office: [OWNER], mail: false });
  await page.clock.install();
  await signInByLink(page, site, OWNER);
  await expect(page.getByRole('tabpanel').getByRole('status')).toHaveText('0 enquiries');

  const visitor = await browser.newPage();
  const reference = await sendEnquiry(visitor, site.origin);
  await visitor.close();

  await page.clock.fastForward(30_000);
  await expect(page.getByRole('link', { name: rowLinkName(reference) })).toBeVisible();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect((await wcagAxe(page).analyze()).violations, `${width} px`).toEqual([]);
  }
});
