import type { MiddlewareHandler } from 'hono';
import { catalogueChangeOf } from '../catalogue-writes';
import { negotiateEncoding } from './http-middleware';

interface Entry {
  url: string;
  encoding: string;
  hits: number;
  status: number;
  headers: [string, string][];
  body: Uint8Array<ArrayBuffer>;
  etag: string | null;
}

function etagMatches(etag: string, ifNoneMatch: string) {
  const bare = etag.replace(/^W\//, '');
  const tags: string[] = ifNoneMatch.match(/"[^"]*"/g) ?? [];
  return ifNoneMatch.trim() === '*' || tags.includes(bare);
}

/**
 * Finished catalogue reads (public GETs: the same bytes for every caller), kept in memory and
 * dropped whenever a write that can change them reaches the API. Only for the embedded database: PGlite belongs to
 * this one process, so every write that could change the catalogue passes through `writes`.
 * With DATABASE_URL other instances write too, so the host leaves the cache off.
 */
export interface CatalogueCacheOptions {
  maxBytes?: number;
  /**
   * Refresh-ahead: after writes settle (`warmDelayMs` without one), the reads that were served
   * from the cache before it was dropped are fetched again through this function, so shoppers
   * rarely pay for a cold full catalogue (about a second for 10,000 products on PGlite).
   */
  refetch?: (url: string, encoding: string) => Promise<unknown>;
  warmDelayMs?: number;
  maxWarm?: number;
}

export function createCatalogueCache(options: CatalogueCacheOptions = {}) {
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  const warmDelayMs = options.warmDelayMs ?? 500;
  const maxWarm = options.maxWarm ?? 8;
  const entries = new Map<string, Entry>();
  const toWarm = new Map<string, { url: string; encoding: string }>();
  let warmTimer: ReturnType<typeof setTimeout> | undefined;
  let bytes = 0;
  let generation = 0;
  let writesInFlight = 0;

  async function warm() {
    warmTimer = undefined;
    if (writesInFlight > 0) return scheduleWarm();
    const jobs = [...toWarm.values()];
    toWarm.clear();
    for (const job of jobs) {
      if (writesInFlight > 0) break;
      await options.refetch?.(job.url, job.encoding).catch(() => undefined);
    }
  }

  function scheduleWarm() {
    if (!options.refetch || toWarm.size === 0) return;
    if (warmTimer) clearTimeout(warmTimer);
    warmTimer = setTimeout(() => void warm(), warmDelayMs);
    warmTimer.unref?.();
  }

  function invalidate() {
    generation++;
    const hot = [...entries.entries()]
      .filter(([, e]) => e.hits > 0)
      .sort(([, a], [, b]) => b.hits - a.hits)
      .slice(0, maxWarm);
    for (const [key, e] of hot) {
      if (toWarm.size < maxWarm) toWarm.set(key, { url: e.url, encoding: e.encoding });
    }
    entries.clear();
    bytes = 0;
  }

  /** On every /api request: a write empties the cache when it starts and again when it ends. */
  const writes: MiddlewareHandler = async (c, next) => {
    // Orders change stock, which every listing shows: they empty it too.
    if (catalogueChangeOf(c.req.method, c.req.path) === 'none') return next();
    invalidate();
    writesInFlight++;
    try {
      await next();
    } finally {
      writesInFlight--;
      invalidate();
      scheduleWarm();
    }
  };

  /** On catalogue paths, outside compression and ETag: keyed by URL and content encoding. */
  const reads: MiddlewareHandler = async (c, next) => {
    if (c.req.method !== 'GET') return next();
    const encoding = negotiateEncoding(c.req.header('Accept-Encoding')) ?? 'identity';
    const key = `${c.req.url}\n${encoding}`;
    const hit = entries.get(key);
    if (hit) {
      hit.hits++;
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
      url: c.req.url,
      encoding,
      hits: 0,
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
