/**
 * The launch check (`npm run check:launch`, and every build): what would make the live site wrong. Errors are
 * stand-in business values (the builder licence and the pest inspector's credentials included), an owner
 * decision the site cannot go live without, no booking destination for production, and a canonical origin
 * that is not https; owner decisions are listed on every run with their current setting; warnings are the
 * prices that differ between a home card and its product page, listed together so the business can
 * reconcile them in one sitting (the brief keeps both readings).
 *
 * Pure functions over plain inputs, so tests can run them on fixtures; `loadLaunchInput` reads the real ones.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadEnv } from 'vite';
import { isValidAbn } from '../../src/lib/abn';
import { formatHomePrice } from '../../src/lib/format';
import type {
  Claim,
  DilapidationPriceCovers,
  IndependencePolicy,
  PrivacyActStatus,
} from '../../src/content/business';
import type { HomePrice } from '../../src/content/types';
import { consumerLaw, excludesConsumerGuarantees } from '../../src/content/facts/consumer-law';
import { retentionPeriod } from '../../src/lib/format';

/** The business values the check reads: the shape of src/content/business.ts. */
export interface BusinessValues {
  name: string;
  phone: { display: string; e164: string };
  email: string;
  abn: string;
  credentials: {
    builderLicence: string;
    pestInspector: { qualification: string; licence: string };
  };
  decisions: {
    independencePolicy: IndependencePolicy;
    privacyAct: PrivacyActStatus;
    dilapidationPrice: DilapidationPriceCovers;
    /** Issue 59: the review page the one review request links to; null sends none. Unset on older fixtures. */
    reviewLink?: string | null;
  } & Record<ClaimDecision, Claim>;
  /** The pre-inspection agreement's terms only the business can set (issue 40). */
  agreement: {
    cancellation: { notice: string; fee: string };
    payment: string;
    liability: string;
  };
  /** Issue 60: the deposit and the ways to pay it. Unset on older fixtures (then nothing is listed). */
  payments?: {
    depositCents: number | null;
    depositDue: { kind: 'hours-after-booking' | 'hours-before-inspection'; hours: number };
    stripePaymentLink: string | null;
    bankTransfer: { accountName: string; bsb: string; accountNumber: string } | null;
    payId: { id: string; name: string } | null;
    reportWaitsForPayment: Claim;
    bookerMayPay: Claim;
  };
  domain: string;
  designer: { name: string; url: string };
  privacy: Record<string, unknown> & {
    enquiryRetentionDays: number;
    recordRetention: number;
    reportFileRetention: number;
  };
}

/** One inspection's two price readings: its home card's, and its product page's price text. */
export interface PriceReading {
  title: string;
  home: HomePrice;
  productPage: string;
}

export type LaunchEnv = Record<string, string | undefined>;

/** One string of the site's copy and the module it comes from, e.g. 'articles/news/x.ts'. */
export interface CopyLine {
  where: string;
  text: string;
}

export interface LaunchInput {
  business: BusinessValues;
  /** Every string of the site's copy, for the "as at" dates (issue 42); none on a fixture. */
  copy?: CopyLine[];
  /** Today, for the age of an "as at" date; the clock when not given. */
  today?: Date;
  /** VITE_* variables for the build's mode, and the process environment (BOOKING_FORWARD_URL, host flags). */
  env: LaunchEnv;
  prices: PriceReading[];
}

export interface LaunchResult {
  errors: string[];
  warnings: string[];
  /** The owner decisions in business.ts, each with its setting and what the site says because of it. */
  decisions?: string[];
}

/** Every string in a value with its dotted path, e.g. ['privacy.contact.email', 'x@y.example']. */
function strings(value: unknown, at: string): [string, string][] {
  if (typeof value === 'string') return [[at, value]];
  if (Array.isArray(value)) return value.flatMap((item, i) => strings(item, `${at}[${i}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => strings(item, at ? `${at}.${key}` : key));
  }
  return [];
}

/** A host name, e-mail address or URL on the reserved `.example` top-level domain (RFC 2606). */
const exampleDomain = /\.example(?![a-z0-9-])/i;
/** A value the business has yet to supply, written in square brackets, e.g. '[website host]'. */
const bracketed = /\[[^\]]*\]/;

/**
 * Stand-ins among the business values: each error names the field (as in business.ts) and its value. The
 * credentials, the owner decisions and the agreement's terms have checks of their own (checkCredentials,
 * checkOwnerDecisions, checkAgreementTerms).
 */
export function checkBusiness(business: BusinessValues): string[] {
  const errors: string[] = [];
  const where = 'src/content/business.ts';
  if (!isValidAbn(business.abn)) {
    errors.push(
      `business.abn '${business.abn}' fails the ABN check digit: put in the business's own ABN (${where}).`,
    );
  }
  const phoneDigits = business.phone.display.replace(/\D/g, '');
  const e164Digits = business.phone.e164.replace(/\D/g, '');
  // ACMA keeps (0x) 5550 xxxx for use in fiction: such a number never reaches anyone.
  if (/^0[2378]5550\d{4}$/.test(phoneDigits) || /^61[2378]5550\d{4}$/.test(e164Digits)) {
    errors.push(
      `business.phone '${business.phone.display.replace(/\u00a0/g, ' ')}' is in the (0x) 5550 range reserved ` +
        `for fiction: put in the business's own number, in both display and e164 (${where}).`,
    );
  }
  if (/placeholder/i.test(business.designer.name)) {
    errors.push(
      `business.designer.name '${business.designer.name}' is a placeholder: credit the real designer (${where}).`,
    );
  }
  const { credentials: _credentials, decisions: _decisions, agreement: _agreement, ...rest } = business;
  for (const [field, value] of strings(rest, 'business')) {
    if (exampleDomain.test(value)) {
      errors.push(`${field} '${value}' uses the reserved .example domain: put in the real one (${where}).`);
    }
    if (bracketed.test(value)) {
      errors.push(
        `${field} '${value}' is a placeholder still in [brackets]: put in the real value (${where}).`,
      );
    }
  }
  return errors;
}

