// Image URLs on the wire are absolute (wire/public-origin.ts): made from PUBLIC_URL when set,
// else from the request's URL, which this host makes the origin the client used.

/** A host name, IPv4 address or bracketed IPv6 address, with an optional port: nothing else. */
const HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

export function isValidHost(host: string): boolean {
  return HOST.test(host);
}

/** The entry the nearest trusted proxy wrote in a comma-separated forwarding header. */
export function trustedEntry(value: string | null, trustProxyHops: number): string | undefined {
  const entries = (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return entries[entries.length - trustProxyHops] ?? entries[0];
}

export interface OriginOptions {
  /** Reverse proxies in front whose forwarding headers are trusted (0: none). */
  trustProxyHops: number;
  /** PUBLIC_URL: the shop's one origin; forwarded host headers are then ignored. */
  publicUrl?: string;
}

/**
 * The host the client asked for, lowercased: the Host header, or behind trusted proxies (and
 * without PUBLIC_URL) the X-Forwarded-Host they wrote when valid. Both are checked with one rule;
 * null when the one in force is not a valid host (`a"b`, `x/y`), which the server refuses.
 */
export function requestedHost(request: Request, options: OriginOptions): string | null {
  const own = request.headers.get('host') ?? new URL(request.url).host;
  let host = own;
  if (options.trustProxyHops > 0 && !options.publicUrl) {
    const forwarded = trustedEntry(request.headers.get('x-forwarded-host'), options.trustProxyHops);
    if (forwarded && isValidHost(forwarded)) host = forwarded;
  }
  return isValidHost(host) ? host.toLowerCase() : null;
}

/**
 * The origin the client asked for: PUBLIC_URL's when set; behind `trustProxyHops` trusted
 * proxies, the scheme and host they forwarded (X-Forwarded-Proto, X-Forwarded-Host) when valid;
 * otherwise, and always with no trusted proxy (anyone could write those headers), the request's
 * own. null for a Host that is not a host name (the server answers 400 before asking).
 */
export function clientOriginFor(request: Request, options: OriginOptions): string | null {
  if (options.publicUrl) return new URL(options.publicUrl).origin;
  const host = requestedHost(request, options);
  if (!host) return null;
  const url = new URL(request.url);
  const proto =
    options.trustProxyHops > 0
      ? trustedEntry(request.headers.get('x-forwarded-proto'), options.trustProxyHops)
      : undefined;
  const scheme = proto === 'http' || proto === 'https' ? `${proto}:` : url.protocol;
  return `${scheme}//${host}`;
}

/** The request's URL with another origin (same path and query). */
export function urlAtOrigin(request: Request, origin: string): string {
  const url = new URL(request.url);
  return `${origin}${url.pathname}${url.search}`;
}
