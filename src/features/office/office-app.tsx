import * as Tooltip from '@radix-ui/react-tooltip';
import {
  MutationCache,
  QueryCache,
  QueryClient,
  QueryClientProvider,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { Building2 } from 'lucide-react';
import { useCallback, useState, type ReactNode } from 'react';
import { Toaster } from 'sonner';
import { toasterProps } from '../../components/ui/toaster-props';
import { NotSentError, sendNowMutations } from '../../lib/send-now';
import { business } from '../../content/business';
import type { OfficeStatus, OfficeUnavailable } from '../../api/office';
import { Button } from '../../components/ui/button';
import { isSignedOut, officeClient } from './client';
import { IdleWarning } from './idle-warning';
import { Inbox } from './inbox';
import { CalendarFeedPanel } from './calendar-feed';
import { setDraftOwner } from './session-end';
import { takeLinkToken } from './link-token';
import { failureMessage } from './messages';
import { SignIn, type SignInNotice } from './sign-in';
import { SignOutButton } from './sign-out';
import { Panel } from './panel';

export const statusKey = ['office', 'status'] as const;
const noticeKey = ['office', 'notice'] as const;

/**
 * The office's own query client (docs/decisions/0004-query-client-scope.md): the public pages have theirs with the
 * booking form. A 401 anywhere ends the signed-in view: the page goes back to the sign-in, saying why.
 */
export function createOfficeQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error) => signedOutIf(error) }),
    mutationCache: new MutationCache({
      onError: (error) => {
        signedOutIf(error);
        // No answer, or none in time: it may have gone through. Read the enquiry again, to show what did.
        if (error instanceof NotSentError && error.reason !== 'offline') {
          void client.invalidateQueries({ queryKey: ['office'] });
        }
      },
    }),
    defaultOptions: {
      queries: {
        retry: (failures, error) => !isSignedOut(error) && failures < 2,
        refetchOnWindowFocus: true,
      },
      // Sent now or not at all: react-query never pauses a change offline to send it later (issue 56).
      mutations: sendNowMutations,
    },
  });
  function signedOutIf(error: unknown) {
    if (isSignedOut(error)) endSession(client);
  }
  return client;
}

/**
 * The session has ended (a 401, or the idle limit passed): the enquiries the page held are cleared (ASVS
 * V8.2.3), and the sign-in says why. An open dialog's values stay in memory only (session-end.ts).
 */
export function endSession(client: QueryClient): void {
  const status = client.getQueryData<OfficeStatus>(statusKey);
  if (!status || status.office !== 'ready' || !status.signedInAs) return;
  client.setQueryData<SignInNotice>(noticeKey, 'ended');
  client.removeQueries({ queryKey: ['office', 'list'] });
  client.removeQueries({ queryKey: ['office', 'enquiry'] });
  client.setQueryData<OfficeStatus>(statusKey, { office: 'ready', signedInAs: null });
}

/** The office's providers: its query client, the tooltips' timing, and the toasts. */
export function OfficeProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <Tooltip.Provider delayDuration={300}>{children}</Tooltip.Provider>
      <Toaster {...toasterProps} />
    </QueryClientProvider>
  );
}

/** The office page with its providers; main.tsx mounts it, and the unit tests render it. */
export function OfficeRoot({ client }: { client: QueryClient }) {
  return (
    <OfficeProviders client={client}>
      <OfficeApp />
    </OfficeProviders>
  );
}

