/**
 * Issue 60: the booking page's payment section: where the booking's payment stands, in words, and how to pay
 * while anything is owed: "Pay the deposit by card" (a plain link through the site, which answers 302 to the
 * business's Stripe Payment Link with the reference), and the bank transfer or PayID details with the reference
 * to quote. The details are shown here only, never e-mailed.
 */
import { bookingPayPath, type BookingPagePayment } from '../../api/booking-page';
import {
  bankRows,
  DEPOSIT_WORDS,
  PAY_BY_CARD,
  payIdRows,
  paymentStateWords,
  REFERENCE_TO_QUOTE,
} from '../../api/payment';
import { TermList } from '../../components/ui/term-list';
import { card } from '../../components/signed-link/page';
import { dollars } from '../../domain/booking/words';

/** The section's heading, and the words before the details to quote. */
export const paymentWords = {
  title: 'Payment',
  bank: 'Bank transfer',
  payId: 'PayID',
  quote: REFERENCE_TO_QUOTE,
  paid: 'Paid so far',
} as const;

export function PaymentSection({
  payment,
  token,
  reference,
}: {
  payment: BookingPagePayment;
  token: string;
  reference: string;
}) {
  const { summary, bank, payId } = payment;
  const deposit =
    summary.state === 'deposit-due' && summary.depositCents !== null && summary.depositDueAt
      ? { cents: summary.depositCents, dueAt: summary.depositDueAt }
      : null;
  return (
    <section aria-labelledby="payment-title" className={card}>
      <h2 id="payment-title" className="text-lg font-bold text-brand-900">
        {paymentWords.title}: {paymentStateWords(summary)}
      </h2>
      {deposit ? <p className="mt-2 text-sm text-ink-700">{DEPOSIT_WORDS.due(deposit)}</p> : null}
      {summary.paidCents > 0 ? (
        <p className="mt-2 text-sm text-ink-700">
          {paymentWords.paid}: {dollars(summary.paidCents)}
        </p>
      ) : null}
      {payment.card ? (
        <p className="mt-3">
          <a
            href={bookingPayPath(token)}
            className="inline-flex min-h-11 items-center rounded-control bg-brand-700 px-4 font-semibold text-white underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2"
          >
            {PAY_BY_CARD}
          </a>
        </p>
      ) : null}
      {bank ? (
        <div className="mt-3">
          <h3 className="font-semibold text-ink-900">{paymentWords.bank}</h3>
          <TermList rows={bankRows(bank, reference)} />
        </div>
      ) : null}
      {payId ? (
        <div className="mt-3">
          <h3 className="font-semibold text-ink-900">{paymentWords.payId}</h3>
          <TermList rows={payIdRows(payId, reference)} />
        </div>
      ) : null}
    </section>
  );
}
