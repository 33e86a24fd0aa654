import { ChevronDown, Phone, Send, ShieldCheck } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { useLocation } from 'react-router-dom';
import { preloadNotifications } from '../../components/notifications';
import { CollectionNotice } from '../../components/sections/collection-notice';
import { Button } from '../../components/ui/button';
import { business, telHref } from '../../content/business';
import { sydneyDate } from '../../domain/booking/sydney-time';
import { useHydrated } from '../../lib/use-hydrated';
import { BookingField } from './booking-field';
import {
  BOOT_LIVE_ATTRIBUTE,
  BOOT_NOTICE_ATTRIBUTE,
  readBootState,
  setBootState,
  useBootState,
} from './handoff';
import { DEFERRED_FORM_ATTRIBUTE } from './booking-section-loader';
import {
  announceEarlierVersion,
  announceFailure,
  announceReceived,
  CallOrEmail,
  EarlierVersionNotice,
  EarlyFailureNotice,
  FailureNotice,
  ReceivedNotice,
} from './booking-notices';
import { ClientFields } from './client-fields';
import { clearDraft, loadDraft, saveDraft } from './draft';
import {
  bookingFieldNames,
  emptyBooking,
  startingValues,
  type BookingValues,
} from '../../domain/booking/form-values';
import { bookingFields, fieldLabel, type BookingFieldSpec } from '../../domain/booking/fields';
import { HONEYPOT_NAME } from '../../domain/booking/honeypot';
import { bookingForClient, estimate, matchAddon, matchService } from '../../domain/booking/options';
import { buildPayload } from '../../domain/booking/payload';
import type { Booking } from '../../domain/booking/schema';
import { bookingReference } from '../../domain/booking/reference';
import { useEnquiry } from './use-enquiry';

const loadValidation = () => import('./validation');

/** What the button says while an enquiry is sent (BOOT_SUBMITTING in src/boot/booking-form.ts). */
export const SUBMITTING = 'Submitting...';

// zod and the resolver load the first time the form validates (or is focused), not with the page.
const lazyResolver: Resolver<BookingValues, unknown, Booking> = async (values, context, options) => {
  const { bookingResolver } = await loadValidation();
  return bookingResolver(values, context, options as never) as ReturnType<
    Resolver<BookingValues, unknown, Booking>
  >;
};

/** The option labels that the address's `service` and `addon` name, when they name one. */
function addressChoices(search: string): Partial<Pick<BookingValues, 'service' | 'addon'>> {
  const params = new URLSearchParams(search);
  return {
    service: matchService(params.get('service'))?.label,
    addon: matchAddon(params.get('addon'))?.label,
  };
}

const timingFields = bookingFields.filter((field) => field.group === 'timing');
const timingNames = new Set(timingFields.map((field) => field.name));
const specsOf = (group: BookingFieldSpec['group']) => bookingFields.filter((spec) => spec.group === group);