/** A credential still holding its stand-in: in [brackets], empty, or saying 'placeholder'. */
function isStandIn(value: string): boolean {
  return bracketed.test(value) || value.trim() === '' || /placeholder/i.test(value);
}

/**
 * The licences the site prints: the builder licence number (the footer, beside "Licensed builders in NSW",
 * and the structured data) and the timber pest inspector's qualification and licence (the building and pest
 * pages). Each stand-in is an error: the site would claim a licence it cannot show.
 */
export function checkCredentials(business: BusinessValues): string[] {
  const where = 'src/content/business.ts';
  const { builderLicence, pestInspector } = business.credentials;
  const errors: string[] = [];
  if (isStandIn(builderLicence) || !/\d/.test(builderLicence)) {
    errors.push(
      `business.credentials.builderLicence '${builderLicence}' is not a licence number: put in the business's ` +
        'NSW contractor licence number, as printed on the licence. The footer prints it beside "Licensed ' +
        `builders in NSW", and the structured data carries it (${where}).`,
    );
  }
  if (isStandIn(pestInspector.qualification)) {
    errors.push(
      `business.credentials.pestInspector.qualification '${pestInspector.qualification}' is a placeholder: ` +
        "put in the timber pest inspector's qualification, as held. AS 4349.3 expects timber pest " +
        "competency, which a builder's licence does not show, and the building and pest pages print it " +
        `(${where}).`,
    );
  }
  if (isStandIn(pestInspector.licence)) {
    errors.push(
      `business.credentials.pestInspector.licence '${pestInspector.licence}' is a placeholder: put in the ` +
        "timber pest inspector's licence, with its number, exactly as held (claim none that is not held). The " +
        `building and pest pages print it (${where}).`,
    );
  }
  return errors;
}

/** The specifics a page states only once the business confirms them (issue 29), and what each changes. */
export type ClaimDecision =
  | 'pricesIncludeGst'
  | 'writtenAgreement'
  | 'expertEvidenceReports'
  | 'professionalIndemnity'
  | 'bookerMayAskForAnotherTime'
  | 'calendarFeedDetails';

const claimDecisions: Record<ClaimDecision, { notStated: string; confirmed: string; confirmWhen: string }> = {
  pricesIncludeGst: {
    notStated: 'the pricing note under every price says nothing about GST.',
    confirmed: 'the pricing note under every price says "Prices include GST."',
    confirmWhen: 'every price shown on the site includes GST',
  },
  writtenAgreement: {
    notStated:
      'the booking process page (/booking-process) promises no written pre-inspection agreement, and asks ' +
      'the visitor to raise what they want covered on the confirmation call.',
    confirmed:
      'the booking process page (/booking-process) has a step "You receive a written agreement": a ' +
      'pre-inspection agreement, setting out the scope, to read and accept before the visit.',
    confirmWhen:
      'every client receives a written pre-inspection agreement to accept before the inspection, and a ' +
      "lawyer has read the agreement's terms (business.agreement, and its liability wording above all)",
  },
  expertEvidenceReports: {
    notStated:
      "the pages that mention disputes name NCAT's Procedural Direction 3 and tell the visitor to ask a lawyer " +
      'whether a report prepared to it is needed, without offering one.',
    confirmed:
      'the pages that mention disputes tell the visitor to ask us for a report prepared to NCAT Procedural ' +
      'Direction 3 (expert evidence).',
    confirmWhen: "the business prepares reports to NCAT's Procedural Direction 3 on request",
  },
  professionalIndemnity: {
    notStated:
      "the complete guide's questions for choosing an inspector ask about professional indemnity insurance, " +
      'and the site says nothing about the business holding it.',
    confirmed: 'the complete guide says the business holds professional indemnity insurance.',
    confirmWhen: 'the business holds professional indemnity insurance (keep the policy current)',
  },
  bookerMayAskForAnotherTime: {
    notStated:
      "a buyer's agent or conveyancer who books for a client gets a read-only booking page: only the client " +
      'asks for another time or cancels.',
    confirmed:
      "a buyer's agent or conveyancer who books for a client may ask for another time from their booking " +
      "page, on the client's behalf; only the client cancels, and a selling agent only reads.",
    confirmWhen: "the business takes requests for another time from a client's buyer's agent or conveyancer",
  },
  calendarFeedDetails: {
    notStated:
      "each entry of the business's calendar feed (the office's calendar link) holds the inspection, the " +
      'suburb, the time and the reference only, and the privacy policy says so.',
    confirmed:
      "each entry of the business's calendar feed also holds the client's name, phone and the full address, " +
      'and the privacy policy names the calendar service (business.decisions.calendarProvider) that holds them.',
    confirmWhen:
      'the business wants the details in its calendar and business.decisions.calendarProvider names the ' +
      'calendar service and where it stores data',
  },
};

export const claimDecisionNames = Object.keys(claimDecisions) as ClaimDecision[];

/** Issue 60: whether a Payment Link is Stripe's own, on https at buy.stripe.com. */
export function isStripePaymentLink(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname === 'buy.stripe.com' && url.pathname.length > 1;
  } catch {
    return false;
  }
}

