// @vitest-environment node
/**
 * The inbox's API on a real PostgreSQL and SMTP: the list by tab with its counts and search, an enquiry
 * recorded before migration 0003 showing as new, one enquiry's every field (from the form's field list) and
 * history, a resend, and the CSV through the one csvCell guard.
 */
import { describe, expect, it } from 'vitest';
import { bookingFields } from '../../../src/domain/booking/fields';
import { bookedByOptions, bookingForClient, serviceOptions } from '../../../src/domain/booking/options';
import { bookingReference } from '../../../src/domain/booking/reference';
import { handleBookingRequest } from '../../../src/server/booking-handler';
import { csvCell } from '../../../src/server/csv';
import { contentHash, type Enquiry } from '../../../src/domain/booking/enquiry';
import { createLedger } from '../../../src/server/ledger/ledger';
import { migrate } from '../../../src/server/ledger/migrate';
import { migrations } from '../../../src/server/ledger/migrations';
import {
  OFFICE_API,
  OFFICE_TABS,
  actionPath,
  agreementResendPath,
  enquiryPath,
  handledPath,
  resendPath,
  type OfficeEnquiryDetail,
  type OfficeList,
  type OfficeSchedule,
} from '../../../src/api/office';
import { ADDRESS_PARTS, officeFieldLabel, PROPERTY_ADDRESS_LABEL } from '../../../src/server/office/inbox';
import { scheduleDates } from '../../../src/server/office/enquiry-routes';
import { sydneyInstant } from '../../../src/domain/booking/sydney-time';
import { propertyAddress } from '../../../src/domain/booking/words';
import { freshPostgres } from '../../support/databases';
import { bookingPost, validPayload } from '../support';
import { OWNER, officeSuite } from './support';
import { sydneyDaysAfter, TEST_NOW } from '../../support/clock';

const office = officeSuite();

let n = 0;
/** Sends an enquiry through the public handler, as the form does; its reference. */
async function enquire(fields: Record<string, unknown> = {}): Promise<string> {
  n++;
  const payload = {
    ...validPayload(),
    submissionId: `0b4f1c7e-1111-4222-8333-${String(n).padStart(12, '0')}`,
    ...fields,
  };
  const answer = await handleBookingRequest(bookingPost(payload), office.state.config);
  expect(answer.status).toBe(202);
  await office.idle();
  office.state.clock.advance(60_000);
  return ((await answer.json()) as { reference: string }).reference;
}

async function getJson<T>(path: string, cookie: string): Promise<T> {
  const answer = await office.call(office.request(path, { cookie }));
  expect(answer.status).toBe(200);
  return (await answer.json()) as T;
}

/** A booker who is not the client and may be sent the client's news: a buyer's agent. */
const BUYERS_AGENT = bookedByOptions.find((option) => /buyer.s agent/i.test(option))!;

