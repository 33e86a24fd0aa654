/**
 * Delivering recorded enquiries and the office's changes to them: right after the answer (`deliverClaimed`),
 * and again from the sweep (`sweep`) for whatever failed, until it is delivered or given up. Each delivery
 * claims its channel first, so two processes never send the same one at once; nothing holds a transaction
 * open while it sends.
 */
import { clientRequestMail } from './booking-page/mail.js';
import { business } from '../content/business.js';
import { automationAlertMail } from './mail/alert-mail.js';
import { bookingUpdateMail, formerClientMail } from './mail/booking-update-mail.js';
import { confirmationMail } from './mail/confirmation-mail.js';
import { enquiryMail } from './mail/enquiry-mail.js';
import type { MailTransport } from './mail/message.js';
import { automationEvent, type AutomationChannel } from './channels/automation.js';
import type { Enquiry } from '../domain/booking/enquiry.js';
import {
  CLIENT_IP_KEPT_MS,
  type BookingLinks,
  type ChangeRecord,
  type ChannelResult,
  type ClaimedDelivery,
  type DeliveryChannel,
  type Ledger,
} from './ledger/ledger.js';
import { printable, type BookingLogger } from './log.js';
import { officeStore } from './office/store.js';
import { reportStore } from './report/store.js';
import { reportToken, reportUrl } from './report/links.js';
import {
  reportBookerNoticeMail,
  reportCopyMail,
  reportCopyOfficeMail,
  reportFreshLinkMail,
  reportReadyMail,
} from './report/mail.js';
import { copyToken } from './report/copies.js';
import { postgresReportStorage } from './report/storage.js';
import { bookingPageToken, bookingPageUrl, bookingViewToken } from './booking/links.js';
import { deliversOn, type EffectContext } from '../domain/booking/effects.js';
import type { ChangeEvent } from '../domain/booking/states.js';
import {
  bookedForClient,
  bookerAddress,
  bookerMayAskForAnotherTime,
  clientAddress,
} from '../domain/booking/addressees.js';
import { bookerNoticeMail, clientLinksMail } from './mail/booker-mail.js';
import { agreementCopyMail, agreementLinkMail, clientAgreementUrl } from './agreement/mail.js';
import { reviewRequestMail } from './review/mail.js';
import { unsubscribeApiUrl, unsubscribePageUrl, unsubscribeToken } from './review/links.js';
import { reviewStore } from './review/store.js';

/**
 * What the effects table (src/domain/booking/effects.ts) looks at, from the senders this server has and what
 * the caller knows of the booking.
 */
export function effectContext(
  senders: Partial<Record<DeliveryChannel, ChannelSender>>,
  booking: Omit<EffectContext, 'mail' | 'notify' | 'automationEvents'>,
): EffectContext {
  return {
    mail: !!senders['client-update'],
    notify: !!senders['booking-office'],
    automationEvents: !!senders['automation-event'],
    ...booking,
  };
}

/** The business mailbox and the visitor's confirmation: one SMTP transport, one sender address. */
export interface MailSettings {
  transport: MailTransport;
  /** BOOKING_MAIL_FROM */
  from: string;
  /** BOOKING_NOTIFY_TO: the business's address or addresses; empty sends no business copy and no alerts. */
  notifyTo: string[];
}

export interface DeliveryConfig {
  automation: AutomationChannel | null;
  mail: MailSettings | null;
  /** The site's canonical origin, for links in the confirmation. */
  siteOrigin: string;
  /** BOOKING_FORWARD_EVENTS=on: the automation hears each office change too (`automation-event`). */
  forwardEvents?: boolean;
  /** Issue 40: the decision that sends the agreement, and the links' key (BOOKING_LINK_SECRET). */
  decisions?: ServerDecisions;
  linkSecret?: string | null;
}

/**
 * The owner decisions the server acts on (business.decisions unless a test sets them): whether the agreement
 * is sent (issue 40), whether a buyer's agent or conveyancer may ask for another time (issue 52), and whether
 * the business's calendar feed carries the client's details (issue 57), and the review page (issue 59).
 */
