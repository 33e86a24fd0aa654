// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { asbestos } from '../../src/content/facts/asbestos';
import { coolingOff } from '../../src/content/facts/cooling-off';
import { strataBond } from '../../src/content/facts/strata-bond';
import { strataRecords } from '../../src/content/facts/strata-records';
import { warranty } from '../../src/content/facts/warranty';
import { reasonableAccess } from '../../src/content/facts/reasonable-access';
import { termites } from '../../src/content/facts/termites';
import { plainText } from '../../src/lib/inline-links';
import { stringsOf } from './content-strings';

/** The repeated legal facts hold what the checked facts (../shared/FACTS.md) say, values and sentences alike. */

describe('cooling-off', () => {
  it('is 5 business days under s66S, ending 5 pm on the fifth, with 0.25% forfeited', () => {
    expect(coolingOff).toMatchObject({
      act: 'Conveyancing Act 1919 (NSW)',
      section: 's66S',
      businessDays: 5,
      forfeitPercent: 0.25,
      period: '5 business days',
      endsAt: '5 pm on the fifth business day',
      forfeit: '0.25% of the price',
    });
    expect(coolingOff.periodSentence).toContain('5 business days after exchange');
    expect(coolingOff.periodSentence).toContain('5 pm on the fifth business day');
    expect(coolingOff.forfeitSentence).toContain('0.25%');
  });

  it('is 10 business days off the plan', () => {
    expect(coolingOff.offThePlanBusinessDays).toBe(10);
    expect(coolingOff.offThePlanPeriod).toBe('10 business days');
    expect(coolingOff.offThePlanSentence).toMatch(/off-the-plan[^.]*10 business days/i);
  });

  it('does not apply at auction, and a section 66W certificate waives it', () => {
    expect(coolingOff.auctionSentence).toMatch(/no cooling-off period at auction/i);
    expect(coolingOff.auctionSentence).toMatch(/passed in/);
    expect(coolingOff.waiverCertificate).toBe('section 66W certificate');
    expect(coolingOff.waiverSentence).toContain('section 66W certificate');
    expect(coolingOff.waiverSentence).toMatch(/before exchange/);
  });
});

