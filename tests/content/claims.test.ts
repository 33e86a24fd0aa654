// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { addOns } from '../../src/content/add-ons';
import { allArticles, allProducts, allServices } from '../../src/content/all-content';
import { business } from '../../src/content/business';
import { productCatalog, serviceCatalog } from '../../src/content/catalog';
import { asbestos } from '../../src/content/facts/asbestos';
import { coolingOff } from '../../src/content/facts/cooling-off';
import { strataBond } from '../../src/content/facts/strata-bond';
import { strataLot } from '../../src/content/facts/strata-lot';
import { strataRecords } from '../../src/content/facts/strata-records';
import { warranty } from '../../src/content/facts/warranty';
import { about, hero, independenceDescription, productCards } from '../../src/content/home';
import { accessibilityPage } from '../../src/content/pages/accessibility';
import { guidePriceNote, pricingNote, pricingNoteFor } from '../../src/content/pricing-note';
import { quoteThroughForm } from '../../src/content/booking-copy';
import { expertEvidence, expertEvidenceFor } from '../../src/content/facts/expert-evidence';
import { reasonableAccess } from '../../src/content/facts/reasonable-access';
import { termites } from '../../src/content/facts/termites';
import { bookingProcessPage, bookingProcessPageFor } from '../../src/content/pages/booking-process';
import { inspectionsPage } from '../../src/content/pages/inspections';
import { sources } from '../../src/content/sources';
import { plainText } from '../../src/lib/inline-links';
import { bookingFields } from '../../src/domain/booking/fields';
import { serviceOptions } from '../../src/domain/booking/options';
import { formatDate, formatHomePrice } from '../../src/lib/format';
import { serviceJsonLd } from '../../src/lib/json-ld';
import { noticeDurations } from '../../src/lib/notice-durations';
import { copyRecords, paragraphsOfRecord, sentencesOf, stringsOf, type CopyString } from './content-strings';

/**
 * Claims that were corrected once (issue 14) and must stay corrected, checked in every string of every
 * record: products, services, the home page, the add-ons and the articles.
 */

const allParagraphs: CopyString[] = copyRecords.flatMap(paragraphsOfRecord);
const undatedParagraphs: CopyString[] = copyRecords.filter((r) => !r.dated).flatMap(paragraphsOfRecord);

/** The places in `paragraphs` whose text matches `pattern`, for a readable failure message. */
function matching(paragraphs: CopyString[], pattern: RegExp): string[] {
  return paragraphs.filter((p) => pattern.test(p.text)).map((p) => `${p.where}: ${p.text}`);
}

/** A paragraph that gives a statutory warranty period ('6 years for a major defect', 'six-year warranty'). */
function statesWarrantyPeriod(text: string): boolean {
  return (
    /\b(?:\d+|six|two)(?:-| )years?\b/i.test(text) && /warrant|home building act|major defects?\b/i.test(text)
  );
}

/** A sentence that denies rather than claims ('a meter cannot confirm', 'we can't confirm it'). */
const negated = /\bnot\b|n't\b|\bnever\b|\bcannot\b|\bonly\b/i;

const bySlug = <T extends { slug: string }>(records: T[], slug: string): T => {
  const record = records.find((r) => r.slug === slug);
  if (!record) throw new Error(`no record '${slug}'`);
  return record;
};

const strataPages = [
  bySlug(allProducts, 'strata-multi-unit-inspections'),
  bySlug(allServices, 'strata-reports'),
];

