// @vitest-environment node
/**
 * The review request's e-mail (src/server/review/mail.ts, issue 59): the review page's link, the sender's
 * identity and the unsubscribe link at its foot in the text and the HTML, RFC 8058's one-click URL for its
 * headers, a Message-ID of its event, and no incentive and no steer towards a good review (the ACCC).
 */
import { describe, expect, it } from 'vitest';
import { business } from '../../../src/content/business';
import { escapeHtml } from '../../../src/server/mail/layout';
import { assertHeaderSafe, stableMessageId } from '../../../src/server/mail/message';
import {
  REVIEW_LINK_TEXT,
  REVIEW_MAIL_TITLE,
  REVIEW_UNSUBSCRIBE_TEXT,
  reviewRequestMail,
  reviewSender,
} from '../../../src/server/review/mail';
import { UPDATE_FROM, UPDATE_SITE, updateEnquiry } from '../../support/booking-updates';

const client = updateEnquiry();
const REVIEW_URL = 'https://reviews.example/harbourline';
const PAGE = `${UPDATE_SITE}/report/abcdefgh12.u1a2b3c.${'A'.repeat(43)}`;
const ONE_CLICK = `${UPDATE_SITE}/api/report/abcdefgh12.u1a2b3c.${'A'.repeat(43)}/unsubscribe`;
const mail = reviewRequestMail(client, {
  to: client.email,
  reviewUrl: REVIEW_URL,
  unsubscribeUrl: PAGE,
  oneClickUrl: ONE_CLICK,
  eventId: 41,
  from: UPDATE_FROM,
  siteOrigin: UPDATE_SITE,
});

describe('the review request e-mail', () => {
  it('links the review page, and ends with who sent it and the unsubscribe, in the text and the HTML', () => {
    expect(mail.to).toEqual([client.email]);
    expect(mail.subject.startsWith(REVIEW_MAIL_TITLE)).toBe(true);
    expect(mail.text).toContain(REVIEW_URL);
    expect(mail.html).toContain(`href="${REVIEW_URL}"`);
    expect(mail.html).toContain(REVIEW_LINK_TEXT);
    const foot = mail.text.slice(mail.text.indexOf(business.name, mail.text.indexOf(REVIEW_URL)));
    expect(foot).toContain(reviewSender());
    expect(mail.text.trimEnd().endsWith(PAGE)).toBe(true);
    expect(mail.html).toContain(escapeHtml(reviewSender()));
    expect(mail.html).toMatch(new RegExp(`href="${PAGE}"[^>]*>${REVIEW_UNSUBSCRIBE_TEXT}<`));
  });

  it('gives the one-click URL for its List-Unsubscribe headers, safe in a header, and a Message-ID of its event', () => {
    expect(mail.listUnsubscribe).toBe(ONE_CLICK);
    expect(() => assertHeaderSafe(mail)).not.toThrow();
    expect(() =>
      assertHeaderSafe({ ...mail, listUnsubscribe: `${ONE_CLICK}\r\nBcc: x@y.example` }),
    ).toThrow();
    expect(mail.messageId).toBe(stableMessageId(client.reference, 'review-41', UPDATE_FROM));
  });

  it('offers nothing for a review and asks for no particular kind', () => {
    expect(mail.text).not.toMatch(
      /discount|voucher|prize|gift|reward|\bfree\b|\bwin\b|stars?\b|positive|5-star/i,
    );
  });
});
