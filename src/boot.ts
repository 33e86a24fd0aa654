/**
 * The first script every prerendered page loads: the page's inline script adds it once the largest paint has
 * been reported (src/boot/late-load.ts), and it starts the app at once (src/boot/deferred-start.ts). A page
 * with the booking form also loads the form's (boot-form.ts). `vite dev` uses neither; index.html loads
 * src/main.tsx there.
 */
import { closeMenuOnNavigate, loadApp, prefetchAfterStart, readPlan } from './boot/deferred-start';
import { settleFragmentTarget } from './boot/fragment-target';

closeMenuOnNavigate(document);
settleFragmentTarget(window);

const plan = readPlan(document);
if (plan) {
  const preload = (href: string, integrity: string | undefined) => {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    if (integrity) link.integrity = integrity;
    link.href = href;
    document.head.append(link);
  };
  const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
  void loadApp(plan, {
    preload,
    importModule: (href) => import(/* @vite-ignore */ href),
    nextTask,
  }).then(() =>
    prefetchAfterStart(plan, {
      preload,
      nextTask,
      // Safari has no requestIdleCallback: a second after the start, the page is quiet there too.
      whenIdle: (then) =>
        'requestIdleCallback' in window
          ? requestIdleCallback(then, { timeout: 5000 })
          : setTimeout(then, 1000),
    }),
  );
}
