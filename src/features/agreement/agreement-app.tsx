import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { Phone } from 'lucide-react';
import { useState } from 'react';
import type { AgreementView } from '../../api/agreement';
import { createLinkQueryClient } from '../../components/signed-link/client';
import {
  BookingSummary,
  CallUs,
  card,
  Frame,
  LinkError,
  LinkPageRoot,
  Loading,
  LoadFailed,
  Notice,
  State,
} from '../../components/signed-link/page';
import { AcceptForm } from './accept-form';
import { MAIN_POINTS_NOTE } from '../../content/agreements/main-points';
import { AgreementText, MainPoints } from './agreement-text';
import { agreementClient, isLinkError } from './client';
import { acceptedWhen } from '../../domain/booking/words';

export const agreementKey = (token: string) => ['agreement', token] as const;

/** The page's own query client: a failed read is tried again, but not one the server refused (4xx). */
export const createAgreementQueryClient = createLinkQueryClient;

/** The page with its provider; main.tsx mounts it with the token of the address, and the unit tests render it. */
export function AgreementRoot({ client, token }: { client: QueryClient; token: string | null }) {
  return (
    <LinkPageRoot client={client}>
      <AgreementPage token={token} />
    </LinkPageRoot>
  );
}

/**
 * What the page shows, by what the link opens: the agreement to accept (`open`), the record of its acceptance
 * (`accepted`), the text to read (`read-only`, an agent's link), a booking that is over (`closed`), or the link
 * error page. Each time that changes, the page's heading takes the focus, so a screen reader reads the new
 * state first and a keyboard starts from there.
 */
function AgreementPage({ token }: { token: string | null }) {
  const client = useQueryClient();
  const view = useQuery({
    queryKey: agreementKey(token ?? ''),
    queryFn: () => agreementClient.view(token!),
    enabled: token !== null,
  });
  // Set when an acceptance was refused because the text changed meanwhile (409): the new text shows, with
  // a notice to read it again.
  const [changed, setChanged] = useState(false);

  if (token === null || isLinkError(view.error)) {
    return (
      <LinkError
        title="This link does not open an agreement"
        then={
          <>
            Call us on <CallUs /> and we will send you a fresh link.
          </>
        }
      />
    );
  }
  if (view.isError)
    return <LoadFailed title="The agreement did not load" onRetry={() => void view.refetch()} />;
  if (view.isPending) return <Loading>Opening your agreement…</Loading>;
  const data = view.data;
  const accepted = data.accepted;
  // Issue 57: a cancelled booking says so first, whether or not its agreement was accepted.
  const cancelled = data.bookingStatus === 'cancelled';
  return (
    <Frame name={data.businessName}>
      <State
        stateKey={`${data.status}:${data.bookingStatus}:${data.version}:${changed}`}
        title={cancelled ? CANCELLED_TITLE : titles[data.status]}
        intro={
          <>
            {cancelled ? (
              <p>
                This booking was cancelled, so the inspection will not take place and there is nothing to
                accept here. {accepted ? CANCELLED_WORDS.accepted : CANCELLED_WORDS.notAccepted} Questions:
                call us on <CallUs phone={data.businessPhone} />.
              </p>
            ) : null}
            {data.status === 'open' ? (
              changed ? (
                <Notice tone="warning">
                  The agreement changed after you opened this page: the inspection or the price was updated.
                  The new text is below. Please read it again before you accept.
                </Notice>
              ) : (
                <p>
                  Please read the agreement for your inspection with {data.businessName}. To accept it, type
                  your full name at the end, tick the box and press &ldquo;Accept agreement&rdquo;.
                </p>
              )
            ) : null}
            {accepted ? (
              <Notice tone={cancelled ? 'info' : 'success'}>
                Accepted by <strong className="font-bold">{accepted.name}</strong>
                {accepted.onBehalf ? ' on behalf of the client named in this booking' : ''} on{' '}
                <time dateTime={accepted.at}>{acceptedWhen(accepted.at)}</time> (Sydney time).
              </Notice>
            ) : null}
            {data.status === 'accepted' && !cancelled ? (
              <p>
                A copy of the accepted text is e-mailed to the client and to us. The agreement as accepted is
                below.
              </p>
            ) : null}
            {data.status === 'read-only' ? (
              <Notice tone="info">
                This copy is for reading. The client named in this booking accepts the agreement through the
                link sent to them.
              </Notice>
            ) : null}
            {data.status === 'closed' && !cancelled ? (
              <p>
                The inspection has taken place, so there is nothing to accept here. The agreement is below for
                your records. Questions: call us on <CallUs phone={data.businessPhone} />.
              </p>
            ) : null}
          </>
        }
      >
        {data.mainPoints.length > 0 ? (
          <section
            aria-labelledby="main-points"
            className="mb-5 rounded-card bg-brand-50 p-5 ring-1 ring-brand-200 sm:p-6"
          >
            <MainPoints id="main-points" points={data.mainPoints} note={MAIN_POINTS_NOTE} />
          </section>
        ) : null}
        <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
          <div className="space-y-5 lg:order-2 lg:sticky lg:top-6">
            <BookingSummary booking={data.booking} title={cancelled ? 'The cancelled booking' : undefined} />
            <p className="flex items-start gap-2 px-1 text-sm text-ink-600">
              <Phone aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" />
              <span>
                Questions about the agreement? Call {data.businessName} on{' '}
                <CallUs phone={data.businessPhone} />.
              </span>
            </p>
          </div>
          <div className="space-y-5 lg:order-1">
            <section aria-labelledby="agreement-text" className={card}>
              <AgreementText id="agreement-text" sections={data.sections} />
            </section>
            {data.status === 'open' ? (
              <section aria-labelledby="accept-title" className={card}>
                <AcceptForm
                  token={token}
                  view={data}
                  changed={changed}
                  onAccepted={(next) => {
                    setChanged(false);
                    client.setQueryData(agreementKey(token), next);
                  }}
                  onChanged={(current) => {
                    setChanged(true);
                    client.setQueryData(agreementKey(token), current);
                  }}
                  onRefused={() => void client.invalidateQueries({ queryKey: agreementKey(token) })}
                />
              </section>
            ) : null}
          </div>
        </div>
      </State>
    </Frame>
  );
}

/** Issue 57: the title of a cancelled booking's agreement, accepted or not. */
export const CANCELLED_TITLE = 'This booking is cancelled';

/**
 * Issue 57: what the cancellation means for the agreement. Accepted, its own terms on cancelling say; never
 * accepted, none of its terms bind, so no fee applies (a fee is owed only where it was agreed: ACL s 18).
 */
export const CANCELLED_WORDS = {
  accepted:
    'The agreement accepted for it is below for your records: its section on cancelling says what a ' +
    'cancellation means under it.',
  notAccepted:
    'This agreement was not accepted, so no cancellation fee under it applies. The text is below for your ' +
    'records.',
} as const;

const titles: Record<AgreementView['status'], string> = {
  open: 'Your inspection agreement',
  accepted: 'Agreement accepted',
  'read-only': 'Inspection agreement (to read)',
  closed: 'This agreement is closed',
};
