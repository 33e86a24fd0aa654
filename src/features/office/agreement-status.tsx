import * as Tooltip from '@radix-ui/react-tooltip';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CircleCheck, CircleDashed, Send, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { toast } from 'sonner';
import type { AgreementState, OfficeEnquiryDetail } from '../../api/office';
import { buttonClass } from '../../components/ui/button';
import { agreementStateWords } from './booking-text';
import { officeClient, OfficeRequestError } from './client';
import { failureMessage } from './messages';
import { sydneyTime } from '../../domain/booking/words';
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
export function TipButton({
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
            className={buttonClass('secondary', 'md')}
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

/** Where the client's links go: the address the office gave when someone else booked, or the client's own. */
export const toWhom = (detail: OfficeEnquiryDetail) =>
  detail.prefill.clientEmail ? `the client (${detail.prefill.clientEmail})` : 'the client';

/**
 * The agreement in the booking panel (issue 40): its state, who accepted it and when, and while the inspection
 * is booked, "Send agreement link again". Revoking every link of the booking is the panel's "Client's links" line
 * (links-line.tsx): it ends the booking page's link too.
 */
export function AgreementLine({ reference, detail }: { reference: string; detail: OfficeEnquiryDetail }) {
  const client = useQueryClient();
  const agreement = detail.agreement!;
  const request = useMutation({
    mutationFn: () => officeClient.agreement(reference, 'resend'),
    onSuccess: (next) => {
      client.setQueryData(enquiryKey(reference), next);
      void client.invalidateQueries({ queryKey: ['office', 'list'] });
      toast.success(`Agreement link: sending again to ${toWhom(next)}`);
    },
    onError: (error) => {
      const current = error instanceof OfficeRequestError ? error.detail.current : undefined;
      if (current) client.setQueryData(enquiryKey(reference), current);
      toast.error(
        current ? 'This booking sends no agreement now: it shows as it is.' : failureMessage(error),
      );
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
      {agreement.state === 'accepted' && agreement.concerns ? (
        <div className="rounded-control border border-ink-200 bg-ink-50 p-3 text-sm text-ink-900">
          <p className="font-semibold">The client's particular concerns</p>
          <p className="mt-1 whitespace-pre-line">{agreement.concerns}</p>
        </div>
      ) : null}
      {booked ? (
        <TipButton
          label="Send agreement link again"
          Icon={Send}
          tip={`E-mail the agreement's link again to ${toWhom(detail)}. The link sent before still works.`}
          onClick={() => request.mutate()}
          disabled={request.isPending}
        />
      ) : null}
    </div>
  );
}
