import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { NONCE, secureHeaders } from 'hono/secure-headers';
import type { Log } from '../log';
import { createLruCache } from '../lru-cache';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** JSON, text, scripts, styles, SVG and manifests compress well; photos are already compressed. */
const COMPRESSIBLE =
  /^\s*(text\/|application\/(json|javascript|ecmascript|xml|manifest\+json|[\w.+-]+\+json|[\w.+-]+\+xml)|image\/svg\+xml)/i;

export type ContentEncoding = 'br' | 'gzip';

/** Picks brotli over gzip when both are accepted; honours `q=0`. */
export function negotiateEncoding(acceptEncoding: string | undefined): ContentEncoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const weight = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return null;
}

/**
 * How hard to compress: 'fast' for a large answer someone is waiting for (the whole catalogue
 * right after an order: brotli 1 takes about a fifth of brotli 4's time for about 6% more bytes),
 * 'normal' for other dynamic answers, 'thorough' for what is compressed once and kept (hashed
 * assets, and a kept catalogue answer recompressed in the background).
 */
type Effort = 'fast' | 'normal' | 'thorough';
const BROTLI_QUALITY: Record<Effort, number> = { fast: 1, normal: 4, thorough: 11 };
const GZIP_LEVEL: Record<Effort, number> = { fast: 1, normal: 6, thorough: 9 };
/** Above this, a dynamic answer is sent fast-compressed first. */
const LARGE_BODY_BYTES = 1024 * 1024;

function compressBytes(body: Uint8Array, encoding: ContentEncoding, effort: Effort) {
  if (encoding === 'br') {
    return brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY[effort],
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
      },
    });
  }
  return gzip(body, { level: GZIP_LEVEL[effort] });
}

function appendVary(headers: Headers, value: string) {
  const current = headers.get('Vary');
  if (!current) headers.set('Vary', value);
  else if (
    !current
      .toLowerCase()
      .split(/\s*,\s*/)
      .includes(value.toLowerCase())
  ) {
    headers.set('Vary', `${current}, ${value}`);
  }
}

/**
 * gzip or brotli for JSON and text responses of at least `threshold` bytes (never images).
 * Node's CompressionStream has no brotli, hence zlib. Responses marked immutable (hashed assets)
 * are compressed once and kept in memory.
 */
export function compression(options: { threshold?: number; cacheBytes?: number } = {}) {
  const threshold = options.threshold ?? 1024;
  // Old catalogue versions' answers are the first to go once full.
  const cache = createLruCache<string, Uint8Array<ArrayBuffer>>({
    maxSize: options.cacheBytes ?? 32 * 1024 * 1024,
    sizeOf: (bytes) => bytes.byteLength,
  });

  const handler: MiddlewareHandler = async (c, next) => {
    await next();
    const res = c.res;
    if (
      c.req.method === 'HEAD' ||
      !res.body ||
      res.status === 204 ||
      res.status === 206 ||
      res.status === 304 ||
      res.headers.has('Content-Encoding') ||
      !COMPRESSIBLE.test(res.headers.get('Content-Type') ?? '') ||
      /no-transform/i.test(res.headers.get('Cache-Control') ?? '')
    ) {
      return;
    }
    appendVary(res.headers, 'Accept-Encoding');
    const encoding = negotiateEncoding(c.req.header('Accept-Encoding'));
    const declared = res.headers.get('Content-Length');
    if (!encoding || (declared !== null && Number(declared) < threshold)) return;

    const immutable = /immutable/i.test(res.headers.get('Cache-Control') ?? '');
    // Hashed assets are the same bytes forever; an ETag (the API's catalogue answers carry one
    // per catalogue version and query) names one exact body too.
    const etag = res.headers.get('ETag');
    const key = immutable
      ? `${encoding} ${c.req.path} ${declared ?? ''}`
      : etag
        ? `${encoding} ${c.req.path} ${etag}`
        : undefined;
    let compressed = key ? cache.get(key) : undefined;
    if (!compressed) {
      const body = new Uint8Array(await res.arrayBuffer());
      if (body.byteLength < threshold) {
        c.res = new Response(body, res);
        return;
      }
      const large = !immutable && body.byteLength > LARGE_BODY_BYTES;
      const effort: Effort = immutable ? 'thorough' : large ? 'fast' : 'normal';
      compressed = new Uint8Array(
        await compressBytes(body, encoding, effort),
      ) as Uint8Array<ArrayBuffer>;
      if (key) cache.set(key, compressed);
      if (key && large) {
        // Kept for later requests of the same version: worth the smaller bytes, made off the
        // main thread (zlib's thread pool) once this answer has gone.
        void compressBytes(body, encoding, 'normal')
          .then((smaller) => {
            if (cache.has(key)) cache.set(key, new Uint8Array(smaller) as Uint8Array<ArrayBuffer>);
          })
          .catch(() => undefined);
      }
    } else {
      await res.body.cancel();
    }
    const headers = new Headers(res.headers);
    headers.set('Content-Encoding', encoding);
    headers.set('Content-Length', String(compressed.byteLength));
    // The compressed bytes are another representation: a strong validator would lie.
    const validator = headers.get('ETag');
    if (validator && !validator.startsWith('W/')) headers.set('ETag', `W/${validator}`);
    c.res = undefined;
    c.res = new Response(compressed, { status: res.status, statusText: res.statusText, headers });
  };
  return handler;
}

