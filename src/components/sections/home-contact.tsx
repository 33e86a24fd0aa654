import { Clock, Mail, MapPin, Phone, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { business, mailHref, telHref } from '../../content/business';
import { contactSection } from '../../content/home';
import { Container } from '../ui/container';
import { SectionHeading } from '../ui/section-heading';

const contactDetails: { Icon: LucideIcon; label: string; value: ReactNode }[] = [
  {
    Icon: Phone,
    label: 'Phone',
    value: (
      <a href={telHref} className="text-lg font-bold text-brand-900 hover:underline">
        {business.phone.display}
      </a>
    ),
  },
  {
    Icon: Mail,
    label: 'Email',
    value: (
      <a href={mailHref} className="font-semibold wrap-anywhere text-brand-900 hover:underline">
        {business.email}
      </a>
    ),
  },
  {
    Icon: Clock,
    label: 'Bookings',
    value: <span className="font-semibold text-brand-900">{contactSection.bookings}</span>,
  },
  {
    Icon: MapPin,
    label: 'Service area',
    value: <span className="font-semibold text-brand-900">{contactSection.serviceArea}</span>,
  },
];

/**
 * The booking section: contact details beside the form, which the page passes in. Always laid out (no
 * `.render-near`, unlike the sections above it): it is where booking links land.
 */
export function HomeContact({ children }: { children?: ReactNode }) {
  return (
    <section id="contact" aria-labelledby="contact-title" className="bg-ink-50 py-16 sm:py-20">
      <Container className="grid gap-10 lg:grid-cols-[1fr_1.6fr]">
        <div className="min-w-0">
          <SectionHeading
            id="contact-title"
            eyebrow="Contact"
            title={contactSection.heading}
            intro={contactSection.intro}
          />
          <ul className="mt-8 space-y-5">
            {contactDetails.map(({ Icon, label, value }) => (
              <li key={label} className="flex items-start gap-3">
                <Icon aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" />
                <span className="min-w-0">
                  <span className="block text-sm text-ink-600">{label}</span>
                  {value}
                </span>
              </li>
            ))}
          </ul>
        </div>
        <div className="min-w-0">{children}</div>
      </Container>
    </section>
  );
}
