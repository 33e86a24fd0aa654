/**
 * Asbestos in NSW homes: the age rule of thumb, the ban and what confirms it, stated once.
 */

const likelyBeforeYear = 1990;
const someCouncilsYear = 1987;
const ban = '31 December 2003';
const lab = 'a NATA-accredited laboratory';

/** When asbestos is likely, when it was banned, and that only laboratory testing confirms it. */
export const asbestos = {
  /** Homes built before about this year are likely to contain asbestos. */
  likelyBeforeYear,
  /** The earlier year some NSW councils give. */
  someCouncilsYear,
  /** The date the Australia-wide ban took effect, YYYY-MM-DD. */
  banDate: '2003-12-31',
  /** The ban date as the copy writes it. */
  ban,
  /** Who can confirm asbestos, for use inside a sentence. */
  lab,
  /** Which homes are likely to contain it, in one sentence. */
  ageSentence:
    `Homes built before about ${likelyBeforeYear} (some NSW councils say ${someCouncilsYear}) are likely ` +
    `to contain asbestos somewhere.`,
  /** What a visual check can and cannot do, in one sentence. */
  testingSentence: `A visual check can only flag suspect material; only testing by ${lab} confirms asbestos.`,
  /** The ban, in one sentence. */
  banSentence: `An Australia-wide ban on asbestos took effect on ${ban}.`,
} as const;
