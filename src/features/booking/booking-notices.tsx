import { CircleAlert, CircleCheck, CloudUpload, Mail } from 'lucide-react';
import { notify } from '../../components/notifications';
import { business, mailHref, telHref } from '../../content/business';
import { noticeDurations } from '../../lib/notice-durations';
import type { BookingValues } from '../../domain/booking/form-values';
import { enquiryMailto } from './mailto';

/**
 * What the visitor is told about an enquiry: the short notices at the top of the screen, and the lasting ones
 * in the form. Success and failure share one notice id, so a retry that succeeds replaces the failure notice.
 */
const RESULT_NOTICE_ID = 'booking-result';

export const THANKS = "Thank you! We'll contact you shortly to confirm your inspection.";
/** What happens next, within what the business promises: a call, the price confirmed, a deposit. */
export const NEXT_STEP =
  'Next, we call you to confirm the date, access and final price; a deposit then secures the booking.';
import { FAILURE_TITLE, SAVED_ON_DEVICE, SAVED_TITLE } from './notice-words';

export { FAILURE_TITLE, SAVED_ON_DEVICE, SAVED_TITLE };

const failureText = `Please try again, or call us on ${business.phone.display} or email ${business.email} and we will book it for you.`;

export function announceReceived(reference: string) {
  notify.success('Booking Request Received', {
    id: RESULT_NOTICE_ID,
    description: `${THANKS} Your reference: ${reference}. ${NEXT_STEP}`,
    duration: noticeDurations.success,
  });
}

export function announceFailure({ saved }: { saved: boolean }) {
  notify.error(saved ? SAVED_TITLE : FAILURE_TITLE, {
    id: RESULT_NOTICE_ID,
    description: saved
      ? `${SAVED_ON_DEVICE} To book now instead, call us on ${business.phone.display}.`
      : failureText,
    duration: noticeDurations.failure,
  });
}

/** The site already has this enquiry, sent earlier with other content: the first version stands. */
export function earlierVersionText(reference: string): string {
  return `We already have an earlier version of this request (${reference}). To change it, call or email us.`;
}

/** A success notice: the enquiry is with the business, in its first version. */
export function announceEarlierVersion(reference: string) {
  notify.success('Booking Request Already Received', {
    id: RESULT_NOTICE_ID,
    description: `${earlierVersionText(reference)} ${business.phone.display}, ${business.email}.`,
    duration: noticeDurations.failure,
  });
}

/** An enquiry that waited on the device for a week and was never sent: it is gone, so ask for a call. */
export function announceExpired() {
  notify.error('Booking Request Not Sent', {
    id: RESULT_NOTICE_ID,
    description:
      `An enquiry saved on this device a week ago could not be sent, and has been removed. Please call us on ` +
      `${business.phone.display} or email ${business.email} and we will book it for you.`,
    duration: noticeDurations.failure,
  });
}

/** The lasting confirmation: its live region is always in the page, so filling it is announced. */
export function ReceivedNotice({ reference }: { reference: string | null }) {
  return (
    <div role="status" aria-label="Booking confirmation" className={reference ? 'mt-6' : undefined}>
      {reference ? (
        <div className="flex items-start gap-2 rounded-control border border-success-600 bg-success-50 p-4 text-ink-900">
          <CircleCheck aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-success-600" />
          <div>
            <p>
              <strong className="font-bold text-success-600">Booking Request Received.</strong> {THANKS}
            </p>
            <p className="mt-1">
              Your reference: <strong className="font-bold tracking-wide">{reference}</strong>
            </p>
            <p className="mt-1 text-sm text-ink-700">{NEXT_STEP}</p>
          </div>
        </div>
      ) : null}
    </div>
  );
}

/**
 * The lasting notice for a changed duplicate: the earlier version stands, and what the form holds now can be
 * emailed or phoned through.
 */
export function EarlierVersionNotice({ reference, values }: { reference: string; values: BookingValues }) {
  return (
    <div className="mt-6 rounded-control border border-brand-600 bg-brand-50 p-4 text-ink-900">
      <p className="flex items-start gap-2">
        {/* An icon already in the shared chunk: every lucide icon the site uses loads with every page. */}
        <CircleCheck aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
        <span>
          <strong className="font-bold">Already received.</strong> {earlierVersionText(reference)}
        </span>
      </p>
      <p className="mt-1 text-sm">
        Call <CallOrEmail />.
      </p>
      <a
        href={enquiryMailto(values)}
        className="mt-3 inline-flex items-center gap-2 text-sm font-semibold text-brand-700 underline"
      >
        <Mail aria-hidden="true" className="h-4 w-4" />
        Email the changed details
      </a>
    </div>
  );
}

/**
 * The lasting failure notice, with everything typed ready to email instead. Kept on the device, it says that
 * the enquiry goes by itself; kept nowhere, to press submit again.
 */
export function FailureNotice({ values, saved }: { values: BookingValues; saved: boolean }) {
  return (
    <div role="alert" className="mt-6 rounded-control border border-danger-700 bg-danger-50 p-4 text-ink-900">
      {saved ? (
        <>
          <p className="flex items-center gap-2 font-bold text-danger-700">
            <CloudUpload aria-hidden="true" className="h-5 w-5" />
            {SAVED_TITLE}
          </p>
          <p className="mt-1 text-sm">{SAVED_ON_DEVICE}</p>
          <p className="mt-1 text-sm">
            To book now instead, call <CallOrEmail />.
          </p>
        </>
      ) : (
        <>
          <p className="flex items-center gap-2 font-bold text-danger-700">
            <CircleAlert aria-hidden="true" className="h-5 w-5" />
            {FAILURE_TITLE}
          </p>
          <p className="mt-1 text-sm">
            Your details are still in the form. Press submit to try again, or call <CallOrEmail />.
          </p>
        </>
      )}
      <a
        href={enquiryMailto(values)}
        className="mt-3 inline-flex items-center gap-2 text-sm font-semibold text-brand-700 underline"
      >
        <Mail aria-hidden="true" className="h-4 w-4" />
        Email these details
      </a>
    </div>
  );
}

/**
 * The failure notice when a press made before the form's code came waited too long for it (the boot script
 * shows it, src/boot/booking-form.ts). Nothing was sent; what was typed is still in the fields.
 */
export function EarlyFailureNotice() {
  return (
    <div role="alert" className="mt-6 rounded-control border border-danger-700 bg-danger-50 p-4 text-ink-900">
      <p className="flex items-center gap-2 font-bold text-danger-700">
        <CircleAlert aria-hidden="true" className="h-5 w-5" />
        Unable to Submit Booking
      </p>
      <p className="mt-1 text-sm">
        Your details are still in the form. Press submit to try again, or call <CallOrEmail />.
      </p>
    </div>
  );
}

/** "(02) … or email …": the business's phone and email as links, for text that offers both. */
export function CallOrEmail() {
  return (
    <>
      <a href={telHref} className="font-semibold underline">
        {business.phone.display}
      </a>{' '}
      or email{' '}
      <a href={mailHref} className="font-semibold wrap-anywhere underline">
        {business.email}
      </a>
    </>
  );
}
