import { ChevronDown, Phone, Send, ShieldCheck } from 'lucide-react';
import { CollectionNotice } from '../../components/sections/collection-notice';
import { Button } from '../../components/ui/button';
import { business, telHref } from '../../content/business';
import { BookingField } from './booking-field';
import { BOOT_NOTICE_ATTRIBUTE } from './handoff';
import { DEFERRED_FORM_ATTRIBUTE } from './booking-section-loader';
import {
  CallOrEmail,
  EarlierVersionNotice,
  EarlyFailureNotice,
  FailureNotice,
  ReceivedNotice,
} from './booking-notices';
import { ClientFields } from './client-fields';
import { bookingFields, fieldLabel, type BookingFieldSpec } from '../../domain/booking/fields';
import { HONEYPOT_NAME } from '../../domain/booking/honeypot';
import { useBookingForm } from './use-booking-form';

/** What the button says while an enquiry is sent (BOOT_SUBMITTING in src/boot/booking-form.ts). */
export const SUBMITTING = 'Submitting...';

const timingFields = bookingFields.filter((field) => field.group === 'timing');
const specsOf = (group: BookingFieldSpec['group']) => bookingFields.filter((spec) => spec.group === group);

/**
 * The booking enquiry form of the home page's contact section. What it does lives in `useBookingForm`; this
 * renders the fields and the notices from it.
 */
