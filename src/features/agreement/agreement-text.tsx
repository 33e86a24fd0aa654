import {
  CalendarDays,
  CircleDollarSign,
  ClipboardCheck,
  Clock,
  Home,
  MessageSquareText,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import type { AgreementSection, AgreementView } from '../../api/agreement';
import { inlineParts } from '../../lib/inline-links';
import { bookingDate, dollars, slotWindow } from '../../domain/booking/words';

const linkClass = 'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900';

/**
 * A paragraph or item of the agreement, with its `[words](href)` links (src/lib/inline-links.ts, the content's
 * own format) as links: a page of this site in this tab, an outside one (NSW Fair Trading, NCAT) in a new tab,
 * saying so to a screen reader. The page's referrer policy sends neither its address nor its token on.
 */
function Prose({ text }: { text: string }) {
  return inlineParts(text).map((part, index) => {
    if (part.href === undefined) return part.text;
    return part.href.startsWith('/') ? (
      <a key={index} href={part.href} className={linkClass}>
        {part.text}
      </a>
    ) : (
      <a key={index} href={part.href} target="_blank" rel="noopener noreferrer" className={linkClass}>
        {part.text}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    );
  });
}

/** A section's heading with its number: '1. Who this agreement is between'. */
export const sectionTitle = (section: AgreementSection, index: number) => `${index + 1}. ${section.heading}`;

/** The agreement's text, section by section, as the server filled it in (the text the hash is of). */
export function AgreementText({ id, sections }: { id: string; sections: AgreementSection[] }) {
  return (
    <>
      <h2 id={id} className="text-xl font-bold text-brand-900">
        The agreement
      </h2>
      <div className="mt-4 space-y-6 text-[0.9375rem] leading-relaxed text-ink-900">
        {sections.map((section, index) => (
          <section key={`${index}-${section.heading}`} aria-labelledby={`${id}-${index}`}>
            <h3 id={`${id}-${index}`} className="text-base font-bold text-brand-900">
              {/* Numbered as the text the e-mails carry numbers them. */}
              {sectionTitle(section, index)}
            </h3>
            {section.paragraphs.map((paragraph, p) => (
              <p key={p} className="mt-2 break-words">
                <Prose text={paragraph} />
              </p>
            ))}
            {section.items.length ? (
              <ul className="mt-2 list-disc space-y-1 pl-5 marker:text-brand-500">
                {section.items.map((item, i) => (
                  <li key={i} className="break-words">
                    <Prose text={item} />
                  </li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
      </div>
    </>
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

/**
 * The booking beside the agreement: what, where, when (Sydney time) and the price. The date and window are not
 * part of the agreement's text, so a change of time alone does not ask for a new acceptance.
 */
export function BookingSummary({
  booking,
  title = 'Your booking',
}: {
  booking: AgreementView['booking'];
  /** 'The booking' where the reader is not the client (issue 52: whoever booked for them). */
  title?: string;
}) {
  return (
    <section
      aria-labelledby="booking-title"
      className="rounded-card bg-white p-5 shadow-card ring-1 ring-ink-200 sm:p-6"
    >
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
        <Row Icon={CircleDollarSign} term="Price">
          {booking.priceCents === null ? 'Quote to follow' : dollars(booking.priceCents)}
        </Row>
        {booking.note ? (
          <Row Icon={MessageSquareText} term="Note from us">
            <span className="whitespace-pre-wrap">{booking.note}</span>
          </Row>
        ) : null}
      </dl>
    </section>
  );
}
