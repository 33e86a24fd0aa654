/**
 * The only script a prerendered page loads at first: it starts the app once the page has painted (see
 * src/boot/deferred-start.ts). `vite dev` does not use it; index.html loads src/main.tsx there.
 */
import { closeMenuOnNavigate, loadApp, readPlan, scheduleAppStart } from './boot/deferred-start';
import { settleFragmentTarget } from './boot/fragment-target';

closeMenuOnNavigate(document);
settleFragmentTarget(window);

const plan = readPlan(document);
if (plan) {
  scheduleAppStart(window, () => {
    void loadApp(plan, {
      preload(href, integrity) {
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        if (integrity) link.integrity = integrity;
        link.href = href;
        document.head.append(link);
      },
      importModule: (href) => import(/* @vite-ignore */ href),
      nextTask: () => new Promise((resolve) => setTimeout(resolve, 0)),
    });
  });
}
