/**
 * A module loaded on first use and shared by every later caller: one promise, so what callers
 * chain on it runs in the order they asked. Should the load fail (offline before the service
 * worker holds the chunk), the next call asks again: Firefox and Safari fetch the chunk anew,
 * Chromium answers with the same failure until the page is reloaded (whatwg/html#6768).
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}
