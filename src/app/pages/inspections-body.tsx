import { ArrowDown, ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { CtaBanner } from '../../components/sections/cta-banner';
import { buttonClass } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { SectionHeading } from '../../components/ui/section-heading';
import {
  homePriceText,
  productTitle,
  serviceTitle,
  type ProductSlug,
  type ServiceSlug,
} from '../../content/catalog';
import { inspectionsPage } from '../../content/pages/inspections';
import type { ComparisonRow } from '../../content/pages/schemas';
import { paths } from '../../lib/paths';

/*
 * Wide screens (lg and up) get one <table>; phones and tablets get one card per inspection. The other layout
 * is display:none (Tailwind's `hidden`), so assistive technology meets each fact once. The starting points link
 * to the table's rows and to the cards with plain in-page anchors (no script): each starting point carries
 * both sets of links, one of them hidden the same way, because an id can belong to one element only.
 * After the app starts, react-router leaves a plain <a href="#..."> to the browser: the fragment changes in
 * place, and RouteEffects (a POP with a hash) lands on the same target below the sticky header.
 */

/** Anchor of an inspection's row in the table (wide screens). */
export const comparisonRowId = (slug: string) => `compare-${slug}`;
/** Anchor of an inspection's card (small screens). */
export const comparisonCardId = (slug: string) => `inspection-${slug}`;

const page = inspectionsPage;
const factKeys = ['whoFor', 'when', 'covers', 'standard', 'timeOnSite', 'report'] as const;

interface Row extends ComparisonRow {
  slug: ProductSlug;
  title: string;
  price: string;
}

const rows: Row[] = page.rows.map((row) => ({
  ...row,
  title: productTitle(row.slug),
  price: homePriceText(row.slug),
}));

const linkClass = 'font-semibold text-brand-700 hover:text-brand-900 hover:underline';

function BookLink({ row }: { row: Row }) {
  return (
    <Link to={paths.booking(row.slug)} className={buttonClass('primary', 'sm')}>
      Book <span className="sr-only">{row.title}</span>
    </Link>
  );
}

/**
 * A starting point's links: each product jumps to its comparison row or card; a service, which has no row,
 * links to its own page.
 */
function JumpLinks({
  slugs,
  services = [],
  idOf,
  className,
}: {
  slugs: readonly ProductSlug[];
  services?: readonly ServiceSlug[];
  idOf: (slug: string) => string;
  className: string;
}) {
  return (
    <ul className={`mt-4 space-y-2 ${className}`}>
      {slugs.map((slug) => (
        <li key={slug}>
          <a href={`#${idOf(slug)}`} className={`inline-flex items-start gap-1.5 ${linkClass}`}>
            <ArrowDown aria-hidden="true" className="mt-1 h-4 w-4 shrink-0" />
            <span>
              {productTitle(slug)} <span className="sr-only">in the comparison below</span>
            </span>
          </a>
        </li>
      ))}
      {services.map((slug) => (
        <li key={slug}>
          <Link to={paths.service(slug)} className={`inline-flex items-start gap-1.5 ${linkClass}`}>
            <ArrowRight aria-hidden="true" className="mt-1 h-4 w-4 shrink-0" />
            <span>{serviceTitle(slug)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * Everything on /inspections below its heading: the starting points, the comparison and the booking banner.
 * Only text, links and in-page anchors, so the prerendered page keeps it as HTML (inspections-page.tsx) and
 * this module loads only when the app navigates to the page.
 */
export function InspectionsBody() {
  return (
    <>
      <section aria-labelledby="starting-points" className="bg-white py-12 sm:py-16">
        <Container>
          <SectionHeading
            id="starting-points"
            title={page.startingPointsHeading}
            intro={page.startingPointsIntro}
          />
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {page.startingPoints.map((start) => (
              <li key={start.id} className="rounded-card border border-ink-200 bg-white p-6 shadow-card">
                <h3 className="text-lg font-bold text-brand-900">{start.title}</h3>
                <p className="mt-2 leading-relaxed text-ink-600">{start.text}</p>
                <JumpLinks
                  slugs={start.slugs}
                  services={start.services}
                  idOf={comparisonCardId}
                  className="lg:hidden"
                />
                <JumpLinks
                  slugs={start.slugs}
                  services={start.services}
                  idOf={comparisonRowId}
                  className="hidden lg:block"
                />
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <section aria-labelledby="comparison" className="bg-ink-50 py-12 sm:py-16">
        <Container>
          <SectionHeading id="comparison" title={page.comparisonHeading} intro={page.comparisonNote} />

          <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:hidden">
            {rows.map((row) => (
              <li
                key={row.slug}
                id={comparisonCardId(row.slug)}
                className="flex flex-col rounded-card border border-ink-200 bg-white p-6 shadow-card target:border-accent-500 target:ring-2 target:ring-accent-400"
              >
                <h3 className="text-lg leading-snug font-bold text-brand-900">
                  <Link to={paths.product(row.slug)} className="hover:text-brand-600 hover:underline">
                    {row.title}
                  </Link>
                </h3>
                <dl className="mt-4 flex-1 space-y-3 text-sm">
                  {factKeys.map((key) => (
                    <div key={key}>
                      <dt className="font-semibold text-brand-900">{page.labels[key]}</dt>
                      <dd className="mt-0.5 leading-relaxed text-ink-700">{row[key]}</dd>
                    </div>
                  ))}
                  <div>
                    <dt className="font-semibold text-brand-900">{page.labels.price}</dt>
                    <dd className="mt-0.5 text-lg font-extrabold text-brand-800">{row.price}</dd>
                  </div>
                </dl>
                <div className="mt-5 flex flex-wrap items-center gap-4">
                  <BookLink row={row} />
                  <Link
                    to={paths.product(row.slug)}
                    className={`inline-flex items-center gap-1.5 text-sm ${linkClass}`}
                  >
                    View details <span className="sr-only">of {row.title}</span>
                    <ArrowRight aria-hidden="true" className="h-4 w-4" />
                  </Link>
                </div>
              </li>
            ))}
          </ul>

          <div className="mt-8 hidden overflow-hidden rounded-card border border-ink-200 bg-white shadow-card lg:block">
            <table className="w-full border-collapse text-left text-sm">
              <caption className="sr-only">{page.comparisonCaption}</caption>
              <thead className="bg-brand-900 text-white">
                <tr>
                  <th scope="col" className="px-3 py-3 font-semibold">
                    {page.labels.inspection}
                  </th>
                  {factKeys.map((key) => (
                    <th key={key} scope="col" className="px-3 py-3 font-semibold">
                      {page.labels[key]}
                    </th>
                  ))}
                  <th scope="col" className="px-3 py-3 font-semibold">
                    {page.labels.price}
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr
                    key={row.slug}
                    id={comparisonRowId(row.slug)}
                    className="border-t border-ink-200 align-top target:bg-accent-100"
                  >
                    <th
                      scope="row"
                      className="w-40 px-3 py-4 text-base leading-snug font-bold text-brand-900"
                    >
                      <Link to={paths.product(row.slug)} className="hover:text-brand-600 hover:underline">
                        {row.title}
                      </Link>
                    </th>
                    {factKeys.map((key) => (
                      <td key={key} className="px-3 py-4 leading-relaxed text-ink-700">
                        {row[key]}
                      </td>
                    ))}
                    <td className="px-3 py-4">
                      <p className="font-extrabold whitespace-nowrap text-brand-800">{row.price}</p>
                      <div className="mt-3">
                        <BookLink row={row} />
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </Container>
      </section>

      <CtaBanner title={page.cta.title} text={page.cta.text} bookingPath={paths.booking(null)} />
    </>
  );
}
