import type { QueryKey } from '@tanstack/react-query';
import { privateRoots } from '../api/query-keys';

const PRIVATE_ROOTS: readonly string[] = Object.values(privateRoots);

/**
 * Whether a query holds one signed-in user's data (api/query-keys.ts names the roots): their
 * orders (and, for an admin, everyone's), the orders waiting on this device, and the admin's
 * shop figures. Each such key also holds that user's id, so one user's cached answer can never
 * be shown to the next; they are never written to disk and are dropped from memory when the
 * session ends or changes hands.
 */
export function isPrivateQueryKey(key: QueryKey) {
  const [root] = key;
  return typeof root === 'string' && PRIVATE_ROOTS.includes(root);
}
