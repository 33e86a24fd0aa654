import { afterEach } from 'vitest';

// Testing Library and its matchers serve the files that run in jsdom; the files that run in Node (the server,
// the build scripts, the content) have no document, and skip loading them and React's DOM.
if (typeof document !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { cleanup } = await import('@testing-library/react');
  // Vitest runs without globals, so Testing Library cannot register its own cleanup.
  afterEach(() => cleanup());
}
