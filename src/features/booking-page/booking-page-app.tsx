import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { NotSentError, notSentMessage } from '../../lib/send-now';
import { Phone } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import {
  cancelBodySchema,
  changeRequestBodySchema,
  CLIENT_NOTE_MAX_LENGTH,
  PREFERRED_MAX,
  PREFERRED_MAX_LENGTH,
  type BookingPageView,
} from '../../api/booking-page';
import { Button } from '../../components/ui/button';
import { controlClass, Field } from '../../components/ui/field';
import { createLinkQueryClient } from '../../components/signed-link/client';
import {
  BookingSummary,
  CallUs,
  card,
  Frame,
  LinkError,
  LinkPageRoot,
  Loading,
  LoadFailed,
  Notice,
  State,
} from '../../components/signed-link/page';
import { bookingPageClient, isBookingPageRefusal, isLinkError } from './client';
import { acceptedWhen } from '../../domain/booking/words';
import { PaymentSection } from './payment-section';

export const bookingPageKey = (token: string) => ['booking-page', token] as const;

/** The page's own query client: a failed read is tried again, but not one the server refused (4xx). */
export const createBookingPageQueryClient = createLinkQueryClient;

export function BookingPageRoot({ client, token }: { client: QueryClient; token: string | null }) {
  return (
    <LinkPageRoot client={client}>
      <BookingPage token={token} />
    </LinkPageRoot>
  );
}

/** The page's titles, by what the link opens. */
export const bookingPageTitles = {
  booked: 'Your booking',
  cancelled: 'This inspection is cancelled',
  done: 'This inspection has taken place',
  link: 'This link does not open a booking',
} as const;

/** Issue 57: the notice after the office moved the booking: the words before the move's time, and after it. */
export const movedWords = {
  before: 'We moved this booking on',
  after: '(Sydney time). The time shown here is the new one.',
} as const;

/** The title of the page of whoever booked for the client (issue 52). */
export const bookerTitle = (client: string) => `The inspection you booked for ${client}`;

/** The buttons' words: the actions as the issue names them. */
export const actionLabels = {
  changeRequest: 'Ask for another time',
  cancel: 'Cancel this inspection',
} as const;

function BookingPage({ token }: { token: string | null }) {
  const view = useQuery({
    queryKey: bookingPageKey(token ?? ''),
    queryFn: () => bookingPageClient.view(token!),
    enabled: token !== null,
  });
  const [sent, setSent] = useState<'change-request' | null>(null);

  if (token === null || isLinkError(view.error)) {
    return (
      <LinkError
        title={bookingPageTitles.link}
        then={
          <>
            To change or cancel your booking, call us on <CallUs />.
          </>
        }
      />
    );
  }
  if (view.isError)
    return <LoadFailed title="Your booking did not load" onRetry={() => void view.refetch()} />;
  if (view.isPending) return <Loading>Opening your booking…</Loading>;
  const data = view.data;
  // Issue 52: whoever booked for the client sees the booking read-only (or may ask for another time, where the
  // business allows it); only the client cancels.
  const client = data.clientName || 'your client';
  const booker = data.access !== 'client';
  return (
    <Frame name={data.businessName}>
      <State
        stateKey={`${data.status}:${sent}`}
        title={booker && data.status === 'booked' ? bookerTitle(client) : bookingPageTitles[data.status]}
        intro={
          <>
            {data.status === 'booked' && booker ? (
              <p>
                You booked this inspection with {data.businessName} for {client}, who has the booking, its
                calendar invitation and its own page. This view is read only
                {data.access === 'booker-may-ask'
                  ? `: you can ask for another time on ${client}’s behalf, and only ${client} can cancel.`
                  : `: to change or cancel it, ${client} uses their page, or calls us.`}
              </p>
            ) : data.status === 'booked' ? (
              <p>
                Your inspection with {data.businessName} is booked for the time below. If it no longer suits,
                ask for another time here and we call you to agree one, or cancel it here, which takes effect
                at once.
              </p>
            ) : data.status === 'cancelled' ? (
              <p>
                This booking is cancelled, so there is nothing to change here. To book again or with a
                question, call us on <CallUs phone={data.businessPhone} />.
              </p>
            ) : (
              <p>
                The inspection below has taken place. Questions about it: call us on{' '}
                <CallUs phone={data.businessPhone} />.
              </p>
            )}
            {sent === 'change-request' || (data.status === 'booked' && data.lastRequestAt) ? (
              <Notice tone="success" role="status">
                We have your request for another time
                {data.lastRequestAt ? (
                  <>
                    {' '}
                    (sent <time dateTime={data.lastRequestAt}>{acceptedWhen(data.lastRequestAt)}</time>,
                    Sydney time)
                  </>
                ) : null}
                . Your booking stays as it is until we call you and agree a new time.
              </Notice>
            ) : data.status === 'booked' && data.movedAt ? (
              <Notice tone="info">
                {movedWords.before} <time dateTime={data.movedAt}>{acceptedWhen(data.movedAt)}</time>{' '}
                {movedWords.after}
              </Notice>
            ) : null}
          </>
        }
      >
        <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
          <div className="space-y-5 lg:order-2">
            <BookingSummary booking={data.booking} title={booker ? 'The booking' : 'Your booking'} />
            {data.payment ? (
              <PaymentSection payment={data.payment} token={token} reference={data.reference} />
            ) : null}
            {data.agreement ? (
              <p className="px-1 text-sm text-ink-700">
                Pre-inspection agreement:{' '}
                <strong className="font-semibold text-ink-900">
                  {data.agreement === 'accepted'
                    ? 'accepted'
                    : data.status === 'booked'
                      ? 'not yet accepted (see the link in our e-mail)'
                      : 'not accepted'}
                </strong>
              </p>
            ) : null}
            <p className="flex items-start gap-2 px-1 text-sm text-ink-600">
              <Phone aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" />
              <span>
                Reference {data.reference}. Questions? Call {data.businessName} on{' '}
                <CallUs phone={data.businessPhone} />.
              </span>
            </p>
          </div>
          {data.status === 'booked' && data.access !== 'booker' ? (
            <div className="space-y-5 lg:order-1">
              <section aria-labelledby="change-title" className={card}>
                <ChangeRequestForm token={token} onSent={() => setSent('change-request')} />
              </section>
              {data.access === 'client' ? (
                <section aria-labelledby="cancel-title" className={card}>
                  <CancelForm token={token} view={data} />
                </section>
              ) : null}
            </div>
          ) : null}
        </div>
      </State>
    </Frame>
  );
}

