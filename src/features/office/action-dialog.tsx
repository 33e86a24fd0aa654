import * as Dialog from '@radix-ui/react-dialog';
import { TriangleAlert, X } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import { type OfficeEnquiryDetail } from '../../api/office';
import { iconButtonClass } from '../../components/ui/button';
import { stateWords } from './booking-text';
import { slotWhen } from '../../domain/booking/words';
import { type OfficeAction } from '../../domain/booking/states';

/**
 * The frame of an action's dialog: a modal Radix dialog (the focus moves in and stays in, the rest of the page
 * is hidden from assistive technology, Escape and the close button close it, and the focus goes back). Its
 * content (a form) says what the action does. A tap outside does not close it: it would lose what was typed.
 *
 * No `Dialog.Overlay`: its scroll lock inserts a `<style>` element the CSP refuses; the backdrop is a plain
 * element and the lock a rule in office.css (`.office-dialog`).
 */
export function ActionDialog({
  title,
  description,
  onCloseAutoFocus,
  children,
}: {
  title: string;
  description: ReactNode;
  onCloseAutoFocus: (event: Event) => void;
  children: ReactNode;
}) {
  const content = useRef<HTMLDivElement>(null);
  return (
    <Dialog.Portal>
      <div aria-hidden="true" className="office-backdrop" />
      <Dialog.Content
        ref={content}
        // Radix leaves it out; the dialog is modal, and says so to assistive technology.
        aria-modal="true"
        className="office-dialog rounded-card bg-white p-5 shadow-lift ring-1 ring-ink-200 sm:p-6"
        onInteractOutside={(event) => event.preventDefault()}
        onOpenAutoFocus={(event) => {
          // The form's first control, past the close button.
          event.preventDefault();
          content.current?.querySelector<HTMLElement>('form :is(input, textarea, select, button)')?.focus();
        }}
        onCloseAutoFocus={onCloseAutoFocus}
      >
        {/* First in the tab order, so the form's first field is not the trap's first stop: Radix's trap
            takes a Shift+Tab there out to the last one, and a date field's parts (day, month, year) each
            take a Tab of their own. */}
        <Dialog.Close aria-label="Close" className={`${iconButtonClass} absolute top-3 right-3`}>
          <X aria-hidden="true" className="h-5 w-5" />
        </Dialog.Close>
        <div className="pr-10">
          <Dialog.Title className="text-xl font-bold text-brand-900">{title}</Dialog.Title>
          <Dialog.Description className="mt-1 text-[0.9375rem] text-ink-700">
            {description}
          </Dialog.Description>
        </div>
        <div className="mt-4">{children}</div>
      </Dialog.Content>
    </Dialog.Portal>
  );
}

/**
 * A panel's dialogs (the report's publish and release, the payment's record and refund): which one is open, and
 * where the focus goes as it closes. Closed without a change, Radix gives it back to the button that opened it;
 * closed on a recorded change (`done`), the panel has re-rendered and its heading (`heading`) takes it.
 */
export function usePanelDialogs<Which extends string>() {
  const heading = useRef<HTMLHeadingElement>(null);
  const [dialog, setDialog] = useState<Which | null>(null);
  const succeeded = useRef(false);
  return {
    heading,
    dialog,
    openChange: (which: Which) => (next: boolean) => {
      if (next) succeeded.current = false;
      setDialog(next ? which : null);
    },
    done: () => {
      succeeded.current = true;
      setDialog(null);
    },
    closeFocus: (event: Event) => {
      if (!succeeded.current) return;
      event.preventDefault();
      heading.current?.focus();
    },
  };
}

/** What a 409 says: someone else changed the enquiry, and how it is now. */
export function conflictText(current: OfficeEnquiryDetail, action: OfficeAction): string {
  const state = stateWords[current.row.state].toLowerCase();
  const slot =
    current.booking && current.row.state !== 'declined'
      ? `, ${slotWhen(current.booking, { year: true })}`
      : '';
  const next = current.actions.includes(action)
    ? 'Check the details, and send again if they still stand.'
    : 'This action no longer applies.';
  return `Someone else changed this enquiry meanwhile. It is now ${state}${slot}. ${next}`;
}

/**
 * An alert inside a dialog: a refusal of the whole request (a conflict, no connection). The live region is
 * there before its text is, so it is announced when the text arrives.
 */
export function DialogAlert({
  message,
  tone = 'danger',
}: {
  message: string | null;
  /** 'warning' for a pause that Resume carries on from (issue 58), not a failure. */
  tone?: 'danger' | 'warning';
}) {
  const colours =
    tone === 'warning'
      ? 'border-accent-600 bg-accent-100 text-ink-900'
      : 'border-danger-700 bg-danger-50 text-danger-700';
  return (
    <div role="alert">
      {message ? (
        <p className={`flex items-start gap-2 rounded-control border px-3 py-2 font-medium ${colours}`}>
          <TriangleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          {message}
        </p>
      ) : null}
    </div>
  );
}
