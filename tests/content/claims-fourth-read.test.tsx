import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { business } from '../../src/content/business';
import { collectionNotice } from '../../src/content/home';
import { privacyPage } from '../../src/content/pages/privacy';
import { CollectionNotice } from '../../src/components/sections/collection-notice';
import { bookingFields } from '../../src/features/booking/fields';
import { serviceOptions } from '../../src/features/booking/options';
import { bookingReference } from '../../src/features/booking/reference';
import type { Enquiry } from '../../src/server/enquiry';
import { confirmationMail } from '../../src/server/mail/confirmation-mail';
import { stringsOf } from './content-strings';

/**
 * The fourth expert read (issue 42): seven major and fifteen minor defects, each corrected once and checked
 * here so none comes back. Each check failed on the copy before the correction.
 */

const textOf = (value: unknown) =>
  stringsOf(value, '')
    .map((c) => c.text)
    .join('\n');

/** An enquiry with every optional detail given: the fullest confirmation e-mail. */
function fullEnquiry(): Enquiry {
  const submissionId = 'fourth-read-0001';
  return {
    ...Object.fromEntries(bookingFields.map((spec) => [spec.name, `${spec.name}marker`])),
    bookedBy: 'Myself',
    name: 'Jane Citizen',
    email: 'jane@example.com',
    phone: '0491 570 156',
    suburb: 'Katoomba',
    postcode: '2780',
    service: serviceOptions[1]!.label,
    addon: 'Thermal Imaging Scan $100',
    preferredDate: '2026-12-07',
    preferredTime: 'Morning',
    submissionId,
    reference: bookingReference(submissionId),
    receivedAt: '2026-11-25T01:02:04.000Z',
  } as Enquiry;
}

describe('corrected claims from the fourth expert read (issue 42)', () => {
  const services = business.privacy.services;
  const policy = textOf(privacyPage);

  it('major 1: the collection notice and the privacy policy name the same services, and where each stores data', () => {
    expect(services.map((s) => s.role).sort()).toEqual(
      ['automation service', 'database', 'mail service', 'website host'].sort(),
    );
    const { container } = render(
      <MemoryRouter>
        <CollectionNotice />
      </MemoryRouter>,
    );
    const notice = container.textContent ?? '';
    for (const s of services) {
      expect(notice, s.role).toContain(s.name);
      expect(notice, s.role).toContain(s.location);
      expect(policy, s.role).toContain(s.name);
      expect(policy, s.role).toContain(s.location);
      for (const item of s.holds) expect(policy, item).toContain(item);
    }
    expect(collectionNotice.storage).not.toMatch(/an online automation service/);
  });

  it('major 1: the list says the client IP address is kept one day, for abuse limits', () => {
    const ip = services.flatMap((s) => s.holds).filter((h) => /\bIP address\b[^;]*\bone day\b/.test(h));
    expect(ip).toHaveLength(1);
    expect(ip[0]).toMatch(/limit/);
    expect(policy).toContain(ip[0]);
  });

  it('minor 11: the privacy list describes every line of the confirmation e-mail, and what it never carries', () => {
    const mail = confirmationMail(fullEnquiry(), { from: 'a@b.example', siteOrigin: 'https://x.example' });
    const rows = mail.text
      .split('\n')
      .map((line) => /^([A-Z][A-Za-z -]+): /.exec(line)?.[1])
      .filter((label): label is string => !!label && label !== 'How we handle your details');
    // Each row of the confirmation, in the words the privacy list uses for it.
    const described: Record<string, RegExp> = {
      Reference: /\bthe reference\b/,
      Inspection: /\bthe inspection\b/,
      'Add-on': /\badd-on\b/,
      Property: /\bsuburb\b[^;]*\bpostcode\b[^;]*\bpostcode alone\b/,
      'Preferred timing': /\bpreferred date and time\b/,
    };
    expect(rows.sort()).toEqual(Object.keys(described).sort());
    const confirmation = services.flatMap((s) => s.holds).filter((h) => /^the confirmation email/.test(h));
    expect(confirmation).toHaveLength(1);
    for (const [row, words] of Object.entries(described)) expect(confirmation[0], row).toMatch(words);
    expect(confirmation[0]).toMatch(/never your name, your street or your message/);
  });
});
