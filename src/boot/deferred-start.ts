/**
 * How a prerendered page starts the app (docs/decisions/0002-deferred-app-start.md). The page is complete
 * HTML, and its inline script adds this boot script only once the browser has reported the page's largest
 * paint (src/boot/late-load.ts, docs/decisions/0017-fetch-after-largest-paint.md). So the boot waits for
 * nothing more: it starts the app as soon as it runs, and the app's chunks never compete with the hero image.
 */

/** What the boot script reads from its own `<script>` tag, which the prerender writes. */
export interface BootPlan {
  /** The app's entry chunk, imported last. */
  entry: string;
  /** The chunks the entry imports statically, preloaded together and evaluated one per task. */
  deps: string[];
  /** The chunks of this page's own modules: preloaded with the rest, imported by the entry when it runs. */
  preload: string[];
  /**
   * The chunks of what loads on intent (the tooltip layer): fetched once the app has started and the browser
   * is idle, and not run until the visitor reaches for them (`prefetchAfterStart`), so the first tooltip waits
   * for its code to run, not for a phone's round trip and download.
   */
  prefetch: string[];
  /**
   * Each chunk's Subresource Integrity hash ('sha384-...'), which its preload carries. `import()` takes no
   * integrity of its own: it uses the module its preload fetched and checked.
   */
  integrity: Record<string, string>;
}

const SELECTOR = 'script[data-app-entry]';

export function readPlan(doc: Pick<Document, 'querySelector'>): BootPlan | null {
  const script = doc.querySelector<HTMLScriptElement>(SELECTOR);
  const entry = script?.dataset.appEntry;
  if (!entry) return null;
  const list = (value: string | undefined) => (value ?? '').split(' ').filter(Boolean);
  const pairs = list(script.dataset.appIntegrity);
  const integrity: Record<string, string> = {};
  for (let i = 0; i + 1 < pairs.length; i += 2) integrity[pairs[i]!] = pairs[i + 1]!;
  return {
    entry,
    deps: list(script.dataset.appDeps),
    preload: list(script.dataset.appPreload),
    prefetch: list(script.dataset.appPrefetch),
    integrity,
  };
}

/** `data-app-integrity`'s value: each chunk's address followed by its hash, space-separated. */
export function integrityAttribute(integrity: Record<string, string>): string {
  return Object.entries(integrity)
    .map(([href, hash]) => `${href} ${hash}`)
    .join(' ');
}

/** The attributes of the boot `<script>` tag that carry the plan; `readPlan` reads them back. */
export function planAttributes(plan: BootPlan): string {
  return (
    `data-app-entry="${plan.entry}" data-app-deps="${plan.deps.join(' ')}"` +
    ` data-app-preload="${plan.preload.join(' ')}" data-app-prefetch="${plan.prefetch.join(' ')}"` +
    ` data-app-integrity="${integrityAttribute(plan.integrity)}"`
  );
}

/**
 * Preloads every chunk (the shared ones, the entry and the page's own), one per task: on a throttled phone
 * each `<link rel=modulepreload>` costs several milliseconds to start, and the nine of the home page together
 * made a task of 65-100 ms (measured in the page's own profile). All are requested within a few tasks, so
 * they still download together. Then evaluates the shared ones one per task and the entry last. The entry
 * imports the page's chunks itself, by then downloaded.
 */
export async function loadApp(
  plan: BootPlan,
  env: {
    preload(href: string, integrity: string | undefined): void;
    importModule(href: string): Promise<unknown>;
    nextTask(): Promise<void>;
  },
): Promise<void> {
  for (const href of [...plan.deps, plan.entry, ...plan.preload]) {
    env.preload(href, plan.integrity[href]);
    await env.nextTask();
  }
  for (const href of plan.deps) {
    await env.importModule(href);
    await env.nextTask();
  }
  await env.importModule(plan.entry);
}

/**
 * Once the app has started and the browser is idle, preloads what loads on intent (`plan.prefetch`), one per
 * task: a `<link rel=modulepreload>` downloads and compiles a module without running it, so no task of its
 * code lands in the start (docs/decisions/0009-tooltip-layer.md), and the `import()` on intent finds it in the
 * module map.
 */
export function prefetchAfterStart(
  plan: BootPlan,
  env: {
    preload(href: string, integrity: string | undefined): void;
    whenIdle(then: () => void): void;
    nextTask(): Promise<void>;
  },
): void {
  if (plan.prefetch.length === 0) return;
  env.whenIdle(() => {
    void (async () => {
      for (const href of plan.prefetch) {
        env.preload(href, plan.integrity[href]);
        await env.nextTask();
      }
    })();
  });
}

/** The id of the mobile menu's script-free panel (MENU_POPOVER_ID in src/components/layout/mobile-menu.tsx). */
const MENU_POPOVER = 'mobile-menu';

/**
 * Before the app runs, the mobile menu is an HTML popover: it opens and closes without a script, but a link in
 * it to a section of the same page would scroll the page behind a panel that stays open. Closes it when one of
 * its links is followed. (Once the app runs, the links close whichever panel is open themselves.)
 */
export function closeMenuOnNavigate(doc: Pick<Document, 'addEventListener' | 'getElementById'>): void {
  doc.addEventListener('click', (event) => {
    const target = event.target as Element | null;
    if (!target?.closest?.(`#${MENU_POPOVER} a[href]`)) return;
    (
      doc.getElementById(MENU_POPOVER) as (HTMLElement & { hidePopover?: () => void }) | null
    )?.hidePopover?.();
  });
}
