import ICAL from 'ical.js';
import { jobOfEnquiry } from '../src/domain/booking/job';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { NO_ADDONS } from '../src/domain/booking/options';
import { conflictText } from '../src/features/office/action-dialog';
import { actionSpecs } from '../src/features/office/booking-panel';
import { AUTOMATION_EVENT_TYPES } from '../src/server/channels/automation';
import { BOOKING_UPDATE_TITLES } from '../src/server/mail/booking-update-mail';
import { actionPath, enquiryPath, type OfficeEnquiryDetail } from '../src/api/office';
import type { ReceivedMail } from '../tests/support/mail-server';
import { wcagAxe } from './support/axe';
import { startLedgerSite, type LedgerSite } from './support/ledger-site';
import { actByApi, mailsTo, officeSession } from './support/office';
import { inDays } from './support/dates';
import { slotWhen } from '../src/domain/booking/words';
import { type BookingSlot, type OfficeAction } from '../src/domain/booking/states';
import { rowLinkName } from '../src/features/office/enquiry-row';
import { postEnquiry } from './support/enquiries';

/**
 * The office's actions (issue 39) as a person takes them, the page and the server together: one site for the
 * file (e2e/support/ledger-site.ts: a real PostgreSQL database, a real SMTP server, the stand-in automation
 * with BOOKING_FORWARD_EVENTS=on), one enquiry per test, posted to /api/bookings as the form posts it. The
 * rules one by one are the server's tests (tests/server/office/bookings.test.ts) and the page's
 * (tests/features/office/office-actions.test.tsx); here what crosses from one to the other, and the visitor's mail.
 */
const OWNER = 'owner@harbourline.example';

// The tests share the site, so they run one after another in one worker.
test.describe.configure({ mode: 'serial' });
// A browser far from Sydney: the times the office types are Sydney's all the same.
test.use({ locale: 'en-AU', timezoneId: 'America/Los_Angeles' });

let site: LedgerSite;
let session: Awaited<ReturnType<typeof officeSession>>;
test.beforeAll(async () => {
  // The proof of work is the form's journey (e2e/booking-form.spec.ts); these enquiries only need to be there.
  site = await startLedgerSite({ office: [OWNER], env: { BOOKING_FORWARD_EVENTS: 'on' }, proof: false });
  session = await officeSession(site, OWNER);
});
test.afterAll(async () => site?.close());
test.beforeEach(async ({ context }) => session.addTo(context));

/**
 * An enquiry in the ledger (e2e/support/enquiries.ts), its channels delivered, the "requested" e-mail among
 * them. Its reference and the visitor's address.
 */
async function enquire(request: APIRequestContext) {
  const { reference, fields } = await postEnquiry(request, site);
  return { reference, email: String(fields.email) };
}

/** An action straight through the API, with the page's session (e2e/support/office.ts). */
const act = (request: APIRequestContext, reference: string, action: OfficeAction, body: object) =>
  actByApi(request, site, session, reference, action, body);

async function detailOf(request: APIRequestContext, reference: string) {
  const answer = await request.get(`${site.origin}${enquiryPath(reference)}`, { headers: session.headers });
  return (await answer.json()) as OfficeEnquiryDetail;
}

/** The enquiry opened from its tab's list, as a person opens it. */
async function openEnquiry(page: Page, reference: string, tab: 'New' | 'Booked' = 'New') {
  await page.goto(`${site.origin}/office`);
  if (tab !== 'New') await page.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
  await page.getByRole('link', { name: rowLinkName(reference) }).click();
  await expect(page.getByRole('heading', { name: `Enquiry ${reference}` })).toBeFocused();
}

/**
 * Tab until `target` has the focus, as a person does: Chromium's date and time controls take a Tab per part
 * (day, month, year) before the next field. Fails when the focus passes it by.
 */
