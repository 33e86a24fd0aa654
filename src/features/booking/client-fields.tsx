import type { ReactNode } from 'react';
import { UserRound } from 'lucide-react';

/**
 * The client's name and contact, for anyone booking for someone else. They are always in the page, and the
 * stylesheet shows them when 'Who is booking?' holds anyone but the client (`.client-fields` in app.css):
 * so they appear before the app starts, and stay out of sight, the tab order and the accessibility tree
 * otherwise.
 */
export function ClientFields({ children }: { children: ReactNode }) {
  return (
    <div className="client-fields gap-5 rounded-control border border-brand-100 bg-brand-50 p-4 sm:col-span-2 sm:grid-cols-2">
      <p className="flex items-start gap-2 text-sm text-ink-700 sm:col-span-2">
        <UserRound aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" />
        <span>
          Booking for a client? The report is made out to your client and sent to them. The name, email and
          mobile below are yours: we arrange the booking and access with you.
        </span>
      </p>
      {children}
    </div>
  );
}
