// @vitest-environment node
/**
 * The report's e-mails (src/server/report/mail.ts, issue 58): the client's "ready" mail and its fresh link carry
 * the link in the text and the HTML, and the "ready" mail what the gate still needs; whoever booked is told the
 * report went, with no link. None carries an attachment or a word of the report's summary. Each has a stable
 * Message-ID of its own, as the other mails build them.
 */
import { describe, expect, it } from 'vitest';
import { CONDITION_WORDS, REPORT_LINK_DAYS, REPORT_MESSAGES } from '../../src/api/report';
import { business } from '../../src/content/business';
import { paths } from '../../src/lib/paths';
import { escapeHtml } from '../../src/server/mail/layout';
import { assertHeaderSafe, stableMessageId, type MailMessage } from '../../src/server/mail/message';
import {
  REPORT_LINK_NOTE,
  REPORT_LINK_TEXT,
  REPORT_MAIL_TITLES,
  reportBookerNoticeMail,
  reportFreshLinkMail,
  reportReadyMail,
} from '../../src/server/report/mail';
import { propertyAddress } from '../../src/domain/booking/words';
import { UPDATE_FROM, UPDATE_SITE, updateEnquiry } from '../support/booking-updates';

const client = updateEnquiry();
const booked = updateEnquiry({
  bookedBy: "Buyer's agent",
  name: 'Jo Wombat',
  email: 'jo@agency.example',
  clientName: 'Priya Shah',
  clientContact: 'priya@example.com',
});
const URL_ = `${UPDATE_SITE}/report/abcdefgh12.report-2027-03-08.${'A'.repeat(43)}`;
const AGREEMENT_URL = `${UPDATE_SITE}/agreement/abcdefgh12.building.${'B'.repeat(43)}`;
const ready = (overrides: Partial<Parameters<typeof reportReadyMail>[1]> = {}) =>
  reportReadyMail(client, {
    to: client.email,
    url: URL_,
    needsAgreement: false,
    agreementUrl: null,
    version: 1,
    revised: false,
    eventId: 41,
    from: UPDATE_FROM,
    siteOrigin: UPDATE_SITE,
    ...overrides,
  });
const bookerNotice = (revised = false) =>
  reportBookerNoticeMail(booked, {
    to: booked.email,
    version: revised ? 2 : 1,
    revised,
    eventId: 42,
    from: UPDATE_FROM,
    siteOrigin: UPDATE_SITE,
  });
const freshLink = (url = URL_) =>
  reportFreshLinkMail(client, { to: client.email, url, from: UPDATE_FROM, siteOrigin: UPDATE_SITE });

/** The HTML as a reader sees it: no markup, entities read back. */
const readable = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

/** Neither form holds anything of a report's summary, and the message holds no file. */
function expectNoReportContent(mail: MailMessage) {
  expect(mail.attachments).toBeUndefined();
  for (const text of [mail.text, readable(mail.html)]) {
    for (const words of Object.values(CONDITION_WORDS)) expect(text).not.toContain(words);
    expect(text).not.toMatch(/defect|hazard|not inspected|further inspection/i);
    expect(text).not.toMatch(/%PDF-|application\/pdf/);
  }
}

/** Every href of the HTML. */
const hrefs = (html: string) =>
  [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));

