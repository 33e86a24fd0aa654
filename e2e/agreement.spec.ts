import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { business, telHref } from '../src/content/business';
import { acceptLabels } from '../src/features/agreement/accept-form';
import { agreementStateWords } from '../src/features/office/booking-text';
import { inlineParts } from '../src/lib/inline-links';
import { acceptPath, agreementPath, type AcceptBody, type AgreementView } from '../src/api/agreement';
import { CANCELLED_TITLE, CANCELLED_WORDS } from '../src/features/agreement/agreement-app';
import { AGREEMENT_MAIL_TITLES } from '../src/server/agreement/mail';
import { AUTOMATION_EVENT_TYPES } from '../src/server/channels/automation';
import { actionPath, enquiryPath, type OfficeEnquiryDetail } from '../src/api/office';
import type { ReceivedMail } from '../tests/support/mail-server';
import { wcagAxe } from './support/axe';
import { watchCsp } from './support/csp';
import { BUSINESS_INBOX, startLedgerSite, type LedgerSite } from './support/ledger-site';
import { mailsTo, officeSession } from './support/office';
import { inDays } from './support/dates';
import { strataLot } from '../src/content/facts/strata-lot';
import type { PropertyType } from '../src/domain/booking/job';
import { rowLinkName } from '../src/features/office/enquiry-row';
import { postEnquiry } from './support/enquiries';

/**
 * The pre-inspection agreement (issue 40) as the client and the office meet it, the page and the server
 * together: one site for the file (e2e/support/ledger-site.ts: a real PostgreSQL database, a real SMTP server,
 * the stand-in automation with BOOKING_FORWARD_EVENTS=on) with `decisions.writtenAgreement` confirmed. The
 * rules one by one are the server's tests (tests/server/office/agreement.test.ts) and the page's
 * (tests/features/agreement/agreement-page.test.tsx); here the link in the mail, the page, and what the office sees.
 */
const OWNER = 'owner@harbourline.example';
const CONCERNS = 'The back bedroom gets damp in winter.';

test.describe.configure({ mode: 'serial' });
// A browser far from Sydney: the page's times are Sydney's all the same.
test.use({ locale: 'en-AU', timezoneId: 'America/Los_Angeles' });

let site: LedgerSite;
let session: Awaited<ReturnType<typeof officeSession>>;
/** The owner's decision, as the server reads it from its config at each request (BookingConfig.decisions). */
const decide = (on: boolean) =>
  (site.bookings.config.decisions = { writtenAgreement: on ? 'confirmed' : 'not-stated' });
test.beforeAll(async () => {
  site = await startLedgerSite({ office: [OWNER], env: { BOOKING_FORWARD_EVENTS: 'on' }, proof: false });
  decide(true);
  session = await officeSession(site, OWNER);
});
test.afterAll(async () => site?.close());

/** An enquiry in the ledger (e2e/support/enquiries.ts), `more` over the form's fields; its reference and the visitor's address. */
async function enquire(request: APIRequestContext, more: Record<string, string> = {}) {
  const { reference, fields } = await postEnquiry(request, site, more);
  return { reference, email: String(fields.email) };
}

