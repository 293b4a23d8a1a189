import type { QueryKey } from '@tanstack/react-query';

/**
 * Roots of the query keys that hold one signed-in user's data: their orders (and, for an admin,
 * everyone's), the orders waiting on this device, and the admin's shop figures.
 * Each such key also holds that user's id, so one user's cached answer can never be shown to the
 * next; they are never written to disk and are dropped from memory when the session ends or
 * changes hands.
 */
const PRIVATE_QUERY_ROOTS: readonly string[] = ['orders', 'queued-orders', 'admin'];

export function isPrivateQueryKey(key: QueryKey) {
  const [root] = key;
  return typeof root === 'string' && PRIVATE_QUERY_ROOTS.includes(root);
}
