// @vitest-environment node
/**
 * Whether `npm start` makes its office with nothing set (issue 57): on the loopback, with the embedded ledger
 * and no BOOKING_OFFICE_EMAILS, for the business's address; never bound to an address others reach, on a host,
 * with DATABASE_URL or with an office listed. The server that makes it, and its link, are tested where the
 * embedded ledger is already open (local-data.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { business } from '../../src/content/business';
import { HOST_ENV_MARKERS, LOCAL_OFFICE_ADDRESS, localOfficeRefusal } from '../../src/server/local-office';

describe('whether the local office is made', () => {
  const embedded = { embeddedLedger: true };

  it("is made for the business's own address, on every loopback name", () => {
    expect(LOCAL_OFFICE_ADDRESS).toBe(business.email);
    for (const listenHost of ['127.0.0.1', '::1', '[::1]', 'localhost']) {
      expect(localOfficeRefusal({}, { listenHost, ...embedded }), listenHost).toBeNull();
    }
  });

  it('is not made bound to every address or one others reach', () => {
    for (const listenHost of ['0.0.0.0', '::', '192.168.1.20', 'inspections.example']) {
      expect(localOfficeRefusal({}, { listenHost, ...embedded }), listenHost).toBe('not-loopback');
    }
  });

  it("is not made where a host's environment is present, with an office listed, or without the embedded ledger", () => {
    for (const name of HOST_ENV_MARKERS) {
      expect(localOfficeRefusal({ [name]: '1' }, { listenHost: '127.0.0.1', ...embedded }), name).toBe(
        'host',
      );
    }
    expect(
      localOfficeRefusal(
        { BOOKING_OFFICE_EMAILS: 'owner@example.com' },
        { listenHost: '127.0.0.1', ...embedded },
      ),
    ).toBe('listed');
    expect(localOfficeRefusal({}, { listenHost: '127.0.0.1', embeddedLedger: false })).toBe(
      'no-embedded-ledger',
    );
  });
});
