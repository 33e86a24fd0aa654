/**
 * The ledger's schema, as forward-only SQL migrations applied in order and recorded in `schema_migrations`.
 *
 * Rules for a new one: give it the next number and a name, add it to the end of the list, never edit one that
 * has shipped. A migration only adds (tables, columns with defaults, indexes). To drop a column, stop using it
 * in one release and drop it in a later one, so an instance still running the old code keeps working while a
 * deploy rolls out.
 */
import ledger from './migrations/0001-ledger.js';
import confirmationLimits from './migrations/0002-confirmation-limits.js';
import office from './migrations/0003-office.js';
import bookings from './migrations/0004-bookings.js';
import agreements from './migrations/0005-agreements.js';
import reminders from './migrations/0006-reminders.js';
import clientRequests from './migrations/0007-client-requests.js';
import ledgerClock from './migrations/0008-ledger-clock.js';
import clientAddressee from './migrations/0009-client-addressee.js';
import acceptanceConcerns from './migrations/0010-acceptance-concerns.js';
import officeMailLink from './migrations/0011-office-mail-link.js';
import officeSearch from './migrations/0012-office-search.js';
import calendarFeed from './migrations/0013-calendar-feed.js';
import reports from './migrations/0014-reports.js';
import reportCopies from './migrations/0015-report-copies.js';
import reviewRequests from './migrations/0016-review-requests.js';
import payments from './migrations/0017-payments.js';

export interface Migration {
  /** '0001-ledger': its number and name, as recorded in schema_migrations. */
  id: string;
  sql: string;
}

export const migrations: readonly Migration[] = [
  { id: '0001-ledger', sql: ledger },
  { id: '0002-confirmation-limits', sql: confirmationLimits },
  { id: '0003-office', sql: office },
  { id: '0004-bookings', sql: bookings },
  { id: '0005-agreements', sql: agreements },
  { id: '0006-reminders', sql: reminders },
  { id: '0007-client-requests', sql: clientRequests },
  { id: '0008-ledger-clock', sql: ledgerClock },
  { id: '0009-client-addressee', sql: clientAddressee },
  { id: '0010-acceptance-concerns', sql: acceptanceConcerns },
  { id: '0011-office-mail-link', sql: officeMailLink },
  { id: '0012-office-search', sql: officeSearch },
  { id: '0013-calendar-feed', sql: calendarFeed },
  { id: '0014-reports', sql: reports },
  { id: '0015-report-copies', sql: reportCopies },
  { id: '0016-review-requests', sql: reviewRequests },
  { id: '0017-payments', sql: payments },
];