export type ServerDecisions = Partial<
  Pick<
    typeof business.decisions,
    'writtenAgreement' | 'bookerMayAskForAnotherTime' | 'calendarFeedDetails' | 'reviewLink'
  >
> & {
  /** Issue 60: the payment choices (business.payments), each where set. */
  payments?: Partial<PaymentChoices>;
};

/** Issue 60: the business's payment choices (business.ts `payments`). */
export type PaymentChoices = {
  -readonly [K in keyof typeof business.payments]: (typeof business.payments)[K];
};

/** Issue 60: the payment choices in force: the config's where it sets one, business.ts's for the rest. */
export function paymentChoices(config: Pick<DeliveryConfig, 'decisions'>): PaymentChoices {
  return { ...business.payments, ...config.decisions?.payments };
}

/** The decisions in force: the config's where it sets one, business.ts's for the rest. */
export function decisionsOf(config: Pick<DeliveryConfig, 'decisions'>) {
  return { ...business.decisions, ...config.decisions };
}

/** Whether this server sends the pre-inspection agreement: the decision is confirmed (issue 40). */
export function agreementsOn(config: Pick<DeliveryConfig, 'decisions'>): boolean {
  return decisionsOf(config).writtenAgreement === 'confirmed';
}

/** Issue 40: the notes of the booked e-mail's agreement section. */
export const AGREEMENT_NOTES = {
  accept: 'Before the inspection, please read the pre-inspection agreement and accept it online:',
  changed:
    'The inspection or its price has changed, so the pre-inspection agreement has too. Please read the new ' +
    'one and accept it online before the inspection:',
} as const;

/** The agreement's link for the client's booked (or moved, for a new version) e-mail, or null. */
async function agreementFor(
  config: DeliveryConfig,
  enquiry: Enquiry,
  change: ChangeRecord,
  links: BookingLinks | null | undefined,
): Promise<{ url: string; note: string } | null> {
  if (!agreementsOn(config) || !config.linkSecret || !links?.version) return null;
  if (change.event !== 'booked' && !(change.event === 'moved' && change.agreement?.changed)) return null;
  const url = await clientAgreementUrl(config.linkSecret, config.siteOrigin, enquiry.submissionId, {
    nonce: links.nonce,
    version: links.version,
  });
  const note = change.event === 'moved' ? AGREEMENT_NOTES.changed : AGREEMENT_NOTES.accept;
  return { url, note };
}

/** Issue 41: the client's booking page link a booked or moved e-mail carries, when the booking has a nonce. */
async function bookingPageFor(
  config: DeliveryConfig,
  enquiry: Enquiry,
  change: ChangeRecord,
  links: BookingLinks | null | undefined,
): Promise<string | null> {
  if (!config.linkSecret || !links || (change.event !== 'booked' && change.event !== 'moved')) return null;
  const token = await bookingPageToken(config.linkSecret, enquiry.submissionId, links.nonce);
  return bookingPageUrl(config.siteOrigin, token);
}

/**
 * Where the client's e-mails go (issue 52): the address this change was made for (the one the office gave at
 * a confirm or a move), else the client's address as the booking holds it now.
 */
function clientOf(enquiry: Enquiry, change: ChangeRecord | null, links: BookingLinks | null | undefined) {
  if (!bookedForClient(enquiry)) return enquiry.email;
  return change?.clientEmail ?? clientAddress(enquiry, links);
}

/** Where the agreement's link and the client's copy go: the client's own address (issue 52). */
export function agreementAddress(enquiry: Enquiry, links: BookingLinks | null | undefined): string | null {
  return clientAddress(enquiry, links);
}

/** What the ledger knows about an enquiry beyond the enquiry itself. */
export interface DeliveryNotes {
  /** Why the visitor's confirmation was held back; the business's mail says it. */
  confirmationHeld?: string | null;
  /** The office change an update carries ('client-update', 'automation-event'). */
  change?: ChangeRecord | null;
  /** Issue 40: the booking's links as the ledger holds them now. */
  links?: BookingLinks | null;
  /**
   * Issue 59: the ledger the delivery is settled in, for a sender that reads it as it sends: a review request
   * is never sent to an address that unsubscribed, even by the office's "Send again".
   */
  ledger?: Ledger;
}

