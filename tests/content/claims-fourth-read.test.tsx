import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { addOns } from '../../src/content/add-ons';
import { business } from '../../src/content/business';
import { isStandIn } from '../../src/content/stand-ins';
import { collectionNotice, productCards } from '../../src/content/home';
import { privacyPage } from '../../src/content/pages/privacy';
import { CollectionNotice } from '../../src/components/sections/collection-notice';
import { bookingFields } from '../../src/domain/booking/fields';
import { serviceOptions } from '../../src/domain/booking/options';
import { bookingReference } from '../../src/domain/booking/reference';
import type { Enquiry } from '../../src/domain/booking/enquiry';
import { confirmationMail } from '../../src/server/mail/confirmation-mail';
import { articleJsonLd } from '../../src/lib/json-ld';
import { allArticles, allProducts, allServices } from '../../src/content/all-content';
import { inspectionAgreement } from '../../src/content/facts/inspection-agreement';
import { materialFacts } from '../../src/content/facts/material-facts';
import { strataBond } from '../../src/content/facts/strata-bond';
import { strataLot } from '../../src/content/facts/strata-lot';
import { strataRecords } from '../../src/content/facts/strata-records';
import { termites } from '../../src/content/facts/termites';
import { bookingProcessPage } from '../../src/content/pages/booking-process';
import { inspectionsPage } from '../../src/content/pages/inspections';
import { dilapidationPriceNote } from '../../src/content/product-cards';
import { copyRecords, paragraphsOfRecord, sentencesOf, stringsOf, type CopyString } from './content-strings';

const allParagraphs: CopyString[] = copyRecords.flatMap(paragraphsOfRecord);
const sentences = allParagraphs.flatMap((p) => sentencesOf(p.text).map((s) => ({ where: p.where, s })));

/** The places in `paragraphs` whose text matches `pattern`, for a readable failure message. */
function matching(paragraphs: CopyString[], pattern: RegExp): string[] {
  return paragraphs.filter((p) => pattern.test(p.text)).map((p) => `${p.where}: ${p.text}`);
}

const bySlug = <T extends { slug: string }>(records: T[], slug: string): T => {
  const record = records.find((r) => r.slug === slug);
  if (!record) throw new Error(`no record '${slug}'`);
  return record;
};

/**
 * The fourth expert read (issue 42): seven major and fifteen minor defects, each corrected once and checked
 * here so none comes back. Each check failed on the copy before the correction.
 */

const textOf = (value: unknown) =>
  stringsOf(value, '')
    .map((c) => c.text)
    .join('\n');

/** An enquiry with every optional detail given: the fullest confirmation e-mail. */
function fullEnquiry(): Enquiry {
  const submissionId = 'fourth-read-0001';
  return {
    ...Object.fromEntries(bookingFields.map((spec) => [spec.name, `${spec.name}marker`])),
    bookedBy: 'Myself',
    name: 'Jane Citizen',
    email: 'jane@example.com',
    phone: '0491 570 156',
    suburb: 'Katoomba',
    postcode: '2780',
    service: serviceOptions[1]!.label,
    addon: 'Thermal Imaging Scan $100',
    preferredDate: '2026-12-07',
    preferredTime: 'Morning',
    submissionId,
    reference: bookingReference(submissionId),
    receivedAt: '2026-11-25T01:02:04.000Z',
  } as Enquiry;
}

