import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';

const dist = path.resolve(import.meta.dirname, '../../dist');

/** The routes the build prerendered, read back from the sitemap it wrote (the canonical origin stripped). */
export function knownRoutes(): string[] {
  const xml = readFileSync(path.join(dist, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

/**
 * What the route table says the site has, read from the source by the global setup (support/route-table.ts):
 * every address the build must prerender, the footer's "Help and policies" links, and the id of the route each
 * address matches (with '/no-such-page' for the not-found route).
 */
export function routeTable(): {
  paths: string[];
  footer: { to: string; label: string }[];
  ids: Record<string, string>;
} {
  const table = process.env.E2E_ROUTE_TABLE;
  if (!table)
    throw new Error('E2E_ROUTE_TABLE is unset: run the suite through Playwright (its global setup)');
  return JSON.parse(table) as ReturnType<typeof routeTable>;
}

/** The text of the first <h1> in raw HTML, tags stripped. */
export function rawH1(html: string): string | null {
  const match = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html);
  return match
    ? match[1]!
        .replace(/<[^>]+>/g, '')
        .replace(/&amp;/g, '&')
        .trim()
    : null;
}

/** Collects console errors and warnings, and uncaught page errors, from now on. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/**
 * Whether React has committed the page's first render (run in the page). `hydrateRoot` stamps its container
 * key on #root at once, but hydration runs in a transition, in slices, so the router and the pages' effects
 * start only at the commit: until then a popstate or a click can go unheard. The root fiber's committed
 * state says when that commit has happened (its element is set, and it is no longer dehydrated).
 */
function hasCommitted(): boolean {
  const root = document.getElementById('root') as (HTMLElement & Record<string, unknown>) | null;
  const key = root ? Object.keys(root).find((name) => name.startsWith('__reactContainer')) : undefined;
  if (!root || !key) return false;
  const fiber = root[key] as { stateNode?: { current?: { memoizedState?: Record<string, unknown> } } };
  const state = fiber.stateNode?.current?.memoizedState;
  return !!state && state.element != null && state.isDehydrated !== true;
}

/** Resolves once React has hydrated the page and committed it, so its router and effects are listening. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(hasCommitted);
}

/** Whether React has hydrated the page yet (committed, as `waitForHydration` waits for). */
export async function isHydrated(page: Page): Promise<boolean> {
  return page.evaluate(hasCommitted);
}

/**
 * Keeps the pointer off the page as it loads, as a visitor's hand is until it moves. Chromium's headless shell
 * (the e2e tests' browser, scripts/lib/browser.ts) sends a page's first document a pointer move at (0, 0), on
 * the header: intent (src/lib/intent.ts) that no visitor showed, so the menu's dialog and the tooltip layer
 * would load at once. It comes as the page is first shown; a script run in the blank page before the first
 * navigation shows it there, and the site's document gets no such move (none in 90 pages under load, against
 * every page without it). The full browser sends none. Call it before the first `goto` of a test whose claim
 * needs no intent.
 */
export async function pointerOutside(page: Page): Promise<void> {
  await page.evaluate(() => undefined);
}

/**
 * Holds back every request that `pattern` matches until the returned `release` is called (or 30 s have
 * passed, longer than any test that holds one runs): a chunk or the page's scripts still on their way, as a
 * phone on a weak connection gets them late.
 */
export async function holdRequests(page: Page, pattern: string | RegExp): Promise<() => void> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
    setTimeout(resolve, 30_000).unref();
  });
  await page.route(pattern, async (route) => {
    await released;
    await route.continue().catch(() => undefined);
  });
  return release;
}

/**
 * Holds every script request back: until `release`, the page is its prerendered HTML alone, and everything on
 * it must already work. A test releases only after the checks meant for the page without its app.
 *
 * `{ boot: true }` lets the boot scripts through (src/boot.ts, src/boot-form.ts: small, and in the page's
 * head) and holds the app's own: the page before the app has started, as a visitor mostly meets it.
 */
export function holdScripts(page: Page, { boot = false } = {}): Promise<() => void> {
  return holdRequests(page, boot ? /\/assets\/(?!boot-)[^/]+\.js$/ : '**/*.js');
}

/**
 * Renders the sections the page skips until they come near (`.render-near`, content-visibility: auto), so axe
 * can check all of them (e2e/axe-render-near.spec.ts). Content visibility changes no colour or size.
 */
export async function renderEverything(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const element of document.querySelectorAll('.render-near')) element.classList.remove('render-near');
  });
}

/**
 * Clicks a link far down a page as a visitor does: brought into view, then pressed once it is still. A jump
 * past sections not laid out yet (`.render-near`) lets them take their real heights a frame later, which moves
 * what is below them; Playwright's own click aims in the frame of its scroll, and on a busy machine it pressed
 * the banner around a product page's Book Now instead (8 of 12 runs of one product under load).
 */
export async function clickWhenStill(target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  await target.evaluate(async (element) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const where = () => JSON.stringify(element.getBoundingClientRect());
    let previous = '';
    for (let i = 0; i < 60; i++) {
      await frame();
      await frame();
      const now = where();
      if (now === previous) return;
      previous = now;
    }
  });
  await target.click();
}

/**
 * The element's top once it has held still for a second: smooth scrolling and any re-aim are over. (Two equal
 * reads 100 ms apart were not enough: on a busy machine a smooth scroll can start after both, and the test read
 * 2879 px for a form that landed at 80 px a frame later.)
 */
export async function restingTop(page: Page, selector: string): Promise<number> {
  let previous = Number.NaN;
  let still = 0;
  for (let i = 0; i < 100 && still < 10; i++) {
    const top = await page.locator(selector).evaluate((el) => Math.round(el.getBoundingClientRect().top));
    still = top === previous ? still + 1 : 0;
    previous = top;
    await page.waitForTimeout(100);
  }
  return previous;
}

/**
 * Brings the mobile menu's Radix dialog in as a visitor's hand does: the pointer comes over the header (its
 * code loads on intent, src/lib/intent.ts); then waits until the menu button is the dialog's trigger. Until
 * then a tap opens the HTML popover.
 */
export async function withMenuDialog(page: Page): Promise<void> {
  await page.getByRole('banner').hover({ position: { x: 5, y: 5 } });
  await expect(page.locator('header button[aria-haspopup="dialog"]')).toBeVisible();
}
