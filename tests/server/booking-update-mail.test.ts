// @vitest-environment node
/**
 * The office's e-mails to the person who booked (src/server/mail/booking-update-mail.ts): booked and moved
 * give the agreed date and window, the full address, the price, the note and how access works (from the
 * booking-process page); declined and cancelled are short, give the reason and the way to book again. Every
 * typed value is escaped; every expectation is read from the content it comes from.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../src/lib/paths';
import { business } from '../../src/content/business';
import { bookingProcessPage } from '../../src/content/pages/booking-process';
import { privacyPage } from '../../src/content/pages/privacy';
import { privacyService } from '../../src/content/privacy-services';
import { buildingPestHours } from '../../src/content/time-on-site';
import { formatDollars } from '../../src/lib/format';
import {
  ACCEPTED_TERMS_INTRO,
  BOOKING_UPDATE_TITLES,
  BUSINESS_CANCEL_NEXT,
  bookingUpdateMail,
  NO_FEE_AGREED,
} from '../../src/server/mail/booking-update-mail';
import { escapeHtml } from '../../src/server/mail/layout';
import { nodemailerTransport } from '../../src/server/mail/nodemailer-transport';
import { parseSmtpUrl } from '../../src/server/mail/smtp-url';
import { startMailServer, type MailServer } from '../support/mail-server';
import {
  bookedSlot,
  bookingUpdate,
  PEST_SLUG,
  pestProduct,
  UPDATE_OPTIONS,
  UPDATE_SITE,
  updateEnquiry,
} from '../support/booking-updates';
import { formatDayDate, formatPrice, propertyAddress } from '../../src/domain/booking/words';

const enquiry = updateEnquiry();
const accessStep = bookingProcessPage.steps.find((step) => step.id === 'access')!;
const accessItems = accessStep.body.split('\n').filter((line) => line.startsWith('- '));
const bookingUrl = new URL(paths.booking(PEST_SLUG), `${UPDATE_SITE}/`).href;
/** The catalog's page price of the inspection, plus the add-on's, as an amount in cents. */
const pagePrice = pestProduct.prices.page as number;

/** Text and HTML with the markup stripped and entities read back, to look for a value as a reader sees it. */
const readable = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&#8212;/g, '—')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

describe('booked and moved', () => {
  it.each(['booked', 'moved'] as const)(
    '%s: its title, the date and window, the address, the price, the note and how access works',
    (kind) => {
      const slot = bookedSlot({ priceCents: pagePrice * 100 });
      const mail = bookingUpdateMail(bookingUpdate(kind, { slot }), UPDATE_OPTIONS);
      expect(mail.subject).toBe(`${BOOKING_UPDATE_TITLES[kind]}: ${enquiry.reference}`);
      expect(mail.to).toEqual([enquiry.email]);
      expect(mail.replyTo).toBe(business.email);
      expect(mail.from).toBe(UPDATE_OPTIONS.from);
      const seen = readable(mail.html);
      for (const text of [mail.text, seen]) {
        expect(text).toContain(BOOKING_UPDATE_TITLES[kind]);
        expect(text).toContain(formatDayDate(slot.date));
        expect(text).toContain('8:30 am to 10:30 am, Sydney time');
        expect(text).toContain(`Allow ${buildingPestHours}`);
        expect(text).toContain(propertyAddress(enquiry));
        expect(text).toContain(enquiry.addon);
        expect(text).toContain(`${formatDollars(pagePrice)}.00`);
        expect(text).toContain(slot.note);
        for (const item of accessItems) expect(text).toContain(item.slice(2));
      }
      // Typed values arrive escaped, never as markup.
      expect(mail.html).toContain(escapeHtml(propertyAddress(enquiry)));
      expect(mail.html).toContain(escapeHtml(slot.note));
      expect(mail.html).not.toContain('<side gate>');
      expect(mail.html).not.toContain('Unit <4>');
    },
  );

  it('says "incl. GST" only when the business has confirmed its prices include it', () => {
    const decisions = business.decisions as { pricesIncludeGst: string };
    const before = decisions.pricesIncludeGst;
    try {
      for (const claim of ['confirmed', 'not-stated']) {
        decisions.pricesIncludeGst = claim;
        const mail = bookingUpdateMail(bookingUpdate('booked'), UPDATE_OPTIONS);
        expect(mail.text.includes('incl. GST'), claim).toBe(claim === 'confirmed');
        expect(formatPrice(123_456)).toBe(`$1,234.56${claim === 'confirmed' ? ' incl. GST' : ''}`);
      }
    } finally {
      decisions.pricesIncludeGst = before;
    }
  });

  it('says the price is to be confirmed when there is none (a quote)', () => {
    const mail = bookingUpdateMail(
      bookingUpdate('booked', { slot: bookedSlot({ priceCents: null, note: '' }) }),
      UPDATE_OPTIONS,
    );
    expect(mail.text).toContain('Price: to be confirmed');
    expect(mail.text).not.toContain('Note from us');
  });

  it('gives each change its own Message-ID, so a second "moved" e-mail is not dropped as a repeat', () => {
    const first = bookingUpdateMail(bookingUpdate('moved', { eventId: 12 }), UPDATE_OPTIONS).messageId;
    const second = bookingUpdateMail(bookingUpdate('moved', { eventId: 15 }), UPDATE_OPTIONS).messageId;
    expect(first).toBe(`<${enquiry.reference.toLowerCase()}.moved-12@harbourline.example>`);
    expect(second).not.toBe(first);
  });
});

