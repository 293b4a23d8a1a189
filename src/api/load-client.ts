import type { Options } from 'ky';
import type { Schema } from '../../contract/zod';
import { loadOnce } from '../state/load-once';
import type { InProcessApi } from './in-process-api';
import type * as ResponseSchemas from './response-schemas';

/**
 * The schemas the answers below are parsed with (zod with them), loaded beside the client: the
 * modules every page starts with only parse in their queries, after a request. Offline before
 * the service worker holds their code, the load fails as the client's does (a TypeError).
 */
export const loadSchemas = loadOnce(() => import('./response-schemas'));

/**
 * The API client (ky and its set-up), loaded with the first request: for the modules every page
 * starts with, whose queries a server-rendered page already holds the answers to. Modules loaded
 * later (screens, forms, the admin's) import `api` from client.ts directly.
 */
export const loadApi = loadOnce(() => {
  // Every caller (the first request, main.tsx's preload) fetches the schemas too, in parallel.
  loadSchemas().catch(() => undefined);
  return import('./client').then((module) => module.api);
});

/**
 * GET `path` with the client, loaded first, and parse the answer with the schema `pick` chooses.
 * A malformed answer throws zod's error. Offline before the service worker holds their code, the
 * client's or the schemas' load fails as a request would (a TypeError: network-failure.ts). In a
 * server render (`inProcessApi`), the API in the server's process answers instead.
 */
export async function getParsed<T>(
  path: string,
  pick: (schemas: typeof ResponseSchemas) => Schema<T>,
  { inProcessApi, ...options }: Options & { inProcessApi?: InProcessApi } = {},
): Promise<T> {
  const schemas = loadSchemas();
  // Should both fail, the request's error is the one thrown: a refusal (404) stays a refusal.
  schemas.catch(() => undefined);
  const api = inProcessApi?.client ?? (await loadApi());
  const json = await api.get(path, options).json();
  return pick(await schemas).parse(json);
}