/** Confirms a time through the office's API, with its session, for the journeys that are not about the dialog. */
async function confirm(request: APIRequestContext, reference: string) {
  const detail = (await (
    await request.get(`${site.origin}${enquiryPath(reference)}`, { headers: session.headers })
  ).json()) as OfficeEnquiryDetail;
  const answer = await request.post(`${site.origin}${actionPath(reference, 'confirm')}`, {
    headers: session.headers,
    data: {
      version: detail.version,
      agreed: true,
      slot: { date: inDays(12), windowFrom: '08:00', windowTo: '09:00', priceCents: 45_000, note: '' },
    },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  await site.idle();
}

/** The agreement link's token in a mail's text, or null. */
const tokenIn = (mail: ReceivedMail) => /\/agreement\/([A-Za-z0-9_.%~-]+)/.exec(mail.text ?? '')?.[1] ?? null;
/** The newest mail to an address about one enquiry that carries an agreement link. */
function linkMail(address: string, reference: string) {
  return mailsTo(site, address)
    .filter((mail) => mail.subject?.includes(reference) && tokenIn(mail))
    .at(-1);
}
const pageOf = (token: string) => `${site.origin}/agreement/${token}`;

async function expectHeading(page: Page, name: string) {
  const heading = page.getByRole('heading', { level: 1, name });
  await expect(heading).toBeVisible();
  await expect(heading).toBeFocused();
}

async function expectNoAxeViolations(page: Page) {
  const { violations } = await wcagAxe(page).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
}

test('the link in the booked mail: clear errors, then accepted; both copies, the office, the automation once; a second acceptance changes nothing', async ({
  page,
  request,
  context,
}) => {
  const { reference, email } = await enquire(request);
  await confirm(request, reference);
  const token = tokenIn(linkMail(email, reference)!)!;
  expect(token).not.toBeNull();
  // Under the site's CSP (no eval: the form's zod runs jitless), with nothing blocked.
  const blocked = await watchCsp(page);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(pageOf(token));
  await expectHeading(page, 'Your inspection agreement');
  await expectNoAxeViolations(page);

  // Nothing typed, nothing ticked: the summary names both, and the first field takes the focus.
  await page.getByRole('button', { name: 'Accept agreement' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'There are 2 problems' })).toBeVisible();
  const name = page.getByRole('textbox', { name: acceptLabels.name });
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);

  await name.fill('Mary-Jane O’Neil');
  // Issue 54: the client's particular concerns, kept with the acceptance and shown to the office.
  await page.getByRole('textbox', { name: acceptLabels.concerns }).fill(CONCERNS);
  await page.getByRole('checkbox', { name: acceptLabels.agreed }).check();
  const answer = page.waitForResponse((r) => r.url().endsWith(acceptPath(token)));
  await page.getByRole('button', { name: 'Accept agreement' }).click();
  expect((await answer).status()).toBe(200);
  await expectHeading(page, 'Agreement accepted');
  await expect(page.getByText(/^Accepted by/)).toContainText('Accepted by Mary-Jane O’Neil on');
  expect(blocked).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectNoAxeViolations(page);

  // The copies, to the client and to the business, each with the text accepted.
  await site.idle();
  const view = (await (await request.get(`${site.origin}/api/agreement/${token}`)).json()) as AgreementView;
  const copy = mailsTo(site, email).filter((m) => m.subject?.startsWith(AGREEMENT_MAIL_TITLES.copy));
  const office = mailsTo(site, BUSINESS_INBOX).filter((m) =>
    m.subject?.startsWith(`${AGREEMENT_MAIL_TITLES.office}: ${reference}`),
  );
  expect([copy.length, office.length]).toEqual([1, 1]);
  // The words before any link of the first paragraph (the mail writes a link out as its words and address).
  const opening = inlineParts(view.sections[0]!.paragraphs[0]!)[0]!.text.slice(0, 60);
  expect(opening.length).toBeGreaterThan(20);
  for (const mail of [...copy, ...office]) expect(mail.text).toContain(opening);

  // The automation: agreement.accepted, once.
  const accepted = (await site.hook!.received()).filter(
    (call) =>
      call.body.reference === reference && call.body.type === AUTOMATION_EVENT_TYPES['agreement-accepted'],
  );
  expect(accepted).toHaveLength(1);

  // A second acceptance (another name) shows the record and changes nothing.
  const again = await request.post(`${site.origin}${acceptPath(token)}`, {
    headers: { Origin: site.origin },
    data: {
      version: view.version,
      hash: view.hash,
      name: 'Someone Else',
      agreed: true,
      onBehalf: false,
    } satisfies AcceptBody,
  });
  expect(again.status()).toBe(200);
  expect(((await again.json()) as AgreementView).accepted).toEqual(view.accepted);
  await page.reload();
  await expectHeading(page, 'Agreement accepted');
  await expect(page.getByText(/^Accepted by/)).toContainText('Mary-Jane O’Neil');
  await site.idle();
  expect(mailsTo(site, email).filter((m) => m.subject?.startsWith(AGREEMENT_MAIL_TITLES.copy))).toHaveLength(
    1,
  );

  // The office: "accepted" on the booked row.
  await session.addTo(context);
  await page.goto(`${site.origin}/office`);
  await page.getByRole('tab', { name: /^Booked/ }).click();
  const row = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: rowLinkName(reference) }) });
  await expect(row).toContainText(`Agreement: ${agreementStateWords.accepted}`);
  await row.getByRole('link', { name: rowLinkName(reference) }).click();
  await expect(page.getByRole('region', { name: /^Booking:/ })).toContainText(CONCERNS);
});

