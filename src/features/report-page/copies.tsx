import '../../lib/zod-setup';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import {
  COPY_ROLE_NAMES,
  COPY_ROLE_WORDS,
  COPY_ROLES,
  REPORT_COPY_LIMIT,
  REPORT_LINK_DAYS,
  REPORT_MESSAGES,
  sendCopyBodySchema,
  type ReportCopy,
  type ReportPageView,
} from '../../api/report';
import { CallUs, card, Notice } from '../../components/signed-link/page';
import { CopyList } from '../../components/report/copy-list';
import { Button } from '../../components/ui/button';
import { controlClass, Field } from '../../components/ui/field';
import type { BusinessPhone } from '../../api/signed-link';
import { NotSentError, notSentMessage } from '../../lib/send-now';
import { isLinkError, isReportRefusal, reportPageClient } from './client';
import { reportDate } from './words';

/** The section's words, for the page's tests to find. */
export const copyWords = {
  title: 'Send a copy to your adviser',
  email: 'Their e-mail address',
  role: 'Who they are',
  send: 'Send the copy',
  withdraw: 'Withdraw',
  sent: 'Copies sent',
  sellingAgent:
    'The selling agent acts for the seller, not for you. Send them a copy only if you want the seller’s side ' +
    'to have your report.',
} as const;

type CopyValues = z.output<typeof sendCopyBodySchema>;

/** Copies left of the booking's REPORT_COPY_LIMIT: withdrawn ones count, as the server counts them. */
export const copiesLeft = (copies: readonly ReportCopy[]) => Math.max(0, REPORT_COPY_LIMIT - copies.length);

/** What a refused send or withdrawal says when no field explains it. */
function failureText(error: unknown): string | null {
  if (!error || isLinkError(error)) return null;
  if (error instanceof NotSentError) return notSentMessage(error);
  if (isReportRefusal(error)) {
    if (error.error === 'copy-limit' || error.error === 'gate') return REPORT_MESSAGES[error.error] ?? null;
    if (error.status === 400) return null;
  }
  return 'We could not do that just now. Check the connection and try again.';
}

/**
 * Issue 59: the client sends a read-only copy of the report to an adviser, and sees and withdraws what they
 * sent. The e-mail is a fixed text (src/server/report/mail.ts); nothing typed here goes into it but the address.
 */