export type ChannelSender = (
  enquiry: Enquiry,
  timeoutMs?: number,
  notes?: DeliveryNotes,
) => Promise<ChannelResult>;

async function safely(send: () => Promise<ChannelResult>): Promise<ChannelResult> {
  try {
    return await send();
  } catch (error) {
    return { ok: false, answer: `not sent: ${printable((error as Error)?.message ?? 'error', 120)}` };
  }
}

/** 'bookings@x.au' from 'Name <bookings@x.au>' or from 'bookings@x.au'. */
export function bareAddress(address: string): string {
  return (/<([^<>]+)>\s*$/.exec(address)?.[1] ?? address).trim();
}

/**
 * The calendar's ORGANIZER for the client's update e-mails: the business by name, at the first address of
 * BOOKING_NOTIFY_TO (a mailbox someone at the business reads), or BOOKING_MAIL_FROM when there is none.
 */
export function organizerOf(mail: MailSettings): { name: string; address: string } {
  return { name: business.name, address: bareAddress(mail.notifyTo[0] ?? mail.from) };
}

/** A sender for a change's delivery: without the change it carries, nothing is sent. */
function forChange(
  send: (
    enquiry: Enquiry,
    change: ChangeRecord,
    timeoutMs?: number,
    links?: BookingLinks | null,
  ) => Promise<ChannelResult>,
): ChannelSender {
  return (enquiry, timeoutMs, notes) => {
    const change = notes?.change;
    if (!change) return Promise.resolve({ ok: false, answer: 'not sent: the change it carries is missing' });
    return safely(() => send(enquiry, change, timeoutMs, notes?.links));
  };
}

/**
 * The channels this process can deliver to. The confirmation and a change's deliveries are only ever sent
 * by a server with a ledger: the ledger counts the confirmations (at most 3 an address a day) and makes sure
 * each goes once.
 */
