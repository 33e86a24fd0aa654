/**
 * A module the app loads after it has started: on demand, or on intent (src/lib/intent.ts). Its code stays out of
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
