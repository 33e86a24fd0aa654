import { Suspense, use, useEffect, type ReactElement } from 'react';
import { onIntent } from '../../lib/intent';
import { lazyModule } from '../../lib/lazy-module';
import { useHydrated } from '../../lib/use-hydrated';

/**
 * Radix's tooltip (13 KB gzip, and 7 KB it shares with the menu's dialog), loaded on intent: a pointer over
 * the header, or the focus inside it (src/lib/intent.ts).
 */
export const tooltipLayer = lazyModule(() => import('./tooltip-layer'));

let startLoading = () => {};
/** Settles once the layer's code is in, or has failed to load (the controls then stay without tooltips). */
const layerSettled = new Promise<void>((resolve) => {
  let started = false;
  startLoading = () => {
    if (started) return;
    started = true;
    tooltipLayer.load().then(
      () => resolve(),
      () => resolve(),
    );
  };
});

interface WithTooltipProps {
  /**
   * The tooltip's text. Never the only copy of a fact: a phone cannot hover, so the same text is the
   * control's accessible name or is written near it.
   */
  content: string;
  /** One focusable control that React renders, without a `title` (it would show a second tooltip). */
  children: ReactElement;
}

/**
 * A React-owned control with a Radix tooltip that costs the start 0.2 KB. The prerender renders it with the
 * tooltip's trigger. On the page the browser loaded, the control stays that prerendered HTML, working as plain
 * HTML, until the layer's code is in (a Suspense boundary that suspends while hydrating keeps its HTML), and
 * React then hydrates it in place: focus and hover are kept, and a focus that came first opens the tooltip.
 */
export function WithTooltip({ content, children }: WithTooltipProps) {
  // Outside the boundary, so it runs as the page hydrates: the layer loads when the visitor reaches for the
  // header (where the controls with tooltips are), never in the middle of the start.
  useEffect(() => onIntent(document.querySelector('header') ?? document.body, startLoading), []);
  return (
    <Suspense fallback={children}>
      <TooltipWhenReady content={content}>{children}</TooltipWhenReady>
    </Suspense>
  );
}

function TooltipWhenReady({ content, children }: WithTooltipProps) {
  const layer = tooltipLayer.current();
  // False while React hydrates the prerendered control; true in a render of its own (a change of page).
  const hydrated = useHydrated();
  if (!layer) {
    // A change of page waits for the layer (React cannot carry the prerendered control across it without
    // the code), so it loads now. The prerendered control waits for intent. A failure (offline) settles it.
    if (hydrated) startLoading();
    use(layerSettled);
    // It failed to load: the control without its tooltip.
    return children;
  }
  return <layer.TooltipLayer content={content}>{children}</layer.TooltipLayer>;
}
