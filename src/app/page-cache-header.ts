/**
 * A route's `headers` send this on a server-rendered page whose HTML depends only on its URL and
 * the catalogue (no shuffle, no clock, nothing failed): the Node host keeps such pages per
 * catalogue version and answers the next request for the URL without rendering
 * (server/node/page-cache.ts). The host removes the header before the response leaves.
 */
export const PAGE_CACHE_HEADER = 'X-Page-Cache';
export const PAGE_CACHE_BY_CATALOGUE = { [PAGE_CACHE_HEADER]: 'catalogue' } as const;
