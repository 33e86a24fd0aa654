// @vitest-environment node
/**
 * The office's e-mails to act on (issue 57), as a real SMTP server receives them from a real PostgreSQL-backed
 * server: each mail about an enquiry opens it in the office (`officeEnquiryUrl`) and taps to call the client,
 * and whoever booked, in E.164, in the HTML and the text alike, with no map link; a request for another time
 * gives the times asked for with the day read in each, and the office's detail gives them too; a client's
 * cancel says the client cancelled, with the reason.
 */
import { describe, expect, it } from 'vitest';
import { officeEnquiryUrl } from '../../../src/api/office-paths';
import { cancelPath, changeRequestPath } from '../../../src/api/booking-page';
import { actionPath, enquiryPath, OFFICE_API, type OfficeEnquiryDetail } from '../../../src/api/office';
import { bookingFields } from '../../../src/domain/booking/fields';
import { CSV_AGREEMENT_WORDS, CSV_HEADERS, CSV_ZONE } from '../../../src/server/office/csv-export';
import { bookedByOptions } from '../../../src/domain/booking/options';
import { phoneE164 } from '../../../src/domain/booking/phone';
import { readingInWords } from '../../../src/domain/booking/preferred-time';
import { formatDayDate } from '../../../src/domain/booking/words';
import { handleBookingRequest } from '../../../src/server/booking-handler';
import { handleBookingPageRequest } from '../../../src/server/booking-page/handler';
import { ASKED_TIMES_NOTE, CLIENT_REQUEST_TITLES } from '../../../src/server/booking-page/mail';
import { BOOKING_UPDATE_TITLES } from '../../../src/server/mail/booking-update-mail';
import { OFFICE_LINK_TEXT } from '../../../src/server/mail/office-links';
import { type BookingConfig } from '../../../src/server/config';
import { sydneyDaysAfter } from '../../support/clock';
import { bookingPost, validPayload } from '../support';
import { OWNER, officeSuite, testSlot } from './support';

const office = officeSuite();
const LINK_SECRET = 'test-link-secret-of-at-least-32-characters';

const config = ({ agreements = false } = {}): BookingConfig => ({
  ...office.configFor({ BOOKING_LINK_SECRET: LINK_SECRET }),
  decisions: { writtenAgreement: agreements ? 'confirmed' : 'not-stated' },
});

const SLOT = testSlot();

let n = 0;
async function received(overrides: Record<string, unknown> = {}, options: { agreements?: boolean } = {}) {
  n++;
  const submissionId = `0b4f1c7e-5757-4222-8333-${String(n).padStart(12, '0')}`;
  const payload: Record<string, unknown> = { ...validPayload(), submissionId, ...overrides };
  const answer = await handleBookingRequest(bookingPost(payload), config(options));
  expect(answer.status).toBe(202);
  await office.idle();
  const { reference } = (await answer.json()) as { reference: string };
  return { reference, payload };
}

const cookie = (email = OWNER) => office.session(email);

/** The mails to the office about one enquiry, by the purpose their Message-ID names. */
const toOffice = (reference: string, purpose: string) =>
  office
    .smtp()
    .received.filter(
      (m) => m.envelopeTo.includes(OWNER) && m.messageId.startsWith(`<${reference.toLowerCase()}.${purpose}`),
    );

/** Every href in a mail's HTML. */
const hrefs = (html: string) =>
  [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));

/** The office link and the calls, in both parts; and no link that carries the street or the suburb. */
function expectActionable(
  mail: { html: string; text: string },
  reference: string,
  phones: string[],
  street: string,
) {
  const url = officeEnquiryUrl(config().siteOrigin, reference);
  expect(hrefs(mail.html)).toContain(url);
  expect(mail.text).toContain(`${OFFICE_LINK_TEXT}: ${url}`);
  for (const phone of phones) {
    const tel = `tel:${phoneE164(phone)}`;
    expect(hrefs(mail.html), phone).toContain(tel);
    expect(mail.text, phone).toContain(tel);
  }
  for (const href of hrefs(mail.html)) {
    expect(decodeURIComponent(href)).not.toContain(street);
    expect(href).not.toMatch(/maps|map\?/i);
  }
}

