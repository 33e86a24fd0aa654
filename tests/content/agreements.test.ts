// @vitest-environment node
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { runLaunchCheck } from '../../scripts/lib/launch-check';
import { addOns } from '../../src/content/add-ons';
import {
  agreementDigest,
  agreementFor,
  agreementText,
  agreementVersions,
  versionLine,
} from '../../src/content/agreements/agreement';
import { MAIN_POINTS_HEADING, MAIN_POINTS_NOTE } from '../../src/content/agreements/main-points';
import { agreementByProduct, agreementChoiceFor } from '../../src/content/agreements/by-product';
import {
  agreementKinds,
  agreementSectionIds,
  type AgreementFill,
  type AgreementKind,
} from '../../src/content/agreements/types';
import { business } from '../../src/content/business';
import { clientFacing } from '../../src/content/stand-ins';
import { consumerLaw, excludesConsumerGuarantees } from '../../src/content/facts/consumer-law';
import { reasonableAccess } from '../../src/content/facts/reasonable-access';
import { strataLot } from '../../src/content/facts/strata-lot';
import { asbestos } from '../../src/content/facts/asbestos';
import { mouldCheck } from '../../src/content/agreements/common';
import { termites } from '../../src/content/facts/termites';
import { sources } from '../../src/content/sources';
import { serviceOptions } from '../../src/domain/booking/options';
import { retentionPeriod } from '../../src/lib/format';
import { agreementChoices, choiceName, sampleAgreements, sampleFill } from './agreement-samples';

/**
 * The pre-inspection agreement's text (issue 40, part 1). The law in it is also read by the content tests
 * that read all the site's copy (claims.test.ts and the rest take the agreements from content-strings.ts);
 * these check what is the agreement's own: its sections, its figures and facts, the consumer guarantees, the
 * stand-ins check:launch lists, the map from the booking form, and a text that hashes the same every time.
 */

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** Each agreement's plain text, for a sample booking. */
const texts = sampleAgreements.map(({ name, agreement }) => ({ name, text: agreement.text }));

/**
 * THE recorded hashes: the SHA-256 of each agreement's text for `hashFill`, under the version it was
 * recorded for. A booking's acceptance names a version, so a released version's text must never change: when an
 * agreement's text changes (its wording, a fact it quotes, or a term in business.ts), change its kind's
 * version in src/content/agreements/<kind>.ts, then record the new hashes here, as the failure says.
 */
const recordedHashes: Record<string, string> = {
  'building-2026-12-06 building house': '0d880bf9e3650c061311a45a2f1d80ba4df55e6062ac14f06de4244384cdf381',
  'building-2026-12-06 building strata-lot':
    '7e8b9c80744b2aa894f80f4964b340b78f43485b36fdacd9133bca953e0bd32c',
  'building-and-pest-2026-12-06 building-and-pest house':
    '7777686c210cb85337943df49ada4755c353a817d74735a323a69c7f5b48b94f',
  'building-and-pest-2026-12-06 building-and-pest strata-lot':
    '7e428f9f4760b2512b1cb5129f576ac9b9147ab2c5925dda4d206ebf37987eb8',
  'timber-pest-2026-12-06 timber-pest': 'ed3f5a08e60111cf7d06f3c59e5e679b9914f39ea9c302c85a12eb03729b7114',
  'general-2026-12-06 general pre-sale-vendor-inspection':
    'a449b5567f4261c87e7d907231e1a41403a49cfc8d2c636c974a349938a1126b',
  'general-2026-12-06 general progress-stage-inspections':
    '2cd3b378c9b2c8cea3c9a27c9c6c3817eb34c845bdd749c7405bd9e4328c97b9',
  'general-2026-12-06 general handover-practical-completion-inspection':
    '6df79571aba6e3d33aeda2af1f10252dba74dcefd6e4d1be83a748c8a923a453',
  'general-2026-12-06 general invasive-detailed-defect-inspection':
    'f9fc5daf70d87113f9134b2f29b0251b5197305526eb507355e8aa60c704bda0',
  'general-2026-12-06 general dilapidation-reports':
    '6a16ea4ac46127963e49a458a226bda6eabce854a9b89b41014c9188623b9d4e',
  'general-2026-12-06 general re-inspections-follow-ups':
    '659905a3099de7a0ec8a720530ebd15b77403054769a51a5648dc6f947f02922',
  'general-2026-12-06 general strata-common-property':
    'b4d20ccd65053e73d06f4c9bd1219b79f49e9d38c6802e98281c03087b3fa367',
};

