import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import {
  MAX_IMAGE_BYTES,
  MAX_IMAGES_PER_PRODUCT,
  MAX_LINES_PER_ORDER,
} from '../../contract/constants';
import { MAX_ORDER_LINE_BYTES } from '../../contract/field-limits';
import type { ApiContext, ApiEnv } from '../api-context';
import { requireAdmin } from '../auth/guards';

const KB = 1024;
const MB = 1024 * KB;

/** Login, newsletter, categories, order status and anything not listed: small JSON. */
export const JSON_BODY_BYTES = 16 * KB;
/** An order at the cap: every line a whole product object at its longest. */
export const PAYMENT_BODY_BYTES = MAX_LINES_PER_ORDER * MAX_ORDER_LINE_BYTES;
/** Register and profile update: one avatar plus the text parts. */
export const PROFILE_BODY_BYTES = MAX_IMAGE_BYTES + 64 * KB;
/** Admin product create and update: ten full-size images plus the text parts. */
export const PRODUCT_BODY_BYTES = MAX_IMAGES_PER_PRODUCT * MAX_IMAGE_BYTES + MB;

export const REQUEST_TOO_LARGE_MESSAGE = 'Request body is too large';

interface BodyRule {
  maxBytes: number;
  /** Only admins may send this much: the guard runs before a byte of the body is read. */
  adminOnly?: boolean;
}

const RULES: readonly [method: string, path: RegExp, rule: BodyRule][] = [
  ['POST', /^\/product\/payment$/, { maxBytes: PAYMENT_BODY_BYTES }],
  ['POST', /^\/auth\/register$/, { maxBytes: PROFILE_BODY_BYTES }],
  ['PUT', /^\/auth\/user\/update$/, { maxBytes: PROFILE_BODY_BYTES }],
  ['POST', /^\/product\/create$/, { maxBytes: PRODUCT_BODY_BYTES, adminOnly: true }],
  ['PUT', /^\/product\/update\/[^/]+$/, { maxBytes: PRODUCT_BODY_BYTES, adminOnly: true }],
];

/** The rule for a request, by method and path below the API's base path. */
export function bodyRuleFor(method: string, path: string): BodyRule {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const found = RULES.find(([m, pattern]) => m === method && pattern.test(trimmed));
  return found?.[2] ?? { maxBytes: JSON_BODY_BYTES };
}

// Create endpoints answer failures as a bare string (the contract); the rest as {error}.
const tooLarge = (c: Context) =>
  /\/(product|category)\/create\/?$/.test(c.req.path)
    ? c.json(REQUEST_TOO_LARGE_MESSAGE, 413)
    : c.json({ error: REQUEST_TOO_LARGE_MESSAGE }, 413);

/**
 * Every body is sized to its endpoint: 413 as soon as a declared Content-Length, or the bytes
 * read so far, pass the endpoint's limit, so nobody can make the server buffer 51 MB of login.
 * The 51 MB of a product upload is open to admins only, checked before the body is read.
 */
export function sizedBodies(ctx: ApiContext, basePath: string): MiddlewareHandler<ApiEnv> {
  const admin = requireAdmin(ctx);
  const limiters = new Map<number, MiddlewareHandler>();
  const limiterFor = (maxBytes: number) => {
    let limiter = limiters.get(maxBytes);
    if (!limiter) {
      limiter = bodyLimit({ maxSize: maxBytes, onError: tooLarge });
      limiters.set(maxBytes, limiter);
    }
    return limiter;
  };
  return async (c, next) => {
    if (!c.req.raw.body) return next();
    const rule = bodyRuleFor(c.req.method, c.req.path.slice(basePath.length) || '/');
    // Throws 401/403 for anyone else; the route's own guard then runs again.
    if (rule.adminOnly) await admin(c, () => Promise.resolve());
    return limiterFor(rule.maxBytes)(c, next);
  };
}