async function tabTo(page: Page, target: Locator, most = 4) {
  for (let i = 0; i < most && !(await target.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(target).toBeFocused();
}

/**
 * Types a date into the focused date control, part by part. Chromium orders the parts as its own language
 * does (month first in en-US), whatever the page's locale: a first date whose day and month differ shows
 * the order, then the real one is typed from the first part.
 */
async function typeDate(page: Page, field: Locator, iso: string) {
  await expect(field).toBeFocused();
  const [year, month, day] = iso.split('-') as [string, string, string];
  await page.keyboard.type(`0102${year}`);
  const monthFirst = (await field.inputValue()) === `${year}-01-02`;
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.type(monthFirst ? `${month}${day}${year}` : `${day}${month}${year}`);
  await expect(field).toHaveValue(iso);
}

/** The calendar file a mail carries, parsed by ical.js; null for a mail without one. */
function calendarOf(mail: ReceivedMail) {
  const file = mail.attachments.find((a) => a.contentType.startsWith('text/calendar'));
  if (!file) return null;
  const calendar = new ICAL.Component(ICAL.parse(file.content));
  const event = calendar.getFirstSubcomponent('vevent')!;
  const start = event.getFirstProperty('dtstart')!;
  return {
    method: String(calendar.getFirstPropertyValue('method')),
    uid: String(event.getFirstPropertyValue('uid')),
    sequence: Number(event.getFirstPropertyValue('sequence') ?? 0),
    status: String(event.getFirstPropertyValue('status')),
    tzid: start.getParameter('tzid') ?? null,
    start: String(start.getFirstValue()),
  };
}

/** The visitor's mails about one change: by the subject its kind gives. */
const updates = (email: string, kind: keyof typeof BOOKING_UPDATE_TITLES) =>
  mailsTo(site, email).filter((mail) => mail.subject.startsWith(BOOKING_UPDATE_TITLES[kind]));

const slot = (overrides: Partial<BookingSlot> = {}): BookingSlot => ({
  date: inDays(14),
  windowFrom: '08:30',
  windowTo: '10:00',
  priceCents: 45_000,
  note: '',
  ...overrides,
});

test('confirm by keyboard: the visitor gets the calendar invitation for the requested event, at the Sydney time chosen; the automation hears it once; axe finds nothing in the dialog', async ({
  page,
  request,
}) => {
  const { reference, email } = await enquire(request);
  const [requested] = mailsTo(site, email);
  const requestedFile = calendarOf(requested!)!;
  expect(requestedFile.method).toBe('PUBLISH');

  await openEnquiry(page, reference);
  const button = page.getByRole('button', { name: actionSpecs.confirm.label });
  await button.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: actionSpecs.confirm.title });
  const date = dialog.getByLabel('Date');
  await expect(date).toBeFocused();
  expect((await wcagAxe(page).analyze()).violations).toEqual([]);

  // By keyboard: the fields in order, as a Sydney date and times.
  const chosen = slot({ date: inDays(13), note: 'The side gate is open.' });
  await typeDate(page, date, chosen.date);
  await tabTo(page, dialog.getByLabel('From (Sydney time)'));
  await page.keyboard.type('0830a');
  await tabTo(page, dialog.getByLabel('To (Sydney time)'));
  await page.keyboard.type('1000a');
  await tabTo(page, dialog.getByLabel(/^Price/));
  await page.keyboard.press('Control+A');
  await page.keyboard.type('450');
  await page.keyboard.press('Tab');
  await page.keyboard.type(chosen.note);
  // Issue 54: the job, started from the enquiry, then the tick.
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('Inspection')).toBeFocused();
  await tabTo(page, dialog.getByLabel('Property'));
  const tick = dialog.getByLabel('I have agreed this time with the client');
  await tabTo(
    page,
    tick,
    2 + (await dialog.getByRole('group', { name: 'Add-ons' }).getByRole('checkbox').count()),
  );
  await page.keyboard.press('Space');
  const answer = page.waitForResponse((r) => r.url().endsWith(actionPath(reference, 'confirm')));
  await page.keyboard.press('Enter');
  expect((await answer).status()).toBe(200);

  await expect(page.getByText(`Booked for ${slotWhen(chosen)}`)).toBeVisible();
  const booking = page.getByRole('region', { name: 'Booking: booked' });
  await expect(page.getByRole('heading', { name: 'Booking: booked' })).toBeFocused();
  await expect(booking).toContainText(slotWhen(chosen, { year: true }));

  await site.idle();
  const booked = updates(email, 'booked');
  expect(booked).toHaveLength(1);
  const file = calendarOf(booked[0]!)!;
  expect(file).toMatchObject({ method: 'REQUEST', status: 'CONFIRMED', tzid: 'Australia/Sydney' });
  // The MIME part names the method too (mailparser keeps only the type: read the part's header as sent).
  expect(booked[0]!.raw).toMatch(/Content-Type: text\/calendar;[^:]*method=REQUEST/i);
  expect(file.uid).toBe(requestedFile.uid);
  expect(file.sequence).toBeGreaterThan(requestedFile.sequence);
  // The local time chosen, in Sydney's zone, whatever the browser's own.
  expect(file.start).toBe(`${chosen.date}T08:30:00`);
  // Issue 54: with the job the enquiry asked for, as the dialog started it and the keyboard left it.
  const bookedDetail = await detailOf(request, reference);
  const asked = (name: string) => bookedDetail.fields.find((field) => field.name === name)?.value ?? '';
  expect(bookedDetail.booking).toEqual({
    ...chosen,
    job: jobOfEnquiry({ service: asked('service'), addon: asked('addon') || NO_ADDONS }),
  });

  const events = (await site.hook!.received()).filter(
    (call) => call.body.reference === reference && call.body.type,
  );
  expect(events.map((call) => call.body.type)).toEqual([AUTOMATION_EVENT_TYPES.booked]);
});