describe('the list', () => {
  it('shows a tab newest first, with each tab counted, and every new enquiry in "new"', async () => {
    const cookie = await office.signedIn();
    const first = await enquire({ suburb: 'Parramatta' });
    const second = await enquire({
      suburb: 'Manly',
      addon: 'No add-ons',
      preferredDate: sydneyDaysAfter(10),
    });
    const third = await enquire({ suburb: 'Ryde' });
    // Part 2 moves enquiries on; here the state is set as it will.
    await office.query("UPDATE booking_enquiries SET state = 'booked' WHERE reference = $1", [third]);
    const list = await getJson<OfficeList>(`${OFFICE_API.enquiries}?tab=new`, cookie);
    expect(list.tab).toBe('new');
    expect(list.rows.map((row) => row.reference)).toEqual([second, first]);
    const held: Record<string, number> = { new: 2, booked: 1 };
    expect(list.counts).toEqual(
      Object.fromEntries(Object.keys(OFFICE_TABS).map((tab) => [tab, held[tab] ?? 0])),
    );
    const row = list.rows[0]!;
    expect(row).toMatchObject({
      state: 'new',
      inspection: serviceOptions[0]!.title,
      addon: null,
      suburb: 'Manly',
      preferredDate: sydneyDaysAfter(10),
      preferredTime: null,
    });
    expect(new Date(row.receivedAt).toISOString()).toBe(row.receivedAt);
    expect(row.channels.map((c) => [c.channel, c.state])).toEqual([
      ['mailbox', 'delivered'],
      ['confirmation', 'delivered'],
    ]);
    expect((await getJson<OfficeList>(`${OFFICE_API.enquiries}?tab=booked`, cookie)).rows).toHaveLength(1);
  });

  it('finds across every tab by reference, client or booker name, phone in any spacing, e-mail, street or suburb, whatever the case, and takes % and _ as themselves', async () => {
    const cookie = await office.signedIn();
    const jane = await enquire({
      name: 'Jane Citizen',
      suburb: 'Parramatta',
      email: 'jane@example.com',
      phone: '0412 345 678',
      streetName: 'Harbour View Road',
    });
    const omar = await enquire({
      name: 'Omar Sure',
      suburb: 'Bondi',
      email: 'o_k@example.net',
      phone: '0498 765 432',
    });
    // An agent books for Priya: her name and her phone are the client's fields, the agent's the form's own.
    const priya = await enquire({
      bookedBy: BUYERS_AGENT,
      name: 'Sam Agent',
      email: 'sam@agency.example',
      phone: '0422 111 222',
      clientName: 'Priya Raman',
      clientContact: '02 5550 4321',
      streetName: 'Wattle Street',
      suburb: 'Ultimo',
    });
    // Declined: in another tab than the one open when searching.
    const declined = await office.call(
      office.request(actionPath(priya, 'decline'), {
        method: 'POST',
        body: { version: 0, reason: 'Outside the area we cover.' },
        cookie,
      }),
    );
    expect(declined.status).toBe(200);
    const search = async (q: string) =>
      (await getJson<OfficeList>(`${OFFICE_API.enquiries}?tab=new&q=${encodeURIComponent(q)}`, cookie)).rows;
    const found = async (q: string) => (await search(q)).map((row) => row.reference).sort();
    expect(await found(jane.toLowerCase())).toEqual([jane]);
    expect(await found('citizen')).toEqual([jane]);
    expect(await found('BONDI')).toEqual([omar]);
    expect(await found('example.net')).toEqual([omar]);
    expect(await found('harbour vi')).toEqual([jane]);
    expect(await found('+61 412 345 678')).toEqual([jane]);
    expect(await found('0412345')).toEqual([jane]);
    // From the New tab, the declined client by her name, the agent's, her phone and her street, and the row
    // says which tab it is in.
    for (const q of ['priya', 'Raman', 'sam agent', '(02) 5550-4321', 'wattle st']) {
      const rows = await search(q);
      expect(
        rows.map((row) => [row.reference, row.state]),
        q,
      ).toEqual([[priya, 'declined']]);
    }
    expect((await search('priya'))[0]).toMatchObject({ name: 'Priya Raman', bookedBy: 'Sam Agent' });
    // Taken as patterns, '%' and '_' would match every enquiry; a single character matches none.
    expect(await found('%')).toEqual([]);
    expect(await found('o_k')).toEqual([omar]);
    expect(await found('_')).toEqual([]);
    expect(await found('j')).toEqual([]);
    expect(await found('')).toEqual([jane, omar].sort());
  });

  it('refuses a tab it does not know', async () => {
    const cookie = await office.signedIn();
    const answer = await office.call(office.request(`${OFFICE_API.enquiries}?tab=all`, { cookie }));
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ error: 'invalid' });
  });
});

