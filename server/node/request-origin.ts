import { AsyncLocalStorage } from 'node:async_hooks';

// Image URLs on the wire are absolute (wire/public-origin.ts): made from PUBLIC_URL when set,
// else from the request's URL, which this host makes the origin the client used.

const HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** The entry the nearest trusted proxy wrote in a comma-separated forwarding header. */
export function trustedEntry(value: string | null, trustProxyHops: number): string | undefined {
  const entries = (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return entries[entries.length - trustProxyHops] ?? entries[0];
}

/**
 * The origin the client asked for. Behind `trustProxyHops` trusted proxies, the scheme and host
 * they forwarded (X-Forwarded-Proto, X-Forwarded-Host) when valid; otherwise, and always with no
 * trusted proxy (anyone could write those headers), the request's own Host.
 */
export function clientOriginFor(request: Request, trustProxyHops: number): string {
  const url = new URL(request.url);
  if (trustProxyHops === 0) return url.origin;
  const proto = trustedEntry(request.headers.get('x-forwarded-proto'), trustProxyHops);
  const host = trustedEntry(request.headers.get('x-forwarded-host'), trustProxyHops);
  const scheme = proto === 'http' || proto === 'https' ? `${proto}:` : url.protocol;
  return `${scheme}//${host && HOST.test(host) ? host : url.host}`;
}

/** The request's URL with another origin (same path and query). */
export function urlAtOrigin(request: Request, origin: string): string {
  const url = new URL(request.url);
  return `${origin}${url.pathname}${url.search}`;
}

const pageOrigin = new AsyncLocalStorage<string>();

/**
 * Runs a server render with its page's origin. The render's API calls stay in this process under
 * a placeholder host (src/api/client.ts); `atPageOrigin` gives them the page's origin, so the
 * image URLs in the page are the ones the browser will fetch.
 */
export function renderingAt<T>(origin: string, render: () => T): T {
  return pageOrigin.run(origin, render);
}

/** An in-process API request of a server render, at its page's origin (unchanged outside one). */
export function atPageOrigin(request: Request): Request {
  const origin = pageOrigin.getStore();
  return origin ? new Request(urlAtOrigin(request, origin), request) : request;
}
