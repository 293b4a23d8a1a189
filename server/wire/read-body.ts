import type { Context } from 'hono';
import {
  CONTROL_CHARACTERS_MESSAGE,
  containsControlCharacters,
} from '../../contract/rules/control-characters';
import { ApiError } from './api-error';
import { MAX_JSON_DEPTH, jsonDeeperThan } from './json-depth';

export const MALFORMED_JSON_MESSAGE = 'Request body must be valid JSON';
export const MALFORMED_FORM_MESSAGE = 'Request body must be multipart/form-data';
export const TOO_DEEP_JSON_MESSAGE = `Request body must not nest deeper than ${MAX_JSON_DEPTH} levels`;

/** A 400 for a body whose text holds a NUL or another C0 control (contract/rules). */
function refuseControlCharacters<T>(body: T): T {
  if (containsControlCharacters(body)) throw new ApiError(400, CONTROL_CHARACTERS_MESSAGE);
  return body;
}

/** The JSON body, or a 400 ApiError: a client's syntax error is never a 5xx. */
export async function readJson(c: Context): Promise<unknown> {
  let body: unknown;
  try {
    body = await c.req.json<unknown>();
  } catch {
    throw new ApiError(400, MALFORMED_JSON_MESSAGE);
  }
  // Before any schema or rule reads it: a reader that recurses (String() of a nested array)
  // would overflow its stack on 5,000 levels and answer 500.
  if (jsonDeeperThan(body, MAX_JSON_DEPTH)) throw new ApiError(400, TOO_DEEP_JSON_MESSAGE);
  return refuseControlCharacters(body);
}

export type FormValue = string | File;
export type FormParts = Record<string, FormValue | FormValue[]>;

/** Multipart (or url-encoded) parts, repeated names as arrays; a broken body is a 400. */
export async function readForm(c: Context): Promise<FormParts> {
  const type = c.req.header('content-type') ?? '';
  if (!/^multipart\/form-data|^application\/x-www-form-urlencoded/i.test(type)) {
    throw new ApiError(400, MALFORMED_FORM_MESSAGE);
  }
  let form: FormParts;
  try {
    form = (await c.req.parseBody({ all: true })) as FormParts;
  } catch {
    throw new ApiError(400, MALFORMED_FORM_MESSAGE);
  }
  return refuseControlCharacters(form);
}

/** Every part under `name` as a list, in the order sent. */
export function partsNamed(form: FormParts, name: string): FormValue[] {
  const value = form[name];
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

export function filesNamed(form: FormParts, name: string): File[] {
  return partsNamed(form, name).filter((part): part is File => typeof part !== 'string');
}
