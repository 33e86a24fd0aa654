import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { Download, FileText, Phone } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import {
  CONDITION_WORDS,
  REPORT_DOWNLOAD_PART_BYTES,
  REPORT_LINK_DAYS,
  REPORT_MESSAGES,
  reportFilePath,
  type ReportClientView,
  type ReportGateNeed,
} from '../../api/report';
import type { BusinessPhone } from '../../api/signed-link';
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
import { Button } from '../../components/ui/button';
import { formatFileSize } from '../../lib/format';
import { Copies } from './copies';
import { reportDate } from './words';
import { NotSentError, notSentMessage } from '../../lib/send-now';
import { isLinkError, isReportRefusal, reportPageClient } from './client';
import { DownloadRefused, DownloadStopped, rangedDownload, saveFile } from '../../lib/ranged-download';
import { Unsubscribe } from './unsubscribe';
import { bankRows, payIdRows, reportOwingWords } from '../../api/payment';
import { TermList } from '../../components/ui/term-list';

export const reportPageKey = (token: string) => ['report-page', token] as const;

/** The page's own query client: a failed read is tried again, but not one the server refused (4xx). */
export const createReportPageQueryClient = createLinkQueryClient;

export function ReportPageRoot({ client, token }: { client: QueryClient; token: string | null }) {
  return (
    <LinkPageRoot client={client}>
      <ReportPage token={token} />
    </LinkPageRoot>
  );
}

/** The page's titles, by what the link opens. */
export const reportPageTitles = {
  ready: 'Your inspection report',
  copy: 'A copy of an inspection report',
  copyExpired: 'This copy’s link has run out',
  expired: 'This report link has run out',
  link: 'This link does not open a report',
} as const;

/** The summary's terms, in the order the page gives them. */
export const summaryTerms = {
  condition: 'Overall condition',
  majorDefects: 'Major defects',
  safetyHazards: 'Safety hazards',
  notInspected: 'Areas not inspected, and why',
  furtherInspections: 'Further inspections recommended',
} as const;

/** What the summary says where the office recommended no further inspection. */
export const NONE_RECOMMENDED = 'None recommended';

export { reportDate };

/** The line under the summary: when this version was published, and what it replaces. */
export function versionLine(report: { publishedAt: string; revisedFrom: string | null }): string {
  return report.revisedFrom
    ? `Revised on ${reportDate(report.publishedAt)}; this replaces the report first published on ` +
        `${reportDate(report.revisedFrom)}.`
    : `Published on ${reportDate(report.publishedAt)}.`;
}

/** The download button's words: the file's size in MB of 1,048,576 bytes (src/lib/format.ts). */
export const downloadLabel = (bytes: number) => `Download the report (PDF, ${formatFileSize(bytes)})`;

export const FRESH_LINK_LABEL = 'E-mail me a fresh link';

