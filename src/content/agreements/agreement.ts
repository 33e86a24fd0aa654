import { buildingAndPestSections, buildingAndPestVersion } from './building-and-pest.js';
import { buildingSections, buildingVersion } from './building.js';
import { formatDate } from '../../lib/format.js';
import { clean } from './common.js';
import { MAIN_POINTS_HEADING, MAIN_POINTS_NOTE } from './main-points.js';
import { generalSections, generalVersion } from './general.js';
import { timberPestSections, timberPestVersion } from './timber-pest.js';
import type { AgreementChoice } from './by-product.js';
import type {
  Agreement,
  AgreementBlock,
  AgreementFill,
  AgreementKind,
  AgreementSection,
  FillFor,
  GeneralAgreementFill,
} from './types.js';

/**
 * The pre-inspection agreement (issue 40): `agreementText(kind, fill)` gives the sections a page renders and
 * the canonical plain text the server hashes (SHA-256) and e-mails. The same kind, version and fill always
 * give the same text, byte for byte.
 */

/** Each kind's version, e.g. 'building-2026-11-27': it changes whenever the kind's text does. */
export const agreementVersions: Record<AgreementKind, string> = {
  building: buildingVersion,
  'timber-pest': timberPestVersion,
  'building-and-pest': buildingAndPestVersion,
  general: generalVersion,
};

const sectionsOf: { [K in AgreementKind]: (fill: FillFor<K>) => AgreementSection[] } = {
  building: buildingSections,
  'timber-pest': timberPestSections,
  'building-and-pest': buildingAndPestSections,
  general: (fill: GeneralAgreementFill) => generalSections(fill),
};

/** `[words](https://…)` becomes 'words (https://…)'; a link to a page of this site becomes its words. */
function plainLinks(text: string): string {
  return text.replace(/\[([^\]\n]+)\]\(([^)\s]+)\)/g, (_match, words: string, href: string) =>
    href.startsWith('/') ? words : `${words} (${href})`,
  );
}

function plainBlock(block: AgreementBlock): string {
  return block.type === 'paragraph'
    ? plainLinks(block.text)
    : block.items.map((item) => `- ${plainLinks(item)}`).join('\n');
}

/** 'Version of 6 December 2026' from 'building-2026-12-06': the one version a person reads (issue 55). */
export function versionLine(version: string): string {
  return `Version of ${formatDate(version.slice(-10))}`;
}

/**
 * The scope in one line: what is booked, where, and the kind of look it is (the first sentence of the limits
 * section, which each kind words for itself, an invasive inspection included).
 */
function scopePoint(fill: AgreementFill, sections: readonly AgreementSection[]): string {
  const stages = (fill.stages ?? []).map(clean).filter(Boolean);
  const added = (fill.addOns ?? []).map(clean).filter(Boolean);
  const what =
    clean(fill.inspectionTitle) +
    (stages.length > 0 ? ` (stages: ${stages.join(', ')})` : '') +
    (added.length > 0 ? `, with ${added.join(', ')}` : '');
  const limits = sections.find((s) => s.id === 'limits')?.blocks[0];
  const look = limits?.type === 'paragraph' ? `${limits.text.split(/(?<=\.) /)[0]}` : '';
  return `What is inspected: ${what}, at ${clean(fill.propertyAddress)}. ${look}`.trim();
}

/** The main points: the scope, then each section's own point, in the sections' order. */
export function mainPointsOf(fill: AgreementFill, sections: readonly AgreementSection[]): string[] {
  return [scopePoint(fill, sections), ...sections.flatMap((s) => s.point ?? [])];
}

/**
 * The canonical plain text of an agreement: its title, its version's date, the main points, then each section
 * numbered with its blocks, one blank line between any two, Unix line ends, no trailing spaces, NFC, a final
 * newline.
 */
export function canonicalText(
  title: string,
  version: string,
  sections: readonly AgreementSection[],
  mainPoints: readonly string[] = [],
): string {
  const parts = [
    `${title}\n${versionLine(version)}`,
    ...(mainPoints.length > 0
      ? [MAIN_POINTS_HEADING, plainBlock({ type: 'list', items: mainPoints }), MAIN_POINTS_NOTE]
      : []),
    ...sections.flatMap((s, i) => [`${i + 1}. ${s.heading}`, ...s.blocks.map(plainBlock)]),
  ];
  return `${parts
    .join('\n\n')
    .normalize('NFC')
    .replace(/[ \t]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim()}\n`;
}

/** The agreement of a kind, filled in for one booking. */
export function agreementText<K extends AgreementKind>(kind: K, fill: FillFor<K>): Agreement {
  const version = agreementVersions[kind];
  const title = `Pre-inspection agreement: ${clean(fill.inspectionTitle)}`;
  const sections = sectionsOf[kind](fill);
  const mainPoints = mainPointsOf(fill, sections);
  return {
    kind,
    version,
    title,
    mainPoints,
    sections,
    text: canonicalText(title, version, sections, mainPoints),
  };
}

/**
 * The SHA-256 of an agreement's text (its UTF-8 bytes), in lowercase hex: what the page sends back with an
 * acceptance and the server records. Web Crypto, so the same code runs in the browser, Node and the hosts.
 */
export async function agreementDigest(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The agreement an inspection takes (by-product.ts), filled in for one booking. */
export function agreementFor(choice: AgreementChoice, fill: AgreementFill): Agreement {
  if (choice.kind === 'general') return agreementText('general', { ...fill, service: choice.service });
  if (choice.kind === 'timber-pest') return agreementText('timber-pest', fill);
  return agreementText(choice.kind, { ...fill, property: choice.property });
}
