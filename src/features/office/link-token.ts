/**
 * The CLI's sign-in link (`npm run office -- link <address>`) opens `/office#link=<token>`. The fragment never
 * reaches a server, and opening the page does not sign in: the page shows a "Sign in" button, which POSTs the
 * token. The token is taken out of the address at once (history.replaceState), so it stays in neither the
 * history nor a copied address, and the page keeps it in memory until the button is pressed.
 */
export function takeLinkToken(win: Pick<Window, 'location' | 'history'>): string | null {
  const match = /^#link=([^&#]+)$/.exec(win.location.hash);
  if (!match) return null;
  win.history.replaceState(win.history.state, '', win.location.pathname + win.location.search);
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return null;
  }
}