/** The booking enquiry form of the home page's contact section. */
export function BookingForm() {
  const location = useLocation();
  // The fields take input from the first paint. The button is enabled by the boot script, which also holds a
  // press made before this code came (handoff.ts); without a boot, once the app runs.
  const ready = useHydrated();
  const boot = useBootState();
  const formRef = useRef<HTMLFormElement>(null);
  // The lasting failure notice: what the form held, and whether the enquiry waits on the device.
  const [failure, setFailure] = useState<{ values: BookingValues; saved: boolean } | null>(null);
  // The reference of the enquiry just received. Stays after the toast has gone, and its live region exists
  // before it fills, so it is always announced.
  const [received, setReceived] = useState<string | null>(null);
  // A changed duplicate: the reference of the version the site kept, and the values the form held.
  const [earlier, setEarlier] = useState<{ reference: string; values: BookingValues } | null>(null);
  const timingPanel = useRef<HTMLDetailsElement>(null);
  const sending = useRef(false);
  const honeypot = useRef<HTMLInputElement>(null);

  const {
    register,
    handleSubmit,
    reset,
    setValue,
    getValues,
    setError,
    setFocus,
    control,
    formState: { errors, submitCount, isSubmitting },
  } = useForm<BookingValues, unknown, Booking>({
    defaultValues: emptyBooking(),
    resolver: lazyResolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });

  const enquiry = useEnquiry({
    onReceived: (reference, fromOutbox, changed) =>
      changed
        ? keepEarlierVersion(reference, { announce: !fromOutbox })
        : finishSuccessfully(reference, { announce: !fromOutbox }),
    onRefused(values, fieldErrors) {
      reset(values);
      setFailure({ values, saved: false });
      // After the reset, so the errors stay.
      setTimeout(() => showRefusedFields(fieldErrors));
    },
    onWaiting(values) {
      if (formTouched()) return;
      reset(values);
      setFailure({ values, saved: true });
    },
  });

  // Choices carried by the address (?service=...&addon=...) win over the draft. Unknown values are ignored.
  function applyPrefill(search: string) {
    const { service, addon } = addressChoices(search);
    const revalidate = submitCount > 0;
    if (service) setValue('service', service, { shouldDirty: true, shouldValidate: revalidate });
    if (addon) setValue('addon', addon, { shouldDirty: true, shouldValidate: revalidate });
  }

  // Once the app runs: keep what was typed before it started (react-hook-form leaves a field edited before
  // it was registered as it is), fill the rest from the draft, and apply the address's choice.
  useEffect(() => {
    const current = getValues();
    reset(startingValues({ current, draft: loadDraft(), address: addressChoices(location.search) }));
    // Typed before the app started: the enquiry's id and its proof start now.
    if (formTouched(current)) enquiry.touch();
    // Runs once: later address changes are handled below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // This code is in: the form sends itself from now on, and sends a press made before it came (the boot has
  // shown 'Submitting...' since). Unless that press waited too long: its failure notice shows instead.
  useLayoutEffect(() => {
    const form = formRef.current;
    if (!form) return;
    form.setAttribute(BOOT_LIVE_ATTRIBUTE, '');
    if (readBootState() === 'pending') {
      setBootState('sending');
      // After this commit, as the visitor's press: validation, then the send.
      queueMicrotask(() => form.requestSubmit());
    }
    return () => form.removeAttribute(BOOT_LIVE_ATTRIBUTE);
  }, []);

  // Card clicks on the home page change the address without a reload: preselect the same way.
  const lastSearch = useRef(location.search);
  useEffect(() => {
    if (!ready || lastSearch.current === location.search) return;
    lastSearch.current = location.search;
    applyPrefill(location.search);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.search, ready]);

  /** Whether anything differs from the empty form. */
  function formTouched(values: Partial<BookingValues> = getValues()) {
    const empty = emptyBooking();
    return bookingFieldNames.some((name) => (values[name] ?? '') !== empty[name]);
  }

  // Keep the draft as the visitor types; after a failed send, edits replace the enquiry waiting on the device.
  const watched = useWatch({ control });
  useEffect(() => {
    if (!ready) return;
    if (!formTouched(watched)) clearDraft();
    else saveDraft(watched);
    const id = enquiry.submissionId();
    if (!failure?.saved || !id) return;
    const revise = setTimeout(async () => {
      const parsed = (await loadValidation()).parseBooking(watched);
      if (parsed.success) enquiry.revise(payloadOf(parsed.data, id));
    }, 500);
    return () => clearTimeout(revise);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [watched, ready]);

  const [serviceValue, addonValue, bookedBy] = useWatch({ control, name: ['service', 'addon', 'bookedBy'] });
  const estimateText = estimate(serviceValue, addonValue);

  function finishSuccessfully(reference: string, { announce = true } = {}) {
    if (announce) announceReceived(reference);
    reset(emptyBooking());
    clearDraft();
    enquiry.finish();
    setFailure(null);
    setEarlier(null);
    setReceived(reference);
  }

  /**
   * The site already had this enquiry with other content: the first version stands. The form keeps what it
   * holds now (so it can be e-mailed or read out on the phone) and its id (pressing submit again gives the
   * same answer, never a second enquiry).
   */
  function keepEarlierVersion(reference: string, { announce = true } = {}) {
    if (announce) announceEarlierVersion(reference);
    setFailure(null);
    setReceived(null);
    setEarlier({ reference, values: getValues() });
  }

  const payloadOf = (booking: Booking, submissionId: string) =>
    buildPayload(booking, { submissionId, now: new Date(), hostname: window.location.hostname });

  async function onValid(booking: Booking) {
    const submissionId = enquiry.touch();
    if (honeypot.current?.value) {
      // A bot filled the hidden field: look successful, send nothing.
      finishSuccessfully(bookingReference(submissionId));
      return;
    }
    setReceived(null);
    setEarlier(null);
    const result = await enquiry.send(payloadOf(booking, submissionId));
    if (result.kind === 'settled') return;
    if (result.kind === 'received' && result.changed && result.reference) {
      keepEarlierVersion(result.reference);
      return;
    }
    if (result.kind === 'received') {
      // The site's own /api/bookings gives the reference; a webhook on a static-only host does not, and the
      // same reference is made here from the same submissionId.
      finishSuccessfully(result.reference ?? bookingReference(submissionId));
      return;
    }
    setFailure({ values: getValues(), saved: result.saved });
    showRefusedFields(result.fieldErrors);
    announceFailure({ saved: result.saved });
  }

  /** When the site refused some fields (a rule only the server checks), say which, as the form's own errors do. */
  function showRefusedFields(refused: Record<string, string[]> | undefined) {
    const names = bookingFieldNames.filter((name) => refused?.[name]?.length);
    for (const name of names) setError(name, { type: 'server', message: refused![name]![0] });
    const first = names[0];
    if (!first) return;
    if (timingNames.has(first) && timingPanel.current) timingPanel.current.open = true;
    setFocus(first);
  }

  // An invalid field inside the closed 'Timing and access' panel: open it, so the focus can reach the field.
  function onInvalid(invalid: FieldErrors<BookingValues>) {
    const first = bookingFieldNames.find((name) => invalid[name]);
    if (first && timingNames.has(first) && timingPanel.current) timingPanel.current.open = true;
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // One request per press, however fast the double click.
    if (sending.current) return;
    sending.current = true;
    // A new press: the notice of one that waited too long for this code goes.
    if (readBootState() === 'timed-out') setBootState('ready');
    try {
      // On invalid input react-hook-form focuses the first invalid field; the summary is announced.
      await handleSubmit(onValid, onInvalid)(event);
    } finally {
      sending.current = false;
      if (readBootState() === 'sending') setBootState('ready');
    }
  }

  const busy = isSubmitting || enquiry.sending || boot === 'pending' || boot === 'sending';
  const errorNames = bookingFieldNames.filter((name) => errors[name]);
  const today = ready ? sydneyDate(new Date()) : null;
  const forClient = bookingForClient(bookedBy);
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
        onFocus={() => {
          void loadValidation();
          void preloadNotifications();
          enquiry.touch();
        }}
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
          <ClientFields bookedBy={bookedBy} service={serviceValue}>
            {specsOf('client').map(field)}
          </ClientFields>
          {briefFields.slice(0, 10)}
          <div className="rounded-control bg-brand-50 p-4 sm:col-span-2" aria-live="polite">
            <p className="font-semibold text-brand-900">
              {estimateText ?? 'Choose an inspection to see an estimate.'}
            </p>
            <p className="mt-1 text-sm text-ink-600">
              The final price is confirmed after we review the property.
            </p>
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
          {enquiry.proofWait ? (
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
