// @vitest-environment node
/**
 * Issue 60, what the reminder and the office's daily list say of the deposit, and what the automation hears of a
 * payment: pure functions, their states made by paymentSummary() itself from payments as the ledger records
 * them, at one fixed instant.
 */
import { describe, expect, it } from 'vitest';
import { DEPOSIT_WORDS, paymentSummary, type PaymentSummary } from '../../../src/api/payment';
import { bookingReference } from '../../../src/domain/booking/reference';
import type { Enquiry } from '../../../src/domain/booking/enquiry';
import type { BookingSlot } from '../../../src/domain/booking/states';
import { AUTOMATION_EVENT_TYPES, automationEvent } from '../../../src/server/channels/automation';
import type { DigestEntry } from '../../../src/server/ledger/reminders';
import type { ChangeRecord } from '../../../src/server/ledger/types';
import { DIGEST_DEPOSIT_DUE, digestMail, reminderDeposit } from '../../../src/server/mail/reminder-mail';
import { TEST_NOW, sydneyDaysAfter } from '../../support/clock';
import { validPayload } from '../support';

const DEPOSIT = 11_000;
const PRICE = 45_000;
const payload = validPayload();
const enquiry = {
  ...payload,
  reference: bookingReference(String(payload.submissionId)),
} as unknown as Enquiry;
const slot: BookingSlot = {
  date: sydneyDaysAfter(1),
  windowFrom: '08:00',
  windowTo: '09:00',
  priceCents: PRICE,
  note: '',
  deposit: {
    cents: DEPOSIT,
    dueAt: new Date(TEST_NOW.getTime() - 60_000).toISOString(),
    rule: { kind: 'hours-after-booking', hours: 24 },
  },
};

/** The summary of a booking that received `paid` cents (settled, AUD), now. */
const summaryOf = (paid: number): PaymentSummary =>
  paymentSummary(
    {
      payments: paid ? [{ kind: 'payment', amountCents: paid, currency: 'aud', status: 'settled' }] : [],
      depositCents: DEPOSIT,
      depositDueAt: new Date(slot.deposit!.dueAt),
      priceCents: PRICE,
    },
    TEST_NOW,
  );

describe('the deposit in the reminder and the daily list (issue 60)', () => {
  it('the reminder says the deposit is not yet received, received, or the whole price received; nothing without a deposit asked', () => {
    expect(reminderDeposit(slot, summaryOf(0))).toBe(DEPOSIT_WORDS.notReceived(slot.deposit!));
    expect(reminderDeposit(slot, summaryOf(DEPOSIT))).toBe(DEPOSIT_WORDS.received);
    expect(reminderDeposit(slot, summaryOf(PRICE))).toBe(DEPOSIT_WORDS.paidInFull);
    expect(reminderDeposit({ ...slot, deposit: null }, summaryOf(0))).toBeNull();
  });

  it('the daily list names the inspections whose deposit is still due, and no other', () => {
    const entry = (reference: string, paid: number): DigestEntry => ({
      submissionId: reference,
      reference,
      enquiry: { ...enquiry, reference },
      slot,
      agreementVersion: null,
      agreementSent: false,
      accepted: false,
      concerns: '',
      payment: summaryOf(paid),
    });
    const mail = digestMail(slot.date, [entry('HBI-DUE111', 0), entry('HBI-PAID22', DEPOSIT)], [], {
      from: 'Bookings <bookings@harbourline.example>',
      to: ['office@harbourline.example'],
      agreements: false,
    });
    const lineOf = (reference: string) => mail.text.split('\n').find((line) => line.includes(reference))!;
    expect(lineOf('HBI-DUE111')).toContain(DIGEST_DEPOSIT_DUE);
    expect(lineOf('HBI-PAID22')).not.toContain(DIGEST_DEPOSIT_DUE);
  });
});

describe('the automation hears of a payment (issue 60)', () => {
  it('payment.received and payment.refunded carry the amount and how, keyed by the event, and never card data', () => {
    const change = (
      event: 'payment-received' | 'payment-refunded',
      source: 'stripe' | 'office',
    ): ChangeRecord => ({
      id: 41,
      event,
      at: TEST_NOW,
      actor: source === 'office' ? 'owner@harbourline.example' : null,
      fromState: 'booked',
      toState: 'booked',
      slot,
      reason: null,
      sequence: 1,
      payment: {
        id: 7,
        kind: event === 'payment-received' ? 'payment' : 'refund',
        amountCents: DEPOSIT,
        currency: 'aud',
        method: source === 'stripe' ? 'card' : 'bank-transfer',
        source,
        flags: [],
      },
    });
    const received = automationEvent(enquiry, change('payment-received', 'stripe'))!;
    expect(received).toMatchObject({
      type: AUTOMATION_EVENT_TYPES['payment-received'],
      id: `${enquiry.submissionId}:41`,
      payment: { kind: 'payment', amountCents: DEPOSIT, currency: 'aud', method: 'card', source: 'stripe' },
      by: 'client',
    });
    const refunded = automationEvent(enquiry, change('payment-refunded', 'office'))!;
    expect(refunded).toMatchObject({ type: AUTOMATION_EVENT_TYPES['payment-refunded'], by: 'office' });
    expect(JSON.stringify([received, refunded])).not.toMatch(/card_number|exp_month|cvc|last4/);
  });
});
