import { useMutation } from '@tanstack/react-query';
import { Clock } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../components/ui/button';
import { markActivity } from './activity';
import { officeClient } from './client';
import { failureMessage } from './messages';
import { lastCounted, onCounted } from './session-end';

/** How long before the idle limit the page warns: two minutes (half the limit, when it is shorter). */
export const WARN_LEAD_MS = 2 * 60_000;

/** "2 minutes", "40 seconds": how long is left, as the warning says it. */
function left(ms: number): string {
  const seconds = Math.max(1, Math.round(ms / 1000));
  if (seconds < 90) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.round(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/**
 * Issue 56: the session ends after `idleMs` without activity (ASVS V3.3.2: 30 minutes at level 2). Before it,
 * the page says so, with a button that counts as activity (WCAG 2.2.1: a warning, and a simple way to go on).
 * At it, `onEnded`: the page clears what it shows and asks for a sign-in, keeping an open dialog's values in
 * memory to offer back (session-end.ts).
 */
export function IdleWarning({ idleMs, onEnded }: { idleMs: number; onEnded: () => void }) {
  const lead = Math.min(WARN_LEAD_MS, idleMs / 2);
  const [warning, setWarning] = useState(false);
  const stay = useMutation({
    mutationFn: () => {
      markActivity();
      return officeClient.status();
    },
  });

  useEffect(() => {
    let warnTimer: ReturnType<typeof setTimeout> | undefined;
    let endTimer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      clearTimeout(warnTimer);
      clearTimeout(endTimer);
      const deadline = lastCounted() + idleMs;
      const now = Date.now();
      setWarning(now >= deadline - lead);
      warnTimer = setTimeout(() => setWarning(true), Math.max(0, deadline - lead - now));
      endTimer = setTimeout(onEnded, Math.max(0, deadline - now));
    };
    schedule();
    const off = onCounted(schedule);
    return () => {
      off();
      clearTimeout(warnTimer);
      clearTimeout(endTimer);
    };
  }, [idleMs, lead, onEnded]);

  if (!warning) return null;
  return (
    <div
      role="alert"
      className="mb-5 flex flex-wrap items-center gap-3 rounded-control border border-accent-600 bg-accent-100 p-4 text-ink-900"
    >
      <Clock aria-hidden="true" className="h-5 w-5 shrink-0 text-ink-900" />
      <p className="min-w-0 flex-1">
        <strong>You will be signed out in about {left(lead)}</strong> if nothing is done, to keep the
        enquiries safe. Anything you are typing is kept for when you sign in again.
        {stay.error ? ` ${failureMessage(stay.error)}` : ''}
      </p>
      <Button onClick={() => stay.mutate()} disabled={stay.isPending}>
        Stay signed in
      </Button>
    </div>
  );
}
