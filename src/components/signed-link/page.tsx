/**
 * The pieces every page opened by a signed link is built of (the agreement, the booking page, the report to
 * come): the frame (the business's name, no site navigation), the heading that takes the focus when the page's
 * state changes, notices, the link error page, the loading and failed states, the business's phone, and the
 * booking beside the page. A page is a use of these with its own words and forms.
 */
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import {
  Building2,
  CalendarDays,
  CircleCheck,
  CircleDollarSign,
  ClipboardCheck,
  Clock,
  Home,
  Info,
  MessageSquareText,
  TriangleAlert,
  type LucideIcon,
} from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { business, telHref } from '../../content/business';
import type { BusinessPhone, LinkedBookingSummary } from '../../api/signed-link';
import { bookingDate, dollars, slotWindow } from '../../domain/booking/words';
import { Button } from '../ui/button';

/** A white card of the page. */
export const card = 'rounded-card bg-white p-5 shadow-card ring-1 ring-ink-200 sm:p-6';

/** The page with its query client: main.tsx mounts it with the token of the address, and the unit tests render it. */
export function LinkPageRoot({ client, children }: { client: QueryClient; children: ReactNode }) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** The page's frame: a plain header with the business's name (no site navigation), and main. */
export function Frame({ name = business.name, children }: { name?: string; children: ReactNode }) {
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

/**
 * The page's heading and what it says first. Each time `stateKey` changes, the heading takes the focus, so a
 * screen reader reads the new state first and a keyboard starts from there; the tab's title follows it.
 */
export function State({
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

/** A boxed line with its icon; `role="status"` where it reports what the reader just did. */
export function Notice({
  tone,
  role,
  children,
}: {
  tone: keyof typeof tones;
  role?: 'status';
  children: ReactNode;
}) {
  const { box, Icon, icon } = tones[tone];
  return (
    <p role={role} className={`flex items-start gap-2 rounded-control border p-3 text-ink-900 ${box}`}>
      <Icon aria-hidden="true" className={`mt-0.5 h-5 w-5 shrink-0 ${icon}`} />
      <span>{children}</span>
    </p>
  );
}

/** The business's phone as a link a phone can call: the view's, or business.ts's when there is no view. */
export function CallUs({ phone = business.phone }: { phone?: BusinessPhone }) {
  return (
    <a
      href={phone.e164 === business.phone.e164 ? telHref : `tel:${phone.e164}`}
      className="font-semibold whitespace-nowrap text-brand-700 underline underline-offset-2 hover:text-brand-900"
    >
      {phone.display}
    </a>
  );
}

/**
 * A link that opens nothing: tampered with, replaced by a newer one, expired, or no token at all. What the
 * server does not say (which of these), the page does not guess.
 */
export function LinkError({
  title,
  then,
  cause = (
    <>
      The link may be incomplete (copied without its end), replaced by a newer one we sent you, or expired: a
      link works until a week after the inspection.
    </>
  ),
}: {
  title: string;
  then: ReactNode;
  /** What may be wrong with the link: the booking's links' by default (the report's run out otherwise). */
  cause?: ReactNode;
}) {
  return (
    <Frame>
      <State
        stateKey="link"
        title={title}
        intro={
          <>
            <p>{cause}</p>
            <p>{then}</p>
          </>
        }
      />
    </Frame>
  );
}

/** The view did not load (the network, or the server's 5xx after the retries): say so, and offer a retry. */
export function LoadFailed({ title, onRetry }: { title: string; onRetry: () => void }) {
  return (
    <Frame>
      <State
        stateKey="failed"
        title={title}
        intro={
          <p role="alert">
            Check the connection and try again. If it still does not open, call us on <CallUs />.
          </p>
        }
      >
        <Button variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      </State>
    </Frame>
  );
}

/** While the view loads. */
export function Loading({ children }: { children: ReactNode }) {
  return (
    <Frame>
      <p role="status" className="text-ink-600">
        {children}
      </p>
    </Frame>
  );
}

/** One line of the booking: its term (with its icon) and its value, as a definition list's group. */
function Row({ Icon, term, children }: { Icon: LucideIcon; term: string; children: ReactNode }) {
  return (
    <div className="relative py-2.5 pl-8">
      <dt className="text-sm font-semibold text-ink-600">
        <Icon aria-hidden="true" className="absolute top-3 left-0 h-5 w-5 text-brand-700" />
        {term}
      </dt>
      <dd className="break-words text-ink-900">{children}</dd>
    </div>
  );
}

/** The booking beside the page: what, where, when (Sydney time) and the price. */
export function BookingSummary({
  booking,
  title = 'Your booking',
  price = true,
}: {
  booking: LinkedBookingSummary;
  /** 'The booking' where the reader is not the client (issue 52: whoever booked for them). */
  title?: string;
  /** Whether the price shows: not on an adviser's copy of a report (issue 59). */
  price?: boolean;
}) {
  return (
    <section aria-labelledby="booking-title" className={card}>
      <h2 id="booking-title" className="text-lg font-bold text-brand-900">
        {title}
      </h2>
      <dl className="mt-2 divide-y divide-ink-200">
        <Row Icon={ClipboardCheck} term="Inspection">
          {booking.inspection}
        </Row>
        <Row Icon={Home} term="Property">
          {booking.property}
        </Row>
        <Row Icon={CalendarDays} term="Date">
          {bookingDate(booking.date)}
        </Row>
        <Row Icon={Clock} term="Arrival window">
          {slotWindow(booking.windowFrom, booking.windowTo)}{' '}
          <span className="text-ink-600">(Sydney time)</span>
        </Row>
        {price ? (
          <Row Icon={CircleDollarSign} term="Price">
            {booking.priceCents === null ? 'Quote to follow' : dollars(booking.priceCents)}
          </Row>
        ) : null}
        {booking.note ? (
          <Row Icon={MessageSquareText} term="Note from us">
            <span className="whitespace-pre-wrap">{booking.note}</span>
          </Row>
        ) : null}
      </dl>
    </section>
  );
}