export function channelSenders(config: DeliveryConfig, { withLedger }: { withLedger: boolean }) {
  const senders: Partial<Record<DeliveryChannel, ChannelSender>> = {};
  const { automation, mail } = config;
  if (automation)
    senders.automation = (enquiry, timeoutMs) => safely(() => automation.deliver(enquiry, timeoutMs));
  if (mail && mail.notifyTo.length > 0) {
    senders.mailbox = (enquiry, timeoutMs, notes) =>
      safely(() =>
        mail.transport.send(
          enquiryMail(enquiry, {
            from: mail.from,
            to: mail.notifyTo,
            siteOrigin: config.siteOrigin,
            confirmationHeld: notes?.confirmationHeld ?? null,
          }),
          timeoutMs,
        ),
      );
  }
  if (mail && withLedger) {
    senders.confirmation = (enquiry, timeoutMs) =>
      safely(() =>
        mail.transport.send(
          confirmationMail(enquiry, { from: mail.from, siteOrigin: config.siteOrigin }),
          timeoutMs,
        ),
      );
    // The client's e-mail for a change: "booked", "moved", "declined", "cancelled" ('done' makes none).
    senders['client-update'] = forChange(async (enquiry, change, timeoutMs, links) => {
      if (!deliversOn(change.event, 'client-update') || change.event === 'done')
        return { ok: false, answer: `not sent: "${change.event}" has no update e-mail` };
      const kind = change.event as Exclude<ChangeEvent, 'done'>;
      const update = {
        kind,
        enquiry,
        slot: change.slot,
        reason: change.reason,
        sequence: change.sequence,
        eventId: change.id,
        at: change.at,
        ...(change.by ? { by: change.by } : {}),
        ...(change.terms !== undefined ? { terms: change.terms } : {}),
      };
      const to = clientOf(enquiry, change, links);
      if (!to) return { ok: false, answer: 'not sent: no client address' };
      const options = {
        from: mail.from,
        organizer: organizerOf(mail),
        siteOrigin: config.siteOrigin,
        agreement: await agreementFor(config, enquiry, change, links),
        bookingPage: await bookingPageFor(config, enquiry, change, links),
        to,
      };
      return mail.transport.send(bookingUpdateMail(update, options), timeoutMs);
    });
    // Issue 52: whoever booked for the client is told of each change, read-only.
    senders['booker-update'] = forChange(async (enquiry, change, timeoutMs, links) => {
      if (!deliversOn(change.event, 'booker-update') || change.event === 'done')
        return { ok: false, answer: `not sent: "${change.event}" has no notice to the booker` };
      const kind = change.event as Exclude<ChangeEvent, 'done'>;
      if (!bookerAddress(enquiry)) return { ok: false, answer: 'not sent: the client booked' };
      const viewUrl =
        config.linkSecret && links
          ? bookingPageUrl(
              config.siteOrigin,
              await bookingViewToken(config.linkSecret, enquiry.submissionId, links.nonce),
            )
          : null;
      const notice = {
        kind,
        enquiry,
        slot: change.slot,
        eventId: change.id,
        by: change.by === 'client' ? ('client' as const) : ('office' as const),
      };
      const options = {
        from: mail.from,
        siteOrigin: config.siteOrigin,
        viewUrl,
        mayAsk: bookerMayAskForAnotherTime(enquiry, decisionsOf(config)),
      };
      return mail.transport.send(bookerNoticeMail(notice, options), timeoutMs);
    });
    // Issue 52: a move gave the booking another client address: the old one's calendar entry is cancelled.
    senders['client-former'] = forChange(async (enquiry, change, timeoutMs) => {
      if (!change.formerClientEmail) return { ok: false, answer: 'not sent: no former address' };
      const update = { enquiry, sequence: change.sequence, eventId: change.id, at: change.at };
      const options = {
        from: mail.from,
        organizer: organizerOf(mail),
        siteOrigin: config.siteOrigin,
        to: change.formerClientEmail,
      };
      return mail.transport.send(formerClientMail(update, options), timeoutMs);
    });
    // Issue 52: the client's fresh links after a revoke: the booking page, and the agreement while it is sent.
    senders['client-links'] = forChange(async (enquiry, change, timeoutMs, links) => {
      if (!config.linkSecret || !links)
        return { ok: false, answer: 'not sent: no link (BOOKING_LINK_SECRET)' };
      const to = clientAddress(enquiry, links);
      if (!to) return { ok: false, answer: 'not sent: no client address (give it with a move)' };
      const page = bookingPageUrl(
        config.siteOrigin,
        await bookingPageToken(config.linkSecret, enquiry.submissionId, links.nonce),
      );
      const agreement =
        agreementsOn(config) && links.version
          ? await clientAgreementUrl(config.linkSecret, config.siteOrigin, enquiry.submissionId, {
              nonce: links.nonce,
              version: links.version,
            })
          : null;
      const report = change.report
        ? reportUrl(
            config.siteOrigin,
            await reportToken(config.linkSecret, enquiry.submissionId, links.nonce, change.at),
          )
        : null;
      const options = {
        to,
        bookingPageUrl: page,
        agreementUrl: agreement,
        reportUrl: report,
        slot: change.slot,
        eventId: change.id,
        from: mail.from,
        siteOrigin: config.siteOrigin,
      };
      return mail.transport.send(clientLinksMail(enquiry, options), timeoutMs);
    });
    // Issue 58: "your report is ready" (or a fresh link the client asked for), to the client's own address.
    senders['report-ready'] = forChange(async (enquiry, change, timeoutMs, links) => {
      const report = change.report;
      if (!report || (change.event !== 'report-published' && change.event !== 'report-link-sent'))
        return { ok: false, answer: `not sent: "${change.event}" has no report e-mail` };
      if (!config.linkSecret || !links)
        return { ok: false, answer: 'not sent: no link (BOOKING_LINK_SECRET)' };
      const to = clientAddress(enquiry, links);
      if (!to) return { ok: false, answer: 'not sent: no client address (give it with a move)' };
      // The link is made as of the event, so a retry sends the same one; it runs out 90 days after.
      const url = reportUrl(
        config.siteOrigin,
        await reportToken(config.linkSecret, enquiry.submissionId, links.nonce, change.at),
      );
      if (change.event === 'report-link-sent') {
        return mail.transport.send(
          reportFreshLinkMail(enquiry, { to, url, from: mail.from, siteOrigin: config.siteOrigin }),
          timeoutMs,
        );
      }
      const agreement =
        report.needsAgreement && agreementsOn(config) && links.version
          ? await clientAgreementUrl(config.linkSecret, config.siteOrigin, enquiry.submissionId, {
              nonce: links.nonce,
              version: links.version,
            })
          : null;
      const options = {
        to,
        url,
        needsAgreement: report.needsAgreement,
        agreementUrl: agreement,
        version: report.version,
        revised: report.revised,
        eventId: change.id,
        from: mail.from,
        siteOrigin: config.siteOrigin,
      };
      return mail.transport.send(reportReadyMail(enquiry, options), timeoutMs);
    });
    // Issue 58: whoever booked for the client hears that the report went to the client, with no link.
    senders['report-booker'] = forChange(async (enquiry, change, timeoutMs) => {
      const to = bookerAddress(enquiry);
      if (!change.report || change.event !== 'report-published' || !to)
        return { ok: false, answer: 'not sent: no report, or the client booked' };
      const options = {
        to,
        version: change.report.version,
        revised: change.report.revised,
        eventId: change.id,
        from: mail.from,
        siteOrigin: config.siteOrigin,
      };
      return mail.transport.send(reportBookerNoticeMail(enquiry, options), timeoutMs);
    });
    // Issue 59: the copy's link, to the adviser the client named: a fixed text.
    senders['report-copy'] = forChange(async (enquiry, change, timeoutMs) => {
      const copy = change.copy;
      if (!copy || change.event !== 'report-copy-sent') return { ok: false, answer: 'not sent: no copy' };
      if (!config.linkSecret) return { ok: false, answer: 'not sent: no link (BOOKING_LINK_SECRET)' };
      const url = reportUrl(
        config.siteOrigin,
        await copyToken(config.linkSecret, enquiry.submissionId, copy),
      );
      const options = {
        to: copy.email,
        role: copy.role,
        url,
        eventId: change.id,
        from: mail.from,
        siteOrigin: config.siteOrigin,
      };
      return mail.transport.send(reportCopyMail(enquiry, options), timeoutMs);
    });
    // Issue 59: the one review request, to the address the event recorded it for, with its unsubscribe; read
    // against the ledger's unsubscribes as it goes, so not even the office's "Send again" mails one that asked.
    const review = (ledger: Ledger | undefined) =>
      forChange(async (enquiry, change, timeoutMs, links) => {
        const reviewUrl = decisionsOf(config).reviewLink;
        if (change.event !== 'review-requested' || !reviewUrl)
          return { ok: false, answer: 'not sent: no review link (business.decisions.reviewLink)' };
        if (!config.linkSecret) return { ok: false, answer: 'not sent: no link (BOOKING_LINK_SECRET)' };
        const to = change.clientEmail ?? clientAddress(enquiry, links);
        if (!to) return { ok: false, answer: 'not sent: no client address' };
        if (!ledger) return { ok: false, answer: 'not sent: no ledger to read the unsubscribes from' };
        if (await reviewStore(ledger.db).isUnsubscribed(to))
          return { ok: false, answer: 'not sent: the address unsubscribed from review requests' };
        // Made as of the event, so a retry sends the same link.
        const token = await unsubscribeToken(config.linkSecret, enquiry.submissionId, change.at);
        const options = {
          to,
          reviewUrl,
          unsubscribeUrl: unsubscribePageUrl(config.siteOrigin, token),
          oneClickUrl: unsubscribeApiUrl(config.siteOrigin, token),
          eventId: change.id,
          from: mail.from,
          siteOrigin: config.siteOrigin,
        };
        return mail.transport.send(reviewRequestMail(enquiry, options), timeoutMs);
      });
    senders['review-request'] = (enquiry, timeoutMs, notes) =>
      review(notes?.ledger)(enquiry, timeoutMs, notes);
    // Issue 40: the agreement's link on its own, to the client (an agent's booking, a resend, a revoke).
    senders.agreement = forChange(async (enquiry, change, timeoutMs, links) => {
      if (!config.linkSecret || !links?.version)
        return { ok: false, answer: 'not sent: no link (BOOKING_LINK_SECRET)' };
      const to = agreementAddress(enquiry, links);
      if (!to)
        return { ok: false, answer: "not sent: no client address (give it with the booking's confirm)" };
      const url = await clientAgreementUrl(config.linkSecret, config.siteOrigin, enquiry.submissionId, {
        nonce: links.nonce,
        version: links.version,
      });
      return mail.transport.send(
        agreementLinkMail(enquiry, {
          to,
          url,
          eventId: change.id,
          from: mail.from,
          siteOrigin: config.siteOrigin,
        }),
        timeoutMs,
      );
    });
    // Issue 40: the accepted text, to the client and to the business.
    senders['agreement-copy'] = forChange(async (enquiry, change, timeoutMs, links) => {
      const to = agreementAddress(enquiry, links);
      if (!change.acceptance || !to) return { ok: false, answer: 'not sent: no acceptance or no address' };
      const options = {
        to: [to],
        eventId: change.id,
        from: mail.from,
        siteOrigin: config.siteOrigin,
        office: false,
      };
      return mail.transport.send(agreementCopyMail(enquiry, change.acceptance, options), timeoutMs);
    });
    if (mail.notifyTo.length > 0) {
      senders['agreement-office'] = forChange(async (enquiry, change, timeoutMs) => {
        if (!change.acceptance) return { ok: false, answer: 'not sent: no acceptance' };
        const options = {
          to: mail.notifyTo,
          eventId: change.id,
          from: mail.from,
          siteOrigin: config.siteOrigin,
          office: true,
        };
        return mail.transport.send(agreementCopyMail(enquiry, change.acceptance, options), timeoutMs);
      });
      // Issue 59: the business is told of each copy the client sends.
      senders['report-copy-office'] = forChange(async (enquiry, change, timeoutMs) => {
        const copy = change.copy;
        if (!copy || change.event !== 'report-copy-sent') return { ok: false, answer: 'not sent: no copy' };
        const options = {
          to: mail.notifyTo,
          copyId: copy.id,
          email: copy.email,
          role: copy.role,
          eventId: change.id,
          from: mail.from,
          siteOrigin: config.siteOrigin,
        };
        return mail.transport.send(reportCopyOfficeMail(enquiry, options), timeoutMs);
      });
      // Issue 41: the client's request from the booking page (another time, a cancel), to the business.
      senders['booking-office'] = forChange(async (enquiry, change, timeoutMs) => {
        const message = clientRequestMail(enquiry, change, {
          to: mail.notifyTo,
          from: mail.from,
          siteOrigin: config.siteOrigin,
        });
        if (!message) return { ok: false, answer: `not sent: "${change.event}" is not a client's request` };
        return mail.transport.send(message, timeoutMs);
      });
    }
  }
  const deliverEvent = automation?.deliverEvent?.bind(automation);
  if (deliverEvent && config.forwardEvents && withLedger) {
    senders['automation-event'] = forChange(async (enquiry, change, timeoutMs) => {
      const event = automationEvent(enquiry, change);
      if (!event) return { ok: false, answer: `not sent: "${change.event}" has no automation event` };
      return deliverEvent(event, timeoutMs);
    });
  }
  return senders;
}

