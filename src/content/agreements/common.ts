import { retentionPeriod } from '../../lib/format.js';
import { link } from '../../lib/inline-links.js';
import { addOns } from '../add-ons.js';
import { business } from '../business.js';
import { asbestos } from '../facts/asbestos.js';
import { consumerLaw } from '../facts/consumer-law.js';
import { expertEvidence } from '../facts/expert-evidence.js';
import { reasonableAccess } from '../facts/reasonable-access.js';
import { termites } from '../facts/termites.js';
import { sources } from '../sources.js';
import { clientFacing } from '../stand-ins.js';
import type { AgreementBlock, AgreementFill, AgreementSection, AgreementSectionId } from './types.js';

/**
 * The parts every pre-inspection agreement shares (issue 40): the parties, the access limits, the price, the
 * estimates, the cancellation terms, liability and complaints, and privacy. The kinds (building.ts,
 * timber-pest.ts, building-and-pest.ts, general.ts) add what is their own. Facts come from ../facts and the
 * business's terms from ../business.ts, never retyped here.
 */

export const paragraph = (text: string): AgreementBlock => ({ type: 'paragraph', text });
export const list = (items: readonly string[]): AgreementBlock => ({ type: 'list', items });

/** The heading of each section, the same in every kind. */
export const sectionHeadings: Record<AgreementSectionId, string> = {
  parties: 'Who this agreement is between',
  property: 'The property',
  inspection: 'The inspection, its standard and its purpose',
  inspected: 'What is inspected',
  limits: 'The limits of the inspection',
  exclusions: 'What the inspection does not cover',
  estimates: 'Cost estimates are opinions',
  price: 'The price and when it is paid',
  report: 'When you receive the report',
  cancellation: 'Cancelling or moving the inspection',
  liability: 'Liability and complaints',
  privacy: 'Your privacy and the record of your acceptance',
};

export const section = (
  id: AgreementSectionId,
  blocks: readonly AgreementBlock[],
  point?: string,
): AgreementSection => ({
  id,
  heading: sectionHeadings[id],
  blocks,
  ...(point ? { point } : {}),
});

/**
 * A value from the booking, as the text carries it: one line, single spaces, in Unicode NFC, so the same
 * booking always gives the same text and hash. Square brackets become round ones, so a typed name or address
 * can never form a link (`[words](href)`) or pass for a stand-in of the business's.
 */
export function clean(value: string): string {
  return value.normalize('NFC').replace(/\s+/g, ' ').trim().replace(/\[/g, '(').replace(/\]/g, ')');
}

/** Who the client is: the name the booking holds, or whoever accepts. */
const clientOf = (fill: AgreementFill) =>
  fill.clientName && clean(fill.clientName) ? clean(fill.clientName) : 'the person who accepts it';

/** Who carries out which part, for the parties section. */
export const builderSentence = (part = 'inspection') =>
  `The ${part} is carried out by one of our licensed builders.`;
export const pestInspectorSentence =
  'The timber pest inspection is carried out by an inspector with timber pest competency, who holds ' +
  `${clientFacing.pestCredentials}.`;

/** The buyer is the client of a pre-purchase inspection, whoever booked it (FACTS: a selling agent acts for the vendor). */
export const buyerIsClient =
  'For a pre-purchase inspection, the client is the buyer, whoever made the booking. A selling agent acts ' +
  'for the seller, so a selling agent cannot accept this agreement for you. If your own agent, solicitor or ' +
  'conveyancer booked the inspection, you are still the client, and the report is written for you.';
/** Issue 54: for the common property of a strata scheme, the owners corporation is the client. */
export const ownersCorporationIsClient =
  'For an inspection of the common property, the client is the owners corporation of the strata scheme, ' +
  'which acts through its strata committee or its strata managing agent. The person who accepts this ' +
  'agreement accepts it for the owners corporation, and the report is written for it.';
export const bookedForClient =
  'If someone else booked the inspection for you, such as an agent or a conveyancer, you are still the ' +
  'client, and the report is written for you.';

