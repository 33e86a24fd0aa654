/**
 * An enquiry as the server keeps and delivers it: the validated booking, its address rebuilt from the parts,
 * its reference and when it arrived. The automation receives exactly this; the ledger stores exactly this.
 */
import { bookingFieldNames } from './form-values.js';
import { addonOptions, serviceOptions } from './options.js';
import type { BookingPayload } from './schema.js';

export type Enquiry = Omit<BookingPayload, 'address'> & {
  address: string;
  reference: string;
  receivedAt: string;
};

/** An inspection or add-on by its title, without the price its label carries; any other value as it is. */
function chosen(name: string, value: unknown): unknown {
  const options = name === 'service' ? serviceOptions : name === 'addon' ? addonOptions : [];
  return options.find((o) => o.label === value)?.title ?? value;
}

/**
 * SHA-256 (hex) of the fields a visitor fills in, in the form's order: the same for a replay or a resend of
 * one enquiry, different when someone changed what it says. The time it was sent and where from are left out,
 * and so is the price in the inspection's and add-on's labels: a resend after a price change is the same
 * enquiry, not a changed one.
 */
export async function contentHash(enquiry: Enquiry): Promise<string> {
  const fields = bookingFieldNames.map((name) => [
    name,
    chosen(name, (enquiry as Record<string, unknown>)[name] ?? ''),
  ]);
  const bytes = new TextEncoder().encode(JSON.stringify(fields));
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
