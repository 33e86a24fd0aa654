// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { allProducts } from '../../src/content/all-content';
import { business, type PrivacyActStatus } from '../../src/content/business';
import { isStandIn } from '../../src/content/stand-ins';
import { productCatalog, serviceCatalog } from '../../src/content/catalog';
import { accessibilityPage } from '../../src/content/pages/accessibility';
import { bookingProcessPage, bookingProcessPageFor } from '../../src/content/pages/booking-process';
import { buildingHours, buildingPestHours } from '../../src/content/time-on-site';
import { inspectionsPage } from '../../src/content/pages/inspections';
import {
  calendarFeedParagraph,
  privacyPage,
  privacyPageFor,
  reportFilesSooner,
  reportCopiesParagraph,
  reviewParagraph,
  paymentsParagraph,
  reportParagraph,
  retentionPeriod,
} from '../../src/content/pages/privacy';
import {
  bookingProcessPageSchema,
  infoPageSchema,
  inspectionsPageSchema,
  startingPointIds,
} from '../../src/content/pages/schemas';
import { proseWords } from './helpers';

/** The words a visitor reads in the page's main content: the h1, the intro and every section or step. */
const mainWords = (page: { title: string; intro: string; sections?: unknown; steps?: unknown }) =>
  proseWords([page.title, page.intro, page.sections ?? [], page.steps ?? []]);

const allText = (value: unknown) => JSON.stringify(value);

