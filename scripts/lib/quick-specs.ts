/**
 * test:quick's map from what changed to the e2e specs that cover it (scripts/test-quick.ts): a plain map from
 * folders to spec names (e2e/<name>.spec.ts), the first matching key winning.
 */
import path from 'node:path';

/** Which e2e specs cover which folders (a path starting with the key). The first matching key wins. */
export const specsByFolder: [string, string[]][] = [
  ['src/features/booking/', ['booking-form', 'ledger', 'date-field', 'start-up', 'accessibility']],
  // The agreement page (issue 40): its own journeys, and the private routes' checks (e2e/office.spec.ts).
  ['src/features/agreement/', ['agreement', 'office']],
  // The booking page (issue 41) and the kit both signed-link pages are built from (issue 53).
  ['src/features/booking-page/', ['booking-page', 'whoever-books', 'office']],
  // The report page (issue 58): the report's journey, and the private routes' checks (e2e/office.spec.ts).
  ['src/features/report-page/', ['report', 'office']],
  ['src/components/signed-link/', ['agreement', 'booking-page', 'whoever-books', 'report']],
  ['src/features/office/', ['office', 'office-booking', 'office-journeys', 'accessibility', 'report']],
  // Below both the pages and the server (issue 53): what a booking is, and the contracts between the sides.
  [
    'src/domain/',
    [
      'booking-form',
      'ledger',
      'office-booking',
      'office-journeys',
      'agreement',
      'booking-page',
      'whoever-books',
    ],
  ],
  [
    'src/api/',
    ['office', 'office-booking', 'office-journeys', 'agreement', 'booking-page', 'whoever-books', 'report'],
  ],
  ['src/boot-form.ts', ['booking-form', 'first-paint', 'start-up']],
  ['src/boot', ['start-up', 'first-paint', 'booking-form', 'contact-offset']],
  [
    'src/server/',
    [
      'booking-form',
      'ledger',
      'robustness',
      'office-booking',
      'office-journeys',
      'agreement',
      'booking-page',
      'whoever-books',
      'report',
    ],
  ],
  ['src/components/layout/', ['layout', 'tooltips', 'first-paint', 'contact-offset', 'accessibility']],
  ['src/components/', ['pages', 'knowledge', 'info-pages', 'layout', 'accessibility', 'axe-render-near']],
  ['src/content/', ['pages', 'knowledge', 'info-pages', 'routes', 'accessibility', 'seo-and-hosting']],
  ['src/app/', ['routes', 'pages', 'robustness', 'info-pages', 'knowledge']],
  ['src/styles/', ['first-screen-css', 'layout', 'accessibility', 'closed-disclosure']],
  ['src/lib/', ['pages', 'seo-and-hosting', 'routes']],
  ['scripts/lib/static-server.ts', ['seo-and-hosting', 'robustness']],
  ['scripts/lib/host-config.ts', ['seo-and-hosting']],
  ['scripts/lib/critical-css.ts', ['first-screen-css', 'first-paint']],
  ['public/', ['seo-and-hosting']],
];

/** What changes the whole built site: every spec runs. */
export const buildInputs = [
  'src/',
  'index.html',
  'vite.config.ts',
  'tailwind.config.ts',
  'scripts/build.ts',
  'scripts/prerender.ts',
  'package-lock.json',
];

export function pickSpecs(changed: string[], allSpecs: string[]): Set<string> {
  const picked = new Set<string>();
  for (const file of changed) {
    if (file.startsWith('e2e/support/') || file === 'playwright.config.ts')
      allSpecs.forEach((s) => picked.add(s));
    else if (/^e2e\/[^/]+\.spec\.ts$/.test(file)) picked.add(path.basename(file, '.spec.ts'));
    else {
      const entry = specsByFolder.find(([folder]) => file.startsWith(folder));
      if (entry) entry[1].forEach((s) => picked.add(s));
      else if (buildInputs.some((input) => file.startsWith(input))) allSpecs.forEach((s) => picked.add(s));
    }
  }
  // screens.spec.ts is `npm run screens`, not a test.
  picked.delete('screens');
  return new Set([...picked].filter((s) => allSpecs.includes(s)));
}
