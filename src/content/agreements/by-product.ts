import type { ProductSlug } from '../catalog.js';
import type { GeneralService, PropertyScope } from './types.js';

/** Which agreement an inspection takes, and what it needs besides the booking to fill it in. */
export type AgreementChoice =
  | { kind: 'building' | 'building-and-pest'; property: PropertyScope }
  | { kind: 'timber-pest' }
  | { kind: 'general'; service: GeneralService };

/**
 * THE map from each inspection the booking form offers (its product slug, src/content/catalog.ts) to the
 * agreement it takes (issue 40). `satisfies` makes a product without an agreement a type error, and the
 * content test walks the form's options too. No product is a timber pest inspection on its own today; that
 * kind is here for the building and pest one and for when the business offers it.
 */
export const agreementByProduct = {
  'pre-purchase-building-inspection': { kind: 'building', property: 'house' },
  'pre-purchase-building-pest-inspection': { kind: 'building-and-pest', property: 'house' },
  'strata-multi-unit-inspections': { kind: 'building', property: 'strata-lot' },
  'pre-sale-vendor-inspection': { kind: 'general', service: 'pre-sale-vendor-inspection' },
  'progress-stage-inspections': { kind: 'general', service: 'progress-stage-inspections' },
  'handover-practical-completion-inspection': {
    kind: 'general',
    service: 'handover-practical-completion-inspection',
  },
  'invasive-detailed-defect-inspection': { kind: 'general', service: 'invasive-detailed-defect-inspection' },
  'dilapidation-reports': { kind: 'general', service: 'dilapidation-reports' },
  're-inspections-follow-ups': { kind: 'general', service: 're-inspections-follow-ups' },
} as const satisfies Record<ProductSlug, AgreementChoice>;

/** The agreement a product slug takes, or null for a slug that is not a bookable inspection. */
export function agreementChoiceFor(slug: string): AgreementChoice | null {
  return Object.hasOwn(agreementByProduct, slug) ? agreementByProduct[slug as ProductSlug] : null;
}

/**
 * Issue 54: the agreement a booked job takes. The inspection chooses the kind; the property chooses the scope
 * AS 4349.1 gives it (a strata lot's, Appendix B, or a house's); and common property, whatever the inspection,
 * takes the general agreement with the owners corporation as the client.
 */
export function agreementChoiceForJob(job: {
  service: string;
  property: 'house' | 'strata-lot' | 'common-property' | 'new-build';
}): AgreementChoice {
  if (job.property === 'common-property') return { kind: 'general', service: 'strata-common-property' };
  const choice = agreementChoiceFor(job.service) ?? { kind: 'general', service: 're-inspections-follow-ups' };
  if (choice.kind === 'building' || choice.kind === 'building-and-pest') {
    return { kind: choice.kind, property: job.property === 'strata-lot' ? 'strata-lot' : 'house' };
  }
  return choice;
}
