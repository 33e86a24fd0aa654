import { z } from 'zod';

export { articleKinds, type ArticleKind } from './kinds';

/**
 * Schemas for every kind of in-repo content. The runtime bundle imports only the inferred types;
 * the schemas run in the content tests, so bad copy fails `npm test` instead of reaching a visitor.
 *
 * Long text fields hold plain prose. A blank line ("\n\n") starts a new paragraph, and a paragraph
 * whose every line starts with "- " renders as a bulleted list. Fields rendered as rich text (the long
 * fields, list items, process steps and FAQ answers) may link: `[words](/path#anchor)` or
 * `[words](https://...)` (src/lib/inline-links.ts); titles, descriptions and card text stay plain.
 */

const text = z.string().trim().min(1);
const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'kebab-case slug');
const imagePath = z.string().regex(/^\/images\/[a-z0-9/-]+\.(svg|png|jpe?g|webp|avif)$/);

export const faqItemSchema = z.object({
  /** The question, phrased as a visitor would ask it. */
  question: z.string().trim().endsWith('?'),
  /** A complete answer in one or more paragraphs. */
  answer: text,
});

export const processStepSchema = z.object({
  /** 1-based position of the step. */
  step: z.number().int().positive(),
  /** Short name of the step. */
  title: text,
  /** What happens in this step and what the client does. */
  description: text,
});

export const pricingSchema = z.object({
  /** The price as shown, e.g. '$440' or 'Contact for Quote'; the first '$N' is the machine-read price. */
  text,
  /**
   * What is particular to this page's price, if anything, e.g. what a guide price assumes. The note every
   * page shares (GST, the review of the property, the deposit) is added after it from ../pricing-note.ts.
   */
  detail: text.optional(),
  /**
   * False when the '$N' in the text is not this record's own starting price (an add-on's, say): the
   * structured data then carries no machine-read Offer.
   */
  machineReadable: z.literal(false).optional(),
});

export const cardItemSchema = z.object({
  /** Card heading. */
  title: text,
  /** One or two sentences under the heading. */
  description: text,
});

export const productSchema = z.object({
  /** URL segment under /products/. */
  slug,
  /** Page title and h1. */
  title: text,
  /** One-sentence summary for the hero and the meta description (at most 160 characters). */
  description: z.string().trim().min(50).max(160),
  /** Path of the hero image under /public; a plain path so a photo can replace it later. */
  image: imagePath,
  /** Alternative text for the image, describing what it shows. */
  imageAlt: z.string().trim().min(10),
  /** 'What Is This Report?': what the inspection is and covers. */
  whatIsIt: text,
  /** 'Why Is It Beneficial?': one benefit per item. */
  whyBeneficial: z.array(text).min(3),
  /** 'When Is It Beneficial?': one situation per item. */
  whenBeneficial: z.array(text).min(3),
  /** 'Our Process': exactly four steps. */
  process: z.array(processStepSchema).length(4),
  /** "What's Included": one item per line of the checklist. */
  included: z.array(text).min(4),
  /** The product-page price and its note. */
  pricing: pricingSchema,
  /** Exactly four questions and answers. */
  faq: z.array(faqItemSchema).length(4),
  /** The closing call to action's heading, naming one inspection: 'Book a re-inspection'. */
  bookHeading: z.string().regex(/^Book an? [a-z]/),
});

