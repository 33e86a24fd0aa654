/**
 * The NSW Strata Building Bond and Inspections Scheme, stated once. The bond rate is set by regulation and
 * has been changing, so no page states a percentage. The bond is released after the final inspection report,
 * so no page states a fixed holding period. A developer with approved decennial liability insurance is exempt
 * from the bond and from both inspections (issue 29): no page may tell its buyers to ask for those reports.
 * The scheme began on 1 January 2018; the insurance alternative came with later amendments, whose date the
 * facts at hand do not give (issue 42), so no page dates the insurance: each says "later amendments".
 */

const minStoreys = 4;
const interimMonths = { from: 15, to: 18 } as const;
const finalMonths = { from: 21, to: 24 } as const;
const start = '1 January 2018';
const insuranceAlternative = 'decennial liability insurance';
const rate = 'a percentage of the contract price currently set by regulation';

/** The strata building bond for new residential buildings of 4 or more storeys. */
export const strataBond = {
  /** The scheme's name. */
  scheme: 'Strata Building Bond and Inspections Scheme',
  /** The date the scheme started, YYYY-MM-DD. */
  startDate: '2018-01-01',
  /** The start date as the copy writes it. */
  start,
  /** The least number of storeys a residential or mixed-use building needs for the scheme to apply. */
  minStoreys,
  /** Months after completion within which the interim inspection falls. */
  interimMonths,
  /** Months after completion within which the final inspection falls. */
  finalMonths,
  /** When the bond is lodged, for use inside a sentence. */
  lodgedBefore: 'before the occupation certificate',
  /** When the bond is released, for use inside a sentence. */
  releasedAfter: 'after the final inspection report',
  /** The cover that exempts a developer from the bond and from both inspections. */
  insuranceAlternative,
  /** When the insurance alternative came in, for use inside a sentence: no date is known, so none is given. */
  insuranceSince: 'with later amendments to the scheme',
  /** How the rate is given, for use inside a sentence (no percentage: it is set by regulation). */
  rate,
  /** What the scheme is and who pays, in one sentence. */
  schemeSentence:
    `For residential and mixed-use buildings of ${minStoreys} or more storeys, the developer lodges a ` +
    `building bond, ${rate}, before the occupation certificate (the scheme applies from ${start}).`,
  /** The two inspections and when the bond is released, in one sentence. */
  inspectionsSentence:
    `The building is inspected for defects ${interimMonths.from} to ${interimMonths.to} months after ` +
    `completion and again at ${finalMonths.from} to ${finalMonths.to} months, and the bond is released ` +
    'after the final inspection report.',
  /** The insurance exemption and what it means for a buyer, in one sentence. */
  insuranceSentence:
    `Later amendments to the scheme added an exemption: a developer with approved ${insuranceAlternative} ` +
    'is exempt from the bond and from both defect inspections, so a building covered that way has no ' +
    'interim or final report to ask for.',
} as const;