describe('corrected claims from the fourth expert read (issue 42)', () => {
  const services = business.privacy.services;
  const policy = textOf(privacyPage);

  it('major 1: the collection notice and the privacy policy name the same services, and where each stores data', () => {
    expect(services.map((s) => s.role).sort()).toEqual(
      ['automation service', 'database', 'mail service', 'website host'].sort(),
    );
    const { container } = render(
      <MemoryRouter>
        <CollectionNotice />
      </MemoryRouter>,
    );
    const notice = container.textContent ?? '';
    for (const s of services) {
      // A stand-in name or place is never shown (issue 55): the page asks the visitor to ask us.
      const name = isStandIn(s.name) ? `our ${s.role} (ask us which company)` : s.name;
      expect(notice, s.role).toContain(name);
      expect(policy.toLowerCase(), s.role).toContain(name.toLowerCase());
      if (!isStandIn(s.location)) {
        expect(notice, s.role).toContain(s.location);
        expect(policy, s.role).toContain(s.location);
      }
      for (const item of s.holds) expect(policy, item).toContain(item);
    }
    expect(collectionNotice.storage).not.toMatch(/an online automation service/);
  });

  it('major 1: the list says the client IP address is kept one day, for abuse limits', () => {
    const ip = services.flatMap((s) => s.holds).filter((h) => /\bIP address\b[^;]*\bone day\b/.test(h));
    expect(ip).toHaveLength(1);
    expect(ip[0]).toMatch(/limit/);
    expect(policy).toContain(ip[0]);
  });

  it('minor 11: the privacy list describes every line of the confirmation e-mail, and what it never carries', () => {
    const mail = confirmationMail(fullEnquiry(), { from: 'a@b.example', siteOrigin: 'https://x.example' });
    const rows = mail.text
      .split('\n')
      .map((line) => /^([A-Z][A-Za-z -]+): /.exec(line)?.[1])
      .filter((label): label is string => !!label && label !== 'How we handle your details');
    // Each row of the confirmation, in the words the privacy list uses for it.
    const described: Record<string, RegExp> = {
      Reference: /\bthe reference\b/,
      Inspection: /\bthe inspection\b/,
      'Add-on': /\badd-on\b/,
      // The postcode alone (issue 37): a suburb is text a stranger typed.
      'Property postcode': /\bproperty's postcode\b/,
      'Preferred timing': /\bpreferred date and time\b/,
    };
    expect(rows.sort()).toEqual(Object.keys(described).sort());
    const confirmation = services.flatMap((s) => s.holds).filter((h) => /^the confirmation email/.test(h));
    expect(confirmation).toHaveLength(1);
    for (const [row, words] of Object.entries(described)) expect(confirmation[0], row).toMatch(words);
    expect(confirmation[0]).toMatch(/never your name, your street, your suburb or your message/);
  });
});

describe('corrected claims from the fourth expert read (issue 42): the law', () => {
  it('major 3: never dates the insurance alternative by the start of the bond scheme', () => {
    const both = allParagraphs.filter(
      (p) =>
        p.text.includes(strataBond.insuranceAlternative) &&
        (p.text.includes(strataBond.start) || /\b2018\b/.test(p.text)),
    );
    expect(both.length).toBeGreaterThan(0);
    const wrong = both.flatMap((p) =>
      sentencesOf(p.text)
        .filter((s) => s.includes(strataBond.insuranceAlternative))
        .filter((s) => s.includes(strataBond.start) || /\b2018\b|\bsince\b/i.test(s))
        .map((s) => `${p.where}: ${s}`),
    );
    expect(wrong).toEqual([]);
    expect(both.filter((p) => !/later amendments/i.test(p.text)).map((p) => p.where)).toEqual([]);
    expect(strataBond.insuranceSentence).toMatch(/^Later amendments/);
  });
});

describe('corrected claims from the fourth expert read (issue 42): strata lots', () => {
  it("major 4: gives Appendix B's scope and its advice on the strata pages, and puts common-property notes beyond the standard", () => {
    for (const record of [
      bySlug(allProducts, 'strata-multi-unit-inspections'),
      bySlug(allServices, 'strata-reports'),
    ]) {
      const text = textOf(record);
      expect(text, record.slug).toContain(strataLot.scope);
      expect(text, record.slug).toContain(strataLot.adviceSentence);
    }
    const notes = sentences.filter(({ s }) =>
      /common property (?:readily )?visible|visible common property/i.test(s),
    );
    expect(notes.length).toBeGreaterThan(0);
    expect(
      notes.filter(({ s }) => !s.includes(strataLot.beyond)).map(({ where, s }) => `${where}: ${s}`),
    ).toEqual([]);
  });
});

describe('corrected claims from the fourth expert read (issue 42): the vendor', () => {
  it('major 5: tells a vendor a material fact the report finds is not theirs alone to keep quiet, naming the Act and the Regulation', () => {
    expect(materialFacts.sentence).toContain(materialFacts.act);
    expect(materialFacts.sentence).toContain(materialFacts.regulation);
    const vendor = textOf(bySlug(allProducts, 'pre-sale-vendor-inspection'));
    const sale = textOf(allArticles.find((a) => a.slug === 'preparing-property-for-sale-inspection'));
    for (const [where, text] of [
      ['product', vendor],
      ['article', sale],
    ] as const) {
      expect(text, where).toContain(materialFacts.sentence);
    }
    const card = productCards.find((c) => c.slug === 'pre-sale-vendor-inspection')!;
    expect(card.features).toContain(materialFacts.short);
    // Nothing leaves disclosure to the vendor's choice alone.
    expect(
      matching(
        allParagraphs,
        /You decide whether buyers see it|what to disclose and price in|^That is your choice\./i,
      ),
    ).toEqual([]);
    // Sections are cited only where their current text was checked: here, none.
    expect(
      matching(
        allParagraphs,
        /Property and Stock Agents (?:Act|Regulation)[^.]*\b(?:s|section|cl|clause) ?\d/i,
      ),
    ).toEqual([]);
  });
});

