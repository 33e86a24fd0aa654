/**
 * The agreement page's dates in words, for the client. A booking's date is a Sydney calendar date (api.ts),
 * read as written; the acceptance's time is an instant, shown in Sydney time whatever the device's zone.
 */
const longDay = new Intl.DateTimeFormat('en-AU', {
  timeZone: 'UTC',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const acceptedDay = new Intl.DateTimeFormat('en-AU', {
  timeZone: 'Australia/Sydney',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const acceptedClock = new Intl.DateTimeFormat('en-AU', {
  timeZone: 'Australia/Sydney',
  hour: 'numeric',
  minute: '2-digit',
});

/** '2026-12-07' as 'Monday, 7 December 2026'. */
export function bookingDate(date: string): string {
  return longDay.format(new Date(`${date}T00:00:00Z`));
}

/** An instant as '27 November 2026 at 9:14 pm', Sydney time. */
export function acceptedWhen(iso: string): string {
  const at = new Date(iso);
  return `${acceptedDay.format(at)} at ${acceptedClock.format(at).replace(/\s+/g, ' ')}`;
}