/** A fixed booking for the hashes: no value from the catalog or business.ts, so only the text's own words count. */
const hashFill: AgreementFill = {
  businessName: 'Sample Business',
  clientName: 'Sample Client',
  propertyAddress: '1 Sample Street, Sampleton NSW 2000',
  inspectionTitle: 'Sample Inspection',
  addOns: ['Sample Add-on'],
  priceText: '$100',
};

const kindFile: Record<AgreementKind, string> = {
  building: 'building.ts',
  'timber-pest': 'timber-pest.ts',
  'building-and-pest': 'building-and-pest.ts',
  general: 'general.ts',
};

describe('the pre-inspection agreements (issue 40)', () => {
  it('give every kind, in each of its scopes, every section in order, each with a heading and content', () => {
    expect(new Set(agreementChoices.map((c) => c.kind))).toEqual(new Set(agreementKinds));
    for (const { name, agreement } of sampleAgreements) {
      expect(
        agreement.sections.map((s) => s.id),
        name,
      ).toEqual([...agreementSectionIds]);
      for (const s of agreement.sections) {
        expect(s.heading.trim(), `${name} ${s.id}`).not.toBe('');
        expect(s.blocks.length, `${name} ${s.id}`).toBeGreaterThan(0);
        for (const block of s.blocks) {
          const parts = block.type === 'paragraph' ? [block.text] : block.items;
          expect(parts.length, `${name} ${s.id}`).toBeGreaterThan(0);
          for (const part of parts) expect(part.trim(), `${name} ${s.id}`).not.toBe('');
        }
      }
    }
  });

  it('map every inspection the booking form offers to an agreement, and only a pre-purchase inspection to AS 4349.1', () => {
    for (const option of serviceOptions) {
      const choice = agreementChoiceFor(option.slug);
      expect(choice, option.slug).not.toBeNull();
      expect(agreementKinds, option.slug).toContain(choice!.kind);
      // The AS 4349.1 agreements make the buyer the client; the catalog says which inspections are a buyer's.
      expect(['building', 'building-and-pest'].includes(choice!.kind), option.slug).toBe(option.forBuyer);
      const agreement = agreementFor(choice!, { ...sampleFill, inspectionTitle: option.title });
      expect(agreement.text, option.slug).toContain(`You have booked: ${option.title}.`);
    }
    expect(Object.keys(agreementByProduct).sort()).toEqual(serviceOptions.map((o) => o.slug).sort());
    expect(agreementChoiceFor('compliance-reports')).toBeNull();
    expect(agreementChoiceFor('toString')).toBeNull();
  });

  it('render deterministically: the same booking gives the same text, however its values are spaced', () => {
    for (const choice of agreementChoices) {
      const once = agreementFor(choice, sampleFill);
      const again = agreementFor(choice, { ...sampleFill });
      const spaced = agreementFor(choice, {
        ...sampleFill,
        clientName: `  ${sampleFill.clientName!.replace(' ', ' \r\n ')}  `,
        propertyAddress: sampleFill.propertyAddress.replace(/ /g, '  '),
      });
      expect(again.text, choiceName(choice)).toBe(once.text);
      expect(spaced.text, choiceName(choice)).toBe(once.text);
      expect(once.text, choiceName(choice)).toBe(once.text.normalize('NFC'));
      expect(once.text).toMatch(/[^\n]\n$/);
      expect(once.text).not.toMatch(/\r|[ \t]$|\n\n\n/m);
      // Issue 55: the version once, by its date, then the main points, inside the text.
      const points = once.mainPoints.map((point) => `- ${point}`).join('\n');
      expect(
        once.text.startsWith(
          `${once.title}\n${versionLine(once.version)}\n\n${MAIN_POINTS_HEADING}\n\n${points}\n\n` +
            `${MAIN_POINTS_NOTE}\n\n1. `,
        ),
        choiceName(choice),
      ).toBe(true);
    }
  });

  it('keep the date and arrival window out of the text: a booking moved to another time gives the same text', () => {
    for (const choice of agreementChoices) {
      const moved = { ...sampleFill, date: '2026-12-01', window: '8–10 am', time: 'Morning' };
      expect(agreementFor(choice, moved).text).toBe(agreementFor(choice, sampleFill).text);
      const body = agreementFor(choice, sampleFill).text.replace(/^Version of .*$/m, '');
      expect(body, choiceName(choice)).not.toMatch(
        /\b\d{4}-\d{2}-\d{2}\b|\b(?:January|February|March|April|May|June|July|August|September|October|November|December|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b|\b\d{1,2}(?::\d{2})? ?(?:am|pm)\b/,
      );
    }
  });

  it("change with what the client agrees to: the inspection, an add-on, the price, the client's name", () => {
    const base = agreementText('building', sampleFill).text;
    for (const change of [
      { inspectionTitle: 'Strata / Multi-Unit Inspections' },
      { addOns: [] },
      { priceText: '$999' },
      { clientName: 'Sam Citizen' },
      { property: 'strata-lot' as const },
    ]) {
      expect(agreementText('building', { ...sampleFill, ...change }).text, JSON.stringify(change)).not.toBe(
        base,
      );
    }
  });

  it('turn a typed bracket into a parenthesis, so a booking value never forms a link or a stand-in', () => {
    const agreement = agreementText('general', {
      ...sampleFill,
      service: 'dilapidation-reports',
      clientName: '[Click here](https://evil.example/)',
      propertyAddress: '[the address]',
    });
    const parties = agreement.sections[0]!.blocks[0]!;
    expect(parties.type === 'paragraph' && parties.text).toContain('(Click here)(https://evil.example/)');
    expect(agreement.text).not.toContain('[Click here]');
    expect(agreement.text).toContain('The property is (the address).');
  });

  it('write an outside link with its address in the plain text, and a page of this site as its words', () => {
    const { text, sections } = agreementText('timber-pest', sampleFill);
    expect(JSON.stringify(sections)).toContain('[privacy policy](/privacy)');
    expect(text).toContain('as our privacy policy explains');
    expect(text).toContain(`NCAT (${sources.ncat.url})`);
    expect(text).toContain(`NSW Fair Trading (${sources.fairTrading.url})`);
    expect(text).not.toMatch(/\]\(/);
  });

  it("digest the text as SHA-256 of its UTF-8 bytes, in the browser's Web Crypto as in Node", async () => {
    const { text } = agreementText('building-and-pest', sampleFill);
    expect(text).toContain('–');
    expect(await agreementDigest(text)).toBe(sha256(text));
  });

  it('with the mould check added, no kind says mould is outside the inspection (issue 55)', () => {
    const withCheck = { ...sampleFill, addOns: [mouldCheck.title] };
    for (const choice of agreementChoices) {
      const plain = agreementFor(choice, sampleFill).text;
      const text = agreementFor(choice, withCheck).text;
      expect(text, choiceName(choice)).not.toMatch(
        /Mould: it is not assessed|mould, which AS 4349.3 does not require/,
      );
      if (/mould/i.test(plain))
        expect(text, choiceName(choice)).toContain(`the ${mouldCheck.title} you added`);
    }
  });

  it('the invasive inspection says who makes good, and that suspect asbestos is tested before any cut (issue 55)', () => {
    const text = agreementFor(
      { kind: 'general', service: 'invasive-detailed-defect-inspection' },
      sampleFill,
    ).text;
    expect(text).toMatch(/Making good is not part of the inspection/);
    expect(text).toContain(`tested by ${asbestos.lab}`);
  });

  it('change their version whenever their text changes (the recorded hashes)', () => {
    const problems: string[] = [];
    const current = new Set<string>();
    for (const kind of agreementKinds) {
      expect(agreementVersions[kind]).toMatch(new RegExp(`^${kind}-\\d{4}-\\d{2}-\\d{2}$`));
    }
    for (const choice of agreementChoices) {
      const { version, text } = agreementFor(choice, hashFill);
      const key = `${version} ${choiceName(choice)}`;
      current.add(key);
      const hash = sha256(text);
      const recorded = recordedHashes[key];
      if (recorded === undefined) {
        problems.push(
          `no hash recorded for ${key}. If you changed the version on purpose, record it in recordedHashes: ` +
            `'${key}': '${hash}',`,
        );
      } else if (recorded !== hash) {
        problems.push(
          `the text of ${choiceName(choice)} changed, but its version is still ${version}. Give the kind a new ` +
            `version in src/content/agreements/${kindFile[choice.kind]} (e.g. '${choice.kind}-<today's date>'), ` +
            'then record the hashes this test prints for it.',
        );
      }
    }
    for (const key of Object.keys(recordedHashes).filter((k) => !current.has(k))) {
      problems.push(`recordedHashes holds '${key}', which no agreement has now: remove it.`);
    }
    expect(problems).toEqual([]);
  });
});

describe('the law in the pre-inspection agreements', () => {
  it('quotes no clause of the paywalled standards and gives no clause, table or appendix number', () => {
    for (const { name, text } of texts) {
      expect(text, name).not.toMatch(/\b(?:clause|cl\.|table|figure|appendix|section)\s+\d/i);
      expect(text, name).not.toMatch(/AS ?4349\.\d(?:-\d{4})?[^.\n]{0,40}\b\d+\.\d+(?:\.\d+)?\b/);
      // Only single words in straight quotes ("we", "you"): nothing quoted from a standard.
      expect(text, name).not.toMatch(/[“”‘’]/);
      for (const quoted of text.match(/"[^"\n]*"/g) ?? []) expect(quoted, name).toMatch(/^"\w+"$/);
      expect(text, name).not.toMatch(/AS 4349\.0|special-purpose/i);
    }
  });

  it('give the reasonable-access figures of facts/reasonable-access.ts in every agreement, without retyping them', () => {
    const { roofSpace, roofExterior, subfloor } = reasonableAccess;
    const figures = [...Object.values(roofSpace), roofExterior, ...Object.values(subfloor)];
    for (const { name, text } of texts) {
      for (const figure of figures) expect(text, name).toContain(figure);
      expect(text, name).toMatch(/AS 4349\.1[^.]*reasonable-access table/);
    }
    const sources = import.meta.glob<string>('../../src/content/agreements/*.ts', {
      query: '?raw',
      import: 'default',
      eager: true,
    });
    expect(Object.keys(sources).length).toBeGreaterThan(5);
    const retyped = Object.entries(sources).flatMap(([file, source]) =>
      (source.match(/\b\d{3} ?x ?\d{3} ?mm\b|\b\d\.\d ?m\b|\b\d{3} ?mm\b/g) ?? []).map(
        (f) => `${file}: ${f}`,
      ),
    );
    expect(retyped).toEqual([]);
  });

  it("give a strata lot the standard's scope and advice, and a house the site within 30 m", () => {
    for (const { name, choice, agreement } of sampleAgreements) {
      if (!('property' in choice)) continue;
      if (choice.property === 'strata-lot') {
        expect(agreement.text, name).toContain(strataLot.scope);
        expect(agreement.text, name).toContain(strataLot.adviceSentence);
        expect(agreement.text, name).not.toMatch(/usually within 24 hours/);
      } else {
        expect(agreement.text, name).toMatch(/within the site boundaries and within 30 m of it/);
        expect(agreement.text, name).toMatch(/usually within 24 hours of the inspection/);
      }
    }
  });

  it('say a building inspection does not report timber pests, and none checks electrical, plumbing or pool compliance', () => {
    for (const { name, choice, text } of sampleAgreements.map((s) => ({ ...s, text: s.agreement.text }))) {
      const exclusions = agreementFor(choice, sampleFill).sections.find((s) => s.id === 'exclusions')!;
      const excluded = JSON.stringify(exclusions);
      if (choice.kind === 'building') {
        expect(excluded, name).toMatch(/Timber pests \([^)]*\): this inspection does not report on them/);
      }
      if (choice.kind !== 'timber-pest') {
        expect(excluded, name).toMatch(/electrical wiring, gas, plumbing/);
      }
      if (choice.kind === 'building' || choice.kind === 'building-and-pest') {
        expect(excluded, name).toMatch(/Swimming pools/);
      }
      expect(text, name).toMatch(
        /Cost estimates are opinions[\s\S]*is our opinion of a likely range[^.]*\. It is not a quote/,
      );
    }
  });

  it('say what AS 4349.3 covers and does not require, and who does the timber pest part, in the pest kinds', () => {
    for (const { name, choice, agreement } of sampleAgreements) {
      const pest = choice.kind === 'timber-pest' || choice.kind === 'building-and-pest';
      expect(agreement.text.includes(termites.scopeSentence), name).toBe(pest);
      if (pest) {
        expect(agreement.text, name).toContain(
          `${termites.notRequired.slice(1)}, which AS 4349.3 does not require`,
        );
        expect(agreement.text, name).toContain(`who holds ${clientFacing.pestCredentials}`);
        expect(agreement.text, name).toContain(termites.frequencySentence);
      }
    }
  });

  it('never try to exclude the consumer guarantees: each states them, and no wording reads as excluding them', () => {
    expect(excludesConsumerGuarantees(business.agreement.liability)).toEqual([]);
    for (const { name, text } of texts) {
      expect(text, name).toContain(consumerLaw.guaranteesSentence);
      expect(text, name).toContain(clientFacing.liability);
      expect(excludesConsumerGuarantees(text), name).toEqual([]);
    }
  });

  it('give the price, the payment and cancellation terms from business.ts, and the complaints path', () => {
    for (const { name, text } of texts) {
      expect(text, name).toContain(`The price of this inspection is ${sampleFill.priceText}`);
      expect(text, name).toContain(`A deposit secures the booking. ${clientFacing.payment}`);
      expect(text, name).toContain(clientFacing.cancellationTerms);
      expect(text, name).toMatch(/Moving it does not change this agreement/);
      expect(text, name).toMatch(/tell us first[^.]*at [^ ]+@[^ ]+\./);
      expect(text, name).toMatch(
        /NSW Fair Trading \(https:[^)]+\) can help[^.]*NCAT \(https:[^)]+\)[^.]*consumer claim/,
      );
      expect(/GST/.test(text), name).toBe(business.decisions.pricesIncludeGst === 'confirmed');
    }
  });

  it('say the acceptance record keeps the name, IP address and browser, and for how long (business.privacy.recordRetention)', () => {
    for (const { name, text } of texts) {
      expect(text, name).toMatch(
        /record of the acceptance: the name you type[^.]*the IP address[^.]*browser/,
      );
      expect(text, name).toMatch(/SHA-256/);
      expect(text, name).toContain(
        `for ${retentionPeriod(business.privacy.recordRetention)}. It cannot be changed`,
      );
    }
  });

  it('promise the report within 24 hours only with "usually", and never promise an add-on within 24 hours', () => {
    const addOnTitles = addOns.map((a) => a.title);
    for (const { name, text } of texts) {
      for (const sentence of text.split(/(?<=\.)\s+|\n+/).filter((s) => /24 hours/.test(s))) {
        expect(sentence, name).toMatch(/\busually\b/);
        expect(
          addOnTitles.some((t) => sentence.includes(t)),
          name,
        ).toBe(false);
      }
    }
  });

  it('leave no [bracketed] stand-in that check:launch does not list', () => {
    const listed = (() => {
      const { errors, decisions = [] } = runLaunchCheck({ business, env: {}, prices: [] });
      return [...errors, ...decisions].join('\n');
    })();
    const standIns = new Set(texts.flatMap(({ text }) => text.match(/\[[^\]\n]*\]/g) ?? []));
    for (const standIn of standIns) expect(listed, standIn).toContain(standIn);
  });
});
