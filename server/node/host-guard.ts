import type { MiddlewareHandler } from 'hono';
import { API_BASE_PATH } from '../api-base-path';
import { requestedHost, type OriginOptions } from './request-origin';

export const BAD_HOST_MESSAGE = 'Bad Host header';
export const MISDIRECTED_MESSAGE = 'This server does not answer for that host';

/** Liveness and readiness probes come from orchestrators by address, not by the shop's name. */
const PROBES = new Set([`${API_BASE_PATH}/health`, `${API_BASE_PATH}/ready`]);

/**
 * The hosts this server answers for: PUBLIC_URL's and ALLOWED_HOSTS (`host` or `host:port`,
 * lowercased). null when neither is set: any valid host (development only; production refuses
 * to start that way, see env.ts).
 */
export function allowedHostsOf(publicUrl: string | undefined, allowedHosts: readonly string[]) {
  const hosts = allowedHosts.map((h) => h.toLowerCase());
  if (publicUrl) hosts.push(new URL(publicUrl).host.toLowerCase());
  return hosts.length > 0 ? new Set(hosts) : null;
}

/**
 * Refuses a request whose host is not a host name (400) or not one this server answers for
 * (421 Misdirected Request), before anything is read or rendered: an answer made for a stranger's
 * Host can then never be cached and served to the shop's shoppers.
 */
export function hostGuard(
  options: OriginOptions & { allowed: ReadonlySet<string> | null },
): MiddlewareHandler {
  return async (c, next) => {
    const host = requestedHost(c.req.raw, options);
    if (!host) return c.json({ error: BAD_HOST_MESSAGE }, 400);
    if (options.allowed && !options.allowed.has(host) && !PROBES.has(c.req.path)) {
      return c.json({ error: MISDIRECTED_MESSAGE }, 421);
    }
    await next();
  };
}
