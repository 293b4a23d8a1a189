/**
 * The deepest nesting a request body may have. The contract's deepest body (an order's cart
 * lines, each a product with its images and variants) is under ten levels; anything far deeper
 * is only ever sent to exhaust a recursive reader's stack (String() of an array, a schema walk).
 */
export const MAX_JSON_DEPTH = 32;

/**
 * Whether a parsed JSON value nests arrays or objects deeper than `max`. Walked with a stack of
 * its own rather than recursion, so the check itself cannot overflow whatever it is given.
 */
export function jsonDeeperThan(value: unknown, max: number): boolean {
  const pending: [unknown, number][] = [[value, 0]];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [item, depth] = next;
    if (item === null || typeof item !== 'object') continue;
    if (depth >= max) return true;
    for (const child of Array.isArray(item) ? item : Object.values(item)) {
      if (child !== null && typeof child === 'object') pending.push([child, depth + 1]);
    }
  }
  return false;
}