export function BookingForm() {
  const {
    formRef,
    timingPanel,
    honeypot,
    onSubmit,
    onFocus,
    register,
    errors,
    submitCount,
    errorNames,
    forClient,
    today,
    bookedBy,
    service,
    estimateText,
    estimateNoteText,
    received,
    failure,
    earlier,
    ready,
    boot,
    busy,
    proofWait,
  } = useBookingForm();
  const field = (spec: BookingFieldSpec) => (
    <BookingField
      key={spec.name}
      spec={spec}
      register={register}
      error={errors[spec.name]?.message}
      forClient={forClient}
      today={today}
    />
  );
  const briefFields = specsOf('brief').map(field);

  return (
    <div className="rounded-card border border-ink-200 bg-white p-5 shadow-card sm:p-8">
      <noscript>
        <p className="mb-6 rounded-control border border-accent-400 bg-accent-100 p-4 text-ink-900">
          The booking form needs JavaScript. Please call us on <CallOrEmail /> and we will book your
          inspection.
        </p>
      </noscript>
      <form
        ref={formRef}
        {...{ [DEFERRED_FORM_ATTRIBUTE]: '' }}
        noValidate
        aria-labelledby="booking-form-title"
        onSubmit={onSubmit}
        onFocus={onFocus}
      >
        <h3 id="booking-form-title" className="text-xl font-bold text-brand-900">
          Booking request
        </h3>
        <p className="mt-1 text-sm text-ink-600">All fields are required unless marked optional.</p>

        {submitCount > 0 && errorNames.length > 0 ? (
          <div
            role="alert"
            className="mt-5 rounded-control border border-danger-700 bg-danger-50 p-4 text-danger-700"
          >
            <p className="font-semibold">
              {errorNames.length === 1
                ? 'There is 1 problem with your booking request.'
                : `There are ${errorNames.length} problems with your booking request.`}
            </p>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
              {errorNames.map((name) => (
                <li key={name}>
                  {fieldLabel(
                    bookingFields.find((spec) => spec.name === name)!,
                    forClient,
                  )}
                  : {errors[name]?.message}
                </li>
              ))}
            </ul>
          </div>
        ) : null}

        <fieldset className="mt-6 grid min-w-0 gap-5 sm:grid-cols-2">
          <legend className="sr-only">Your details and the property</legend>
          {/* Who is booking (and the client's details when it is not the client), the brief's fields up to the
              add-ons, the live estimate, then the message. */}
          {specsOf('booker').map(field)}
          <ClientFields bookedBy={bookedBy} service={service}>
            {specsOf('client').map(field)}
          </ClientFields>
          {briefFields.slice(0, 10)}
          <div className="rounded-control bg-brand-50 p-4 sm:col-span-2" aria-live="polite">
            <p className="font-semibold text-brand-900">
              {estimateText ?? 'Choose an inspection to see an estimate.'}
            </p>
            <p className="mt-1 text-sm text-ink-600">{estimateNoteText}</p>
          </div>
          {briefFields.slice(10)}
          {/* A native disclosure: it opens and closes before the app starts, and with no script at all. */}
          <details
            ref={timingPanel}
            className="fields-disclosure group rounded-control border border-ink-200 sm:col-span-2 open:bg-ink-50/60"
          >
            <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 rounded-control px-4 py-3 font-semibold text-brand-900 hover:bg-brand-50 [&::-webkit-details-marker]:hidden">
              <span>
                Timing and access <span className="font-normal text-ink-600">(optional)</span>
              </span>
              <ChevronDown
                aria-hidden="true"
                className="h-5 w-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180"
              />
            </summary>
            <div className="grid gap-5 border-t border-ink-200 px-4 pt-4 pb-5 sm:grid-cols-2">
              <p className="text-sm text-ink-600 sm:col-span-2">
                A deadline such as an auction, exchange or settlement helps us fit the inspection and the
                report in before it. Tell us who will let the inspector in.
              </p>
              {timingFields.map(field)}
            </div>
          </details>
          {/* Spam trap: hidden from people and assistive technology; bots that fill it are not sent. */}
          <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
            <label htmlFor="booking-hp">Leave this field empty</label>
            <input
              ref={honeypot}
              id="booking-hp"
              name={HONEYPOT_NAME}
              type="text"
              tabIndex={-1}
              autoComplete="off"
            />
          </div>
        </fieldset>

        <ReceivedNotice reference={received} />
        {failure ? <FailureNotice values={failure.values} saved={failure.saved} /> : null}
        {earlier ? <EarlierVersionNotice reference={earlier.reference} values={earlier.values} /> : null}
        {/* Shown while a press made before this code came has waited too long for it (the stylesheet reads the
            boot's state); the next press hides it. In the prerendered page for the boot to show; once the app
            runs, only while it shows. */}
        <div {...{ [BOOT_NOTICE_ATTRIBUTE]: '' }} className="hidden">
          {!ready || boot === 'timed-out' ? <EarlyFailureNotice /> : null}
        </div>

        <CollectionNotice className="mt-6 text-sm leading-relaxed text-ink-600" />
        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center">
          {/* Disabled in the HTML until the boot script runs, so without a script neither a press nor Enter in a
              field can post the form as a page request. */}
          <Button
            type="submit"
            size="lg"
            disabled={(!ready && boot === null) || busy}
            className="w-full sm:w-auto"
          >
            <Send aria-hidden="true" className="h-5 w-5" />
            {busy ? SUBMITTING : 'Submit Booking Request'}
          </Button>
          <p className="inline-flex items-center gap-2 text-sm text-ink-600">
            <Phone aria-hidden="true" className="h-4 w-4 text-brand-700" />
            <span>
              Or call{' '}
              <a href={telHref} className="font-semibold text-brand-700 hover:underline">
                {business.phone.display}
              </a>
            </span>
          </p>
        </div>
        {/* The automatic check every enquiry carries (a proof of work) is usually done while the visitor types;
            when a send has to wait for it, this says why. */}
        <p
          role="status"
          aria-label="Security check"
          className="mt-3 flex min-h-5 items-center gap-2 text-sm text-ink-700"
        >
          {proofWait ? (
            <>
              <ShieldCheck aria-hidden="true" className="h-4 w-4 shrink-0 text-brand-700" />
              Finishing an automatic security check, then your request is sent.
            </>
          ) : null}
        </p>
      </form>
    </div>
  );
}
