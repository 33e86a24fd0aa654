import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot, type Root } from 'react-dom/client';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MENU_POPOVER_ID, MobileMenu, menuDialog } from '../../../src/components/layout/mobile-menu';
import { NativeMenuPanel } from '../../../src/components/layout/menu-panel';
import { navItems } from '../../../src/components/layout/nav-items';

/** The prerender passes the script-free panel's content; the browser adopts it from the HTML. */
const tree = (panel?: ReactNode) => (
  <MemoryRouter initialEntries={['/']}>
    <MobileMenu panel={panel} />
    <main>
      {navItems.map((item) => (
        <section key={item.section} id={item.section}>
          <h2>{item.label}</h2>
        </section>
      ))}
    </main>
  </MemoryRouter>
);

let root: Root | null = null;
beforeEach(() => {
  // A chosen link scrolls to its section: jsdom has no layout to scroll, nor matchMedia.
  vi.stubGlobal('matchMedia', () => ({ matches: true }));
  vi.stubGlobal('scrollTo', () => {});
  // The dialog loads only where its button shows: jsdom lays nothing out, so say it does.
  vi.spyOn(HTMLElement.prototype, 'getClientRects').mockReturnValue([{}] as unknown as DOMRectList);
});
afterEach(() => {
  vi.unstubAllGlobals();
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

/** The prerendered menu, then React taking it over as the app starts. */
async function prerenderThenHydrate() {
  const container = document.createElement('div');
  container.innerHTML = renderToString(tree(<NativeMenuPanel />));
  document.body.append(container);
  const html = container.innerHTML;
  const errors = vi.spyOn(console, 'error');
  await act(async () => {
    root = hydrateRoot(container, tree(), { onRecoverableError: (error) => console.error(error) });
  });
  return { container, html, errors };
}

/** Hydrated, and the pointer came over the menu: its button is the dialog's trigger. */
async function hydrateWithDialog() {
  await prerenderThenHydrate();
  const user = userEvent.setup();
  await user.hover(screen.getByRole('button', { name: 'Open menu' }));
  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-haspopup', 'dialog'),
  );
  return user;
}

describe('MobileMenu', () => {
  // First: the dialog's module, once loaded, stays loaded for the rest of the file.
  it('stays an HTML popover after the start until intent brings the dialog, which takes the focus on', async () => {
    const { container, html, errors } = await prerenderThenHydrate();
    expect(html).toContain(`popovertarget="${MENU_POPOVER_ID}"`);
    expect(html).toContain(`id="${MENU_POPOVER_ID}" popover="auto"`);
    expect(html).toContain('aria-label="Close menu"');
    expect(errors).not.toHaveBeenCalled();
    // The app runs, and no code was fetched: a tap still opens the popover, with nothing to wait for.
    expect(menuDialog.current()).toBeNull();
    const before = screen.getByRole('button', { name: 'Open menu' });
    expect(before).toHaveAttribute('popovertarget', MENU_POPOVER_ID);
    expect(container.querySelector('[popover]')).not.toBeNull();
    before.focus();
    // Intent: the pointer comes over the menu.
    const user = userEvent.setup();
    await user.hover(before);
    await waitFor(() => expect(container.querySelector('[popover]')).toBeNull());
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button).not.toHaveAttribute('popovertarget');
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(button).toHaveFocus();
  });

  it('once the dialog is in, opens it on a tap, and Escape gives the focus back to the button', async () => {
    const user = await hydrateWithDialog();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus());
  });

  it('closes on a chosen link and moves the focus to its section', async () => {
    const user = await hydrateWithDialog();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    const last = navItems.at(-1)!;
    await user.click(within(dialog).getByRole('link', { name: last.label }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const section = document.getElementById(last.section)!;
    await waitFor(() => expect(section).toHaveFocus());
    // Focusable by script only: not added to the Tab order.
    expect(section).toHaveAttribute('tabindex', '-1');
  });
});
