import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';

/** Files that must be revalidated on every load so a new deploy reaches shoppers. */
const ALWAYS_REVALIDATE = new Set([
  '/',
  '/index.html',
  '/sw.js',
  '/registerSW.js',
  '/manifest.webmanifest',
]);

/**
 * The built PWA: hashed assets are immutable, everything else revalidates, and any other path
 * gets index.html so client routes survive a reload. A missing hashed asset is a 404, never
 * index.html (which the browser would cache for a year as JavaScript).
 */
export function staticApp(root: string) {
  const app = new Hono();
  const indexPath = path.join(root, 'index.html');
  let cachedIndex: { mtimeMs: number; html: string } | undefined;

  function readIndex(): string | undefined {
    if (!existsSync(indexPath)) return undefined;
    const { mtimeMs } = statSync(indexPath);
    if (cachedIndex?.mtimeMs !== mtimeMs) {
      cachedIndex = { mtimeMs, html: readFileSync(indexPath, 'utf8') };
    }
    return cachedIndex.html;
  }

  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.ok) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  app.use('*', async (c, next) => {
    await next();
    if (ALWAYS_REVALIDATE.has(c.req.path)) c.header('Cache-Control', 'no-cache');
  });
  app.use('*', serveStatic({ root }));
  app.get('/assets/*', (c) => c.text('Not found', 404));
  app.get('*', (c) => {
    const html = readIndex();
    if (html === undefined) {
      return c.text('The app is not built yet: run `npm run build`.', 503);
    }
    c.header('Cache-Control', 'no-cache');
    return c.html(html);
  });
  return app;
}
