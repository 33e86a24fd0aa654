/**
 * Shapes of the pre-inspection agreement (issue 40): the text a client reads and accepts before the visit,
 * one kind per inspection standard. Text fields use the site's inline-link format (`[words](href)`,
 * src/lib/inline-links.ts); the canonical plain text writes an outside link as 'words (href)' and a link to a
 * page of this site as its words.
 */

/**
 * The four kinds: a building inspection to AS 4349.1, a timber pest inspection to AS 4349.3, the two in one
 * visit, and the general agreement for the inspections neither standard covers.
 */
export const agreementKinds = ['building', 'timber-pest', 'building-and-pest', 'general'] as const;
export type AgreementKind = (typeof agreementKinds)[number];

/**
 * The scope AS 4349.1 gives the building part: a house or other property that is not a strata lot, or a lot
 * in a strata scheme (its interior and immediate exterior).
 */
export type PropertyScope = 'house' | 'strata-lot';

/**
 * The sections every agreement holds, in order (issue 40, "Each holds"). Every kind has every one; the test
 * checks it.
 */
export const agreementSectionIds = [
  'parties',
  'property',
  'inspection',
  'inspected',
  'limits',
  'exclusions',
  'estimates',
  'price',
  'report',
  'cancellation',
  'liability',
  'privacy',
] as const;
export type AgreementSectionId = (typeof agreementSectionIds)[number];

/** A paragraph, or a bulleted list of items. */
export type AgreementBlock = { type: 'paragraph'; text: string } | { type: 'list'; items: readonly string[] };

export interface AgreementSection {
  id: AgreementSectionId;
  /** The section's heading, without its number (the plain text numbers them 1, 2, 3...). */
  heading: string;
  blocks: readonly AgreementBlock[];
  /** Issue 55: the section's main point in one line, for "The main points" box that opens the text. */
  point?: string;
}

/**
 * What one booking puts into the agreement. The inspection's date and arrival window are deliberately not
 * here: they are shown beside the agreement, outside the text that is hashed, so moving the booking to
 * another time asks the client for nothing (issue 40). Changing anything here (the inspection, the add-ons,
 * the price) changes the text and its SHA-256, and the client is asked to accept it again.
 */
export interface AgreementFill {
  /** The business's name as the parties section gives it (the server's config supplies it). */
  businessName: string;
  /**
   * The client's name as the booking holds it. Without it, the client is the person who accepts the
   * agreement, whose typed name the acceptance record keeps.
   */
  clientName?: string;
  /** The property's address, on one line. */
  propertyAddress: string;
  /** The inspection as booked, e.g. 'Pre-Purchase Building Inspection'. */
  inspectionTitle: string;
  /** Add-ons booked with it, by title, e.g. ['Thermal Imaging Scan']. */
  addOns?: readonly string[];
  /** The agreed price as the client should read it, e.g. '$440' or '$540 ($440 and $100 for the scan)'. */
  priceText: string;
  /** Building and building-and-pest only: which scope AS 4349.1 gives the property. 'house' when absent. */
  property?: PropertyScope;
  /** Issue 54: a progress inspection's stages booked, by title, in building order. */
  stages?: readonly string[];
}

/** The general agreement's fill: which of the inspections without a standard of their own was booked. */
export interface GeneralAgreementFill extends AgreementFill {
  service: GeneralService;
}

/**
 * The inspections the general agreement covers, by their product slug (src/content/catalog.ts), and the strata
 * common property's job.
 */
export const generalServices = [
  'pre-sale-vendor-inspection',
  'progress-stage-inspections',
  'handover-practical-completion-inspection',
  'invasive-detailed-defect-inspection',
  'dilapidation-reports',
  're-inspections-follow-ups',
  // Issue 54: not a product of its own. A strata committee's job on the common property, for the owners
  // corporation, whichever inspection was booked.
  'strata-common-property',
] as const;
export type GeneralService = (typeof generalServices)[number];

/** The fill each kind takes: the general agreement also needs the service. */
export type FillFor<K extends AgreementKind> = K extends 'general' ? GeneralAgreementFill : AgreementFill;

/** An agreement as a client reads it. */
export interface Agreement {
  kind: AgreementKind;
  /** The kind's version, e.g. 'building-2026-11-27': part of the text, so an acceptance names it. */
  version: string;
  /** The agreement's title, e.g. 'Pre-inspection agreement: Pre-Purchase Building Inspection'. */
  title: string;
  /**
   * Issue 55: "The main points" (the scope, what is not covered, the price, cancelling), drawn from the same
   * fill and sections, at the top of the text and inside what is hashed.
   */
  mainPoints: readonly string[];
  sections: readonly AgreementSection[];
  /**
   * The canonical plain text: the title, the version and every section, numbered, in one stable form (Unix
   * line ends, no trailing spaces, one blank line between blocks, a final newline). This is what the server
   * hashes with SHA-256 and what the e-mailed copies carry.
   */
  text: string;
}
