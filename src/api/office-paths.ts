/**
 * The office's own addresses (issue 57): every place in the office has one, so that back, forward, reload and a
 * link from an e-mail land where they say. The page (src/features/office/) reads and writes them; the server's
 * mails link to an enquiry with `officeEnquiryUrl`. Every path under `/office` answers with the office's shell
 * (src/app/private-routes.ts, `subpaths: true`), on every host.
 *
 * - `/office`                      the inbox, New tab;
 * - `/office?tab=booked&q=smith`   a tab, with a search (`q`, any tab);
 * - `/office/schedule?range=week`  the schedule (`range`: today, week or fortnight; today when absent);
 * - `/office/enquiries/HBI-…`      one enquiry.
 */
import type { OfficeTab } from './office.js';

export const OFFICE_ROOT = '/office';

/** The schedule's ranges: today, this week (to Sunday), and the next 14 days. */
export const SCHEDULE_RANGES = ['today', 'week', 'fortnight'] as const;
export type ScheduleRange = (typeof SCHEDULE_RANGES)[number];

export const officeEnquiryPath = (reference: string) =>
  `${OFFICE_ROOT}/enquiries/${encodeURIComponent(reference)}`;

export const officeSchedulePath = (range: ScheduleRange = 'today') =>
  range === 'today' ? `${OFFICE_ROOT}/schedule` : `${OFFICE_ROOT}/schedule?range=${range}`;

export function officeTabPath(tab: OfficeTab, search = ''): string {
  const params = new URLSearchParams();
  if (tab !== 'new') params.set('tab', tab);
  if (search) params.set('q', search);
  const query = params.toString();
  return query ? `${OFFICE_ROOT}?${query}` : OFFICE_ROOT;
}

/** An enquiry's address in the office, absolute, for the office's own e-mails (`siteOrigin` from the config). */
export const officeEnquiryUrl = (siteOrigin: string, reference: string) =>
  `${siteOrigin.replace(/\/+$/, '')}${officeEnquiryPath(reference)}`;
