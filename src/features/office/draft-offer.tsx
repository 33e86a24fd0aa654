import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { officeEnquiryPath } from '../../api/office-paths';
import { Button } from '../../components/ui/button';
import { actionSpecs } from './booking-panel';
import { draftFor, dropDraft, resumeDraft } from './session-end';

/**
 * Issue 56: a dialog that was open when the session ended, typed under this address, offered back once signed
 * in again, wherever the office opens (issue 57: the enquiry's own address, after a reload, too). "Go back to
 * it" opens that enquiry with the dialog and what was typed; the enquiry's view starts afresh for it, even when
 * it is the one showing (`resume` in the address's state).
 */
export function DraftOffer({ signedInAs }: { signedInAs: string }) {
  const [draft, setDraft] = useState(() => draftFor(signedInAs));
  const navigate = useNavigate();
  if (!draft) return null;
  return (
    <div
      role="status"
      className="mb-5 flex flex-wrap items-center gap-3 rounded-control border border-brand-200 bg-brand-50 p-4 text-ink-900"
    >
      <p className="min-w-0 flex-1">
        When your session ended, you were part-way through <strong>{actionSpecs[draft.action].title}</strong>{' '}
        for {draft.reference}. What you typed is kept on this page until you go back to it or discard it.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          onClick={() => {
            resumeDraft();
            setDraft(null);
            navigate(officeEnquiryPath(draft.reference), { state: { resume: Date.now() } });
          }}
        >
          Go back to it
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            dropDraft();
            setDraft(null);
          }}
        >
          Discard
        </Button>
      </div>
    </div>
  );
}
