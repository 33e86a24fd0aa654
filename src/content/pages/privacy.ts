import { retentionPeriod } from '../../lib/format';
import { business, type Claim, type PrivacyActStatus } from '../business';
import { privacyService, privacyServiceItems } from '../privacy-services';
import type { InfoPage } from './schemas';

const { enquiryRetentionDays, recordRetention, reportFileRetention } = business.privacy;
const host = privacyService('website host').name;
const database = privacyService('database').name;
const mailService = privacyService('mail service').name;
const automationService = privacyService('automation service').name;

/** How the page states a period (src/lib/format.ts), where the privacy tests have always read it. */
export { retentionPeriod };

/** The places where the page depends on whether the Privacy Act 1988 binds the business. */
interface PrivacyActWording {
  /** Ends the intro: whether the Act binds the business, and why. */
  status: string;
  /** APP 8 and overseas storage. */
  overseas: string;
  /** Where to go after a complaint to the business. */
  escalation: string;
}

const oaic =
  'the Office of the Australian Information Commissioner (OAIC) at www.oaic.gov.au or on 1300 363 992';
const overseasSteps =
  'take reasonable steps to make sure the service receiving it handles it in line with the APPs. We do ' +
  'that by using established services that commit in their terms to protecting the data they hold, and ' +
  'we stay responsible to you for how your details are handled.';

/**
 * The page's wording for each answer the business can give (business.ts, decisions.privacyAct). Until it
 * answers, the page shows the gap in [brackets], as it does for the other stand-ins, and `npm run
 * check:launch` refuses to go live.
 */
export const privacyActWording: Record<PrivacyActStatus, PrivacyActWording> = {
  'opted-in': {
    status:
      'A business with an annual turnover of $3 million or less is usually exempt from the Privacy Act 1988, ' +
      'but we have chosen to be covered by it (section 6EA), so its Australian Privacy Principles (APPs) ' +
      'bind us by law.',
    overseas: `Under APP 8, before personal information goes overseas we must ${overseasSteps}`,
    escalation:
      'If you are not satisfied with our answer, or have not heard from us within 30 days, you can ' +
      `complain to ${oaic}.`,
  },
  voluntary: {
    status:
      'As a small business, with an annual turnover of $3 million or less, we are exempt from the Privacy ' +
      'Act 1988, so its Australian Privacy Principles (APPs) do not bind us by law. We follow them anyway, ' +
      'and this policy explains how.',
    overseas: `We follow APP 8: before personal information goes overseas, we ${overseasSteps}`,
    escalation:
      'Because the Privacy Act does not bind us, the Office of the Australian Information Commissioner ' +
      '(OAIC) generally cannot investigate a complaint about us. If you are not satisfied with our answer, ' +
      `you can still contact ${oaic} to ask about your options.`,
  },
  undecided: {
    status:
      'We handle personal information in line with the Australian Privacy Principles (APPs) in the Privacy ' +
      'Act 1988. [Whether the Act binds us, or we follow the APPs by choice, is still to be confirmed.]',
    overseas: `Following APP 8, before personal information goes overseas we ${overseasSteps}`,
    escalation:
      'If you are not satisfied with our answer, or have not heard from us within 30 days, you can contact ' +
      `${oaic}. [Whether the OAIC can investigate depends on whether the Privacy Act binds us, which is ` +
      'still to be confirmed.]',
  },
};

/**
 * Issue 57: what the business's own calendar holds of a booking, through the office's calendar link. Without
 * the owner's decision (`decisions.calendarFeedDetails`), nothing that names the client; with it, the name,
 * phone and address, and the page names the calendar service (`decisions.calendarProvider`) and where it keeps
 * them (APP 8).
 */
export function calendarFeedParagraph(details: Claim): string {
  const opening =
    'Our own calendar shows each booked inspection, through a private link from our booking system that ' +
    'only our calendar reads.';
  if (details !== 'confirmed') {
    return (
      `${opening} Each entry holds the inspection, the suburb, the time and the reference number only: not ` +
      "the client's name, phone number or street."
    );
  }
  const { name, location } = business.decisions.calendarProvider;
  return (
    `${opening} Each entry holds the inspection, the time, the reference number, the address of the property ` +
    `and the client's name and phone number. Our calendar service, ${name}, holds these entries, and stores ` +
    `them in ${location}.`
  );
}