/** Opens an action's dialog from its button, and fills a slot (the keyboard's own way is the first test's). */
async function fillSlot(page: Page, action: 'confirm' | 'move', chosen: BookingSlot) {
  await page.getByRole('button', { name: actionSpecs[action].label }).click();
  const dialog = page.getByRole('dialog', { name: actionSpecs[action].title });
  await dialog.getByLabel('Date').fill(chosen.date);
  await dialog.getByLabel('From (Sydney time)').fill(chosen.windowFrom);
  await dialog.getByLabel('To (Sydney time)').fill(chosen.windowTo);
  await dialog.getByLabel(/^Price/).fill(chosen.priceCents === null ? '' : String(chosen.priceCents / 100));
  await dialog.getByLabel(/Note to the client/).fill(chosen.note);
  await dialog.getByLabel('I have agreed this time with the client').check();
  return dialog;
}

test('at 390 px, "Book it" pressed offline fails at once, and once the dialog is closed and the signal is back, nothing lands (issue 56)', async ({
  page,
  context,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { reference, email } = await enquire(request);
  const mailsBefore = mailsTo(site, email).length;
  await openEnquiry(page, reference);
  const dialog = await fillSlot(page, 'confirm', slot({ date: inDays(14) }));
  await context.setOffline(true);
  await dialog.getByRole('button', { name: 'Book it and e-mail' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Not sent: you are offline');
  await dialog.getByRole('button', { name: 'Not now' }).click();
  await expect(dialog).toBeHidden();
  await context.setOffline(false);
  // The page is back online and has had every chance to send a paused change: the ledger says nothing came.
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await page.getByRole('button', { name: actionSpecs.confirm.label }).waitFor();
  await site.idle();
  const detail = await detailOf(request, reference);
  expect(detail.row.state).toBe('new');
  expect(detail.booking).toBeNull();
  expect(detail.history.map((item) => item.event)).not.toContain('booked');
  expect(mailsTo(site, email)).toHaveLength(mailsBefore);
});

test('move and cancel each send the visitor one mail, REQUEST then CANCEL for the same event, its SEQUENCE rising', async ({
  page,
  request,
}) => {
  const { reference, email } = await enquire(request);
  const requested = calendarOf(mailsTo(site, email)[0]!)!;
  const first = await act(request, reference, 'confirm', { version: 0, slot: slot(), agreed: true });

  await openEnquiry(page, reference, 'Booked');
  const moved = slot({ date: inDays(15), windowFrom: '13:00', windowTo: '14:30' });
  const dialog = await fillSlot(page, 'move', moved);
  await dialog.getByRole('button', { name: 'Move it and e-mail' }).click();
  await expect(page.getByText(`Moved to ${slotWhen(moved)}`)).toBeVisible();

  await page.getByRole('button', { name: actionSpecs.cancel.label }).click();
  const cancel = page.getByRole('dialog', { name: actionSpecs.cancel.title });
  await cancel.getByLabel('Reason').fill('The sale has fallen through.');
  await cancel.getByRole('button', { name: 'Cancel it and e-mail' }).click();
  await expect(page.getByRole('region', { name: 'Booking: cancelled' })).toContainText(
    slotWhen(moved, { year: true }),
  );

  await site.idle();
  const files = (['booked', 'moved', 'cancelled'] as const).map((kind) => {
    const mails = updates(email, kind);
    expect(mails, kind).toHaveLength(1);
    return calendarOf(mails[0]!)!;
  });
  expect(files.map(({ method, status, uid, sequence }) => ({ method, status, uid, sequence }))).toEqual([
    { method: 'REQUEST', status: 'CONFIRMED', uid: requested.uid, sequence: requested.sequence + 1 },
    { method: 'REQUEST', status: 'CONFIRMED', uid: requested.uid, sequence: requested.sequence + 2 },
    { method: 'CANCEL', status: 'CANCELLED', uid: requested.uid, sequence: requested.sequence + 3 },
  ]);
  expect(files[1]!.start).toBe(`${moved.date}T13:00:00`);
  expect(updates(email, 'cancelled')[0]!.text).toContain('The sale has fallen through.');
  expect(first.version).toBe(1);
  const events = (await site.hook!.received()).filter(
    (call) => call.body.reference === reference && call.body.type,
  );
  expect(events.map((call) => call.body.type)).toEqual([
    AUTOMATION_EVENT_TYPES.booked,
    AUTOMATION_EVENT_TYPES.moved,
    AUTOMATION_EVENT_TYPES.cancelled,
  ]);
});

test('at 390 px, a week before the inspection the page offers no "Mark done", and "done" asked anyway answers 409 too-early with the day (issue 57)', async ({
  page,
  request,
}) => {
  const { reference } = await enquire(request);
  const date = inDays(7);
  const booked = await act(request, reference, 'confirm', {
    version: 0,
    slot: slot({ date }),
    agreed: true,
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await openEnquiry(page, reference, 'Booked');
  const panel = page.getByRole('region', { name: 'Booking: booked' });
  await expect(panel.getByRole('button', { name: actionSpecs.cancel.label })).toBeVisible();
  await expect(panel.getByRole('button', { name: actionSpecs.done.label })).toHaveCount(0);
  // The server is the guard: asked anyway, with the page's own session.
  const answer = await page.request.post(`${site.origin}${actionPath(reference, 'done')}`, {
    headers: { Origin: site.origin },
    data: { version: booked.version },
  });
  expect(answer.status()).toBe(409);
  expect(await answer.json()).toMatchObject({
    error: 'too-early',
    date,
    current: { version: booked.version },
  });
  expect((await detailOf(request, reference)).row.state).toBe('booked');
});

test('decline sends the visitor one mail: the requested event again, cancelled, as PUBLISH', async ({
  page,
  request,
}) => {
  const { reference, email } = await enquire(request);
  const requested = calendarOf(mailsTo(site, email)[0]!)!;
  await openEnquiry(page, reference);
  await page.getByRole('button', { name: actionSpecs.decline.label }).click();
  const dialog = page.getByRole('dialog', { name: actionSpecs.decline.title });
  await dialog.getByLabel('Reason').fill('We do not inspect in that area.');
  await dialog.getByRole('button', { name: 'Decline and e-mail' }).click();
  await expect(page.getByRole('heading', { name: 'Booking: declined' })).toBeFocused();

  await site.idle();
  const declined = updates(email, 'declined');
  expect(declined).toHaveLength(1);
  expect(calendarOf(declined[0]!)).toMatchObject({
    method: 'PUBLISH',
    status: 'CANCELLED',
    uid: requested.uid,
    sequence: requested.sequence + 1,
  });
  expect(declined[0]!.text).toContain('We do not inspect in that area.');
});

test('two tabs confirm at once: one wins, the other is told someone else changed it and how it is now', async ({
  context,
  request,
}) => {
  const { reference, email } = await enquire(request);
  const slots = [slot({ windowFrom: '08:30' }), slot({ windowFrom: '13:00', windowTo: '14:30' })];
  const tabs: Page[] = [];
  const dialogs: Locator[] = [];
  // Each tab in front while it is filled in (Chromium slows a tab in the background).
  for (const chosen of slots) {
    const tab = await context.newPage();
    await openEnquiry(tab, reference);
    tabs.push(tab);
    dialogs.push(await fillSlot(tab, 'confirm', chosen));
  }
  const answers = tabs.map((tab) =>
    tab.waitForResponse((r) => r.url().endsWith(actionPath(reference, 'confirm'))),
  );
  await Promise.all(
    dialogs.map((dialog) => dialog.getByRole('button', { name: 'Book it and e-mail' }).click()),
  );
  const statuses = await Promise.all(answers.map(async (answer) => (await answer).status()));
  expect([...statuses].sort()).toEqual([200, 409]);

  const winner = statuses.indexOf(200);
  const loser = 1 - winner;
  await tabs[winner]!.bringToFront();
  await expect(tabs[winner]!.getByText(`Booked for ${slotWhen(slots[winner]!)}`)).toBeVisible();
  const now = await detailOf(request, reference);
  expect(now.booking).toEqual({ ...slots[winner], job: now.prefill.job });
  await tabs[loser]!.bringToFront();
  await expect(dialogs[loser]!.getByRole('alert')).toHaveText(conflictText(now, 'confirm'));
  await expect(dialogs[loser]!.getByRole('button', { name: 'Book it and e-mail' })).toHaveCount(0);
  // Behind the dialog the loser's page already shows the booking as it is.
  await dialogs[loser]!.getByRole('button', { name: 'Back to the enquiry' }).click();
  await expect(tabs[loser]!.getByRole('region', { name: 'Booking: booked' })).toContainText(
    slotWhen(slots[winner]!, { year: true }),
  );

  await site.idle();
  expect(updates(email, 'booked')).toHaveLength(1);
});
