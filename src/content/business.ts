/**
 * Whether the business states a firmer independence policy than what is true of every job:
 * - 'not-stated' (until the business confirms it): the site says only that each report is written for the
 *   client who books it, and that an agent never chooses what goes in it;
 * - 'confirmed': the home page also says the business takes no referral fees from agents, and tells a buyer
 *   when it has inspected the property for its seller.
 */
export type IndependencePolicy = 'not-stated' | 'confirmed';

/**
 * Whether the Privacy Act 1988 binds the business, which the privacy policy (/privacy) must say:
 * - 'opted-in': a small business (annual turnover of $3 million or less) that has chosen to be covered by
 *   the Act under s6EA, so the Australian Privacy Principles bind it by law;
 * - 'voluntary': a small business that the Act does not bind (s6D), which follows the APPs by choice;
 * - 'undecided': not chosen yet. The page leaves a bracketed gap, and `npm run check:launch` refuses it.
 */
export type PrivacyActStatus = 'undecided' | 'opted-in' | 'voluntary';

/**
 * A specific the business has not stated (issue 29): 'not-stated' until it confirms it, and the site words
 * itself without it; 'confirmed' once it has, and the pages say it. `npm run check:launch` lists each.
 */
export type Claim = 'not-stated' | 'confirmed';

/**
 * What the dilapidation report's home-page price ('From $450') covers (issue 42, minor 14): the report before
 * the works only, or the reports before and after; 'not-stated' until the business says, and the card then
 * says the quote settles it.
 */
export type DilapidationPriceCovers = 'not-stated' | 'before-only' | 'before-and-after';

/**
 * Issue 60: when the deposit is due: a number of hours after the booking is confirmed, or a number of hours
 * before the start of the inspection's arrival window (Sydney time, counted in real hours).
 */
export interface DepositDue {
  kind: 'hours-after-booking' | 'hours-before-inspection';
  hours: number;
}

/** Issue 60: the business's bank account for transfers, as the booking page prints it (never e-mailed). */
export interface BankAccount {
  accountName: string;
  /** Six digits, e.g. '062000' (printed '062-000'). */
  bsb: string;
  /** The account number, digits only (6 to 10). */
  accountNumber: string;
}

/** Issue 60: the business's PayID (an e-mail address, a phone number or an ABN) and the name it shows. */
export interface PayIdDetails {
  id: string;
  name: string;
}

/** One service that holds what a visitor sends: the privacy policy and the collection notice list each. */
export interface PrivacyService {
  /** What it is to us, e.g. 'database'. */
  role: 'website host' | 'database' | 'mail service' | 'automation service';
  name: string;
  /** What it holds, each completing "it holds ...". */
  holds: readonly string[];
  /** Where it stores data, e.g. 'Australia (its Sydney region)'. */
  location: string;
}

/**
 * The business's identity: the one place to edit it. Every page, the footer, the booking notices and the
 * structured data read from here.
 *
 * PLACEHOLDERS: the name, phone, e-mail, ABN, builder licence, pest inspector's credentials, domain, designer
 * credit and privacy details below are stand-ins until the business supplies its own; `npm run check:launch`
 * lists what is left, and lists the owner decisions in `decisions` with their current setting. The phone is
 * in the (02) 5550 xxxx range that ACMA reserves for fiction, and the domain uses the reserved `.example`
 * top-level domain, so neither can reach a real person or site.
 */