/**
 * Issue 60: the deposit and the ways to pay it (business.payments), listed on every run; a Payment Link that is
 * not Stripe's own https address, bank details not shaped as a BSB (6 digits) and an account number (6 to 10
 * digits), and a deposit or due time that is not a whole positive number are refused.
 */
export function checkPayments(business: BusinessValues): { errors: string[]; decisions: string[] } {
  const payments = business.payments;
  if (!payments) return { errors: [], decisions: [] };
  const where = 'src/content/business.ts';
  const errors: string[] = [];
  const decisions: string[] = [];
  const { depositCents, depositDue, stripePaymentLink, bankTransfer, payId } = payments;
  const due =
    depositDue.kind === 'hours-after-booking'
      ? `${depositDue.hours} hours after the booking is confirmed`
      : `${depositDue.hours} hours before the inspection`;
  decisions.push(
    depositCents === null
      ? 'business.payments.depositCents null: no deposit is asked; the booked e-mail says the office will tell ' +
          'the client how to pay it. Set it (in cents, including GST) with depositDue to ask one of each booking.'
      : `business.payments.depositCents ${depositCents}: each booking is asked a deposit of ` +
          `$${(depositCents / 100).toFixed(2)}, due ${due} (business.payments.depositDue). The client must ` +
          "have agreed to it: the agreement's payment term (business.agreement.payment) should say the same.",
  );
  if (depositCents !== null && !(Number.isInteger(depositCents) && depositCents > 0)) {
    errors.push(
      `business.payments.depositCents ${depositCents} is not a whole number of cents above 0 (${where}).`,
    );
  }
  if (!(Number.isInteger(depositDue.hours) && depositDue.hours > 0)) {
    errors.push(
      `business.payments.depositDue.hours ${depositDue.hours} is not a whole number above 0 (${where}).`,
    );
  }
  decisions.push(
    stripePaymentLink === null
      ? 'business.payments.stripePaymentLink null: the booking page offers no card payment. Set it to a Payment ' +
          "Link for the deposit's amount, made in the business's own Stripe account (https://buy.stripe.com/...)."
      : `business.payments.stripePaymentLink '${stripePaymentLink}': the booking page's "Pay the deposit by ` +
          'card" goes there with the booking\'s reference. Keep its price the same as depositCents.',
  );
  if (stripePaymentLink !== null && !isStripePaymentLink(stripePaymentLink)) {
    errors.push(
      `business.payments.stripePaymentLink '${stripePaymentLink}' is not a Stripe Payment Link ` +
        `(https://buy.stripe.com/...) (${where}).`,
    );
  }
  decisions.push(
    bankTransfer === null && payId === null
      ? 'business.payments.bankTransfer and payId null: the booking page shows no bank or PayID details.'
      : 'business.payments.bankTransfer / payId set: the booking page (never an e-mail) shows them with the ' +
          'reference to quote.',
  );
  if (bankTransfer !== null) {
    if (!/^\d{6}$/.test(bankTransfer.bsb.replace(/[\s-]/g, ''))) {
      errors.push(
        `business.payments.bankTransfer.bsb '${bankTransfer.bsb}' is not a BSB of 6 digits (${where}).`,
      );
    }
    if (!/^\d{6,10}$/.test(bankTransfer.accountNumber.replace(/\s/g, ''))) {
      errors.push(
        `business.payments.bankTransfer.accountNumber '${bankTransfer.accountNumber}' is not an account number ` +
          `of 6 to 10 digits (${where}).`,
      );
    }
    if (bankTransfer.accountName.trim() === '' || isStandIn(bankTransfer.accountName)) {
      errors.push(`business.payments.bankTransfer.accountName needs the account's own name (${where}).`);
    }
  }
  if (payId !== null && (payId.id.trim() === '' || payId.name.trim() === '')) {
    errors.push(`business.payments.payId needs its id and the name it shows (${where}).`);
  }
  for (const [name, confirmed, notStated] of [
    [
      'reportWaitsForPayment',
      "the client's report waits for payment in full; the office can release it with a reason.",
      'the report does not wait for payment.',
    ],
    [
      'bookerMayPay',
      'whoever booked for the client may pay from their read-only booking page.',
      'only the client is offered the payment link.',
    ],
  ] as const) {
    decisions.push(
      `business.payments.${name} '${payments[name]}': ${payments[name] === 'confirmed' ? confirmed : notStated}`,
    );
  }
  return { errors, decisions };
}

/**
 * The owner decisions in business.ts. Each is listed on every run with what the site says because of it, so
 * the business sees what it has committed to: the independence policy, the Privacy Act status, and the
 * specifics the site states only once confirmed (claimDecisions). An undecided Privacy Act status is also an error: the privacy
 * policy must say whether the Act binds the business, and either answer is a commitment only the business
 * can make. An unconfirmed independence policy is not: the site then says only what is true of every job.
 */
