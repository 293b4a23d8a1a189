import { parse, serialize } from 'hono/utils/cookie';
import { SHUFFLE_COOKIE, shuffleIndexOf } from '../../contract/rules/shopper-shuffle';

// The shopper's listing order as the app reads and sets its cookie (contract/rules/
// shopper-shuffle.ts); the server does through server/pages/shuffle-cookie.ts.

/** The shopper's order from document.cookie. */
export function shuffleIndexFromCookies(cookies: string | null | undefined): number | undefined {
  if (!cookies) return undefined;
  return shuffleIndexOf(parse(cookies, SHUFFLE_COOKIE.name)[SHUFFLE_COOKIE.name]);
}

/** The Set-Cookie (or document.cookie) value that keeps order `index`. */
export function shuffleCookie(index: number): string {
  const { name, path, sameSite } = SHUFFLE_COOKIE;
  return serialize(name, String(index), { path, sameSite });
}
