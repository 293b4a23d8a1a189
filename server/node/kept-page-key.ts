import { validateListingSearch } from '../../src/features/catalogue/listing-search';
import { parseSearch, stringifySearch } from '../../src/app/search-params';

// Which server-rendered pages page-cache.ts keeps, and under which name. The routes mark a page
// keepable (PAGE_CACHE_BY_CATALOGUE, src/app/page-cache-header.ts); this says which URLs are the
// same page. Kept out of the browser's bundle: only the server names pages.

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

/**
 * Where a listing URL that names its page in another way (`?page=1`, a junk sort, parameters
 * the route ignores) should go instead: its normalised form, or null when it is that already.
 * The browser would otherwise hydrate the kept page under a URL that draws differently.
 */
export function listingRedirect(url: URL): string | null {
  if (!LISTING_PAGES.has(url.pathname)) return null;
  const search = stringifySearch(validateListingSearch(parseSearch(url.search)));
  return search === url.search ? null : `${url.pathname}${search}`;
}

/** How many variants of a kept page there are: the shuffled listing has several orders. */
export function keptPageVariants(url: URL): number {
  return url.pathname === '/all-fragrances' ? SHUFFLE_VARIANTS : 1;
}