export const business = {
  name: 'Harbourline Building Inspections',
  /** Short form for tight spaces (the mobile header). */
  shortName: 'Harbourline',
  tagline: 'Licensed builders inspecting Sydney homes since 1999',
  phone: {
    /** As printed on the page; non-breaking spaces keep the number on one line. */
    display: '(02)\u00a05550\u00a01234',
    /** E.164 form for tel: links and structured data. */
    e164: '+61255501234',
  },
  email: 'info@harbourline-inspections.example',
  abn: '00 000 000 000',
  /**
   * Licences and qualifications the site prints. PLACEHOLDERS in [square brackets] until the business
   * supplies them; `npm run check:launch` refuses each one.
   */
  credentials: {
    /**
     * The business's NSW contractor licence number for residential building work, exactly as printed on the
     * licence. The footer prints it beside "Licensed builders in NSW", and the structured data carries it.
     */
    builderLicence: '[builder licence number]',
    /**
     * Who does the timber pest part of a building and pest inspection. AS 4349.3 expects an inspector with
     * timber pest competency, which a builder's licence does not show. Each value completes the sentence
     * "carried out by an inspector who holds <qualification> and <licence>", as the business holds them,
     * e.g. the name of the qualification, and the licence's name and number. Claim only a licence actually
     * held: whether inspection alone needs an EPA pest management licence is not settled.
     */
    pestInspector: {
      qualification: '[timber pest inspection qualification]',
      licence: '[pest inspector licence]',
    },
  },
  /** Choices only the business can make; the pages word themselves for each, and `check:launch` lists them. */
  decisions: {
    independencePolicy: 'not-stated' as IndependencePolicy,
    privacyAct: 'undecided' as PrivacyActStatus,
    /** Whether every price on the site includes GST: the pricing note says so only when confirmed. */
    pricesIncludeGst: 'not-stated' as Claim,
    /**
     * Whether every client receives a written pre-inspection agreement to accept before the visit: the booking
     * process page gives it a step of its own only when confirmed.
     */
    writtenAgreement: 'not-stated' as Claim,
    /**
     * Whether the business prepares reports to NCAT's Procedural Direction 3 (expert evidence) on request:
     * the pages that mention disputes tell a visitor to ask for one only when confirmed.
     */
    expertEvidenceReports: 'not-stated' as Claim,
    /** Whether the business holds professional indemnity insurance: the buyer's guide says so only when confirmed. */
    professionalIndemnity: 'not-stated' as Claim,
    /** What the dilapidation card's 'From' price covers: the home card says so once stated. */
    dilapidationPrice: 'not-stated' as DilapidationPriceCovers,
    /**
     * Whether a buyer's agent or a conveyancer who booked for a client may ask for another time on the client's
     * behalf from the booking page (issue 52). Not unless confirmed: their page is read-only, and only the
     * client asks or cancels. A selling agent, who acts for the vendor, only ever reads it.
     */
    bookerMayAskForAnotherTime: 'not-stated' as Claim,
    /**
     * Issue 57: whether each entry of the business's calendar feed (the office's calendar link) carries the
     * client's name, phone number and the property's full address. Not unless confirmed: an entry then holds
     * the inspection, the suburb, the time and the reference only. Confirm it only once `calendarProvider`
     * names the calendar service, which then holds those details: the privacy page names it.
     */
    calendarFeedDetails: 'not-stated' as Claim,
    /**
     * Issue 57: the calendar service the business subscribes to the feed with, and where it stores data, e.g.
     * name 'Google Calendar (Google LLC)', location 'the United States and other countries'. The privacy page
     * names it when `calendarFeedDetails` is confirmed.
     */
    calendarProvider: {
      name: '[calendar service]',
      location: '[where the calendar service stores data]',
    } as { name: string; location: string },
    /**
     * Issue 59: the page where a client may review the business (its Google Business Profile's review link,
     * say), or null. While it is null nothing is sent. Once it is set, each client whose report page was first
     * opened five days before is sent one e-mail asking for a review, once per booking, never after a
     * cancellation and never to an address that has unsubscribed; the mail names the business, its ABN and
     * phone, and carries an unsubscribe link (Spam Act 2003). It offers nothing for a review (ACCC).
     */
    reviewLink: null as string | null,
  },
  /**
   * OWNER DECISIONS: the terms of the pre-inspection agreement that only the business can set (issue 40).
   * The agreement (src/content/agreements/) prints each value as it stands, so a value in [square brackets]
   * is a stand-in the client would read. `npm run check:launch` lists each one on every run, and refuses a
   * stand-in once `decisions.writtenAgreement` is 'confirmed' (every client is then sent the agreement).
   * Changing one changes the agreement's text, so each agreement's version must change with it: the test
   * that guards the versions (tests/content/agreements.test.ts) says which.
   */
  agreement: {
    cancellation: {
      /**
       * The notice that cancels an inspection at no cost, completing "if you tell us at least ... before the
       * booked time", e.g. '2 business days'.
       */
      notice: '[the notice period]' as string,
      /**
       * What cancelling with less notice costs, completing "If you cancel with less notice, you pay ...",
       * e.g. 'a fee of $110, which covers the time set aside for the inspection'.
       */
      fee: '[the cancellation fee]' as string,
    },
    /**
     * When the deposit and the balance are due and how to pay them, in whole sentences, e.g. 'The deposit is
     * due when you accept this agreement, by card or bank transfer. The balance is due before we send the
     * report.'
     */
    payment: '[When the deposit and the balance are due, and how to pay them.]' as string,
    /**
     * What the business says about its liability, in whole sentences. The agreement always follows it with
     * the consumer guarantees of the Australian Consumer Law, which no term can exclude (s 64), so this
     * wording must never try to: `check:launch` refuses words that read as excluding or capping liability
     * (facts/consumer-law.ts), and asks for a lawyer to read it before `decisions.writtenAgreement` is
     * 'confirmed'. The stand-in states only the duty of care; the bracketed sentence is for the lawyer.
     */
    liability: ('We are responsible for carrying out the inspection and preparing the report with due ' +
      'care and skill. [Any further liability terms, settled with our lawyer: they may add to this, and ' +
      'must never exclude or reduce the guarantees below.]') as string,
  },
  /**
   * OWNER DECISIONS (issue 60): the deposit and the ways to pay it, all off until the business sets them.
   * `npm run check:launch` lists each. The deposit asked of a booking is recorded on the booking when it is
   * confirmed or moved, so changing these later never changes what a client was already asked.
   */
  payments: {
    /**
     * The deposit, in cents including GST, one fixed figure (a Stripe Payment Link has a fixed price), e.g.
     * 11000 for $110. While it is null no deposit is asked: the booked e-mail says the office will tell the
     * client how to pay it.
     */
    depositCents: null as number | null,
    /** When the deposit is due: e.g. 24 hours after the booking, or 48 hours before the inspection. */
    depositDue: { kind: 'hours-after-booking', hours: 24 } as DepositDue,
    /**
     * The Stripe Payment Link made in the business's own Stripe account for the deposit's amount
     * (https://buy.stripe.com/...), or null. The booking page's "Pay the deposit by card" goes there through
     * the site, with the booking's reference as `client_reference_id` and nothing else.
     */
    stripePaymentLink: null as string | null,
    /** The bank account for transfers, or null: shown on the booking page only, never in an e-mail. */
    bankTransfer: null as BankAccount | null,
    /** The business's PayID, or null: shown on the booking page only, never in an e-mail. */
    payId: null as PayIdDetails | null,
    /**
     * Whether the client's report waits for payment in full (the report's second gate): not unless confirmed.
     * The office can release a report past it with a reason.
     */
    reportWaitsForPayment: 'not-stated' as Claim,
    /**
     * Whether a buyer's agent or conveyancer who booked for the client may pay from their read-only booking
     * page: not unless confirmed (the client pays).
     */
    bookerMayPay: 'not-stated' as Claim,
  },
  /** Bare host name the site is served from; the canonical origin is https://<domain> unless overridden. */
  domain: 'harbourline-inspections.example',
  foundingYear: 1999,
  locality: 'Sydney',
  region: 'NSW',
  areaServed: ['Sydney', 'New South Wales'],
  designer: { name: 'Placeholder Studio', url: 'https://studio.example/' },
  /**
   * What the privacy policy (/privacy) says about this business's own set-up. PLACEHOLDERS: a value in
   * [square brackets] is a stand-in the page prints as it is; `npm run check:launch` names each one, and a
   * host build refuses to go live until all are replaced. The e-mail uses the reserved `.example` domain.
   */
  privacy: {
    /** Who answers privacy questions, requests and complaints. */
    contact: { role: 'Privacy officer', email: 'privacy@harbourline-inspections.example' },
    /**
     * THE list of services that hold what a visitor sends (issue 42): the privacy policy and the collection
     * notice beside the booking form both read it, so they cannot disagree. Each entry: the service's role,
     * its name, what it holds (items completing "it holds ..."), and where it stores data. PLACEHOLDERS: the
     * names and places in [brackets] until the business supplies them.
     */
    services: [
      {
        role: 'website host',
        /** The company that hosts the site and its booking function (/api/bookings), e.g. Netlify. */
        name: '[website host]',
        holds: [
          'this website and our booking system, which receives each enquiry',
          'technical records of each visit, such as the IP address and the browser, in the server logs it ' +
            'keeps for security and to fix faults',
        ],
        /** Where it stores data, e.g. 'the United States'. */
        location: '[where the website host stores data]',
      },
      {
        role: 'database',
        /** Who runs the database at DATABASE_URL, where the booking system records each enquiry, e.g. 'Neon'. */
        name: '[database host]',
        holds: [
          'our record of each enquiry: everything the form sends',
          'the IP address each enquiry came from, kept for one day only, to limit how many automatic ' +
            'confirmation emails our site sends for one connection (abuse limits)',
          'once an inspection is booked: the booking and its history, what the client writes on their ' +
            'booking page, and the record of their acceptance of the agreement, including its IP address',
          'the inspection report: its file and every revised version, the summary the client sees first, who ' +
            'published each version and when, and when the client first opened it',
        ],
        location: '[where the database stores data]',
      },
      {
        role: 'mail service',
        /** Who sends the booking e-mails (BOOKING_SMTP_URL), e.g. 'Postmark'. */
        name: '[mail service]',
        holds: [
          'the email that brings each enquiry to our mailbox, with everything the form sends',
          'the confirmation email to you, which carries the reference, the inspection, any add-on, the ' +
            "property's postcode, and any preferred date and time: never your name, your street, your " +
            'suburb or your message',
          "the emails confirming your inspection's time, or a new time, once we have agreed it with you by " +
            "phone: these carry the date and arrival window, the property's full address, the price and any " +
            'note from us, because by then the visit is arranged with you',
          'a short email if we decline a request or cancel an inspection, with our reason and how to book again',
          'the email telling the client their inspection report is ready, with its link (never the report or ' +
            'its findings), and the notice to whoever booked for them that it was sent, with no link',
        ],
        location: '[where the mail service stores data]',
      },
      {
        role: 'automation service',
        /** The automation service the booking system passes each enquiry to, e.g. Make, Zapier or n8n. */
        name: '[automation service]',
        holds: ['a copy of each enquiry, which it passes to the office systems we work from'],
        location: '[where the automation service stores data]',
      },
    ] as readonly PrivacyService[],
    /**
     * OWNER DECISION: how many days the booking system keeps an enquiry. Its sweep deletes an enquiry this
     * long after it arrived (once every channel has taken it or given up), and the privacy policy states the
     * period. `npm run check:launch` lists it for the business to confirm.
     */
    enquiryRetentionDays: 365 as number,
    /**
     * OWNER DECISION: how many days the business keeps a booking, its report, its payment records and the
     * record of the client's acceptance of the pre-inspection agreement (issue 40), counted from the
     * booking. The privacy policy and the agreement state the period (2555 days reads '7 years'), and the
     * acceptance records cannot be changed or deleted before it has passed. `npm run check:launch` lists it
     * for the business to confirm.
     */
    recordRetention: 2555 as number,
    /**
     * OWNER DECISION (issue 58): how many days the business keeps the PDF files of a report (every version
     * published), counted from the inspection as `recordRetention` is. After it the files are deleted, and the
     * record of the report (each version's size and SHA-256, its summary, who published it and when, the
     * client's first opening, any release before acceptance) stays for `recordRetention`, so it can be no
     * longer than that. The same as `recordRetention` (2555 days) unless the business decides otherwise; a
     * shorter period keeps less stored. The privacy policy states it, and `npm run check:launch` lists it for
     * the business to confirm.
     */
    reportFileRetention: 2555 as number,
  },
} as const;

export const telHref = `tel:${business.phone.e164}`;
export const mailHref = `mailto:${business.email}`;
