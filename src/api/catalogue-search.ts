import { LISTING_PAGE_SIZE } from '../../contract/constants';
import { paginate } from '../../contract/rules/paginate';
import { createSearchIndexCache } from '../../contract/rules/search-index';
import { searchProducts } from '../../contract/rules/search-products';
import { suggestionsFor, type Suggestion } from '../../contract/rules/search-suggestions';
import type { Product } from '../../contract/schemas/product';
import type { Catalogue } from './catalogue';
import type { SearchPage, SearchPageRequest } from './search-page';

// The search over the device's copy of the catalogue: the API's own rule and index
// (contract/rules/search-*.ts), so a search answers the same offline as online. Loaded by
// search-rule.ts when a search is made, never with a page that does not search (MiniSearch and
// the index are about 8 KB gzipped).

/** One index per catalogue version: the copy is a new object only when its version moves. */
const indexOf = createSearchIndexCache<Product>();

export function searchCatalogue(copy: Catalogue, request: SearchPageRequest): SearchPage {
  const { products, suggestion } = searchProducts(indexOf(copy.products), request.keyword, {
    asTyped: request.exact,
  });
  const page = paginate(products, request.page, LISTING_PAGE_SIZE);
  return {
    products: page.items,
    currentPage: page.page,
    totalPages: page.totalPages,
    productCount: page.total,
    suggestion,
  };
}

export function suggestFromCatalogue(copy: Catalogue, typed: string): Suggestion[] {
  return suggestionsFor(indexOf(copy.products), typed);
}
