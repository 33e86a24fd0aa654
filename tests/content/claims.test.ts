import { describe, expect, it } from 'vitest';
import { addOns } from '../../src/content/add-ons';
import { allProducts, allServices } from '../../src/content/all-content';
import { asbestos } from '../../src/content/facts/asbestos';
import { coolingOff } from '../../src/content/facts/cooling-off';
import { strataBond } from '../../src/content/facts/strata-bond';
import { strataRecords } from '../../src/content/facts/strata-records';
import { warranty } from '../../src/content/facts/warranty';
import { hero } from '../../src/content/home';
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
      stringsOf([coolingOff, warranty, strataRecords, strataBond, asbestos], '')
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

  it('list pre-plaster and fixing as separate stages, fixing after the linings', () => {
    const progress = bySlug(allProducts, 'progress-stage-inspections');
    const stages = progress.whatIsIt.split('\n').filter((line) => line.startsWith('- '));
    expect(stages.map((line) => line.slice(2).split(':')[0])).toEqual([
      'Base or slab',
      'Frame',
      'Lock-up or enclosed',
      'Pre-plaster or pre-lining',
      'Fixing',
      'Practical completion',
    ]);
    expect(stages.find((line) => line.startsWith('- Fixing'))).toMatch(/after the linings|once the linings/i);
  });

  it('price the specialised service from the cheapest add-on it offers', () => {
    const specialised = bySlug(allServices, 'specialised-inspections');
    const from = Number(/\$(\d+)/.exec(specialised.pricing.text)?.[1]);
    expect(from).toBe(Math.min(...addOns.map((a) => a.price)));
  });
});