/** What a refused action says: the link's page replaces the page for a 404, and a 409 shows the booking now. */
function failureText(error: unknown): string | null {
  if (!error) return null;
  if (error instanceof NotSentError) return notSentMessage(error);
  if (!isBookingPageRefusal(error))
    return 'Your request did not reach us. Check the connection and try again.';
  if (error.status === 409 || isLinkError(error)) return null;
  if (error.error === 'too-many') {
    return 'We already have several requests from you today, so this one was not sent. Please call us to change the time.';
  }
  if (error.status === 429) return 'Too many tries for now. Wait a minute and try again.';
  return 'We could not take your request just now. Try again in a moment, or call us.';
}

function useAction<T>(token: string, send: (body: T) => Promise<BookingPageView>, onDone?: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (next) => {
      client.setQueryData(bookingPageKey(token), next);
      onDone?.();
    },
    onError: (error) => {
      if (isBookingPageRefusal(error) && error.status === 409 && error.detail.current) {
        client.setQueryData(bookingPageKey(token), error.detail.current);
      } else if (isLinkError(error)) {
        void client.invalidateQueries({ queryKey: bookingPageKey(token) });
      }
    },
  });
}

function ChangeRequestForm({ token, onSent }: { token: string; onSent: () => void }) {
  const [preferred, setPreferred] = useState<string[]>(Array.from({ length: PREFERRED_MAX }, () => ''));
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const first = useRef<HTMLInputElement>(null);
  const action = useAction(
    token,
    (body: { preferred: string[]; note: string }) => bookingPageClient.changeRequest(token, body),
    () => {
      setPreferred(preferred.map(() => ''));
      setNote('');
    },
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The body's own rules, as the server checks them (src/api/booking-page.ts).
    const checked = changeRequestBodySchema.safeParse({ preferred, note });
    if (!checked.success) {
      setError(checked.error.issues[0]!.message);
      first.current?.focus();
      return;
    }
    setError(null);
    action.mutate(checked.data, { onSuccess: onSent });
  };
  const failure = failureText(action.error);
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <h2 id="change-title" className="text-lg font-bold text-brand-900">
        {actionLabels.changeRequest}
      </h2>
      <p className="text-sm text-ink-700">
        Give up to {PREFERRED_MAX} dates or times that suit you, in your own words. Nothing changes until we
        call you and agree one.
      </p>
      {preferred.map((value, i) => (
        <Field
          key={i}
          id={`preferred-${i}`}
          label={`Preferred date or time ${i + 1}`}
          optional={i > 0}
          hint={i === 0 ? 'For example: Tuesday 8 December, morning' : undefined}
          error={i === 0 ? (error ?? undefined) : undefined}
        >
          {(props) => (
            <input
              {...props}
              ref={i === 0 ? first : undefined}
              type="text"
              maxLength={PREFERRED_MAX_LENGTH}
              value={value}
              onChange={(event) => setPreferred(preferred.map((p, j) => (j === i ? event.target.value : p)))}
              className={controlClass(i === 0 && !!error)}
            />
          )}
        </Field>
      ))}
      <Field id="change-note" label="Note" optional>
        {(props) => (
          <textarea
            {...props}
            rows={3}
            maxLength={CLIENT_NOTE_MAX_LENGTH}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            className={controlClass(false)}
          />
        )}
      </Field>
      {failure ? (
        <p role="alert" className="text-sm font-medium text-danger-700">
          {failure}
        </p>
      ) : null}
      <Button type="submit" disabled={action.isPending}>
        {action.isPending ? 'Sending…' : actionLabels.changeRequest}
      </Button>
    </form>
  );
}