const MAX_LOGGED_PATH = 512;

/**
 * The path as it came on the wire, still percent-encoded: `c.req.path` is decoded, so a request
 * for `/x%0aGET%20/admin%20200` would write a forged second line into the log.
 */
function encodedPath(url: string): string {
  const path = new URL(url).pathname;
  return path.length > MAX_LOGGED_PATH ? `${path.slice(0, MAX_LOGGED_PATH)}...` : path;
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,100}$/;

/**
 * One entry per request: its id (a proxy's X-Request-Id when sane, else a new one, echoed in the
 * answer), method, encoded path (never the query string: it may hold an e-mail or a token),
 * status and duration. Nothing of the body or the headers.
 */
export function requestLogger(log: Pick<Log, 'info'>): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    const sent = c.req.header('x-request-id');
    const reqId = sent && REQUEST_ID.test(sent) ? sent : crypto.randomUUID();
    try {
      await next();
    } finally {
      c.res.headers.set('X-Request-Id', reqId);
      log.info(
        {
          reqId,
          method: c.req.method,
          path: encodedPath(c.req.url),
          status: c.res.status,
          ms: Math.round((performance.now() - started) * 10) / 10,
        },
        'request',
      );
    }
  };
}

/**
 * The policy the built app passes: no inline scripts but the server-rendered pages' own (each
 * response's nonce), Mantine's injected styles, YouTube embeds.
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  styleSrc: ["'self'", "'unsafe-inline'"],
  scriptSrc: ["'self'", NONCE],
  connectSrc: ["'self'"],
  workerSrc: ["'self'"],
  manifestSrc: ["'self'"],
  fontSrc: ["'self'", 'data:'],
  frameSrc: ['https://www.youtube-nocookie.com'],
  frameAncestors: ["'none'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
};

export function securityHeaders(options: { crossOriginClients: boolean; publicUrl?: string }) {
  // Image URLs start with PUBLIC_URL (wire/public-origin.ts): the page must be allowed them.
  const imageOrigin = options.publicUrl ? [new URL(options.publicUrl).origin] : [];
  return secureHeaders({
    contentSecurityPolicy: {
      ...CONTENT_SECURITY_POLICY,
      imgSrc: [...CONTENT_SECURITY_POLICY.imgSrc, ...imageOrigin],
    },
    // A response's own policy stands: images answer with a stricter CSP (an SVG opened on its
    // own) and Cross-Origin-Resource-Policy: cross-origin (public, shown by any client).
    overwrite: false,
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    xContentTypeOptions: true,
    // Allowed cross-origin clients must be able to show product images.
    crossOriginResourcePolicy: options.crossOriginClients ? 'cross-origin' : 'same-origin',
  });
}