export function checkOwnerDecisions(business: BusinessValues): { errors: string[]; decisions: string[] } {
  const where = 'src/content/business.ts';
  const { independencePolicy, privacyAct } = business.decisions;
  const decisions: string[] = [];
  const errors: string[] = [];

  decisions.push(
    independencePolicy === 'confirmed'
      ? "business.decisions.independencePolicy 'confirmed': the home page says the business takes no " +
          'referral fees from agents, and tells a buyer when it has inspected the property for its seller. ' +
          'Keep both true, or set it back to "not-stated".'
      : "business.decisions.independencePolicy 'not-stated': the site says only that each report is written " +
          'for the client who books it and that no agent chooses what goes in it. Set "confirmed" once the ' +
          'business confirms it takes no referral fees from agents and tells a buyer when it has inspected ' +
          'the property for its seller; the home page then says so.',
  );

  if (privacyAct === 'opted-in') {
    decisions.push(
      "business.decisions.privacyAct 'opted-in': the privacy policy says the Privacy Act 1988 binds the " +
        'business because it has chosen to be covered under s6EA. Make sure the opt-in has been made with ' +
        'the OAIC.',
    );
  } else if (privacyAct === 'voluntary') {
    decisions.push(
      "business.decisions.privacyAct 'voluntary': the privacy policy says the Privacy Act 1988 does not " +
        'bind the business (a small business, annual turnover of $3 million or less) and that it follows ' +
        'the APPs by choice. Change it if turnover passes $3 million or the business opts in.',
    );
  } else {
    decisions.push(
      "business.decisions.privacyAct 'undecided': the privacy policy leaves a [bracketed] gap where it " +
        'should say whether the Privacy Act 1988 binds the business.',
    );
    errors.push(
      `business.decisions.privacyAct '${privacyAct}': the privacy policy must say whether the Privacy Act ` +
        '1988 binds the business. Choose "opted-in" (covered by choice under s6EA) or "voluntary" (a small ' +
        'business the Act does not bind, following the APPs by choice); the page words itself for each ' +
        `(${where}).`,
    );
  }
  const days = business.privacy.enquiryRetentionDays;
  decisions.push(
    typeof days === 'number' && days > 0
      ? `business.privacy.enquiryRetentionDays ${days}: the booking system deletes each enquiry ${days} days ` +
          'after it arrives (once every channel has taken it or given up), and the privacy policy states that ' +
          'period. Confirm it matches how long the business keeps enquiries that do not become bookings.'
      : `business.privacy.enquiryRetentionDays '${String(days)}': not a number of days, so the booking system ` +
          'never deletes an enquiry.',
  );
  if (!(typeof days === 'number' && Number.isInteger(days) && days > 0)) {
    errors.push(
      'business.privacy.enquiryRetentionDays must be a whole number of days: the sweep deletes enquiries ' +
        `after it, and the privacy policy states it (${where}).`,
    );
  }
  const recordDays = business.privacy.recordRetention;
  const recordDaysValid = typeof recordDays === 'number' && Number.isInteger(recordDays) && recordDays > 0;
  decisions.push(
    recordDaysValid
      ? `business.privacy.recordRetention ${recordDays}: the privacy policy says bookings, reports and payment ` +
          `records are kept for ${retentionPeriod(recordDays)}, and the pre-inspection agreement says the same ` +
          "of the record of the client's acceptance, which cannot be changed or deleted before then. Confirm it " +
          "meets the business's record-keeping duties."
      : `business.privacy.recordRetention '${String(recordDays)}': not a number of days, so no page can state ` +
          'how long bookings and acceptance records are kept.',
  );
  if (!recordDaysValid) {
    errors.push(
      'business.privacy.recordRetention must be a whole number of days: the privacy policy and the ' +
        `pre-inspection agreement state it, and acceptance records are kept for it (${where}).`,
    );
  }
  const fileDays = business.privacy.reportFileRetention;
  const fileDaysValid = typeof fileDays === 'number' && Number.isInteger(fileDays) && fileDays > 0;
  decisions.push(
    fileDaysValid
      ? `business.privacy.reportFileRetention ${fileDays}: the privacy policy says the report's files (every ` +
          `version) are kept for ${retentionPeriod(fileDays)} after the inspection, and then deleted; the record ` +
          'of the report stays for the record retention. Confirm how long the business needs to keep its reports.'
      : `business.privacy.reportFileRetention '${String(fileDays)}': not a number of days, so no page can ` +
          "state how long the report's files are kept.",
  );
  if (!fileDaysValid) {
    errors.push(
      'business.privacy.reportFileRetention must be a whole number of days: the privacy policy states it, ' +
        `and the report's files are deleted after it (${where}).`,
    );
  } else if (recordDaysValid && fileDays > recordDays) {
    errors.push(
      `business.privacy.reportFileRetention ${fileDays} is longer than business.privacy.recordRetention ` +
        `${recordDays}: the record of a report, which names its files, would be deleted before them. Make it ` +
        `no longer (${where}).`,
    );
  }
  for (const name of claimDecisionNames) {
    const claim = claimDecisions[name];
    decisions.push(
      business.decisions[name] === 'confirmed'
        ? `business.decisions.${name} 'confirmed': ${claim.confirmed} Keep it true, or set it back to ` +
            '"not-stated".'
        : `business.decisions.${name} 'not-stated': ${claim.notStated} Set "confirmed" once ` +
            `${claim.confirmWhen}; the site then says so.`,
    );
  }
  const { dilapidationPrice } = business.decisions;
  decisions.push(
    dilapidationPrice === 'not-stated'
      ? "business.decisions.dilapidationPrice 'not-stated': the dilapidation card's 'From' price says the " +
          'quote settles whether it covers the report before the works only, or the one after too. Set ' +
          '"before-only" or "before-and-after" once the business says; the card then states it.'
      : `business.decisions.dilapidationPrice '${dilapidationPrice}': the dilapidation card says its 'From' ` +
          `price covers ${dilapidationPrice === 'before-only' ? 'the report before the works' : 'the reports before and after the works'}. Keep it true.`,
  );
  const reviewLink = business.decisions.reviewLink ?? null;
  decisions.push(
    reviewLink === null
      ? 'business.decisions.reviewLink null: no client is asked for a review. Set it to the page where clients ' +
          'review the business (its Google Business Profile review link, say) to send each client one e-mail ' +
          'five days after they first open their report, with an unsubscribe link; never with an incentive.'
      : `business.decisions.reviewLink '${reviewLink}': each client is sent one e-mail asking for a review ` +
          'there, five days after they first open their report (never after a cancellation, never to an ' +
          'address that unsubscribed). Keep it a page that shows every review, and offer nothing for one.',
  );
  if (reviewLink !== null && !/^https:\/\/[^\s]+$/.test(reviewLink)) {
    errors.push(
      `business.decisions.reviewLink '${reviewLink}' is not an https address: the review request links to it ` +
        `(${where}).`,
    );
  }
  const payments = checkPayments(business);
  decisions.push(...payments.decisions);
  errors.push(...payments.errors);
  const agreement = checkAgreementTerms(business);
  decisions.push(...agreement.decisions);
  errors.push(...agreement.errors);

  return { errors, decisions };
}

