import { business, type PrivacyService } from './business';
import { isStandIn } from './stand-ins';

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

/**
 * Where a service stores data, as a visitor reads it: the business's value, or, while it is a stand-in
 * (stand-ins.ts), that we tell them on request. No page shows a stand-in (issue 55).
 */
const whereOf = (s: PrivacyService) =>
  isStandIn(s.location) ? 'a country we tell you on request' : s.location;

/** 'Neon, our database, stores data in …' for the privacy policy; 'Our database (ask us which company)' for a stand-in. */
function serviceNamed(s: PrivacyService): string {
  return isStandIn(s.name) ? `Our ${s.role} (ask us which company)` : `${s.name}, our ${s.role},`;
}

/** '- Neon, our database, stores data in the United States. It holds: ...' for the privacy policy. */
export function privacyServiceItems(): string {
  return privacyServices
    .map((s) => `- ${serviceNamed(s)} stores data in ${whereOf(s)}. It holds ${s.holds.join('; and ')}.`)
    .join('\n');
}

/** The collection notice's sentence: every service by name, with where it stores data. */
export function privacyServicesSentence(): string {
  const named = privacyServices.map((s) =>
    isStandIn(s.name)
      ? `our ${s.role} (ask us which company)`
      : `${s.name} (our ${s.role}, in ${whereOf(s)})`,
  );
  return (
    `Our booking system keeps them with ${named.slice(0, -1).join(', ')} and ${named.at(-1)}, ` +
    'which may store them outside Australia.'
  );
}
