import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { ApiContext, ApiEnv } from '../api-context';
import { products } from '../db/schema';
import { notFound } from '../wire/api-error';
import { placeholderSvg } from '../images/placeholder-svg';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Does an If-None-Match header name this ETag? (weak prefixes and lists allowed) */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

export function imageRoutes(ctx: ApiContext) {
  const app = new Hono<ApiEnv>({ strict: false });

  // The drawing for products without uploads. Its content depends on the product's name, which
  // can change, so it revalidates instead of being immutable.
  app.get('/placeholder/:file', async (c) => {
    const slug = c.req.param('file').replace(/\.svg$/i, '');
    const [row] = await ctx.db
      .select({ name: products.name })
      .from(products)
      .where(eq(products.slug, slug))
      .limit(1);
    const body = placeholderSvg(row?.name ?? 'FragranceHub', slug);
    return c.body(body, 200, {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
      'X-Content-Type-Options': 'nosniff',
      // An SVG opened on its own must not run anything.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    });
  });

  app.get('/:id', async (c) => {
    const image = await ctx.images.get(c.req.param('id'));
    if (!image) throw notFound('Image');
    const etag = `"${image.etag}"`;
    const headers = { ETag: etag, 'Cache-Control': IMMUTABLE, 'X-Content-Type-Options': 'nosniff' };
    if (matchesEtag(c.req.header('if-none-match'), etag)) return c.body(null, 304, headers);
    return c.body(image.bytes.slice(), 200, { ...headers, 'Content-Type': image.mime });
  });

  return app;
}
