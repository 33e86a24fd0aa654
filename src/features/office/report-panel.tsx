import '../../lib/zod-setup';
import * as Dialog from '@radix-ui/react-dialog';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ChevronRight, Download, FileUp, LockOpen } from 'lucide-react';
import { useEffect, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import type { OfficeEnquiryDetail } from '../../api/office';
import {
  CONDITION_WORDS,
  COPY_ROLE_NAMES,
  REPORT_CONDITIONS,
  REPORT_COPY_LIMIT,
  REPORT_DOWNLOAD_PART_BYTES,
  REPORT_MAX_BYTES,
  REPORT_MESSAGES,
  SUMMARY_COUNT_MAX,
  SUMMARY_TEXT_MAX,
  officeReportFilePath,
  RELEASE_REASON_MAX,
  releaseBodySchema,
  reportSummarySchema,
  type OfficeReport,
  type ReportCopy,
  type ReportGate,
  type ReportSummary,
  type ReportVersion,
} from '../../api/report';
import { Button, buttonClass } from '../../components/ui/button';
import { controlClass, Field, FieldError } from '../../components/ui/field';
import { slotDate, sydneyTime } from '../../domain/booking/words';
import { formatFileSize, megabytes } from '../../lib/format';
import { DownloadStopped, rangedDownload, saveFile } from '../../lib/ranged-download';
import { ActionDialog, DialogAlert, usePanelDialogs } from './action-dialog';
import { officeClient, officeFileInit, OfficeRequestError } from './client';
import { CountedField, REFUSED_FIELD } from './form-parts';
import { failureMessage } from './messages';
import { checkReportFile, sendReport, type UploadOutcome, type UploadProgress } from './report-upload';
import { enquiryKey } from './use-action';

/**
 * Issue 58: the enquiry's report in the office. Every version, newest first (when, who, size, SHA-256, the
 * file), whether the client can open it (the gate) and whether they have, and the two things the office does:
 * publish a version (the PDF from the phone's files, with the summary the client's page shows first), and let
 * the file go before the agreement is accepted, with a reason for the history.
 */

const card = 'rounded-card bg-white p-4 shadow-card ring-1 ring-ink-200 sm:p-6';
const term = 'text-sm font-semibold text-ink-600';

/**
 * The office's release past the gate (issue 58), which covers the payment too (issue 60): its button, its
 * dialog's title and what a released gate says.
 */
export const RELEASE_WORDS = {
  /** Short enough for one line on a phone; the dialog's title says what it passes. */
  button: 'Release early',
  title: 'Release before acceptance or payment',
  reason: 'Why it goes now',
  released: 'Released early',
} as const;

/** Whether the client can have the file, as the office reads it. */
export function gateWords(gate: ReportGate): string {
  if (!gate.open) {
    const held = [
      gate.needs.includes('agreement') ? 'the agreement is accepted' : null,
      gate.needs.includes('payment') ? 'the inspection is paid in full' : null,
    ].filter(Boolean);
    return held.length ? `Held until ${held.join(' and ')}` : 'Held';
  }
  return gate.released ? `${RELEASE_WORDS.released}: ${gate.released.reason}` : 'Client can open it';
}

/** The gate is shut for the agreement or the payment: the office may release the file past it. */
const releasable = (report: OfficeReport) =>
  !report.gate.open && report.gate.needs.length > 0 && report.versions.length > 0;

/** A hash as the list shows it: its first 12 hex digits. */
export const shortHash = (sha256: string) => `${sha256.slice(0, 12)}…`;

/** The name a version's file is saved under. */
const fileName = (reference: string, version: number) => `report-${reference}-v${version}.pdf`;

/**
 * A version's file: a plain link (same-origin, the session's cookie goes with it). Past one range's size it is
 * fetched in ranges instead (a host's response limit), with its progress, and saved from memory.
 */
function VersionDownload({ reference, version }: { reference: string; version: ReportVersion }) {
  const [received, setReceived] = useState<number | null>(null);
  const stop = useRef<AbortController | null>(null);
  useEffect(() => () => stop.current?.abort(), []);
  const href = officeReportFilePath(reference, version.version);
  const ranged = version.bytes > REPORT_DOWNLOAD_PART_BYTES;

  async function download() {
    stop.current = new AbortController();
    setReceived(0);
    try {
      // The request counts as the person's activity, as every other office request does.
      officeFileInit('application/pdf');
      const file = await rangedDownload({
        url: href,
        partBytes: REPORT_DOWNLOAD_PART_BYTES,
        bytes: version.bytes,
        onProgress: (bytes) => setReceived(bytes),
        signal: stop.current.signal,
      }).run();
      saveFile(file, fileName(reference, version.version));
    } catch (error) {
      if (!stop.current.signal.aborted)
        toast.error(
          error instanceof DownloadStopped
            ? 'The download broke off. Check the connection and try again.'
            : 'The office could not send the file just now. Try again in a moment.',
        );
    } finally {
      setReceived(null);
    }
  }

  if (!version.fileKept)
    return (
      <p className="text-sm text-ink-600">The file ({formatFileSize(version.bytes)}) is no longer kept.</p>
    );
  return (
    <div className="space-y-1">
      <a
        href={href}
        download={fileName(reference, version.version)}
        aria-disabled={received !== null ? true : undefined}
        className={buttonClass('secondary', 'md', 'justify-start')}
        onClick={(event) => {
          if (!ranged) return;
          event.preventDefault();
          if (received === null) void download();
        }}
      >
        <Download aria-hidden="true" className="h-4 w-4" />
        Download <span className="sr-only">version {version.version}</span>{' '}
        <span className="font-normal">(PDF, {formatFileSize(version.bytes)})</span>
      </a>
      <p role="status" className="text-sm text-ink-600">
        {received !== null ? `Downloading: ${megabytes(received)} of ${megabytes(version.bytes)} MB` : ''}
      </p>
    </div>
  );
}

/** The summary as the client's page shows it, for the office to check. */
function SummaryList({ summary }: { summary: ReportSummary }) {
  const rows: [string, string][] = [
    ['Overall condition', CONDITION_WORDS[summary.condition]],
    ...(summary.conditionNote
      ? ([['About the condition', summary.conditionNote]] as [string, string][])
      : []),
    ['Major defects', String(summary.majorDefects)],
    ['Safety hazards', String(summary.safetyHazards)],
    ['Not inspected', summary.notInspected],
    ['Further inspections', summary.furtherInspections || 'None recommended'],
  ];
  return (
    <dl className="grid gap-x-4 gap-y-1.5 pb-2 pl-6 text-sm sm:grid-cols-[10rem_minmax(0,1fr)]">
      {rows.map(([name, value]) => (
        <div key={name} className="contents">
          <dt className="font-semibold text-ink-600">{name}</dt>
          <dd className="break-words whitespace-pre-wrap text-ink-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A disclosure (a version's hash in full, its summary): a 44 px summary, its chevron turning when open. */
function Disclosure({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <details className="group">
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-1.5 font-semibold text-brand-800 [&::-webkit-details-marker]:hidden">
        <ChevronRight
          aria-hidden="true"
          className="h-4 w-4 shrink-0 transition-transform group-open:rotate-90"
        />
        {label}
      </summary>
      {children}
    </details>
  );
}

function VersionItem({
  reference,
  version,
  latest,
}: {
  reference: string;
  version: ReportVersion;
  latest: boolean;
}) {
  return (
    <li className="space-y-1 py-3">
      <p className="font-semibold text-ink-900">
        Version {version.version}
        {latest ? <span className="font-normal text-ink-600"> (the client's)</span> : null}
      </p>
      <p className="text-ink-900">
        <time dateTime={version.publishedAt}>{sydneyTime(version.publishedAt)}</time>, Sydney time{' '}
        <span className="block break-words text-ink-700">by {version.publishedBy}</span>
      </p>
      <Disclosure
        label={
          <>
            SHA-256 <code className="font-mono font-normal text-ink-900">{shortHash(version.sha256)}</code>
          </>
        }
      >
        <code className="block pl-6 font-mono text-sm break-all text-ink-900">{version.sha256}</code>
      </Disclosure>
      <Disclosure label="Its summary">
        <SummaryList summary={version.summary} />
      </Disclosure>
      <VersionDownload reference={reference} version={version} />
    </li>
  );
}

/** The enquiry's report: its versions, the gate, the client's first opening, and the office's actions. */
export function ReportPanel({ reference, detail }: { reference: string; detail: OfficeEnquiryDetail }) {
  const { heading, dialog, openChange, done, closeFocus } = usePanelDialogs<'publish' | 'release'>();
  const report = detail.report;
  if (!report) return null;
  const latest = report.versions[0];
  const publishLabel = latest ? 'Publish a corrected version' : 'Publish report';

  return (
    <section aria-labelledby="enquiry-report" className={card}>
      <h2 id="enquiry-report" ref={heading} tabIndex={-1} className="text-lg font-bold text-brand-900">
        Report
      </h2>
      {latest ? (
        <>
          <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-[auto_minmax(0,1fr)]">
            <dt className={term}>The client</dt>
            <dd className="break-words text-ink-900">
              {gateWords(report.gate)}
              {report.gate.released ? (
                <span className="block text-sm text-ink-600">
                  by {report.gate.released.by},{' '}
                  <time dateTime={report.gate.released.at}>{sydneyTime(report.gate.released.at)}</time>
                </span>
              ) : null}
            </dd>
            <dt className={term}>Opened</dt>
            <dd className="text-ink-900">
              {report.firstOpenedAt ? (
                <>
                  First opened by the client{' '}
                  <time dateTime={report.firstOpenedAt}>{sydneyTime(report.firstOpenedAt)}</time>
                </>
              ) : (
                'Not opened yet'
              )}
            </dd>
          </dl>
          <h3 className="mt-4 font-bold text-brand-900">
            {report.versions.length === 1 ? 'Published' : `${report.versions.length} versions, newest first`}
          </h3>
          <ol aria-label="Versions" className="divide-y divide-ink-200">
            {report.versions.map((version, index) => (
              <VersionItem
                key={version.version}
                reference={reference}
                version={version}
                latest={index === 0}
              />
            ))}
          </ol>
          {report.copies.length > 0 ? <CopiesList reference={reference} copies={report.copies} /> : null}
        </>
      ) : (
        <p className="mt-2 text-ink-700">No report published yet.</p>
      )}
      {!report.canPublish && detail.row.state === 'booked' && detail.booking ? (
        <p className="mt-3 text-sm text-ink-600">
          You can publish the report from {slotDate(detail.booking.date, { year: true })}, the day of the
          inspection.
        </p>
      ) : null}
      {report.canPublish || releasable(report) ? (
        <div className="mt-4 flex flex-wrap gap-2">
          {/* A dialog each: Radix gives the focus back to the one trigger its dialog knows. */}
          {report.canPublish ? (
            <Dialog.Root open={dialog === 'publish'} onOpenChange={openChange('publish')}>
              <Dialog.Trigger className={buttonClass(latest ? 'secondary' : 'primary', 'md')}>
                <FileUp aria-hidden="true" className="h-4 w-4" />
                {publishLabel}
              </Dialog.Trigger>
              {/* Mounted while open only (Radix): closing it ends the form, and with it the sending. */}
              <ActionDialog
                title={latest ? 'Publish a corrected version' : 'Publish the report'}
                description={publishDescription(detail, report)}
                onCloseAutoFocus={closeFocus}
              >
                <PublishForm
                  reference={reference}
                  detail={detail}
                  latest={latest ?? null}
                  onPublished={done}
                />
              </ActionDialog>
            </Dialog.Root>
          ) : null}
          {releasable(report) ? (
            <Dialog.Root open={dialog === 'release'} onOpenChange={openChange('release')}>
              <Dialog.Trigger className={buttonClass('secondary', 'md')}>
                <LockOpen aria-hidden="true" className="h-4 w-4" />
                {RELEASE_WORDS.button}
              </Dialog.Trigger>
              <ActionDialog
                title={RELEASE_WORDS.title}
                description="The client can then download the report before accepting the pre-inspection agreement or paying in full. Your reason is recorded in the history."
                onCloseAutoFocus={closeFocus}
              >
                <ReleaseForm reference={reference} onReleased={done} />
              </ActionDialog>
            </Dialog.Root>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

function publishDescription(detail: OfficeEnquiryDetail, report: OfficeReport): string {
  const next = (report.versions[0]?.version ?? 0) + 1;
  return [
    report.versions.length
      ? `This becomes version ${next}, the one the client's page shows; the office keeps every version.`
      : "The client is e-mailed the link to the report's page, which shows this summary first.",
    detail.row.state === 'booked' ? 'Publishing marks the inspection done.' : '',
    report.gate.open ? '' : 'The client can download it once the agreement is accepted.',
  ]
    .filter(Boolean)
    .join(' ');
}

// ---------------------------------------------------------------------------------------------------------------
// Publishing.

type SummaryInput = z.input<typeof reportSummarySchema>;
/** The summary's fields in the order they show (the first wrong one takes the focus). */
const summaryOrder = [
  'condition',
  'conditionNote',
  'majorDefects',
  'safetyHazards',
  'notInspected',
  'furtherInspections',
] as const satisfies readonly (keyof ReportSummary)[];

/** What the file field says with no file chosen. */
export const NO_FILE = 'Choose the report’s PDF.';

type Sending =
  | { phase: 'idle' }
  | { phase: 'sending'; progress: UploadProgress }
  | { phase: 'paused'; progress: UploadProgress; message: string };

/** What a paused upload says, and what Resume does. */
function pausedText(outcome: Extract<UploadOutcome, { kind: 'paused' }>): string {
  const why =
    outcome.reason === 'offline'
      ? 'this phone is offline'
      : outcome.reason === 'failing'
        ? 'the connection keeps failing'
        : 'it was stopped';
  const { sent, total } = outcome.progress;
  return outcome.stage === 'publish'
    ? `Paused: the file is all with the office, but publishing it did not go through (${why}). Resume publishes it.`
    : `Paused: ${why}. ${megabytes(sent, 'floor')} of ${megabytes(total)} MB is with the office; Resume sends the rest, not the whole file again.`;
}

function PublishForm({
  reference,
  detail,
  latest,
  onPublished,
}: {
  reference: string;
  detail: OfficeEnquiryDetail;
  latest: ReportVersion | null;
  onPublished: () => void;
}) {
  const client = useQueryClient();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [sending, setSending] = useState<Sending>({ phase: 'idle' });
  const [failure, setFailure] = useState<string | null>(null);
  // The dialog closes (Escape, the close button, "Not now"): the part on its way is aborted, and nothing more
  // goes. The server keeps what arrived for a day; the same file chosen again carries on from there.
  const stop = useRef<AbortController | null>(null);
  useEffect(() => () => stop.current?.abort(), []);

  const {
    register,
    control,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<SummaryInput, unknown, ReportSummary>({
    resolver: zodResolver(reportSummarySchema),
    // A correction starts from the summary before it.
    defaultValues: latest
      ? { ...latest.summary }
      : { conditionNote: '', notInspected: '', furtherInspections: '' },
    shouldFocusError: false,
  });
  const conditionNote = useWatch({ control, name: 'conditionNote' }) ?? '';
  const notInspected = useWatch({ control, name: 'notInspected' }) ?? '';
  const furtherInspections = useWatch({ control, name: 'furtherInspections' }) ?? '';

  const refresh = () => {
    void client.invalidateQueries({ queryKey: enquiryKey(reference) });
    void client.invalidateQueries({ queryKey: ['office', 'list'] });
  };

  const upload = useMutation({
    mutationFn: ({ chosen, summary }: { chosen: File; summary: ReportSummary }) => {
      stop.current = new AbortController();
      return sendReport({
        reference,
        file: chosen,
        summary,
        signal: stop.current.signal,
        onProgress: (progress) => setSending({ phase: 'sending', progress }),
      });
    },
    onSuccess: (outcome) => {
      switch (outcome.kind) {
        case 'published': {
          client.setQueryData<OfficeEnquiryDetail>(enquiryKey(reference), (old) =>
            old ? { ...old, report: outcome.report } : old,
          );
          refresh();
          const version = outcome.report.versions[0]?.version;
          toast.success(
            `Report published${version ? `: version ${version}` : ''}${
              detail.row.state === 'booked' ? '. The inspection is marked done.' : ''
            }`,
          );
          setSending({ phase: 'idle' });
          onPublished();
          return;
        }
        case 'paused':
          if (outcome.stage === 'publish') refresh();
          setSending({ phase: 'paused', progress: outcome.progress, message: pausedText(outcome) });
          return;
        case 'gone':
          refresh();
          setSending({ phase: 'idle' });
          setFailure(
            'The office no longer has this upload: it keeps one for a day, or it was published already (see the report’s versions). Publish again to send the file anew.',
          );
          return;
        case 'refused': {
          setSending({ phase: 'idle' });
          if (outcome.error === 'empty' || outcome.error === 'too-large' || outcome.error === 'not-pdf') {
            setFileError(outcome.message);
            fileInput.current?.focus();
            return;
          }
          if (outcome.error === 'not-publishable') refresh();
          const field = outcome.field?.replace(/^summary\./, '') as keyof ReportSummary | undefined;
          if (field && (summaryOrder as readonly string[]).includes(field)) {
            setError(field, { type: 'server', message: REFUSED_FIELD });
            setFocus(field);
          }
          setFailure(outcome.message);
          return;
        }
      }
    },
    onError: (error) => {
      setSending({ phase: 'idle' });
      setFailure(failureMessage(error));
    },
  });

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    setFile(chosen);
    setFileError(null);
    setFailure(null);
    setSending({ phase: 'idle' });
    if (!chosen) return;
    const refusal = await checkReportFile(chosen);
    // Only if it is still the file chosen.
    if (refusal && fileInput.current?.files?.[0] === chosen) setFileError(REPORT_MESSAGES[refusal]!);
  }

  async function publish(summary: ReportSummary) {
    setFailure(null);
    if (!file) {
      setFileError(NO_FILE);
      fileInput.current?.focus();
      return;
    }
    const refusal = await checkReportFile(file);
    if (refusal) {
      setFileError(REPORT_MESSAGES[refusal]!);
      fileInput.current?.focus();
      return;
    }
    upload.mutate({ chosen: file, summary });
  }
  function refuse(invalid: FieldErrors<SummaryInput>) {
    if (!file) setFileError(NO_FILE);
    if (!file || fileError) return fileInput.current?.focus();
    const first = summaryOrder.find((name) => invalid[name]);
    if (first) setFocus(first);
  }

  const busy = upload.isPending;
  const paused = sending.phase === 'paused';
  const progress = sending.phase === 'idle' ? null : sending.progress;
  const fileErrorId = 'report-file-error';
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(publish, refuse)(event)} className="space-y-4">
      <fieldset disabled={busy} className="space-y-4">
        <div>
          <label htmlFor="report-file" className="block text-sm font-semibold text-ink-900">
            The report (PDF, at most {REPORT_MAX_BYTES / 1024 / 1024} MB)
          </label>
          <input
            ref={fileInput}
            id="report-file"
            type="file"
            accept="application/pdf"
            onChange={(event) => void choose(event)}
            aria-invalid={fileError ? true : undefined}
            aria-describedby={['report-file-hint', fileError ? fileErrorId : null].filter(Boolean).join(' ')}
            className="mt-1.5 block min-h-11 w-full text-sm text-ink-900 file:mr-3 file:min-h-11 file:rounded-control file:border file:border-brand-200 file:bg-white file:px-4 file:font-semibold file:text-brand-800"
          />
          <p id="report-file-hint" className="mt-1 text-sm text-ink-600">
            From this phone’s files. It goes in parts: if the connection breaks, it carries on where it
            stopped.
          </p>
          {/* There before its text, so a refusal is announced as it comes. */}
          <div role="alert">{fileError ? <FieldError id={fileErrorId} message={fileError} /> : null}</div>
        </div>

        <fieldset aria-describedby={errors.condition ? 'report-condition-error' : 'report-condition-hint'}>
          <legend className="text-sm font-semibold text-ink-900">Overall condition</legend>
          <p id="report-condition-hint" className="mt-0.5 text-sm text-ink-600">
            Compared with similar buildings of its age that have been reasonably maintained.
          </p>
          <div className="mt-1.5 space-y-1">
            {REPORT_CONDITIONS.map((condition) => (
              <div key={condition} className="flex min-h-11 items-center gap-3">
                <input
                  {...register('condition')}
                  id={`report-condition-${condition}`}
                  type="radio"
                  value={condition}
                  className="h-5 w-5 shrink-0 accent-brand-700"
                />
                <label htmlFor={`report-condition-${condition}`} className="text-ink-900">
                  {CONDITION_WORDS[condition]}
                </label>
              </div>
            ))}
          </div>
          {errors.condition?.message ? (
            <FieldError id="report-condition-error" message={errors.condition.message} />
          ) : null}
        </fieldset>

        <CountedField
          id="report-condition-note"
          label="About the condition"
          optional
          error={errors.conditionNote?.message}
          field={register('conditionNote')}
          length={conditionNote.length}
          max={SUMMARY_TEXT_MAX}
          rows={2}
        />

        <div className="grid grid-cols-2 gap-3">
          {(
            [
              ['majorDefects', 'report-major', 'Major defects'],
              ['safetyHazards', 'report-hazards', 'Safety hazards'],
            ] as const
          ).map(([name, id, label]) => (
            <Field key={name} id={id} label={label} error={errors[name]?.message}>
              {(a11y) => (
                <input
                  {...a11y}
                  {...register(name, { valueAsNumber: true })}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={SUMMARY_COUNT_MAX}
                  step={1}
                  className={controlClass(!!errors[name])}
                />
              )}
            </Field>
          ))}
        </div>

        <CountedField
          id="report-not-inspected"
          label="Areas not inspected, and why"
          hint="Say “None” if every area was inspected."
          error={errors.notInspected?.message}
          field={register('notInspected')}
          length={notInspected.length}
          max={SUMMARY_TEXT_MAX}
          rows={3}
        />

        <CountedField
          id="report-further"
          label="Further inspections recommended"
          optional
          error={errors.furtherInspections?.message}
          field={register('furtherInspections')}
          length={furtherInspections.length}
          max={SUMMARY_TEXT_MAX}
          rows={2}
        />
      </fieldset>

      {progress ? (
        <div className="space-y-1">
          <progress
            aria-label="The report sent"
            max={progress.total}
            value={progress.sent}
            className="block h-3 w-full overflow-hidden rounded-full bg-ink-200 [&::-moz-progress-bar]:bg-brand-700 [&::-webkit-progress-bar]:bg-ink-200 [&::-webkit-progress-value]:bg-brand-700"
          />
          {busy ? (
            <p className="text-sm text-ink-600">
              Closing this stops the sending; the same file chosen again carries on.
            </p>
          ) : null}
        </div>
      ) : null}
      {/* Polite, and there before its text: each part's progress is read when the reader is free. */}
      <p role="status" className="text-sm font-semibold text-ink-900">
        {progress && !paused
          ? progress.sent < progress.total
            ? `${megabytes(progress.sent, 'floor')} of ${megabytes(progress.total)} MB sent`
            : 'All sent. Publishing…'
          : ''}
      </p>
      <DialogAlert
        message={sending.phase === 'paused' ? sending.message : failure}
        tone={sending.phase === 'paused' ? 'warning' : 'danger'}
      />
      <div className="flex flex-wrap justify-end gap-3 pt-1">
        <Dialog.Close asChild>
          <Button variant="secondary">{busy ? 'Stop and close' : 'Not now'}</Button>
        </Dialog.Close>
        <Button type="submit" disabled={busy}>
          {busy ? 'Sending…' : paused ? 'Resume' : latest ? 'Publish the correction' : 'Publish'}
        </Button>
      </div>
    </form>
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Issue 59: the copies the client sent their advisers, each withdrawn here alone.

/** The copies' heading and the words of a copy's state, as the office reads them. */
export const officeCopyWords = {
  title: 'Copies the client sent',
  withdraw: 'Withdraw',
} as const;

export function copyStateText(copy: ReportCopy): string {
  if (copy.revokedAt)
    return `Withdrawn by ${copy.revokedBy === 'office' ? 'you' : 'the client'} ${sydneyTime(copy.revokedAt)}`;
  return copy.firstOpenedAt ? `Opened ${sydneyTime(copy.firstOpenedAt)}` : 'Not opened yet';
}

function CopiesList({ reference, copies }: { reference: string; copies: ReportCopy[] }) {
  const client = useQueryClient();
  const withdraw = useMutation({
    mutationFn: (copyId: number) => officeClient.revokeCopy(reference, copyId),
    onSuccess: ({ report }) => {
      client.setQueryData<OfficeEnquiryDetail>(enquiryKey(reference), (old) =>
        old ? { ...old, report } : old,
      );
      void client.invalidateQueries({ queryKey: enquiryKey(reference) });
      toast.success('Copy withdrawn: its link no longer opens the report');
    },
    onError: (error) => toast.error(failureMessage(error)),
  });
  return (
    <>
      <h3 className="mt-4 font-bold text-brand-900">
        {officeCopyWords.title} ({copies.length} of {REPORT_COPY_LIMIT})
      </h3>
      <ul aria-label={officeCopyWords.title} className="divide-y divide-ink-200">
        {copies.map((copy) => (
          <li key={copy.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3">
            <div className="min-w-0">
              <p className="break-all font-semibold text-ink-900">{copy.email}</p>
              <p className="text-sm text-ink-600">
                {COPY_ROLE_NAMES[copy.role]}, sent {sydneyTime(copy.sentAt)}. {copyStateText(copy)}
              </p>
            </div>
            {copy.revokedAt ? null : (
              <Button
                variant="secondary"
                disabled={withdraw.isPending}
                onClick={() => withdraw.mutate(copy.id)}
                aria-label={`${officeCopyWords.withdraw} the copy sent to ${copy.email}`}
              >
                {officeCopyWords.withdraw}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Releasing past the gate.

function ReleaseForm({ reference, onReleased }: { reference: string; onReleased: () => void }) {
  const client = useQueryClient();
  const pending = useRef<AbortController | null>(null);
  useEffect(() => () => pending.current?.abort(), []);
  const {
    register,
    control,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<z.input<typeof releaseBodySchema>, unknown, z.output<typeof releaseBodySchema>>({
    resolver: zodResolver(releaseBodySchema),
    defaultValues: { reason: '' },
  });
  const reason = useWatch({ control, name: 'reason' }) ?? '';
  const request = useMutation({
    mutationFn: (body: z.output<typeof releaseBodySchema>) => {
      pending.current = new AbortController();
      return officeClient.releaseReport(reference, body.reason, pending.current.signal);
    },
    onSuccess: (report) => {
      client.setQueryData<OfficeEnquiryDetail>(enquiryKey(reference), (old) =>
        old ? { ...old, report } : old,
      );
      void client.invalidateQueries({ queryKey: enquiryKey(reference) });
      toast.success('Report released: the client can download it');
      onReleased();
    },
    onError: (error) => {
      if (error instanceof OfficeRequestError && error.status === 400 && error.detail.field === 'reason') {
        setError('reason', { type: 'server', message: REFUSED_FIELD });
        setFocus('reason');
      }
    },
  });
  const fieldRefused = request.error instanceof OfficeRequestError && request.error.detail.field === 'reason';
  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit((body) => request.mutate(body))(event)}
      className="space-y-4"
    >
      <CountedField
        id="report-release-reason"
        label={RELEASE_WORDS.reason}
        error={errors.reason?.message}
        field={register('reason')}
        length={reason.length}
        max={RELEASE_REASON_MAX}
        rows={3}
      />
      <DialogAlert message={request.error && !fieldRefused ? failureMessage(request.error) : null} />
      <div className="flex flex-wrap justify-end gap-3 pt-1">
        <Dialog.Close asChild>
          <Button variant="secondary">Not now</Button>
        </Dialog.Close>
        <Button type="submit" disabled={request.isPending}>
          {request.isPending ? 'Releasing…' : 'Release it'}
        </Button>
      </div>
    </form>
  );
}