describe('corrected claims from the fourth expert read (issue 42): the standard', () => {
  it('major 2: wherever the copy explains AS 4349.1, it says the standard expects a written agreement first', () => {
    const explaining = allParagraphs.filter((p) =>
      /AS 4349\.1(?:-2007)?(?:,| is) the (?:Australian )?standard for pre-purchase inspections of residential/i.test(
        p.text,
      ),
    );
    expect(explaining.length).toBeGreaterThan(2);
    expect(
      explaining
        .filter((p) => !/agreed in writing[^.]*before the inspection/i.test(p.text))
        .map((p) => p.where),
    ).toEqual([]);
    expect(inspectionAgreement.sentence).toMatch(/agreed in writing[^.]*before the inspection/);
  });

  it('minor 1: gives the 30-metre scope with "within the site boundaries"', () => {
    const scope = sentences.filter(({ s }) => /\b30 ?m(?:etres)?\b/.test(s));
    expect(scope.length).toBeGreaterThan(5);
    expect(
      scope
        .filter(({ s }) => !/site boundaries|its boundaries/.test(s))
        .map(({ where, s }) => `${where}: ${s}`),
    ).toEqual([]);
  });
});

describe('corrected claims from the fourth expert read (issue 42): speed', () => {
  it("major 7: qualifies every speed promise but the brief's own, in the home page's hero and stats", () => {
    const brief = /^home (?:hero|stats)\b/;
    const promises = sentences.filter(({ s }) => /24 hours|same[- ]day|next[- ]day/i.test(s));
    expect(promises.filter(({ where }) => brief.test(where)).length).toBeGreaterThan(0);
    const bare = promises
      .filter(({ where }) => !brief.test(where))
      .filter(({ s }) => !/\busually\b|subject to access and availability/i.test(s))
      .map(({ where, s }) => `${where}: ${s}`);
    expect(bare).toEqual([]);
  });

  it('major 7: gives each inspection its own timing on its own page', () => {
    for (const product of allProducts) {
      expect(textOf(product), product.slug).toMatch(
        /usually (?:arrives |reaches you |delivered )?within 24 hours|when we confirm the booking|confirmed when (?:you|we) book/i,
      );
    }
  });
});

