import * as Tooltip from '@radix-ui/react-tooltip';
import type { ReactElement } from 'react';

interface TooltipLayerProps {
  content: string;
  children: ReactElement;
}

/**
 * One control's Radix tooltip, with its own provider: the layer loads after the app has started, and
 * wrapping an already mounted tree in a provider would mount it again (a form would lose what was typed).
 * It opens on hover (after a short delay) and at once on keyboard focus, closes on Escape, and stays while
 * the pointer moves onto it (WCAG 1.4.13).
 */
export function TooltipLayer({ content, children }: TooltipLayerProps) {
  return (
    <Tooltip.Provider delayDuration={300}>
      <Tooltip.Root>
        <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content
            // Below the control: the ones that have a tooltip sit in the header.
            side="bottom"
            sideOffset={6}
            collisionPadding={8}
            className="tooltip z-50 max-w-xs rounded-control bg-ink-900 px-3 py-2 text-sm font-semibold text-white shadow-lift ring-1 ring-white/40"
          >
            {content}
            <Tooltip.Arrow width={12} height={6} className="fill-ink-900" />
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  );
}
