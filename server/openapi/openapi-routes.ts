import { Hono, type Env } from 'hono';
import type { BlankSchema } from 'hono/types';
import { z } from '../../contract/zod';
import type { ApiContext } from '../api-context';
import { openApiDocument } from './openapi-document';
import { referencePage } from './reference-page';
import { documented } from './route-docs';

/**
 * `/openapi.json` (always), and its readable reference at `/docs` outside production: the
 * document of `api`, the whole API these routes are mounted in, made once per process.
 */
export function openApiRoutes<E extends Env, P extends string>(
  ctx: ApiContext,
  api: Hono<E, BlankSchema, P>,
) {
  const app = new Hono();
  let document: Promise<Record<string, unknown>> | undefined;
  const built = () =>
    (document ??= openApiDocument(api, ctx.config.version).catch((error: unknown) => {
      document = undefined;
      throw error;
    }));
  app.get(
    '/openapi.json',
    documented({
      tag: 'Service',
      summary: 'This document',
      answer: z.looseObject({ openapi: z.string() }),
    }),
    async (c) => c.json(await built(), 200, { 'Cache-Control': 'public, max-age=300' }),
  );
  if (!ctx.config.production) {
    app.get(
      '/docs',
      documented({
        tag: 'Service',
        summary: 'A readable reference of this document (outside production)',
        answer: 'html',
      }),
      async (c) => c.html(await referencePage(await built())),
    );
  }
  return app;
}
