import { parse, serialize } from 'hono/utils/cookie';
import { SHUFFLE_COOKIE, shuffleIndexOf } from '../../contract/rules/shopper-shuffle';

// The shopper's listing order as a cookie (contract/rules/shopper-shuffle.ts), read and written
// alike by the server's page cache and by the app.

/** The shopper's order from a Cookie header or document.cookie. */
export function shuffleIndexFromCookies(cookies: string | null | undefined): number | undefined {
  if (!cookies) return undefined;
  return shuffleIndexOf(parse(cookies, SHUFFLE_COOKIE.name)[SHUFFLE_COOKIE.name]);
}

/** The Set-Cookie (or document.cookie) value that keeps order `index`. */
export function shuffleCookie(index: number): string {
  const { name, path, sameSite } = SHUFFLE_COOKIE;
  return serialize(name, String(index), { path, sameSite });
}
