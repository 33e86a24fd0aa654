import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { officeEnquiryPath, officeSchedulePath, officeTabPath } from '../src/api/office-paths';
import { bookedByOptions } from '../src/domain/booking/options';
import type { BookingSlot, OfficeAction } from '../src/domain/booking/states';
import { formatDayDate, slotWindow } from '../src/domain/booking/words';
import { rowLinkName, tabLabels } from '../src/features/office/enquiry-row';
import { rangeLabels } from '../src/features/office/schedule';
import { wcagAxe } from './support/axe';
import { inDays } from './support/dates';
import { postEnquiry } from './support/enquiries';
import { startLedgerSite, type LedgerSite } from './support/ledger-site';
import { actByApi, officeSession } from './support/office';

/**
 * The owner's day (issue 57) on a phone, on the real server, PostgreSQL and SMTP (e2e/support/ledger-site.ts):
 * the schedule in booked-time order, an address for every enquiry that survives reload and back, and the
 * search across every tab. The rules one by one are the server's tests (tests/server/office/inbox.test.ts,
 * search.test.ts) and the page's (tests/features/office/office-page.test.tsx).
 */
const OWNER = 'owner@harbourline.example';

test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 390, height: 844 }, locale: 'en-AU' });

let site: LedgerSite;
let session: Awaited<ReturnType<typeof officeSession>>;
test.beforeAll(async () => {
  site = await startLedgerSite({ office: [OWNER], proof: false });
  session = await officeSession(site, OWNER);
});
test.afterAll(async () => site?.close());
test.beforeEach(async ({ context }) => session.addTo(context));

const act = (request: APIRequestContext, reference: string, action: OfficeAction, body: object) =>
  actByApi(request, site, session, reference, action, body);

/**
 * Every button, tab and link that stands on its own in the page's main (not a link inside a sentence) as drawn:
 * those smaller than 44 × 44 px, by their names. A phone's finger needs that much (issue 57).
 */
async function smallTargets(page: Page): Promise<string[]> {
  return page.locator('main').evaluate((main) =>
    [...main.querySelectorAll<HTMLElement>('button, a, [role="tab"]')]
      .filter((el) => el.offsetParent !== null && !el.closest('p, li > span, dd'))
      // A row's link stretches over its row (an absolute ::after): the row is its target.
      .map((el) => ({
        el,
        box: (getComputedStyle(el, '::after').position === 'absolute'
          ? el.closest('li')!
          : el
        ).getBoundingClientRect(),
      }))
      .filter(({ box }) => box.width < 44 || box.height < 44)
      .map(
        ({ el, box }) =>
          `${(el.textContent ?? '').trim().slice(0, 40)} (${Math.round(box.width)}×${Math.round(box.height)})`,
      ),
  );
}

const slot = (overrides: Partial<BookingSlot>): BookingSlot => ({
  date: inDays(3),
  windowFrom: '08:30',
  windowTo: '10:00',
  priceCents: 45_000,
  note: '',
  ...overrides,
});

test('the schedule lists the bookings in booked-time order; an enquiry has an address that survives reload and back; the search finds a declined client from the New tab', async ({
  page,
  request,
}) => {
  // Booked in the opposite order to their times: the afternoon first, then the morning of the same day.
  const afternoon = await postEnquiry(request, site, {
    name: 'Ava Brooks',
    suburb: 'Mosman',
    postcode: '2088',
  });
  const morning = await postEnquiry(request, site, { name: 'Ben Cho', suburb: 'Manly', postcode: '2095' });
  const later = slot({ windowFrom: '13:00', windowTo: '15:00' });
  const earlier = slot({ windowFrom: '08:30', windowTo: '10:00' });
  await act(request, afternoon.reference, 'confirm', { version: 0, slot: later, agreed: true });
  await act(request, morning.reference, 'confirm', { version: 0, slot: earlier, agreed: true });
  // An agent's booking for Priya, declined.
  const priya = await postEnquiry(request, site, {
    bookedBy: bookedByOptions.find((option) => /buyer.s agent/i.test(option)),
    name: 'Sam Agent',
    clientName: 'Priya Raman',
    clientContact: '02 5550 4321',
    streetName: 'Wattle Street',
    suburb: 'Ultimo',
    postcode: '2007',
  });
  await act(request, priya.reference, 'decline', { version: 0, reason: 'Outside the area we cover.' });

  // The schedule, 14 days: one day, the morning first.
  await page.goto(`${site.origin}${officeSchedulePath('fortnight')}`);
  await expect(page.getByRole('heading', { name: 'Schedule', level: 1 })).toBeFocused();
  await expect(page.getByRole('link', { name: rangeLabels.fortnight })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const day = page.getByRole('region', { name: formatDayDate(earlier.date) });
  const rows = day.getByRole('link', { name: /, HBI-/ });
  await expect(rows).toHaveCount(2);
  expect(await rows.allTextContents()).toEqual([
    `Ben Cho, ${morning.reference}`,
    `Ava Brooks, ${afternoon.reference}`,
  ]);
  await expect(day.getByRole('listitem').first()).toContainText(
    slotWindow(earlier.windowFrom, earlier.windowTo),
  );
  await expect(day.getByRole('listitem').nth(1)).toContainText(slotWindow(later.windowFrom, later.windowTo));
  expect((await wcagAxe(page).analyze()).violations).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await smallTargets(page)).toEqual([]);

  // An enquiry's own address: it survives a reload, and back returns to the schedule with its row focused.
  await page.getByRole('link', { name: rowLinkName(afternoon.reference) }).click();
  await expect(page).toHaveURL(`${site.origin}${officeEnquiryPath(afternoon.reference)}`);
  await expect(page.getByRole('heading', { name: `Enquiry ${afternoon.reference}` })).toBeFocused();
  await page.reload();
  await expect(page.getByRole('heading', { name: `Enquiry ${afternoon.reference}` })).toBeFocused();
  await expect(page.getByRole('link', { name: /^Call Ava Brooks/ })).toHaveAttribute('href', /^tel:\+614/);
  expect((await wcagAxe(page).analyze()).violations).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await smallTargets(page)).toEqual([]);
  await page.goBack();
  await expect(page).toHaveURL(`${site.origin}${officeSchedulePath('fortnight')}`);
  await expect(page.getByRole('link', { name: rowLinkName(afternoon.reference) })).toBeVisible();
  await page.goForward();
  await expect(page.getByRole('heading', { name: `Enquiry ${afternoon.reference}` })).toBeFocused();

  // From the New tab, the declined client by her name and by her street; each result says its tab.
  await page.goto(`${site.origin}${officeTabPath('new')}`);
  const search = page.getByRole('searchbox', { name: 'Search' });
  for (const q of ['Priya', 'wattle st']) {
    await search.fill(q);
    const found = page.getByRole('link', { name: rowLinkName(priya.reference) });
    await expect(found).toBeVisible();
    await expect(page.getByRole('listitem').filter({ has: found })).toContainText(`In ${tabLabels.closed}`);
    await expect(page).toHaveURL(new RegExp(`\\?q=${encodeURIComponent(q).replace(/%20/g, '(\\+|%20)')}$`));
  }
  // The search is in the address: a reload keeps it.
  await page.reload();
  await expect(search).toHaveValue('wattle st');
  await expect(page.getByRole('link', { name: rowLinkName(priya.reference) })).toBeVisible();
  expect((await wcagAxe(page).analyze()).violations).toEqual([]);
  expect(await smallTargets(page)).toEqual([]);
});
