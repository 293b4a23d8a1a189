import type { IncomingMessage } from 'node:http';
import { trustedEntry } from './request-origin';

/**
 * The API throttles failed logins per client address, read from X-Forwarded-For. A client can
 * write that header itself, so the Node host replaces it before the API sees the request:
 * with no trusted proxy (the default) by the socket's address; behind `trustProxyHops`
 * proxies by the entry the nearest trusted proxy appended (counted from the right).
 */
export function clientAddressFor(
  headers: Headers,
  socketAddress: string | undefined,
  trustProxyHops: number,
): string | undefined {
  if (trustProxyHops > 0) {
    const trusted = trustedEntry(headers.get('x-forwarded-for'), trustProxyHops);
    if (trusted) return trusted;
  }
  return socketAddress;
}

/**
 * A copy of the request whose X-Forwarded-For is the address the host vouches for, with `body`
 * (the original's by default) as its body, at `url` (the client's origin, see request-origin.ts).
 */
export function withClientAddress(
  request: Request,
  address: string | undefined,
  body: ReadableStream<Uint8Array> | null = request.body,
  url: string = request.url,
): Request {
  const headers = new Headers(request.headers);
  headers.delete('x-real-ip');
  if (address) headers.set('x-forwarded-for', address.replace(/^::ffff:/, ''));
  else headers.delete('x-forwarded-for');
  return new Request(url, {
    method: request.method,
    headers,
    body,
    signal: request.signal,
    // Node's fetch needs it for a streamed body; lib.dom's RequestInit lacks the field.
    ...({ duplex: 'half' } as RequestInit),
  });
}

export function socketAddressOf(env: unknown): string | undefined {
  const incoming = (env as { incoming?: IncomingMessage } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress;
}

export const UNTRUSTED_FORWARDED_FOR_WARNING =
  "A request came with X-Forwarded-For while TRUST_PROXY_HOPS=0: if a reverse proxy is in front, set TRUST_PROXY_HOPS to the number of proxies, or every shopper shares the proxy's address for rate limits and login throttling.";

/**
 * Behind a proxy with TRUST_PROXY_HOPS=0 every client has the proxy's address, so one shopper's
 * failed logins would throttle everybody: say so once, on the first request that shows a proxy.
 */
export function warnOnceOnUntrustedProxy(trustProxyHops: number, warn: (line: string) => void) {
  let warned = trustProxyHops > 0;
  return (headers: Headers) => {
    if (warned || !headers.has('x-forwarded-for')) return;
    warned = true;
    warn(UNTRUSTED_FORWARDED_FOR_WARNING);
  };
}