function ReportPage({ token }: { token: string | null }) {
  const view = useQuery({
    queryKey: reportPageKey(token ?? ''),
    queryFn: () => reportPageClient.view(token!),
    enabled: token !== null,
  });
  // A 403 `gate` from the file's endpoint shuts the download as the view's gate would, until the view says
  // otherwise.
  const [gateShut, setGateShut] = useState(false);

  if (token === null || isLinkError(view.error)) {
    return (
      <LinkError
        title={reportPageTitles.link}
        cause="The link may be incomplete (copied without its end), or replaced by a newer one we sent you."
        then={
          <>
            To get your report, call us on <CallUs />.
          </>
        }
      />
    );
  }
  if (view.isError)
    return <LoadFailed title="Your report did not load" onRetry={() => void view.refetch()} />;
  if (view.isPending) return <Loading>Opening your report…</Loading>;
  const data = view.data;
  // Issue 59: an unsubscribe link opens its own view, never the report.
  if (data.status === 'unsubscribe') return <Unsubscribe token={token} view={data} />;
  if (data.access === 'copy' && (data.status === 'expired' || !data.report))
    return <CopyExpired view={data} />;
  if (data.status === 'expired' || !data.report) return <Expired token={token} view={data} />;
  const report = data.report;
  const shut = !data.gate.open || gateShut;
  const copy = data.access === 'copy';
  return (
    <Frame name={data.businessName}>
      <State
        stateKey={`${data.access}:${report.version}`}
        title={copy ? reportPageTitles.copy : reportPageTitles.ready}
        intro={
          copy ? (
            <p>
              {data.businessName} sent you this read-only copy at its client’s request. The summary comes
              first below; the full report, with every finding, is the PDF below.
            </p>
          ) : (
            <>
              <p>
                The report of your inspection with {data.businessName} is ready. Its summary comes first
                below; the full report, with every finding, is the PDF below.
              </p>
              {shut && (data.gate.needs.includes('agreement') || data.gate.needs.length === 0) ? (
                <GateNotice agreementUrl={data.agreementUrl} />
              ) : null}
              {shut && data.payment ? (
                <OwingNotice payment={data.payment} reference={data.reference} />
              ) : null}
            </>
          )
        }
      >
        <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
          <div className="space-y-5">
            <Summary summary={report.summary} />
            <section aria-labelledby="file-title" className={card}>
              <h2 id="file-title" className="flex items-center gap-2 text-lg font-bold text-brand-900">
                <FileText aria-hidden="true" className="h-5 w-5 shrink-0 text-brand-700" />
                The full report
              </h2>
              <p className="mt-2 text-ink-700">{versionLine(report)}</p>
              {shut ? (
                <p className="mt-3 text-ink-700">{heldLine(data.gate.needs)}</p>
              ) : (
                <DownloadReport
                  key={report.version}
                  token={token}
                  bytes={report.bytes}
                  fileName={report.fileName}
                  phone={data.businessPhone}
                  onGate={() => setGateShut(true)}
                />
              )}
            </section>
          </div>
          <div className="space-y-5">
            {copy ? <ReportRecord view={data} report={report} /> : null}
            {data.booking ? (
              <BookingSummary booking={data.booking} title="The inspection" price={!copy} />
            ) : null}
            {data.copies ? (
              <Copies
                token={token}
                copies={data.copies}
                phone={data.businessPhone}
                queryKey={reportPageKey(token)}
              />
            ) : null}
            <p className="flex items-start gap-2 px-1 text-sm text-ink-600">
              <Phone aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" />
              <span>
                Reference {data.reference}. Questions about the report? Call {data.businessName} on{' '}
                <CallUs phone={data.businessPhone} />.
              </span>
            </p>
          </div>
        </div>
      </State>
    </Frame>
  );
}

/** What an agent records of a report they hold: who wrote it (the business and its licence), when, which version. */
export const recordTerms = {
  title: 'About this report',
  by: 'Written by',
  licence: 'NSW contractor licence',
  date: 'Report date',
  version: 'Version',
} as const;