export interface DeliveryContext {
  ledger: Ledger;
  senders: Partial<Record<DeliveryChannel, ChannelSender>>;
  now: () => Date;
  log: BookingLogger;
}

/** The delivery context of a handler's request: its ledger, its senders, the config's clock and its log. */
export function deliveryContext(
  config: { now?: () => Date },
  ledger: Ledger,
  senders: DeliveryContext['senders'],
  log: BookingLogger,
): DeliveryContext {
  return { ledger, senders, now: () => config.now?.() ?? new Date(), log };
}

async function attempt({ ledger, senders, now, log }: DeliveryContext, claimed: ClaimedDelivery) {
  const send = senders[claimed.channel];
  const result: ChannelResult = send
    ? await send(claimed.enquiry, undefined, {
        confirmationHeld: claimed.confirmationHeld,
        change: claimed.change ?? null,
        links: claimed.links ?? null,
        ledger,
      })
    : { ok: false, answer: 'not configured on this server' };
  const state = await ledger.settle(claimed, result, now());
  const what = claimed.change
    ? `${claimed.channel} (${claimed.change.event} #${claimed.eventId})`
    : claimed.channel;
  const line = `[bookings] ${what} ${state === 'delivered' ? 'delivered' : state === 'failed' ? 'failed' : 'not delivered'}`;
  log(`${line} ${claimed.enquiry.reference} (attempt ${claimed.attempts}): ${printable(result.answer, 160)}`);
  return state;
}

