import type { MiddlewareHandler } from 'hono';
import { API_BASE_PATH } from '../api-base-path';

/** Whether the server is shutting down: set once by the signal handler, never cleared. */
export interface Drain {
  readonly draining: boolean;
  begin(): void;
}

export function createDrain(): Drain {
  let draining = false;
  return {
    get draining() {
      return draining;
    },
    begin() {
      draining = true;
    },
  };
}

const READY_PATHS = new Set([`${API_BASE_PATH}/ready`, `${API_BASE_PATH}/ready/`]);

/**
 * While the server drains before it closes: readiness answers 503 at once, so the load balancer
 * stops sending new shoppers here, and every other request is still answered in full, with
 * `Connection: close`, so a kept-alive client opens its next connection elsewhere rather than
 * sending it down a socket about to close.
 */
export function drainGuard(drain: Drain): MiddlewareHandler {
  return async (c, next) => {
    if (!drain.draining) return next();
    if (READY_PATHS.has(c.req.path)) {
      c.header('Connection', 'close');
      return c.json({ status: 'not ready', reason: 'shutting down' }, 503);
    }
    await next();
    c.res.headers.set('Connection', 'close');
  };
}
