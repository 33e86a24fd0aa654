/**
 * Reasonable access under AS 4349.1 (2007), stated once (issue 29, C1). The standard defines it in its own
 * reasonable-access table, as inspectors commonly quote it; these are the standard's figures, not industry
 * rules of thumb. A subfloor is never "600 x 600 mm": that is the roof-space crawl space. Pages that do not
 * need the figures say `limitsPhrase` and link to the one page that gives them.
 */
export const reasonableAccess = {
  /** The standard and the table the figures come from, for use inside a sentence. */
  source: 'the reasonable-access table in AS 4349.1, the standard for pre-purchase inspections',
  /** What pages say when they do not give the figures. */
  limitsPhrase: "the standard's reasonable-access limits",
  /** The roof space: the access hole, the crawl space inside, and what it is reached from. */
  roofSpace: {
    accessHole: '400 x 500 mm',
    crawlSpace: '600 x 600 mm',
    reachedFrom: 'a 2.1 m stepladder or a 3.6 m ladder',
  },
  /** The roof exterior: what it is viewed from. */
  roofExterior: 'a 3.6 m ladder',
  /** The subfloor: the access opening and the clearance it needs. */
  subfloor: {
    opening: '500 x 400 mm',
    underBearers: '400 mm',
    underJoists: '500 mm',
    suspendedConcrete: '500 mm',
  },
} as const;
