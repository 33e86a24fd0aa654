import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import {
  privateHeaders,
  privateRoutes,
  privateShellFile,
  privateShells,
  type PrivateRoute,
} from '../src/app/private-routes';
import {
  OFFICE_ACTIVITY_HEADER,
  OFFICE_API,
  type OfficeEnquiryDetail,
  type OfficeList,
  type OfficeStatus,
} from '../src/api/office';
import { agreementPath } from '../src/api/agreement';
import { bookingPagePath } from '../src/api/booking-page';
import { reportPagePath } from '../src/api/report';
import { allowedActions } from '../src/domain/booking/states';
import { startFiles } from '../scripts/lib/start-files';
import { wcagAxe } from './support/axe';
import { watchCsp } from './support/csp';
import { knownRoutes, watchConsole } from './support/site';
import { inDays } from './support/dates';

/**
 * The private routes (src/app/private-routes.ts) as the built site serves them, apart from the public pages:
 * client-rendered shells, out of the sitemap, linked from no public page, with none of their code in a public
 * page's start; and the office's pages under axe at a phone's width and a desktop's.
 */
const dist = path.resolve(import.meta.dirname, '../dist');
const office = privateRoutes.find((route) => route.id === 'office')!;
const shellHtml = (route = office) => readFileSync(path.join(dist, privateShellFile(route)), 'utf8');
/** The assets a shell loads: its script and stylesheet, and the chunks they import. */
function shellAssets(html: string): string[] {
  const found = new Set<string>();
  const visit = (href: string) => {
    if (found.has(href)) return;
    found.add(href);
    if (!href.endsWith('.js')) return;
    const code = readFileSync(path.join(dist, href), 'utf8');
    for (const match of code.matchAll(/["'`]\.\/([\w.-]+\.js)["'`]/g)) visit(`/assets/${match[1]}`);
  };
  for (const match of html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)) visit(match[1]!);
  return [...found];
}
/** The empty root element the shell's HTML entry (src/app/private-routes.ts `privateShells`) renders into. */
function shellRoot(route: PrivateRoute): string {
  const source = readFileSync(
    path.resolve(import.meta.dirname, '..', privateShells[route.shell].html),
    'utf8',
  );
  const root = /<div id="[\w-]+"><\/div>/.exec(source);
  if (!root) throw new Error(`${privateShells[route.shell].html} has no empty root`);
  return root[0];
}
/** Whether an address is the private route or a path under it (`/booking/<token>`, not `/booking-process`). */
const underRoute = (pathname: string, route: PrivateRoute) =>
  pathname === route.path || pathname.startsWith(`${route.path}/`);
const publicPages = () => [
  ...knownRoutes().map((route) => ({ route, file: path.join(dist, route, 'index.html') })),
  { route: '/404', file: path.join(dist, '404.html') },
];

test('each private route answers with its shell: noindex, no-referrer, and no data in its HTML', async ({
  request,
}) => {
  for (const route of privateRoutes) {
    for (const address of [route.path, `${route.path}/`]) {
      const answer = await request.get(address);
      expect(answer.status(), address).toBe(200);
      expect(answer.headers()['referrer-policy'], address).toBe(privateHeaders['Referrer-Policy']);
      expect(answer.headers()['x-robots-tag'], address).toBe(privateHeaders['X-Robots-Tag']);
      // The site's own policy still applies: no inline script, nothing but its own files.
      expect(answer.headers()['content-security-policy'], address).toContain("default-src 'none'");
      const html = await answer.text();
      expect(html, address).toBe(shellHtml(route));
      expect(html).toMatch(/<meta name="robots" content="noindex[^"]*"\s*\/?>/);
      expect(html).toMatch(/<meta name="referrer" content="no-referrer"\s*\/?>/);
      // A client-rendered shell: its entry's empty root, and no inline script.
      expect(html).toContain(shellRoot(route));
      expect([...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>/g)]).toEqual([]);
    }
  }
});

test('no public page links a private route, and neither the sitemap nor robots.txt names one', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const robots = await (await request.get('/robots.txt')).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  expect(listed.length).toBeGreaterThan(0);
  // robots.txt's rules and its sitemap line: the paths they name.
  const named = [...robots.matchAll(/^\s*[\w-]+:\s*(\S+)/gm)].map(
    (m) => new URL(m[1]!, 'https://x.example').pathname,
  );
  for (const route of privateRoutes) {
    expect(
      listed.filter((pathname) => underRoute(pathname, route)),
      route.path,
    ).toEqual([]);
    expect(
      named.filter((pathname) => underRoute(pathname, route)),
      route.path,
    ).toEqual([]);
    for (const { route: page, file } of publicPages()) {
      const links = [...readFileSync(file, 'utf8').matchAll(/href="([^"]*)"/g)].map((m) => m[1]!);
      expect(
        links.filter((href) => underRoute(new URL(href, 'https://x.example').pathname, route)),
        page,
      ).toEqual([]);
    }
  }
});

