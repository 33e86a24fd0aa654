import { Mail, Phone } from 'lucide-react';
import { paths } from '../../lib/paths';
import { business, telHref } from '../../content/business';
import type { InfoSection } from '../../content/pages/schemas';
import { breadcrumbJsonLd, webPageJsonLd } from '../../lib/json-ld';
import { formatDate } from '../../lib/format';
import { JsonLd } from '../json-ld';
import { PageMeta } from '../page-meta';
import { Container } from '../ui/container';
import { PageHero } from './page-hero';
import { RichText } from './rich-text';

interface InfoPageHeadProps {
  page: { metaTitle: string; description: string; title: string; intro: string };
  path: string;
}

/**
 * The top of an information page (comparison, booking process, privacy, accessibility): head tags,
 * WebPage and BreadcrumbList data, and the hero with its h1.
 */
export function InfoPageHead({ page, path }: InfoPageHeadProps) {
  return (
    <>
      <PageMeta title={page.metaTitle} description={page.description} path={path} />
      <JsonLd data={webPageJsonLd({ name: page.title, description: page.description, path })} />
      <JsonLd
        data={breadcrumbJsonLd([
          { name: 'Home', path: paths.home() },
          { name: page.title, path },
        ])}
      />
      <PageHero title={page.title} description={page.intro} backTo={paths.home()} backLabel="Back to Home" />
    </>
  );
}

/** A long text page's sections, each under an h2, after a list of links to them. */
export function ProseSections({ sections }: { sections: readonly InfoSection[] }) {
  return (
    <Container className="max-w-4xl py-10 sm:py-14">
      <div className="mx-auto max-w-prose">
        <nav aria-labelledby="on-this-page" className="rounded-card border border-ink-200 bg-ink-50 p-6">
          <h2 id="on-this-page" className="text-base font-bold text-brand-900">
            On this page
          </h2>
          <ul className="mt-3 space-y-2">
            {sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="font-medium text-brand-600 hover:text-brand-800 hover:underline"
                >
                  {section.heading}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {sections.map((section) => (
          <section key={section.id} aria-labelledby={section.id} className="mt-10">
            <h2 id={section.id} className="text-2xl font-bold tracking-tight text-brand-900">
              {section.heading}
            </h2>
            <RichText text={section.body} className="prose-body mt-4" />
          </section>
        ))}
      </div>
    </Container>
  );
}

interface ContactDetailsProps {
  /** The h2's id and text. */
  id: string;
  heading: string;
  text: string;
  /** Who to address, e.g. 'Privacy officer'. */
  addressee?: string;
  email: string;
  /** When the page's text was last reviewed, YYYY-MM-DD. */
  updated: string;
}

/** The end of a privacy or accessibility page: who to contact, how, and when the text was last reviewed. */
export function ContactDetails({ id, heading, text, addressee, email, updated }: ContactDetailsProps) {
  return (
    <Container className="max-w-4xl pb-14 sm:pb-20">
      <section
        aria-labelledby={id}
        className="mx-auto max-w-prose rounded-card border border-brand-200 bg-brand-50 p-6 sm:p-8"
      >
        <h2 id={id} className="text-2xl font-bold tracking-tight text-brand-900">
          {heading}
        </h2>
        <p className="mt-3 leading-relaxed text-ink-700">{text}</p>
        <address className="mt-5 space-y-3 not-italic">
          <p className="font-semibold text-ink-900">
            {addressee ? `${addressee}, ` : ''}
            {business.name}
          </p>
          <p>
            <a
              href={`mailto:${email}`}
              className="inline-flex items-center gap-2 font-semibold wrap-anywhere text-brand-700 hover:text-brand-900 hover:underline"
            >
              <Mail aria-hidden="true" className="h-5 w-5 shrink-0 text-brand-500" />
              {email}
            </a>
          </p>
          <p>
            <a
              href={telHref}
              className="inline-flex items-center gap-2 font-semibold text-brand-700 hover:text-brand-900 hover:underline"
            >
              <Phone aria-hidden="true" className="h-5 w-5 shrink-0 text-brand-500" />
              {business.phone.display}
            </a>
          </p>
        </address>
        <p className="mt-6 text-sm text-ink-600">Last updated {formatDate(updated)}.</p>
      </section>
    </Container>
  );
}