export const serviceSchema = z.object({
  /** URL segment under /services/. */
  slug,
  /** Page title and h1. */
  title: text,
  /** One-sentence summary for the hero and the meta description (at most 160 characters). */
  description: z.string().trim().min(50).max(160),
  /** Path of the hero image under /public; a plain path so a photo can replace it later. */
  image: imagePath,
  /** Alternative text for the image, describing what it shows. */
  imageAlt: z.string().trim().min(10),
  /** 'Overview': what the service is, in paragraphs. */
  overview: text,
  /** 'Benefits': one benefit per checklist item. */
  benefits: z.array(text).min(3),
  /** 'Our Process': numbered steps. */
  process: z.array(processStepSchema).min(3),
  /** "What's Included": one item per checklist line. */
  included: z.array(text).min(4),
  /** The service's price text and its note. */
  pricing: pricingSchema,
  /** 'Why Choose <business>': cards. */
  whyChoose: z.array(cardItemSchema).min(3),
  /** 'Frequently Asked Questions'. */
  faq: z.array(faqItemSchema).min(3),
  /** Product slug its Book buttons preselect, or null to open the form with no choice. */
  bookingProduct: slug.nullable(),
});

export const relatedLinkSchema = z.object({
  /** Link text. */
  title: text,
  /** Internal path (starting with '/') or absolute https URL. */
  url: z.string().min(1),
});

const articleBase = z.object({
  /** URL segment under /knowledge/<kind>/. */
  slug,
  /** Headline and h1. */
  title: text,
  /** One or two sentences for cards, the meta description and the feed (at most 200 characters). */
  excerpt: z.string().trim().min(50).max(200),
  /** Path of the article image under /public. */
  image: imagePath,
  /** Alternative text for the image. */
  imageAlt: z.string().trim().min(10),
  /** Publication date, YYYY-MM-DD. */
  date: z.iso.date(),
  /**
   * The date its content was last revised, YYYY-MM-DD, when later than `date`: the structured data gives it
   * as dateModified. An "as at" in the prose keeps its own date: a revision that leaves a dated statement
   * as it was does not move it.
   */
  updated: z.iso.date().optional(),
  /** The article body. */
  content: z.object({
    /** Opening paragraphs. */
    intro: text,
    /**
     * Headed sections, each rendered under an h2. A section other pages link to (the site's one explainer of
     * a topic) carries an `id`, the anchor of its h2, so links keep working when the heading is reworded.
     */
    sections: z
      .array(z.object({ id: slug.optional(), heading: text, content: text }))
      .min(3)
      .refine((sections) => {
        const ids = sections.flatMap((s) => (s.id ? [s.id] : []));
        return new Set(ids).size === ids.length;
      }, 'section ids are unique'),
    /** Closing paragraphs. */
    conclusion: text,
  }),
  /**
   * What the article's booking banner offers: an inspection of the booking form (`product`), or a service
   * the form has no inspection for (`service`), which the banner tells the reader how to ask for.
   */
  booking: z.union([z.strictObject({ product: slug }), z.strictObject({ service: slug })]),
  /** Further reading. */
  relatedLinks: z.object({
    /** Pages of this site: '/#products', '/products/<slug>', '/knowledge/<kind>/<slug>'... */
    internal: z.array(relatedLinkSchema).min(1),
    /** Authoritative outside sources, https only. */
    external: z.array(relatedLinkSchema),
  }),
});

export const articleSchema = z.discriminatedUnion('kind', [
  articleBase.extend({
    /** Which list the article belongs to. */
    kind: z.literal('blog'),
    /** Minutes to read at about 200 words a minute. */
    readTime: z.number().int().positive(),
  }),
  articleBase.extend({
    kind: z.literal('news'),
    /** Badge shown on the card, e.g. 'Regulation'. */
    category: text,
  }),
  articleBase.extend({ kind: z.literal('guides') }),
  articleBase.extend({
    kind: z.literal('tips'),
    /** Badge shown on the card, e.g. 'Buying'. */
    category: text,
  }),
]);

export type Faq = z.infer<typeof faqItemSchema>;
export type ProcessStep = z.infer<typeof processStepSchema>;
export type Pricing = z.infer<typeof pricingSchema>;
export type CardItem = z.infer<typeof cardItemSchema>;
export type Product = z.infer<typeof productSchema>;
export type Service = z.infer<typeof serviceSchema>;
export type Article = z.infer<typeof articleSchema>;
export type RelatedLink = z.infer<typeof relatedLinkSchema>;