describe('information page records', () => {
  it('parse against their schemas', () => {
    infoPageSchema.parse(privacyPage);
    infoPageSchema.parse(accessibilityPage);
    bookingProcessPageSchema.parse(bookingProcessPage);
    inspectionsPageSchema.parse(inspectionsPage);
  });

  it('number the booking steps from 1 and give every section a unique anchor', () => {
    expect(bookingProcessPage.steps.map((s) => s.step)).toEqual(
      bookingProcessPage.steps.map((_, i) => i + 1),
    );
    for (const ids of [
      privacyPage.sections.map((s) => s.id),
      accessibilityPage.sections.map((s) => s.id),
      bookingProcessPage.steps.map((s) => s.id),
    ]) {
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it('give the privacy policy and the booking process at least 400 words each', () => {
    expect(mainWords(privacyPage)).toBeGreaterThanOrEqual(400);
    expect(mainWords(bookingProcessPage)).toBeGreaterThanOrEqual(400);
  });

  it('use straight quotes, and never say "licensed inspectors"', () => {
    const text = allText([privacyPage, accessibilityPage, bookingProcessPage, inspectionsPage]);
    expect(text).not.toMatch(/[‘’“”]/);
    expect(text).not.toMatch(/licensed inspectors?/i);
  });
});

describe('the privacy policy', () => {
  const text = allText(privacyPage);

  it('says what the form collects, including the optional timing and access details', () => {
    for (const item of [
      'name',
      'email address',
      'mobile number',
      'unit, street number, street name, suburb and postcode',
      'add-on',
      'message',
      'preferred date and time',
      'the date you need the report by and the reason',
      'who will let us in, with their name and phone number',
    ]) {
      expect(text, item).toContain(item);
    }
  });

  it('names the booking system, every service with what it holds and where, and the periods from business.ts', () => {
    const { services, enquiryRetentionDays, recordRetention } = business.privacy;
    const period = retentionPeriod(enquiryRetentionDays);
    const values = services.flatMap((s) => [s.name, s.location, ...s.holds].filter((v) => !isStandIn(v)));
    for (const value of [...values, period, retentionPeriod(recordRetention)]) {
      expect(text, value).toContain(value);
    }
    expect(text).toContain('booking system');
  });

  it("says what the business's calendar holds (issue 57), and names its service only when it holds the client's details", () => {
    const section = (page: ReturnType<typeof privacyPageFor>, id: string) =>
      page.sections.find((s) => s.id === id)!.body;
    const { name, location } = business.decisions.calendarProvider;
    const off = privacyPageFor(business.decisions.privacyAct, 'not-stated');
    expect(section(off, 'when-you-book')).toContain(calendarFeedParagraph('not-stated'));
    expect(section(off, 'when-you-book')).toMatch(/the suburb, the time and the reference number only/);
    expect(allText(off)).not.toContain(name);
    const on = privacyPageFor(business.decisions.privacyAct, 'confirmed');
    expect(section(on, 'when-you-book')).toContain(calendarFeedParagraph('confirmed'));
    expect(section(on, 'when-you-book')).toMatch(/the client's name and phone number/);
    expect(section(on, 'when-you-book')).toContain(
      `${name}, holds these entries, and stores them in ${location}`,
    );
    // APP 8: the calendar service is one of the places the details may go overseas.
    expect(section(on, 'outside-australia')).toContain(`and so may ${name}, which holds our calendar`);
    expect(section(off, 'outside-australia')).not.toContain('calendar');
    // Issue 60: Stripe too, once clients pay by card online; not before.
    const card = privacyPageFor(business.decisions.privacyAct, 'not-stated', true);
    expect(section(card, 'outside-australia')).toContain('and so may Stripe, which takes card payments. ');
    expect(section(off, 'outside-australia')).not.toContain('Stripe');
    expect(
      section(privacyPageFor(business.decisions.privacyAct, 'confirmed', true), 'outside-australia'),
    ).toContain(`and so may ${name}, which holds our calendar, and Stripe, which takes card payments. `);
    // The page as built follows business.ts.
    expect(privacyPage).toEqual(
      privacyPageFor(
        business.decisions.privacyAct,
        business.decisions.calendarFeedDetails,
        business.payments.stripePaymentLink !== null,
      ),
    );
  });

  it('says what the report online keeps and for how long (issue 58): its link to the client only, and no link for whoever booked', () => {
    const { reportFileRetention, recordRetention } = business.privacy;
    const body = (id: string) => privacyPage.sections.find((s) => s.id === id)!.body;
    const paragraph = reportParagraph();
    expect(body('when-you-book')).toContain(paragraph);
    // Who gets what.
    expect(paragraph).toMatch(/we email a link to it to the client only/);
    expect(paragraph).toMatch(
      /If someone else booked the inspection for the client, we tell them the report has been sent, but they get no link to it/,
    );
    // What is kept, and for how long: the files for the owner's file retention, the record for the record's.
    for (const kept of [
      "the report's file, and every revised version of it",
      'its summary',
      'who published each version and when',
      'when the client first opened it',
      'before the agreement was accepted, when, by whom and why',
    ]) {
      expect(paragraph, kept).toContain(kept);
    }
    expect(paragraph).toContain(
      `for ${retentionPeriod(reportFileRetention)} after the inspection, and then delete the files`,
    );
    expect(paragraph).toContain(
      `the record of the report for ${retentionPeriod(recordRetention)} after the inspection`,
    );
    // How long we keep it: the files' own period, where it is the shorter.
    expect(body('how-long-we-keep-it')).toContain(`are deleted.${reportFilesSooner()} The IP address`);
    expect(reportFilesSooner(recordRetention, recordRetention)).toBe('');
    const shorter = Math.floor(recordRetention / 2);
    expect(reportFilesSooner(shorter, recordRetention)).toBe(
      ` The report's files are deleted sooner, ${retentionPeriod(shorter)} after the inspection.`,
    );
    expect(reportParagraph(shorter, recordRetention)).toContain(
      `for ${retentionPeriod(shorter)} after the inspection`,
    );
  });

  it("says what a copy for the client's adviser sends and keeps (issue 59), in the report's section", () => {
    const body = privacyPage.sections.find((s) => s.id === 'when-you-book')!.body;
    const paragraph = reportCopiesParagraph();
    expect(body).toContain(`${reportParagraph()}\n\n${paragraph}`);
    for (const said of [
      'read-only copy',
      "with the client's name, the property's address and the inspection only",
      'We never send the report to anyone else ourselves',
      "each adviser's email address and role, and when the copy was sent, opened and withdrawn",
      'a withdrawn link opens nothing',
    ]) {
      expect(paragraph, said).toContain(said);
    }
  });

  it('says when a review request goes and how it stops (issue 59), or that none is sent while the link is unset', () => {
    const body = privacyPage.sections.find((s) => s.id === 'when-you-book')!.body;
    expect(body).toContain(reviewParagraph());
    expect(reviewParagraph(null)).toBe('We do not email clients to ask for a review.');
    const on = reviewParagraph('https://g.page/r/example/review');
    for (const said of [
      'Five days after the client first opens their report',
      'never after a cancellation',
      'a link to stop these requests',
      'keep the address and the date',
    ]) {
      expect(on, said).toContain(said);
    }
  });

  it("says what payment data is kept (issue 60): no card data, Stripe's ids, the amounts and the dates, and for how long", () => {
    const { recordRetention } = business.privacy;
    const body = privacyPage.sections.find((s) => s.id === 'when-you-book')!.body;
    const paragraph = paymentsParagraph();
    expect(body).toContain(`${reportCopiesParagraph()}\n\n${paragraph}`);
    for (const said of [
      'they never reach us',
      'the amount',
      'the date',
      "Stripe's reference",
      `with the booking for ${retentionPeriod(recordRetention)} after the inspection`,
      'We never email our bank details',
    ]) {
      expect(paragraph, said).toContain(said);
    }
    expect(paymentsParagraph(365)).toContain(`for ${retentionPeriod(365)} after the inspection`);
  });

  it('says what a booking adds (issue 55): the e-mails, an agent as the source, the booking page, the acceptance record', () => {
    const { recordRetention } = business.privacy;
    const booked = privacyPage.sections.find((s) => s.id === 'when-you-book')!.body;
    // The e-mails a booking sends, and what they carry (APP 5).
    for (const mail of [
      'calendar invitation',
      'booking page',
      'reminder the day before',
      'copy of the accepted text',
    ])
      expect(booked, mail).toContain(mail);
    expect(booked).toMatch(
      /carry the client's name, the address of the property, the inspection, its time and its price/,
    );
    // Where a client's details came from, when someone else booked (APP 5.2(b)).
    expect(booked).toMatch(
      /an agent, a conveyancer or someone else booked the inspection for you, they gave us your name/,
    );
    // The booking page's requests and cancel reasons.
    expect(booked).toMatch(/your reason for cancelling/);
    // The acceptance record, as the agreement's own privacy section lists it, and how long it is kept.
    for (const part of ['the name you type', 'particular concerns', 'IP', 'browser', 'SHA-256'])
      expect(booked, part).toContain(part);
    expect(booked).toContain(`${retentionPeriod(recordRetention)} after the inspection`);
    // How long: a booked enquiry is kept with the booking, after the inspection; the enquiry's IP for a day only.
    const keeping = privacyPage.sections.find((s) => s.id === 'how-long-we-keep-it')!.body;
    expect(keeping).toContain(`${retentionPeriod(recordRetention)} after the inspection`);
    expect(keeping).toMatch(
      /IP address an enquiry came from is deleted after one day; the one recorded with an acceptance is kept/,
    );
  });

  it('covers APP 8, the draft in session storage, access and correction, and complaints to the OAIC', () => {
    expect(text).toMatch(/APP 8/);
    expect(text).toMatch(/outside Australia/);
    expect(text).toMatch(/session storage/);
    expect(text).toMatch(/only in this browser tab/);
    expect(text).toMatch(/APPs 12 and 13/);
    expect(text).toMatch(/tell us first[\s\S]*Office of the Australian Information Commissioner \(OAIC\)/);
  });
});

describe('the privacy policy and the Privacy Act', () => {
  const page = (status: PrivacyActStatus) => allText(privacyPageFor(status));

  it('says the Act binds the business by law when it has opted in (s6EA), with complaints to the OAIC', () => {
    const text = page('opted-in');
    expect(text).toMatch(/chosen to be covered by it \(section 6EA\)/);
    expect(text).toMatch(/bind us by law/);
    expect(text).toMatch(/Under APP 8, before personal information goes overseas we must/);
    expect(text).toMatch(/you can complain to the Office of the Australian Information Commissioner/);
  });

  it('says the Act does not bind a small business that follows the APPs by choice, and what the OAIC can do', () => {
    const text = page('voluntary');
    expect(text).toMatch(/\$3 million or less, we are exempt from the Privacy Act 1988/);
    expect(text).toMatch(/do not bind us by law\. We follow them anyway/);
    expect(text).toMatch(/We follow APP 8/);
    expect(text).toMatch(/generally cannot investigate a complaint about us/);
    expect(text).not.toMatch(/bind us by law\.(?! We follow)/);
  });

  it('leaves a bracketed gap while the business has not decided, and claims neither', () => {
    const text = page('undecided');
    expect(text).toMatch(
      /\[Whether the Act binds us, or we follow the APPs by choice, is still to be confirmed\.\]/,
    );
    expect(text).not.toMatch(/section 6EA|we are exempt/);
  });

  it('is worded for the decision in business.ts', () => {
    expect(privacyPage).toEqual(privacyPageFor(business.decisions.privacyAct));
  });

  it('never promises a call about the report: the visitor calls if anything is unclear', () => {
    for (const status of ['opted-in', 'voluntary', 'undecided'] as const) {
      expect(page(status)).not.toMatch(/call you to talk/);
    }
    expect(allText(bookingProcessPage)).not.toMatch(/we call (?:you )?to talk|talk you through the report/);
    expect(bookingProcessPage.steps.at(-1)!.body).toMatch(/If anything in the report is unclear, call us/);
  });
});

describe('the accessibility statement', () => {
  it('states the WCAG 2.2 AA target, the tests, known limits and how to report a problem', () => {
    const text = allText(accessibilityPage);
    expect(text).toMatch(/WCAG\) 2\.2/);
    expect(text).toMatch(/level AA/);
    for (const phrase of ['axe', 'every page', 'keyboard', 'screen reader', 'Known limits', 'SVG']) {
      expect(text, phrase).toContain(phrase);
    }
    expect(accessibilityPage.sections.map((s) => s.id)).toEqual(
      expect.arrayContaining(['how-we-test', 'known-limits', 'report-a-problem', 'what-happens-next']),
    );
  });
});

describe('the booking process', () => {
  it('covers each step after an enquiry, in order, with only the brief claims on time', () => {
    for (const claim of ['not-stated', 'confirmed'] as const) {
      const page = bookingProcessPageFor(claim);
      bookingProcessPageSchema.parse(page);
      expect(page.steps.map((s) => s.id)).toEqual([
        'confirmation-call',
        ...(claim === 'confirmed' ? ['written-agreement'] : []),
        'deposit',
        'access',
        'inspection',
        'report',
        'questions',
      ]);
      expect(page.steps.map((s) => s.step)).toEqual(page.steps.map((_, i) => i + 1));
      const text = allText(page);
      expect(text).toContain('AS 4349.1');
      expect(text).toContain(`${buildingHours} on site for a building inspection`);
      expect(text).toContain(`${buildingPestHours} for a combined building and pest inspection`);
      expect(text).toContain('within 24 hours');
      expect(text).not.toMatch(/48 hours|24-48|same business day|guarantee/i);
    }
    // The scope is agreed in writing only where the business has confirmed a written agreement.
    expect(allText(bookingProcessPageFor('confirmed'))).toMatch(/agreed\s+in writing before/);
    expect(allText(bookingProcessPageFor('not-stated'))).not.toMatch(/in writing/);
    expect(bookingProcessPage).toEqual(bookingProcessPageFor(business.decisions.writtenAgreement));
  });
});

describe('the inspection comparison', () => {
  const rows = inspectionsPage.rows;

  it('has exactly one row for every product in the catalogue', () => {
    expect([...rows.map((r) => r.slug)].sort()).toEqual(productCatalog.map((p) => p.slug).sort());
  });

  it('has every starting point once, pointing only at rows and services that exist, and reaching every row', () => {
    expect(inspectionsPage.startingPoints.map((s) => s.id)).toEqual([...startingPointIds]);
    const pointedAt = inspectionsPage.startingPoints.flatMap((s) => s.slugs);
    for (const slug of pointedAt) expect(rows.map((r) => r.slug)).toContain(slug);
    expect(new Set(pointedAt)).toEqual(new Set(rows.map((r) => r.slug)));
    for (const slug of inspectionsPage.startingPoints.flatMap((s) => s.services ?? [])) {
      expect(serviceCatalog.map((s) => s.slug)).toContain(slug);
    }
  });

  it.each(rows.map((r) => [r.slug, r] as const))(
    '%s states only what its product page and the brief say',
    (slug, row) => {
      const product = allProducts.find((p) => p.slug === slug)!;
      const productText = allText(product);
      // Every standard the row names is named on the product page too.
      for (const standard of row.standard.match(/AS 4349\.\d/g) ?? []) {
        expect(productText, standard).toContain(standard);
      }
      // The report time: 24 hours only where the product page promises it; elsewhere a comprehensive report.
      if (productText.includes('24 hours')) {
        expect(row.report).toMatch(/^Usually within 24 hours/);
      } else {
        expect(row.report).toMatch(/^A comprehensive report/);
        expect(row.report).not.toMatch(/\d+ hours?/);
      }
      // Time on site: the brief gives it for building (2-3 h) and building and pest (3-4 h) inspections only.
      const stated: Record<string, string> = {
        'pre-purchase-building-inspection': buildingHours,
        'pre-sale-vendor-inspection': buildingHours,
        'pre-purchase-building-pest-inspection': buildingPestHours,
      };
      expect(row.timeOnSite).toBe(stated[slug] ?? 'Confirmed when you book');
      if (stated[slug]) expect(productText).toContain(stated[slug]);
    },
  );
});