describe('the privacy page', () => {
  it('says the booked and moved e-mails carry what the confirmation never does: the full address', () => {
    const mail = bookingUpdateMail(bookingUpdate('booked'), UPDATE_OPTIONS);
    const rows = mail.text.split('\n').map((line) => /^([A-Z][A-Za-z ]+): /.exec(line)?.[1]);
    expect(rows).toEqual(expect.arrayContaining(['Property', 'Price', 'Note from us']));
    const items = privacyService('mail service').holds.filter((item) => /full address/.test(item));
    expect(items).toHaveLength(1);
    expect(items[0]).toMatch(/agreed it with you/);
    expect(items[0]).toMatch(/\bprice\b/);
    expect(items[0]).toMatch(/\bnote from us\b/);
    const policy = privacyPage.sections.map((section) => section.body).join('\n');
    expect(policy).toContain(items[0]);
  });
});

describe('declined and cancelled', () => {
  it.each(['declined', 'cancelled'] as const)(
    '%s: short and polite, with the reason and how to book again',
    (kind) => {
      const update = bookingUpdate(kind);
      const mail = bookingUpdateMail(update, UPDATE_OPTIONS);
      expect(mail.subject).toBe(`${BOOKING_UPDATE_TITLES[kind]}: ${enquiry.reference}`);
      expect(mail.to).toEqual([enquiry.email]);
      const seen = readable(mail.html);
      for (const text of [mail.text, seen]) {
        expect(text).toContain('sorry');
        expect(text).toContain(update.reason);
        // Issue 54: a cancel by the business offers another time, or a full refund, itself.
        expect(text).toContain(kind === 'declined' ? 'To book again' : 'another time that suits you');
      }
      if (kind === 'declined') {
        expect(mail.text).toContain(bookingUrl);
        expect(mail.html).toContain(`href="${escapeHtml(bookingUrl)}"`);
      }
      expect(mail.html).toContain(escapeHtml(update.reason!));
      expect(mail.html).not.toContain('<unwell>');
      // Short: no access section, no note, no price.
      expect(mail.text).not.toContain(accessItems[0]!.slice(2));
      expect(mail.text).not.toMatch(/Price:|Note from us/);
      expect(mail.text.split('\n').length).toBeLessThan(25);
    },
  );

  it('declined repeats no more than the "requested" e-mail did: no name, no street, no message', () => {
    const mail = bookingUpdateMail(bookingUpdate('declined'), UPDATE_OPTIONS);
    for (const value of [enquiry.name, enquiry.streetName, enquiry.unit, enquiry.suburb, enquiry.message]) {
      expect(mail.text).not.toContain(value);
      expect(readable(mail.html)).not.toContain(value);
      expect(mail.attachments![0]!.content).not.toContain(value);
    }
  });

  it('cancelled by the business names the date and window, and offers another time or a full refund, no fee (issue 54)', () => {
    const slot = bookedSlot();
    const mail = bookingUpdateMail(
      bookingUpdate('cancelled', { slot, reason: 'The inspector is unwell.' }),
      UPDATE_OPTIONS,
    );
    expect(mail.text).toContain(
      `We are sorry: we have had to cancel your inspection on ${formatDayDate(slot.date)}, 8:30 am to 10:30 am.`,
    );
    expect(mail.text).toContain(BUSINESS_CANCEL_NEXT);
    expect(mail.html).toContain(BUSINESS_CANCEL_NEXT);
    expect(mail.text).toMatch(/Reason: The inspector is unwell\./);
  });

  it('cancelled by the client: no apology, the reason as theirs, and a fee only from the terms they accepted (issue 54)', () => {
    const slot = bookedSlot();
    const byClient = (terms: string[] | null) =>
      bookingUpdateMail(
        bookingUpdate('cancelled', { slot, reason: 'We bought elsewhere.', by: 'client', terms }),
        UPDATE_OPTIONS,
      );
    const none = byClient(null);
    expect(none.text).toContain(
      `As you asked on your booking page, your inspection on ${formatDayDate(slot.date)}`,
    );
    expect(none.text).not.toMatch(/sorry/i);
    expect(none.text).toMatch(/Your reason: We bought elsewhere\./);
    expect(none.text).toContain(NO_FEE_AGREED);
    expect(none.text).not.toContain(business.agreement.cancellation.fee);
    const terms = [`If you cancel with less notice, you pay ${business.agreement.cancellation.fee}.`];
    const agreed = byClient(terms);
    expect(agreed.text).toContain(ACCEPTED_TERMS_INTRO);
    expect(agreed.text).toContain(terms[0]);
    expect(agreed.text).not.toContain(NO_FEE_AGREED);
  });
});

describe('over SMTP', () => {
  let smtp: MailServer;
  beforeAll(async () => {
    smtp = await startMailServer();
  });
  afterAll(() => smtp.close());

  it('the booked e-mail arrives with its calendar part as text/calendar; method=REQUEST', async () => {
    const message = bookingUpdateMail(bookingUpdate('booked'), UPDATE_OPTIONS);
    const transport = nodemailerTransport(parseSmtpUrl(smtp.url));
    const result = await transport.send(message);
    await transport.close?.();
    expect(result).toMatchObject({ ok: true, status: 250 });
    const [mail] = smtp.received;
    expect(mail!.messageId).toBe(message.messageId);
    expect(mail!.raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/i);
    expect(mail!.attachments[0]!.content).toBe(message.attachments![0]!.content);
  });
});
