/**
 * Issue 60: the enquiry's payments in the office: where the booking's payment stands (in words), every payment
 * and refund with who recorded it and when, and "Record a payment" and "Record a refund" for what Stripe's
 * webhook never sees (a card by phone, a bank transfer, PayID, cash). Each opens a real modal (ActionDialog)
 * whose form is checked with the server's own schema (recordPaymentBodySchema) and carries the enquiry's
 * version, so a second press or someone else's change meanwhile records nothing twice (409 `stale`).
 */
import '../../lib/zod-setup';
import * as Dialog from '@radix-ui/react-dialog';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import type { OfficeEnquiryDetail } from '../../api/office';
import {
  OFFICE_PAYMENT_METHODS,
  PAYMENT_MESSAGES,
  PAYMENT_METHOD_WORDS,
  paymentLine,
  paymentStateWords,
  recordPaymentBodySchema,
  type PaymentEntry,
  type RecordPaymentBody,
} from '../../api/payment';
import { Button, buttonClass } from '../../components/ui/button';
import { TermList } from '../../components/ui/term-list';
import { controlClass, Field } from '../../components/ui/field';
import { isIsoDate, sydneyDate } from '../../domain/booking/sydney-time';
import { dollars, formatSydneyTime, slotDate, sydneyTime } from '../../domain/booking/words';
import { ActionDialog, DialogAlert, usePanelDialogs } from './action-dialog';
import { parsePrice } from './booking-text';
import { officeClient, OfficeRequestError } from './client';
import { failureMessage } from './messages';
import { enquiryKey } from './use-action';

const card = 'rounded-card bg-white p-4 shadow-card ring-1 ring-ink-200 sm:p-6';

/** The buttons' and dialogs' words, by kind. */
export const paymentDialogWords = {
  payment: { open: 'Record a payment', submit: 'Record the payment', done: 'Payment recorded' },
  refund: { open: 'Record a refund', submit: 'Record the refund', done: 'Refund recorded' },
} as const;

/** What the dialog says when the enquiry changed meanwhile (409 `stale`). */
export const STALE_PAYMENT =
  'This enquiry changed meanwhile (another payment, or a change to the booking). Check the payments shown, and record it again if it is still missing.';

/** The form's own fields: the amount in dollars as typed, the method, the date. */
const formSchema = z.object({
  amount: z
    .string()
    .refine((text) => (parsePrice(text) ?? 0) > 0, PAYMENT_MESSAGES.amount)
    .transform((text) => parsePrice(text)!),
  method: z.enum(OFFICE_PAYMENT_METHODS, PAYMENT_MESSAGES.method),
  paidOn: z.string().refine(isIsoDate, PAYMENT_MESSAGES.date),
});

function entryText(entry: PaymentEntry): string {
  const what = entry.kind === 'payment' ? 'Payment' : 'Refund';
  const status = entry.status === 'settled' ? '' : ` (${entry.status})`;
  return (
    `${what} of ${paymentLine(entry)}, paid ${slotDate(entry.paidOn, { year: true })}${status}. ` +
    `Recorded by ${entry.recordedBy ?? 'Stripe'}, ${sydneyTime(entry.recordedAt)}.`
  );
}

