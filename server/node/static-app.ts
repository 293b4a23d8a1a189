import { consoleLog, type Log } from '../log';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Hono, type Context } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import { serveStatic } from '@hono/node-server/serve-static';
import { negotiateEncoding } from './http-middleware';
import type { RenderPage } from '../pages/page-renderer';

/** Files that must be revalidated on every load so a new deploy reaches shoppers. */
const ALWAYS_REVALIDATE = new Set([
  '/',
  '/index.html',
  '/sw.js',
  '/registerSW.js',
  '/manifest.webmanifest',
]);

const BUILD_ONLY = /\/\.(?!well-known\/)|^\/bundle-report\.json$/i;

/** A text file read once and again only when it changes on disk (a rebuild under a running server). */
function cachedFile(filePath: string) {
  let cached: { mtimeMs: number; text: string } | undefined;
  return (): string | undefined => {
    if (!existsSync(filePath)) return undefined;
    const { mtimeMs } = statSync(filePath);
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, text: readFileSync(filePath, 'utf8') };
    return cached.text;
  };
}

/**
 * The built PWA: hashed assets are immutable, everything else revalidates, and every other path
 * is a page: rendered on the server when the app was built for it (`renderPage`), else
 * index.html, the client-rendered shell. A missing hashed asset is a 404, never a page (which
 * the browser would cache for a year as JavaScript).
 */
export function staticApp(
  root: string,
  renderPage?: RenderPage,
  errors: Pick<Log, 'error'> = consoleLog,
) {
  const app = new Hono();
  const readIndex = cachedFile(path.join(root, 'index.html'));
  const shell = (c: Context) => {
    const html = readIndex();
    if (html === undefined) {
      return c.text('The app is not built yet: run `npm run build`.', 503);
    }
    c.header('Cache-Control', 'no-cache');
    return c.html(html);
  };
  const page = async (c: Context) => {
    if (!renderPage) return shell(c);
    try {
      const nonce = (c.get as (key: string) => unknown)('secureHeadersNonce');
      const response = await renderPage(c.req.raw, typeof nonce === 'string' ? nonce : undefined);
      if (!response) return shell(c);
      response.headers.set('Cache-Control', 'no-cache');
      return response;
    } catch (error) {
      // The shell still gives the shopper the page, rendered in the browser.
      errors.error(
        { path: c.req.path, err: (error as Error).stack ?? String(error) },
        'rendering failed: answered with the shell',
      );
      return shell(c);
    }
  };

  // The build leaves files for its own tools beside the app (Vite's manifest in .vite/, the bundle
  // report): they map the source tree and are nobody's business. Dot folders other than
  // .well-known are refused alike. The path is decoded here, so %2E is caught too.
  app.use('*', async (c, next) =>
    BUILD_ONLY.test(c.req.path) ? c.text('Not found', 404) : next(),
  );
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.ok) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  app.use('*', async (c, next) => {
    await next();
    if (ALWAYS_REVALIDATE.has(c.req.path)) c.header('Cache-Control', 'no-cache');
  });
  // Hashed assets compressed at build time (scripts/precompress.mjs), sent as they are.
  const assetsDir = path.resolve(root, 'assets');
  app.get('/assets/*', async (c, next) => {
    const encoding = negotiateEncoding(c.req.header('Accept-Encoding'));
    const file = path.resolve(root, `.${c.req.path}`);
    const type = getMimeType(file);
    if (!encoding || !type || !file.startsWith(`${assetsDir}${path.sep}`)) return next();
    const bytes = await readFile(`${file}.${encoding === 'br' ? 'br' : 'gz'}`).catch(() => null);
    if (!bytes) return next();
    c.header('Content-Type', type);
    c.header('Content-Encoding', encoding);
    c.header('Vary', 'Accept-Encoding');
    return c.body(bytes);
  });
  // `/` is a page, not the folder's index.html (which stays reachable as /index.html).
  app.get('/', page);
  app.use('*', serveStatic({ root }));
  app.get('/assets/*', (c) => c.text('Not found', 404));
  app.get('*', page);
  return app;
}
