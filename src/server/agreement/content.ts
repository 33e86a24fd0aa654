/**
 * The agreement a booking is asked to accept: its kind (from the inspection), its text filled in with the
 * booking (the inspection, the property, the client and the price; never the date or the window, which are
 * shown beside it), the version and the SHA-256 of that exact text. The one place the server reads the text
 * (src/content/agreements/ once it is merged: `agreementText`).
 *
 * The version is the kind's text version and the first 16 hex digits of the text's SHA-256: changing the
 * inspection or the price changes the text, so makes a new version; a change of time alone does not.
 */
import { business } from '../../content/business.js';
import { bookingForClient, currentServiceLabel, serviceOptions } from '../../features/booking/options.js';
import type { AgreementKind, AgreementSection } from './api.js';
import type { Enquiry } from '../enquiry.js';
import type { BookingSlot } from '../office/api.js';
import { formatPrice } from '../mail/booking-update-mail.js';
import { inspectionTitle } from '../mail/enquiry-mail.js';

export interface AgreementFill {
  /** The client's name as the booking gives it. */
  client: string;
  property: string;
  inspection: string;
  /** formatPrice: '$760.00' or 'to be confirmed'. */
  price: string;
}

export interface FilledAgreement {
  kind: AgreementKind;
  version: string;
  hash: string;
  text: string;
  sections: AgreementSection[];
}

const KIND_BY_SLUG: Record<string, AgreementKind> = {
  'pre-purchase-building-inspection': 'building',
  'pre-sale-vendor-inspection': 'building',
  'strata-multi-unit-inspections': 'building',
  'pre-purchase-building-pest-inspection': 'building-and-pest',
};

/** The kind of agreement an enquiry's inspection takes. */
export function agreementKind(service: string): AgreementKind {
  const label = currentServiceLabel(service);
  const slug = serviceOptions.find((option) => option.label === label)?.slug ?? '';
  if (KIND_BY_SLUG[slug]) return KIND_BY_SLUG[slug];
  return /timber pest|pest inspection/i.test(service) ? 'timber-pest' : 'general';
}

/** The kinds' text versions: raise one when its wording changes. */
const KIND_VERSIONS: Record<AgreementKind, string> = {
  building: 'b1',
  'timber-pest': 't1',
  'building-and-pest': 'bp1',
  general: 'g1',
};

/** The sections of the text: a plain stand-in until src/content/agreements/ is merged. */
function sectionsOf(kind: AgreementKind, fill: AgreementFill): AgreementSection[] {
  return [
    {
      heading: 'The parties',
      paragraphs: [`This agreement is between ${business.name} ("we") and ${fill.client} ("you").`],
      items: [],
    },
    {
      heading: 'The inspection',
      paragraphs: [`${fill.inspection} of the property at ${fill.property}.`, `Kind of agreement: ${kind}.`],
      items: [],
    },
    { heading: 'The price', paragraphs: [`The price is ${fill.price}.`], items: [] },
  ];
}

/** The canonical plain text of sections: what is hashed, shown, stored and copied by e-mail. */
export function plainText(sections: readonly AgreementSection[]): string {
  return sections
    .map((section) =>
      [section.heading, ...section.paragraphs, ...section.items.map((item) => `- ${item}`)].join('\n\n'),
    )
    .join('\n\n\n');
}

export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function agreementFill(enquiry: Enquiry, slot: Pick<BookingSlot, 'priceCents'>): AgreementFill {
  return {
    client: bookingForClient(enquiry.bookedBy) && enquiry.clientName ? enquiry.clientName : enquiry.name,
    property: enquiry.address,
    inspection: inspectionTitle(enquiry.service),
    price: formatPrice(slot.priceCents),
  };
}

/** The agreement for this booking as it is now. */
export async function filledAgreement(
  enquiry: Enquiry,
  slot: Pick<BookingSlot, 'priceCents'>,
): Promise<FilledAgreement> {
  const kind = agreementKind(enquiry.service);
  const sections = sectionsOf(kind, agreementFill(enquiry, slot));
  const text = plainText(sections);
  const hash = await sha256Hex(text);
  return { kind, version: `${KIND_VERSIONS[kind]}-${hash.slice(0, 16)}`, hash, text, sections };
}
