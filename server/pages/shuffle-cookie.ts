import { parse, serialize } from 'hono/utils/cookie';
import { SHUFFLE_COOKIE, shuffleIndexOf } from '../../contract/rules/shopper-shuffle';

// The shopper's listing order as the server reads and sets it (the app reads and sets the same
// cookie through document.cookie: src/app/shuffle-cookie.ts).

/** The variant a request's `shuffle` cookie names (contract/rules/shopper-shuffle.ts). */
export function shoppersVariant(request: Request): number | undefined {
  const cookies = request.headers.get('Cookie');
  return cookies
    ? shuffleIndexOf(parse(cookies, SHUFFLE_COOKIE.name)[SHUFFLE_COOKIE.name])
    : undefined;
}

/** The Set-Cookie that keeps a newcomer's variant. */
export function variantCookie(variant: number): string {
  const { name, path, sameSite } = SHUFFLE_COOKIE;
  return serialize(name, String(variant), { path, sameSite });
}