describe('"Your inspection report is ready" (to the client)', () => {
  it('carries the link in the text and the HTML, what it is for, and the facts, and nothing of the report', () => {
    const mail = ready();
    expect(mail.subject).toBe(`${REPORT_MAIL_TITLES.ready}: ${client.reference}`);
    expect(mail.to).toEqual([client.email]);
    expect(mail.from).toBe(UPDATE_FROM);
    expect(mail.replyTo).toBe(business.email);
    expect(mail.text).toContain(URL_);
    expect(hrefs(mail.html)).toContain(URL_);
    expect(readable(mail.html)).toContain(REPORT_LINK_TEXT);
    for (const text of [mail.text, readable(mail.html)]) {
      expect(text).toContain(REPORT_LINK_NOTE);
      expect(text).toContain(`${REPORT_LINK_DAYS} days`);
      expect(text).toContain(client.reference);
      expect(text).toContain(propertyAddress(client));
      // Nothing of the gate while it is open.
      expect(text).not.toContain(REPORT_MESSAGES.gate);
    }
    // Typed values arrive escaped.
    expect(mail.html).toContain(escapeHtml(propertyAddress(client)));
    expect(mail.html).not.toContain('Unit <4>');
    // The privacy page, as every letter links it.
    expect(mail.text).toContain(new URL(paths.privacy(), `${UPDATE_SITE}/`).href);
    expectNoReportContent(mail);
    expect(() => assertHeaderSafe(mail)).not.toThrow();
  });

  it('says what the gate still needs: the agreement to accept first, with its link', () => {
    const mail = ready({ needsAgreement: true, agreementUrl: AGREEMENT_URL });
    for (const text of [mail.text, readable(mail.html)]) expect(text).toContain(REPORT_MESSAGES.gate);
    expect(mail.text).toContain(AGREEMENT_URL);
    expect(hrefs(mail.html)).toEqual(expect.arrayContaining([URL_, AGREEMENT_URL]));
    // The report's link first, then the agreement's.
    expect(mail.text.indexOf(URL_)).toBeLessThan(mail.text.indexOf(AGREEMENT_URL));
    expectNoReportContent(mail);
  });

  it('says where the agreement is when there is no link to give', () => {
    const mail = ready({ needsAgreement: true, agreementUrl: null });
    for (const text of [mail.text, readable(mail.html)]) {
      expect(text).toContain(REPORT_MESSAGES.gate);
      expect(text).toContain('call us and we will send it again');
    }
    expect(hrefs(mail.html).filter((href) => href.includes('/agreement/'))).toEqual([]);
  });

  it('says a revision replaces the report sent before, under its own title', () => {
    const mail = ready({ version: 2, revised: true, eventId: 57 });
    expect(mail.subject).toBe(`${REPORT_MAIL_TITLES.revised}: ${client.reference}`);
    expect(mail.text).toContain('replaces the report we sent you before');
    expect(mail.text).toContain(URL_);
    expectNoReportContent(mail);
  });

  it('has a Message-ID of its event, so each version is a message of its own', () => {
    expect(ready().messageId).toBe(stableMessageId(client.reference, 'report-ready-41', UPDATE_FROM));
    expect(ready({ eventId: 57 }).messageId).not.toBe(ready().messageId);
  });
});

describe("the notice to whoever booked (the agent's, the conveyancer's)", () => {
  it('says the report went to the client, whose it is, with no link and nothing of the report', () => {
    const mail = bookerNotice();
    expect(mail.subject).toBe(`${REPORT_MAIL_TITLES.booker}: ${booked.reference}`);
    expect(mail.to).toEqual([booked.email]);
    for (const text of [mail.text, readable(mail.html)]) {
      expect(text).toContain(`We have sent ${booked.clientName} the report`);
      expect(text).toContain(`please ask ${booked.clientName}`);
    }
    expect(mail.text).not.toContain('/report/');
    expect(mail.text).not.toContain('/agreement/');
    expect(mail.html).not.toContain('/report/');
    // Its only links: the phone, the e-mail and the privacy page.
    for (const href of hrefs(mail.html)) {
      expect(href).toMatch(new RegExp(`^(tel:|mailto:|${UPDATE_SITE}${paths.privacy()}$)`));
    }
    expectNoReportContent(mail);
    expect(mail.messageId).toBe(stableMessageId(booked.reference, 'report-booker-42', UPDATE_FROM));
  });

  it('says a revision went too', () => {
    const mail = bookerNotice(true);
    expect(mail.subject).toBe(`${REPORT_MAIL_TITLES.bookerRevised}: ${booked.reference}`);
    expect(mail.text).toContain('replaces the one we sent before');
    expect(mail.text).not.toContain('/report/');
  });
});

describe('the fresh link (on request from a run-out link)', () => {
  it('carries the new link in the text and the HTML, and nothing of the report', () => {
    const mail = freshLink();
    expect(mail.subject).toBe(`${REPORT_MAIL_TITLES.freshLink}: ${client.reference}`);
    expect(mail.to).toEqual([client.email]);
    expect(mail.text).toContain(URL_);
    expect(hrefs(mail.html)).toContain(URL_);
    for (const text of [mail.text, readable(mail.html)]) expect(text).toContain(REPORT_LINK_NOTE);
    expectNoReportContent(mail);
  });

  it('has a Message-ID of its link without the token in it: a retry is the same message, a new link a new one', () => {
    const token = URL_.split('/').at(-1)!;
    expect(freshLink().messageId).toBe(freshLink().messageId);
    expect(freshLink().messageId).not.toContain(token.slice(-20));
    expect(freshLink(`${URL_}C`).messageId).not.toBe(freshLink().messageId);
    expect(freshLink().messageId).toMatch(/^<[^<>\s]+@harbourline\.example>$/);
  });
});
