import { describe, expect, it } from 'vitest';
import { paymentLine } from '../../src/api/payment';

describe('a payment in words (paymentLine)', () => {
  it('gives the amount and how it was paid, the way a person says it', () => {
    const line = (method: Parameters<typeof paymentLine>[0]['method']) =>
      paymentLine({ amountCents: 11_000, currency: 'aud', method, flags: [] });
    expect(line('payid')).toBe('$110 by PayID');
    expect(line('bank-transfer')).toBe('$110 by bank transfer');
    expect(line('card-phone')).toBe('$110 by card over the phone');
    expect(line('cash')).toBe('$110 in cash');
    expect(line('card')).toBe('$110 by card online (Stripe)');
    expect(paymentLine({ amountCents: 12_345, currency: 'aud', method: 'becs', flags: [] })).toBe(
      '$123.45 by direct debit (Stripe)',
    );
  });

  it("names another currency by its code and each flag in words, never the ledger's slugs", () => {
    expect(
      paymentLine({
        amountCents: 15_000,
        currency: 'nzd',
        method: 'card',
        flags: ['other-currency', 'other-amount'],
      }),
    ).toBe('150.00 NZD by card online (Stripe) (flagged: another currency; not the amount asked)');
    expect(
      paymentLine({ amountCents: 11_000, currency: 'aud', method: 'card', flags: ['unknown-reference'] }),
    ).toBe('$110 by card online (Stripe) (flagged: it names no booking we know)');
  });
});
