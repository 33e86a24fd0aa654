/**
 * Termites and timber pest inspections in Sydney, stated once: what the timber pest standard covers, when
 * termites are active, who usually pays for their damage, what to do on finding them, and who advises how
 * often to inspect (issue 29: two pages gave two different answers; issue 42: AS 3660.2's interval).
 */
export const termites = {
  /** The timber pest inspection standard. */
  standard: 'AS 4349.3',
  /** What the standard covers, for use inside a sentence. */
  covers: 'subterranean and dampwood termites, borers and wood decay fungi',
  /** What it does not require, for use inside a sentence. */
  notRequired: 'an assessment of drywood termites or mould',
  /** What it covers and leaves out, in one sentence. */
  scopeSentence:
    'A timber pest inspection to AS 4349.3 looks for subterranean and dampwood termites, borers and wood ' +
    "decay fungi, and the conditions that invite them; it doesn't require an assessment of drywood " +
    'termites or mould.',
  /** Why termite damage is the owner's problem, in one sentence. */
  insuranceSentence:
    'Standard home insurance usually excludes termite damage, so the cost of repairs generally falls on ' +
    'the owner.',
  /** When termites are active in Sydney, in one sentence. */
  activitySentence:
    'Subterranean termites are active all year in Sydney, and busiest in the warm, humid months.',
  /** Which species does most of the damage (a commercial source, so worded as general opinion). */
  speciesSentence:
    'Coptotermes acinaciformis is generally regarded as the species behind most serious termite damage ' +
    'in NSW.',
  /** What to do on finding live termites, in one sentence. */
  disturbSentence:
    'If you find live termites, leave them undisturbed and call a licensed pest manager: spraying or ' +
    'breaking into their workings can send them elsewhere in the house.',
  /** Who advises how often to inspect, in one sentence: the same answer on every page. */
  frequencySentence:
    'How often to have a timber pest inspection: AS 3660.2 recommends at least every 12 months, and more ' +
    'often where the risk is high, so ask the timber pest inspector who inspects the property what interval ' +
    'suits it.',
} as const;
