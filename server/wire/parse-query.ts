import type { Context } from 'hono';
import { firstIssueMessage } from '../../contract/schemas/errors';
import type { z } from '../../contract/zod';
import { ApiError } from './api-error';

/** The query string parsed with a contract schema (extra parameters ignored), or a 400. */
export function parseQuery<T extends z.ZodMiniType>(c: Context, schema: T): z.output<T> {
  const parsed = schema.safeParse(c.req.query());
  if (!parsed.success) throw new ApiError(400, firstIssueMessage(parsed.error));
  return parsed.data;
}