/**
 * The pre-inspection agreement's terms (business.agreement, issue 40): the cancellation notice and fee, the
 * payment terms and the liability wording. Each is listed on every run with what the agreement says because
 * of it. A stand-in is an error only once `decisions.writtenAgreement` is 'confirmed', when every client is
 * sent the agreement; liability wording that reads as excluding or capping liability is an error always,
 * since the consumer guarantees cannot be excluded and a term that tries is void.
 */
export function checkAgreementTerms(business: BusinessValues): { errors: string[]; decisions: string[] } {
  const where = 'src/content/business.ts';
  const { cancellation, payment, liability } = business.agreement;
  const confirmed = business.decisions.writtenAgreement === 'confirmed';
  const guarantees = `the consumer guarantees of the ${consumerLaw.law}, which no term can exclude (${consumerLaw.voidSection})`;
  const decisions = [
    `business.agreement.cancellation: the pre-inspection agreement says a client can cancel at no cost with ` +
      `at least '${cancellation.notice}' notice before the booked time, and pays '${cancellation.fee}' for ` +
      "less notice. Put in the business's own notice and fee; a value in [brackets] is a stand-in.",
    `business.agreement.payment '${payment}': the agreement prints it after "A deposit secures the ` +
      'booking." Put in when the deposit and the balance are due, and how to pay them.',
    `business.agreement.liability '${liability}': the agreement prints it, then ${guarantees}. A lawyer ` +
      'should read this wording, and the whole agreement (src/content/agreements/), before ' +
      'business.decisions.writtenAgreement is set to "confirmed".',
  ];
  const errors: string[] = [];
  if (confirmed) {
    const terms: [string, string][] = [
      ['business.agreement.cancellation.notice', cancellation.notice],
      ['business.agreement.cancellation.fee', cancellation.fee],
      ['business.agreement.payment', payment],
      ['business.agreement.liability', liability],
    ];
    for (const [field, value] of terms.filter(([, value]) => isStandIn(value))) {
      errors.push(
        `${field} '${value}' is a placeholder, and business.decisions.writtenAgreement is "confirmed": every ` +
          `client is sent the pre-inspection agreement with it. Put in the business's own wording (${where}).`,
      );
    }
  }
  const excluding = excludesConsumerGuarantees(liability);
  if (excluding.length > 0) {
    errors.push(
      `business.agreement.liability reads as excluding or capping liability (${excluding.map((p) => `'${p}'`).join(', ')}): ` +
        `${guarantees}, and a term that tries is void. Have a lawyer rewrite it (${where}).`,
    );
  }
  return { errors, decisions };
}

/**
 * The brief's claim that reports meet AS 4349.1 (the home page, the booking process page, the pre-purchase
 * service and product pages, the articles) is whole only with the written pre-inspection agreement the
 * standard expects (issue 42, major 2). Until the business confirms every client receives one, a warning:
 * the claim stays, as the brief makes it.
 */
export function standardClaimWarnings(business: BusinessValues): string[] {
  if (business.decisions.writtenAgreement === 'confirmed') return [];
  return [
    "The site says reports meet AS 4349.1 (the brief's claim), and AS 4349.1 expects the scope, limits and " +
      'price of each inspection to be agreed in writing with the client before it. Until every client gets ' +
      'a written pre-inspection agreement, the claim needs one: set business.decisions.writtenAgreement to ' +
      '"confirmed" once they do (src/content/business.ts).',
  ];
}

const months = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

/**
 * The dates of the "as at" statements in a string: 'as at 30 October 2025', 'as at October 2025', 'as at
 * mid-2025' (1 July), 'as at early 2025' (1 January), 'as at late 2025' (1 October), 'as at 2025' (1 January).
 */
export function asAtDates(text: string): { phrase: string; date: Date }[] {
  const found: { phrase: string; date: Date }[] = [];
  const pattern =
    /\bas at (?:(\d{1,2}) )?(january|february|march|april|may|june|july|august|september|october|november|december) (\d{4})\b|\bas at (mid-|early |late )?(\d{4})\b/gi;
  for (const m of text.matchAll(pattern)) {
    if (m[3]) {
      const month = months.indexOf(m[2]!.toLowerCase());
      found.push({ phrase: m[0], date: new Date(Date.UTC(Number(m[3]), month, Number(m[1] ?? 1))) });
    } else {
      const month = { 'mid-': 6, 'early ': 0, 'late ': 9 }[(m[4] ?? '').toLowerCase()] ?? 0;
      found.push({ phrase: m[0], date: new Date(Date.UTC(Number(m[5]), month, 1)) });
    }
  }
  return found;
}