export function partiesSection(fill: AgreementFill, who: readonly string[]): AgreementSection {
  return section('parties', [
    paragraph(
      `This agreement is between ${clean(fill.businessName)}${clientFacing.abnAside}, called "we" and "us" ` +
        `here, and ${clientOf(fill)}, called "you", the client. ${clientFacing.licenceSentence}`,
    ),
    ...who.map(paragraph),
  ]);
}

/** The property, and what to do if it is described wrongly. */
export function propertySection(fill: AgreementFill, scope: readonly string[]): AgreementSection {
  return section('property', [
    paragraph(`The property is ${clean(fill.propertyAddress)}.`),
    ...scope.map(paragraph),
    paragraph(
      'If the address or the description of the property is not right, tell us before you accept: this ' +
        'agreement has to describe the property we inspect.',
    ),
  ]);
}

/** The inspection as booked, with any add-ons, for the start of the inspection section. */
export function bookedSentence(fill: AgreementFill): string {
  const added = (fill.addOns ?? []).map(clean).filter(Boolean);
  const stages = (fill.stages ?? []).map(clean).filter(Boolean);
  return (
    `You have booked: ${clean(fill.inspectionTitle)}.` +
    (stages.length > 0 ? ` The stages booked: ${stages.join(', ')}.` : '') +
    (added.length > 0
      ? ` Added to it at your request: ${added.join(', ')}. The findings of each add-on go into the same ` +
        'report.'
      : '')
  );
}

/** Why the report is not expert evidence, in one sentence: the same in every kind. */
export const notExpertEvidence =
  'The report is not prepared as expert evidence for a tribunal or court, which have rules of their own for ' +
  `that, such as ${expertEvidence.direction}.`;

const { roofSpace, roofExterior, subfloor } = reasonableAccess;

/** The standard's reasonable-access figures, as a list (facts/reasonable-access.ts). */
export const accessFigures = list([
  `roof space: an access hole of ${roofSpace.accessHole}, reached from ${roofSpace.reachedFrom}, and a ` +
    `crawl space inside of ${roofSpace.crawlSpace}`,
  `roof exterior: viewed from ${roofExterior}; a roof that is steep, high or fragile is viewed from the ` +
    'ground or another safe point instead',
  `subfloor: an access opening of ${subfloor.opening}, and a clearance of ${subfloor.underBearers} under ` +
    `the bearers (${subfloor.underJoists} under the joists) for a timber floor, or ` +
    `${subfloor.suspendedConcrete} under a suspended concrete floor`,
]);

/** What a visual inspection leaves alone, in one paragraph. */
export const notMovedOrOpened =
  'We do not move furniture, stored goods, vehicles, floor coverings or insulation, lift carpets or ' +
  'floorboards, remove linings, panels or fixed covers, or cut into walls, floors or ceilings, so anything ' +
  'hidden behind or under them is not inspected. An invasive inspection, which does open things up, needs ' +
  "the owner's written permission and is a separate service.";

/** What a report of one day can and cannot show, in one paragraph. */
export const onTheDay =
  'The report describes the property as it was on the day. Some problems show only at certain times, such ' +
  'as a leak in heavy rain or a door that sticks in damp weather, and may not be visible then. Furnishings, ' +
  "stored goods and the occupant's belongings can also hide things, and the report names every area we " +
  'could not inspect, with the reason.';

/**
 * The limits section: visual and non-invasive (or, for an invasive inspection, its own words), safe and
 * reasonable access with the standard's figures, and what is not moved or opened.
 */
export function limitsSection(options: {
  /** The opening paragraph: what kind of look the inspection is. */
  visual: string;
  /** The sentence that introduces the access figures; it names AS 4349.1 and its reasonable-access table. */
  access: string;
  /** What is not moved or opened; `notMovedOrOpened` unless the inspection is invasive. */
  opened?: string;
  /** Anything else the kind limits, after the rest. */
  more?: readonly string[];
}): AgreementSection {
  return section('limits', [
    paragraph(options.visual),
    paragraph(options.access),
    accessFigures,
    paragraph(options.opened ?? notMovedOrOpened),
    paragraph(onTheDay),
    ...(options.more ?? []).map(paragraph),
  ]);
}

/** How the exclusions section opens, before its list. */
export const exclusionsIntro =
  'The following are not part of this inspection. Where the inspection finds signs that one of them needs ' +
  'looking into, the report says so and suggests who to ask.';

