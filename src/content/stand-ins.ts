/**
 * What a client reads while a business value still holds its stand-in (issue 55). business.ts keeps the
 * stand-ins ('[builder licence number]', ABN '00 000 000 000', '[the notice period]'...) so that
 * `npm run check:launch` can name each one; no page and no e-mail ever shows one. Until the business puts in
 * its own value, the words around it change to ask the client to ask us.
 */
import { business } from './business.js';

/** A value still holding its stand-in: in [brackets], empty, saying 'placeholder', or the all-zero ABN. */
export function isStandIn(value: string): boolean {
  return (
    /\[[^\]]*\]/.test(value) || value.trim() === '' || /placeholder/i.test(value) || /^[0\s]+$/.test(value)
  );
}

/** A value as it is, or null while it is a stand-in. */
const set = (value: string): string | null => (isStandIn(value) ? null : value);

/** A text with its bracketed stand-in sentences taken out ('We are responsible... [Any further terms.]'). */
function withoutStandInSentences(text: string): string {
  return text
    .replace(/\s*\[[^\]]*\]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

const { credentials, agreement } = business;
const { pestInspector } = credentials;
const { notice, fee } = agreement.cancellation;

/** 'ABN 12 345 678 901', or 'ABN: ask us' (the footer: its own export, so each page's start takes only it). */
export const abnLine = set(business.abn) ? `ABN ${business.abn}` : 'ABN: ask us';
/** The footer's '(licence no. …)'. */
export const licenceAside = set(credentials.builderLicence)
  ? `licence no. ${credentials.builderLicence}`
  : 'licence number: ask us';
/** The builder licence number, or null while it is a stand-in (the structured data). */
export const builderLicence = set(credentials.builderLicence);

/** The business's values as clients read them: each one, or words that ask the client to ask us. */
export const clientFacing = {
  abnLine,
  /** The agreement's ' (ABN …)' after the business's name, or nothing. */
  abnAside: set(business.abn) ? ` (ABN ${business.abn})` : '',
  builderLicence,
  licenceAside,
  /** The agreement's sentence on the builder licence. */
  licenceSentence: set(credentials.builderLicence)
    ? `We hold NSW contractor licence ${credentials.builderLicence}.`
    : 'We hold a NSW contractor licence: ask us for its number.',
  /** What completes 'an inspector with timber pest competency, who holds …'. */
  pestCredentials:
    set(pestInspector.qualification) && set(pestInspector.licence)
      ? `${pestInspector.qualification} and ${pestInspector.licence}`
      : 'a qualification and licence for timber pest inspection: ask us for their details',
  /** The cancellation terms, in whole sentences. */
  cancellationTerms:
    set(notice) && set(fee)
      ? `You can cancel the inspection at no cost if you tell us at least ${notice} before the booked time. ` +
        `If you cancel with less notice, you pay ${fee}.`
      : 'You can cancel the inspection at no cost with the notice we tell you when we confirm the booking: ' +
        'ask us what it is, and what cancelling with less notice costs.',
  /** The cancellation terms in one sentence, for the agreement's main points. */
  cancellationPoint:
    set(notice) && set(fee)
      ? `free with at least ${notice} notice before the booked time; with less notice, you pay ${fee}.`
      : 'free with the notice we tell you when we confirm the booking; ask us what less notice costs.',
  /** When the deposit and the balance are due and how to pay them. */
  payment: set(agreement.payment) ?? 'Ask us when the deposit and the balance are due, and how to pay them.',
  /** The business's liability wording, without the sentences still left for its lawyer. */
  liability: withoutStandInSentences(agreement.liability),
} as const;
