import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { toast } from 'sonner';
import type { OfficeStatus } from '../../api/office';
import { officeClient } from './client';
import { failureMessage } from './messages';

/** Ends the session on the server, then forgets every enquiry the page held. */
export function SignOutButton() {
  const client = useQueryClient();
  const signOut = useMutation({
    mutationFn: officeClient.signOut,
    onSuccess: () => {
      client.removeQueries({ queryKey: ['office', 'list'] });
      client.removeQueries({ queryKey: ['office', 'enquiry'] });
      client.setQueryData(['office', 'notice'], 'signed-out');
      client.setQueryData<OfficeStatus>(['office', 'status'], { office: 'ready', signedInAs: null });
    },
    onError: (error) => void toast.error(failureMessage(error)),
  });
  return (
    <button
      type="button"
      onClick={() => signOut.mutate()}
      disabled={signOut.isPending}
      className="inline-flex min-h-10 items-center gap-1.5 rounded-control whitespace-nowrap border border-white/50 px-3 text-sm font-semibold text-white hover:bg-white/10 disabled:opacity-60"
    >
      <LogOut aria-hidden="true" className="h-4 w-4" />
      Sign out
    </button>
  );
}
