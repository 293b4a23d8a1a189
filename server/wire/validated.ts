import type { Context, Env, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { uniqueSymbol, validator } from 'hono-openapi';
import { firstIssueMessage } from '../../contract/schemas/errors';
import type { z } from '../../contract/zod';
import { ApiError } from './api-error';
import { readForm, readJson } from './read-body';

/** Where a route's input comes from: a JSON body, a multipart form's parts, the query string. */
export type InputTarget = 'json' | 'form' | 'query';

export interface ValidatedOptions<S extends z.ZodMiniType> {
  /**
   * How a refusal answers when not `400 {error}`: product and category create answer the bare
   * message (`shape: 'plain'`); the profile update answers `200 {error}`.
   */
  status?: ContentfulStatusCode;
  shape?: 'object' | 'plain';
  /** The schema each request is checked with, when it depends on the moment (a date ahead). */
  each?: () => S;
}

/**
 * The input exactly as the API has always read it. Not Hono's own reading: that reads no JSON
 * sent without a JSON Content-Type, answers broken JSON with a text message of its own, and
 * turns a repeated query parameter into an array; clients rely on none of those.
 */
const READ: Record<InputTarget, (c: Context) => unknown> = {
  json: readJson,
  form: readForm,
  query: (c) => c.req.query(),
};

/**
 * A route's input declared once: this middleware parses it with the contract's schema, hands
 * the result to the handler as `c.req.valid(target)`, and refuses it with the first problem's
 * message as `400 {error}` (or what `options` say). The same declaration documents the route:
 * it carries hono-openapi's validator metadata for `target` and `schema`, so the OpenAPI
 * document shows the schema the route really checks with.
 */
export function validated<
  T extends InputTarget,
  S extends z.ZodMiniType,
  E extends Env = Env,
  P extends string = string,
>(
  target: T,
  schema: S,
  options: ValidatedOptions<S> = {},
): MiddlewareHandler<E, P, { out: { [K in T]: z.output<S> } }> {
  const { status = 400, shape = 'object', each } = options;
  const refuse = (message: string) => new ApiError(status, message, shape);
  const middleware: MiddlewareHandler<E, P, { out: { [K in T]: z.output<S> } }> = async (
    c,
    next,
  ) => {
    let input: unknown;
    try {
      input = await READ[target](c);
    } catch (error) {
      // A body that cannot be read (broken JSON, a control character) answers like a bad field.
      if (error instanceof ApiError) throw refuse(error.message);
      throw error;
    }
    const parsed = (each?.() ?? schema).safeParse(input);
    if (!parsed.success) throw refuse(firstIssueMessage(parsed.error));
    c.req.addValidatedData(target, parsed.data as object);
    await next();
  };
  // The library's own validator for this target and schema, kept for what it documents.
  const described = validator(target, schema) as unknown as Record<typeof uniqueSymbol, unknown>;
  return Object.assign(middleware, { [uniqueSymbol]: described[uniqueSymbol] });
}
