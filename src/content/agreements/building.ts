import { inspectionAgreement } from '../facts/inspection-agreement.js';
import { strataLot } from '../facts/strata-lot.js';
import { buildingHours } from '../time-on-site.js';
import {
  bookedSentence,
  builderSentence,
  buyerIsClient,
  cancellationSection,
  estimatesSection,
  exclusionItems,
  exclusionsSection,
  mouldExclusion,
  limitsSection,
  liabilitySection,
  list,
  notExpertEvidence,
  paragraph,
  partiesSection,
  priceSection,
  privacySection,
  propertySection,
  reportSection,
  reportTiming,
  section,
} from './common.js';
import type { AgreementFill, AgreementSection, PropertyScope } from './types.js';

/**
 * The pre-inspection agreement for a building inspection to AS 4349.1 (issue 40), with the scope the standard
 * gives a house (and any property that is not a strata lot) and a lot in a strata scheme. Change the version
 * whenever the text changes: tests/content/agreements.test.ts fails until it does.
 */
export const buildingVersion = 'building-2026-12-06';

/** The standard, and the scope it gives the property, as one phrase. */
export function buildingStandard(property: PropertyScope): string {
  return (
    'a pre-purchase building inspection to AS 4349.1, the Australian Standard for pre-purchase inspections ' +
    'of residential buildings, with the scope it gives ' +
    (property === 'house' ? 'a house or other property that is not a strata lot' : 'a lot in a strata scheme')
  );
}

/** What the building part covers of the property, for the property section. */
export function buildingScope(property: PropertyScope, part = 'inspection'): string[] {
  return property === 'house'
    ? [
        `The ${part} covers the main building and the other structures within the site boundaries and ` +
          'within 30 m of it, such as a garage, carport, shed, retaining wall, fence or path.',
      ]
    : [
        `The property is a lot in a strata scheme. The ${part} covers ${strataLot.scope}, such as its ` +
          'balcony, windows and external walls, and not the rest of the building. ' +
          strataLot.adviceSentence,
      ];
}

/** Why a buyer has the building inspection, in one sentence. */
export const buildingPurpose =
  "Its purpose is to give you, as a prospective buyer, a licensed builder's written account of the " +
  "property's condition as it could be seen on the day: its major defects and safety hazards, and an " +
  'overall view of its minor defects, so that you can decide about the purchase knowing them.';

/** What the building part inspects, as list items. */
export function buildingInspectedItems(property: PropertyScope): string[] {
  return property === 'house'
    ? [
        'the interior: walls, ceilings, floors, doors, windows, stairs and wet areas',
        'the exterior: walls, cladding, brickwork, eaves, decks, balconies and stairs',
        'the roof covering, flashings, gutters and downpipes, from a ladder or the ground where it is safe',
        'the roof space, where the hatch allows safe entry',
        'the subfloor, where there is safe access and room to move',
        'garages, carports, sheds, retaining walls, fences and paths within the site boundaries and within ' +
          '30 m of the main building',
        'how the site drains, where it can be reached',
      ]
    : [
        "the lot's rooms: ceilings, walls, floors, windows and doors",
        'its wet areas, for signs of leaks, failed seals and water damage',
        'balconies and courtyards that are part of the lot or open from it',
        "the lot's immediate exterior, such as its external walls and windows, as far as it can be seen " +
          'from the lot',
        'a car space or storage area that comes with the lot, if you tell us about it and access to it is ' +
          'arranged',
      ];
}

/** What the building report sets out, in one sentence. */
export const buildingReportContents = (report = 'report') =>
  `The ${report} summarises the property's overall condition, its major defects and safety hazards, and ` +
  'lists the areas we could not inspect and any further inspections we recommend.';

/** What the building part leaves out of a strata lot, beyond what every building inspection leaves out. */
export const strataExclusions = [
  "Other lots, the common property beyond the lot's immediate exterior, and shared services such as lifts, " +
    "fire safety systems and the building's plant.",
  'The strata records, which this inspection does not search: what the owners corporation knows about ' +
    'defects, repairs and levies is in them.',
];

/** The limits section of a building inspection (and of the building part of a building and pest one). */
export function buildingLimits(property: PropertyScope): AgreementSection {
  return limitsSection({
    visual:
      'The inspection is visual and non-invasive: a licensed builder looks at the parts of the property ' +
      'that can be seen and reached safely on the day, and reports what is visible. It does not guarantee ' +
      'that the property has no other defects.',
    access:
      'Safe and reasonable access is as AS 4349.1 defines it in its reasonable-access table. An area that ' +
      'falls short of these limits, or cannot be entered safely, is not inspected:',
    more: property === 'strata-lot' ? ['We do not enter other lots or restricted common areas.'] : [],
  });
}

/** The sentence on delivery: 24 hours for a house, told at booking for a strata lot (FACTS). */
export const buildingReportTiming = (property: PropertyScope) =>
  property === 'house' ? reportTiming.day : reportTiming.confirmed;

export function buildingSections(fill: AgreementFill): AgreementSection[] {
  const property = fill.property ?? 'house';
  return [
    partiesSection(fill, [builderSentence(), buyerIsClient]),
    propertySection(fill, buildingScope(property)),
    section('inspection', [
      paragraph(
        `${bookedSentence(fill)} It is ${buildingStandard(property)}. ${inspectionAgreement.sentence} This ` +
          'agreement is that written agreement.',
      ),
      paragraph(
        buildingPurpose +
          (property === 'house' ? ` The inspection usually takes ${buildingHours} on site.` : ''),
      ),
      paragraph(notExpertEvidence),
    ]),
    section('inspected', [
      paragraph('Within the scope above, and where it can be reached safely, the inspection covers:'),
      list(buildingInspectedItems(property)),
      paragraph(buildingReportContents()),
    ]),
    buildingLimits(property),
    exclusionsSection([
      exclusionItems.timberPests,
      ...(property === 'strata-lot' ? strataExclusions : []),
      exclusionItems.services,
      exclusionItems.pools,
      exclusionItems.asbestos,
      mouldExclusion(fill),
      exclusionItems.approvals,
      exclusionItems.planning,
      exclusionItems.engineering,
      exclusionItems.value,
    ]),
    estimatesSection(),
    priceSection(fill),
    reportSection(buildingReportTiming(property)),
    cancellationSection(),
    liabilitySection(),
    privacySection(),
  ];
}