/**
 * Each "as at" statement in the copy more than 12 months before today (issue 42, minor 15): a warning, not an
 * error, so a release never fails as time passes. The business revises the statement, gives a current date,
 * or adds a review note.
 */
export function asAtWarnings(copy: readonly CopyLine[], today: Date): string[] {
  const yearAgo = new Date(today);
  yearAgo.setUTCFullYear(yearAgo.getUTCFullYear() - 1);
  const warnings = new Set<string>();
  for (const line of copy) {
    for (const { phrase, date } of asAtDates(line.text)) {
      if (date < yearAgo) {
        warnings.add(
          `${line.where}: '${phrase}' is more than 12 months old: check the statement is still true, then ` +
            'give it a current date, rewrite it so it does not date, or add a review note.',
        );
      }
    }
  }
  return [...warnings];
}

function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

/** The value of an env variable, trimmed; undefined when unset or blank. */
const value = (env: LaunchEnv, name: string) => env[name]?.trim() || undefined;

/** Whether the business mailbox is set up: an SMTP URL, a sender and someone to send to. */
function mailboxConfigured(env: LaunchEnv): boolean {
  return !!(
    value(env, 'BOOKING_SMTP_URL') &&
    value(env, 'BOOKING_MAIL_FROM') &&
    value(env, 'BOOKING_NOTIFY_TO')
  );
}

/**
 * A channel that reaches a person at the business, in production: the automation (BOOKING_FORWARD_URL), the
 * business mailbox by SMTP (BOOKING_SMTP_URL with BOOKING_MAIL_FROM and BOOKING_NOTIFY_TO), or, for a
 * static-only host, VITE_BOOKING_WEBHOOK_URL, a webhook the browser posts to directly. URLs must be https;
 * SMTP must be smtp:// or smtps://.
 */
export function checkBookingDestination(env: LaunchEnv): string[] {
  const forward = value(env, 'BOOKING_FORWARD_URL');
  const webhook = value(env, 'VITE_BOOKING_WEBHOOK_URL');
  const smtp = value(env, 'BOOKING_SMTP_URL');
  const errors: string[] = [];
  if (!forward && !webhook && !mailboxConfigured(env)) {
    errors.push(
      'No business channel for production: enquiries would reach nobody. Set BOOKING_FORWARD_URL (the ' +
        "business's Make, Zapier or n8n webhook) or BOOKING_SMTP_URL with BOOKING_MAIL_FROM and " +
        'BOOKING_NOTIFY_TO (its mailbox), or both, in the host environment, visible to the build as well as ' +
        'the functions; or VITE_BOOKING_WEBHOOK_URL at build time for a static-only host.',
    );
  }
  if (forward && !isHttpsUrl(forward)) {
    errors.push(`BOOKING_FORWARD_URL '${forward}' is not an https:// URL: enquiries must travel encrypted.`);
  }
  if (webhook && !isHttpsUrl(webhook)) {
    errors.push(
      `VITE_BOOKING_WEBHOOK_URL '${webhook}' is not an https:// URL: an https page cannot post to it, and ` +
        'enquiries must travel encrypted.',
    );
  }
  if (smtp) {
    if (!/^smtps?:\/\/[^/]/i.test(smtp)) {
      errors.push(
        'BOOKING_SMTP_URL must be smtp://[user:pass@]host[:port] or smtps://…: no e-mail would be sent.',
      );
    }
    if (!value(env, 'BOOKING_MAIL_FROM')) {
      errors.push('BOOKING_SMTP_URL is set without BOOKING_MAIL_FROM: no e-mail would be sent.');
    }
    if (!value(env, 'BOOKING_NOTIFY_TO')) {
      errors.push(
        'BOOKING_SMTP_URL is set without BOOKING_NOTIFY_TO: the business would get no copy of an enquiry and ' +
          'no alert (only visitors would get their confirmation).',
      );
    }
  }
  return errors;
}

/**
 * What a site with a function but no database, or no mail, goes without. Warnings: the site still takes
 * enquiries.
 */
export function setupWarnings(env: LaunchEnv): string[] {
  if (value(env, 'VITE_BOOKING_WEBHOOK_URL')) return [];
  const warnings: string[] = [];
  if (!value(env, 'DATABASE_URL')) {
    warnings.push(
      'DATABASE_URL is not set: enquiries are not recorded. The site then loses the de-duplication of ' +
        'replays and resends, the history (npm run enquiries), the retries of a channel that failed, and ' +
        "the visitor's confirmation e-mail. Each enquiry is still sent to the automation and the mailbox " +
        'before the visitor is answered.',
    );
  }
  if (!value(env, 'BOOKING_SMTP_URL')) {
    warnings.push(
      'BOOKING_SMTP_URL is not set: no e-mail to the business or the visitor, and an alert that the ' +
        'automation is failing is only written to the function log.',
    );
  }
  return warnings;
}

/** The shortest BOOKING_OFFICE_SECRET taken, as for the challenge's. */
export const MIN_OFFICE_SECRET_LENGTH = 32;

/**
 * The office (/office, issue 38): without BOOKING_OFFICE_EMAILS there is none, which the list says as a
 * warning (the site works without it); with the addresses but no long secret a host has none either, which is
 * an error (someone meant to have one). A static-only build has no server, so no office.
 */