test("no public page loads a private page's code, at start or later", () => {
  // Each private page's own marks: its API's paths (and the office's background header).
  const marks: Record<string, string[]> = {
    office: [OFFICE_API.status, OFFICE_ACTIVITY_HEADER],
    agreement: [agreementPath('')],
    booking: [bookingPagePath('')],
    report: [reportPagePath('')],
  };
  expect(Object.keys(marks).sort()).toEqual(privateRoutes.map((route) => route.id).sort());
  const shells = privateRoutes.map((route) => ({ route, assets: shellAssets(shellHtml(route)) }));
  const privateFiles = shells.flatMap(({ assets }) => assets);
  for (const { route, assets } of shells)
    expect(assets.filter((href) => href.endsWith('.js')).length, route.id).toBeGreaterThan(0);
  for (const { route, file } of publicPages()) {
    const start = startFiles(readFileSync(file, 'utf8'), route);
    expect(
      start.filter((href) => privateFiles.includes(href)),
      route,
    ).toEqual([]);
  }
  // Nor any public chunk later: none of them names one of the private pages' files, or carries their code.
  const privateNames = privateFiles.map((href) => path.basename(href));
  const publicChunks = readdirSync(path.join(dist, 'assets')).filter(
    (name) => name.endsWith('.js') && !privateNames.includes(name),
  );
  expect(publicChunks.length).toBeGreaterThan(0);
  const allMarks = Object.values(marks).flat();
  for (const name of publicChunks) {
    const code = readFileSync(path.join(dist, 'assets', name), 'utf8');
    expect(
      [...privateNames, ...allMarks].filter((mark) => code.includes(mark)),
      name,
    ).toEqual([]);
  }
  // The marks are there to find: each private page's own code has its own.
  for (const { route, assets } of shells) {
    const js = assets
      .filter((href) => href.endsWith('.js'))
      .map((href) => readFileSync(path.join(dist, href), 'utf8'));
    for (const mark of marks[route.id]!)
      expect(
        js.some((code) => code.includes(mark)),
        `${route.id}: ${mark}`,
      ).toBe(true);
  }
});

test("the shell's script and stylesheet carry their integrity", () => {
  for (const route of privateRoutes) {
    const tags = [
      ...shellHtml(route).matchAll(/<(?:script|link)\b[^>]*(?:src|href)="\/assets\/[^"]+"[^>]*>/g),
    ];
    expect(tags.length, route.id).toBeGreaterThanOrEqual(2);
    for (const [tag] of tags) expect(tag).toMatch(/integrity="sha384-[^"]+"/);
  }
});

/**
 * The office API as the page sees it, for the pages axe checks. The server's answers (the sign-in, the ledger,
 * the mail) are checked against the real API with PostgreSQL and SMTP, not here: this is the page's markup.
 */
async function officeAnswers(page: Page, status: OfficeStatus, list?: OfficeList) {
  await page.route(`**${OFFICE_API.status}`, (route) => route.fulfill({ json: status }));
  await page.route(`**${OFFICE_API.code}`, (route) => route.fulfill({ status: 202, json: { ok: true } }));
  if (list)
    await page.route(new RegExp(`${OFFICE_API.enquiries}\\?`), (route) => route.fulfill({ json: list }));
}

const sampleList: OfficeList = {
  tab: 'new',
  counts: { new: 2, booked: 0, done: 0, closed: 0 },
  rows: [
    {
      reference: 'HBI-7Q2M4K',
      state: 'new',
      name: 'Jane Citizen',
      bookedBy: null,
      phone: { display: '0412 345 678', href: 'tel:+61412345678' },
      bookerPhone: null,
      address: '4/12 Smith Street, Marrickville NSW 2204',
      slot: null,
      inspection: 'Pre-Purchase Building & Pest Inspection',
      addon: 'Thermal Imaging Scan',
      suburb: 'Marrickville',
      receivedAt: new Date(Date.now() - 2 * 3_600_000).toISOString(),
      preferredDate: inDays(7),
      preferredTime: 'Morning (8am to 12pm)',
      channels: [
        { channel: 'automation', state: 'delivered', lastAnswer: '200 OK', attempts: 1 },
        { channel: 'mailbox', state: 'failed', lastAnswer: '421 try again later', attempts: 2 },
        { channel: 'confirmation', state: 'pending', lastAnswer: null, attempts: 0 },
      ],
    },
    {
      reference: 'HBI-3XW9PD',
      state: 'new',
      name: 'Priya Raman',
      bookedBy: 'Sam Agent',
      phone: null,
      bookerPhone: { display: '0422 111 222', href: 'tel:+61422111222' },
      address: '7 Church Street, Parramatta NSW 2150',
      slot: null,
      inspection: 'Strata Report',
      addon: null,
      suburb: 'Parramatta',
      receivedAt: new Date(Date.now() - 26 * 3_600_000).toISOString(),
      preferredDate: null,
      preferredTime: null,
      channels: [
        { channel: 'automation', state: 'delivered', lastAnswer: '200 OK', attempts: 1 },
        { channel: 'mailbox', state: 'delivered', lastAnswer: '250 queued', attempts: 1 },
        { channel: 'confirmation', state: 'delivered', lastAnswer: '250 queued', attempts: 1 },
      ],
    },
  ],
};

