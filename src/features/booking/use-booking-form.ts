import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { useLocation } from 'react-router-dom';
import { preloadNotifications } from '../../components/notifications';
import { sydneyDate } from '../../domain/booking/sydney-time';
import { useHydrated } from '../../lib/use-hydrated';
import { BOOT_LIVE_ATTRIBUTE, readBootState, setBootState, useBootState } from './handoff';
import { announceEarlierVersion, announceFailure, announceReceived } from './booking-notices';
import { clearDraft, loadDraft, saveDraft } from './draft';
import {
  bookingFieldNames,
  emptyBooking,
  startingValues,
  type BookingValues,
} from '../../domain/booking/form-values';
import { bookingFields } from '../../domain/booking/fields';
import {
  bookingForClient,
  estimate,
  estimateNote,
  matchAddon,
  matchService,
} from '../../domain/booking/options';
import { buildPayload } from '../../domain/booking/payload';
import type { Booking } from '../../domain/booking/schema';
import { bookingReference } from '../../domain/booking/reference';
import { useEnquiry } from './use-enquiry';

const loadValidation = () => import('./validation');

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

/** The fields inside the 'Timing and access' panel, which must open before the focus can reach them. */
const timingNames = new Set(
  bookingFields.filter((field) => field.group === 'timing').map((field) => field.name),
);

/**
 * What the booking form does, apart from what it shows: react-hook-form with the lazy zod resolver, the
 * starting values (typed before the app ran, the draft, the address's choice), the draft kept as the visitor
 * types, the take-over of a press made before this code came, the send through the enquiry and its outbox,
 * and the notices' state. The form renders from what it returns.
 */
export function useBookingForm() {
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
  const estimateNoteText = estimateNote(serviceValue);

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

  /** The visitor's first touch: load what validating and sending need, and start the enquiry's proof. */
  function onFocus() {
    void loadValidation();
    void preloadNotifications();
    enquiry.touch();
  }

  const busy = isSubmitting || enquiry.sending || boot === 'pending' || boot === 'sending';
  const errorNames = bookingFieldNames.filter((name) => errors[name]);
  const today = ready ? sydneyDate(new Date()) : null;
  const forClient = bookingForClient(bookedBy);

  return {
    /** The form, the 'Timing and access' panel and the spam trap, for the view's elements. */
    formRef,
    timingPanel,
    honeypot,
    onSubmit,
    onFocus,
    register,
    errors,
    submitCount,
    /** The invalid fields, in the form's order, for the summary. */
    errorNames,
    /** Someone books for a client: the booker's own fields say 'Your ...'. */
    forClient,
    /** Sydney's date once the app runs (unknown when the page is prerendered). */
    today,
    bookedBy,
    service: serviceValue,
    /** The live estimate for the chosen inspection and add-on, when there is one. */
    estimateText,
    estimateNoteText,
    /** The reference of the enquiry just received. */
    received,
    /** The lasting failure notice: what the form held, and whether the enquiry waits on the device. */
    failure,
    /** A changed duplicate: the reference of the version the site kept, and the values the form held. */
    earlier,
    /** The app runs (false in the prerender and during hydration). */
    ready,
    /** What the boot script did with a press made before this code came (handoff.ts). */
    boot,
    /** A send is under way, or a press waits for this code: the button says 'Submitting...'. */
    busy,
    /** The send waits for its proof of work (long enough to say so). */
    proofWait: enquiry.proofWait,
  };
}
