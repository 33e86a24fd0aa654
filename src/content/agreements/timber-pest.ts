import { inspectionAgreement } from '../facts/inspection-agreement.js';
import { termites } from '../facts/termites.js';
import {
  bookedForClient,
  bookedSentence,
  cancellationSection,
  estimatesSection,
  exclusionItems,
  exclusionsSection,
  mouldCheck,
  mouldCheckBooked,
  limitsSection,
  liabilitySection,
  list,
  notExpertEvidence,
  paragraph,
  partiesSection,
  pestInspectorSentence,
  priceSection,
  privacySection,
  propertySection,
  reportSection,
  reportTiming,
  section,
} from './common.js';
import type { AgreementFill, AgreementSection, PropertyScope } from './types.js';

/**
 * The pre-inspection agreement for a timber pest inspection to AS 4349.3 (issue 40). Change the version
 * whenever the text changes: tests/content/agreements.test.ts fails until it does.
 */
export const timberPestVersion = 'timber-pest-2026-12-06';

/** The standard, as one phrase. */
export const timberPestStandard = `a timber pest inspection to ${termites.standard}, the Australian Standard for timber pest inspections`;

/** What the timber pest part covers of the property, for the property section. */
export const timberPestScope =
  'The timber pest inspection covers the main building and the other structures and grounds within the ' +
  'site boundaries, such as decks, pergolas, fences, retaining walls, trees and stumps, as far as they can ' +
  'be reached safely.';

/** The same for a strata lot, in a building and pest inspection: the lot, not the scheme's grounds. */
export const timberPestStrataScope =
  'The timber pest inspection covers the same lot and its immediate exterior, as far as they can be ' +
  'reached safely, and not the rest of the building or the grounds of the scheme.';

/** Why a client has the timber pest inspection, and what no such inspection can promise. */
export const timberPestPurpose =
  'Its purpose is to tell you what evidence of timber pest activity and damage could be seen on the day, ' +
  'and which conditions on the property make an attack more likely, so that you can decide what to do about ' +
  'them. No timber pest inspection can say that a property is free of timber pests, or that they will not ' +
  `arrive later. ${termites.frequencySentence}`;

/** What the timber pest part inspects, as list items: of the whole site, or of a strata lot alone. */
export const timberPestInspectedItems = (property: PropertyScope = 'house') => [
  ...(property === 'house'
    ? [
        'the interior, the exterior, the roof space and the subfloor, where they can be reached safely',
        'timber structures on the site, such as decks, pergolas, fences, retaining walls and garden edging',
        'the grounds, including trees, stumps and timber in contact with the soil, for signs of termite ' +
          'activity',
      ]
    : [
        "the lot's interior and its immediate exterior, where they can be reached safely",
        'timber in the lot, such as floors, skirtings, door and window frames, and balconies or decks',
      ]),
  `evidence of ${termites.covers}, and the damage they leave`,
  'conditions that make an attack more likely or harder to see, such as damp soil or garden beds against ' +
    'the walls, a poorly ventilated subfloor, leaking pipes, or timber touching the ground',
  'visible signs of an earlier termite treatment or of a termite management system',
];

/** What the timber pest report sets out, in one sentence. */
export const timberPestReportContents = (report = 'report') =>
  `The ${report} sets out the timber pest activity, damage and conducive conditions found, the areas we ` +
  'could not inspect, and any further inspection or treatment we recommend.';

/** What the timber pest part leaves out, as list items. */
/** What AS 4349.3 covers and leaves out, and, with the mould check booked, that it looks for visible mould. */
export const timberPestScopeSentence = (fill: AgreementFill) =>
  termites.scopeSentence +
  (mouldCheckBooked(fill) ? ` The ${mouldCheck.title} you added looks for visible mould as well.` : '');

export const timberPestExclusionItems = (fill: AgreementFill) => [
  mouldCheckBooked(fill)
    ? `An assessment of drywood termites, which ${termites.standard} does not require, and of mould beyond ` +
      `the visible mould the ${mouldCheck.title} you added looks for.`
    : `${termites.notRequired[0]!.toUpperCase()}${termites.notRequired.slice(1)}, which ${termites.standard} ` +
      'does not require.',
  'Treatment: the inspection finds and reports timber pests; it does not treat them or install a termite ' +
    'management system.',
];

/** The access sentence of the timber pest limits: the same limits as a building inspection. */
export const timberPestAccess =
  'Safe and reasonable access for the timber pest inspection is judged by the same limits as for a ' +
  'building inspection, those AS 4349.1 sets in its reasonable-access table. An area that falls short of ' +
  'them, or cannot be entered safely, is not inspected:';

export function timberPestSections(fill: AgreementFill): AgreementSection[] {
  return [
    partiesSection(fill, [pestInspectorSentence, bookedForClient]),
    propertySection(fill, [timberPestScope]),
    section('inspection', [
      paragraph(
        `${bookedSentence(fill)} It is ${timberPestStandard}. ${timberPestScopeSentence(fill)} ` +
          `${inspectionAgreement.sentence} This agreement is that written agreement.`,
      ),
      paragraph(timberPestPurpose),
      paragraph(notExpertEvidence),
    ]),
    section('inspected', [
      paragraph('Within the scope above, and where it can be reached safely, the inspection covers:'),
      list(timberPestInspectedItems()),
      paragraph(timberPestReportContents()),
    ]),
    limitsSection({
      visual:
        'The inspection is visual and non-invasive: the inspector looks at what can be seen and reached ' +
        'safely on the day. It does not look inside walls, floors or ceilings, where timber pests can be ' +
        'active unseen.',
      access: timberPestAccess,
    }),
    exclusionsSection([
      'The condition of the building otherwise: this is not a building inspection. Where timber pest damage ' +
        'may have weakened the structure, the report recommends a builder or engineer look at it.',
      ...timberPestExclusionItems(fill),
      exclusionItems.asbestos,
      exclusionItems.value,
    ]),
    estimatesSection(),
    priceSection(fill),
    reportSection(reportTiming.day),
    cancellationSection(),
    liabilitySection(),
    privacySection(),
  ];
}
