import { Hono } from 'hono';
import type { ApiContext } from '../api-context';
import { migrationsApplied } from '../db/migrate';

/** How long readiness waits for the database before it says no. */
const READY_TIMEOUT_MS = 3000;

/**
 * `/health`: liveness, answered without touching anything (the process is up). `/ready`: 200 only
 * when the database answers and every migration is applied, else 503, so a load balancer sends
 * no shopper to an instance that cannot serve them.
 */
export function healthRoutes(ctx: ApiContext) {
  const app = new Hono();
  app.get('/health', (c) =>
    c.json({ status: 'ok', version: ctx.config.version, time: new Date().toISOString() }),
  );
  app.get('/ready', async (c) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const checked = await Promise.race([
      migrationsApplied(ctx.db).then(
        (applied) => (applied ? 'ready' : 'migrations pending'),
        () => 'database unreachable',
      ),
      new Promise<string>((resolve) => {
        timer = setTimeout(() => resolve('database unreachable'), READY_TIMEOUT_MS);
      }),
    ]).finally(() => clearTimeout(timer));
    return checked === 'ready'
      ? c.json({ status: 'ready' })
      : c.json({ status: 'not ready', reason: checked }, 503);
  });
  return app;
}
