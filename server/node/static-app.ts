import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';

/**
 * The built PWA: hashed assets are immutable, everything else revalidates, and any other path
 * gets index.html so client routes survive a reload.
 */
export function staticApp(root: string) {
  const app = new Hono();
  const indexPath = path.join(root, 'index.html');
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.ok) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  app.use('*', serveStatic({ root }));
  app.get('*', (c) => {
    if (!existsSync(indexPath)) {
      return c.text('The app is not built yet: run `npm run build`.', 503);
    }
    c.header('Cache-Control', 'no-cache');
    return c.html(readFileSync(indexPath, 'utf8'));
  });
  return app;
}