test('at 390 px, the agreement page of a cancelled booking says it is cancelled, not "Agreement accepted" (issue 57)', async ({
  page,
  request,
}) => {
  const { reference, email } = await enquire(request);
  await confirm(request, reference);
  const token = tokenIn(linkMail(email, reference)!)!;
  const plain = decodeURIComponent(token);
  const view = (await (await request.get(`${site.origin}${agreementPath(plain)}`)).json()) as AgreementView;
  const accepted = await request.post(`${site.origin}${acceptPath(plain)}`, {
    headers: { Origin: site.origin },
    data: {
      version: view.version,
      hash: view.hash,
      name: 'Mary-Jane O’Neil',
      agreed: true,
      onBehalf: false,
    } satisfies AcceptBody,
  });
  expect(accepted.status()).toBe(200);
  const detail = (await (
    await request.get(`${site.origin}${enquiryPath(reference)}`, { headers: session.headers })
  ).json()) as OfficeEnquiryDetail;
  const cancelled = await request.post(`${site.origin}${actionPath(reference, 'cancel')}`, {
    headers: session.headers,
    data: { version: detail.version, reason: 'The sale fell through.' },
  });
  expect(cancelled.status(), await cancelled.text()).toBe(200);
  await site.idle();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(pageOf(token));
  await expectHeading(page, CANCELLED_TITLE);
  await expect(page.getByText(CANCELLED_WORDS.accepted)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Agreement accepted' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'The cancelled booking' })).toBeVisible();
});

test('a tampered link and a revoked one get the error page with the phone; the fresh link opens', async ({
  page,
  request,
  context,
}) => {
  const { reference, email } = await enquire(request);
  await confirm(request, reference);
  const token = tokenIn(linkMail(email, reference)!)!;
  await page.setViewportSize({ width: 390, height: 844 });

  const tampered = token.slice(0, -2) + (token.endsWith('AA') ? 'BB' : 'AA');
  await page.goto(pageOf(tampered));
  await expectHeading(page, 'This link does not open an agreement');
  await expect(page.getByRole('link', { name: business.phone.display })).toHaveAttribute('href', telHref);
  await expectNoAxeViolations(page);

  // The office revokes the links (it asks first), and fresh ones go to the client (issue 52: the booking
  // page's and the agreement's, in one e-mail).
  await session.addTo(context);
  await page.goto(`${site.origin}/office`);
  await page.getByRole('tab', { name: /^Booked/ }).click();
  await page.getByRole('link', { name: rowLinkName(reference) }).click();
  await expect(page.getByText(`Agreement: ${agreementStateWords.sent}`)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Replace all links' }).click();
  const dialog = page.getByRole('dialog', { name: "Replace this booking's links" });
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Stop the old links and send new ones' }).click();
  await expect(dialog).toBeHidden();
  // Issue 55: the notice sits clear of the header, and its close button is a 44 px target.
  const notice = page.locator('[data-sonner-toast]').filter({ hasText: 'Links revoked' });
  await expect(notice).toBeVisible();
  const header = (await page.locator('header').first().boundingBox())!;
  const close = (await notice.getByRole('button', { name: /close/i }).boundingBox())!;
  const box = (await notice.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
  expect([close.width, close.height].every((side) => side >= 44)).toBe(true);
  expect(close.x + close.width).toBeLessThanOrEqual(box.x + box.width);
  await site.idle();
  const fresh = tokenIn(linkMail(email, reference)!)!;
  expect(fresh).not.toBe(token);

  await page.goto(pageOf(token));
  await expectHeading(page, 'This link does not open an agreement');
  await page.goto(pageOf(fresh));
  await expectHeading(page, 'Your inspection agreement');
});

test('the job decides the agreement (issue 54): no price is refused, a strata lot reads Appendix B, and a change of property asks again', async ({
  page,
  request,
}) => {
  decide(true);
  const { reference, email } = await enquire(request);
  const detailOf = async () =>
    (await (
      await request.get(`${site.origin}${enquiryPath(reference)}`, { headers: session.headers })
    ).json()) as OfficeEnquiryDetail;
  const slotBody = (version: number, priceCents: number | null, property: PropertyType) => ({
    headers: session.headers,
    data: {
      version,
      agreed: true,
      slot: {
        date: inDays(12),
        windowFrom: '08:00',
        windowTo: '09:00',
        priceCents,
        note: '',
        job: { ...detail.prefill.job, property },
      },
    },
  });
  const detail = await detailOf();
  expect(detail.prefill.priceRequired).toBe(true);
  const quote = await request.post(
    `${site.origin}${actionPath(reference, 'confirm')}`,
    slotBody(0, null, 'house'),
  );
  expect([quote.status(), await quote.json()]).toEqual([
    400,
    { error: 'invalid', field: 'slot.priceCents', reason: 'agreement' },
  ]);

  const booked = await request.post(
    `${site.origin}${actionPath(reference, 'confirm')}`,
    slotBody(0, 45_000, 'strata-lot'),
  );
  expect(booked.status()).toBe(200);
  await site.idle();
  const first = tokenIn(linkMail(email, reference)!)!;
  await page.goto(pageOf(first));
  await expect(page.getByRole('main')).toContainText(strataLot.scope);
  const view = (await (await request.get(`${site.origin}/api/agreement/${first}`)).json()) as AgreementView;
  const accepted = await request.post(`${site.origin}${acceptPath(first)}`, {
    headers: { Origin: site.origin },
    data: { version: view.version, hash: view.hash, name: 'Mary-Jane O’Neil', agreed: true, onBehalf: false },
  });
  expect(accepted.status()).toBe(200);
  await site.idle();

  // A house, not a lot: a new version, and the client is asked again.
  const moved = await request.post(
    `${site.origin}${actionPath(reference, 'move')}`,
    slotBody((await detailOf()).version, 45_000, 'house'),
  );
  expect(moved.status()).toBe(200);
  await site.idle();
  const second = tokenIn(linkMail(email, reference)!)!;
  expect(second).not.toBe(first);
  await page.goto(pageOf(second));
  await expect(page.getByRole('main')).toContainText('within 30 m');
  await expect(page.getByRole('checkbox', { name: acceptLabels.agreed })).toBeVisible();
});

test('with the decision off, the booked mail carries no link and the office shows no agreement', async ({
  request,
}) => {
  decide(false);
  try {
    const { reference, email } = await enquire(request);
    await confirm(request, reference);
    const booked = mailsTo(site, email).filter((m) => m.subject?.includes(reference));
    expect(booked.length).toBeGreaterThan(1);
    expect(booked.filter((m) => tokenIn(m))).toEqual([]);
    const detail = (await (
      await request.get(`${site.origin}${enquiryPath(reference)}`, { headers: session.headers })
    ).json()) as OfficeEnquiryDetail;
    expect(detail.agreement ?? null).toBeNull();
  } finally {
    decide(true);
  }
});
