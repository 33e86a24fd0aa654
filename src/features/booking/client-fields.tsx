import type { ReactNode } from 'react';
import { UserRound } from 'lucide-react';
import { clientNote } from '../../content/booking-copy';
import { BOOKED_BY_SELLING_AGENT, isForBuyer } from '../../domain/booking/options';

/**
 * The note above the client's details: on a buyer's pre-purchase inspection the report is made out to the
 * buyer, whoever books it, and a selling agent (who acts for the vendor) is told so before choosing one.
 */
export function clientNoteFor(bookedBy: string | undefined, service: string | undefined): string {
  if (isForBuyer(service)) return clientNote.buyer;
  if (bookedBy === BOOKED_BY_SELLING_AGENT && !service) return clientNote.sellingAgent;
  return clientNote.anyClient;
}

/**
 * The client's name and contact, for anyone booking for someone else. They are always in the page, and the
 * stylesheet shows them when 'Who is booking?' holds anyone but the client (`.client-fields` in app.css):
 * so they appear before the app starts, and stay out of sight, the tab order and the accessibility tree
 * otherwise.
 */
export function ClientFields({
  children,
  bookedBy,
  service,
}: {
  children: ReactNode;
  bookedBy?: string;
  service?: string;
}) {
  return (
    <div className="client-fields gap-5 rounded-control border border-brand-100 bg-brand-50 p-4 sm:col-span-2 sm:grid-cols-2">
      <p className="flex items-start gap-2 text-sm text-ink-700 sm:col-span-2">
        <UserRound aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" />
        <span>
          {clientNoteFor(bookedBy, service)} {clientNote.yours}
        </span>
      </p>
      {children}
    </div>
  );
}
