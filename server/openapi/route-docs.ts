import type { Env, MiddlewareHandler } from 'hono';
import {
  describeRoute,
  resolver,
  uniqueSymbol,
  type ContentWithResolver,
  type DescribeRouteOptions,
} from 'hono-openapi';
import type { Schema } from '../../contract/zod';

/** Every refusal of the API but product and category create (see wire/api-error.ts). */
export const ERROR_RESPONSE = {
  description: 'A problem, as `{error}`',
  content: {
    'application/json': {
      schema: {
        type: 'object' as const,
        properties: { error: { type: 'string' as const } },
        required: ['error'],
      },
    },
  },
};

/** What a route answers on success, and where the reference lists it. */
export interface RouteDoc {
  tag: string;
  summary: string;
  /** The 2xx answer's JSON (its output side), or `csv`, `image`, `html`. */
  answer?: Schema | 'csv' | 'image' | 'html';
  /** The success status when not 200. */
  status?: number;
  /**
   * A multipart body the handler parses itself, after checks that answer first (404 for an
   * unknown product); a body checked before the handler is declared with `validated()`.
   */
  form?: Schema;
}

function answerContent(answer: RouteDoc['answer']): ContentWithResolver | undefined {
  if (answer === undefined) return undefined;
  if (answer === 'csv') return { 'text/csv': { schema: { type: 'string' } } };
  if (answer === 'image') return { 'image/*': { schema: { type: 'string', format: 'binary' } } };
  if (answer === 'html') return { 'text/html': { schema: { type: 'string' } } };
  return { 'application/json': { schema: resolver(answer, { options: { io: 'output' } }) } };
}

/**
 * What a route answers, for the OpenAPI document (hono-openapi's describeRoute). Its input is
 * documented by the `validated()` middlewares that check it, and who may call it by its guard.
 */
export function documented(doc: RouteDoc): MiddlewareHandler {
  const content = answerContent(doc.answer);
  return describeRoute({
    tags: [doc.tag],
    summary: doc.summary,
    ...(doc.form
      ? {
          requestBody: {
            required: true,
            content: { 'multipart/form-data': { schema: resolver(doc.form) } },
          },
        }
      : {}),
    responses: {
      [String(doc.status ?? 200)]: { description: 'Success', ...(content ? { content } : {}) },
      '400': ERROR_RESPONSE,
      '429': ERROR_RESPONSE,
    },
  });
}

/** Who may call a route: anyone, a signed-in user (Bearer token), an admin. */
export type Access = 'public' | 'user' | 'admin';

function accessSpec(access: Exclude<Access, 'public'>): DescribeRouteOptions {
  return {
    security: [{ bearer: [] }],
    responses: {
      '401': ERROR_RESPONSE,
      ...(access === 'admin' ? { '403': ERROR_RESPONSE } : {}),
    },
  };
}

/** A guard that documents itself: the routes behind it need a bearer token (and a role). */
export function guardDocumented<E extends Env>(
  access: Exclude<Access, 'public'>,
  guard: MiddlewareHandler<E>,
): MiddlewareHandler<E> {
  return Object.assign(guard, { [uniqueSymbol]: { spec: accessSpec(access) } });
}
