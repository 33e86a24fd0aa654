import '../../lib/zod-setup';
import * as Dialog from '@radix-ui/react-dialog';
import { zodResolver } from '@hookform/resolvers/zod';
import { CalendarDays } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { useForm, useWatch, type UseFormRegister } from 'react-hook-form';
import { z } from 'zod';
import {
  ARRIVAL_HOURS,
  BODY_MESSAGES,
  checkWindow,
  NOTE_MAX_LENGTH,
  reasonBodySchema,
  REASON_MAX_LENGTH,
  slotBodySchema,
  slotFieldRules,
  type OfficeEnquiryDetail,
} from '../../api/office';
import { Button } from '../../components/ui/button';
import { controlClass, Field } from '../../components/ui/field';
import { isIsoDate, sydneyDate } from '../../domain/booking/sydney-time';
import { moveFromRequest } from '../../domain/booking/preferred-time';
import { DialogAlert } from './action-dialog';
import { parsePrice, priceField, priceSourcesText, PRICE_PATTERN } from './booking-text';
import { OfficeRequestError } from './client';
import { CountedField, REFUSED_FIELD, TickBox } from './form-parts';
import { failureMessage } from './messages';
import { refusedField, useOfficeAction } from './use-action';
import { type BookingSlot, type OfficeAction } from '../../domain/booking/states';
import {
  ADD_ON_SLUGS,
  PRODUCT_SLUGS,
  PROPERTY_TYPES,
  STAGE_IDS,
  STAGED_PRODUCT,
  type BookingJob,
} from '../../domain/booking/job';
import { JobFields, type JobValues } from './job-fields';
import { keepDraft } from './session-end';

/** What every action's form is given by the dialog that holds it. */
export interface ActionFormProps {
  reference: string;
  /** The enquiry as the dialog opened it. */
  detail: OfficeEnquiryDetail;
  /** The version the request carries: the one the dialog opened with, or the one a conflict showed. */
  version: number;
  /** A conflict's words (conflictText), once the server answered 409. */
  conflict: string | null;
  /** The action no longer applies in the enquiry's state now: only closing is left. */
  blocked: boolean;
  onConflict: (current: OfficeEnquiryDetail) => void;
  onSuccess: (detail: OfficeEnquiryDetail) => void;
  /** Issue 56: what the owner had typed when the session ended, offered back after signing in again. */
  initial?: Record<string, unknown>;
}

/** Issue 56: the form's values kept in memory as they are typed (session-end.ts), for after a sign-in. */
function useKeptDraft(
  reference: string,
  action: OfficeAction,
  watch: (callback: (values: Record<string, unknown>) => void) => { unsubscribe: () => void },
) {
  useEffect(() => {
    const subscription = watch((values) => keepDraft(reference, action, { ...values }));
    return () => subscription.unsubscribe();
  }, [reference, action, watch]);
}

/** Issue 52: the server refused an agent's or conveyancer's own address as the client's. */
export const BOOKERS_ADDRESS_MESSAGE = "Give the client's own address, not the booker's.";

/**
 * The confirm and move form's rules: the slot body's own (src/api/office.ts, as the server checks them), and
 * what only the form knows: `today`, Sydney's date, before which no inspection is booked; the price as typed;
 * and with `clientEmail`, the client's e-mail address, required (issue 52: someone else booked, and the
 * booking's e-mails, calendar and page go to the client).
 */
export function slotSchema(today: string, { clientEmail = false, price = false } = {}) {
  return z
    .object({
      date: slotFieldRules.date.refine(
        (date) => date >= today,
        'That date has passed. Choose today or a later day.',
      ),
      windowFrom: slotFieldRules.windowFrom,
      windowTo: slotFieldRules.windowTo,
      price: z
        .string()
        .refine((text) => !price || text.trim() !== '', BODY_MESSAGES.priceForAgreement)
        .refine(
          (text) => text.trim() === '' || PRICE_PATTERN.test(text.trim()),
          price
            ? 'Give the price in dollars, such as 450 or 450.50.'
            : 'Give the price in dollars, such as 450 or 450.50, or leave it empty.',
        ),
      note: slotFieldRules.note,
      clientEmail: clientEmail
        ? z
            .string()
            .trim()
            .min(1, "Give the client's e-mail address: the booking's e-mails go there.")
            .pipe(z.email(BODY_MESSAGES.clientEmail))
        : z.string(),
      agreed: slotBodySchema.shape.agreed,
      // Issue 54: the job, as the server checks it (jobSchema), with the stages a progress inspection needs.
      service: z.enum(PRODUCT_SLUGS, BODY_MESSAGES.service),
      property: z.enum(PROPERTY_TYPES, BODY_MESSAGES.property),
      addOns: z.array(z.enum(ADD_ON_SLUGS)),
      stages: z.array(z.enum(STAGE_IDS)),
    })
    .superRefine(checkWindow)
    .superRefine((values, ctx) => {
      if (values.service === STAGED_PRODUCT && values.stages.length === 0) {
        ctx.addIssue({ code: 'custom', path: ['stages'], message: BODY_MESSAGES.stages });
      }
    });
}
type SlotValues = z.output<ReturnType<typeof slotSchema>>;

