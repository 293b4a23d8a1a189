import type { Context } from 'hono';
import type { ApiContext, ApiEnv } from '../api-context';
import type { CatalogueVersion } from './catalogue-version';
import { catalogueEtag, etagMatches } from './catalogue-etag';

const encoder = new TextEncoder();
export const JSON_CONTENT_TYPE = 'application/json; charset=UTF-8';

/**
 * A public catalogue read: 304 when the caller holds the current answer (one version query),
 * else the body `build` makes, with its ETag. `key` is the normalised query: the same key and
 * version always give the same bytes.
 */
export async function catalogueRead(
  c: Context<ApiEnv>,
  ctx: ApiContext,
  key: string,
  build: (version: CatalogueVersion) => Promise<Uint8Array<ArrayBuffer> | string>,
): Promise<Response> {
  const version = await ctx.catalogue.version();
  const etag = catalogueEtag(version.version, key);
  // Every read revalidates, so a change is seen at once; the 304 makes that cheap.
  const headers = { ETag: etag, 'Cache-Control': 'no-cache' };
  if (etagMatches(c.req.header('If-None-Match'), etag)) return c.body(null, 304, headers);
  const body = await build(version);
  return c.body(typeof body === 'string' ? encoder.encode(body) : body, 200, {
    ...headers,
    'Content-Type': JSON_CONTENT_TYPE,
  });
}

/** `head` + the parts joined by commas + `tail`, as one byte array (no string of it is made). */
export function joinJson(
  head: string,
  parts: readonly Uint8Array<ArrayBuffer>[],
  tail: string,
): Uint8Array<ArrayBuffer> {
  const start = encoder.encode(head);
  const end = encoder.encode(tail);
  let length = start.byteLength + end.byteLength + Math.max(0, parts.length - 1);
  for (const part of parts) length += part.byteLength;
  const out = new Uint8Array(length);
  out.set(start, 0);
  let offset = start.byteLength;
  parts.forEach((part, i) => {
    if (i > 0) out[offset++] = 0x2c; // ','
    out.set(part, offset);
    offset += part.byteLength;
  });
  out.set(end, offset);
  return out;
}