for (const width of [390, 1280]) {
  test(`axe finds nothing on the office's sign-in, code and inbox at ${width} px, under the site's CSP`, async ({
    page,
  }) => {
    const violations = await watchCsp(page);
    const problems = watchConsole(page);
    await page.setViewportSize({ width, height: 900 });
    await officeAnswers(page, { office: 'ready', signedInAs: null });
    await page.goto(office.path);
    await expect(page.getByRole('heading', { name: 'Sign in to the office' })).toBeFocused();
    expect((await wcagAxe(page).analyze()).violations).toEqual([]);

    await page.getByLabel('Your e-mail address').fill('owner@example.com');
    await page.keyboard.press('Enter');
    await expect(page.getByLabel(/digit code/)).toBeFocused();
    expect((await wcagAxe(page).analyze()).violations).toEqual([]);

    await page.unrouteAll();
    await officeAnswers(page, { office: 'ready', signedInAs: 'owner@example.com' }, sampleList);
    await page.reload();
    await expect(page.getByRole('link', { name: /HBI-7Q2M4K/ })).toBeVisible();
    expect((await wcagAxe(page).analyze()).violations).toEqual([]);
    // Nothing wider than the screen: an inspector reads it on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    // The deliveries in words (issue 57); a tap shows each channel's far end's answer.
    const marks = page.getByRole('button', { name: /^Not delivered: 1 of 3/ });
    await marks.click();
    await expect(marks).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('list', { name: 'Deliveries' }).first()).toContainText(
      'Business mailbox: failed. 421 try again later',
    );
    expect((await wcagAxe(page).analyze()).violations).toEqual([]);

    expect(violations).toEqual([]);
    expect(problems).toEqual([]);
  });
}

test("explains a site without an office or without a ledger, by the owner's words", async ({ page }) => {
  for (const reason of ['no-office', 'no-ledger'] as const) {
    await page.unrouteAll();
    await officeAnswers(page, { office: reason, signedInAs: null });
    await page.goto(office.path);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await expect(page.getByRole('main')).toContainText(
      reason === 'no-office' ? 'BOOKING_OFFICE_EMAILS' : 'DATABASE_URL',
    );
    expect((await wcagAxe(page).analyze()).violations).toEqual([]);
  }
});

test('the office by keyboard alone: sign in with a code, change tab, open an enquiry and come back', async ({
  page,
}) => {
  let signedIn = false;
  await page.route(`**${OFFICE_API.status}`, (route) =>
    route.fulfill({ json: { office: 'ready', signedInAs: signedIn ? 'owner@example.com' : null } }),
  );
  await page.route(`**${OFFICE_API.code}`, (route) => route.fulfill({ status: 202, json: { ok: true } }));
  await page.route(`**${OFFICE_API.signIn}`, (route) => {
    signedIn = true;
    return route.fulfill({ json: { office: 'ready', signedInAs: 'owner@example.com' } });
  });
  await page.route(new RegExp(`${OFFICE_API.enquiries}\\?`), (route) => route.fulfill({ json: sampleList }));
  const [first] = sampleList.rows;
  await page.route(`**${OFFICE_API.enquiries}/${first!.reference}`, (route) =>
    route.fulfill({
      json: {
        row: first!,
        fields: [{ name: 'name', label: 'Full name', value: 'Jane Citizen' }],
        history: [],
        deliveryLog: [],
        version: 0,
        booking: null,
        actions: allowedActions(first!.state),
        prefill: {
          priceCents: null,
          priceSources: { productPageCents: null, formEstimateCents: null },
          priceIncludesGst: false,
          clientEmailRequired: false,
          priceRequired: false,
          job: { service: 'pre-purchase-building-inspection', property: 'house', addOns: [], stages: [] },
          clientEmail: null,
        },
        updates: [],
      } satisfies OfficeEnquiryDetail,
    }),
  );

  await page.goto(office.path);
  await expect(page.getByRole('heading', { name: 'Sign in to the office' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Your e-mail address')).toBeFocused();
  await page.keyboard.type('owner@example.com');
  await page.keyboard.press('Enter');
  await expect(page.getByLabel(/digit code/)).toBeFocused();
  await page.keyboard.type('12345678');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Enquiries' })).toBeFocused();

  // The tabs are one stop; the arrows move between them.
  const newTab = page.getByRole('tab', { name: /^New/ });
  for (let i = 0; i < 6 && !(await newTab.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(newTab).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: /^Booked/ })).toBeFocused();
  await expect(page.getByRole('tab', { name: /^Booked/ })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('searchbox', { name: 'Search' })).toBeFocused();
  await page.keyboard.press('Tab');
  const row = page.getByRole('link', { name: new RegExp(first!.reference) });
  await expect(row).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: `Enquiry ${first!.reference}` })).toBeFocused();
  await expect(page).toHaveURL(new RegExp(`/office/enquiries/${first!.reference}$`));
  await expect(page.getByText('Full name')).toBeVisible();
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('button', { name: 'Back to the list' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(row).toBeFocused();
});