/** Delivers channels this process has claimed (a new enquiry's, from `record`). Never throws. */
export async function deliverClaimed(context: DeliveryContext, claims: readonly ClaimedDelivery[]) {
  await Promise.all(
    claims.map(async (claimed) => {
      try {
        await attempt(context, claimed);
      } catch (error) {
        context.log(
          `[bookings] ${claimed.channel} delivery of ${claimed.enquiry.reference} stopped: ` +
            `${printable((error as Error)?.message ?? 'error', 120)}; the sweep tries again`,
        );
      }
    }),
  );
}

/**
 * Claims each channel of one enquiry (or of one of its changes: `eventId`) that is free, and delivers it
 * (`--resend`, the office's "Send again"). Never throws.
 */
export async function deliverChannels(
  context: DeliveryContext,
  submissionId: string,
  channels: readonly DeliveryChannel[],
  eventId = 0,
) {
  const claims: ClaimedDelivery[] = [];
  for (const channel of channels) {
    try {
      const claimed = await context.ledger.claim(submissionId, channel, context.now(), eventId);
      if (claimed) claims.push(claimed);
    } catch (error) {
      context.log(
        `[bookings] ${channel} of ${submissionId} could not be claimed: ` +
          `${printable((error as Error)?.message ?? 'error', 120)}`,
      );
    }
  }
  await deliverClaimed(context, claims);
}

