/**
 * The agreement a booking is asked to accept: the text of its kind (src/content/agreements/, by the product
 * the enquiry booked), filled in with the booking (the client, the property, the inspection and its add-ons,
 * the price; never the date or the window, which are shown beside it), with its version and the SHA-256 of
 * that exact text. The one place the server reads the text.
 *
 * The version is the kind's text version and the first 10 hex digits of the text's SHA-256: changing the
 * inspection or the price changes the text, so makes a new version; a change of time alone does not.
 */
import { business } from '../../content/business.js';
import { agreementChoiceForJob } from '../../content/agreements/by-product.js';
import { agreementDigest, agreementFor } from '../../content/agreements/agreement.js';
import { MAIN_POINTS_HEADING } from '../../content/agreements/main-points.js';
import { sectionHeadings } from '../../content/agreements/common.js';
import { agreementSectionIds } from '../../content/agreements/types.js';
import type { AgreementFill as ContentFill } from '../../content/agreements/types.js';
import { bookingForClient } from '../../domain/booking/options.js';
import { addOnTitle, jobOfEnquiry, stageTitle, type BookingJob } from '../../domain/booking/job.js';
import type { AgreementKind, AgreementSection } from '../../api/agreement.js';
import type { Enquiry } from '../../domain/booking/enquiry.js';
import { bookedInspectionTitle } from '../mail/enquiry-mail.js';
import { formatPrice, propertyAddress } from '../../domain/booking/words.js';
import { type BookingSlot } from '../../domain/booking/states.js';

export interface FilledAgreement {
  kind: AgreementKind;
  version: string;
  hash: string;
  text: string;
  /** Issue 55: the main points that open the text. */
  mainPoints: string[];
  sections: AgreementSection[];
}

/** Issue 54: the job a booking is: the office's, or for a booking made before it, the enquiry's. */
export function bookedJob(enquiry: Enquiry, slot: Pick<BookingSlot, 'job'>): BookingJob {
  return slot.job ?? jobOfEnquiry(enquiry);
}

export function agreementFill(enquiry: Enquiry, slot: Pick<BookingSlot, 'priceCents' | 'job'>): ContentFill {
  const job = bookedJob(enquiry, slot);
  return {
    businessName: business.name,
    clientName: bookingForClient(enquiry.bookedBy) && enquiry.clientName ? enquiry.clientName : enquiry.name,
    propertyAddress: propertyAddress(enquiry),
    inspectionTitle: bookedInspectionTitle(enquiry, { job }),
    ...(job.addOns.length > 0 ? { addOns: job.addOns.map(addOnTitle) } : {}),
    ...(job.stages.length > 0 ? { stages: job.stages.map(stageTitle) } : {}),
    priceText: formatPrice(slot.priceCents),
  };
}

export const sha256Hex = agreementDigest;

/** The content's sections as the API gives them: the paragraphs, then the list items, of each. */
function apiSections(sections: ReturnType<typeof agreementFor>['sections']): AgreementSection[] {
  return sections.map((section, i) => ({
    heading: `${i + 1}. ${section.heading}`,
    paragraphs: section.blocks.flatMap((block) => (block.type === 'paragraph' ? [block.text] : [])),
    items: section.blocks.flatMap((block) => (block.type === 'list' ? [...block.items] : [])),
  }));
}

/**
 * The main points of a stored canonical text (issue 55): the list after "The main points", or none for a text
 * from before they were added.
 */
export function mainPointsOfText(text: string): string[] {
  const blocks = text.trim().split('\n\n');
  const at = blocks.indexOf(MAIN_POINTS_HEADING);
  const list = at >= 0 ? blocks[at + 1] : undefined;
  return list ? list.split('\n').map((line) => line.replace(/^- /, '')) : [];
}

/**
 * The sections of a stored canonical text (an earlier version's acceptance), read back from it. What stands
 * before the first numbered section (the title, the version, the main points) is not a section.
 */
export function sectionsOfText(text: string): AgreementSection[] {
  const sections: AgreementSection[] = [];
  for (const block of text.trim().split('\n\n')) {
    const heading = /^\d+\. .+$/.test(block) ? block : null;
    if (heading) {
      sections.push({ heading, paragraphs: [], items: [] });
      continue;
    }
    const current = sections.at(-1);
    if (!current) continue;
    const lines = block.split('\n');
    if (lines.every((line) => line.startsWith('- ')))
      current.items.push(...lines.map((line) => line.slice(2)));
    else current.paragraphs.push(block);
  }
  return sections;
}

/** The paragraphs of a stored text's "Cancelling or moving the inspection" section; null when it has none. */
export function cancellationSectionOf(text: string): string[] | null {
  const heading = new RegExp(`^\\d+\\. ${sectionHeadings.cancellation}$`);
  const found = sectionsOfText(text).find((section) => heading.test(section.heading));
  return found ? [...found.paragraphs, ...found.items] : null;
}

/** Issue 54: the heading of the concerns a client adds when accepting, numbered after the agreement's sections. */
export const CONCERNS_HEADING = `${agreementSectionIds.length + 1}. Your particular concerns`;

/**
 * The text an acceptance records: the agreement's text as shown, then the client's particular concerns, if
 * any, as one more numbered section, in the same canonical form. Its SHA-256 is the record's hash, so the
 * concerns are inside what the record proves.
 */
export function withConcerns(text: string, concerns: string): string {
  const given = concerns.trim();
  return given ? `${text}\n${CONCERNS_HEADING}\n\n${given}\n` : text;
}

/** The agreement for this booking as it is now. */
export async function filledAgreement(
  enquiry: Enquiry,
  slot: Pick<BookingSlot, 'priceCents' | 'job'>,
): Promise<FilledAgreement> {
  const agreement = agreementFor(
    agreementChoiceForJob(bookedJob(enquiry, slot)),
    agreementFill(enquiry, slot),
  );
  const hash = await agreementDigest(agreement.text);
  return {
    kind: agreement.kind,
    version: `${agreement.version}-${hash.slice(0, 10)}`,
    hash,
    text: agreement.text,
    mainPoints: [...agreement.mainPoints],
    sections: apiSections(agreement.sections),
  };
}
