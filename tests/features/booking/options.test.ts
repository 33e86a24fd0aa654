import { describe, expect, it } from 'vitest';
import {
  addonOptions,
  estimate,
  matchAddon,
  matchService,
  serviceOptions,
} from '../../../src/features/booking/options';

describe('booking options', () => {
  it('labels each inspection with its home-page price', () => {
    expect(serviceOptions.map((o) => o.label)).toEqual([
      'Pre-Purchase Building Inspection - Starting from $440',
      'Pre-Purchase Building & Pest Inspection - Starting from $440',
      'Pre-Sale / Vendor Inspection - Starting from $440',
      'Progress / Stage Inspections - Contact for Quote (5 stage options)',
      'Handover / Practical Completion Inspection - Enquire for Quote',
      'Invasive / Detailed Defect Inspection - Starting from $550',
      'Dilapidation Reports - Starting from $450',
      'Strata / Multi-Unit Inspections - Starting from $350',
      'Re-Inspections / Follow-Ups - Starting from $250',
    ]);
  });

  it('offers the add-ons and their combinations at the sum of their prices', () => {
    expect(addonOptions.map((o) => o.label)).toEqual([
      'No add-ons',
      'Thermal Imaging Scan $100',
      'Moisture Testing $80',
      'Mould or Asbestos Visual Check $150',
      'Thermal Imaging + Moisture Testing $180',
      'All Add-ons $330',
    ]);
  });

  describe('matchService', () => {
    it.each([
      'strata-multi-unit-inspections',
      'STRATA-MULTI-UNIT-INSPECTIONS',
      'Strata / Multi-Unit Inspections',
      '  strata /  multi-unit inspections ',
      'Strata / Multi-Unit Inspections - Starting from $350',
    ])('finds %j', (value) => {
      expect(matchService(value)?.slug).toBe('strata-multi-unit-inspections');
    });

    it.each([
      null,
      '',
      'strata',
      '<script>alert(1)</script>',
      'dilapidation-reports-x',
      'javascript:alert(1)',
    ])('ignores %j', (value) => {
      expect(matchService(value)).toBeNull();
    });
  });

  describe('matchAddon', () => {
    it.each([
      ['thermal-imaging-scan', 'Thermal Imaging Scan $100'],
      ['Moisture Testing', 'Moisture Testing $80'],
      ['mould or asbestos visual check $150', 'Mould or Asbestos Visual Check $150'],
      ['All Add-ons', 'All Add-ons $330'],
      ['no add-ons', 'No add-ons'],
    ])('%j -> %j', (value, label) => {
      expect(matchAddon(value)?.label).toBe(label);
    });

    it('ignores anything else', () => {
      expect(matchAddon('free-upgrade')).toBeNull();
      expect(matchAddon('"><img src=x>')).toBeNull();
    });
  });

  describe('estimate', () => {
    const prePurchase = serviceOptions[0]!.label;
    it('adds the add-on to the inspection price', () => {
      expect(estimate(prePurchase, 'Thermal Imaging Scan $100')).toBe(
        'Estimated from $540 (Pre-Purchase Building Inspection $440 + Thermal Imaging Scan $100)',
      );
      expect(estimate(prePurchase, 'All Add-ons $330')).toBe(
        'Estimated from $770 (Pre-Purchase Building Inspection $440 + All Add-ons $330)',
      );
    });

    it('shows the inspection alone without an add-on', () => {
      expect(estimate(prePurchase, 'No add-ons')).toBe(
        'Estimated from $440 (Pre-Purchase Building Inspection $440)',
      );
    });

    it('says quote on request for quoted inspections, and nothing before a choice', () => {
      expect(
        estimate(
          'Progress / Stage Inspections - Contact for Quote (5 stage options)',
          'Moisture Testing $80',
        ),
      ).toBe('Quote on request');
      expect(estimate('', 'Moisture Testing $80')).toBeNull();
    });
  });
});
