import { z } from 'zod';

/**
 * Schemas of the site's information pages: the inspection comparison, the booking process, the privacy
 * policy and the accessibility statement. As in ../schemas.ts, pages import only the inferred types and the
 * content tests run the schemas. Long text fields use the same format: a blank line starts a paragraph, and
 * a paragraph whose every line starts with "- " renders as a bulleted list.
 */

const text = z.string().trim().min(1);
const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'kebab-case slug');

export const infoSectionSchema = z.object({
  /** Anchor of the section and its h2, unique on the page. */
  id: slug,
  /** The section's h2. */
  heading: text,
  /** Paragraphs and lists. */
  body: text,
});

const pageBase = z.object({
  /** The page's title in the browser tab and search results (the business name is appended). */
  metaTitle: text,
  /** Meta description: one sentence, at most 160 characters. */
  description: z.string().trim().min(50).max(160),
  /** The page's h1. */
  title: text,
  /** The paragraph under the h1. */
  intro: text,
});

export const infoPageSchema = pageBase.extend({
  /** The page's sections, in order, each under an h2. */
  sections: z.array(infoSectionSchema).min(3),
  /** The closing block's h2 and the line above the contact details the page adds. */
  contact: z.object({ heading: text, text }),
  /** When the text was last reviewed, YYYY-MM-DD; printed at the end of the page. */
  updated: z.iso.date(),
});

export const bookingStepSchema = z.object({
  /** 1-based position of the step. */
  step: z.number().int().positive(),
  /** Anchor of the step, unique on the page. */
  id: slug,
  /** The step's h2. */
  title: text,
  /** What happens in this step and what the client does. */
  body: text,
});

/** The closing call to action: its h2 and the sentence under it. */
const ctaSchema = z.object({ title: text, text });

export const bookingProcessPageSchema = pageBase.extend({
  /** What happens after an enquiry, in order, from the first call to the report and questions about it. */
  steps: z.array(bookingStepSchema).min(5),
  cta: ctaSchema,
});

/** The plain starting points of the comparison page, in the order shown. */
export const startingPointIds = [
  'buying',
  'new-home',
  'selling',
  'building',
  'problem',
  'next-door',
] as const;

export const startingPointSchema = z.object({
  /** Which situation this is. */
  id: z.enum(startingPointIds),
  /** Short heading, e.g. 'Buying a home'. */
  title: text,
  /** One or two sentences: which inspection suits and why. */
  text,
  /** The products it points to, in the order to consider them; each links to its comparison row. */
  slugs: z.array(slug).min(1),
  /** Services it also points to, after the products; each links to its service page. */
  services: z.array(slug).optional(),
});

export const comparisonRowSchema = z.object({
  /** The product this row describes (a catalogue slug); its title and home-card price come from there. */
  slug,
  /** Who the inspection is for. */
  whoFor: text,
  /** When to book it. */
  when: text,
  /** What it covers, in a sentence. */
  covers: text,
  /** The standard its report follows, as the product page names it, or what the work is checked against. */
  standard: text,
  /** Time on site, as the business states it, or that it is confirmed at booking. */
  timeOnSite: text,
  /** When the report arrives, as the product page says it. */
  report: text,
});

export const inspectionsPageSchema = pageBase.extend({
  /** Heading and intro of the starting points. */
  startingPointsHeading: text,
  startingPointsIntro: text,
  startingPoints: z.array(startingPointSchema).length(startingPointIds.length),
  /** Heading of the comparison, and the note under it. */
  comparisonHeading: text,
  comparisonNote: text,
  /** The table's caption, read by screen readers as they enter it (the heading shows it to everyone else). */
  comparisonCaption: text,
  /** Column headings of the table, and the labels of the same facts on the cards shown on small screens. */
  labels: z.object({
    inspection: text,
    whoFor: text,
    when: text,
    covers: text,
    standard: text,
    timeOnSite: text,
    report: text,
    price: text,
  }),
  /** One row per product, in the order shown. */
  rows: z.array(comparisonRowSchema),
  cta: ctaSchema,
});

export type InfoSection = z.infer<typeof infoSectionSchema>;
export type InfoPage = z.infer<typeof infoPageSchema>;
export type BookingStep = z.infer<typeof bookingStepSchema>;
export type BookingProcessPage = z.infer<typeof bookingProcessPageSchema>;
export type StartingPointId = (typeof startingPointIds)[number];
export type StartingPoint = z.infer<typeof startingPointSchema>;
export type ComparisonRow = z.infer<typeof comparisonRowSchema>;
export type InspectionsPage = z.infer<typeof inspectionsPageSchema>;
