import * as Dialog from '@radix-ui/react-dialog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link2Off } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { OfficeEnquiryDetail } from '../../api/office';
import { Button } from '../../components/ui/button';
import { ActionDialog, DialogAlert } from './action-dialog';
import { TipButton, toWhom } from './agreement-status';
import { officeClient, OfficeRequestError } from './client';
import { failureMessage } from './messages';
import { enquiryKey } from './use-action';

/**
 * The client's links of a booked inspection (issue 52): what they are, and "Replace all links", which asks first.
 * Revoking ends every link sent for the booking (the client's booking page, the agreement's, the read-only
 * page of whoever booked) and e-mails the client fresh ones: the booking page always, the agreement while the
 * business sends one. For a link forwarded by mistake, or sent to the wrong address.
 */
export function LinksLine({ reference, detail }: { reference: string; detail: OfficeEnquiryDetail }) {
  const client = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const links = detail.agreement ? 'Their booking page and agreement links' : 'Their booking page link';
  const request = useMutation({
    mutationFn: () => officeClient.agreement(reference, 'revoke'),
    onSuccess: (next) => {
      client.setQueryData(enquiryKey(reference), next);
      void client.invalidateQueries({ queryKey: ['office', 'list'] });
      setConfirming(false);
      toast.success(`Links revoked: fresh ones are on their way to ${toWhom(next)}`);
    },
    onError: (error) => {
      const current = error instanceof OfficeRequestError ? error.detail.current : undefined;
      if (current) {
        client.setQueryData(enquiryKey(reference), current);
        setConfirming(false);
        toast.error('This booking is no longer booked: it shows as it is.');
      }
    },
  });
  return (
    <div className="space-y-2">
      <p className="text-ink-900">
        {links} went to {toWhom(detail)}.
        {detail.prefill.booker ? ' Whoever booked has a read-only view.' : ''}
      </p>
      <Dialog.Root
        open={confirming}
        onOpenChange={(open) => {
          setConfirming(open);
          if (open) request.reset();
        }}
      >
        <TipButton
          label="Replace all links"
          Icon={Link2Off}
          tip="Stop every link sent for this booking (one forwarded by mistake), and e-mail the client fresh ones."
          disabled={request.isPending && !confirming}
          wrap={(button) => <Dialog.Trigger asChild>{button}</Dialog.Trigger>}
        />
        {confirming ? (
          <ActionDialog
            title="Replace this booking's links"
            description={`Every link sent for this booking stops working: the client's booking page${detail.agreement ? ', the agreement' : ''}${detail.prefill.booker ? " and the booker's read-only view" : ''}. Fresh links are e-mailed to ${toWhom(detail)}.${detail.agreement?.state === 'accepted' ? ' The acceptance on record stands.' : ''}`}
            // Radix gives the focus back to "Replace all links".
            onCloseAutoFocus={() => {}}
          >
            <form
              noValidate
              className="space-y-4"
              onSubmit={(event) => {
                event.preventDefault();
                request.mutate();
              }}
            >
              <DialogAlert message={request.error ? failureMessage(request.error) : null} />
              <div className="flex flex-wrap justify-end gap-3 pt-1">
                <Dialog.Close asChild>
                  <Button variant="secondary">Not now</Button>
                </Dialog.Close>
                <Button type="submit" disabled={request.isPending}>
                  {request.isPending ? 'Replacing…' : 'Stop the old links and send new ones'}
                </Button>
              </div>
            </form>
          </ActionDialog>
        ) : null}
      </Dialog.Root>
    </div>
  );
}
