import type { Context } from 'hono';
import type { ApiContext, ApiEnv } from '../api-context';
import type { CatalogueVersion } from './catalogue-version';
import type { CatalogueView } from './catalogue-store';
import { catalogueEtag, etagMatches } from './catalogue-etag';
import { encodedLength, writeEncoded, type EncodedProduct } from '../products/product-json';
import { publicOrigin } from '../wire/public-origin';

const encoder = new TextEncoder();
export const JSON_CONTENT_TYPE = 'application/json; charset=UTF-8';

/**
 * A public catalogue read: 304 when the caller holds the current answer (one version query),
 * else the body `build` makes, with its ETag. `key` is the normalised query: the same key,
 * version and origin (image URLs are absolute, see wire/public-origin.ts) always give the same
 * bytes. A key may depend on the catalogue (a limit clamped to its size); null means the answer is
 * one the server does not keep, so it gets no name either (nothing downstream keeps it by one).
 */
export async function catalogueRead(
  c: Context<ApiEnv>,
  ctx: ApiContext,
  key: string | ((view: CatalogueView) => string | null),
  build: (version: CatalogueVersion, origin: string) => Promise<Uint8Array<ArrayBuffer> | string>,
): Promise<Response> {
  const origin = publicOrigin(c, ctx.config);
  const version = await ctx.catalogue.version();
  const name = typeof key === 'string' ? key : key(await ctx.catalogue.view(version));
  // Every read revalidates, so a change is seen at once; the 304 makes that cheap.
  const headers: Record<string, string> = { 'Cache-Control': 'no-cache' };
  if (name !== null) {
    headers['ETag'] = await catalogueEtag(version.version, `${origin} ${name}`);
    if (etagMatches(c.req.header('If-None-Match'), headers['ETag']))
      return c.body(null, 304, headers);
  }
  const body = await build(version, origin);
  return c.body(typeof body === 'string' ? encoder.encode(body) : body, 200, {
    ...headers,
    'Content-Type': JSON_CONTENT_TYPE,
  });
}

/**
 * `head` + the products joined by commas + `tail`, as one byte array (no string of it is made),
 * with `origin` before each image path.
 */
export function joinJson(
  head: string,
  products: readonly EncodedProduct[],
  tail: string,
  origin: string,
): Uint8Array<ArrayBuffer> {
  const start = encoder.encode(head);
  const end = encoder.encode(tail);
  // Escaped as a JSON string body: an origin is validated by the host, and never trusted here.
  const originBytes = encoder.encode(JSON.stringify(origin).slice(1, -1));
  let length = start.byteLength + end.byteLength + Math.max(0, products.length - 1);
  for (const product of products) length += encodedLength(product, originBytes);
  const out = new Uint8Array(length);
  out.set(start, 0);
  let offset = start.byteLength;
  products.forEach((product, i) => {
    if (i > 0) out[offset++] = 0x2c; // ','
    offset = writeEncoded(out, offset, product, originBytes);
  });
  out.set(end, offset);
  return out;
}