describe('the schedule (issue 57)', () => {
  it('counts its ranges from today in Sydney: today, to Sunday, and 14 days', () => {
    const at = (date: string) => sydneyInstant(date, '23:30');
    // 2026-11-29 is a Sunday: the week ends that day; from the Monday after, six days on.
    expect(scheduleDates('week', at('2026-11-29'))).toEqual({ from: '2026-11-29', to: '2026-11-29' });
    expect(scheduleDates('week', at('2026-11-30'))).toEqual({ from: '2026-11-30', to: '2026-12-06' });
    expect(scheduleDates('today', at('2026-11-30'))).toEqual({ from: '2026-11-30', to: '2026-11-30' });
    expect(scheduleDates('fortnight', at('2026-11-30'))).toEqual({ from: '2026-11-30', to: '2026-12-13' });
  });

  it('lists the booked inspections of its range in booked-time order, whatever the order booked; a cancelled one, a new one and one past the range are not there', async () => {
    const cookie = await office.signedIn();
    const book = async (days: number, windowFrom: string, windowTo: string) => {
      const reference = await enquire();
      const answer = await office.call(
        office.request(actionPath(reference, 'confirm'), {
          method: 'POST',
          body: {
            version: 0,
            agreed: true,
            slot: { date: sydneyDaysAfter(days), windowFrom, windowTo, priceCents: 45_000, note: '' },
          },
          cookie,
        }),
      );
      expect(answer.status).toBe(200);
      return reference;
    };
    const { from, to } = scheduleDates('fortnight', office.state.clock.now());
    const lastDay = Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);
    const afternoon = await book(1, '13:00', '15:00');
    const morning = await book(1, '08:30', '10:00');
    const later = await book(lastDay, '09:00', '11:00');
    await book(lastDay + 1, '09:00', '11:00');
    const cancelled = await book(1, '11:00', '12:00');
    const dropped = await office.call(
      office.request(actionPath(cancelled, 'cancel'), {
        method: 'POST',
        body: { version: 1, reason: 'The client found another time.' },
        cookie,
      }),
    );
    expect(dropped.status).toBe(200);
    await enquire();
    const schedule = async (range: string) => {
      const answer = await office.call(office.request(`${OFFICE_API.schedule}?range=${range}`, { cookie }));
      expect(answer.status).toBe(200);
      return (await answer.json()) as OfficeSchedule;
    };
    const fortnight = await schedule('fortnight');
    expect({ from: fortnight.from, to: fortnight.to }).toEqual({ from, to });
    expect(fortnight.rows.map((row) => row.reference)).toEqual([morning, afternoon, later]);
    expect(fortnight.rows[0]!.slot).toEqual({
      date: sydneyDaysAfter(1),
      windowFrom: '08:30',
      windowTo: '10:00',
    });
    expect((await schedule('today')).rows).toEqual([]);
    const answer = await office.call(office.request(`${OFFICE_API.schedule}?range=year`, { cookie }));
    expect(answer.status).toBe(400);
  });
});

