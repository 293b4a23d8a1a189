/**
 * A route's `headers` send this on a server-rendered page whose HTML depends only on its URL and
 * the catalogue (no shuffle, no clock, nothing failed): the Node host keeps such pages per
 * catalogue version and answers the next request for the URL without rendering
 * (server/node/page-cache.ts). The host removes the header before the response leaves.
 */
export const PAGE_CACHE_HEADER = 'X-Page-Cache';
export const PAGE_CACHE_BY_CATALOGUE = { [PAGE_CACHE_HEADER]: 'catalogue' } as const;

/** The routes that send PAGE_CACHE_BY_CATALOGUE; neither reads a search parameter. */
const CATALOGUE_PAGES = [/^\/$/, /^\/detail\/[^/]+$/];

/**
 * The name a kept page goes by: its origin, path and the search its route validates, so that
 * parameters the route ignores (`?utm_source=…`, `?r=1`) neither make a new page nor push kept
 * ones out. null for paths whose pages are never kept.
 */
export function keptPageKey(url: URL): string | null {
  if (!CATALOGUE_PAGES.some((path) => path.test(url.pathname))) return null;
  return `${url.origin}${url.pathname}`;
}
