import { Hono } from 'hono';
import type { ApiConfig } from '../api-deps';

export function healthRoutes(config: ApiConfig) {
  return new Hono().get('/', (c) =>
    c.json({ status: 'ok', version: config.version, time: new Date().toISOString() }),
  );
}
