/**
 * An Australian phone number read once (issue 57): the form's rule takes what `australianPhoneDigits` reads,
 * and the office's e-mails dial it in E.164.
 */
import { describe, expect, it } from 'vitest';
import { accessPhoneSchema } from '../../../src/domain/booking/schema';
import { australianPhoneDigits, phoneDisplay, phoneE164, telHref } from '../../../src/domain/booking/phone';
import { phonesOf } from '../../../src/domain/booking/addressees';
import { BOOKED_BY_CLIENT, bookedByOptions } from '../../../src/domain/booking/options';

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

describe('phoneDisplay', () => {
  it.each([
    ['0491570156', '0491 570 156'],
    ['+61 491 570 156', '0491 570 156'],
    ['(02) 5550-4321', '02 5550 4321'],
    ['call me', 'call me'],
  ])('%s shows as %s', (given, shown) => expect(phoneDisplay(given)).toBe(shown));
});

describe('phonesOf (issue 57: the numbers the office calls from its rows and its e-mails)', () => {
  const agent = bookedByOptions.find((option) => option !== BOOKED_BY_CLIENT)!;
  it("is the form's phone for a client who booked, and no booker", () => {
    expect(phonesOf({ bookedBy: BOOKED_BY_CLIENT, phone: '0491 570 156', clientContact: '' })).toEqual({
      client: '0491 570 156',
      booker: null,
    });
  });
  it("is the client's contact when someone else booked and it is a number, and the booker's phone", () => {
    expect(phonesOf({ bookedBy: agent, phone: '0491 570 156', clientContact: '(02) 5550 4321' })).toEqual({
      client: '(02) 5550 4321',
      booker: '0491 570 156',
    });
    expect(phonesOf({ bookedBy: agent, phone: '0491 570 156', clientContact: 'c@client.example' })).toEqual({
      client: null,
      booker: '0491 570 156',
    });
  });
});