describe('corrected claims stay corrected in all content', () => {
  it.each([
    ['meter readings sold as proof', /measured rather than guessed/i],
    ['the bond held "up to 3 years"', /up to (?:3|three) years/i],
    ['a 24-48 hour report', /24\s*(?:-|–|to)\s*48/],
    ['photos of every item', /photos? of (?:every|each) item/i],
    ['a discount no shown price supports', /discount/i],
    ['a call-back time the brief does not give', /same business day/i],
    ['licensed inspectors (the brief says licensed builders)', /licensed inspectors?/i],
    ['warranties tied to the contract date', /contracts? entered into (?:since|after|from) 15 January 2015/i],
    ['fixing treated as pre-plaster', /fixing (?:or|\/) pre-?plaster|pre-?plaster (?:or|\/) fixing/i],
    ['a strata bond percentage', /bond[^.]*\b\d+(?:\.\d+)?\s?%|\d+(?:\.\d+)?\s?%[^.]*\bbond/i],
  ])('never claims %s', (_name, pattern) => {
    expect(matching(allParagraphs, pattern)).toEqual([]);
  });

  it('treats moisture-meter readings as indicative, never as confirmation', () => {
    const claims = allParagraphs.flatMap((p) =>
      sentencesOf(p.text)
        .filter((s) => /moisture|meter/i.test(s))
        .filter((s) => /\bconfirm(?:s|ed|ing)?\b|\bmeasures?\b[^.]*\bdirectly\b/i.test(s))
        .filter((s) => !negated.test(s))
        .map((s) => `${p.where}: ${s}`),
    );
    expect(claims).toEqual([]);
  });

  it('names NCAT and completion wherever a statutory warranty period appears', () => {
    const stating = allParagraphs.filter((p) => statesWarrantyPeriod(p.text));
    expect(stating.length).toBeGreaterThan(0);
    const missing = stating
      .filter((p) => !/\bNCAT\b/.test(p.text) || !/\bcompletion\b/i.test(p.text))
      .map((p) => `${p.where}: ${p.text}`);
    expect(missing).toEqual([]);
  });

  it('gives the warranty periods, cooling-off days and asbestos years the facts modules give', () => {
    const wrong: string[] = [];
    for (const p of allParagraphs) {
      for (const sentence of sentencesOf(p.text)) {
        const majorYears = /(\d+) years? for (?:a )?major defects?/i.exec(sentence)?.[1];
        if (majorYears && Number(majorYears) !== warranty.majorDefectYears)
          wrong.push(`${p.where}: ${sentence}`);
        const otherYears = /(\d+) years? for (?:all )?other defects?/i.exec(sentence)?.[1];
        if (otherYears && Number(otherYears) !== warranty.otherDefectYears)
          wrong.push(`${p.where}: ${sentence}`);
        if (/cooling-off/i.test(sentence)) {
          const days = [...sentence.matchAll(/(\d+)[- ]business[- ]days?/gi)].map((m) => Number(m[1]));
          const allowed: number[] = [coolingOff.businessDays, coolingOff.offThePlanBusinessDays];
          if (days.some((d) => !allowed.includes(d))) wrong.push(`${p.where}: ${sentence}`);
        }
        if (/asbestos/i.test(sentence)) {
          const years = [...sentence.matchAll(/\bbefore (?:about |around )?(19\d\d)\b/gi)].map((m) =>
            Number(m[1]),
          );
          const allowed: number[] = [asbestos.likelyBeforeYear, asbestos.someCouncilsYear];
          if (years.some((y) => !allowed.includes(y))) wrong.push(`${p.where}: ${sentence}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('gives the strata records deadlines of sections 182 and 183', () => {
    const wrong = allParagraphs
      .filter((p) => /section 183|s183/i.test(p.text))
      .filter(
        (p) =>
          !p.text.includes(`${strataRecords.agreeWithinDays} days`) ||
          !p.text.includes(`${strataRecords.inspectWithinDays} days`),
      )
      .map((p) => `${p.where}: ${p.text}`);
    expect(wrong).toEqual([]);
  });

  it('says laboratory testing, not a visual check, confirms asbestos', () => {
    const wrong = allParagraphs
      .flatMap((p) => sentencesOf(p.text).map((s) => ({ where: p.where, s })))
      .filter(({ s }) => /asbestos/i.test(s) && /\bconfirm/i.test(s))
      .filter(({ s }) => !/NATA|laborator/i.test(s) && !negated.test(s))
      .map(({ where, s }) => `${where}: ${s}`);
    expect(wrong).toEqual([]);
  });
});

describe('corrected claims on the undated pages', () => {
  it('say nothing about changes that are planned, flagged or coming', () => {
    const pattern =
      /\b(?:changes?|reforms?|rules?|laws?|stages?|amendments?)\b[^.]*\b(?:are|is|been|were|being)\s+(?:planned|flagged|expected)\b|\b(?:planned|flagged|expected|due)\s+(?:for|in)\s+20\d\d\b|\b(?:more|further|later)\s+(?:changes|reforms|stages)\b[^.]*\b(?:planned|flagged|coming|expected|due)\b|\bcoming (?:in|into force)\b/i;
    expect(matching(undatedParagraphs, pattern)).toEqual([]);
  });

  it('use straight apostrophes, like the rest of the copy', () => {
    expect(matching(undatedParagraphs, /[‘’]/)).toEqual([]);
  });

  it('give off-the-plan buyers 10 business days wherever strata buyers are given cooling-off', () => {
    for (const page of strataPages) {
      const text = JSON.stringify(page);
      expect(text, page.slug).toContain(`${coolingOff.offThePlanBusinessDays} business days`);
      expect(text, page.slug).toMatch(/off[- ]the[- ]plan/i);
    }
    const strataCoolingOff = [...allProducts, ...allServices].filter((record) => {
      const text = JSON.stringify(record);
      return /strata/i.test(text) && /cooling-off/i.test(text) && /\b5[- ]business[- ]days?\b/i.test(text);
    });
    for (const record of strataCoolingOff) {
      expect(JSON.stringify(record), record.slug).toContain(
        `${coolingOff.offThePlanBusinessDays} business days`,
      );
    }
  });

  it('give the two strata pages their own opening and their own questions', () => {
    const [product, service] = strataPages as [(typeof allProducts)[number], (typeof allServices)[number]];
    const firstSentence = (text: string) => sentencesOf(text)[0];
    expect(firstSentence(product.whatIsIt)).not.toBe(firstSentence(service.overview));
    const questions = new Set(product.faq.map((f) => f.question.toLowerCase()));
    expect(service.faq.filter((f) => questions.has(f.question.toLowerCase()))).toEqual([]);

    const normalise = (s: string) =>
      s
        .toLowerCase()
        .replace(/[^a-z0-9 ]+/g, ' ')
        .replace(/\s+/g, ' ')
        .trim();
    const longSentences = (value: unknown) =>
      new Set(
        stringsOf(value, '')
          .flatMap((c) => sentencesOf(c.text))
          .map(normalise)
          .filter((s) => s.split(' ').length >= 12),
      );
    const productSentences = longSentences(product);
    const shared = [...longSentences(service)].filter((s) => productSentences.has(s));
    // A sentence from a facts module may appear on both pages; copy written for a page may not.
    const factSentences = new Set(
      stringsOf([coolingOff, warranty, strataRecords, strataBond, strataLot, asbestos], '')
        .flatMap((c) => sentencesOf(c.text))
        .map(normalise),
    );
    expect(shared.filter((s) => !factSentences.has(s))).toEqual([]);
  });

  it('say the roof space and subfloor are inspected where accessible', () => {
    expect(hero.lead).toMatch(/roof space[^.]*subfloor[^.]*where accessible/i);
  });

  it('do not present the vendor report as an AS 4349.1 pre-purchase report', () => {
    const vendor = bySlug(allProducts, 'pre-sale-vendor-inspection');
    const text = JSON.stringify(vendor);
    expect(text).not.toMatch(/\bto AS 4349\.1\b|\ban AS 4349\.1 report\b/);
    expect(text).toMatch(/AS 4349\.1's scope|scope of AS 4349\.1/);
  });

  it('send unapproved work to the council for a building information certificate', () => {
    const compliance = bySlug(allServices, 'compliance-reports');
    const mentions = paragraphsOfRecord({ name: 'compliance', dated: false, value: compliance }).filter((p) =>
      /building information certificate/i.test(p.text),
    );
    expect(mentions.length).toBeGreaterThanOrEqual(2);
    // Every mention, here and on any other page, says only the council issues it.
    const wrong = matching(allParagraphs, /building information certificate/i).filter(
      (p) => !/only (?:the |your )?(?:local )?council|council alone/i.test(p),
    );
    expect(wrong).toEqual([]);
  });

  it('list the five stages, pre-plaster and fixing separate, fixing after the linings', () => {
    const progress = bySlug(allProducts, 'progress-stage-inspections');
    const stages = progress.whatIsIt.split('\n').filter((line) => line.startsWith('- '));
    expect(stages.map((line) => line.slice(2).split(':')[0])).toEqual([
      'Base or slab',
      'Frame',
      'Lock-up or enclosed',
      'Pre-plaster or pre-lining',
      'Fixing',
    ]);
    expect(stages.find((line) => line.startsWith('- Fixing'))).toMatch(/after the linings|once the linings/i);
  });
});

/**
 * The second expert read (issue 19): two critical, thirteen major and the minor defects, each corrected once
 * and checked here in every string of every record (the information pages included), so none comes back.
 */
describe('corrected claims from the second expert read', () => {
  const textOf = (value: unknown) =>
    stringsOf(value, '')
      .map((c) => c.text)
      .join('\n\n');

  it.each([
    ['a re-inspection item marked "fixed or not"', /fixed or not/i],
    ['"we work for you, not ..." as a policy nobody stated', /\bwe work for you, not\b/i],
    ['a call from us to talk the report through', /\bwe (?:will )?call (?:you )?to talk|\bcall you to talk/i],
    ['a report the seller must share with buyers', /report to share with buyers/i],
    ['the jargon "Strata Appendix B report"', /Strata Appendix B/],
    ['a stage "complete and properly done"', /properly done/i],
    ['"most buyers choose"', /most buyers choose/i],
    ['a Standard column saying "no standard is named"', /no standard is named/i],
    [
      'home building cover sent to Fair Trading',
      /Fair Trading[^.]*home building compensation|home building compensation[^.]*Fair Trading/i,
    ],
    ['"our reports" of every kind within 24 hours', /\bour reports arrive within 24 hours/i],
    ['storm preparation timed for summer', /before the summer storms/i],
    [
      'a strata records search called a strata report',
      /records search[^.]*(?:called|known as)[^.]*strata report/i,
    ],
  ])('never claims %s', (_name, pattern) => {
    expect(matching(allParagraphs, pattern)).toEqual([]);
  });

  it('say a re-inspection checks the visible repairs, never that it confirms them', () => {
    const aboutReinspection = /re-?inspections?\b|return visit|follow-up visit/i;
    const confirms = /\b(?:confirm|verif|make sure|ensure)\w*/i;
    const repairs = /\b(?:repair|fixed|rectif|work|done|defect)\w*/i;
    const card = productCards.find((c) => c.slug === 're-inspections-follow-ups')!;
    const product = bySlug(allProducts, 're-inspections-follow-ups');
    const own = new Set(stringsOf([card, product], '').flatMap((c) => sentencesOf(c.text)));
    const claims = allParagraphs.flatMap((p) =>
      sentencesOf(p.text)
        .filter((s) => aboutReinspection.test(s) || own.has(s))
        .filter((s) => confirms.test(s) && repairs.test(s) && !negated.test(s))
        .map((s) => `${p.where}: ${s}`),
    );
    expect(claims).toEqual([]);
    // What it does instead: each item marked as done, partly done or outstanding, as far as can be seen.
    expect(textOf(card)).toMatch(/done, partly done or outstanding/);
    expect(textOf(product)).toMatch(/done, partly done or outstanding/);
    expect(textOf(product)).toMatch(/as far as (?:can be|we can) see/);
  });

  it('price the specialised service as the brief does: thermal imaging as an add-on, or a quote', () => {
    const specialised = bySlug(allServices, 'specialised-inspections');
    const thermal = addOns.find((a) => a.slug === 'thermal-imaging-scan')!;
    expect(specialised.pricing.text).not.toMatch(/^From \$/);
    expect(specialised.pricing.text).toBe(
      `Thermal imaging from $${thermal.price} as an add-on, or a quote for a standalone inspection`,
    );
    // The $ in the text is an add-on's, not this service's own price: no machine-read offer.
    expect(serviceJsonLd(specialised, '/services/specialised-inspections').offers).toBeUndefined();
  });

  it("give the progress card the brief's exact price, and the form's option the same words", () => {
    const card = productCards.find((c) => c.slug === 'progress-stage-inspections')!;
    expect(formatHomePrice(card.price)).toBe('Contact for Quote (5 stage options)');
    expect(serviceOptions.find((o) => o.slug === 'progress-stage-inspections')!.label).toBe(
      'Progress / Stage Inspections - Contact for Quote (5 stage options)',
    );
  });

  it('offer five stages nowhere six, and send practical completion to the handover inspection', () => {
    expect(
      matching(allParagraphs, /\bsix\b[^.]*\bstages?\b|\bstages?\b[^.]*\bsix\b|\b6 stages\b|all six\b/i),
    ).toEqual([]);
    const progress = bySlug(allProducts, 'progress-stage-inspections');
    const stages = progress.whatIsIt.split('\n').filter((line) => line.startsWith('- '));
    expect(stages).toHaveLength(5);
    expect(textOf(progress)).not.toMatch(/practical completion is your last look|from slab to practical/i);
    const handover = productCatalog.find((p) => p.slug === 'handover-practical-completion-inspection')!;
    expect(progress.whatIsIt).toContain(handover.title);
  });

  it('answer that a strata inspection is not a strata records search, and say what each covers', () => {
    const strata = bySlug(allProducts, 'strata-multi-unit-inspections');
    const faq = strata.faq.find((f) => /strata records search\?$/i.test(f.question));
    expect(faq?.question).toMatch(/^Is this the same as a strata records search\?$/);
    expect(faq?.answer).toMatch(/^No\./);
    expect(faq?.answer).toMatch(/records/);
    expect(faq?.answer).toMatch(/inspection/);
  });

  it('name auctions, the 66W waiver and off-the-plan contracts on every page that gives the cooling-off period', () => {
    const givesPeriod = new RegExp(
      `\\b${coolingOff.businessDays}[- ]business[- ]days?\\b[^.]*cooling-off|cooling-off[^.]*\\b${coolingOff.businessDays}[- ]business[- ]days?\\b`,
      'i',
    );
    const pages = copyRecords.filter((r) => r.name !== 'home productCards');
    const giving = pages.filter((r) => paragraphsOfRecord(r).some((p) => givesPeriod.test(p.text)));
    expect(giving.length).toBeGreaterThan(5);
    const missing = giving.flatMap((r) => {
      const text = textOf(r.value);
      return [
        /auction/i.test(text) ? null : `${r.name}: no word on auctions`,
        /66W/.test(text) ? null : `${r.name}: no word on the 66W waiver`,
        text.includes(`${coolingOff.offThePlanBusinessDays} business days`) &&
        /off[- ]the[- ]plan/i.test(text)
          ? null
          : `${r.name}: no word on the off-the-plan period`,
      ].filter(Boolean);
    });
    expect(missing).toEqual([]);
    // The home card that times the report against cooling-off names auctions beside it.
    const fast = about.sellingPoints.find((s) => /cooling-off/i.test(s.description));
    if (fast) expect(fast.description).toMatch(/auction/i);
  });

  it('sell thermal imaging and moisture testing as two different pieces of work', () => {
    const description = (slug: string) => addOns.find((a) => a.slug === slug)!.description;
    const thermal = description('thermal-imaging-scan');
    const moisture = description('moisture-testing');
    expect(thermal).toMatch(/camera/i);
    // The meter is a spot-check, and only where the camera has flagged something.
    expect(thermal).toMatch(/only where the camera/i);
    expect(moisture).toMatch(/wet areas/i);
    expect(moisture).toMatch(/window/i);
    expect(moisture).toMatch(/base of (?:the )?walls|wall bases/i);
    expect(moisture).not.toMatch(/thermal|camera/i);
    const specialised = bySlug(allServices, 'specialised-inspections');
    const moistureLine = specialised.included.find((line) => /^Moisture testing/.test(line))!;
    expect(moistureLine).not.toMatch(/thermal|camera|flagged/i);
  });

  it("name the timber pest inspector's qualification and licence wherever building and pest is sold", () => {
    const { qualification, licence } = business.credentials.pestInspector;
    for (const sold of [
      bySlug(allProducts, 'pre-purchase-building-pest-inspection'),
      bySlug(allServices, 'pre-purchase-inspections'),
    ]) {
      const text = textOf(sold);
      expect(text, sold.slug).toMatch(/timber pest competency/);
      expect(text, sold.slug).toContain(qualification);
      expect(text, sold.slug).toContain(licence);
    }
  });

  it('state a firmer independence policy only once the business has confirmed it', () => {
    const policy = /referral fees?/i;
    const confirmed = business.decisions.independencePolicy === 'confirmed';
    expect(matching(allParagraphs, policy).length > 0).toBe(confirmed);
    expect(independenceDescription('not-stated')).not.toMatch(policy);
    expect(independenceDescription('not-stated')).toMatch(/written for the client who books/);
    expect(independenceDescription('confirmed')).toMatch(policy);
  });

  it('point to NCAT Procedural Direction 3 wherever a page offers a report for a dispute', () => {
    const disputeUse =
      /\breport\b[^.?]*\b(?:NCAT|tribunal|court|proceedings|dispute)\b|\b(?:NCAT|tribunal|court|dispute)\b[^.?]*\breport\b/i;
    // A question and its answer are read together; every other string paragraph by paragraph.
    const units = copyRecords.flatMap((r): CopyString[] => {
      const value = r.value as { faq?: { question: string; answer: string }[] };
      if (!value || typeof value !== 'object' || !Array.isArray(value.faq)) return paragraphsOfRecord(r);
      const faq = value.faq.map((f, i) => ({
        where: `${r.name}.faq.${i}`,
        text: `${f.question} ${f.answer}`,
      }));
      return [...paragraphsOfRecord({ ...r, value: { ...value, faq: [] } }), ...faq];
    });
    const offering = units.filter((u) => sentencesOf(u.text).some((s) => disputeUse.test(s)));
    expect(offering.length).toBeGreaterThan(1);
    const missing = offering
      .filter((u) => !/Procedural Direction 3/.test(u.text))
      .map((u) => `${u.where}: ${u.text}`);
    expect(missing).toEqual([]);
  });

  it('give the accessibility statement the notice durations the code uses', () => {
    const known = accessibilityPage.sections.find((s) => s.id === 'known-limits')!.body;
    const seconds = [...known.matchAll(/(\d+) seconds/g)].map((m) => Number(m[1]));
    expect(seconds.sort((a, b) => a - b)).toEqual(
      Object.values(noticeDurations)
        .map((ms) => ms / 1000)
        .sort((a, b) => a - b),
    );
  });

  it('keep the closing pricing note in one shared place, saying GST only as the business decides', () => {
    const repeated = [...allProducts, ...allServices].flatMap((r) =>
      stringsOf({ ...r.pricing, text: undefined }, `${r.slug} pricing`)
        .filter((c) => /deposit|size, location and complexity|GST/i.test(c.text))
        .map((c) => `${c.where}: ${c.text}`),
    );
    expect(repeated).toEqual([]);
    expect(pricingNote).toBe(pricingNoteFor(business.decisions.pricesIncludeGst));
    expect(pricingNote).toMatch(/deposit secures/);
  });

  it('give each article a related link title that is the title of the page it links to', () => {
    const titles = new Map<string, string>([
      ...allArticles.map((a) => [`/knowledge/${a.kind}/${a.slug}`, a.title] as const),
      ...productCatalog.map((p) => [`/products/${p.slug}`, p.title] as const),
      ...serviceCatalog.map((s) => [`/services/${s.slug}`, s.title] as const),
    ]);
    const wrong = allArticles.flatMap((a) =>
      a.relatedLinks.internal
        .filter((link) => titles.has(link.url) && titles.get(link.url) !== link.title)
        .map((link) => `${a.slug}: '${link.title}' for '${titles.get(link.url)}'`),
    );
    expect(wrong).toEqual([]);
  });

  it('title no list "Top N" when its intro says it is not a ranking', () => {
    const wrong = allArticles
      .filter((a) => /not a ranking/i.test(a.content.intro) && /\btop\s+(?:\d+|ten)\b/i.test(a.title))
      .map((a) => a.title);
    expect(wrong).toEqual([]);
  });

  it('time storm preparation for spring, when storm season starts in Sydney', () => {
    const seasonal = allArticles.find((a) => a.slug === 'seasonal-property-maintenance-guide-australia')!;
    const section = (season: string) =>
      seasonal.content.sections.find((s) => s.heading.startsWith(season))!.content;
    expect(section('Summer')).not.toMatch(/before storm season|storm prep/i);
    expect(section('Spring')).toMatch(/storm season/i);
  });

  it('never present a handover inspection as an AS 4349.1 inspection', () => {
    const wrong = allParagraphs
      // 'pre-purchase inspections to AS 4349.1' beside a handover inspection is fine; 'inspections to
      // AS 4349.1' offered for both is not.
      .filter(
        (p) => /\bhandover\b/i.test(p.text) && /(?<!pre-purchase )inspections? to AS 4349\.1/i.test(p.text),
      )
      .map((p) => `${p.where}: ${p.text}`);
    expect(wrong).toEqual([]);
  });

  it('date the strata reforms on an undated page instead of calling them recent', () => {
    expect(matching(undatedParagraphs, /changed recently|recent(?:ly)? (?:changes|reforms)/i)).toEqual([]);
  });

  it('use ACMA fiction ranges for the example phone numbers in the form hints', () => {
    const hints = bookingFields.flatMap((f) => (f.hint && /\d{3}/.test(f.hint) ? [f.hint] : []));
    expect(hints.length).toBeGreaterThan(0);
    for (const hint of hints) {
      const numbers = hint.match(/\(?0\d\)?[\d ]{8,11}\d/g) ?? [];
      expect(numbers.length, hint).toBeGreaterThan(0);
      for (const number of numbers) {
        const digits = number.replace(/\D/g, '');
        // Mobiles 0491 570 xxx to 0491 579 xxx, and (0x) 5550 xxxx or (0x) 7010 xxxx landlines.
        expect(digits, hint).toMatch(/^049157\d{4}$|^0[2378](?:5550|7010)\d{4}$/);
      }
    }
  });

  it('close each product page with a singular "Book a ..." heading, never a lower-cased plural title', () => {
    for (const product of allProducts) {
      expect(product.bookHeading, product.slug).toMatch(/^Book an? [a-z]/);
      expect(product.bookHeading, product.slug).not.toMatch(/\/|s$/);
      const article = /^Book (an?) (\w)/.exec(product.bookHeading)!;
      expect(article[1], product.slug).toBe(/[aeiou]/.test(article[2]!) ? 'an' : 'a');
    }
  });
});

/**
 * The third expert read (issue 29): one critical, four major and fifteen minor defects, each corrected once
 * and checked here in every string of every record, so none comes back.
 */
describe('corrected claims from the third expert read (issue 29)', () => {
  const textOf = (value: unknown) =>
    stringsOf(value, '')
      .map((c) => plainText(c.text))
      .join('\n\n');
  const sentences = (paragraphs: CopyString[]) =>
    paragraphs.flatMap((p) => sentencesOf(plainText(p.text)).map((s) => ({ where: p.where, s })));
  const allSentences = sentences(allParagraphs);
  const article = (slug: string) => bySlug(allArticles, slug);
  const recordNamed = (name: string) => copyRecords.find((r) => r.name === name)!;

  it('C1: never gives the subfloor the roof-space crawl space, or calls the access limits anything but the standard', () => {
    expect(matching(allParagraphs, /subfloor[^.]*600 ?x ?600|600 ?x ?600[^.]*subfloor/i)).toEqual([]);
    expect(
      matching(
        allParagraphs,
        /(?:industry|inspection) (?:terms|rules of thumb)|rules of thumb used in inspection|not figures taken from the standard|inspection terms commonly/i,
      ),
    ).toEqual([]);
    // Every access figure on the site is one of the standard's, given where the standard is named.
    const figures = new Set(
      [
        ...Object.values(reasonableAccess.roofSpace),
        ...Object.values(reasonableAccess.subfloor),
        reasonableAccess.roofExterior,
      ].flatMap((v) => v.match(/\d+(?: x \d+)? ?m?m/g) ?? []),
    );
    // Read field by field: a list of figures is one paragraph, its source the paragraph before it.
    const giving = copyRecords
      .flatMap((r) => stringsOf(r.value, r.name))
      .filter((c) => /\b\d{3} ?x ?\d{3} ?mm\b/.test(c.text));
    expect(giving.length).toBeGreaterThan(0);
    for (const c of giving) {
      for (const figure of c.text.match(/\b\d{3} ?x ?\d{3} ?mm\b/g)!) {
        expect(figures.has(figure), `${c.where}: ${figure}`).toBe(true);
      }
      expect(c.text, c.where).toMatch(/AS 4349\.1[^.]*reasonable-access table/);
    }
    // The subfloor's own figures are given on the page that explains the limits.
    expect(textOf(article('complete-guide-pre-purchase-building-inspections'))).toContain(
      reasonableAccess.subfloor.opening,
    );
  });

  it('M1: never sends a buyer of a building with decennial liability insurance to look for defect reports', () => {
    expect(strataBond.insuranceSentence).toMatch(/exempt from the bond and from both defect inspections/);
    const wrong = allParagraphs
      .filter((p) => /decennial/i.test(p.text))
      .filter((p) => !/exempt/i.test(p.text))
      .map((p) => `${p.where}: ${p.text}`);
    expect(wrong).toEqual([]);
    expect(
      matching(allParagraphs, /gets two (?:defect )?inspections|takes out decennial[^.]*instead/i),
    ).toEqual([]);
    // Advice to read the scheme's reports comes with the exemption beside it.
    const advice = allParagraphs.filter((p) =>
      /ask (?:for|whether) (?:those|the scheme's|its) (?:defect )?reports|reports from the scheme|scheme's (?:defect )?reports/i.test(
        p.text,
      ),
    );
    expect(advice.filter((p) => !/decennial|exempt/i.test(p.text)).map((p) => p.where)).toEqual([]);
  });

  it('M2: claims no AS 4349.0 or "special-purpose" report', () => {
    expect(matching(allParagraphs, /AS 4349\.0|special-purpose report/i)).toEqual([]);
  });

  it('M3: tells visitors to the services without an inspection of their own how to ask through the form', () => {
    const formless = allServices.filter((s) => s.bookingProduct === null);
    expect(formless.length).toBe(3);
    for (const service of formless) {
      const mentions = stringsOf(service, service.slug)
        .flatMap((c) => sentencesOf(plainText(c.text)).map((s) => `${c.where}: ${s}`))
        .filter((s) => /booking form/i.test(s));
      expect(mentions.length, service.slug).toBeGreaterThan(0);
      for (const mention of mentions)
        expect(mention).toContain(quoteThroughForm.split(': ')[1]!.slice(0, 40));
    }
  });

  it('M4: sells add-ons as added, and promises their findings in the report, not within 24 hours', () => {
    const addOnWords =
      /thermal imaging|thermal camera|moisture testing|add-on|mould (?:or asbestos )?visual check/i;
    const wrong = allSentences
      .filter(({ s }) => addOnWords.test(s) && /24 hours/.test(s) && !/standalone|on its own/i.test(s))
      .map(({ where, s }) => `${where}: ${s}`);
    expect(wrong).toEqual([]);
    // "Our licensed builders use two tools" read as if every inspection included them.
    const included = allSentences
      .filter(({ s }) =>
        /^(?:Our licensed builders|We) use (?:two tools|the camera|a thermal|thermal)/i.test(s),
      )
      .map(({ where, s }) => `${where}: ${s}`);
    expect(included).toEqual([]);
    for (const slug of [
      'detecting-moisture-mould-problems',
      'thermal-imaging-technology-building-inspections',
    ]) {
      expect(textOf(article(slug)), slug).toMatch(/\b(?:when|if) you add\b/i);
      expect(textOf(article(slug)), slug).toMatch(/in the same report as your inspection/);
    }
  });

  it('minor 1: says the bond is released after the final report, never held for a set time', () => {
    expect(matching(allParagraphs, /held for about|bond is held|about (?:2|two) years/i)).toEqual([]);
    expect(strataBond.inspectionsSentence).toMatch(/released after the final inspection report/);
    expect(strataBond.schemeSentence).toMatch(/before the occupation certificate/);
  });

  it('minor 2: dates what may go stale: an "as at" line on the reform news and the strata reforms answer', () => {
    expect(
      matching(
        allParagraphs,
        /still in the pipeline|flagged more changes|what's still coming|planned for 2026/i,
      ),
    ).toEqual([]);
    for (const slug of [
      'new-nsw-building-regulations-2025',
      'sustainable-building-practices-australia-2025',
    ]) {
      const news = article(slug);
      expect(news.content.intro, slug).toContain(`as at ${formatDate(news.date)}`);
    }
    const strata = bySlug(allServices, 'strata-reports');
    const reforms = strata.faq.find((f) => /2025/.test(f.question))!;
    // Issue 42 (minor 15): the answer gives the stages as history, with no "as at" of its own to go stale,
    // and sends the reader to check the current position.
    expect(reforms.answer).not.toMatch(/\bas at\b/i);
    expect(reforms.answer).toMatch(/may have changed since[^.]*check the current position/);
  });

  it('minor 3: gives every article a banner for a relevant inspection, under its own booking heading', () => {
    for (const a of allArticles) {
      if ('product' in a.booking) {
        expect(
          productCatalog.map((p) => p.slug),
          a.slug,
        ).toContain(a.booking.product);
      } else {
        // Only a service the form has no inspection for is offered by name.
        expect(bySlug(allServices, a.booking.service).bookingProduct, a.slug).toBeNull();
      }
    }
    expect(article('seasonal-property-maintenance-guide-australia').booking).toEqual({
      service: 'maintenance-assessments',
    });
    for (const product of allProducts) {
      expect(product.bookHeading).toBe(productCatalog.find((p) => p.slug === product.slug)!.bookHeading);
    }
  });

  it('minor 4: never says every inspector is a licensed builder (the pest part has its own inspector)', () => {
    expect(
      matching(
        allParagraphs,
        /every (?:one of our )?inspectors?\b[^.]*licensed builder|(?:all (?:of )?)?our inspectors are licensed builders|every inspector on our team|every (?:one of our )?inspections?(?: we carry out)? is (?:carried out|done) by a licensed builder|every inspection is carried out by a licensed builder/i,
      ),
    ).toEqual([]);
  });

  it('minor 5: states GST, a written agreement, expert-evidence reports and indemnity cover only once confirmed', () => {
    const { pricesIncludeGst, writtenAgreement, expertEvidenceReports, professionalIndemnity } =
      business.decisions;
    expect(/GST/.test(pricingNote)).toBe(pricesIncludeGst === 'confirmed');
    expect(pricingNoteFor('not-stated')).not.toMatch(/GST/);
    expect(pricingNoteFor('confirmed')).toMatch(/^Prices include GST\./);
    expect(matching(allParagraphs, /\bGST\b/).length > 0).toBe(pricesIncludeGst === 'confirmed');

    const agreement = /pre-inspection agreement|written agreement/i;
    expect(agreement.test(textOf(bookingProcessPage))).toBe(writtenAgreement === 'confirmed');
    expect(textOf(bookingProcessPageFor('not-stated'))).not.toMatch(agreement);
    expect(textOf(bookingProcessPageFor('confirmed'))).toMatch(agreement);

    expect(matching(allParagraphs, /borescope/i)).toEqual([]);

    const offers = /ask us for a report prepared to/i;
    expect(offers.test(expertEvidence.sentence)).toBe(expertEvidenceReports === 'confirmed');
    expect(expertEvidenceFor('not-stated').sentence).not.toMatch(/ask (?:us )?for a report/i);
    expect(expertEvidenceFor('confirmed').sentence).toMatch(offers);
    expect(expertEvidenceFor('not-stated').ask).not.toMatch(/ask us/);
    // No page offers such a report in its own words either.
    expect(matching(allParagraphs, /ask us for a report prepared to/i).length > 0).toBe(
      expertEvidenceReports === 'confirmed',
    );

    const holds = /we hold professional indemnity/i;
    expect(matching(allParagraphs, holds).length > 0).toBe(professionalIndemnity === 'confirmed');
    // Otherwise the cover is only something to ask any inspector about.
    const stated = allSentences.filter(({ s }) => /professional indemnity/i.test(s) && !s.endsWith('?'));
    expect(stated.length > 0).toBe(professionalIndemnity === 'confirmed');
  });

  it('minor 6: gives every bare product-page price the same guide-price note', () => {
    const bare = allProducts.filter((p) => /^\$\d+$/.test(p.pricing.text));
    expect(bare.length).toBeGreaterThan(4);
    for (const product of bare) expect(product.pricing.detail, product.slug).toBe(guidePriceNote);
    const otherGuides = allProducts
      .filter((p) => !bare.includes(p))
      .filter((p) => /guide price/i.test(p.pricing.detail ?? ''));
    expect(otherGuides.map((p) => p.slug)).toEqual([]);
  });

  it('minor 7: never sends a re-inspection to an area that could not be reached', () => {
    expect(
      matching(
        allParagraphs,
        /better access[^.]*re-inspection|re-inspection of that area|access[^.]*and a re-inspection/i,
      ),
    ).toEqual([]);
  });

  it('minor 8: tidies cooling-off: before you sign, 0.25%, no off-the-plan aside for vendors, "given" a 66W', () => {
    // Where a paragraph covers buying after a property is passed in, the deadline is signing, not bidding.
    const beforeBid = allParagraphs
      .filter((p) => /passed in/i.test(p.text))
      .flatMap((p) =>
        sentencesOf(plainText(p.text))
          .filter((s) => /before you bid\.?$/i.test(s))
          .map((s) => `${p.where}: ${s}`),
      );
    expect(beforeBid).toEqual([]);
    expect(matching(allParagraphs, /small part of the price/i)).toEqual([]);
    expect(textOf(article('preparing-property-for-sale-inspection'))).not.toMatch(/off[- ]the[- ]plan/i);
    expect(matching(allParagraphs, /raised? (?:a |the )?(?:section )?66W/i)).toEqual([]);
  });

  it('minor 9: describes the common property a strata inspection covers one way: readily visible from the lot', () => {
    const scope = allSentences.filter(
      ({ s }) =>
        /common property/i.test(s) &&
        /\b(?:visible|in view|readily reached|can be reached|if any|can see|we see)\b/i.test(s) &&
        !/records/i.test(s),
    );
    expect(scope.length).toBeGreaterThan(3);
    expect(
      scope.filter(({ s }) => !/readily visible/i.test(s)).map(({ where, s }) => `${where}: ${s}`),
    ).toEqual([]);
  });

  it('minor 10: promises a vendor no quiet negotiation, and sharing the report only with legal advice', () => {
    expect(
      matching(allParagraphs, /catch you off guard|fewer surprises|nothing in it should|no surprises in/i),
    ).toEqual([]);
    const card = productCards.find((c) => c.slug === 'pre-sale-vendor-inspection')!;
    const share = card.features.find((f) => /buyers see it/i.test(f));
    if (share) expect(share).toMatch(/solicitor's advice/);
  });

  it('minor 11: serves off-the-plan buyers on the handover page, as the comparison page promises', () => {
    const handover = bySlug(allProducts, 'handover-practical-completion-inspection');
    expect(textOf(handover)).toMatch(/off[- ]the[- ]plan/i);
    expect(textOf(handover)).toMatch(/developer/i);
    const row = inspectionsPage.rows.find((r) => r.slug === handover.slug)!;
    expect(row.whoFor).toMatch(/off the plan/i);
    expect(matching(allParagraphs, /first-time builder/i)).toEqual([]);
  });

  it('minor 12: gives one answer to how often to have a timber pest inspection', () => {
    const howOften = allSentences.filter(({ s }) => /how often/i.test(s) && /pest|termite/i.test(s));
    expect(howOften.length).toBeGreaterThan(0);
    expect(
      howOften.filter(({ s }) => s !== termites.frequencySentence).map(({ where, s }) => `${where}: ${s}`),
    ).toEqual([]);
  });

  it('minor 13: links NCAT wherever it is named, and links only the official sources it lists', () => {
    const naming = copyRecords.filter((r) =>
      /\bNCAT\b|Civil and Administrative Tribunal/.test(textOf(r.value)),
    );
    expect(naming.length).toBeGreaterThan(0);
    const unlinked = naming
      .filter((r) => !(JSON.stringify(r.value) ?? '').includes(sources.ncat.url))
      .map((r) => r.name);
    expect(unlinked).toEqual([]);
    const allowed = new Set<string>(Object.values(sources).map((s) => s.url));
    const outside = copyRecords.flatMap((r) =>
      [...(JSON.stringify(r.value) ?? '').matchAll(/https:\/\/[^\s"')\]]+/g)]
        .map((m) => m[0])
        .filter((url) => !allowed.has(url))
        .map((url) => `${r.name}: ${url}`),
    );
    expect(outside).toEqual([]);
    const market = article('sydney-property-market-trends-february-2025');
    const linked = JSON.stringify(market);
    for (const source of [sources.rba, sources.abs, sources.valuerGeneral]) {
      expect(linked, source.title).toContain(source.url);
    }
  });

  it('minor 14: keeps the house style: "email", en dashes in ranges, and no odd phrasing', () => {
    expect(matching(allParagraphs, /\be-mail\b/i)).toEqual([]);
    expect(
      matching(
        allParagraphs,
        /\b\d+-\d+ (?:hours?|months?|storeys|business days|days|years|stages)\b|\b\d+-\d+ ?(?:m|mm)\b/,
      ),
    ).toEqual([]);
    expect(matching(allParagraphs, /years of Sydney's weather/i)).toEqual([]);
  });

  it('minor 15: promises the building and pest card a fuller picture, not the full picture', () => {
    const card = productCards.find((c) => c.slug === 'pre-purchase-building-pest-inspection')!;
    expect(card.description).not.toMatch(/the full picture/i);
    expect(card.description).toMatch(/a fuller picture/);
    expect(recordNamed('home productCards')).toBeDefined();
  });
});