/** A 400's field (api.ts: a key of the body, or `slot.<key>`) as the slot form's field. */
const slotFields: Record<string, keyof SlotValues> = {
  'slot.job.service': 'service',
  'slot.job.property': 'property',
  'slot.job.addOns': 'addOns',
  'slot.job.stages': 'stages',
  'slot.date': 'date',
  'slot.windowFrom': 'windowFrom',
  'slot.windowTo': 'windowTo',
  'slot.priceCents': 'price',
  'slot.note': 'note',
  clientEmail: 'clientEmail',
  agreed: 'agreed',
};

/** The slot form's fields in the order they show. */
const slotOrder: (keyof SlotValues)[] = [
  'date',
  'windowFrom',
  'windowTo',
  'price',
  'note',
  'service',
  'property',
  'addOns',
  'stages',
  'clientEmail',
  'agreed',
];

/** The job's fields from a job. */
const jobValues = (job: BookingJob) => ({
  service: job.service,
  property: job.property,
  addOns: [...job.addOns],
  stages: [...job.stages],
});

function slotValues(slot: BookingSlot, job: BookingJob): SlotValues {
  return {
    ...jobValues(slot.job ?? job),
    date: slot.date,
    windowFrom: slot.windowFrom,
    windowTo: slot.windowTo,
    price: priceField(slot.priceCents),
    note: slot.note,
    clientEmail: '',
    agreed: false,
  };
}

/** What a request's failure says above the buttons: a conflict, or a refusal no field explains. */
function failureText(error: unknown, conflict: string | null, fieldShown: boolean): string | null {
  const isConflict = error instanceof OfficeRequestError && error.error === 'conflict';
  if (error && !isConflict && !fieldShown) return failureMessage(error);
  return conflict ?? (isConflict ? failureMessage(error) : null);
}

function FormButtons({
  blocked,
  pending,
  label,
}: {
  blocked: boolean;
  pending: string | null;
  label: string;
}) {
  // In reading order, as they take the focus: the way out, then the action.
  return (
    <div className="flex flex-wrap justify-end gap-3 pt-1">
      <Dialog.Close asChild>
        <Button variant="secondary">{blocked ? 'Back to the enquiry' : 'Not now'}</Button>
      </Dialog.Close>
      {blocked ? null : (
        <Button type="submit" disabled={pending !== null}>
          {pending ?? label}
        </Button>
      )}
    </div>
  );
}

/**
 * Confirm (book a time) and move (change it): the date, the arrival window in Sydney time, the price, a note
 * to the client, and the tick that the time was agreed with the client. Confirm starts with the catalog's
 * price (empty for a quote) and the visitor's preferred date; move with the booking as it stands, on the first
 * day the client asked for when they asked for another time.
 */
