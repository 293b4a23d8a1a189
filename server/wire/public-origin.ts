import type { Context } from 'hono';
import type { ApiConfig } from '../api-deps';

/**
 * The origin clients reach the API at: PUBLIC_URL when the host set one, else the request's own.
 * Behind a reverse proxy the Node host has already rewritten the request's URL to what the
 * trusted proxies saw (node/request-origin.ts); in the page (mock mode) it is the page's origin.
 */
export function publicOrigin(c: Context, config: Pick<ApiConfig, 'publicUrl'>): string {
  return config.publicUrl ?? new URL(c.req.url).origin;
}