describe('corrected claims from the fourth expert read (issue 42): dated claims', () => {
  /** The record's own date: an article's, or an information page's `updated`; none for the others. */
  const ownDate = (value: unknown): string | undefined => {
    const v = value as { date?: unknown; updated?: unknown };
    return typeof v.date === 'string' ? v.date : typeof v.updated === 'string' ? v.updated : undefined;
  };

  it('minor 15: no module without an "as at" line looks forward ("this month", "still to come", a later year)', () => {
    const wrong: string[] = [];
    for (const record of copyRecords) {
      const strings = stringsOf(record.value, record.name);
      if (strings.some((c) => /\bas at\b/i.test(c.text))) continue;
      const year = Number(ownDate(record.value)?.slice(0, 4) ?? Infinity);
      for (const c of strings) {
        for (const s of sentencesOf(c.text)) {
          const later = [...s.matchAll(/\b(20\d\d)\b/g)].some((m) => Number(m[1]) > year);
          if (/\bthis month\b|\bstill to come\b/i.test(s) || later) wrong.push(`${c.where}: ${s}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('minor 15: a module that looks forward gives its "as at" date, and the regulations update is one', () => {
    const regulations = copyRecords.find((r) => r.name === 'article news/new-nsw-building-regulations-2025')!;
    const text = textOf(regulations.value);
    // Issue 55: a year after its "as at" is no longer spoken of as the future; the later strata stages are
    // named as what the update does not describe (tests/content/claims-fifth-read.test.ts holds the rule).
    expect(text).toMatch(/later stages of the strata reforms/);
    expect(text).toMatch(/\bas at \d{1,2} [A-Z][a-z]+ \d{4}\b/);
    // The strata page gives the reforms' dates as history, with no "as at" of its own to go stale.
    expect(textOf(bySlug(allServices, 'strata-reports'))).not.toMatch(/\bAs at\b/);
  });

  it("minor 15: the structured data's dateModified is the article's last revision, never before publication", () => {
    for (const a of allArticles) {
      const ld = articleJsonLd(a, `/knowledge/${a.kind}/${a.slug}`) as unknown as Record<string, string>;
      expect(ld.dateModified! >= ld.datePublished!, a.slug).toBe(true);
      expect(ld.dateModified, a.slug).toBe(a.updated ?? a.date);
    }
    const guide = allArticles.find((a) => a.slug === 'complete-guide-pre-purchase-building-inspections')!;
    expect(guide.updated).toBeDefined();
    expect(guide.updated! > guide.date).toBe(true);
  });

  it('minor 15: articles quote add-on prices from the add-ons, never as a figure of their own', () => {
    const sources = import.meta.glob<string>('../../src/content/articles/*/*.ts', {
      query: '?raw',
      import: 'default',
      eager: true,
    });
    const prices = addOns.map((a) => `$${a.price}`);
    const literal = Object.entries(sources).flatMap(([file, source]) =>
      prices.filter((price) => source.includes(price)).map((price) => `${file}: ${price}`),
    );
    expect(literal).toEqual([]);
  });
});

describe('corrected claims from the fourth expert read (issue 42): the minors', () => {
  const article = (slug: string) => allArticles.find((a) => a.slug === slug)!;

  it('minor 2: every s182 summary names covenant chargees and the prescribed fee', () => {
    const summaries = allParagraphs.filter((p) => /section 182|\bs182\b/.test(p.text));
    expect(summaries.length).toBeGreaterThan(2);
    expect(
      summaries
        .filter((p) => !/covenant chargee/.test(p.text) || !p.text.includes(strataRecords.fee))
        .map((p) => p.where),
    ).toEqual([]);
  });

  it("minor 3: gives AS 3660.2's interval, and the investment tip gives it rather than pointing to a guide without it", () => {
    expect(termites.frequencySentence).toMatch(
      /AS 3660\.2[^.]*at least every 12 months[^.]*more often where the risk is high/,
    );
    const tip = textOf(article('investment-property-inspection-essentials'));
    expect(tip).not.toMatch(/maintenance guide covers/);
    expect(tip).toMatch(/AS 3660\.2 recommends one at least every 12 months/);
  });

  it('minor 4: /inspections recommends a pest inspection for a strata townhouse with timber framing', () => {
    const buying = inspectionsPage.startingPoints.find((p) => p.id === 'buying')!;
    expect(buying.text).toMatch(/strata townhouse[^.]*timber framing[^.]*timber pest inspection/);
  });

  it('minor 5: the stage inspections add waterproofing before tiling, and the termite system and its durable notice at the slab', () => {
    const stages = textOf(bySlug(allProducts, 'progress-stage-inspections'));
    expect(stages).toMatch(/waterproofing[^.]*before tiling/);
    const slab = bySlug(allProducts, 'progress-stage-inspections')
      .whatIsIt.split('\n')
      .find((l) => l.startsWith('- Base or slab'))!;
    expect(slab).toMatch(/termite management system \(AS 3660\.1\)[^\n]*durable notice/);
  });

  it('minor 6: the seasonal guide says once who pays for termite damage', () => {
    expect(textOf(article('seasonal-property-maintenance-guide-australia'))).not.toMatch(/falls on you/);
  });

  it('minor 9: the pre-purchase service ties "before you bid or exchange" to no cooling-off, not to off the plan', () => {
    const overview = bySlug(allServices, 'pre-purchase-inspections').overview;
    expect(overview).not.toMatch(/Then the inspection has to happen/);
    expect(overview).toMatch(/Without that period, the inspection has to happen before you bid or exchange/);
  });

  it('minor 10: the booking process names the pest inspector beside the licensed builder', () => {
    const step = bookingProcessPage.steps.find((s) => s.id === 'inspection')!;
    expect(step.body).toMatch(/licensed builder[^.]*timber pest[^.]*inspector/);
  });

  it('minor 12: dates the 2023 amendment powers by no assent date', () => {
    expect(matching(allParagraphs, /assent on 11 December 2023, extended/)).toEqual([]);
    expect(
      matching(allParagraphs, /Building Legislation Amendment Act 2023[^.]*which received assent/),
    ).toEqual([]);
  });

  it("minor 13: sends a buyer's request to the vendor through the conveyancer or buyer's agent, not the selling agent", () => {
    const guide = textOf(article('how-to-read-building-inspection-report'));
    expect(guide).not.toMatch(/Your agent or conveyancer can put the request/);
    expect(guide).toMatch(/Your conveyancer or buyer's agent can put the request to the vendor/);
  });

  it("minor 14: says what the dilapidation card's price covers, worded for the business's answer", () => {
    const card = productCards.find((c) => c.slug === 'dilapidation-reports')!;
    expect(card.description).toContain(dilapidationPriceNote(business.decisions.dilapidationPrice));
    expect(dilapidationPriceNote('not-stated')).toMatch(/before the works only, or the one after too/);
    expect(dilapidationPriceNote('before-only')).toMatch(/before the works/);
    expect(dilapidationPriceNote('before-and-after')).toMatch(/before and after/);
  });
});
