import type { QueryClient } from '@tanstack/react-query';
import type { KeptPage } from '../../server/pages/page-renderer';
import type { AppRouter } from './router';

// The one reader of the routes' `staticData.keptPage` (app/router.tsx): which server-rendered
// pages the Node host may keep (server/node/page-cache.ts), and whether a render may be the one.

/** A kept page's name, and where a URL that names it otherwise is sent. */
function namedPage(router: AppRouter, url: URL) {
  const [routes, , found] = router.getMatchedRoutes(url.pathname);
  const rule = found?.options.staticData?.keptPage;
  if (!rule) return null;
  const validators = routes.flatMap((route) => {
    const validate: unknown = route.options.validateSearch;
    return typeof validate === 'function' ? [validate as (raw: unknown) => object] : [];
  });
  // The search as the route reads and writes it: none for a route that validates none.
  const raw = router.options.parseSearch(url.search);
  const search =
    validators.length === 0
      ? ''
      : router.options.stringifySearch(Object.assign({}, ...validators.map((v) => v(raw))));
  const moved = validators.length > 0 && search !== url.search;
  return {
    page: { url: `${url.origin}${url.pathname}${search}`, variants: rule.variants },
    redirect: moved ? `${url.pathname}${search}` : null,
  };
}

/**
 * The page a GET of `url` opens, when its route lets the server keep it: named by its path and
 * the search its route reads. A route that validates no search (the home page, a product page)
 * draws the same page whatever follows `?`, so its page is named without. null too for a URL
 * that names a kept page otherwise than its route writes it: that one is redirected.
 */
export function keptPageOf(router: AppRouter, url: URL): KeptPage | null {
  const named = namedPage(router, url);
  return named && !named.redirect ? named.page : null;
}

/**
 * Where a GET of a kept route's URL that names its page otherwise (`?page=1`, a junk sort,
 * parameters the route ignores) is sent: the page's own URL. Else the browser would hydrate the
 * kept page under a URL that draws differently.
 */
export function keptPageRedirect(router: AppRouter, url: URL): string | null {
  return namedPage(router, url)?.redirect ?? null;
}

/**
 * Whether the page just rendered may be kept: its route says so, and it came out whole (every
 * route matched, no query failed: a product or a home block that could not load is drawn with
 * Retry or empty, and is not the page to hand the next shoppers).
 */
export function renderMayBeKept(router: AppRouter, queryClient: QueryClient): boolean {
  const { matches } = router.state;
  return (
    matches.at(-1)?.staticData.keptPage !== undefined &&
    matches.every((match) => match.status === 'success') &&
    queryClient
      .getQueryCache()
      .getAll()
      .every((query) => query.state.status !== 'error')
  );
}