export function SlotForm({
  action,
  reference,
  detail,
  version,
  conflict,
  blocked,
  onConflict,
  onSuccess,
  initial,
}: ActionFormProps & { action: 'confirm' | 'move' }) {
  const today = sydneyDate(new Date());
  // Issue 52: someone else booked for the client, so the booking goes to the client's own address: asked at the
  // confirm (prefilled when the form gave one), and offered again at a move to change it.
  const askEmail = detail.prefill.clientEmailRequired;
  // Issue 54: while agreements are sent, the agreement names the price, so there is no "quote to follow".
  const askPrice = detail.prefill.priceRequired;
  const schema = useMemo(
    () => slotSchema(today, { clientEmail: askEmail, price: askPrice }),
    [today, askEmail, askPrice],
  );
  const preferred = detail.row.preferredDate;
  // Issue 57: a move made for the client's request starts from the first time they asked for with a day to come.
  const asked =
    action === 'move' && detail.booking && detail.request?.kind === 'change-requested'
      ? moveFromRequest(detail.request.times, detail.booking, today, ARRIVAL_HOURS)
      : null;
  const defaults: SlotValues =
    action === 'move' && detail.booking
      ? {
          ...slotValues(detail.booking, detail.prefill.job),
          ...asked,
          clientEmail: detail.prefill.clientEmail ?? '',
        }
      : {
          ...jobValues(detail.prefill.job),
          date: preferred && isIsoDate(preferred) && preferred >= today ? preferred : '',
          windowFrom: '',
          windowTo: '',
          price: priceField(detail.prefill.priceCents),
          note: '',
          clientEmail: detail.prefill.clientEmail ?? '',
          agreed: false,
        };
  const {
    register,
    control,
    handleSubmit,
    setError,
    setFocus,
    watch,
    formState: { errors },
  } = useForm<z.input<typeof schema>, unknown, SlotValues>({
    resolver: zodResolver(schema),
    defaultValues: { ...defaults, ...(initial as Partial<SlotValues> | undefined) },
    // The first wrong field on the screen takes the focus (onInvalid): react-hook-form's own choice follows
    // the order its fields were registered in, which a tick box's registration upsets.
    shouldFocusError: false,
  });
  useKeptDraft(reference, action, watch as never);
  const note = useWatch({ control, name: 'note' }) ?? '';
  const typedEmail = useWatch({ control, name: 'clientEmail' }) ?? '';
  const service = useWatch({ control, name: 'service' }) ?? '';
  const booker = detail.prefill.booker ?? null;
  // "Someone else" (a relative) may share the client's address: the dialog warns, and lets it through.
  const bookersOwn =
    !!booker && typedEmail.trim() !== '' && typedEmail.trim().toLowerCase() === booker.email.toLowerCase();
  const request = useOfficeAction(reference, action, { onSuccess, onConflict });
  const fieldShown = refusedField(request.error, slotFields) !== null;

  const submit = handleSubmit(
    (values) => {
      const body = {
        version,
        agreed: true as const,
        slot: {
          date: values.date,
          windowFrom: values.windowFrom,
          windowTo: values.windowTo,
          priceCents: values.price.trim() === '' ? null : parsePrice(values.price),
          note: values.note.trim(),
          job: {
            service: values.service,
            property: values.property,
            addOns: values.addOns,
            stages: values.service === STAGED_PRODUCT ? values.stages : [],
          },
        },
        ...(askEmail && values.clientEmail.trim() ? { clientEmail: values.clientEmail.trim() } : {}),
      };
      request.mutate(body, {
        onError: (error) => {
          const field = refusedField(error, slotFields);
          if (!field) return;
          const hours = field === 'windowFrom' || field === 'windowTo';
          const reason = error instanceof OfficeRequestError ? error.detail.reason : undefined;
          setError(field, {
            type: 'server',
            message:
              reason === 'booker'
                ? BOOKERS_ADDRESS_MESSAGE
                : reason === 'agreement'
                  ? BODY_MESSAGES.priceForAgreement
                  : hours
                    ? `${REFUSED_FIELD} ${BODY_MESSAGES.hours}`
                    : REFUSED_FIELD,
          });
          setFocus(field);
        },
      });
    },
    (invalid) => {
      const first = slotOrder.find((name) => invalid[name]);
      if (first) setFocus(first);
    },
  );

  const gst = detail.prefill.priceIncludesGst;
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <Field id="slot-date" label="Date" error={errors.date?.message}>
        {(a11y) => (
          <div className="relative">
            <input
              {...a11y}
              {...register('date')}
              type="date"
              min={today}
              className={controlClass(!!errors.date)}
            />
            <CalendarDays
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 right-3.5 h-[1.125rem] w-[1.125rem] -translate-y-1/2 text-ink-700"
            />
          </div>
        )}
      </Field>
      <fieldset>
        <legend className="text-sm font-semibold text-ink-900">Arrival window</legend>
        <div className="mt-1.5 grid grid-cols-2 gap-3">
          <Field id="slot-from" label="From (Sydney time)" error={errors.windowFrom?.message}>
            {(a11y) => (
              <input
                {...a11y}
                {...register('windowFrom')}
                type="time"
                min={ARRIVAL_HOURS.from}
                max={ARRIVAL_HOURS.to}
                className={controlClass(!!errors.windowFrom)}
              />
            )}
          </Field>
          <Field id="slot-to" label="To (Sydney time)" error={errors.windowTo?.message}>
            {(a11y) => (
              <input
                {...a11y}
                {...register('windowTo')}
                type="time"
                min={ARRIVAL_HOURS.from}
                max={ARRIVAL_HOURS.to}
                className={controlClass(!!errors.windowTo)}
              />
            )}
          </Field>
        </div>
      </fieldset>
      <Field
        id="slot-price"
        label={gst ? 'Price (incl. GST)' : 'Price'}
        hint={`${
          askPrice
            ? "In dollars. The client's agreement names it."
            : 'In dollars. Leave it empty when a quote is to follow.'
        }${priceSourcesText(detail.prefill.priceSources)}`}
        error={errors.price?.message}
      >
        {(a11y) => (
          <div className="relative max-w-[14rem]">
            <span
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3.5 -translate-y-1/2 text-ink-600"
            >
              $
            </span>
            <input
              {...a11y}
              {...register('price')}
              type="text"
              inputMode="decimal"
              autoComplete="off"
              className={controlClass(!!errors.price, 'pl-7')}
            />
          </div>
        )}
      </Field>
      <CountedField
        id="slot-note"
        label="Note to the client"
        optional
        error={errors.note?.message}
        field={register('note')}
        length={note.length}
        max={NOTE_MAX_LENGTH}
        rows={3}
      />
      <JobFields
        register={register as unknown as UseFormRegister<JobValues>}
        errors={errors}
        service={service}
        agreement={askPrice}
      />
      {askEmail ? (
        <Field
          id="slot-client-email"
          label="Client's e-mail address"
          hint={
            bookersOwn
              ? 'This is the address of whoever booked. Use it only if the client shares it: the booking page can cancel.'
              : 'Someone else booked this for the client: the booking, its calendar invitation and the booking page go to the client, and whoever booked is told.'
          }
          error={errors.clientEmail?.message}
        >
          {(a11y) => (
            <input
              {...a11y}
              {...register('clientEmail')}
              type="email"
              autoComplete="off"
              spellCheck={false}
              className={controlClass(!!errors.clientEmail)}
            />
          )}
        </Field>
      ) : null}
      <TickBox
        id="slot-agreed"
        label="I have agreed this time with the client"
        error={errors.agreed?.message}
        registration={register('agreed')}
      />
      <DialogAlert message={failureText(request.error, conflict, fieldShown)} />
      <FormButtons
        blocked={blocked}
        pending={request.isPending ? (action === 'confirm' ? 'Booking…' : 'Moving…') : null}
        label={action === 'confirm' ? 'Book it and e-mail' : 'Move it and e-mail'}
      />
    </form>
  );
}

