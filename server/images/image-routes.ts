import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { IMAGE_WIDTH_PARAM } from '../../contract/image-widths';
import type { ApiContext, ApiEnv } from '../api-context';
import type { StoredImage } from '../api-deps';
import { products } from '../db/schema';
import { notFound } from '../wire/api-error';
import { isUuid } from '../wire/ids';
import { bottleSvg, SVG_MIME } from './bottle-drawing';
import { acceptsSvg, ImageQuerySchema, negotiateVariantFormat } from './variant-request';
import { validated } from '../wire/validated';
import { documented } from '../openapi/route-docs';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Headers every image answer carries. Images are public and their URLs absolute, so a client
 * served from another origin may show them (Cross-Origin-Resource-Policy); a drawing (SVG)
 * opened on its own must not run anything.
 */
function imageHeaders(mime: string): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Cross-Origin-Resource-Policy': 'cross-origin',
    ...(mime.startsWith(SVG_MIME)
      ? { 'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'" }
      : {}),
  };
}

/** Does an If-None-Match header name this ETag? (weak prefixes and lists allowed) */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

export function imageRoutes(ctx: ApiContext) {
  const app = new Hono<ApiEnv>({ strict: false });

  // The drawing for products without uploads. Its content depends on the product's name and
  // brand, which can change, so it revalidates instead of being immutable.
  app.get(
    '/placeholder/:file',
    documented({ tag: 'Images', summary: "A product's generated drawing", answer: 'image' }),
    async (c) => {
      const slug = c.req.param('file').replace(/\.svg$/i, '');
      const [row] = await ctx.db
        .select({ name: products.name, brand: products.brand })
        .from(products)
        .where(eq(products.slug, slug))
        .limit(1);
      const body = bottleSvg({
        brand: row?.brand ?? '',
        name: row?.name ?? 'FragranceHub',
        view: 'front',
      });
      return c.body(body, 200, {
        ...imageHeaders(SVG_MIME),
        'Content-Type': `${SVG_MIME}; charset=utf-8`,
        'Cache-Control': 'public, max-age=3600',
      });
    },
  );

  /**
   * `?w=` asks for a resized copy: the next listed width up (contract/image-widths.ts), in the
   * smallest format the Accept header allows, made once and kept; a drawing (SVG) to a client
   * that takes SVG is itself. A host without a processor (the page, in mock mode) answers the
   * original.
   */
  app.get(
    '/:id',
    documented({ tag: 'Images', summary: 'An image (?w= for a resized copy)', answer: 'image' }),
    validated('query', ImageQuerySchema),
    async (c) => {
      const id = c.req.param('id');
      const width = c.req.valid('query')[IMAGE_WIDTH_PARAM];
      if (!isUuid(id)) throw notFound('Image');

      let image: StoredImage | null;
      const headers: Record<string, string> = { 'Cache-Control': IMMUTABLE };
      if (width === undefined) {
        image = await ctx.images.get(id);
      } else {
        // The answer depends on Accept: caches must keep one copy per format.
        headers.Vary = 'Accept';
        const accept = c.req.header('Accept');
        image = ctx.imageVariants
          ? await ctx.imageVariants.get(
              { imageId: id, width, format: negotiateVariantFormat(accept) },
              { acceptsSvg: acceptsSvg(accept) },
            )
          : await ctx.images.get(id);
      }
      if (!image) throw notFound('Image');
      const etag = `"${image.etag}"`;
      Object.assign(headers, { ETag: etag }, imageHeaders(image.mime));
      if (matchesEtag(c.req.header('if-none-match'), etag)) return c.body(null, 304, headers);
      return c.body(image.bytes.slice(), 200, { ...headers, 'Content-Type': image.mime });
    },
  );

  return app;
}
