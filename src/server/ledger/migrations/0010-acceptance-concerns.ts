/**
 * Migration 0010 (issue 54): the client's particular concerns, given when accepting the agreement. The record's
 * text carries them too (so its SHA-256 covers them); this column is what the office reads. An acceptance made
 * before has none. The record's triggers (0005) keep the new column unchanged like the rest of the row.
 */
export default /* sql */ `
ALTER TABLE agreement_acceptances ADD COLUMN concerns text NOT NULL DEFAULT '';
`;
