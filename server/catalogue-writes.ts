import { API_BASE_PATH } from './api-base-path';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Writes that never change a product or category: signing in or up, profile edits, the newsletter
 * and order status changes (a status never restocks).
 */
const UNRELATED_WRITES = new RegExp(
  `^${API_BASE_PATH}/(auth/|newsletter/?$|orders/status/)`.replaceAll('/', '\\/'),
);
const ORDER_WRITE = new RegExp(`^${API_BASE_PATH}/product/payment/?$`.replaceAll('/', '\\/'));

/**
 * What a request can change of the catalogue: nothing, the stock of the products it orders, or
 * anything. Anything unknown counts as anything, so a new write route is never served stale.
 */
export function catalogueChangeOf(method: string, path: string): 'none' | 'stock' | 'all' {
  if (SAFE_METHODS.has(method.toUpperCase()) || UNRELATED_WRITES.test(path)) return 'none';
  return ORDER_WRITE.test(path) ? 'stock' : 'all';
}
