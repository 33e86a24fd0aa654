/**
 * The job a booking is (issue 54): the inspection, the kind of property, the add-ons and, for a progress
 * inspection, the stages. The office sets it at confirm and at move, starting from what the enquiry asked for;
 * the agreement's text is chosen and filled from it, so a change of any part makes a new version that the
 * client is asked to accept.
 */
import { addOns, type AddOnSlug } from '../../content/add-ons.js';
import { buildStages, type BuildStageId } from '../../content/build-stages.js';
import { productCatalog, type ProductSlug } from '../../content/catalog.js';
import type { Enquiry } from './enquiry.js';
import { addonOptions, currentAddonLabel, currentServiceLabel, serviceOptions } from './options.js';

/**
 * The kinds of property the agreement tells apart: AS 4349.1 gives a strata lot its own scope (Appendix B),
 * and the owners corporation, not a buyer, is the client for common property.
 */
export const PROPERTY_TYPES = ['house', 'strata-lot', 'common-property', 'new-build'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

export const propertyTypeLabels: Record<PropertyType, string> = {
  house: 'House or town house',
  'strata-lot': 'Strata lot: a unit or townhouse in a strata scheme',
  'common-property': 'Strata common property, for the owners corporation',
  'new-build': 'New build, under construction or just finished',
};

export const PRODUCT_SLUGS = productCatalog.map((product) => product.slug) as [ProductSlug, ...ProductSlug[]];
export const ADD_ON_SLUGS = addOns.map((addOn) => addOn.slug) as [AddOnSlug, ...AddOnSlug[]];
export const STAGE_IDS = buildStages.map((stage) => stage.id) as [BuildStageId, ...BuildStageId[]];

/** The one product whose job names its stages. */
export const STAGED_PRODUCT: ProductSlug = 'progress-stage-inspections';

export interface BookingJob {
  service: ProductSlug;
  property: PropertyType;
  /** In the catalogue's order, each at most once. */
  addOns: AddOnSlug[];
  /** A progress inspection's stages, in building order; empty for any other inspection. */
  stages: BuildStageId[];
}

const STRATA_PRODUCT: ProductSlug = 'strata-multi-unit-inspections';

/**
 * The job as the enquiry asked for it: its inspection (the general re-inspection for one no longer offered),
 * a strata lot for the strata inspection and a house otherwise, the add-ons of its choice, and no stages
 * (the form does not ask which).
 */
export function jobOfEnquiry(enquiry: Pick<Enquiry, 'service' | 'addon'>): BookingJob {
  const label = currentServiceLabel(enquiry.service);
  const service =
    (serviceOptions.find((option) => option.label === label)?.slug as ProductSlug | undefined) ??
    're-inspections-follow-ups';
  const addon = currentAddonLabel(enquiry.addon ?? '') ?? enquiry.addon;
  const chosen = addonOptions.find((option) => option.label === addon)?.slugs ?? [];
  return {
    service,
    property: service === STRATA_PRODUCT ? 'strata-lot' : 'house',
    addOns: ADD_ON_SLUGS.filter((slug) => chosen.includes(slug)),
    stages: [],
  };
}

/** The job in a canonical form: add-ons and stages in their lists' order, stages only for a progress inspection. */
export function normalJob(job: BookingJob): BookingJob {
  return {
    service: job.service,
    property: job.property,
    addOns: ADD_ON_SLUGS.filter((slug) => job.addOns.includes(slug)),
    stages: job.service === STAGED_PRODUCT ? STAGE_IDS.filter((id) => job.stages.includes(id)) : [],
  };
}

export const productTitleOf = (slug: ProductSlug) =>
  productCatalog.find((product) => product.slug === slug)?.title ?? slug;
export const addOnTitle = (slug: AddOnSlug) => addOns.find((addOn) => addOn.slug === slug)?.title ?? slug;
export const stageTitle = (id: BuildStageId) => buildStages.find((stage) => stage.id === id)?.title ?? id;