export const mouldCheck = addOns.find((a) => a.slug === 'mould-asbestos-visual-check')!;

/** Whether the booking includes the mould and asbestos visual check (issue 55: the text then says so). */
export function mouldCheckBooked(fill: Pick<AgreementFill, 'addOns'>): boolean {
  return (fill.addOns ?? []).some((title) => clean(title) === clean(mouldCheck.title));
}

/** What the inspection leaves out of mould: all of it, or, with the add-on booked, what the add-on cannot see. */
export function mouldExclusion(fill: Pick<AgreementFill, 'addOns'>): string {
  return mouldCheckBooked(fill)
    ? `Mould beyond what can be seen: the ${mouldCheck.title} you added is a visual look for visible mould ` +
        'only. It does not sample the air or surfaces, or find mould hidden inside walls, floors or ceilings.'
    : `Mould: it is not assessed, unless you add the ${mouldCheck.title}, which is a visual look for visible ` +
        'mould only.';
}

/** Exclusions most inspections share, each one item of the list. */
export const exclusionItems = {
  timberPests:
    `Timber pests (${termites.covers}): this inspection does not report on them. That takes a timber pest ` +
    `inspection to ${termites.standard}.`,
  services:
    'Whether the electrical wiring, gas, plumbing and drainage, smoke alarms or appliances are safe or ' +
    'comply with the rules that apply to them: that is work for a licensed electrician, plumber or gasfitter.',
  pools:
    'Swimming pools and spas and their safety barriers, including whether a pool has the compliance ' +
    'certificate a sale or lease may need.',
  /** Without the mould check booked; mouldExclusion(fill) gives the item as the booking has it. */
  mould: mouldExclusion({}),
  asbestos: `Testing for asbestos or any other hazardous material. ${asbestos.testingSentence}`,
  approvals:
    'Whether building work was approved, or meets the building code or a development consent. Unapproved ' +
    'work is regularised with a building information certificate, which only the council can issue.',
  planning:
    'Boundaries, easements, planning and heritage matters, the bush fire and flood information in the ' +
    'planning certificate attached to the contract, and whether the property is on the Loose-Fill Asbestos ' +
    'Insulation Register.',
  engineering:
    'Engineering: the design or capacity of footings, framing, retaining walls or other structures. Where we ' +
    'see signs that need an engineer, the report says so.',
  value: 'The value of the property, or whether it is a good purchase or a good price.',
} as const;

/** The shared exclusions in a few words each, for the main points. */
const shortExclusions = new Map<string, string>([
  [exclusionItems.timberPests, 'timber pests'],
  [
    exclusionItems.services,
    'whether wiring, gas, plumbing, smoke alarms and appliances are safe and compliant',
  ],
  [exclusionItems.pools, 'pools, spas and their safety barriers'],
  [exclusionItems.asbestos, 'asbestos testing'],
  [mouldExclusion({}), 'mould'],
  [mouldExclusion({ addOns: [mouldCheck.title] }), 'mould beyond what can be seen'],
  [exclusionItems.approvals, 'council approvals and building code compliance'],
  [exclusionItems.planning, 'boundaries, easements and planning matters'],
  [exclusionItems.engineering, 'engineering design'],
  [exclusionItems.value, 'the value of the property'],
]);

/** How many exclusions the main points name before pointing to the full list. */
const EXCLUSIONS_NAMED = 5;

/**
 * An exclusion's few words for the main points: its text up to the first colon, full stop or ', which', when
 * that is short ('Timber pests', 'Treatment', 'Anything outside the problem areas you have described').
 */
