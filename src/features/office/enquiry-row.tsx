import { MapPin, Phone } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import type { OfficeListRow, OfficeTab } from '../../api/office';
import { OFFICE_TABS } from '../../api/office';
import { officeEnquiryPath } from '../../api/office-paths';
import { preferredWhen, slotWhen, slotWindow, sydneyTime, timeAgo } from '../../domain/booking/words';
import { AgreementBadge } from './agreement-status';
import { paymentStateWords } from '../../api/payment';
import { AttentionBadge } from './attention';
import { DeliveryMarks } from './channels';
import { ReportDueLine } from './reports-due';

/** The inbox's tabs, in words. */
export const tabLabels: Record<OfficeTab, string> = {
  new: 'New',
  booked: 'Booked',
  done: 'Done',
  closed: 'Declined or cancelled',
};

export const tabOfState = (state: OfficeListRow['state']): OfficeTab =>
  (Object.keys(OFFICE_TABS) as OfficeTab[]).find((tab) =>
    (OFFICE_TABS[tab] as readonly string[]).includes(state),
  ) ?? 'new';

/**
 * A plain https search link to a maps site for the property: in the office only, opened in a new tab, with
 * nothing of the maps site loaded into the page (issue 57). Never in an e-mail: a mail scanner logs URLs.
 */
export const mapHref = (address: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

/** A row link's accessible name ends with its reference: 'Jane Citizen, HBI-7Q2M4K'. For finding it by reference. */
export const rowLinkName = (reference: string) =>
  new RegExp(`, ${reference.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/** The id of a row's link, so that back from an enquiry returns the focus to it. */
export const rowLinkId = (reference: string) => `row-${reference}`;

/** The enquiry the office last opened from a list: its row takes the focus when the list shows again. */
let lastOpened: string | null = null;

/**
 * A list's heading, which takes the focus when the list shows (reading starts there), unless the office came
 * back from an enquiry whose row is shown: then that row's link takes it.
 */
export function useListFocus<E extends HTMLElement>() {
  const heading = useRef<E>(null);
  useEffect(() => {
    const returning = lastOpened;
    lastOpened = null;
    const row = returning ? document.getElementById(rowLinkId(returning)) : null;
    (row ?? heading.current)?.focus();
  }, []);
  return heading;
}

const iconLink =
  'inline-flex h-11 w-11 items-center justify-center rounded-control border border-ink-300 bg-white text-brand-800 hover:border-brand-300 hover:bg-brand-50';

/**
 * One enquiry in a list or the schedule, made for a phone (issue 57): the whole row opens the enquiry at its own
 * address; the client's name comes first, then the inspection, the suburb and the slot (or the preferred time);
 * tap to call and a map link sit beside it, each 44 px. `showTab` names the tab a search result is in; `when`
 * 'window' leads with the booked window (the schedule, where the day is the heading).
 */
export function EnquiryRow({
  row,
  now,
  showTab = false,
  when = 'slot',
}: {
  row: OfficeListRow;
  now: number;
  showTab?: boolean;
  when?: 'slot' | 'window';
}) {
  const preferred = preferredWhen(row.preferredDate, row.preferredTime);
  const timing = row.slot
    ? when === 'window'
      ? slotWindow(row.slot.windowFrom, row.slot.windowTo)
      : `Booked ${slotWhen(row.slot)}`
    : preferred
      ? `Preferred: ${preferred}`
      : 'No preferred date';
  return (
    <li className="relative flex gap-3 py-3">
      <div className="min-w-0 flex-1">
        {when === 'window' && row.slot ? <p className="text-sm font-bold text-brand-800">{timing}</p> : null}
        {/* The link's box covers the row: a tap anywhere on it that is not another control opens the enquiry. */}
        <Link
          to={officeEnquiryPath(row.reference)}
          id={rowLinkId(row.reference)}
          onClick={() => (lastOpened = row.reference)}
          className="block rounded text-lg font-semibold break-words text-brand-800 underline decoration-brand-200 underline-offset-4 after:absolute after:inset-0 after:content-[''] hover:text-brand-900 hover:decoration-brand-700"
        >
          {row.name}
          <span className="sr-only">, {row.reference}</span>
        </Link>
        {row.bookedBy ? <p className="text-sm text-ink-600">Booked by {row.bookedBy}</p> : null}
        <p className="text-ink-900">
          {row.inspection}
          {row.addon ? <span className="text-ink-600"> + {row.addon}</span> : null}
        </p>
        <p className="text-ink-900">
          <span className="font-semibold">{row.suburb}</span>
          {when === 'slot' ? <span className="text-ink-600"> · {timing}</span> : null}
        </p>
        <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
          {showTab ? (
            <span className="rounded-full bg-ink-100 px-2 text-sm font-semibold text-ink-900">
              In {tabLabels[tabOfState(row.state)]}
            </span>
          ) : null}
          {row.attention ? <AttentionBadge /> : null}
          {row.state === 'booked' && row.agreement ? <AgreementBadge state={row.agreement} /> : null}
          {row.reportDue ? <ReportDueLine due={row.reportDue} /> : null}
          {row.payment ? (
            // Issue 60: in words; bold while something is owed or due back, never colour alone.
            <span
              className={`text-sm text-ink-900 ${
                (row.payment.state === 'deposit-due' || row.payment.refundDueCents) && row.state !== 'done'
                  ? 'font-bold'
                  : 'font-semibold'
              }`}
            >
              Payment: {paymentStateWords(row.payment)}
            </span>
          ) : null}
        </div>
        <p className="mt-1 text-sm text-ink-600">
          <span className="font-mono">{row.reference}</span> · received{' '}
          <time dateTime={row.receivedAt} title={sydneyTime(row.receivedAt)}>
            {timeAgo(row.receivedAt, now)}
          </time>
        </p>
        <DeliveryMarks channels={row.channels} id={`deliveries-${row.reference}`} />
      </div>
      <div className="relative z-10 flex shrink-0 flex-col gap-2">
        {row.phone ? (
          <a href={row.phone.href} className={iconLink} aria-label={`Call ${row.name}, ${row.phone.display}`}>
            <Phone aria-hidden="true" className="h-5 w-5" />
          </a>
        ) : null}
        <a
          href={mapHref(row.address)}
          target="_blank"
          rel="noopener noreferrer"
          className={iconLink}
          aria-label={`Map of ${row.address} (opens a maps site in a new tab)`}
        >
          <MapPin aria-hidden="true" className="h-5 w-5" />
        </a>
      </div>
    </li>
  );
}
