/**
 * The words around an agreement's main points (issue 55), apart from the texts, so that the agreement page
 * takes these without the agreements themselves.
 */

/** The heading of the box that opens the text. */
export const MAIN_POINTS_HEADING = 'The main points';
/** The line after the points. */
export const MAIN_POINTS_NOTE =
  'These points sum up the agreement. The numbered sections below are the agreement in full.';
