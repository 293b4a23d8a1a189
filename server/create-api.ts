import { Hono } from 'hono';
import type { ApiDeps } from './api-deps';
import { healthRoutes } from './routes/health';

export const API_BASE = '/api/v1';

/**
 * The whole /api/v1 API as a web-standard app. The Node server, the MSW worker in the page and
 * Vitest all run this same function, so every host answers alike.
 */
export function createApi(deps: ApiDeps) {
  const api = new Hono().basePath(API_BASE);
  api.route('/health', healthRoutes(deps.config));
  api.notFound((c) => c.json({ error: 'Not found' }, 404));
  return api;
}

export type Api = ReturnType<typeof createApi>;