/** A booking confirmed by the office, and its page's token from the client's "booked" e-mail. */
async function booked(overrides: Record<string, unknown> = {}, { agreements = false } = {}) {
  const { reference, payload } = await received(
    { preferredDate: sydneyDaysAfter(7), ...overrides },
    { agreements },
  );
  const session = await cookie();
  const confirmed = await office.call(
    office.request(actionPath(reference, 'confirm'), {
      method: 'POST',
      // Booked for a client: the office gives the client's address (docs/office.md, Bookings).
      body: {
        version: 0,
        slot: SLOT,
        agreed: true,
        ...(overrides.clientContact ? { clientEmail: overrides.clientContact } : {}),
      },
      cookie: session,
    }),
    config({ agreements }),
  );
  expect(confirmed.status).toBe(200);
  await office.idle();
  const bookedMail = office
    .smtp()
    .received.find(
      (m) =>
        m.subject.startsWith(BOOKING_UPDATE_TITLES.booked) &&
        m.messageId.startsWith(`<${reference.toLowerCase()}.`),
    )!;
  const token = decodeURIComponent(/\/booking\/([A-Za-z0-9_.%-]+)/.exec(bookedMail.text)![1]!);
  return { reference, payload, session, token };
}

describe("the office's mail of a new enquiry", () => {
  it('opens the enquiry in the office and calls the client, in the HTML and the text, with no map link', async () => {
    const { reference, payload } = await received();
    const [mail] = toOffice(reference, 'enquiry');
    expect(mail).toBeDefined();
    expectActionable(mail!, reference, [String(payload.phone)], String(payload.streetName));
    expect(mail!.text).toContain(`the client, ${String(payload.name)}`);
  });

  it('booked by someone else: calls the client on the number the form gave, and the booker', async () => {
    const clientPhone = '02 5550 4321';
    const { reference, payload } = await received({
      bookedBy: bookedByOptions[2],
      clientName: 'Ana Silva',
      clientContact: clientPhone,
    });
    const [mail] = toOffice(reference, 'enquiry');
    expectActionable(mail!, reference, [clientPhone, String(payload.phone)], String(payload.streetName));
    expect(mail!.text).toContain(`the client, Ana Silva`);
    expect(mail!.text).toContain(`the booker, ${String(payload.name)} (${bookedByOptions[2]})`);
    // The client first: the one the inspection is for.
    expect(mail!.text.indexOf('the client, Ana Silva')).toBeLessThan(mail!.text.indexOf('the booker,'));
  });

  it('booked by someone else with only an e-mail for the client: calls the booker, and says so', async () => {
    const { reference, payload } = await received({
      bookedBy: bookedByOptions[3],
      clientName: 'Ana Silva',
      clientContact: 'ana.silva@example.net',
    });
    const [mail] = toOffice(reference, 'enquiry');
    expectActionable(mail!, reference, [String(payload.phone)], String(payload.streetName));
    expect(hrefs(mail!.html).filter((href) => href.startsWith('tel:'))).toHaveLength(1);
    expect(mail!.text).toContain('The form gave no phone number for the client.');
  });
});

