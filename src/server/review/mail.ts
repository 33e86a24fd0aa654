/**
 * The review request (issue 59): one short e-mail from the business to the client, five days after they first
 * opened their report. It thanks them, links the business's review page (business.decisions.reviewLink) and
 * asks nothing more: no pressure, and nothing offered for a review (the ACCC: reviews must not be bought or
 * filtered). It is commercial under the Spam Act 2003, so its foot names the sender (the business, its ABN
 * where set, its phone and e-mail) and carries an unsubscribe link, which mail providers can also use in one
 * click (RFC 8058, `listUnsubscribe`).
 */
import { business } from '../../content/business.js';
import { clientFacing } from '../../content/stand-ins.js';
import type { Enquiry } from '../../domain/booking/enquiry.js';
import { inspectionTitle } from '../mail/enquiry-mail.js';
import { escapeHtml, linkHtml } from '../mail/layout.js';
import type { MailMessage } from '../mail/message.js';
import { letter, linkSection, phoneText, plain, questionsText } from '../mail/parts.js';

export const REVIEW_MAIL_TITLE = 'How did we go?';
/** The words of the review page's link. */
export const REVIEW_LINK_TEXT = 'Write a review';
/** The words of the unsubscribe link in the HTML (the plain text gives the address). */
export const REVIEW_UNSUBSCRIBE_TEXT = 'Stop review requests';

/** Who sends it, as the Spam Act asks: the business by name (and ABN), and how to reach it. */
export const reviewSender = () =>
  `This e-mail is from ${business.name}${clientFacing.abnAside}, phone ${phoneText()}, ${business.email}.`;

export interface ReviewRequestOptions {
  to: string;
  /** The business's review page. */
  reviewUrl: string;
  /** The unsubscribe page, `/report/<u-token>`. */
  unsubscribeUrl: string;
  /** The one-click unsubscribe, `/api/report/<u-token>/unsubscribe`. */
  oneClickUrl: string;
  /** booking_events.id of the 'review-requested' event: in the Message-ID. */
  eventId: number;
  from: string;
  siteOrigin: string;
}

export function reviewRequestMail(
  enquiry: Enquiry,
  { to, reviewUrl, unsubscribeUrl, oneClickUrl, eventId, from, siteOrigin }: ReviewRequestOptions,
): MailMessage {
  const stop = 'We ask once per inspection. To stop review requests from us to this address:';
  const message = letter({
    from,
    to,
    reference: enquiry.reference,
    purpose: `review-${eventId}`,
    subject: `${REVIEW_MAIL_TITLE} Your inspection with ${business.shortName}`,
    title: REVIEW_MAIL_TITLE,
    intro:
      `Thank you for choosing ${business.name} for your ${inspectionTitle(enquiry.service)}. If you have a ` +
      'minute, a review of how we went helps other people choose an inspector. Whatever you thought of us, ' +
      'we would like to hear it.',
    sections: [
      linkSection(
        'Your review',
        'The link opens our review page. There is no need to reply, and we will not ask again about this inspection.',
        reviewUrl,
        REVIEW_LINK_TEXT,
      ),
    ],
    questions: plain(questionsText(enquiry.reference)),
    siteOrigin,
    foot: {
      text: `${reviewSender()}\n${stop}\n${unsubscribeUrl}`,
      html: `${escapeHtml(reviewSender())}<br>${escapeHtml(stop)} ${linkHtml(unsubscribeUrl, REVIEW_UNSUBSCRIBE_TEXT)}`,
    },
  });
  return { ...message, listUnsubscribe: oneClickUrl };
}
