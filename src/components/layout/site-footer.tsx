import { Mail, MapPin, Phone } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { footerLinks } from '../../app/routes';
import { business, mailHref, telHref } from '../../content/business';
import { abnLine, licenceAside } from '../../content/stand-ins';
import { productCatalog, serviceCatalog } from '../../content/catalog';
import { articleKindLabels, articleKinds } from '../../content/kinds';
import { businessJsonLd } from '../../lib/business-json-ld';
import { JsonLd } from '../json-ld';
import { Container } from '../ui/container';
import { Logo } from './logo';

const yearsOperating = '25+';

// The information pages: each route that asks for a footer link (its `footer` label in routes.tsx).
const helpLinks = footerLinks();

function FooterList({ title, links }: { title: string; links: { to: string; label: string }[] }) {
  const id = `footer-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="text-sm font-semibold tracking-wide text-white uppercase">
        {title}
      </h2>
      <ul className="mt-4 space-y-2.5 text-sm">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="text-brand-100 hover:text-white hover:underline">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SiteFooter() {
  return (
    <footer className="render-near bg-brand-900 text-brand-100 [--near-h:1450px] md:[--near-h:870px] lg:[--near-h:540px]">
      <Container className="grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-[1.3fr_1.1fr_1fr_1fr]">
        <div>
          <Logo tone="light" />
          <ul className="mt-5 space-y-2 text-sm">
            <li>
              Licensed builders in NSW <span className="whitespace-nowrap">({licenceAside})</span>
            </li>
            <li>
              {yearsOperating} years inspecting homes, since {business.foundingYear}
            </li>
            <li>{abnLine}</li>
          </ul>
          <ul className="mt-5 space-y-3 text-sm">
            <li>
              <a href={telHref} className="inline-flex items-center gap-2 text-white hover:underline">
                <Phone aria-hidden="true" className="h-4 w-4 text-accent-300" />
                {business.phone.display}
              </a>
            </li>
            <li>
              <a
                href={mailHref}
                className="inline-flex items-center gap-2 wrap-anywhere text-white hover:underline"
              >
                <Mail aria-hidden="true" className="h-4 w-4 shrink-0 text-accent-300" />
                {business.email}
              </a>
            </li>
            <li className="inline-flex items-center gap-2">
              <MapPin aria-hidden="true" className="h-4 w-4 text-accent-300" />
              {business.locality} {business.region}
            </li>
          </ul>
        </div>
        <FooterList
          title="Inspections"
          links={productCatalog.map((p) => ({ to: paths.product(p.slug), label: p.title }))}
        />
        <FooterList
          title="Services"
          links={serviceCatalog.map((s) => ({ to: paths.service(s.slug), label: s.title }))}
        />
        {/* Two short lists share the last column, so the footer keeps four columns on wide screens. */}
        <div className="space-y-10">
          <FooterList
            title="Knowledge"
            links={articleKinds.map((kind) => ({
              to: paths.knowledge(kind),
              label: articleKindLabels[kind],
            }))}
          />
          <FooterList title="Help and policies" links={helpLinks} />
        </div>
      </Container>
      <div className="border-t border-white/10">
        <Container className="flex flex-col gap-2 py-6 text-sm text-brand-200 sm:flex-row sm:items-center sm:justify-between">
          {/* The website's own year: the founding year, beside the years of inspecting, is not the site's. */}
          <p>
            © {__BUILD_YEAR__} {business.name}. Serving Sydney and NSW.
          </p>
          <p>
            Website by{' '}
            <a href={business.designer.url} className="text-white underline-offset-2 hover:underline">
              {business.designer.name}
            </a>
          </p>
        </Container>
      </div>
    </footer>
  );
}

/** What the footer island of every page holds (root-layout.tsx): the footer and the business's JSON-LD. */
export function FooterContent() {
  return (
    <>
      <SiteFooter />
      <JsonLd data={businessJsonLd()} />
    </>
  );
}
