import { queryOptions } from '@tanstack/react-query';
import { LISTING_PAGE_SIZE } from '../../contract/constants';
import { catalogueView } from './catalogue';
import type { InProcessApi } from './in-process-api';
import { getParsed } from './load-client';
import { searchKeys } from './search-query-keys';
import type { SearchPage, SearchPageRequest } from './search-page';

// Only the search page imports this module (its route loads it when it loads): a page that does
// not search carries none of it (scripts/vite/storefront-chunks.ts keeps it out of the shared
// chunk).

/** The search rule and its index, loaded with the first search (never with a page's first load). */
export const loadCatalogueSearch = () => import('./catalogue-search');

/**
 * One page of a search (15 a page, the total, the corrected keyword): worked out from the
 * device's catalogue by the API's own rule, online and offline alike; asked of the API only when
 * no catalogue is held. An empty keyword lists everything.
 */
export const searchProductsQueryOptions = (
  request: SearchPageRequest,
  inProcessApi?: InProcessApi,
) =>
  queryOptions({
    queryKey: searchKeys.results(request.keyword, request.page, request.exact),
    queryFn: async ({ signal, client }): Promise<SearchPage> => {
      const rule = await loadCatalogueSearch();
      return catalogueView(
        client,
        (copy) => rule.searchCatalogue(copy, request),
        async () => {
          const path = `product/search/${encodeURIComponent(request.keyword)}`;
          const searchParams: Record<string, string | number> = {
            page: request.page,
            limit: LISTING_PAGE_SIZE,
          };
          if (request.exact) searchParams['exact'] = 'true';
          const options = { signal, inProcessApi, searchParams };
          const answer = await getParsed(path, (s) => s.ProductSearchResponseSchema, options);
          return {
            products: answer.products,
            currentPage: answer.currentPage ?? request.page,
            totalPages: answer.totalPages ?? 1,
            productCount: answer.productCount ?? answer.products.length,
            suggestion: answer.suggestion ?? null,
          };
        },
      );
    },
  });