export function checkOffice(env: LaunchEnv): { errors: string[]; warnings: string[] } {
  if (value(env, 'VITE_BOOKING_WEBHOOK_URL')) return { errors: [], warnings: [] };
  const emails = value(env, 'BOOKING_OFFICE_EMAILS');
  if (!emails) {
    return {
      errors: [],
      warnings: [
        'BOOKING_OFFICE_EMAILS is not set: there is no office. The business cannot see its enquiries at ' +
          '/office, only with npm run enquiries; /office says so. Set it to the addresses that may sign in ' +
          '(comma-separated), with BOOKING_OFFICE_SECRET.',
      ],
    };
  }
  const errors: string[] = [];
  const warnings: string[] = [];
  const secret = value(env, 'BOOKING_OFFICE_SECRET');
  if (!secret || secret.length < MIN_OFFICE_SECRET_LENGTH) {
    errors.push(
      `BOOKING_OFFICE_SECRET is ${secret ? `${secret.length} characters` : 'not set'}: without one of at ` +
        `least ${MIN_OFFICE_SECRET_LENGTH} random characters (openssl rand -base64 32) the office's ` +
        'sign-in codes cannot be kept, and the host has no office although BOOKING_OFFICE_EMAILS is set.',
    );
  }
  if (!value(env, 'DATABASE_URL')) {
    warnings.push(
      'BOOKING_OFFICE_EMAILS is set without DATABASE_URL: the office needs the ledger, and /office says so.',
    );
  }
  if (!value(env, 'BOOKING_SMTP_URL')) {
    warnings.push(
      'BOOKING_OFFICE_EMAILS is set without BOOKING_SMTP_URL: no sign-in code can be mailed, so the office ' +
        'is reached only with npm run office -- link <address>.',
    );
  }
  return { errors, warnings };
}

/** The canonical origin, when set, must be https (unset, it is https://<business.domain>: see src/lib/site.ts). */
export function checkSiteOrigin(env: LaunchEnv): string[] {
  const origin = env.VITE_SITE_ORIGIN?.trim();
  if (!origin || isHttpsUrl(origin)) return [];
  return [
    `VITE_SITE_ORIGIN '${origin}' is not an https:// origin: canonical links, the sitemap and structured ` +
      'data would all point at it.',
  ];
}

/** The first '$N' of a price text, or null for a quote ('Contact for Quote'). */
function dollars(text: string): number | null {
  const match = /\$\s?([\d,]+(?:\.\d{2})?)/.exec(text);
  return match ? Number(match[1]!.replace(/,/g, '')) : null;
}

/** Each inspection whose home card and product page give different prices (a quote counts as no price). */
export function priceWarnings(prices: readonly PriceReading[]): string[] {
  return prices
    .filter((p) => (p.home.kind === 'from' ? p.home.amount : null) !== dollars(p.productPage))
    .map((p) => `${p.title}: home card '${formatHomePrice(p.home)}', product page '${p.productPage}'`);
}

/** The shortest BOOKING_CHALLENGE_SECRET taken: 32 characters, e.g. `openssl rand -base64 32` gives 44. */
export const MIN_CHALLENGE_SECRET_LENGTH = 32;

/**
 * The proof-of-work secret, wherever enquiries go through the site's own /api/bookings: without it, the
 * handler checks no proof and a script's enquiries reach the automation. A static-only build (the browser
 * posts to VITE_BOOKING_WEBHOOK_URL) has no handler to check one.
 */
export function checkChallengeSecret(env: LaunchEnv): string[] {
  if (env.VITE_BOOKING_WEBHOOK_URL?.trim()) return [];
  const secret = env.BOOKING_CHALLENGE_SECRET?.trim();
  if (!secret) {
    return [
      'BOOKING_CHALLENGE_SECRET is not set: /api/bookings would take enquiries without a proof of work. Set a ' +
        'long random value (openssl rand -base64 32) in the host environment, visible to the build as well ' +
        'as the functions.',
    ];
  }
  if (secret.length < MIN_CHALLENGE_SECRET_LENGTH) {
    return [
      `BOOKING_CHALLENGE_SECRET is ${secret.length} characters: use at least ${MIN_CHALLENGE_SECRET_LENGTH} ` +
        'random ones (openssl rand -base64 32).',
    ];
  }
  return [];
}

export function runLaunchCheck(input: LaunchInput): LaunchResult {
  const owner = checkOwnerDecisions(input.business);
  const office = checkOffice(input.env);
  return {
    errors: [
      ...checkBusiness(input.business),
      ...checkCredentials(input.business),
      ...owner.errors,
      ...checkBookingDestination(input.env),
      ...checkChallengeSecret(input.env),
      ...office.errors,
      ...checkSiteOrigin(input.env),
    ],
    warnings: [
      ...setupWarnings(input.env),
      ...office.warnings,
      ...standardClaimWarnings(input.business),
      ...asAtWarnings(input.copy ?? [], input.today ?? new Date()),
      ...priceWarnings(input.prices),
    ],
    decisions: owner.decisions,
  };
}