function OfficeApp() {
  // Read once, before anything renders: the address loses the fragment at once (link-token.ts).
  const [linkToken, setLinkToken] = useState(() => takeLinkToken(window));
  const status = useQuery({ queryKey: statusKey, queryFn: officeClient.status, refetchOnWindowFocus: false });
  const notice = useQuery({ queryKey: noticeKey, queryFn: () => null, enabled: false }).data ?? null;
  const client = useQueryClient();
  const ended = useCallback(() => endSession(client), [client]);
  // A draft belongs to the address it was typed under (session-end.ts).
  setDraftOwner(status.data?.signedInAs ?? null);

  if (status.isPending) {
    return (
      <Frame>
        <p role="status" className="text-ink-600">
          Opening the office…
        </p>
      </Frame>
    );
  }
  if (status.isError) {
    return (
      <Frame>
        <Panel title="The office did not answer">
          <p role="alert">{failureMessage(status.error)}</p>
          <Button variant="secondary" className="mt-4" onClick={() => void status.refetch()}>
            Try again
          </Button>
        </Panel>
      </Frame>
    );
  }
  const { data } = status;
  if (data.office !== 'ready') {
    return (
      <Frame>
        <Unavailable reason={data.office} />
      </Frame>
    );
  }
  if (!data.signedInAs) {
    return (
      <Frame>
        <SignIn
          linkToken={linkToken}
          onLinkDone={() => setLinkToken(null)}
          notice={notice}
          key={notice ?? 'sign-in'}
        />
      </Frame>
    );
  }
  return (
    <Frame signedInAs={data.signedInAs}>
      {data.idleMs ? <IdleWarning idleMs={data.idleMs} onEnded={ended} /> : null}
      <Inbox signedInAs={data.signedInAs} />
      <CalendarFeedPanel />
    </Frame>
  );
}

/** The office's frame: a plain header (no public navigation: this page is not part of the site's) and main. */
function Frame({ signedInAs, children }: { signedInAs?: string; children: ReactNode }) {
  return (
    <>
      <header className="bg-brand-900 text-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 sm:px-6">
          <p className="flex min-w-0 items-center gap-2 font-semibold">
            <Building2 aria-hidden="true" className="h-5 w-5 shrink-0 text-accent-300" />
            <span className="truncate">{business.name}</span>
            <span className="text-brand-200" aria-hidden="true">
              ·
            </span>
            <span>Office</span>
          </p>
          {signedInAs ? (
            <div className="ml-auto flex min-w-0 items-center gap-3 text-sm">
              <span className="min-w-0 truncate text-brand-100">
                <span className="sr-only">Signed in as </span>
                {signedInAs}
              </span>
              <SignOutButton />
            </div>
          ) : null}
        </div>
      </header>
      <main className="mx-auto max-w-6xl px-4 py-6 sm:px-6 sm:py-8">{children}</main>
    </>
  );
}

const code = 'rounded bg-ink-100 px-1 py-0.5 font-mono text-[0.875em] text-ink-900';

/** Why there is no office here, in words for the owner, and what sets it up. */
export function Unavailable({ reason }: { reason: OfficeUnavailable }) {
  if (reason === 'no-office') {
    return (
      <Panel title="The office is not set up on this site">
        <p>
          The office opens once the site knows who may sign in to it. Whoever looks after the site sets two
          variables where it is hosted:
        </p>
        <ul className="list-disc space-y-1 pl-6">
          <li>
            <code className={code}>BOOKING_OFFICE_EMAILS</code>: the e-mail addresses that may sign in,
            separated by commas;
          </li>
          <li>
            <code className={code}>BOOKING_OFFICE_SECRET</code>: a long random secret.
          </li>
        </ul>
        <p>
          The README&rsquo;s set-up for each host shows where they go, and{' '}
          <code className={code}>npm run check:launch</code> lists what is missing. Then reload this page.
        </p>
      </Panel>
    );
  }
  return (
    <Panel title="The office needs the enquiry ledger">
      <p>
        The office shows the enquiries this site has recorded, and this site records none: its ledger is
        turned off (<code className={code}>BOOKING_LEDGER=off</code>), or the host has no{' '}
        <code className={code}>DATABASE_URL</code>.
      </p>
      <p>
        Set up the ledger as the README&rsquo;s set-up for your host describes, then reload this page.
        Enquiries recorded from then on show here.
      </p>
    </Panel>
  );
}
