/**
 * The written pre-inspection agreement that AS 4349.1 and AS 4349.3 expect (issue 42, major 2), stated once.
 * The standards are paywalled: the copy describes what the agreement covers and never quotes clause text or
 * numbers. Wherever the copy explains AS 4349.1, it gives this sentence; whether the business gives every
 * client such an agreement is an owner decision (business.ts, decisions.writtenAgreement), which
 * `check:launch` warns about until it is confirmed.
 */
export const inspectionAgreement = {
  /** What the standard expects before the inspection, in one sentence. */
  sentence:
    'The standard expects the scope of the inspection, its limits and its price to be agreed in writing ' +
    'with the client before the inspection takes place.',
  /** The same of AS 4349.1 and AS 4349.3 together, for a building and pest inspection (issue 40). */
  bothSentence:
    'Both standards expect the scope of the inspection, its limits and its price to be agreed in writing ' +
    'with the client before the inspection takes place.',
} as const;