export interface SweepOptions {
  /** At most this many channel deliveries per batch; one batch per sweep unless `withinMs` is set. */
  limit: number;
  /**
   * While a batch comes back full and less than this has passed since the sweep began, another batch follows:
   * the sweep takes on more as the backlog grows, within its interval. Unset: one batch.
   */
  withinMs?: number;
  /** Milliseconds since some fixed moment (performance.now unless set; tests give their own). */
  clock?: () => number;
  /** BOOKING_ALERT_AFTER_S in ms: how long the automation may take before the business is told. */
  alertAfterMs: number;
  /** The least time between two alerts. */
  alertEveryMs?: number;
  /** Settled enquiries older than this many days are deleted; null keeps them. */
  retentionDays: number | null;
  /**
   * Issue 40: a booked enquiry is kept this many days after its booked date (business.privacy.recordRetention
   * unless set), like its agreement's acceptance record.
   */
  recordRetentionDays?: number;
  mail: MailSettings | null;
  /** Whether the automation is configured here (an alert is about it). */
  automation: boolean;
}

export interface SweepReport {
  attempted: number;
  delivered: number;
  gaveUp: number;
  alerted: number;
  purged: number;
}

export const ALERT_EVERY_MS = 60 * 60_000;
export const DEFAULT_ALERT_AFTER_S = 600;

/**
 * One sweep: gives up what waited too long, retries what is due, sends the automation alert when it is due,
 * deletes what the office's sign-in no longer needs, and deletes settled enquiries past the retention period.
 */
