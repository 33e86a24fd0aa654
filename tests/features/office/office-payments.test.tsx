import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { enquiryPath } from '../../../src/api/office';
import {
  PAYMENT_MESSAGES,
  PAYMENT_METHOD_WORDS,
  paymentSummary,
  paymentStateWords,
  recordPaymentPath,
  type PaymentEntry,
} from '../../../src/api/payment';
import { type BookingSlot } from '../../../src/domain/booking/states';
import { sydneyDate } from '../../../src/domain/booking/sydney-time';
import { paymentDialogWords } from '../../../src/features/office/payment-panel';
import { prefillOf, row, sampleSlot } from './fake-office';
import { renderEnquiry, setUpOfficePage } from './render-office';

/**
 * Issue 60: the enquiry's payments in the office on its fake API: the state in words, and "Record a payment" in
 * a real modal whose errors are announced and whose body is the server's own (recordPaymentBodySchema).
 */
setUpOfficePage();

const NOW = new Date('2026-11-27T00:00:00.000Z');
const REF = 'HBI-PAY';
const slot: BookingSlot = {
  ...sampleSlot,
  deposit: {
    cents: 11_000,
    dueAt: '2026-11-28T00:00:00.000Z',
    rule: { kind: 'hours-after-booking', hours: 24 },
  },
};
const facts = (payments: PaymentEntry[]) => ({
  summary: paymentSummary(
    { payments, depositCents: 11_000, depositDueAt: new Date(slot.deposit!.dueAt), priceCents: 45_000 },
    NOW,
  ),
  entries: payments,
});

let user: ReturnType<typeof userEvent.setup>;
beforeEach(() => {
  vi.useFakeTimers({ now: NOW, shouldAdvanceTime: true });
  user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
});

describe('the payment panel', () => {
  it('records a payment from a modal dialog, with its errors announced, and shows paid in full', async () => {
    const posted: unknown[] = [];
    const due = facts([]);
    renderEnquiry(
      REF,
      {
        rows: [row({ reference: REF, state: 'booked', slot, payment: due.summary })],
        details: { [REF]: { version: 3, booking: slot, prefill: prefillOf(45_000), payments: due } },
      },
      (office) => async (input, init) => {
        const path = new URL(String(input), 'http://office.test').pathname;
        if (path !== recordPaymentPath(REF)) return office.fetch(input, init);
        posted.push(JSON.parse(String(init?.body)));
        const entry: PaymentEntry = {
          id: 1,
          kind: 'payment',
          amountCents: 45_000,
          currency: 'aud',
          method: 'bank-transfer',
          status: 'settled',
          source: 'office',
          paidOn: sydneyDate(NOW),
          recordedAt: NOW.toISOString(),
          recordedBy: 'owner@example.com',
          flags: [],
        };
        office.state.details[REF] = { ...office.state.details[REF]!, version: 4, payments: facts([entry]) };
        return office.fetch(enquiryPath(REF));
      },
    );
    expect(
      await screen.findByRole('heading', { name: `Payment: ${paymentStateWords(due.summary)}` }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: paymentDialogWords.payment.open }));
    const dialog = await screen.findByRole('dialog', { name: paymentDialogWords.payment.open });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    await user.click(within(dialog).getByRole('button', { name: paymentDialogWords.payment.submit }));
    const amount = within(dialog).getByLabelText('Amount (dollars)');
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveAccessibleDescription(PAYMENT_MESSAGES.amount);
    expect(posted).toEqual([]);
    await user.type(amount, '450');
    await user.selectOptions(
      within(dialog).getByLabelText('How it was paid'),
      PAYMENT_METHOD_WORDS['bank-transfer'],
    );
    await user.click(within(dialog).getByRole('button', { name: paymentDialogWords.payment.submit }));
    expect(
      await screen.findByRole('heading', {
        name: `Payment: ${paymentStateWords({ state: 'paid-in-full', overdue: false, refundDueCents: null })}`,
      }),
    ).toBeInTheDocument();
    expect(posted).toEqual([
      { kind: 'payment', amountCents: 45_000, method: 'bank-transfer', paidOn: sydneyDate(NOW), version: 3 },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Recorded, the focus goes to the panel's heading, which now says paid in full (usePanelDialogs).
    expect(screen.getByRole('heading', { name: /^Payment: / })).toHaveFocus();
    // The panel lists it in words, with who recorded it.
    expect(
      screen.getByText(/^Payment of \$450 by bank transfer, paid .+ Recorded by owner@example\.com, /),
    ).toBeVisible();
  });
});
