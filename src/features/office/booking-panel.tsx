import * as Dialog from '@radix-ui/react-dialog';
import * as Tooltip from '@radix-ui/react-tooltip';
import { Ban, CalendarCheck, CalendarClock, CalendarX, CircleCheckBig, type LucideIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { type OfficeEnquiryDetail } from '../../api/office';
import { buttonClass } from '../../components/ui/button';
import { ActionDialog, conflictText } from './action-dialog';
import { AgreementLine } from './agreement-status';
import { LinksLine } from './links-line';
import { DoneForm, ReasonForm, SlotForm, type ActionFormProps } from './action-forms';
import { dropDraft, takeResume } from './session-end';
import { stateWords } from './booking-text';
import { dollars, preferredWhen, slotDate, slotWhen } from '../../domain/booking/words';
import { inspectionDayReached, type OfficeAction } from '../../domain/booking/states';
import { useNow } from './use-now';

/** Each action: its button (a name, an icon, and a tooltip saying what it does) and its dialog's words. */
export const actionSpecs: Record<
  OfficeAction,
  { label: string; Icon: LucideIcon; tip: string; title: string; primary?: boolean }
> = {
  confirm: {
    label: 'Confirm a time',
    Icon: CalendarCheck,
    tip: 'Book the inspection: the client is e-mailed the time, with a calendar invitation.',
    title: 'Confirm the inspection',
    primary: true,
  },
  move: {
    label: 'Move',
    Icon: CalendarClock,
    tip: 'Change the date, window, price or note: the client is e-mailed, and their calendar follows.',
    title: 'Move the inspection',
  },
  decline: {
    label: 'Decline',
    Icon: Ban,
    tip: 'Turn the request down: the client is e-mailed your reason.',
    title: 'Decline the request',
  },
  cancel: {
    label: 'Cancel the booking',
    Icon: CalendarX,
    tip: 'Cancel the inspection: the client is e-mailed your reason, and it leaves their calendar.',
    title: 'Cancel the booking',
  },
  done: {
    label: 'Mark done',
    Icon: CircleCheckBig,
    tip: 'After the inspection. This cannot be undone.',
    title: 'Mark the inspection done',
  },
};

/** The toast once an action is recorded: 'Booked for Mon 7 Dec, 8:00–9:00 am'. */
export function successText(action: OfficeAction, detail: OfficeEnquiryDetail): string {
  const when = detail.booking ? slotWhen(detail.booking) : null;
  return {
    confirm: when ? `Booked for ${when}` : 'Booked',
    move: when ? `Moved to ${when}` : 'Moved',
    decline: 'Declined',
    cancel: 'Booking cancelled',
    done: 'Marked done',
  }[action];
}

function description(action: OfficeAction, detail: OfficeEnquiryDetail): string {
  const asked = preferredWhen(detail.row.preferredDate, detail.row.preferredTime);
  const booked = detail.booking ? `Booked for ${slotWhen(detail.booking, { year: true })}.` : '';
  // Issue 52: someone else booked, so the client gets the booking and whoever booked a notice.
  const told = detail.prefill.booker ? ' Whoever booked is told, with no link that can change it.' : '';
  switch (action) {
    case 'confirm':
      return `The client is e-mailed the time, the price and your note, with a calendar invitation.${told} ${asked ? `They asked for ${asked}.` : 'They gave no preferred day.'}`;
    case 'move':
      return `${booked} The client is e-mailed the new time, and the event in their calendar moves.${told}`;
    case 'decline':
      return `The client is e-mailed that you cannot take this one, with your reason and how to book again.${told}`;
    case 'cancel':
      return `${booked} The client is e-mailed your reason, and the event leaves their calendar.${told}`;
    case 'done':
      return `${booked} Mark it done once the inspection has taken place. This cannot be undone.${
        notAccepted(detail) ? ` ${NOT_ACCEPTED_WARNING}` : ''
      }`;
  }
}

/** Issue 57: agreements are sent, and the client has not accepted this booking's. */
const notAccepted = (detail: OfficeEnquiryDetail) =>
  !!detail.agreement && detail.agreement.state !== 'accepted';

/** What the Done dialog says, in its description, when the client has not accepted the agreement. */
export const NOT_ACCEPTED_WARNING =
  'Warning: the client has not accepted the pre-inspection agreement. Marking it done records that the ' +
  'inspection took place without it.';

/**
 * Issue 57: the actions offered now. "Done" only from the inspection's own day in Sydney, by this device's
 * clock; the server judges by its own (409 `too-early`), so a wrong clock here offers it and is refused.
 */
export function offeredActions(detail: OfficeEnquiryDetail, now: number): OfficeAction[] {
  const { booking } = detail;
  return detail.actions.filter(
    (name) => name !== 'done' || !booking || inspectionDayReached(booking.date, new Date(now)),
  );
}

const detailTerm = 'text-sm font-semibold text-ink-600';

/**
 * The enquiry's state, its booked time and terms (Sydney time, as agreed), and the actions its state allows,
 * each opening its dialog. After an action the focus goes to this panel's heading, which reads the new state;
 * a dialog closed without a change gives the focus back to its button.
 */
export function BookingPanel({ reference, detail }: { reference: string; detail: OfficeEnquiryDetail }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const triggers = useRef(new Map<OfficeAction, HTMLButtonElement>());
  const [action, setAction] = useState<OfficeAction | null>(null);
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(detail);
  const [version, setVersion] = useState(detail.version);
  const [conflict, setConflict] = useState<OfficeEnquiryDetail | null>(null);
  // Whether the dialog closed on a recorded change (the focus then goes to the heading, not the button).
  const [succeeded, setSucceeded] = useState(false);
  // Issue 56: what the owner had typed when the session ended, when they chose to go back to it.
  const [resume] = useState(() => takeResume(reference));
  useEffect(() => {
    if (resume && detail.actions.includes(resume.action)) start(resume.action);
    // Once, as the panel opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function start(next: OfficeAction) {
    setAction(next);
    setOpened(detail);
    setVersion(detail.version);
    setConflict(null);
    setSucceeded(false);
    setOpen(true);
  }

  const { booking } = detail;
  const state = detail.row.state;
  const actions = offeredActions(detail, useNow());
  const doneLater = detail.actions.includes('done') && !actions.includes('done') && booking;
  const formProps: ActionFormProps | null = action
    ? {
        reference,
        detail: opened,
        version,
        conflict: conflict ? conflictText(conflict, action) : null,
        blocked: conflict !== null && !conflict.actions.includes(action),
        onConflict: (current) => {
          setConflict(current);
          setVersion(current.version);
        },
        ...(resume && resume.action === action ? { initial: resume.values } : {}),
        onSuccess: (next) => {
          dropDraft();
          setSucceeded(true);
          setOpen(false);
          toast.success(successText(action, next));
        },
      }
    : null;

  return (
    <section
      aria-labelledby="enquiry-booking"
      className="rounded-card bg-white p-4 shadow-card ring-1 ring-ink-200 sm:p-6"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h2 id="enquiry-booking" ref={heading} tabIndex={-1} className="text-lg font-bold text-brand-900">
          Booking: {stateWords[state].toLowerCase()}
        </h2>
      </div>
      {booking && state !== 'new' && state !== 'declined' ? (
        <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-[auto_minmax(0,1fr)]">
          <dt className={detailTerm}>{state === 'cancelled' ? 'Was booked for' : 'When'}</dt>
          <dd className="text-ink-900">
            <span className="font-semibold">{slotWhen(booking, { year: true })}</span>{' '}
            <span className="text-ink-600">(arrival window, Sydney time)</span>
          </dd>
          <dt className={detailTerm}>Price</dt>
          <dd className="text-ink-900">
            {booking.priceCents === null
              ? 'Quote to follow'
              : `${dollars(booking.priceCents)}${detail.prefill.priceIncludesGst ? ' incl. GST' : ''}`}
          </dd>
          <dt className={detailTerm}>Note to the client</dt>
          <dd className="break-words whitespace-pre-wrap text-ink-900">{booking.note || 'None'}</dd>
          {detail.agreement ? (
            <>
              <dt className={detailTerm}>Agreement</dt>
              <dd>
                <AgreementLine reference={reference} detail={detail} />
              </dd>
            </>
          ) : null}
          {state === 'booked' || (state === 'done' && !!detail.report?.versions.length) ? (
            <>
              <dt className={detailTerm}>Client's links</dt>
              <dd>
                <LinksLine reference={reference} detail={detail} />
              </dd>
            </>
          ) : null}
        </dl>
      ) : (
        <p className="mt-2 text-ink-700">
          {state === 'new'
            ? `Not booked yet. ${preferredWhen(detail.row.preferredDate, detail.row.preferredTime) ? `Preferred: ${preferredWhen(detail.row.preferredDate, detail.row.preferredTime)}.` : 'No preferred date.'}`
            : 'Not booked.'}
        </p>
      )}
      {actions.length ? (
        <ul aria-label="Actions" className="mt-4 flex flex-wrap gap-2">
          {actions.map((name) => {
            const spec = actionSpecs[name];
            return (
              <li key={name}>
                <Tooltip.Root>
                  <Tooltip.Trigger asChild>
                    <button
                      type="button"
                      ref={(element) => {
                        if (element) triggers.current.set(name, element);
                        else triggers.current.delete(name);
                      }}
                      className={buttonClass(spec.primary ? 'primary' : 'secondary', 'md')}
                      onClick={() => start(name)}
                    >
                      <spec.Icon aria-hidden="true" className="h-4 w-4" />
                      {spec.label}
                    </button>
                  </Tooltip.Trigger>
                  <Tooltip.Portal>
                    <Tooltip.Content
                      side="top"
                      sideOffset={4}
                      collisionPadding={8}
                      className="tooltip z-30 max-w-xs rounded-control bg-ink-900 px-3 py-2 text-sm text-white shadow-lift"
                    >
                      {spec.tip}
                      <Tooltip.Arrow width={12} height={6} className="fill-ink-900" />
                    </Tooltip.Content>
                  </Tooltip.Portal>
                </Tooltip.Root>
              </li>
            );
          })}
        </ul>
      ) : null}
      {doneLater ? (
        <p className="mt-3 text-sm text-ink-600">
          You can mark it done from {slotDate(booking.date, { year: true })}, the day of the inspection.
        </p>
      ) : null}
      <Dialog.Root
        open={open}
        onOpenChange={(next) => {
          // Closed by the owner: what was typed is abandoned with the action (issue 56).
          if (!next) dropDraft();
          setOpen(next);
        }}
      >
        {action && formProps ? (
          <ActionDialog
            title={actionSpecs[action].title}
            description={description(action, opened)}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              const trigger = triggers.current.get(action);
              if (!succeeded && trigger?.isConnected) trigger.focus();
              else heading.current?.focus();
            }}
          >
            {action === 'confirm' || action === 'move' ? (
              <SlotForm action={action} {...formProps} />
            ) : action === 'decline' || action === 'cancel' ? (
              <ReasonForm action={action} {...formProps} />
            ) : (
              <DoneForm {...formProps} />
            )}
          </ActionDialog>
        ) : null}
      </Dialog.Root>
    </section>
  );
}
