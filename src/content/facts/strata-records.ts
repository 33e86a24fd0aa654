/**
 * Access to a strata scheme's records under the Strata Schemes Management Act 2015 (NSW), stated once.
 */

const agreeWithinDays = 3;
const inspectWithinDays = 10;
const who = 'an owner, a mortgagee or a covenant chargee, or a person they authorise';
const fee = 'on payment of the fee the regulations prescribe';

/** Who may inspect strata records and how soon (Strata Schemes Management Act 2015, s182 and s183). */
export const strataRecords = {
  /** The statute that gives the right. */
  act: 'Strata Schemes Management Act 2015 (NSW)',
  /** The section that says who may inspect the records. */
  accessSection: 's182',
  /** The section that sets how soon the inspection must happen. */
  timingSection: 's183',
  /** Days within which a time should be agreed. */
  agreeWithinDays,
  /** Days within which the inspection must happen when no time is agreed. */
  inspectWithinDays,
  /** Who may inspect the records, for use inside a sentence. */
  who,
  /** The condition s182 sets besides who asks, for use inside a sentence (issue 42, minor 2). */
  fee,
  /** Who may inspect the records, in one sentence. */
  accessSentence:
    `Under section 182 of the Strata Schemes Management Act 2015, ${who} (a buyer's inspector, ` +
    `for example, with the owner's consent), can inspect the strata records ${fee}.`,
  /** How soon the inspection must happen, in one sentence. */
  timingSentence:
    `If no time is agreed within ${agreeWithinDays} days, section 183 says the inspection must take ` +
    `place within ${inspectWithinDays} days.`,
} as const;
