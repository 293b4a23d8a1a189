import { Hono } from 'hono';
import type { ApiContext } from '../api-context';
import { openApiDocument } from './openapi-document';
import { referencePage } from './reference-page';

/** `/openapi.json` (always), and its readable reference at `/docs` outside production. */
export function openApiRoutes(ctx: ApiContext) {
  const app = new Hono();
  let document: Record<string, unknown> | undefined;
  const built = () => (document ??= openApiDocument(ctx.config.version));
  app.get('/openapi.json', (c) => c.json(built(), 200, { 'Cache-Control': 'public, max-age=300' }));
  if (!ctx.config.production) {
    app.get('/docs', async (c) => c.html(await referencePage(built())));
  }
  return app;
}
