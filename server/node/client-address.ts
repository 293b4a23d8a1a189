import type { IncomingMessage } from 'node:http';

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
    const hops = (headers.get('x-forwarded-for') ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const trusted = hops[hops.length - trustProxyHops] ?? hops[0];
    if (trusted) return trusted;
  }
  return socketAddress;
}

/** A copy of the request whose X-Forwarded-For is the address the host vouches for. */
export function withClientAddress(request: Request, address: string | undefined): Request {
  const headers = new Headers(request.headers);
  headers.delete('x-real-ip');
  if (address) headers.set('x-forwarded-for', address.replace(/^::ffff:/, ''));
  else headers.delete('x-forwarded-for');
  return new Request(request, { headers });
}

export function socketAddressOf(env: unknown): string | undefined {
  const incoming = (env as { incoming?: IncomingMessage } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress;
}