export function PaymentPanel({ reference, detail }: { reference: string; detail: OfficeEnquiryDetail }) {
  const { heading, dialog, openChange, done, closeFocus } = usePanelDialogs<'payment' | 'refund'>();
  const payments = detail.payments;
  if (!payments) return null;
  const { summary, entries } = payments;
  const facts: [string, string][] = [
    ...(summary.depositCents !== null
      ? [
          [
            'Deposit asked',
            `${dollars(summary.depositCents)}${summary.depositDueAt ? `, due ${formatSydneyTime(new Date(summary.depositDueAt))}` : ''}`,
          ] as [string, string],
        ]
      : []),
    ...(summary.priceCents !== null ? [['Price', dollars(summary.priceCents)] as [string, string]] : []),
    ['Paid', dollars(summary.paidCents)],
    ...(summary.refundedCents ? [['Refunded', dollars(summary.refundedCents)] as [string, string]] : []),
    ...(summary.owingCents ? [['Owing', dollars(summary.owingCents)] as [string, string]] : []),
    ...(summary.refundDueCents ? [['Refund due', dollars(summary.refundDueCents)] as [string, string]] : []),
  ];
  return (
    <section aria-labelledby="enquiry-payment" className={card}>
      <h2 id="enquiry-payment" ref={heading} tabIndex={-1} className="text-lg font-bold text-brand-900">
        Payment: {paymentStateWords(summary)}
      </h2>
      <TermList rows={facts} />
      {entries.length ? (
        <ul className="mt-3 space-y-1 text-sm text-ink-800">
          {entries.map((entry) => (
            <li key={entry.id}>{entryText(entry)}</li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-ink-700">Nothing paid or refunded yet.</p>
      )}
      <div className="mt-4 flex flex-wrap gap-3">
        {(['payment', 'refund'] as const).map((kind) => (
          <Dialog.Root key={kind} open={dialog === kind} onOpenChange={openChange(kind)}>
            <Dialog.Trigger className={buttonClass(kind === 'payment' ? 'primary' : 'secondary', 'md')}>
              {paymentDialogWords[kind].open}
            </Dialog.Trigger>
            <ActionDialog
              title={paymentDialogWords[kind].open}
              description={
                kind === 'payment'
                  ? 'A payment Stripe did not take: a card by phone, a bank transfer, PayID or cash. It goes in the history with your name.'
                  : 'A refund you made by card over the phone, bank transfer, PayID or cash. Stripe’s own refunds are recorded by Stripe.'
              }
              onCloseAutoFocus={closeFocus}
            >
              <PaymentForm reference={reference} detail={detail} kind={kind} onDone={done} />
            </ActionDialog>
          </Dialog.Root>
        ))}
      </div>
    </section>
  );
}

export function PaymentForm({
  reference,
  detail,
  kind,
  onDone,
}: {
  reference: string;
  detail: OfficeEnquiryDetail;
  kind: 'payment' | 'refund';
  onDone: () => void;
}) {
  const client = useQueryClient();
  const pending = useRef<AbortController | null>(null);
  useEffect(() => () => pending.current?.abort(), []);
  const today = sydneyDate(new Date());
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof formSchema>, unknown, z.output<typeof formSchema>>({
    resolver: zodResolver(formSchema),
    defaultValues: { amount: '', method: 'bank-transfer', paidOn: today },
  });
  const request = useMutation({
    mutationFn: (body: RecordPaymentBody) => {
      pending.current = new AbortController();
      return officeClient.recordPayment(reference, body, pending.current.signal);
    },
    onSuccess: (next) => {
      client.setQueryData(enquiryKey(reference), next);
      void client.invalidateQueries({ queryKey: ['office', 'list'] });
      toast.success(paymentDialogWords[kind].done);
      onDone();
    },
    onError: (error) => {
      const current = error instanceof OfficeRequestError ? error.detail.current : undefined;
      if (current) client.setQueryData(enquiryKey(reference), current);
    },
  });
  const stale = request.error instanceof OfficeRequestError && request.error.error === 'stale';
  const submit = (values: z.output<typeof formSchema>) => {
    // The server's own schema, as it checks the body.
    const body = recordPaymentBodySchema.parse({
      kind,
      amountCents: values.amount,
      method: values.method,
      paidOn: values.paidOn,
      version: detail.version,
    });
    request.mutate(body);
  };
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(submit)(event)} className="space-y-4">
      <Field id={`${kind}-amount`} label="Amount (dollars)" error={errors.amount?.message}>
        {(a11y) => (
          <input
            {...a11y}
            {...register('amount')}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            className={controlClass(!!errors.amount)}
          />
        )}
      </Field>
      <Field id={`${kind}-method`} label="How it was paid" error={errors.method?.message}>
        {(a11y) => (
          <select {...a11y} {...register('method')} className={controlClass(!!errors.method)}>
            {OFFICE_PAYMENT_METHODS.map((method) => (
              <option key={method} value={method}>
                {PAYMENT_METHOD_WORDS[method]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id={`${kind}-date`} label="Date paid" error={errors.paidOn?.message}>
        {(a11y) => (
          <input
            {...a11y}
            {...register('paidOn')}
            type="date"
            max={today}
            className={controlClass(!!errors.paidOn)}
          />
        )}
      </Field>
      <DialogAlert message={stale ? STALE_PAYMENT : request.error ? failureMessage(request.error) : null} />
      <div className="flex flex-wrap justify-end gap-3 pt-1">
        <Dialog.Close asChild>
          <Button variant="secondary">Not now</Button>
        </Dialog.Close>
        <Button type="submit" disabled={request.isPending}>
          {request.isPending ? 'Recording…' : paymentDialogWords[kind].submit}
        </Button>
      </div>
    </form>
  );
}
