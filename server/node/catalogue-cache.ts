import type { MiddlewareHandler } from 'hono';
import { negotiateEncoding } from './http-middleware';

interface Entry {
  status: number;
  headers: [string, string][];
  body: Uint8Array<ArrayBuffer>;
  etag: string | null;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function etagMatches(etag: string, ifNoneMatch: string) {
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.trim() === '*' || (ifNoneMatch.match(/"[^"]*"/g) ?? []).includes(bare);
}

/**
 * Finished catalogue reads (public GETs: the same bytes for every caller), kept in memory and
 * dropped whenever any write reaches the API. Only for the embedded database: PGlite belongs to
 * this one process, so every write that could change the catalogue passes through `writes`.
 * With DATABASE_URL other instances write too, so the host leaves the cache off.
 */
export function createCatalogueCache(options: { maxBytes?: number } = {}) {
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  const entries = new Map<string, Entry>();
  let bytes = 0;
  let generation = 0;
  let writesInFlight = 0;

  function invalidate() {
    generation++;
    entries.clear();
    bytes = 0;
  }

  /** On every /api request: a write empties the cache when it starts and again when it ends. */
  const writes: MiddlewareHandler = async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    invalidate();
    writesInFlight++;
    try {
      await next();
    } finally {
      writesInFlight--;
      invalidate();
    }
  };

  /** On catalogue paths, outside compression and ETag: keyed by URL and content encoding. */
  const reads: MiddlewareHandler = async (c, next) => {
    if (c.req.method !== 'GET') return next();
    const key = `${c.req.url}\n${negotiateEncoding(c.req.header('Accept-Encoding')) ?? 'identity'}`;
    const hit = entries.get(key);
    if (hit) {
      const ifNoneMatch = c.req.header('If-None-Match');
      if (hit.etag && ifNoneMatch && etagMatches(hit.etag, ifNoneMatch)) {
        const headers = new Headers({ ETag: hit.etag });
        for (const [name, value] of hit.headers) {
          if (/^(cache-control|vary)$/i.test(name)) headers.set(name, value);
        }
        return new Response(null, { status: 304, headers });
      }
      return new Response(hit.body, { status: hit.status, headers: hit.headers });
    }
    const startedAt = generation;
    await next();
    if (c.res.status !== 200 || writesInFlight > 0 || startedAt !== generation) return;
    const body = new Uint8Array(await c.res.arrayBuffer());
    const entry: Entry = {
      status: 200,
      headers: [...c.res.headers.entries()],
      body,
      etag: c.res.headers.get('ETag'),
    };
    c.res = new Response(body, { status: 200, headers: entry.headers });
    // A write may have finished while the body was read.
    if (startedAt !== generation || body.byteLength > maxBytes / 4) return;
    while (bytes + body.byteLength > maxBytes && entries.size > 0) {
      const oldest = entries.keys().next().value as string;
      bytes -= entries.get(oldest)?.body.byteLength ?? 0;
      entries.delete(oldest);
    }
    entries.set(key, entry);
    bytes += body.byteLength;
  };

  return { writes, reads, invalidate, size: () => entries.size };
}
