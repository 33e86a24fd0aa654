import { agreementFor } from '../../src/content/agreements/agreement';
import type { AgreementChoice } from '../../src/content/agreements/by-product';
import { generalServices, type Agreement, type AgreementFill } from '../../src/content/agreements/types';
import { addOns } from '../../src/content/add-ons';
import { business } from '../../src/content/business';
import { productCatalog } from '../../src/content/catalog';
import { formatDollars } from '../../src/lib/format';

/**
 * Every agreement there is, filled in for a sample booking: each kind, with both of AS 4349.1's scopes for the
 * building kinds and each service of the general kind. The content tests read them as they read the site's
 * copy (content-strings.ts), and tests/content/agreements.test.ts checks their sections and versions.
 */
export const agreementChoices: readonly AgreementChoice[] = [
  { kind: 'building', property: 'house' },
  { kind: 'building', property: 'strata-lot' },
  { kind: 'building-and-pest', property: 'house' },
  { kind: 'building-and-pest', property: 'strata-lot' },
  { kind: 'timber-pest' },
  ...generalServices.map((service): AgreementChoice => ({ kind: 'general', service })),
];

/** A choice's name, e.g. 'building house', 'general dilapidation-reports'. */
export const choiceName = (choice: AgreementChoice): string =>
  [choice.kind, 'property' in choice ? choice.property : 'service' in choice ? choice.service : '']
    .join(' ')
    .trim();

/** A booking as the server would fill it in: every field given, one add-on. */
export const sampleFill: AgreementFill = {
  businessName: business.name,
  clientName: 'Jo Citizen',
  propertyAddress: '12 Example Street, Marrickville NSW 2204',
  inspectionTitle: productCatalog[0].title,
  addOns: [addOns[0].title],
  priceText: formatDollars(productCatalog[0].prices.home + addOns[0].price),
};

export const sampleAgreements: { name: string; choice: AgreementChoice; agreement: Agreement }[] =
  agreementChoices.map((choice) => ({
    name: choiceName(choice),
    choice,
    agreement: agreementFor(choice, sampleFill),
  }));

/** A section's blocks in the site's rich-text format (paragraphs, "- " lists), as a page field holds them. */
export function richBody(blocks: Agreement['sections'][number]['blocks']): string {
  return blocks
    .map((b) => (b.type === 'paragraph' ? b.text : b.items.map((item) => `- ${item}`).join('\n')))
    .join('\n\n');
}
