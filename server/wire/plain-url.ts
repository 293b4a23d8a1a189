import type { MiddlewareHandler } from 'hono';
import {
  CONTROL_CHARACTERS_MESSAGE,
  hasControlCharacters,
} from '../../contract/rules/control-characters';

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    // A malformed escape stays as sent: the router answers it as any unknown path.
    return text;
  }
}

/**
 * 400 for a path or query whose decoded text holds a NUL or another C0 control
 * (`/product/search/a%00b`, `?q=%00`): a path parameter or a search reaches SQL and logs as text.
 */
export function plainUrl(): MiddlewareHandler {
  return async (c, next) => {
    const url = new URL(c.req.url);
    const values = [
      decoded(url.pathname),
      ...url.searchParams.keys(),
      ...url.searchParams.values(),
    ];
    if (values.some(hasControlCharacters))
      return c.json({ error: CONTROL_CHARACTERS_MESSAGE }, 400);
    await next();
  };
}