/**
 * Issue 58: the inspection report online. Its link goes to the client only; whoever booked for them is told
 * it went, with no link. What is kept, and for how long: the files (every version) for `reportFileRetention`,
 * the record of the report with the booking for `recordRetention` (business.ts, both owner decisions).
 */
export function reportParagraph(
  fileDays: number = reportFileRetention,
  recordDays: number = recordRetention,
): string {
  return (
    'When the report is ready, we email a link to it to the client only. The page it opens shows a short ' +
    'summary and lets the client download the report; where we ask for a written agreement, the report can ' +
    'be downloaded once the agreement is accepted. If someone else booked the inspection for the client, we ' +
    "tell them the report has been sent, but they get no link to it. We keep the report's file, and every " +
    `revised version of it, for ${retentionPeriod(fileDays)} after the inspection, and then delete the ` +
    `files. With the booking we keep the record of the report for ${retentionPeriod(recordDays)} after the ` +
    'inspection: its summary, who published each version and when, when the client first opened it, and, if ' +
    'we let the client have the report before the agreement was accepted, when, by whom and why.'
  );
}

/**
 * Issue 59: the copies a client sends their advisers from the report page. The adviser's address is personal
 * information the client gives us (APP 5): who gets it, what the e-mail carries, and what is kept.
 */
export function reportCopiesParagraph(): string {
  return (
    'The client can send a read-only copy of the report to their advisers, such as a conveyancer. We email ' +
    "each a link of their own, with the client's name, the property's address and the inspection only. We " +
    "never send the report to anyone else ourselves. With the booking we keep each adviser's email address " +
    'and role, and when the copy was sent, opened and withdrawn; a withdrawn link opens nothing.'
  );
}

/**
 * Issue 60: the payments of a booking. No card data reaches the site (Stripe's own page takes the card); what
 * is kept is Stripe's ids, the amounts and the dates, for `recordRetention` (business.ts) after the inspection,
 * as the ledger's `keep_until` has it. Bank and PayID details are shown on the booking page, never e-mailed.
 */
export function paymentsParagraph(recordDays: number = recordRetention): string {
  return (
    "If you pay by card online, Stripe's checkout page takes your card details: they never reach us. For each " +
    "payment and refund we keep the amount, the date, how it was paid, who recorded it and Stripe's reference, " +
    `with the booking for ${retentionPeriod(recordDays)} after the inspection. We never email our bank ` +
    'details: your booking page shows them.'
  );
}

/**
 * Issue 59: the review request, as business.decisions.reviewLink has it: sent only when the business has a
 * review page, once, five days after the report is first opened, with a way to stop it; none otherwise.
 */
export function reviewParagraph(reviewLink: string | null = business.decisions.reviewLink): string {
  if (!reviewLink) return 'We do not email clients to ask for a review.';
  return (
    'Five days after the client first opens their report, we email them once to ask for a review, never ' +
    'after a cancellation. The email has a link to stop these requests; we then keep the address and the ' +
    'date, and send it no more.'
  );
}

/** The privacy policy's word on the report's files where they go before the rest of the booking's records. */
export function reportFilesSooner(
  fileDays: number = reportFileRetention,
  recordDays: number = recordRetention,
) {
  return fileDays < recordDays
    ? ` The report's files are deleted sooner, ${retentionPeriod(fileDays)} after the inspection.`
    : '';
}

/**
 * The privacy policy, in plain words, following the Australian Privacy Principles (APPs), worded for whether
 * the Privacy Act binds the business. The business's own set-up (host, automation service, retention
 * periods, privacy contact) comes from business.ts; the page adds the contact details at the end.
 */