export function exclusionLabel(item: string): string | null {
  const known = shortExclusions.get(item);
  if (known) return known;
  const head = item.split(/:|\. |\.$|, which | \(/)[0]!.trim();
  return head.length > 0 && head.length <= 70 ? `${head[0]!.toLowerCase()}${head.slice(1)}` : null;
}

export function exclusionsSection(items: readonly string[], more: readonly string[] = []): AgreementSection {
  const named = items.flatMap((item) => exclusionLabel(item) ?? []).slice(0, EXCLUSIONS_NAMED);
  return section(
    'exclusions',
    [paragraph(exclusionsIntro), list(items), ...more.map(paragraph)],
    `Not covered: ${items.length} matters, among them ${named.join('; ')}. The section on what the ` +
      'inspection does not cover lists them all.',
  );
}

export function estimatesSection(): AgreementSection {
  return section('estimates', [
    paragraph(
      'Any repair cost we give, in the report or when we talk it through, is our opinion of a likely range, ' +
        'to help you plan. It is not a quote: actual costs depend on the tradesperson, the materials and what ' +
        'is found once work starts. Get quotes from licensed tradespeople before you rely on a figure.',
    ),
  ]);
}

export function priceSection(fill: AgreementFill): AgreementSection {
  const gst = business.decisions.pricesIncludeGst === 'confirmed' ? ', including GST' : '';
  return section(
    'price',
    [
      paragraph(`The price of this inspection is ${clean(fill.priceText)}${gst}.`),
      paragraph(
        "We confirmed this price after reviewing the property's size, location and complexity. A deposit " +
          `secures the booking. ${clientFacing.payment}`,
      ),
      paragraph(
        'If you ask us to change the inspection or add to it, or the price changes, we send you a new ' +
          'agreement to accept before the inspection. If the price goes up, you may instead withdraw at no ' +
          'cost, and we refund anything you have paid.',
      ),
    ],
    `Price: ${clean(fill.priceText)}${gst}. A deposit secures the booking.`,
  );
}

/** When the report arrives: usually within 24 hours, or told when the booking is confirmed (FACTS). */
export const reportTiming = {
  day: 'We email the report to you, usually within 24 hours of the inspection.',
  confirmed: 'We email the report to you, and we tell you when to expect it when we confirm the booking.',
} as const;
const reportRecipients = 'We send it to anyone else only if you ask us to.';

export function reportSection(timing: string): AgreementSection {
  return section('report', [paragraph(`${timing} ${reportRecipients}`)]);
}

export function cancellationSection(): AgreementSection {
  return section(
    'cancellation',
    [
      paragraph(clientFacing.cancellationTerms),
      paragraph(
        'You can ask to move the inspection to another date or time. Moving it does not change this ' +
          'agreement: we confirm the new time with you, and you do not need to accept anything again.',
      ),
      paragraph(
        'If we have to cancel or move the inspection, at any notice, we tell you as soon as we can, and you ' +
          'choose: another time that suits you, or a full refund of what you have paid for it. No fee applies ' +
          'to you when we cancel or move it.',
      ),
    ],
    `Cancelling: ${clientFacing.cancellationPoint} Moving to another time costs nothing and changes nothing ` +
      'in this agreement.',
  );
}

export function liabilitySection(): AgreementSection {
  return section('liability', [
    paragraph(clientFacing.liability),
    paragraph(consumerLaw.guaranteesSentence),
    paragraph(
      'If you are unhappy with the inspection or the report, tell us first, in writing if you can, at ' +
        `${business.email}. We will look into it and reply in writing.`,
    ),
    paragraph(
      `If we cannot resolve it between us, ${link('NSW Fair Trading', sources.fairTrading.url)} can help ` +
        `with a complaint about a service, and you may be able to ask ${link('NCAT', sources.ncat.url)}, the ` +
        'NSW Civil and Administrative Tribunal, to decide a consumer claim.',
    ),
  ]);
}

export function privacySection(): AgreementSection {
  return section('privacy', [
    paragraph(
      'We use the details in this agreement and in your booking to arrange and carry out the inspection, ' +
        `and to prepare and send the report, as our ${link('privacy policy', '/privacy')} explains.`,
    ),
    paragraph(
      'When you accept this agreement, we keep a record of the acceptance: the name you type, any particular ' +
        'concerns you add, whether you accepted for a client, the date and time, the IP address your device used and the browser it ' +
        'identified itself as, the version of this agreement and a SHA-256 fingerprint of its exact text, ' +
        'and the state of the booking at that moment. It is our evidence of what was agreed.',
    ),
    paragraph(
      'We email a copy of the accepted text to you and keep one ourselves. We keep the record, with the ' +
        `booking and the report, for ${retentionPeriod(business.privacy.recordRetention)}. It cannot be ` +
        'changed during that time, and after it the record is deleted.',
    ),
  ]);
}
