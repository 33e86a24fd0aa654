/**
 * What AS 4349.1 Appendix B, the appendix for strata lots, asks of an inspection, stated once (issue 42,
 * major 4). It limits the inspection to the lot's interior and its immediate exterior; where a major defect
 * in the common property is evident, the inspector advises the client to get an inspection of the common
 * property. Anything a report notes about other common property goes beyond the standard, and every page
 * that mentions such notes says so.
 */
export const strataLot = {
  /** The appendix's scope, for use inside a sentence. */
  scope: "the lot's interior and its immediate exterior",
  /** What the appendix expects when a major common-property defect shows, in one sentence. */
  adviceSentence:
    'Where a major defect in the common property is evident, the standard has us advise you to get an ' +
    'inspection of the common property.',
  /** The words every mention of common-property notes carries. */
  beyond: 'beyond the standard',
} as const;