function ReportRecord({
  view,
  report,
}: {
  view: ReportClientView;
  report: NonNullable<ReportClientView['report']>;
}) {
  return (
    <section aria-labelledby="record-title" className={card}>
      <h2 id="record-title" className="text-lg font-bold text-brand-900">
        {recordTerms.title}
      </h2>
      <dl className="mt-1 divide-y divide-ink-200">
        {(
          [
            [recordTerms.by, view.businessName],
            [recordTerms.licence, view.businessLicence ?? 'Ask us for the number'],
            [recordTerms.date, reportDate(report.publishedAt)],
            [
              recordTerms.version,
              `${report.version}${report.revisedFrom ? ` (revises the report of ${reportDate(report.revisedFrom)})` : ''}`,
            ],
          ] as const
        ).map(([term, value]) => (
          <div key={term} className="py-2.5">
            <dt className="text-sm font-semibold text-ink-600">{term}</dt>
            <dd className="mt-0.5 break-words text-ink-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** An adviser's copy past its days: it is the client's to send again. */
function CopyExpired({ view }: { view: ReportClientView }) {
  return (
    <Frame name={view.businessName}>
      <State
        stateKey="copy-expired"
        title={reportPageTitles.copyExpired}
        intro={
          <p>
            A copy’s link works for {REPORT_LINK_DAYS} days, and this one has run out. Ask our client to send
            you a new copy from their report page, or call {view.businessName} on{' '}
            <CallUs phone={view.businessPhone} /> (reference {view.reference}).
          </p>
        }
      />
    </Frame>
  );
}

/** The gate, shut: the report is ready, and opens once the agreement is accepted (with its link, when given). */
function GateNotice({ agreementUrl }: { agreementUrl: string | null }) {
  return (
    <Notice tone="warning">
      {REPORT_MESSAGES.gate}{' '}
      {agreementUrl ? (
        <a
          href={agreementUrl}
          className="font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900"
        >
          Read and accept the agreement
        </a>
      ) : (
        'The link to read and accept it is in the e-mail we sent you.'
      )}
    </Notice>
  );
}

/** Where the download is held: as soon as what the gate still needs is done (issue 58's agreement, 60's payment). */
export function heldLine(needs: readonly ReportGateNeed[]): string {
  const waits = [
    ...(needs.includes('agreement') ? ['the pre-inspection agreement is accepted'] : []),
    ...(needs.includes('payment') ? ['the inspection is paid in full'] : []),
  ];
  return `You can download it here as soon as ${waits.join(' and ') || 'the report is released to you'}.`;
}

/**
 * Issue 60: the gate waits for payment in full: what is owing, and how to pay it (the bank or PayID details with
 * the reference to quote, or a call).
 */
function OwingNotice({
  payment,
  reference,
}: {
  payment: NonNullable<ReportClientView['payment']>;
  reference: string;
}) {
  const ways = [
    ...(payment.bank ? [bankRows(payment.bank, reference)] : []),
    ...(payment.payId ? [payIdRows(payment.payId, reference)] : []),
  ];
  return (
    <Notice tone="warning">
      {reportOwingWords(payment.owingCents)} {ways.length ? 'You can pay by:' : 'Call us to pay.'}
      {ways.map((rows) => (
        <TermList key={rows[0]![0]} rows={rows} />
      ))}
    </Notice>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="py-3 sm:grid sm:grid-cols-[13rem_minmax(0,1fr)] sm:gap-4">
      <dt className="text-sm font-semibold text-ink-600">{term}</dt>
      <dd className="mt-0.5 break-words text-ink-900 sm:mt-0">{children}</dd>
    </div>
  );
}

function Summary({ summary }: { summary: NonNullable<ReportClientView['report']>['summary'] }) {
  return (
    <section aria-labelledby="summary-title" className={card}>
      <h2 id="summary-title" className="text-lg font-bold text-brand-900">
        Summary
      </h2>
      <dl className="mt-1 divide-y divide-ink-200">
        <Row term={summaryTerms.condition}>
          <p className="font-semibold">{CONDITION_WORDS[summary.condition]}</p>
          {summary.conditionNote ? (
            <p className="mt-1 whitespace-pre-wrap text-ink-700">{summary.conditionNote}</p>
          ) : null}
        </Row>
        <Row term={summaryTerms.majorDefects}>{summary.majorDefects}</Row>
        <Row term={summaryTerms.safetyHazards}>{summary.safetyHazards}</Row>
        <Row term={summaryTerms.notInspected}>
          <span className="whitespace-pre-wrap">{summary.notInspected}</span>
        </Row>
        <Row term={summaryTerms.furtherInspections}>
          <span className="whitespace-pre-wrap">{summary.furtherInspections || NONE_RECOMMENDED}</span>
        </Row>
      </dl>
      <p className="mt-3 text-sm text-ink-600">
        The summary is a guide to the report, not a replacement for it: read the full report before you rely
        on it.
      </p>
    </section>
  );
}

type Download =
  | { kind: 'idle' }
  | { kind: 'running'; received: number }
  | { kind: 'done'; blob: Blob }
  | { kind: 'stopped'; message: ReactNode };

function DownloadReport({
  token,
  bytes,
  fileName,
  phone,
  onGate,
}: {
  token: string;
  bytes: number;
  fileName: string;
  phone: BusinessPhone;
  onGate: () => void;
}) {
  const client = useQueryClient();
  const [state, setState] = useState<Download>({ kind: 'idle' });
  // One download per version (the component's key): a retry carries on from the parts already in.
  const download = useRef<ReturnType<typeof rangedDownload> | null>(null);
  const refresh = () => void client.invalidateQueries({ queryKey: reportPageKey(token) });

  async function start() {
    download.current ??= rangedDownload({
      url: reportFilePath(token),
      partBytes: REPORT_DOWNLOAD_PART_BYTES,
      bytes,
      onProgress: (received) => setState({ kind: 'running', received }),
    });
    setState({ kind: 'running', received: download.current.received });
    try {
      const blob = await download.current.run();
      saveFile(blob, fileName);
      setState({ kind: 'done', blob });
    } catch (error) {
      if (error instanceof DownloadRefused && error.error === 'gate') {
        setState({ kind: 'idle' });
        onGate();
        refresh();
        return;
      }
      if (error instanceof DownloadRefused && (error.status === 404 || error.status === 410)) {
        // The link no longer opens the report (or has run out): the view says which.
        setState({ kind: 'idle' });
        refresh();
        return;
      }
      if (error instanceof DownloadStopped && error.reason === 'changed') {
        // A newer version was published meanwhile: start again from the page as it is now.
        download.current = null;
        refresh();
        setState({
          kind: 'stopped',
          message: 'The report was updated while it downloaded. Download it again to get the latest version.',
        });
        return;
      }
      setState({
        kind: 'stopped',
        message:
          error instanceof DownloadStopped ? (
            <>
              The download stopped part-way. Check the connection and press the button again: it carries on
              from where it stopped.
            </>
          ) : (
            <>
              We could not send the report just now. Try again in a moment, or call us on{' '}
              <CallUs phone={phone} />.
            </>
          ),
      });
    }
  }

  const running = state.kind === 'running';
  const received = running ? state.received : 0;
  const percent = Math.floor((received / bytes) * 100);
  return (
    <div className="mt-4 space-y-3">
      <Button
        size="lg"
        onClick={() => void start()}
        disabled={running}
        // On a phone the label takes two lines: the icon and the words together at the start, with room above
        // and below them.
        className="w-full justify-start! py-3 text-left leading-snug whitespace-normal! sm:w-auto"
      >
        <Download aria-hidden="true" className="h-5 w-5 shrink-0" />
        {downloadLabel(bytes)}
      </Button>
      {running ? (
        <progress
          aria-label="Download progress"
          max={bytes}
          value={received}
          className="block h-3 w-full appearance-none overflow-hidden rounded-full bg-ink-200 [&::-moz-progress-bar]:bg-brand-700 [&::-webkit-progress-bar]:bg-ink-200 [&::-webkit-progress-value]:bg-brand-700"
        />
      ) : null}
      {/* One live region, there from the start, so each change in it is read out. */}
      <div role="status" className="text-sm text-ink-700 empty:hidden">
        {running ? (
          <p>
            Downloading: {formatFileSize(received)} of {formatFileSize(bytes)} ({percent}%).
          </p>
        ) : state.kind === 'done' ? (
          <Notice tone="success">
            Done: your browser is saving the report as {fileName}, usually in your Downloads. Not there?{' '}
            <button
              type="button"
              onClick={() => saveFile(state.blob, fileName)}
              className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900"
            >
              Save it again
            </button>
          </Notice>
        ) : null}
      </div>
      {state.kind === 'stopped' ? (
        <p role="alert" className="text-sm font-medium text-danger-700">
          {state.message}
        </p>
      ) : null}
    </div>
  );
}

/** Past the link's days: the offer of a fresh link by e-mail, to the address on file (never shown). */
function Expired({ token, view }: { token: string; view: ReportClientView }) {
  const client = useQueryClient();
  const fresh = useMutation({
    mutationFn: () => reportPageClient.freshLink(token),
    onError: (error) => {
      if (isLinkError(error)) void client.invalidateQueries({ queryKey: reportPageKey(token) });
    },
  });
  const failure = freshLinkFailure(fresh.error, view.businessPhone);
  return (
    <Frame name={view.businessName}>
      <State
        stateKey={`expired:${fresh.isSuccess}`}
        title={reportPageTitles.expired}
        intro={
          <>
            <p>
              A link to a report works for {REPORT_LINK_DAYS} days, and this one has run out. We can e-mail a
              fresh link to the address we have on file for this booking (reference {view.reference}).
            </p>
            {fresh.isSuccess ? (
              <Notice tone="success" role="status">
                We have sent a fresh link to the e-mail address we have on file for this booking. It works for{' '}
                {REPORT_LINK_DAYS} days. If it has not arrived within a few minutes, check your junk mail, or
                call us on <CallUs phone={view.businessPhone} />.
              </Notice>
            ) : null}
          </>
        }
      >
        {fresh.isSuccess ? null : (
          <div className="max-w-3xl space-y-3">
            <Button size="lg" onClick={() => fresh.mutate()} disabled={fresh.isPending}>
              {fresh.isPending ? 'Sending…' : FRESH_LINK_LABEL}
            </Button>
            {failure ? (
              <p role="alert" className="text-sm font-medium text-danger-700">
                {failure}
              </p>
            ) : null}
          </div>
        )}
      </State>
    </Frame>
  );
}

function freshLinkFailure(error: unknown, phone: BusinessPhone): ReactNode {
  if (!error || isLinkError(error)) return null;
  if (error instanceof NotSentError) return notSentMessage(error);
  if (isReportRefusal(error) && error.status === 429) {
    return (
      <>
        We have already sent several fresh links today, so this one was not sent. Please call us on{' '}
        <CallUs phone={phone} />.
      </>
    );
  }
  return (
    <>
      We could not send a fresh link just now. Try again in a moment, or call us on <CallUs phone={phone} />.
    </>
  );
}
