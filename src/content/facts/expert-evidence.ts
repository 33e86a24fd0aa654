import { business, type Claim } from '../business.js';

/**
 * What a report needs before a tribunal or court relies on it, stated once for every page that offers a
 * report for a dispute. NCAT's Procedural Direction 3 governs expert evidence in the tribunal; NSW courts
 * apply an expert witness code of their own along the same lines. Whether the business prepares reports to
 * it is an owner decision (business.ts, decisions.expertEvidenceReports): until it is confirmed, the pages
 * point to the rule without offering such a report.
 */
export function expertEvidenceFor(expertEvidenceReports: Claim) {
  const rule =
    "A report relied on as expert evidence in NCAT has to meet NCAT's Procedural Direction 3 on expert " +
    'evidence, and the courts have similar rules of their own.';
  return {
    /** The direction's name, for use inside a sentence. */
    direction: "NCAT's Procedural Direction 3 on expert evidence",
    /** What to do about it, as a clause that can end a page's own sentence about the direction. */
    ask:
      expertEvidenceReports === 'confirmed'
        ? 'say so before the inspection and ask us for a report prepared to it'
        : 'ask your lawyer before the inspection whether you will need a report prepared to it',
    /** What it means for a visitor, in two sentences. */
    sentence:
      expertEvidenceReports === 'confirmed'
        ? `${rule} If a dispute looks likely, say so before the inspection and ask us for a report prepared ` +
          'to that standard.'
        : `${rule} If a dispute looks likely, ask your lawyer before the inspection whether you will need a ` +
          'report prepared to that standard, and who can prepare it.',
  } as const;
}

export const expertEvidence = expertEvidenceFor(business.decisions.expertEvidenceReports);
