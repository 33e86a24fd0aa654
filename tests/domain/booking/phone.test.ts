/**
 * An Australian phone number read once (issue 57): the form's rule takes what `australianPhoneDigits` reads,
 * and the office's e-mails dial it in E.164.
 */
import { describe, expect, it } from 'vitest';
import { accessPhoneSchema } from '../../../src/domain/booking/schema';
import { australianPhoneDigits, phoneE164, telHref } from '../../../src/domain/booking/phone';

describe('phoneE164', () => {
  it.each([
    ['0491 570 156', '+61491570156'],
    ['0491570156', '+61491570156'],
    ['(02) 5550 4321', '+61255504321'],
    ['+61 2 5550 4321', '+61255504321'],
    ['02-5550-4321', '+61255504321'],
  ])('%s is %s', (given, e164) => {
    expect(phoneE164(given)).toBe(e164);
    expect(telHref(given)).toBe(`tel:${e164}`);
  });

  it.each(['', '12345', '0591 570 156', '+1 212 555 0100', 'call me'])(
    '%s is not a number to dial',
    (given) => {
      expect(phoneE164(given)).toBeNull();
      expect(telHref(given)).toBeNull();
    },
  );

  it('is the form rule: a number the access phone takes is one the mail dials, and no other', () => {
    for (const given of ['0491 570 156', '(02) 5550 4321', '12345', '0591 570 156']) {
      expect(accessPhoneSchema.safeParse(given).success, given).toBe(australianPhoneDigits(given) !== null);
    }
  });
});