export function privacyPageFor(
  privacyAct: PrivacyActStatus,
  calendarFeed: Claim = business.decisions.calendarFeedDetails,
  /** Issue 60: whether clients pay by card online (a Payment Link is set): Stripe then holds payment data. */
  cardPayments: boolean = business.payments.stripePaymentLink !== null,
) {
  const wording = privacyActWording[privacyAct];
  // APP 8: services beyond the list above that may hold a client's details overseas.
  const alsoOverseas = [
    calendarFeed === 'confirmed'
      ? `${business.decisions.calendarProvider.name}, which holds our calendar`
      : null,
    cardPayments ? 'Stripe, which takes card payments' : null,
  ].filter(Boolean);
  return {
    metaTitle: 'Privacy Policy',
    description:
      'How we collect, use, store and delete the details you send through our booking form, and how to see, ' +
      'correct or complain about them.',
    title: 'Privacy policy',
    intro:
      'This policy explains what we collect when you send an enquiry through this website, why we need it, ' +
      `where it goes, how long we keep it and what you can ask of us. ${wording.status}`,
    sections: [
      {
        id: 'what-we-collect',
        heading: 'What the booking form asks for',
        body:
          'The booking form asks for:\n\n' +
          '- your name, email address and mobile number, so we can reply and arrange the inspection;\n' +
          '- the address of the property (unit, street number, street name, suburb and postcode), so we know ' +
          'where to go and can review the property to confirm the price;\n' +
          '- the inspection and any add-on you choose, and your message, so we know what you need;\n' +
          '- who is booking, and, if you book for a client (as an agent, a conveyancer or on behalf of someone ' +
          "else), the client's name and phone number or email address, so the report reaches them;\n" +
          '- if you choose to give them, timing and access details: a preferred date and time, the date you ' +
          'need the report by and the reason, and who will let us in, with their name and phone number.\n\n' +
          'With each enquiry the form also sends the time it was sent, the address of this website and a ' +
          'reference number that stops an enquiry sent twice from being counted twice.\n\n' +
          'If you give us details of another person, such as the agent or a tenant who will open the door, ' +
          'please let them know you are passing them on and why. We use them only to arrange access.',
      },
      {
        id: 'why-we-collect-it',
        heading: 'Why we collect it and how we use it',
        body:
          'We use your details to answer your enquiry, confirm the price and the time, arrange access, carry ' +
          'out the inspection, send you the report and answer any questions you have about it. We also keep the records ' +
          'of a booking that the law requires a business to keep, such as payment records.\n\n' +
          'We do not sell your details, and we do not add you to a mailing list. If you would rather not give ' +
          'us some of the details, you can call us instead, but we cannot inspect a property without its ' +
          'address or a way to reach you.',
      },
      {
        id: 'your-draft',
        heading: 'While you fill in the form',
        body:
          "What you type into the form is kept only in this browser tab (the browser's session storage), so " +
          'that a reload or a look at another page does not lose it. Nothing is sent to us until you press the ' +
          'submit button. Closing the tab deletes the draft, and so does sending the form successfully.\n\n' +
          'If you press submit while your connection is down, or our system cannot take the enquiry at that ' +
          "moment, the form keeps a copy of it in this browser's local storage, on your device only, and " +
          'sends it as soon as it can: while a page of this website is open, and the next time you visit. The ' +
          'copy is deleted once we have received the enquiry, and after 7 days at the most if it could not be ' +
          "sent (we then ask you to call us). You can delete it yourself by clearing this website's data in " +
          'your browser.\n\n' +
          'Before the form sends, your browser solves a small automatic puzzle that keeps automated spam out. ' +
          'It uses no cookie and stores nothing about you.\n\n' +
          'This website sets no cookies and runs no analytics or advertising trackers. The company that ' +
          'hosts it keeps technical records of each visit in its server logs, as the list under "Where ' +
          'your enquiry goes" says.',
      },
      {
        id: 'where-it-goes',
        heading: 'Where your enquiry goes',
        body:
          'When you send the form, your enquiry travels over an encrypted (HTTPS) connection to our booking ' +
          `system, a small program that runs with this website at ${host}. It records the enquiry in a ` +
          `database run by ${database}, passes it to ${automationService}, the online service we work ` +
          `from, and sends it to our mailbox through ${mailService}, which also emails you a short ` +
          'confirmation and, once we have agreed a time with you, the booking and any change to it.\n\n' +
          'These are the services that hold your details, what each holds and where it stores them:\n\n' +
          `${privacyServiceItems()}\n\n` +
          'After that, your details are kept in the systems we use to run bookings and prepare reports. Only ' +
          'the people who need them to arrange and carry out your inspection can see them.',
      },
      {
        id: 'when-you-book',
        heading: 'When an inspection is booked',
        body:
          'Once we agree a time, we email the client the booking with its calendar invitation, a link to ' +
          'their own booking page, a reminder the day before, and any change to the booking. Where we ask ' +
          'for a written agreement before the inspection, we also email its link and, once it is accepted, a ' +
          "copy of the accepted text. These emails carry the client's name, the address of the property, the " +
          'inspection, its time and its price.\n\n' +
          'If an agent, a conveyancer or someone else booked the inspection for you, they gave us your name ' +
          'and your phone number or email address, and we ask them for your email address so that the ' +
          'booking reaches you. They get a short notice of each change, without a link that can change the ' +
          'booking.\n\n' +
          `${calendarFeedParagraph(calendarFeed)}\n\n` +
          'On your booking page you can ask for another time or cancel. We keep what you write there (the ' +
          'times you would prefer, your note, your reason for cancelling) with the booking.\n\n' +
          'When you accept the agreement, we keep a record of the acceptance: the name you type, any ' +
          'particular concerns you add, whether you accepted for the client, the date and time, the IP ' +
          'address your device used and the browser it identified itself as, the version of the agreement ' +
          'and a SHA-256 fingerprint of its exact text. It is our evidence of what was agreed, so it cannot be ' +
          `changed. We keep it with the booking for ${retentionPeriod(recordRetention)} after the inspection, ` +
          'and then delete it.\n\n' +
          `${reportParagraph()}\n\n` +
          `${reportCopiesParagraph()}\n\n` +
          `${paymentsParagraph()}\n\n` +
          reviewParagraph(),
      },
      {
        id: 'outside-australia',
        heading: 'Storage outside Australia',
        body:
          'The services listed above may store or process your details on servers outside Australia, in ' +
          'the places the list gives for each' +
          (alsoOverseas.length ? `, and so may ${alsoOverseas.join(', and ')}. ` : '. ') +
          wording.overseas,
      },
      {
        id: 'who-else-sees-it',
        heading: 'Who else sees it',
        body:
          'We share your details only as far as the inspection needs: for example, the time of the visit with ' +
          'the agent, owner or tenant who gives access, and the report with the people you ask us to send it ' +
          'to. We may also disclose information where a law or a court requires it.',
      },
      {
        id: 'how-long-we-keep-it',
        heading: 'How long we keep it',
        body:
          'Our booking system deletes its record of an enquiry ' +
          `${retentionPeriod(enquiryRetentionDays)} after it arrives, and an enquiry that does not lead to a ` +
          'booking is deleted from our other systems within the same period. When an inspection is booked, we ' +
          "keep the enquiry with the booking, its history, the record of the agreement's acceptance, the " +
          `report and the payment records for ${retentionPeriod(recordRetention)} after the inspection, so we ` +
          'can answer questions about the report later and meet our record-keeping duties. After that they ' +
          `are deleted.${reportFilesSooner()} The IP address an enquiry came from is deleted after one day; ` +
          'the one recorded with an acceptance is kept with that record.',
      },
      {
        id: 'access-and-correction',
        heading: 'Seeing and correcting your details',
        body:
          'You can ask what personal information we hold about you and ask us to correct anything that is ' +
          'wrong, out of date or incomplete (APPs 12 and 13). Contact us using the details below. We may need ' +
          'to confirm who you are before we answer, and we aim to reply within 30 days. Asking costs nothing. ' +
          'If we cannot do what you ask, we will tell you why in writing.',
      },
      {
        id: 'complaints',
        heading: 'Complaints',
        body:
          'If you think we have mishandled your personal information, please tell us first, in writing if you ' +
          'can, using the details below. We will look into it and reply within 30 days.\n\n' +
          wording.escalation,
      },
      {
        id: 'changes',
        heading: 'Changes to this policy',
        body:
          'If the way we handle personal information changes, for example because we move to a different ' +
          'booking service, we will update this page and the date at its end.',
      },
    ],
    contact: {
      heading: 'Contact us about privacy',
      text:
        'For a question about this policy, a request to see or correct your details, or a complaint, ' +
        'email or call:',
    },
    updated: '2026-12-06',
  } satisfies InfoPage;
}

export const privacyPage = privacyPageFor(business.decisions.privacyAct);
