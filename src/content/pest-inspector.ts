import { business } from './business';

const { qualification, licence } = business.credentials.pestInspector;

/**
 * Who carries out the timber pest part of a building and pest inspection, for the pages that sell it. The
 * qualification and licence come from business.ts, as the business holds them; no other licence is claimed.
 */
export const pestInspectorSentences =
  'AS 4349.3 expects a timber pest inspection to be carried out by someone with timber pest competency, ' +
  "which a builder's licence does not show on its own. Ours is carried out by an inspector who holds " +
  `${qualification} and ${licence}.`;

/** The same in a sentence, for a page that names the pest inspection among others (the pre-purchase service). */
export const pestInspectorShort =
  "The timber pest part is done by an inspector with timber pest competency, which a builder's " +
  `licence does not show: ours holds ${qualification} and ${licence}.`;
