import { QueryClient, QueryClientProvider, useQuery, useQueryClient } from '@tanstack/react-query';
import { Building2, CircleCheck, Info, Phone, TriangleAlert } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { business } from '../../content/business';
import type { AgreementView } from '../../api/agreement';
import { Button } from '../../components/ui/button';
import { AcceptForm } from './accept-form';
import { AgreementText, BookingSummary } from './agreement-text';
import { agreementClient, AgreementRequestError, isLinkError } from './client';
import { CallUs } from './parts';
import { acceptedWhen } from '../../domain/booking/words';

export const agreementKey = (token: string) => ['agreement', token] as const;

/** The page's own query client: a failed read is tried again, but not one the server refused (4xx). */
export function createAgreementQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) =>
          !(error instanceof AgreementRequestError && error.status < 500) && failures < 2,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

/** The page with its provider; main.tsx mounts it with the token of the address, and the unit tests render it. */
export function AgreementRoot({ client, token }: { client: QueryClient; token: string | null }) {
  return (
    <QueryClientProvider client={client}>
      <AgreementPage token={token} />
    </QueryClientProvider>
  );
}

const card = 'rounded-card bg-white p-5 shadow-card ring-1 ring-ink-200 sm:p-6';
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

  if (token === null || isLinkError(view.error)) return <LinkError />;
  if (view.isError) {
    return (
      <Frame>
        <State
          stateKey="failed"
          title="The agreement did not load"
          intro={
            <p role="alert">
              Check the connection and try again. If it still does not open, call us on <CallUs />.
            </p>
          }
        >
          <Button variant="secondary" onClick={() => void view.refetch()}>
            Try again
          </Button>
        </State>
      </Frame>
    );
  }
  if (view.isPending) {
    return (
      <Frame>
        <p role="status" className="text-ink-600">
          Opening your agreement…
        </p>
      </Frame>
    );
  }
  const data = view.data;
  const accepted = data.accepted;
  return (
    <Frame name={data.businessName}>
      <State
        stateKey={`${data.status}:${data.version}:${changed}`}
        title={titles[data.status]}
        intro={
          <>
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
              <Notice tone="success">
                Accepted by <strong className="font-bold">{accepted.name}</strong>
                {accepted.onBehalf ? ' on behalf of the client named in this booking' : ''} on{' '}
                <time dateTime={accepted.at}>{acceptedWhen(accepted.at)}</time> (Sydney time).
              </Notice>
            ) : null}
            {data.status === 'accepted' ? (
              <p>
                A copy of the accepted text is e-mailed to you and to us. The agreement as accepted is below.
              </p>
            ) : null}
            {data.status === 'read-only' ? (
              <Notice tone="info">
                This copy is for reading. The client named in this booking accepts the agreement through the
                link sent to them.
              </Notice>
            ) : null}
            {data.status === 'closed' ? (
              <p>
                This booking was cancelled or the inspection has taken place, so there is nothing to accept
                here. The agreement is below for your records. Questions: call us on{' '}
                <CallUs phone={data.businessPhone} />.
              </p>
            ) : null}
          </>
        }
      >
        <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
          <div className="space-y-5 lg:order-2 lg:sticky lg:top-6">
            <BookingSummary booking={data.booking} />
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

const titles: Record<AgreementView['status'], string> = {
  open: 'Your inspection agreement',
  accepted: 'Agreement accepted',
  'read-only': 'Inspection agreement (to read)',
  closed: 'This agreement is closed',
};

/** The page's heading and what it says first; the heading takes the focus whenever `stateKey` changes. */
function State({
  stateKey,
  title,
  intro,
  children,
}: {
  stateKey: string;
  title: string;
  intro: ReactNode;
  children?: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
    document.title = `${title} – ${business.name}`;
  }, [stateKey, title]);
  return (
    <div className="space-y-5">
      <div className="max-w-3xl space-y-3">
        <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold text-brand-900 sm:text-3xl">
          {title}
        </h1>
        <div className="space-y-3 text-[0.9375rem] leading-relaxed text-ink-700">{intro}</div>
      </div>
      {children}
    </div>
  );
}

const tones = {
  success: { box: 'border-success-600 bg-success-50', Icon: CircleCheck, icon: 'text-success-600' },
  warning: { box: 'border-accent-500 bg-accent-100', Icon: TriangleAlert, icon: 'text-ink-900' },
  info: { box: 'border-brand-200 bg-brand-50', Icon: Info, icon: 'text-brand-700' },
};

function Notice({ tone, children }: { tone: keyof typeof tones; children: ReactNode }) {
  const { box, Icon, icon } = tones[tone];
  return (
    <p className={`flex items-start gap-2 rounded-control border p-3 text-ink-900 ${box}`}>
      <Icon aria-hidden="true" className={`mt-0.5 h-5 w-5 shrink-0 ${icon}`} />
      <span>{children}</span>
    </p>
  );
}

/** A link that opens no agreement: tampered with, replaced by a newer one, expired, or no token at all. */
function LinkError() {
  return (
    <Frame>
      <State
        stateKey="link"
        title="This link does not open an agreement"
        intro={
          <>
            <p>
              The link may be incomplete (copied without its end), replaced by a newer one we sent you, or
              expired: a link works until a week after the inspection.
            </p>
            <p>
              Call us on <CallUs /> and we will send you a fresh link.
            </p>
          </>
        }
      />
    </Frame>
  );
}

/** The page's frame: a plain header with the business's name (no site navigation), and main. */
function Frame({ name = business.name, children }: { name?: string; children: ReactNode }) {
  return (
    <>
      <header className="bg-brand-900 text-white">
        <div className="mx-auto flex max-w-6xl items-center gap-2 px-4 py-3 font-semibold sm:px-6">
          <Building2 aria-hidden="true" className="h-5 w-5 shrink-0 text-accent-300" />
          <span className="truncate">{name}</span>
        </div>
      </header>
      <main className="mx-auto max-w-6xl px-4 py-6 sm:px-6 sm:py-8">{children}</main>
    </>
  );
}
