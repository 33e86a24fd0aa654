import { AlertTriangle } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { OfficeReportDue, OfficeTurnaround } from '../../api/office';
import { officeEnquiryPath } from '../../api/office-paths';
import { sydneyTime } from '../../domain/booking/words';

/**
 * The report's turnaround on the schedule (issue 59): each report due, the overdue ones marked in red and in
 * words, and how the last 30 days' reports kept the product pages' promise. Made for a phone: one column of
 * rows, each a link to its enquiry.
 */

/** The mark of an overdue report: the word and an icon, red; never the colour alone. */
export function OverdueBadge() {
  return (
    <span className="inline-flex items-center gap-1.5 text-sm font-semibold text-danger-700">
      <AlertTriangle aria-hidden="true" className="h-4 w-4 shrink-0" />
      Overdue
    </span>
  );
}

/** 'Report due Sat, 28 Nov 2026, 10:30 am', and the mark when overdue: a booked or done row's line. */
export function ReportDueLine({ due }: { due: { due: string; overdue: boolean } }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2 text-sm text-ink-900">
      {due.overdue ? <OverdueBadge /> : null}
      <span>
        Report due <time dateTime={due.due}>{sydneyTime(due.due)}</time>
      </span>
    </span>
  );
}

/** Hours to one decimal place, in words: '20 hours', '1.5 hours'. */
export const hoursText = (hours: number) => `${hours} ${hours === 1 ? 'hour' : 'hours'}`;

/** The lines of the turnaround panel, as label and value. */
export function turnaroundLines(stats: OfficeTurnaround): { label: string; value: string }[] {
  if (stats.published === 0) return [];
  return [
    { label: 'Reports published', value: String(stats.published) },
    { label: 'Median time to publish', value: hoursText(stats.medianHours!) },
    { label: '90th percentile', value: hoursText(stats.p90Hours!) },
    {
      label: 'Within the promised time',
      value: stats.promised ? `${stats.withinPromise} of ${stats.promised}` : 'None promised a time',
    },
  ];
}

export function ReportsDue({ reports, stats }: { reports: OfficeReportDue[]; stats: OfficeTurnaround }) {
  const lines = turnaroundLines(stats);
  return (
    <>
      <section
        aria-labelledby="reports-due-title"
        className="space-y-2 rounded-card bg-white p-3 shadow-card ring-1 ring-ink-200 sm:p-5"
      >
        <h2 id="reports-due-title" className="text-lg font-bold text-brand-900">
          Reports due
        </h2>
        {reports.length === 0 ? (
          <p className="text-ink-600">No report is waiting to be published.</p>
        ) : (
          <ul className="divide-y divide-ink-200">
            {reports.map((report) => (
              <li key={report.reference} className="relative py-3">
                <Link
                  to={officeEnquiryPath(report.reference)}
                  className="block rounded font-semibold break-words text-brand-800 underline decoration-brand-200 underline-offset-4 after:absolute after:inset-0 after:content-[''] hover:text-brand-900 hover:decoration-brand-700"
                >
                  {report.name}
                  <span className="sr-only">, {report.reference}</span>
                </Link>
                <p className="text-ink-900">
                  {report.inspection}, <span className="font-semibold">{report.suburb}</span>
                </p>
                {report.overdue ? <OverdueBadge /> : null}
                <p className={report.overdue ? 'font-semibold text-danger-700' : 'text-ink-900'}>
                  Due <time dateTime={report.due}>{sydneyTime(report.due)}</time>
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section
        aria-labelledby="turnaround-title"
        className="space-y-2 rounded-card bg-white p-3 shadow-card ring-1 ring-ink-200 sm:p-5"
      >
        <h2 id="turnaround-title" className="text-lg font-bold text-brand-900">
          Reports, last {stats.days} days
        </h2>
        {lines.length === 0 ? (
          <p className="text-ink-600">No report was published in the last {stats.days} days.</p>
        ) : (
          <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
            {lines.map((line) => (
              <div key={line.label} className="contents">
                <dt className="text-ink-600">{line.label}</dt>
                <dd className="text-right font-semibold text-ink-900">{line.value}</dd>
              </div>
            ))}
          </dl>
        )}
        <p className="text-sm text-ink-600">
          Hours from the end of the arrival window to the first version. The median is the middle report; the
          90th percentile is the time 9 in 10 reports were published within.
        </p>
      </section>
    </>
  );
}
