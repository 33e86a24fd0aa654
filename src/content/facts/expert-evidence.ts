/**
 * What a report needs before a tribunal or court relies on it, stated once for every page that offers a
 * report for a dispute. NCAT's Procedural Direction 3 governs expert evidence in the tribunal; NSW courts
 * apply an expert witness code of their own along the same lines.
 */
export const expertEvidence = {
  /** The direction's name, for use inside a sentence. */
  direction: "NCAT's Procedural Direction 3 on expert evidence",
  /** What it means for a visitor, in two sentences. */
  sentence:
    "A report relied on as expert evidence in NCAT has to meet NCAT's Procedural Direction 3 on expert " +
    'evidence, and the courts have similar rules of their own. If a dispute looks likely, say so before ' +
    'the inspection and ask for a report prepared to that standard.',
} as const;
