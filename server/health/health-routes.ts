import { Hono } from 'hono';
import type { ApiContext } from '../api-context';
import { migrationsApplied } from '../db/migrate';
import { documented } from '../openapi/route-docs';
import { z } from '../../contract/zod';

const StatusSchema = z.looseObject({ status: z.string() });

/** How long readiness waits for the database before it says no. */
const READY_TIMEOUT_MS = 3000;

/**
 * `/health`: liveness, answered without touching anything (the process is up). `/ready`: 200 only
 * when the database answers and every migration is applied, else 503, so a load balancer sends
 * no shopper to an instance that cannot serve them.
 */
export function healthRoutes(ctx: ApiContext) {
  const app = new Hono();
  app.get(
    '/health',
    documented({ tag: 'Service', summary: 'Liveness', answer: StatusSchema }),
    (c) => c.json({ status: 'ok', version: ctx.config.version, time: new Date().toISOString() }),
  );
  app.get(
    '/ready',
    documented({
      tag: 'Service',
      summary: 'Readiness: the database answers and is migrated (503 otherwise)',
      answer: StatusSchema,
    }),
    async (c) => {
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
    },
  );
  return app;
}
