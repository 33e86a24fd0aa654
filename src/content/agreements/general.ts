import { asbestos } from '../facts/asbestos.js';
import { buildingHours } from '../time-on-site.js';
import { buildingInspectedItems, buildingScope } from './building.js';
import {
  bookedForClient,
  bookedSentence,
  ownersCorporationIsClient,
  builderSentence,
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
import type { AgreementSection, GeneralAgreementFill, GeneralService } from './types.js';

/**
 * The pre-inspection agreement for the inspections neither AS 4349.1 nor AS 4349.3 covers (issue 40): the
 * vendor's pre-sale inspection (which follows AS 4349.1's scope without being a pre-purchase report), stage,
 * handover, invasive, dilapidation and re-inspections. The frame is the same for each; what each inspects,
 * what it is checked against and when its report arrives are its own. Change the version whenever the text
 * changes: tests/content/agreements.test.ts fails until it does.
 */
export const generalVersion = 'general-2026-12-06';

interface GeneralDetail {
  /** Who the client is, for the parties section; someone booking for the client otherwise. */
  who?: string;
  /** What sets the scope, or what the work is checked against, in whole sentences. */
  standard: string;
  /** Why the client has it, in whole sentences. */
  purpose: string;
  /** Time on site, where the business states one. */
  hours?: string;
  /** What the inspection covers of the property, for the property section. */
  scope: string[];
  /** The sentence that introduces the list of what is inspected. */
  inspectedIntro: string;
  inspected: string[];
  /** What the report sets out, in one sentence. */
  reportContents: string;
  /** Its own limits, replacing the visual, non-invasive wording (the invasive inspection). */
  invasive?: { visual: string; opened: string };
  exclusions: string[];
  /** When the report arrives. */
  timing: string;
}

const visualInspection =
  'The inspection is visual and non-invasive: a licensed builder looks at the parts of the property that ' +
  'can be seen and reached safely on the day, and reports what is visible. It does not guarantee that the ' +
  'property has no other defects.';

const accessLimits =
  'Safe and reasonable access is judged by the limits AS 4349.1 sets in its reasonable-access table, which ' +
  'we apply to every inspection. An area that falls short of them, or cannot be entered safely, is not ' +
  'inspected:';

const withinScope = 'Within the scope above, and where it can be reached safely, the inspection covers:';

export const generalDetails: Record<GeneralService, GeneralDetail> = {
  'pre-sale-vendor-inspection': {
    standard:
      'It is a building inspection you commission as the owner, following the scope of AS 4349.1, the ' +
      'standard for pre-purchase inspections. That standard is written for a prospective buyer, so the ' +
      'report is not a pre-purchase report, although it looks at the same things.',
    purpose:
      "Its purpose is to show you, before you sell, the property's condition much as a careful buyer's " +
      'inspection would describe it, so that you can decide what to repair and what to leave. Buyers may ' +
      'still have their own inspection, and it may find things this one did not.',
    hours: buildingHours,
    scope: buildingScope('house'),
    inspectedIntro: withinScope,
    inspected: buildingInspectedItems('house'),
    reportContents:
      "The report summarises the property's overall condition, its major defects and safety hazards, and " +
      'lists the areas we could not inspect and any further inspections we recommend.',
    exclusions: [
      exclusionItems.timberPests,
      exclusionItems.services,
      exclusionItems.pools,
      exclusionItems.asbestos,
      exclusionItems.mould,
      exclusionItems.approvals,
      exclusionItems.planning,
      exclusionItems.engineering,
      'Advice on what you must disclose to buyers, which is a question for your solicitor or conveyancer.',
    ],
    timing: reportTiming.day,
  },
  'progress-stage-inspections': {
    standard:
      'No Australian Standard sets the scope of a stage inspection. Each visit checks the work that can be ' +
      'seen at that stage against your plans and specifications and accepted building practice, before ' +
      'later work covers it up.',
    purpose:
      "Its purpose is to give you, the owner, an independent licensed builder's view of the work at each " +
      'stage you have booked, before it is covered up and before you pay for it, so that you can raise ' +
      'defects with your builder in time.',
    scope: ['The inspection covers the building work on the property at the stages you have booked.'],
    inspectedIntro:
      'At each stage you have booked, and only those, the visit covers the work that can be seen then:',
    inspected: [
      'base or slab: footings, formwork, reinforcement, slab preparation and the termite management ' +
        'system, before the pour',
      'frame: wall and roof framing, bracing, tie-downs and lintels',
      'lock-up or enclosed: roof covering, cladding, windows, external doors and flashings',
      'pre-plaster or pre-lining: framing, services and insulation, before the linings close them in',
      'fixing: the internal fit-off once the linings are up, such as architraves, skirtings, doors and ' +
        'cabinets',
    ],
    reportContents:
      "Each stage's report lists the defects and incomplete work seen at that visit, and what to raise with " +
      'your builder.',
    exclusions: [
      'The inspections your principal certifier carries out: this is not one of them, and it does not lead ' +
        'to an occupation certificate, which only the principal certifier issues.',
      'Stages you have not booked, and work that is covered up before a visit.',
      exclusionItems.services,
      exclusionItems.approvals,
      exclusionItems.engineering,
    ],
    timing: "We email each stage's report to you, usually within 24 hours of that stage's visit.",
  },
  'handover-practical-completion-inspection': {
    standard:
      'No Australian Standard sets its scope. It is a visual check of finish and function against your ' +
      "contract and plans, with NSW Fair Trading's Guide to Standards and Tolerances as the usual yardstick " +
      'for workmanship.',
    purpose:
      'Its purpose is to give you a clear list of the defects, damage and unfinished work that can be seen, ' +
      'to put to your builder or the developer before you accept the home and make the final payment or ' +
      'settle.',
    scope: ['The inspection covers the new home and the work on its site that your contract includes.'],
    inspectedIntro: withinScope,
    inspected: [
      'walls, ceilings and paintwork',
      'tiling and grout, and the wet areas',
      'joinery and cabinetry',
      'doors, windows and drawers, which we open and close, and taps, which we run where we can',
      'the roof and gutters, from a ladder or the ground where it is safe',
      'external cladding, paths and driveways, and how water drains away from the house',
    ],
    reportContents:
      'The report is a defects list for your builder or the developer, saying where each item is and what ' +
      'is wrong with it.',
    exclusions: [
      exclusionItems.services,
      'Whether the home complies with the building code, or has an occupation certificate, which only the ' +
        'principal certifier issues: ask your builder or certifier.',
      exclusionItems.timberPests,
      exclusionItems.pools,
      exclusionItems.engineering,
    ],
    timing: reportTiming.day,
  },
  'invasive-detailed-defect-inspection': {
    standard:
      'No Australian Standard sets its scope: the problem areas you describe set it, with the written ' +
      "permission of the property's owner for any opening or test that marks the property.",
    purpose:
      'Its purpose is to look for the likely cause of the problem you have described, such as a crack that ' +
      'keeps widening or water behind a stained ceiling, and to record what we found, where and how we ' +
      'tested, and what we recommend next.',
    scope: [
      'The inspection covers the problem areas you have described to us, and only those. If you are not the ' +
        "owner of the property, the owner's written permission is needed before any opening or test that " +
        'marks it.',
    ],
    inspectedIntro: 'In the problem areas you have described, the inspection covers:',
    inspected: [
      'a close look at the problem and the signs around it',
      'moisture-meter readings where damp is suspected; the readings are indicative, not proof',
      'a cover removed, or a small section of lining opened, to look inside a cavity, only where the owner ' +
        'has agreed to it in writing',
    ],
    reportContents:
      'The report records what we found, where and how we tested, what the evidence points to, and when a ' +
      'structural engineer, plumber or other specialist should look further.',
    invasive: {
      visual:
        'The inspection goes further than a visual one only where the owner of the property has agreed to ' +
        'it in writing. Otherwise it is visual: we look at what can be seen and reached safely on the day.',
      opened:
        'Beyond the areas you have described, nothing is moved, lifted or opened. Within them, we remove a ' +
        'cover, open a small section of lining or make any other test that marks the property only where ' +
        'the owner has given written permission for it before the inspection, and only as that permission ' +
        'sets out. ' +
        // Issue 55: who makes good, and asbestos before any cut.
        'Making good is not part of the inspection: we refit a cover we remove, and any other opening is ' +
        'left as the written permission says, which should name who repairs it and at whose cost. ' +
        `${asbestos.ageSentence} We do not cut, drill or break a material that may contain asbestos ` +
        `unless a sample has first been tested by ${asbestos.lab} and found free of it; that testing is ` +
        'arranged and paid for separately.',
    },
    exclusions: [
      'Anything outside the problem areas you have described.',
      exclusionItems.services,
      exclusionItems.asbestos,
      exclusionItems.engineering,
      exclusionItems.timberPests,
    ],
    timing: reportTiming.day,
  },
  'dilapidation-reports': {
    standard:
      'No Australian Standard sets its scope. If a development consent calls for the report, its conditions ' +
      'say what it must record: give us a copy of them before the inspection.',
    purpose:
      "Its purpose is to record the property's condition before nearby building, demolition or excavation " +
      'work starts and, if your booking includes it, again once the work is finished, so that any change ' +
      'between the two can be seen.',
    scope: ['The inspection covers the property, inside where the occupant agrees, and outside.'],
    inspectedIntro: withinScope,
    inspected: [
      'cracks in walls, ceilings, floors, paving and fences, each photographed, dated and located, with ' +
        'existing cracks measured',
      'how doors and windows open and close',
      'signs of damp, and the state of finishes',
      'if your booking includes a second visit, the same property after the works, compared with the first ' +
        'record',
    ],
    reportContents: "Each report is a dated record of the property's condition, with its photographs.",
    exclusions: [
      'Whether the nearby work caused a change, or who is responsible for it: the reports record condition.',
      'Parts of the property the occupant does not let us into.',
      exclusionItems.services,
      exclusionItems.engineering,
    ],
    timing: reportTiming.confirmed,
  },
  'strata-common-property': {
    who: ownersCorporationIsClient,
    standard:
      'No Australian Standard sets the scope of an inspection of common property for its owners. AS 4349.1 ' +
      'is written for a prospective buyer of a lot, so this is not a pre-purchase report, although it looks ' +
      'at the same kinds of things.',
    purpose:
      "Its purpose is to give the owners corporation a licensed builder's written account of the common " +
      "property's condition as it could be seen on the day: its major defects and safety hazards, and an " +
      'overall view of its minor defects, so that the strata committee can plan repairs and maintenance.',
    scope: [
      "The inspection covers the parts of the strata scheme's common property that are accessible from " +
        'common areas, such as the roofs, external walls, shared stairs and halls, car parks, paths and fences. ' +
        'It covers no lot, except where the committee arranges access to part of the common property ' +
        'through one.',
    ],
    inspectedIntro: withinScope,
    inspected: [
      'the external walls, cladding, balconies seen from common areas, windows and doors of common areas',
      'the roof covering, flashings, gutters and downpipes, from a ladder, the ground or a roof access where ' +
        'it is safe',
      'the common stairs, halls, lobbies and car parks',
      'retaining walls, fences, paths and driveways that are common property',
      'how the site drains, where it can be reached',
    ],
    reportContents:
      "The report summarises the common property's overall condition, its major defects and safety hazards, " +
      'and lists the areas we could not inspect and any further inspections we recommend.',
    exclusions: [
      'The inside of the lots, and anything a lot owner is responsible for under the by-laws.',
      'Lifts, fire safety systems, pumps and other plant, which their own contractors inspect.',
      exclusionItems.services,
      'Whether the building complies with its approvals, or with the fire safety and building defect laws.',
      exclusionItems.timberPests,
      exclusionItems.asbestos,
      exclusionItems.engineering,
    ],
    timing: reportTiming.confirmed,
  },
  're-inspections-follow-ups': {
    standard: 'No Australian Standard sets its scope: it is checked against the earlier report you give us.',
    purpose:
      'Its purpose is to check, item by item, how the repairs to the defects in the earlier report look on ' +
      'the day, so that you can raise what is outstanding before settlement or a final payment.',
    scope: ['The inspection covers the items of the earlier report you give us, and only those.'],
    inspectedIntro: 'For each item of the earlier report, the inspection covers:',
    inspected: [
      'how the repair looks on the day, marked done, partly done or outstanding, as far as can be seen',
      'a short note on the reason, with a photograph where it helps',
    ],
    reportContents: 'The report pairs each original item with how it stands now.',
    exclusions: [
      "Anything not on the earlier report's list: this is not a fresh inspection of the property.",
      'What lies behind a newly finished wall or under new tiles: where a repair hides the original ' +
        'problem, the report says so.',
      exclusionItems.services,
    ],
    timing: reportTiming.confirmed,
  },
};

export function generalSections(fill: GeneralAgreementFill): AgreementSection[] {
  const detail = generalDetails[fill.service];
  return [
    partiesSection(fill, [builderSentence(), detail.who ?? bookedForClient]),
    propertySection(fill, detail.scope),
    section('inspection', [
      paragraph(
        `${bookedSentence(fill)} ${detail.standard} This agreement sets out its scope, its limits and its ` +
          'price in writing before it takes place.',
      ),
      paragraph(
        detail.purpose + (detail.hours ? ` The inspection usually takes ${detail.hours} on site.` : ''),
      ),
      paragraph(notExpertEvidence),
    ]),
    section('inspected', [
      paragraph(detail.inspectedIntro),
      list(detail.inspected),
      paragraph(detail.reportContents),
    ]),
    limitsSection({
      visual: detail.invasive?.visual ?? visualInspection,
      access: accessLimits,
      ...(detail.invasive ? { opened: detail.invasive.opened } : {}),
    }),
    // The mould item as the booking has it: with the visual check added, only what it cannot see (issue 55).
    exclusionsSection(
      detail.exclusions.map((item) => (item === exclusionItems.mould ? mouldExclusion(fill) : item)),
    ),
    estimatesSection(),
    priceSection(fill),
    reportSection(detail.timing),
    cancellationSection(),
    liabilitySection(),
    privacySection(),
  ];
}
