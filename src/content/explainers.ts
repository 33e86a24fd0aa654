import { link } from '../lib/inline-links';

/**
 * Where each recurring topic is explained in full (issue 29): one section of one article. Every other page
 * gives a sentence or two from the topic's fact module (./facts) and links here. The content tests check that
 * each anchor is a section id of its article, and that no other page explains the topic at length.
 */
const explainer = (path: string, id: string, topic: string) => ({
  /** The article's path. */
  path,
  /** The id of the section's h2. */
  id,
  /** The topic's name in scripts/measure-repetition.ts, which counts the pages explaining it. */
  topic,
  /** The address of the section. */
  href: `${path}#${id}`,
  /** A link to the section around `words`, for prose that renders links. */
  link: (words: string) => link(words, `${path}#${id}`),
});

const completeGuide = '/knowledge/blog/complete-guide-pre-purchase-building-inspections';
const defects = '/knowledge/blog/top-10-building-defects-australian-homes';
const seasonal = '/knowledge/blog/seasonal-property-maintenance-guide-australia';

export const explainers = {
  coolingOff: explainer(completeGuide, 'cooling-off', 'cooling-off'),
  reasonableAccess: explainer(completeGuide, 'access-limits', 'reasonable access'),
  strataRecords: explainer(completeGuide, 'strata-records', 'strata records'),
  strataBond: explainer(completeGuide, 'strata-bond-scheme', 'bond scheme'),
  warranties: explainer(defects, 'statutory-warranties', 'warranties and NCAT'),
  asbestos: explainer(defects, 'asbestos', 'asbestos'),
  termites: explainer(seasonal, 'termites', 'termites and insurance'),
  /** Not one of issue 29's topics, but said on several pages: NSW Health on mould. */
  mouldHealth: explainer(
    '/knowledge/tips/detecting-moisture-mould-problems',
    'mould-and-health',
    'mould and health',
  ),
} as const;

export type ExplainerName = keyof typeof explainers;
