import { business, type PrivacyService } from './business';

/**
 * The one list of services that hold what a visitor sends (business.privacy.services), in the two forms the
 * site shows it: a list item per service on the privacy policy, and one sentence in the collection notice
 * beside the booking form. Both come from the same entries, so the notice and the policy name the same
 * services, the same holdings and the same places (issue 42).
 */
export const privacyServices: readonly PrivacyService[] = business.privacy.services;

/** The entry for a role; every role is listed once. */
export function privacyService(role: PrivacyService['role']): PrivacyService {
  const service = privacyServices.find((s) => s.role === role);
  if (!service) throw new Error(`business.privacy.services has no ${role}`);
  return service;
}

/** '- [database host], our database, stores data in [where]. It holds: ...' for the privacy policy. */
export function privacyServiceItems(): string {
  return privacyServices
    .map(
      (s) => `- ${s.name}, our ${s.role}, stores data in ${s.location}. It holds ${s.holds.join('; and ')}.`,
    )
    .join('\n');
}

/** The collection notice's sentence: every service by name, with where it stores data. */
export function privacyServicesSentence(): string {
  const named = privacyServices.map((s) => `${s.name} (our ${s.role}, in ${s.location})`);
  return (
    `Our booking system keeps them with ${named.slice(0, -1).join(', ')} and ${named.at(-1)}, ` +
    'which may store them outside Australia.'
  );
}
