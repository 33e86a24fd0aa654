import * as Dialog from '@radix-ui/react-dialog';
import * as Tooltip from '@radix-ui/react-tooltip';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CircleCheck, CircleDashed, Link2Off, Send, type LucideIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import type { AgreementState, OfficeEnquiryDetail } from '../../server/office/api';
import { Button, buttonClass } from '../../components/ui/button';
import { ActionDialog, DialogAlert } from './action-dialog';
import { agreementStateWords } from './booking-text';
import { officeClient, OfficeRequestError } from './client';
import { failureMessage } from './messages';
import { sydneyTime } from './time';
import { enquiryKey } from './use-action';

/** Each state's mark: a different shape for each, so colour is never the only sign. */
const marks: Record<AgreementState, { Icon: LucideIcon; tone: string }> = {
  accepted: { Icon: CircleCheck, tone: 'text-success-600' },
  sent: { Icon: Send, tone: 'text-brand-700' },
  'not-sent': { Icon: CircleDashed, tone: 'text-accent-600' },
};

/** 'Agreement: accepted / sent / not sent', with its mark: on a booked row, and in the detail. */
export function AgreementBadge({ state }: { state: AgreementState }) {
  const { Icon, tone } = marks[state];
  return (
    <span className="inline-flex items-center gap-1.5 text-sm font-semibold text-ink-900">
      <Icon aria-hidden="true" className={`h-4 w-4 shrink-0 ${tone}`} />
      Agreement: {agreementStateWords[state]}
    </span>
  );
}

/** A button with its icon and a Radix tooltip saying what it does, as the panel's actions have. */
function TipButton({
  label,
  Icon,
  tip,
  onClick,
  disabled,
  wrap = (button) => button,
}: {
  label: string;
  Icon: LucideIcon;
  tip: string;
  onClick?: () => void;
  disabled?: boolean;
  /** Wraps the button (a dialog's trigger). */
  wrap?: (button: ReactNode) => ReactNode;
}) {
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>
        {wrap(
          <button
            type="button"
            onClick={onClick}
            disabled={disabled}
            className={buttonClass('secondary', 'sm')}
          >
            <Icon aria-hidden="true" className="h-4 w-4" />
            {label}
          </button>,
        )}
      </Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content
          side="top"
          sideOffset={4}
          collisionPadding={8}
          className="tooltip z-30 max-w-xs rounded-control bg-ink-900 px-3 py-2 text-sm text-white shadow-lift"
        >
          {tip}
          <Tooltip.Arrow width={12} height={6} className="fill-ink-900" />
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}

/** Where the client's link goes: the address the office gave for an agent's booking, or the client's own. */
const toWhom = (detail: OfficeEnquiryDetail) =>
  detail.prefill.clientEmail ? `the client (${detail.prefill.clientEmail})` : 'the client';

/**
 * The agreement in the booking panel (issue 40): its state, who accepted it and when, and while the inspection
 * is booked, "Resend link" and "Revoke links" (which asks first: every link sent stops working).
 */
export function AgreementLine({ reference, detail }: { reference: string; detail: OfficeEnquiryDetail }) {
  const client = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const agreement = detail.agreement!;
  const request = useMutation({
    mutationFn: (what: 'resend' | 'revoke') => officeClient.agreement(reference, what),
    onSuccess: (next, what) => {
      client.setQueryData(enquiryKey(reference), next);
      void client.invalidateQueries({ queryKey: ['office', 'list'] });
      setConfirming(false);
      toast.success(
        what === 'resend'
          ? `Agreement link: sending again to ${toWhom(next)}`
          : `Links revoked: a new link is on its way to ${toWhom(next)}`,
      );
    },
    onError: (error) => {
      const current = error instanceof OfficeRequestError ? error.detail.current : undefined;
      if (current) client.setQueryData(enquiryKey(reference), current);
      if (!confirming || current) {
        setConfirming(false);
        toast.error(
          current ? 'This booking sends no agreement now: it shows as it is.' : failureMessage(error),
        );
      }
    },
  });
  const booked = detail.row.state === 'booked';
  return (
    <div className="space-y-2">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <AgreementBadge state={agreement.state} />{' '}
        {agreement.state === 'accepted' && agreement.acceptedBy && agreement.acceptedAt ? (
          <span className="text-sm text-ink-700">
            by {agreement.acceptedBy}
            {agreement.onBehalf ? ' (on behalf of the client)' : ''},{' '}
            <time dateTime={agreement.acceptedAt}>{sydneyTime(agreement.acceptedAt)}</time>
          </span>
        ) : null}
      </p>
      {booked ? (
        <ul aria-label="Agreement actions" className="flex flex-wrap gap-2">
          <li>
            <TipButton
              label="Resend link"
              Icon={Send}
              tip={`E-mail the agreement's link again to ${toWhom(detail)}. The link sent before still works.`}
              onClick={() => request.mutate('resend')}
              disabled={request.isPending}
            />
          </li>
          <li>
            <Dialog.Root
              open={confirming}
              onOpenChange={(open) => {
                setConfirming(open);
                if (open) request.reset();
              }}
            >
              <TipButton
                label="Revoke links"
                Icon={Link2Off}
                tip="Stop every link sent for this booking (one forwarded by mistake), and send a fresh one."
                disabled={request.isPending && !confirming}
                wrap={(button) => <Dialog.Trigger asChild>{button}</Dialog.Trigger>}
              />
              {confirming ? (
                <ActionDialog
                  title="Revoke the agreement's links"
                  description={`Every link sent for this booking stops working, and a fresh link is e-mailed to ${toWhom(detail)}.${agreement.state === 'accepted' ? ' The acceptance on record stands.' : ''}`}
                  // Radix gives the focus back to "Revoke links".
                  onCloseAutoFocus={() => {}}
                >
                  <form
                    noValidate
                    className="space-y-4"
                    onSubmit={(event) => {
                      event.preventDefault();
                      request.mutate('revoke');
                    }}
                  >
                    <DialogAlert message={request.error ? failureMessage(request.error) : null} />
                    <div className="flex flex-wrap justify-end gap-3 pt-1">
                      <Dialog.Close asChild>
                        <Button variant="secondary">Not now</Button>
                      </Dialog.Close>
                      <Button type="submit" disabled={request.isPending}>
                        {request.isPending ? 'Revoking…' : 'Revoke and send a new link'}
                      </Button>
                    </div>
                  </form>
                </ActionDialog>
              ) : null}
            </Dialog.Root>
          </li>
        </ul>
      ) : null}
    </div>
  );
}