function CancelForm({ token, view }: { token: string; view: BookingPageView }) {
  const [reason, setReason] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [errors, setErrors] = useState<{ reason?: string; agreed?: string }>({});
  const reasonField = useRef<HTMLTextAreaElement>(null);
  const agreedBox = useRef<HTMLInputElement>(null);
  const action = useAction(token, (body: { reason: string; agreed: true }) =>
    bookingPageClient.cancel(token, body),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The body's own rules, as the server checks them (src/api/booking-page.ts).
    const checked = cancelBodySchema.safeParse({ reason, agreed });
    const next: { reason?: string; agreed?: string } = {};
    for (const issue of checked.error?.issues ?? []) {
      const field = issue.path[0] as 'reason' | 'agreed';
      next[field] ??= issue.message;
    }
    setErrors(next);
    if (next.reason) return reasonField.current?.focus();
    if (next.agreed) return agreedBox.current?.focus();
    if (checked.success) action.mutate({ reason: checked.data.reason, agreed: true });
  };
  const failure = failureText(action.error);
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <h2 id="cancel-title" className="text-lg font-bold text-brand-900">
        {actionLabels.cancel}
      </h2>
      <div
        id="cancel-terms"
        className="rounded-control border border-ink-200 bg-ink-50 p-3 text-sm text-ink-900"
      >
        <h3 className="font-semibold">Our cancellation terms</h3>
        {view.cancellationTerms.map((term) => (
          <p key={term} className="mt-1">
            {term}
          </p>
        ))}
      </div>
      <Field id="cancel-reason" label="Why are you cancelling?" error={errors.reason}>
        {(props) => (
          <textarea
            {...props}
            ref={reasonField}
            rows={3}
            maxLength={CLIENT_NOTE_MAX_LENGTH}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            className={controlClass(!!errors.reason)}
          />
        )}
      </Field>
      <div>
        <div className="flex items-start gap-3">
          <input
            ref={agreedBox}
            id="cancel-agreed"
            type="checkbox"
            checked={agreed}
            onChange={(event) => setAgreed(event.target.checked)}
            aria-invalid={errors.agreed ? true : undefined}
            aria-describedby={['cancel-terms', errors.agreed ? 'cancel-agreed-error' : '']
              .filter(Boolean)
              .join(' ')}
            className="mt-0.5 h-5 w-5 shrink-0 accent-brand-700"
          />
          <label htmlFor="cancel-agreed" className="font-semibold text-ink-900">
            I have read the cancellation terms
          </label>
        </div>
        {errors.agreed ? (
          <p id="cancel-agreed-error" className="mt-1.5 pl-8 text-sm font-medium text-danger-700">
            {errors.agreed}
          </p>
        ) : null}
      </div>
      {failure ? (
        <p role="alert" className="text-sm font-medium text-danger-700">
          {failure}
        </p>
      ) : null}
      <Button type="submit" variant="secondary" disabled={action.isPending}>
        {action.isPending ? 'Cancelling…' : actionLabels.cancel}
      </Button>
    </form>
  );
}
