import { validateListingSearch } from '../features/catalogue/listing-search';
import { parseSearch, stringifySearch } from './search-params';

/**
 * A route's `headers` send this on a server-rendered page whose HTML depends only on its URL and
 * the catalogue (no shuffle, no clock, nothing failed): the Node host keeps such pages per
 * catalogue version and answers the next request for the URL without rendering
 * (server/node/page-cache.ts). The host removes the header before the response leaves.
 */
export const PAGE_CACHE_HEADER = 'X-Page-Cache';
export const PAGE_CACHE_BY_CATALOGUE = { [PAGE_CACHE_HEADER]: 'catalogue' } as const;

/** Routes that send PAGE_CACHE_BY_CATALOGUE and read no search parameter. */
const CATALOGUE_PAGES = [/^\/$/, /^\/detail\/[^/]+$/];

/** The listings, kept per validated search (filters, sort, page). */
const LISTING_PAGES = new Set(['/all-fragrances', '/new-arrivals']);

/**
 * How many orders of /all-fragrances are kept per search: the spec shuffles the listing on each
 * load, and a few seeds taken in turn keep that feel while each is rendered once per version.
 */
export const SHUFFLE_VARIANTS = 4;

/**
 * The URL a kept page is rendered from and named by: its origin, path and the search its route
 * validates, written in one order, so that parameters the route ignores (`?utm_source=…`,
 * `?r=1`) neither make a new page nor push kept ones out. null for paths never kept.
 */
export function keptPageKey(url: URL): string | null {
  if (CATALOGUE_PAGES.some((path) => path.test(url.pathname))) {
    return `${url.origin}${url.pathname}`;
  }
  if (LISTING_PAGES.has(url.pathname)) {
    const search = validateListingSearch(parseSearch(url.search));
    return `${url.origin}${url.pathname}${stringifySearch(search)}`;
  }
  return null;
}

/** How many variants of a kept page there are: the shuffled listing has several orders. */
export function keptPageVariants(url: URL): number {
  return url.pathname === '/all-fragrances' ? SHUFFLE_VARIANTS : 1;
}
