/**
 * A vendor's report and the law on material facts in NSW, stated once (issue 42, major 5). Under the
 * Property and Stock Agents Act 2002 and the Property and Stock Agents Regulation 2022, an agent must not
 * hide a material fact they know of, and the material facts the Regulation prescribes must be disclosed to
 * buyers. The copy names the Act and the Regulation, not their sections: the current text of each section
 * was not checked.
 */
const act = 'Property and Stock Agents Act 2002';
const regulation = 'Property and Stock Agents Regulation 2022';

export const materialFacts = {
  act,
  regulation,
  /** What the law asks, and what it means for a vendor's report, in one sentence. */
  sentence:
    `Under the ${act} and the ${regulation}, your agent must not hide a material fact they know of, and the ` +
    'material facts the Regulation prescribes must be disclosed to buyers, so a defect your report finds ' +
    'that is such a fact is not yours alone to keep quiet.',
  /** The short form, for a card or a list. */
  short: 'A material fact it finds is not yours alone to keep quiet',
} as const;
