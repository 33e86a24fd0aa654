/** What a report's file is called when it is saved (issue 58): the business, the reference and the version. */
import { business } from '../../content/business.js';

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** `<business>-report-<reference>-v<n>.pdf`, in letters, digits and hyphens only. */
export function reportFileName(reference: string, version: number): string {
  return `${slug(business.name)}-report-${slug(reference)}-v${version}.pdf`;
}
