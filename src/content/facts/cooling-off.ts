/**
 * The NSW cooling-off rules for residential purchases, stated once. Pages weave these values and
 * sentences into their own prose, so a change in the law is corrected here for every page.
 */

const businessDays = 5;
const offThePlanBusinessDays = 10;
const forfeitPercent = 0.25;
const endsAt = '5 pm on the fifth business day';

/** Cooling-off after exchange on a NSW residential contract (Conveyancing Act 1919, s66S). */
export const coolingOff = {
  /** The statute that sets the period. */
  act: 'Conveyancing Act 1919 (NSW)',
  /** The section that sets the period. */
  section: 's66S',
  /** Length of the standard period, in business days. */
  businessDays,
  /** Length of the period for an off-the-plan contract, in business days (s66S(3)). */
  offThePlanBusinessDays,
  /** Share of the price a buyer forfeits on rescinding within the period, in per cent. */
  forfeitPercent,
  /** The certificate a buyer's solicitor or conveyancer gives to waive the period. */
  waiverCertificate: 'section 66W certificate',
  /** '5 business days', for use inside a sentence. */
  period: `${businessDays} business days`,
  /** '10 business days', for use inside a sentence. */
  offThePlanPeriod: `${offThePlanBusinessDays} business days`,
  /** When the standard period ends, for use inside a sentence. */
  endsAt,
  /** '0.25% of the price', for use inside a sentence. */
  forfeit: `${forfeitPercent}% of the price`,
  /** The standard period in one sentence. */
  periodSentence:
    `A private-treaty purchase in NSW usually comes with a cooling-off period of ${businessDays} ` +
    `business days after exchange, ending at ${endsAt}.`,
  /** What rescinding within the period costs, in one sentence. */
  forfeitSentence: `A buyer who rescinds within the period forfeits ${forfeitPercent}% of the price.`,
  /** No cooling-off at auction, in one sentence. */
  auctionSentence:
    'There is no cooling-off period at auction, or when you buy on auction day after the property ' +
    'is passed in.',
  /** The s66W waiver and what it means for inspection timing, in one sentence. */
  waiverSentence:
    'Your solicitor or conveyancer can waive cooling-off with a section 66W certificate, and then ' +
    'the inspections need to be done before exchange.',
  /**
   * The three cases that change the standard period, in one sentence, for pages that give the period in
   * passing: none at auction, none once waived with a 66W certificate, and longer off the plan.
   */
  exceptionsSentence:
    'There is no cooling-off at auction, or once your solicitor or conveyancer waives it with a section ' +
    `66W certificate, and an off-the-plan contract gives ${offThePlanBusinessDays} business days instead.`,
  /** The longer off-the-plan period, in one sentence. */
  offThePlanSentence: `Off-the-plan contracts have a longer cooling-off period of ${offThePlanBusinessDays} business days.`,
} as const;
