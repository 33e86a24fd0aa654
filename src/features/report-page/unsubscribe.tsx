/**
 * What an unsubscribe link (issue 59) opens on the report page's address: which business's review requests
 * stop, and a button that stops them. Opening the page changes nothing (a mail scanner fetches links); only
 * the button's POST does. The result takes the heading's focus and is said in a status region.
 */
import { useMutation } from '@tanstack/react-query';
import type { ReportUnsubscribeView } from '../../api/report';
import { CallUs, Frame, Notice, State } from '../../components/signed-link/page';
import { Button } from '../../components/ui/button';
import { NotSentError, notSentMessage } from '../../lib/send-now';
import { reportPageClient } from './client';

/** The unsubscribe page's words. */
export const unsubscribeWords = {
  title: 'Stop review requests',
  doneTitle: 'Review requests stopped',
  button: 'Stop these e-mails',
  sentence: (business: string) =>
    `${business} sends one e-mail after an inspection asking for a review. This stops those review ` +
    'requests to your e-mail address, for this inspection and any later one.',
  done: (business: string) =>
    `Done: ${business} will send no more review requests to your e-mail address. E-mails about your ` +
    'bookings and reports still come as usual.',
} as const;

export function Unsubscribe({ token, view }: { token: string; view: ReportUnsubscribeView }) {
  const stop = useMutation({ mutationFn: () => reportPageClient.unsubscribe(token) });
  const done = view.unsubscribed || stop.isSuccess;
  return (
    <Frame name={view.businessName}>
      <State
        stateKey={`unsubscribe:${done}`}
        title={done ? unsubscribeWords.doneTitle : unsubscribeWords.title}
        intro={
          done ? (
            <Notice tone="success" role="status">
              {unsubscribeWords.done(view.businessName)}
            </Notice>
          ) : (
            <p>{unsubscribeWords.sentence(view.businessName)}</p>
          )
        }
      >
        {done ? null : (
          <div className="max-w-3xl space-y-3">
            <Button size="lg" onClick={() => stop.mutate()} disabled={stop.isPending}>
              {stop.isPending ? 'Stopping…' : unsubscribeWords.button}
            </Button>
            {stop.isError ? (
              <p role="alert" className="text-sm font-medium text-danger-700">
                {stop.error instanceof NotSentError ? (
                  notSentMessage(stop.error)
                ) : (
                  <>
                    That did not go through. Try again in a moment, or call us on <CallUs /> and we will stop
                    them.
                  </>
                )}
              </p>
            ) : null}
          </div>
        )}
      </State>
    </Frame>
  );
}
