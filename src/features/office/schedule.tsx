import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import type { OfficeListRow } from '../../api/office';
import { officeSchedulePath, SCHEDULE_RANGES, type ScheduleRange } from '../../api/office-paths';
import { formatDayDate } from '../../domain/booking/words';
import { CalendarFeedPanel } from './calendar-feed';
import { isRefresh, officeClient, REFRESH_MS } from './client';
import { EnquiryRow, useListFocus } from './enquiry-row';
import { failureMessage } from './messages';
import { ReportsDue } from './reports-due';
import { useNow } from './use-now';

export const rangeLabels: Record<ScheduleRange, string> = {
  today: 'Today',
  week: 'This week',
  fortnight: 'Next 14 days',
};

const emptyWords: Record<ScheduleRange, string> = {
  today: 'No inspection is booked for today.',
  week: 'No inspection is booked for the rest of this week.',
  fortnight: 'No inspection is booked for the next 14 days.',
};

export const rangeOf = (value: string | null): ScheduleRange =>
  (SCHEDULE_RANGES as readonly string[]).includes(value ?? '') ? (value as ScheduleRange) : 'today';

/** The rows by their booked date, in the order the server gave them (booked-time order). */
function byDay(rows: OfficeListRow[]): { date: string; rows: OfficeListRow[] }[] {
  const days: { date: string; rows: OfficeListRow[] }[] = [];
  for (const row of rows) {
    const date = row.slot?.date ?? '';
    const day = days.at(-1);
    if (day?.date === date) day.rows.push(row);
    else days.push({ date, rows: [row] });
  }
  return days;
}

/**
 * The owner's day (issue 57): today's, this week's or the next 14 days' booked inspections in booked-time order,
 * by day, each row with its window, the client, the suburb and the agreement's state, opening the enquiry. Its
 * range is in its address (`/office/schedule?range=week`). Under it, the reports due and the last 30 days'
 * turnaround (issue 59).
 */
export function Schedule() {
  const [params] = useSearchParams();
  const range = rangeOf(params.get('range'));
  const heading = useListFocus<HTMLHeadingElement>();
  const client = useQueryClient();
  const schedule = useQuery({
    queryKey: ['office', 'schedule', range],
    queryFn: ({ queryKey }) => officeClient.schedule(range, isRefresh(client, queryKey)),
    refetchInterval: REFRESH_MS,
    placeholderData: keepPreviousData,
  });
  const now = useNow();

  const data = schedule.data;
  const count = data?.rows.length ?? 0;
  return (
    <section aria-labelledby="schedule-title" className="space-y-4">
      <h1 id="schedule-title" ref={heading} tabIndex={-1} className="text-2xl font-bold text-brand-900">
        Schedule
      </h1>
      <nav aria-label="Schedule range">
        <ul className="grid grid-cols-3 gap-2 sm:flex">
          {SCHEDULE_RANGES.map((choice) => (
            <li key={choice}>
              <Link
                to={officeSchedulePath(choice)}
                aria-current={choice === range ? 'page' : undefined}
                className={[
                  'inline-flex min-h-11 w-full items-center justify-center rounded-control border px-3.5 text-center text-sm font-semibold',
                  choice === range
                    ? 'border-brand-800 bg-brand-800 text-white'
                    : 'border-ink-300 bg-white text-brand-800 hover:border-brand-300 hover:bg-brand-50',
                ].join(' ')}
              >
                {rangeLabels[choice]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="space-y-4 rounded-card bg-white p-3 shadow-card ring-1 ring-ink-200 sm:p-5">
        <p role="status" className="text-sm text-ink-600">
          {schedule.isPending
            ? 'Loading…'
            : schedule.isError
              ? ''
              : `${count === 1 ? '1 inspection' : `${count} inspections`}, ${rangeLabels[range].toLowerCase()}`}
        </p>
        {schedule.isError ? (
          <p role="alert" className="rounded-control bg-danger-50 px-3 py-2 font-medium text-danger-700">
            {failureMessage(schedule.error)} The schedule tries again by itself.
          </p>
        ) : null}
        {data && count === 0 ? <p className="py-6 text-center text-ink-600">{emptyWords[range]}</p> : null}
        <div
          aria-busy={schedule.isPlaceholderData}
          className={schedule.isPlaceholderData ? 'opacity-60' : ''}
        >
          {data
            ? byDay(data.rows).map((day) => (
                <section key={day.date} aria-labelledby={`day-${day.date}`} className="pt-2">
                  <h2 id={`day-${day.date}`} className="text-lg font-bold text-brand-900">
                    {day.date === data.from ? `Today, ${formatDayDate(day.date)}` : formatDayDate(day.date)}
                  </h2>
                  <ul className="divide-y divide-ink-200">
                    {day.rows.map((row) => (
                      <EnquiryRow key={row.reference} row={row} now={now} when="window" />
                    ))}
                  </ul>
                </section>
              ))
            : null}
        </div>
      </div>
      {data ? <ReportsDue reports={data.reportsDue} stats={data.turnaround} /> : null}
      <CalendarFeedPanel />
    </section>
  );
}
