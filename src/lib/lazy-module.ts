/**
 * A module the app loads after it has started: on demand, or once the browser is idle. Its code stays out of
 * the JavaScript every page loads at start (the menu's dialog, the tooltips).
 */
export interface LazyModule<T> {
  /** Starts the download once; a failed one (offline, a deploy replaced the file) is tried again next time. */
  load(): Promise<T>;
  /** The module once it has loaded, so a render can use it without waiting. */
  current(): T | null;
}

export function lazyModule<T>(importer: () => Promise<T>): LazyModule<T> {
  let loading: Promise<T> | null = null;
  let loaded: T | null = null;
  return {
    load() {
      loading ??= importer().then(
        (module) => (loaded = module),
        (error: unknown) => {
          loading = null;
          throw error;
        },
      );
      return loading;
    },
    current: () => loaded,
  };
}

/**
 * Calls `callback` once the browser is idle, or after 1 s at most: a change of page made before a tooltip's
 * code has come waits for it (components/ui/tooltip.tsx), so it must not wait long to start. Returns a
 * cancel function.
 */
export function whenIdle(callback: () => void): () => void {
  // Safari has no requestIdleCallback: a short timer leaves the start's own tasks to finish first.
  if (typeof requestIdleCallback !== 'function') {
    const timer = setTimeout(callback, 300);
    return () => clearTimeout(timer);
  }
  const id = requestIdleCallback(callback, { timeout: 1000 });
  return () => cancelIdleCallback(id);
}