describe("the office's mail of a client's request from the booking page", () => {
  const pagePost = (path: string, body: unknown) =>
    handleBookingPageRequest(office.request(path, { method: 'POST', body }), config());

  const detailOf = async (reference: string, session: string) =>
    (await (
      await office.call(office.request(enquiryPath(reference), { cookie: session }), config())
    ).json()) as OfficeEnquiryDetail;

  it('another time: the times asked for with the day read in each, the office link and the call; the detail gives them too', async () => {
    const { reference, payload, session, token } = await booked();
    // A day in the client's words, made from a date: '<weekday> <day> <month>, afternoon', no year.
    const day = sydneyDaysAfter(12);
    const words = `${formatDayDate(day).replace(/ \d{4}$/, '')}, afternoon`;
    const preferred = [words, 'Any morning the week after'];
    office.state.clock.advance(60_000);
    const asked = await pagePost(changeRequestPath(token), { preferred, note: 'Tenant away.' });
    expect(asked.status).toBe(200);
    await office.idle();
    const mails = toOffice(reference, 'client-request');
    expect(mails.map((m) => m.subject)).toEqual([
      `${CLIENT_REQUEST_TITLES['change-requested']}: ${reference}`,
    ]);
    const mail = mails[0]!;
    expectActionable(mail, reference, [String(payload.phone)], String(payload.streetName));
    const read = readingInWords({ date: day, part: 'afternoon', time: null })!;
    expect(read).toBe(`${formatDayDate(day)}, afternoon`);
    expect(mail.text).toContain(`Time 1 asked for: ${words} (${read})`);
    // Words that name no day are given as written, with nothing read into them.
    expect(mail.text).toContain(`Time 2 asked for: ${preferred[1]}\n`);
    expect(mail.text).toContain(ASKED_TIMES_NOTE);
    expect(mail.text).toContain(`The client, ${String(payload.name)}, asked for another time`);
    expect(mail.html).toContain(`${words} (${read})`);

    const detail = await detailOf(reference, session);
    expect(detail.request).toEqual({
      kind: 'change-requested',
      by: 'client',
      at: office.state.clock.now().toISOString(),
      times: [
        { words, date: day, part: 'afternoon', time: null },
        { words: preferred[1], date: null, part: 'morning', time: null },
      ],
      note: 'Tenant away.',
      reason: null,
    });
  });

  it('a cancel: "the client cancelled", with the reason, in the mail and the detail', async () => {
    const { reference, payload, session, token } = await booked();
    const reason = 'We bought another house.';
    const cancelled = await pagePost(cancelPath(token), { reason, agreed: true });
    expect(cancelled.status).toBe(200);
    await office.idle();
    const [mail] = toOffice(reference, 'client-request');
    expect(mail!.subject).toBe(`${CLIENT_REQUEST_TITLES.cancelled}: ${reference}`);
    expectActionable(mail!, reference, [String(payload.phone)], String(payload.streetName));
    for (const part of [mail!.text, mail!.html]) {
      expect(part).toContain(`The client, ${String(payload.name)}, cancelled this inspection`);
      expect(part).toContain(`Their reason: ${reason}`);
    }
    expect((await detailOf(reference, session)).request).toMatchObject({
      kind: 'cancelled',
      by: 'client',
      reason,
      times: [],
    });
  });
});

/** The CSV's rows as cells: quoted, quotes doubled, CRLF between rows (what officeCsv writes). */
function parseCsv(csv: string): string[][] {
  return csv
    .trimEnd()
    .split('\r\n')
    .map((line) => [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((m) => m[1]!.replace(/""/g, '"')));
}

/** An instant as Sydney's wall clock, by Intl (not the code under test): 'YYYY-MM-DD HH:MM'. */
function sydneyByIntl(at: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-AU', {
      timeZone: 'Australia/Sydney',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

describe("the office's CSV of a tab", () => {
  it('gives the booking (date, window, price, state, agreement, booker, client) and every time in Sydney time, named in the header', async () => {
    const { reference, payload, session } = await booked(
      { bookedBy: bookedByOptions[2], clientName: 'Ana Silva', clientContact: 'ana.silva@example.net' },
      { agreements: true },
    );
    const answer = await office.call(
      office.request(`${OFFICE_API.csv}?tab=booked`, { cookie: session }),
      config({ agreements: true }),
    );
    expect(answer.status).toBe(200);
    const [header, ...rows] = parseCsv(await answer.text());
    expect(header).toEqual(CSV_HEADERS);
    const cell = (name: string) => rows[0]![header!.indexOf(name)];
    expect(rows).toHaveLength(1);
    expect(cell('Reference')).toBe(reference);
    const [stored] = await office.query<{ received_at: Date }>(
      'SELECT received_at FROM booking_enquiries WHERE reference = $1',
      [reference],
    );
    expect(header).toContain(`Received (${CSV_ZONE})`);
    expect(cell(`Received (${CSV_ZONE})`)).toBe(sydneyByIntl(new Date(stored!.received_at)));
    expect(cell('State')).toBe('booked');
    expect(cell('Booked date')).toBe(SLOT.date);
    expect(cell(`Window (${CSV_ZONE})`)).toBe(`${SLOT.windowFrom}-${SLOT.windowTo}`);
    expect(Number(cell('Price (AUD)')) * 100).toBe(SLOT.priceCents);
    expect(cell('Agreement')).toBe(CSV_AGREEMENT_WORDS.sent);
    expect(cell('Booker')).toBe(`${String(payload.name)} (${bookedByOptions[2]})`);
    expect(cell('Client')).toBe('Ana Silva');
    expect(cell('Client email')).toBe('ana.silva@example.net');
    // The form's own fields follow, by their labels.
    expect(header).toEqual(expect.arrayContaining(bookingFields.map((field) => field.label)));
  });
});