describe('a control character in a search or a reference (issue 56)', () => {
  // NUL made PostgreSQL fail the query (500); the others have no place in a search or a reference either.
  const controls = ['\u0000', '\u0007', '\u001b[2J', '\u007f', '\u0085', '\u2028'];

  it('is refused with 400 in a search, for the list and the CSV alike', async () => {
    const cookie = await office.signedIn();
    await enquire({ name: 'Jane Citizen' });
    for (const path of [OFFICE_API.enquiries, OFFICE_API.csv]) {
      for (const control of controls) {
        const q = encodeURIComponent(`Jane${control}`);
        const answer = await office.call(office.request(`${path}?tab=new&q=${q}`, { cookie }));
        expect([path, JSON.stringify(control), answer.status]).toEqual([path, JSON.stringify(control), 400]);
        expect(await answer.json()).toEqual({ error: 'invalid' });
      }
    }
    expect(office.state.lines.join('\n')).not.toMatch(/failed 500/);
  });

  it('is refused with 400 in a reference, on every path that names one', async () => {
    const cookie = await office.signedIn();
    const reference = await enquire();
    for (const control of controls) {
      const named = `${reference}${control}`;
      const requests = [
        office.request(enquiryPath(named), { cookie }),
        office.request(resendPath(named), { method: 'POST', body: { channel: 'mailbox' }, cookie }),
        office.request(handledPath(named), { method: 'POST', body: {}, cookie }),
        office.request(agreementResendPath(named), { method: 'POST', body: {}, cookie }),
        office.request(actionPath(named, 'decline'), { method: 'POST', body: { version: 0 }, cookie }),
      ];
      for (const request of requests) {
        const answer = await office.call(request);
        expect([request.url, answer.status]).toEqual([request.url, 400]);
        expect(await answer.json()).toEqual({ error: 'invalid' });
      }
    }
    expect(office.state.lines.join('\n')).not.toMatch(/failed 500/);
    // Nothing was changed or resent.
    const detail = await getJson<OfficeEnquiryDetail>(enquiryPath(reference), cookie);
    expect(detail.history.filter((h) => h.event !== 'received' && h.event !== 'delivered')).toEqual([]);
  });
});

describe('an enquiry recorded before the office existed', () => {
  it('shows in the inbox as new once migration 0003 has run', async () => {
    const db = await freshPostgres({ max: 1 });
    try {
      await migrate(
        db,
        migrations.filter((m) => m.id < '0003'),
      );
      const submissionId = '0b4f1c7e-1111-4222-8333-999999999999';
      const enquiry = {
        ...validPayload(),
        submissionId,
        reference: bookingReference(submissionId),
        receivedAt: new Date(TEST_NOW.getTime() - 26 * 86_400_000).toISOString(),
      } as unknown as Enquiry;
      await createLedger(db).record({
        enquiry,
        contentHash: await contentHash(enquiry),
        channels: ['mailbox'],
        confirmTo: null,
        now: new Date(enquiry.receivedAt),
      });
      expect((await migrate(db)).applied).toEqual(migrations.filter((m) => m.id >= '0003').map((m) => m.id));
      const { listTab } = await import('../../../src/server/office/inbox');
      const [entry] = await listTab(db, 'new', '', 10);
      expect(entry).toMatchObject({ reference: enquiry.reference, state: 'new' });
    } finally {
      await db.close();
    }
  });
});

describe('one enquiry', () => {
  it("holds every field the visitor gave, labelled from the form's field list, in its order", async () => {
    const cookie = await office.signedIn();
    const given = {
      bookedBy: 'Selling agent',
      clientName: 'Pat Buyer',
      clientContact: '0400 000 000',
      preferredDate: sydneyDaysAfter(10),
      preferredTime: 'Morning',
    };
    const reference = await enquire(given);
    const detail = await getJson<OfficeEnquiryDetail>(enquiryPath(reference), cookie);
    const [entry] = await office.ledger().find(reference);
    const stored = entry!.enquiry as Record<string, unknown>;
    // The address's parts show as one line where the first of them stands (issue 55).
    const expected = bookingFields
      .filter((spec) => stored[spec.name] !== undefined && String(stored[spec.name]).trim() !== '')
      .flatMap((spec) =>
        ADDRESS_PARTS.includes(spec.name)
          ? spec.name === ADDRESS_PARTS.find((part) => stored[part])
            ? [{ name: 'address', label: PROPERTY_ADDRESS_LABEL, value: propertyAddress(entry!.enquiry) }]
            : []
          : [
              {
                name: spec.name,
                label: officeFieldLabel(spec, bookingForClient(stored.bookedBy as string)),
                value: String(stored[spec.name]),
              },
            ],
      );
    expect(detail.fields).toEqual(expected);
    expect(detail.fields.find((f) => f.name === 'address')!.value).toMatch(/^\S.* NSW \d{4}$/);
    expect(detail.fields.map((f) => f.name)).toEqual(expect.arrayContaining(Object.keys(given)));
    expect(detail.row.reference).toBe(reference);
  });

  it('keeps its deliveries in a log apart from its history: received in the history, each channel failed or delivered in the log', async () => {
    const cookie = await office.signedIn();
    office.smtp().setMode('refuse');
    const reference = await enquire();
    office.smtp().setMode('accept');
    // Past the confirmation's two hours, the sweep's give-up marks what is still pending as failed.
    await office.ledger().giveUp(new Date(office.state.clock.now().getTime() + 3 * 60 * 60_000));
    const detail = await getJson<OfficeEnquiryDetail>(enquiryPath(reference), cookie);
    expect(detail.history.map((h) => [h.event, h.channel])).toEqual([['received', null]]);
    expect(detail.deliveryLog.map((h) => [h.event, h.channel])).toEqual([['failed', 'confirmation']]);
    expect(detail.deliveryLog[0]!.detail).toMatch(/dropped: not sent within 2 hours/);
  });

  it('is 404 when no enquiry has that reference', async () => {
    const cookie = await office.signedIn();
    const answer = await office.call(office.request(enquiryPath('HBI-NOPE00'), { cookie }));
    expect(answer.status).toBe(404);
    expect(await answer.json()).toEqual({ error: 'not-found' });
  });
});

