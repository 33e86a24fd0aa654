import { inspectionAgreement } from '../facts/inspection-agreement.js';
import { buildingPestHours } from '../time-on-site.js';
import {
  buildingInspectedItems,
  buildingLimits,
  buildingPurpose,
  buildingReportContents,
  buildingScope,
  buildingStandard,
  strataExclusions,
} from './building.js';
import {
  bookedSentence,
  builderSentence,
  buyerIsClient,
  cancellationSection,
  estimatesSection,
  exclusionItems,
  exclusionsSection,
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
  section,
} from './common.js';
import {
  timberPestAccess,
  timberPestExclusionItems,
  timberPestScopeSentence,
  timberPestInspectedItems,
  timberPestPurpose,
  timberPestReportContents,
  timberPestScope,
  timberPestStandard,
  timberPestStrataScope,
} from './timber-pest.js';
import type { AgreementFill, AgreementSection } from './types.js';

/**
 * The pre-inspection agreement for a building inspection to AS 4349.1 and a timber pest inspection to
 * AS 4349.3 in one visit (issue 40): the two scopes side by side, each with its own limits and exclusions.
 * Change the version whenever the text changes: tests/content/agreements.test.ts fails until it does.
 */
export const buildingAndPestVersion = 'building-and-pest-2026-12-06';

export function buildingAndPestSections(fill: AgreementFill): AgreementSection[] {
  const property = fill.property ?? 'house';
  const buildingLimitBlocks = buildingLimits(property).blocks;
  return [
    partiesSection(fill, [builderSentence('building inspection'), pestInspectorSentence, buyerIsClient]),
    propertySection(fill, [
      ...buildingScope(property, 'building inspection'),
      property === 'house' ? timberPestScope : timberPestStrataScope,
    ]),
    section('inspection', [
      paragraph(
        `${bookedSentence(fill)} It is two inspections in one visit: ${buildingStandard(property)}; and ` +
          `${timberPestStandard}. ${inspectionAgreement.bothSentence} This agreement is that written ` +
          'agreement.',
      ),
      paragraph(
        `The building inspection: ${buildingPurpose.replace(/^Its purpose/, 'its purpose')}` +
          (property === 'house'
            ? ` The two inspections together usually take ${buildingPestHours} on site.`
            : ''),
      ),
      paragraph(`${timberPestScopeSentence(fill)} ${timberPestPurpose}`),
      paragraph(notExpertEvidence),
    ]),
    section('inspected', [
      paragraph(
        'Within the scope above, and where it can be reached safely, the building inspection covers:',
      ),
      list(buildingInspectedItems(property)),
      paragraph(buildingReportContents('building report')),
      paragraph('The timber pest inspection covers:'),
      list(timberPestInspectedItems(property)),
      paragraph(timberPestReportContents('timber pest report')),
    ]),
    section('limits', [...buildingLimitBlocks, paragraph(timberPestAccess.replace(/:$/, '.'))]),
    exclusionsSection([
      ...(property === 'strata-lot' ? strataExclusions : []),
      ...timberPestExclusionItems(fill),
      exclusionItems.services,
      exclusionItems.pools,
      exclusionItems.asbestos,
      exclusionItems.approvals,
      exclusionItems.planning,
      exclusionItems.engineering,
      exclusionItems.value,
    ]),
    estimatesSection(),
    priceSection(fill),
    reportSection(
      property === 'house'
        ? 'We email the building report and the timber pest report to you, usually within 24 hours of the ' +
            'inspection.'
        : 'We email the building report and the timber pest report to you, and we tell you when to expect ' +
            'them when we confirm the booking.',
    ),
    cancellationSection(),
    liabilitySection(),
    privacySection(),
  ];
}
