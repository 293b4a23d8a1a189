/**
 * The catalogue request that index.html starts before the app's scripts have loaded
 * (scripts/vite/early-listing.ts): on a shopper's first visit to a listing it overlaps the
 * app's download and start-up instead of following them.
 */
interface EarlyRequest {
  readonly url: string;
  /** The parsed body, or null when the request failed or did not answer 2xx. */
  readonly json: Promise<unknown>;
}

declare global {
  interface Window {
    __fragrancehubEarly?: EarlyRequest;
  }
}

/**
 * The early answer for `url` (absolute), taken at most once: a later fetch of the same URL must
 * reach the network. Undefined when no early request was made for it.
 */
export function takeEarlyJson(url: string): Promise<unknown> | undefined {
  const early = window.__fragrancehubEarly;
  if (!early || new URL(early.url, window.location.href).href !== url) return undefined;
  delete window.__fragrancehubEarly;
  return early.json;
}