describe('a resend', () => {
  it('delivers the channel again after a 202, as --resend does, and shows in the delivery log', async () => {
    const cookie = await office.signedIn();
    const reference = await enquire();
    const before = office.smtp().received.filter((m) => m.envelopeTo.includes(OWNER)).length;
    const answer = await office.call(
      office.request(resendPath(reference), { method: 'POST', body: { channel: 'mailbox' }, cookie }),
    );
    expect(answer.status).toBe(202);
    await office.idle();
    expect(office.smtp().received.filter((m) => m.envelopeTo.includes(OWNER))).toHaveLength(before + 1);
    const detail = await getJson<OfficeEnquiryDetail>(enquiryPath(reference), cookie);
    expect(detail.history.filter((h) => h.event === 'resent')).toEqual([]);
    expect(detail.deliveryLog.filter((h) => h.event === 'resent')).toEqual([
      expect.objectContaining({ channel: 'mailbox', detail: `from the office by ${OWNER}` }),
    ]);
    expect(office.state.lines.join('\n')).toMatch(new RegExp(`${reference} mailbox resent by address`));
  });

  it('is refused for a channel that does not exist or is not configured here', async () => {
    const cookie = await office.signedIn();
    const reference = await enquire();
    for (const channel of ['fax', 'automation']) {
      const answer = await office.call(
        office.request(resendPath(reference), { method: 'POST', body: { channel }, cookie }),
      );
      expect(answer.status).toBe(400);
    }
  });
});

describe('the CSV of a tab', () => {
  it('disarms what a spreadsheet would run, through the same csvCell as npm run enquiries', async () => {
    const cookie = await office.signedIn();
    const formula = '=HYPERLINK("https://evil.example","Click")';
    await enquire({ message: formula });
    const answer = await office.call(office.request(`${OFFICE_API.csv}?tab=new`, { cookie }));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('Content-Disposition')).toBe('attachment; filename="enquiries-new.csv"');
    const csv = await answer.text();
    expect(csv).toContain(csvCell(formula));
    expect(csv).toContain(`"'=HYPERLINK(""https://evil.example"",""Click"")"`);
    expect(csv).not.toMatch(/(^|,)"[=+\-@]/m);
  });

  it.each([
    ['=1+1', `"'=1+1"`],
    ['+61 400', `"'+61 400"`],
    ['-2', `"'-2"`],
    ['@x', `"'@x"`],
    ['\tx', `"'\tx"`],
    ['say "hi"', `"say ""hi"""`],
    [null, '""'],
  ])('csvCell(%j) is %s', (value, cell) => expect(csvCell(value)).toBe(cell));
});