describe('statutory warranties', () => {
  it('are 6 years for a major defect and 2 for others, under s18B and s18E', () => {
    expect(warranty).toMatchObject({
      act: 'Home Building Act 1989 (NSW)',
      section: 's18B',
      majorDefectSection: 's18E',
      majorDefectYears: 6,
      otherDefectYears: 2,
      notifyBuilderMonths: 6,
    });
    expect(warranty.periods).toBe('6 years for a major defect and 2 years for other defects');
  });

  it('run from completion, as deadlines to start proceedings in NCAT or a court', () => {
    expect(warranty.fromCompletion).toMatch(/from completion of the work/);
    expect(plainText(warranty.proceedings)).toMatch(/proceedings in NCAT's Home Building list or in a court/);
    expect(warranty.periodsSentence).toContain(warranty.periods);
    expect(warranty.periodsSentence).toContain('completion of the work');
    expect(warranty.periodsSentence).toMatch(/start proceedings/);
    expect(plainText(warranty.periodsSentence)).toContain('NSW Civil and Administrative Tribunal (NCAT)');
    expect(warranty.periodsSentence).toMatch(/Home Building list/);
    expect(warranty.periodsSentence).toMatch(/\bcourt\b/);
  });

  it('are not paused by a complaint to Building Commission NSW', () => {
    expect(warranty.regulator).toBe('Building Commission NSW');
    expect(warranty.tribunal).toBe('NSW Civil and Administrative Tribunal');
    expect(warranty.tribunalShort).toBe('NCAT');
    expect(warranty.clockSentence).toMatch(
      /complaint to Building Commission NSW[^.]*does not stop the clock/,
    );
  });

  it('ask owners to tell the builder within 6 months of a defect becoming apparent', () => {
    expect(warranty.notifySentence).toMatch(/within 6 months of it becoming apparent/);
  });
});

describe('strata records', () => {
  it('are open under s182 to an owner, a mortgagee, a covenant chargee or someone they authorise, for the fee', () => {
    expect(strataRecords).toMatchObject({
      act: 'Strata Schemes Management Act 2015 (NSW)',
      accessSection: 's182',
      timingSection: 's183',
    });
    expect(strataRecords.who).toBe('an owner, a mortgagee or a covenant chargee, or a person they authorise');
    expect(strataRecords.accessSentence).toContain(strataRecords.fee);
    expect(strataRecords.accessSentence).toMatch(/section 182 of the Strata Schemes Management Act 2015/);
    expect(strataRecords.accessSentence).toMatch(/owner's consent/);
  });

  it('must be opened within 10 days when no time is agreed within 3 (s183)', () => {
    expect(strataRecords.agreeWithinDays).toBe(3);
    expect(strataRecords.inspectWithinDays).toBe(10);
    expect(strataRecords.timingSentence).toMatch(/within 3 days[^.]*section 183[^.]*within 10 days/);
  });
});

describe('strata building bond', () => {
  it('applies from 1 January 2018 to buildings of 4 or more storeys', () => {
    expect(strataBond).toMatchObject({
      scheme: 'Strata Building Bond and Inspections Scheme',
      startDate: '2018-01-01',
      start: '1 January 2018',
      minStoreys: 4,
    });
    expect(strataBond.schemeSentence).toMatch(/4 or more storeys/);
    expect(strataBond.schemeSentence).toMatch(/before the occupation certificate/);
  });

  it('is inspected at 15-18 and 21-24 months, and released after the final report', () => {
    expect(strataBond.interimMonths).toEqual({ from: 15, to: 18 });
    expect(strataBond.finalMonths).toEqual({ from: 21, to: 24 });
    expect(strataBond.inspectionsSentence).toMatch(/15 to 18 months after completion/);
    expect(strataBond.inspectionsSentence).toMatch(/21 to 24 months/);
    expect(strataBond.inspectionsSentence).toMatch(/released after the final inspection report/);
    expect(strataBond.releasedAfter).toBe('after the final inspection report');
    expect(strataBond.lodgedBefore).toBe('before the occupation certificate');
    expect(JSON.stringify(strataBond)).not.toMatch(/held for|about 2 years/);
  });

  it('exempts a developer with decennial liability insurance from the bond and both inspections', () => {
    expect(strataBond.insuranceAlternative).toBe('decennial liability insurance');
    expect(strataBond.insuranceSentence).toMatch(
      /decennial liability insurance is exempt from the bond and from both defect inspections/,
    );
    expect(strataBond.insuranceSentence).toMatch(/no interim or final report/);
    // The section number is uncertain: the scheme is named, never the section.
    expect(JSON.stringify(strataBond)).not.toMatch(/s211AA|section 211/);
  });

  it('states no percentage, because the rate is set by regulation and has been changing', () => {
    const text = stringsOf(strataBond, 'strataBond')
      .map((s) => s.text)
      .join(' ');
    expect(text).not.toMatch(/\d\s?%|\bper ?cent\b/);
    expect(text).not.toMatch(/up to (?:3|three) years/);
    expect(strataBond.rate).toMatch(/currently set by regulation/);
  });
});

describe('asbestos', () => {
  it('is likely in homes built before about 1990 (some councils say 1987)', () => {
    expect(asbestos.likelyBeforeYear).toBe(1990);
    expect(asbestos.someCouncilsYear).toBe(1987);
    expect(asbestos.ageSentence).toMatch(/before about 1990 \(some NSW councils say 1987\)/);
  });

  it('was banned Australia-wide from 31 December 2003', () => {
    expect(asbestos.banDate).toBe('2003-12-31');
    expect(asbestos.ban).toBe('31 December 2003');
    expect(asbestos.banSentence).toMatch(/Australia-wide ban[^.]*31 December 2003/);
  });

  it('is confirmed only by a NATA-accredited laboratory; a visual check only flags suspect material', () => {
    expect(asbestos.lab).toBe('a NATA-accredited laboratory');
    expect(asbestos.testingSentence).toMatch(/visual check can only flag suspect material/);
    expect(asbestos.testingSentence).toMatch(/only testing by a NATA-accredited laboratory confirms/);
  });
});

describe('reasonable access (AS 4349.1)', () => {
  it("gives the standard's own figures, the subfloor never the roof-space crawl space", () => {
    expect(reasonableAccess.roofSpace).toEqual({
      accessHole: '400 x 500 mm',
      crawlSpace: '600 x 600 mm',
      reachedFrom: 'a 2.1 m stepladder or a 3.6 m ladder',
    });
    expect(reasonableAccess.roofExterior).toBe('a 3.6 m ladder');
    expect(reasonableAccess.subfloor).toEqual({
      opening: '500 x 400 mm',
      underBearers: '400 mm',
      underJoists: '500 mm',
      suspendedConcrete: '500 mm',
    });
    expect(reasonableAccess.source).toMatch(/reasonable-access table in AS 4349\.1/);
    expect(reasonableAccess.limitsPhrase).toBe("the standard's reasonable-access limits");
  });
});

describe('termites', () => {
  it('states the timber pest scope, the insurance exclusion, year-round activity and one answer on frequency', () => {
    expect(termites.scopeSentence).toMatch(/AS 4349\.3/);
    expect(termites.scopeSentence).toMatch(/subterranean and dampwood termites, borers and wood decay fungi/);
    expect(termites.scopeSentence).toMatch(/drywood termites or mould/);
    expect(termites.insuranceSentence).toMatch(/home insurance usually excludes termite damage/);
    expect(termites.activitySentence).toMatch(/active all year in Sydney/);
    expect(termites.speciesSentence).toMatch(/generally regarded/);
    expect(termites.frequencySentence).toMatch(/timber pest inspector/);
  });
});

describe('warranty deadlines late in a period', () => {
  it('give a further 6 months when a defect first shows in the last 6 months (s18E(1)(e))', () => {
    expect(warranty.lateDefectSentence).toMatch(/last 6 months[^.]*further 6 months to start proceedings/);
  });

  it('link the tribunal to its own site where a page can render the link', () => {
    expect(warranty.periodsSentence).toContain('](https://ncat.nsw.gov.au/)');
    expect(warranty.tribunalShortLinked).toBe('[NCAT](https://ncat.nsw.gov.au/)');
  });
});