export function Copies({
  token,
  copies,
  phone,
  queryKey,
}: {
  token: string;
  copies: ReportCopy[];
  phone: BusinessPhone;
  queryKey: readonly unknown[];
}) {
  const client = useQueryClient();
  // What the reader just did, for the live region: the last send or withdrawal that went through.
  const [outcome, setOutcome] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    control,
    formState: { errors },
  } = useForm<z.input<typeof sendCopyBodySchema>, unknown, CopyValues>({
    resolver: zodResolver(sendCopyBodySchema),
    defaultValues: { email: '', role: undefined },
    shouldFocusError: true,
  });
  const settle = (view: ReportPageView) => client.setQueryData(queryKey, view);
  const refresh = (error: unknown) => {
    if (isLinkError(error) || (isReportRefusal(error) && error.error === 'gate'))
      void client.invalidateQueries({ queryKey });
  };
  const send = useMutation({
    mutationFn: (values: CopyValues) => reportPageClient.sendCopy(token, values),
    onMutate: () => setOutcome(null),
    onSuccess: (view, values) => {
      settle(view);
      reset();
      setOutcome(`Sent to ${values.email}. We have told our office too.`);
    },
    onError: (error) => {
      refresh(error);
      if (isReportRefusal(error) && error.status === 400 && error.detail.field === 'email') {
        setError('email', { type: 'server', message: 'Check the address, then try again.' });
        setFocus('email');
      }
    },
  });
  const withdraw = useMutation({
    mutationFn: (copyId: number) => reportPageClient.revokeCopy(token, { copyId }),
    onMutate: () => setOutcome(null),
    onSuccess: (view) => {
      settle(view);
      setOutcome('Withdrawn: that copy’s link no longer opens the report.');
    },
    onError: refresh,
  });
  const left = copiesLeft(copies);
  const role = useWatch({ control, name: 'role' });
  const sendFailure = failureText(send.error);
  const withdrawFailure = failureText(withdraw.error);

  return (
    <section aria-labelledby="copies-title" className={card}>
      <h2 id="copies-title" className="flex items-center gap-2 text-lg font-bold text-brand-900">
        <Send aria-hidden="true" className="h-5 w-5 shrink-0 text-brand-700" />
        {copyWords.title}
      </h2>
      <p className="mt-2 text-ink-700">
        Your conveyancer, solicitor or buyer’s agent can have a read-only copy. We e-mail them a link of their
        own, with your name, the property’s address and the inspection, and nothing more of your booking. It
        works for {REPORT_LINK_DAYS} days, and you can withdraw it here at any time. You can send{' '}
        {REPORT_COPY_LIMIT} copies in all; {left === 1 ? '1 is left' : `${left} are left`}.
      </p>
      {/* One live region, there from the start, so the outcome of a send or a withdrawal is read out. */}
      <div role="status" className="mt-3 empty:hidden">
        {outcome ? <Notice tone="success">{outcome}</Notice> : null}
      </div>
      {left > 0 ? (
        <form
          noValidate
          aria-labelledby="copies-title"
          className="mt-4 space-y-4"
          onSubmit={(event) => void handleSubmit((values) => send.mutate(values))(event)}
        >
          <Field id="copy-email" label={copyWords.email} error={errors.email?.message}>
            {(wiring) => (
              <input
                {...wiring}
                {...register('email')}
                type="email"
                inputMode="email"
                autoComplete="off"
                spellCheck={false}
                className={controlClass(!!errors.email)}
              />
            )}
          </Field>
          <fieldset aria-describedby={errors.role ? 'copy-role-error' : undefined}>
            <legend className="text-sm font-semibold text-ink-900">{copyWords.role}</legend>
            <div className="mt-1.5 grid gap-1 sm:grid-cols-2">
              {COPY_ROLES.map((value) => (
                <label
                  key={value}
                  className="flex min-h-11 cursor-pointer items-center gap-3 rounded-control px-2 hover:bg-ink-50"
                >
                  <input
                    type="radio"
                    value={value}
                    {...register('role')}
                    className="h-5 w-5 shrink-0 accent-brand-700"
                  />
                  <span className="text-ink-900">{COPY_ROLE_WORDS[value]}</span>
                </label>
              ))}
            </div>
            {errors.role ? (
              <p id="copy-role-error" className="mt-1.5 text-sm font-medium text-danger-700">
                {errors.role.message}
              </p>
            ) : null}
          </fieldset>
          {role === 'selling-agent' ? <Notice tone="warning">{copyWords.sellingAgent}</Notice> : null}
          <Button type="submit" disabled={send.isPending}>
            {send.isPending ? 'Sending…' : copyWords.send}
          </Button>
          {sendFailure ? (
            <p role="alert" className="text-sm font-medium text-danger-700">
              {sendFailure}
            </p>
          ) : null}
        </form>
      ) : (
        <p className="mt-3 text-ink-700">
          You have sent all {REPORT_COPY_LIMIT} copies. To send another, call us on <CallUs phone={phone} />.
        </p>
      )}
      {copies.length > 0 ? (
        <div className="mt-5">
          <h3 className="text-base font-bold text-brand-900">{copyWords.sent}</h3>
          <CopyList
            className="mt-2"
            copies={copies}
            describe={(copy) =>
              `${COPY_ROLE_NAMES[copy.role]}, sent ${reportDate(copy.sentAt)}` +
              (copy.revokedAt
                ? `; withdrawn ${reportDate(copy.revokedAt)}${copy.revokedBy === 'office' ? ' by us' : ''}`
                : copy.firstOpenedAt
                  ? `; opened ${reportDate(copy.firstOpenedAt)}`
                  : '; not opened yet')
            }
            onWithdraw={(copyId) => withdraw.mutate(copyId)}
            pending={withdraw.isPending}
            withdrawWord={copyWords.withdraw}
          />
          {withdrawFailure ? (
            <p role="alert" className="mt-2 text-sm font-medium text-danger-700">
              {withdrawFailure}
            </p>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