export async function sweep(context: DeliveryContext, options: SweepOptions): Promise<SweepReport> {
  const { ledger, senders, now, log } = context;
  const report: SweepReport = { attempted: 0, delivered: 0, gaveUp: 0, alerted: 0, purged: 0 };
  report.gaveUp = await ledger.giveUp(now());
  const channels = Object.keys(senders) as DeliveryChannel[];
  const clock = options.clock ?? (() => performance.now());
  const began = clock();
  for (;;) {
    const due = await ledger.claimDue(channels, options.limit, now());
    report.attempted += due.length;
    // A few at a time: the automation and the mail server each see a handful of connections, not a burst.
    for (let i = 0; i < due.length; i += 4) {
      const states = await Promise.all(due.slice(i, i + 4).map((claimed) => attempt(context, claimed)));
      report.delivered += states.filter((state) => state === 'delivered').length;
    }
    if (due.length < options.limit || !options.withinMs || clock() - began >= options.withinMs) break;
  }
  if (options.automation) report.alerted = await alertIfDue(context, options);
  // The client IPs kept for the per-IP limit go once it no longer needs them.
  await ledger.forgetClientIps(new Date(now().getTime() - CLIENT_IP_KEPT_MS));
  // The office's codes past the limits' hour, used or expired links, and ended sessions.
  await officeStore(ledger.db).purge(now());
  // Acceptance records past their own retention, whatever the enquiries' retention is.
  report.purged += await ledger.purgeAcceptances(now());
  // Issue 58: report uploads never published after a day, report files past their retention, and the reports'
  // records past theirs.
  report.purged += await reportStore(ledger.db, postgresReportStorage(ledger.db)).purge(now());
  if (options.retentionDays !== null) {
    // A booked enquiry is kept until the record retention after its booked date, as its acceptance is.
    const recordDays = Math.max(
      options.recordRetentionDays ?? business.privacy.recordRetention,
      options.retentionDays,
    );
    report.purged = await ledger.purge(
      new Date(now().getTime() - options.retentionDays * 24 * 60 * 60_000),
      new Date(now().getTime() - recordDays * 24 * 60 * 60_000),
    );
  }
  if (report.gaveUp || report.purged) {
    log(`[bookings] sweep: ${report.gaveUp} given up, ${report.purged} deleted after the retention period`);
  }
  return report;
}

/** Tells the business (or the log, without mail) which enquiries the automation has not taken. */
async function alertIfDue({ ledger, now, log }: DeliveryContext, options: SweepOptions): Promise<number> {
  const waiting = await ledger.waitingForAutomation();
  const at = now();
  const overdue = waiting.filter(
    (w) =>
      at.getTime() - w.receivedAt.getTime() >= options.alertAfterMs ||
      (w.lastStatus !== null && w.lastStatus >= 400 && w.lastStatus < 500),
  );
  if (overdue.length === 0) return 0;
  if (!(await ledger.claimAlert('automation', options.alertEveryMs ?? ALERT_EVERY_MS, at))) return 0;
  const references = waiting.map((w) => w.reference).join(', ');
  const mail = options.mail;
  if (!mail || mail.notifyTo.length === 0) {
    log(
      `[bookings] ALERT: the automation has not taken ${waiting.length} enquiries: ${references} (no SMTP set, so this log line is the only alert)`,
    );
    return waiting.length;
  }
  const result = await mail.transport
    .send(automationAlertMail(waiting, { from: mail.from, to: mail.notifyTo, mailboxToo: true, now: at }))
    .catch((error: Error) => ({ ok: false, answer: error.message }) as ChannelResult);
  if (!result.ok) {
    // Not sent: the next sweep may try again.
    await ledger.releaseAlert('automation', at);
    log(`[bookings] the automation alert could not be sent: ${printable(result.answer, 160)}`);
    return 0;
  }
  log(`[bookings] alert sent: the automation has not taken ${waiting.length} enquiries: ${references}`);
  return waiting.length;
}
