/**
 * The job a booking is (issue 54): what the enquiry asked for, its canonical form, and the agreement each job
 * takes. Slugs and titles come from the catalogue and the content, not from literals here.
 */
import { describe, expect, it } from 'vitest';
import { agreementByProduct, agreementChoiceForJob } from '../../../src/content/agreements/by-product';
import { productCatalog } from '../../../src/content/catalog';
import {
  ADD_ON_SLUGS,
  jobOfEnquiry,
  normalJob,
  PROPERTY_TYPES,
  STAGE_IDS,
  STAGED_PRODUCT,
} from '../../../src/domain/booking/job';
import { addonOptions, NO_ADDONS, serviceOptions } from '../../../src/domain/booking/options';

describe('the job a booking is', () => {
  it('starts from the enquiry: its inspection, a strata lot for a strata inspection, its add-ons, no stages', () => {
    for (const option of serviceOptions) {
      const job = jobOfEnquiry({ service: option.label, addon: NO_ADDONS });
      const choice = agreementByProduct[job.service];
      expect(job.service).toBe(option.slug);
      expect(job.property).toBe('property' in choice ? choice.property : 'house');
      expect(job).toMatchObject({ addOns: [], stages: [] });
    }
    for (const option of addonOptions) {
      const job = jobOfEnquiry({ service: serviceOptions[0]!.label, addon: option.label });
      expect([...job.addOns].sort()).toEqual([...option.slugs].sort());
    }
    // An inspection no longer offered reads as the general re-inspection, as its agreement always did.
    expect(jobOfEnquiry({ service: 'Roof Drone Survey - $900', addon: NO_ADDONS }).service).toBe(
      're-inspections-follow-ups',
    );
  });

  it('is normal: add-ons and stages in their lists order, once each, stages only for a progress inspection', () => {
    const reversed = [...STAGE_IDS].reverse();
    expect(
      normalJob({
        service: STAGED_PRODUCT,
        property: 'new-build',
        addOns: [...ADD_ON_SLUGS].reverse(),
        stages: reversed,
      }),
    ).toEqual({ service: STAGED_PRODUCT, property: 'new-build', addOns: ADD_ON_SLUGS, stages: STAGE_IDS });
    const other = productCatalog.find((product) => product.slug !== STAGED_PRODUCT)!.slug;
    expect(normalJob({ service: other, property: 'house', addOns: [], stages: reversed }).stages).toEqual([]);
  });
});

describe('the agreement a job takes', () => {
  it('follows the property: a strata lot takes the lot scope, common property the owners corporation text', () => {
    for (const product of productCatalog) {
      const base = agreementByProduct[product.slug];
      for (const property of PROPERTY_TYPES) {
        const choice = agreementChoiceForJob({ service: product.slug, property });
        if (property === 'common-property') {
          expect(choice).toEqual({ kind: 'general', service: 'strata-common-property' });
        } else if (base.kind === 'building' || base.kind === 'building-and-pest') {
          expect(choice).toEqual({
            kind: base.kind,
            property: property === 'strata-lot' ? 'strata-lot' : 'house',
          });
        } else {
          expect(choice).toEqual(base);
        }
      }
    }
  });
});