export function formatLaunchReport({ errors, warnings, decisions = [] }: LaunchResult): string {
  const lines = [
    `Launch check: ${errors.length} ${errors.length === 1 ? 'error' : 'errors'}, ` +
      `${warnings.length} ${warnings.length === 1 ? 'warning' : 'warnings'}` +
      (decisions.length > 0
        ? `, ${decisions.length} owner ${decisions.length === 1 ? 'decision' : 'decisions'}`
        : ''),
  ];
  if (errors.length > 0) {
    lines.push('', 'Errors (fix before going live):', ...errors.map((e) => `  ✗ ${e}`));
  }
  if (decisions.length > 0) {
    lines.push(
      '',
      'Owner decisions: what the site says because of each setting in src/content/business.ts (decisions).',
      'Confirm each with the business:',
      ...decisions.map((d) => `  ? ${d}`),
    );
  }
  const setup = warnings.filter((w) => /^(DATABASE_URL|BOOKING_)/.test(w));
  // The copy: the AS 4349.1 claim's written agreement, and "as at" statements over a year old (issue 42).
  const copy = warnings.filter((w) => /^The site says reports meet|^src\/content\//.test(w));
  const prices = warnings.filter((w) => !setup.includes(w) && !copy.includes(w));
  if (setup.length > 0) {
    lines.push(
      '',
      'Warnings: the booking set-up (the site works, with less):',
      ...setup.map((w) => `  ! ${w}`),
    );
  }
  if (copy.length > 0) {
    lines.push(
      '',
      'Warnings: the copy (claims to complete, dates to review):',
      ...copy.map((w) => `  ! ${w}`),
    );
  }
  if (prices.length > 0) {
    lines.push(
      '',
      'Warnings: prices that differ between a home card and its product page. Both are shown as the brief',
      'asks; reconcile them together (the prices of each product in src/content/catalog.ts):',
      ...prices.map((w) => `  ! ${w}`),
    );
  }
  if (errors.length === 0) lines.push('', 'Ready to go live as far as this check can tell.');
  return lines.join('\n');
}

/** A build on one of the three hosts, and whether it is for the live site or a preview. */
export interface HostBuild {
  host: 'Netlify' | 'Cloudflare Pages' | 'Vercel';
  /** A production deploy; otherwise a preview (a branch, a pull request, a draft). */
  production: boolean;
  /** The variable that told which, as the report names it. */
  context: string;
}

/**
 * The host a build runs on, from the variables each sets in its build environment; null for a local build.
 * Netlify says `CONTEXT=production` and Vercel `VERCEL_ENV=production`. Cloudflare Pages tells the build only
 * its branch, so the project sets `SITE_ENV=production` in its Production environment alone
 * (docs/deploying.md#production-and-preview-builds).
 */
export function hostBuild(env: LaunchEnv): HostBuild | null {
  const build = (host: HostBuild['host'], name: string): HostBuild => ({
    host,
    production: env[name] === 'production',
    context: `${name}=${env[name] ?? '(unset)'}`,
  });
  if (env.NETLIFY) return build('Netlify', 'CONTEXT');
  if (env.CF_PAGES) return build('Cloudflare Pages', 'SITE_ENV');
  if (env.VERCEL) return build('Vercel', 'VERCEL_ENV');
  return null;
}

/**
 * What a build does with the check: a production build on a host stops on any error; a preview on a host
 * (so the business can look at the site before it has its ABN or licence number) and a local build
 * (`npm test` included) print the report and carry on.
 */
export function buildGate(result: LaunchResult, env: LaunchEnv): { fail: boolean; message: string } {
  const build = hostBuild(env);
  const report = formatLaunchReport(result);
  if (result.errors.length === 0) return { fail: false, message: report };
  if (build?.production) {
    return {
      fail: true,
      message:
        `${report}\n\nThis is a production build on ${build.host} (${build.context}): it stops here until ` +
        'the errors above are fixed.',
    };
  }
  if (build) {
    return {
      fail: false,
      message:
        `${report}\n\nWARNING: this preview build on ${build.host} (${build.context}) carries on with the ` +
        'errors above; a production build would stop on them.',
    };
  }
  return {
    fail: false,
    message:
      `${report}\n\nA local build carries on; a production build on Netlify, Cloudflare Pages or Vercel ` +
      'would stop on these errors.',
  };
}

const root = path.resolve(import.meta.dirname, '../..');

/**
 * The real inputs: business.ts, each product's two price readings (catalog.ts), and the environment of a
 * build in `mode` (VITE_* from the .env files and the process, the rest from the process).
 */
/**
 * Every string of the site's copy, module by module: each content module under src/content (the products,
 * services, articles, information pages and fact modules, the home page, its cards and the add-ons), imported
 * one by one because the collections (all-content.ts, articles.ts) need Vite's glob import, which this
 * script runs without.
 */
const copyModules = ['home.ts', 'add-ons.ts', 'product-cards.ts', 'booking-copy.ts', 'pricing-note.ts'];

async function loadCopy(): Promise<CopyLine[]> {
  const content = path.join(root, 'src/content');
  const files = readdirSync(content, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .filter(
      (file) => /^(?:products|services|articles|pages|facts)\//.test(file) || copyModules.includes(file),
    )
    .sort();
  const copy: CopyLine[] = [];
  for (const file of files) {
    const module = (await import(pathToFileURL(path.join(content, file)).href)) as Record<string, unknown>;
    for (const [, text] of strings(module, '')) copy.push({ where: `src/content/${file}`, text });
  }
  return copy;
}

export async function loadLaunchInput(
  mode: string,
  processEnv: LaunchEnv = process.env,
): Promise<LaunchInput> {
  const [{ business }, { homePrice, productCatalog, productPagePrice }] = await Promise.all([
    import('../../src/content/business'),
    import('../../src/content/catalog'),
  ]);
  // Both readings come from the catalog, the one place a price is written; the pages show what it holds.
  const prices = productCatalog.map(({ slug, title }): PriceReading => ({
    title,
    home: homePrice(slug),
    productPage: productPagePrice(slug),
  }));
  const env = { ...processEnv, ...loadEnv(mode, root, 'VITE_') };
  return { business, env, prices, copy: await loadCopy() };
}
