import { loadOnce } from '../state/load-once';

/**
 * The API client (ky and its set-up), loaded with the first request: for the modules every page
 * starts with, whose queries a server-rendered page already holds the answers to. Modules loaded
 * later (screens, forms, the admin's) import `api` from client.ts directly.
 */
export const loadApi = loadOnce(() => import('./client').then((module) => module.api));