/** The reason's rule: the reason body's own (src/api/office.ts). */
const reasonSchema = reasonBodySchema.pick({ reason: true });
type ReasonValues = z.output<typeof reasonSchema>;

/** Decline (a request not booked) and cancel (a booked one): the reason, which the client's e-mail gives. */
export function ReasonForm({
  action,
  reference,
  version,
  conflict,
  blocked,
  onConflict,
  onSuccess,
  initial,
}: ActionFormProps & { action: 'decline' | 'cancel' }) {
  const {
    register,
    control,
    handleSubmit,
    setError,
    setFocus,
    watch,
    formState: { errors },
  } = useForm<z.input<typeof reasonSchema>, unknown, ReasonValues>({
    resolver: zodResolver(reasonSchema),
    defaultValues: { reason: typeof initial?.reason === 'string' ? initial.reason : '' },
  });
  useKeptDraft(reference, action, watch as never);
  const reason = useWatch({ control, name: 'reason' }) ?? '';
  const request = useOfficeAction(reference, action, { onSuccess, onConflict });
  const fields = { reason: 'reason' } as const;
  const fieldShown = refusedField(request.error, fields) !== null;
  const submit = handleSubmit((values) =>
    request.mutate(
      { version, reason: values.reason },
      {
        onError: (error) => {
          if (!refusedField(error, fields)) return;
          setError('reason', { type: 'server', message: REFUSED_FIELD });
          setFocus('reason');
        },
      },
    ),
  );
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <CountedField
        id="action-reason"
        label="Reason"
        error={errors.reason?.message}
        field={register('reason')}
        length={reason.length}
        max={REASON_MAX_LENGTH}
        rows={4}
      />
      <DialogAlert message={failureText(request.error, conflict, fieldShown)} />
      <FormButtons
        blocked={blocked}
        pending={request.isPending ? (action === 'decline' ? 'Declining…' : 'Cancelling…') : null}
        label={action === 'decline' ? 'Decline and e-mail' : 'Cancel it and e-mail'}
      />
    </form>
  );
}

/** Mark done: no fields, a last look (it cannot be undone). */
export function DoneForm({ reference, version, conflict, blocked, onConflict, onSuccess }: ActionFormProps) {
  const request = useOfficeAction(reference, 'done', { onSuccess, onConflict });
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        request.mutate({ version });
      }}
      className="space-y-4"
    >
      <DialogAlert message={failureText(request.error, conflict, false)} />
      <FormButtons blocked={blocked} pending={request.isPending ? 'Saving…' : null} label="Mark done" />
    </form>
  );
}
