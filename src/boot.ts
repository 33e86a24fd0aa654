/**
 * The first script every prerendered page loads: it starts the app once the page has painted (see
 * src/boot/deferred-start.ts). A page with the booking form also loads the form's (boot-form.ts). `vite dev`
 * uses neither; index.html loads src/main.tsx there.
 */
import { closeMenuOnNavigate, loadApp, readPlan, scheduleAppStart } from './boot/deferred-start';
import { settleFragmentTarget } from './boot/fragment-target';

closeMenuOnNavigate(document);
settleFragmentTarget(window);

const plan = readPlan(document);
if (plan) {
  const startNow = scheduleAppStart(window, () => {
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
  // A press of the booking form's button before the app runs (boot-form.ts takes it): the form's code is
  // needed now, not after the largest paint.
  document.addEventListener('submit', startNow, true);
}
