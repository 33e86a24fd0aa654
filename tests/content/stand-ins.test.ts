import { afterEach, describe, expect, it, vi } from 'vitest';
import { business } from '../../src/content/business';
import { isStandIn } from '../../src/content/stand-ins';

/** Every value business.ts marks as a stand-in until the business supplies it, and that a client could read. */
const standIns = () => [
  business.abn,
  business.credentials.builderLicence,
  business.credentials.pestInspector.qualification,
  business.credentials.pestInspector.licence,
  business.agreement.cancellation.notice,
  business.agreement.cancellation.fee,
  business.agreement.payment,
  ...business.privacy.services.flatMap((s) => [s.name, s.location]),
];

afterEach(() => {
  vi.doUnmock('../../src/content/business');
  vi.resetModules();
});

describe('stand-in business values (issue 55)', () => {
  it('are never what a client reads: each term says "ask us" until the business sets it', async () => {
    const { clientFacing } = await import('../../src/content/stand-ins');
    const { privacyServiceItems, privacyServicesSentence } =
      await import('../../src/content/privacy-services');
    const shown = [...Object.values(clientFacing), privacyServiceItems(), privacyServicesSentence()].join(
      '\n',
    );
    for (const value of standIns().filter(isStandIn)) expect(shown, value).not.toContain(value);
    expect(shown).not.toMatch(/\[[^\]]*\]/);
    if (isStandIn(business.abn)) expect(clientFacing.abnLine).toBe('ABN: ask us');
    if (isStandIn(business.agreement.cancellation.notice))
      expect(clientFacing.cancellationTerms).toMatch(/ask us/);
  });

  it('are shown as they are once the business has put in its own', async () => {
    vi.doMock('../../src/content/business', async (importOriginal) => {
      const { business: real } = await importOriginal<typeof import('../../src/content/business')>();
      return {
        business: {
          ...real,
          abn: '12 345 678 901',
          credentials: {
            builderLicence: '123456C',
            pestInspector: { qualification: 'CPP30119', licence: 'Pest licence 5-123' },
          },
          agreement: {
            cancellation: { notice: '2 business days', fee: 'a fee of $110' },
            payment: 'The deposit is due when you accept.',
            liability: 'We carry out the inspection with due care and skill.',
          },
        },
      };
    });
    const { clientFacing } = await import('../../src/content/stand-ins');
    expect(clientFacing.abnLine).toBe('ABN 12 345 678 901');
    expect(clientFacing.licenceSentence).toBe('We hold NSW contractor licence 123456C.');
    expect(clientFacing.pestCredentials).toBe('CPP30119 and Pest licence 5-123');
    expect(clientFacing.cancellationTerms).toBe(
      'You can cancel the inspection at no cost if you tell us at least 2 business days before the booked ' +
        'time. If you cancel with less notice, you pay a fee of $110.',
    );
    expect(clientFacing.payment).toBe('The deposit is due when you accept.');
    expect(clientFacing.liability).toBe('We carry out the inspection with due care and skill.');
  });
});
