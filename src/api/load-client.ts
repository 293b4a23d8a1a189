import type { Options } from 'ky';
import { loadOnce } from '../state/load-once';

/**
 * The API client (ky and its set-up), loaded with the first request: for the modules every page
 * starts with, whose queries a server-rendered page already holds the answers to. Modules loaded
 * later (screens, forms, the admin's) import `api` from client.ts directly.
 */
export const loadApi = loadOnce(() => import('./client').then((module) => module.api));

/**
 * GET `path` with the client, loaded first: the answer's JSON, for a contract schema to parse.
 * Offline before the service worker holds the client's code, its load fails as a request would
 * (a TypeError: src/api/network-failure.ts).
 */
export async function getJson(path: string, options?: Options): Promise<unknown> {
  const api = await loadApi();
  return api.get(path, options).json();
}
