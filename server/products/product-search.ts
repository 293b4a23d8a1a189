import { createSearchIndexCache } from '../../contract/rules/search-index';
import { searchProducts } from '../../contract/rules/search-products';
import { suggestionsFor } from '../../contract/rules/search-suggestions';
import type { Product } from '../../contract/schemas/product';
import { SearchKeywordSchema } from '../../contract/schemas/product-search';
import type { CatalogueView } from '../catalogue/catalogue-store';
import { joinJson } from '../catalogue/catalogue-read';
import { ApiError } from '../wire/api-error';
import { firstIssueMessage } from '../../contract/schemas/errors';
import { readPaging, totalPages } from '../wire/paging';

/** What `product/search/:keyword` was asked: the keyword, and paging when either part came. */
export interface SearchRequest {
  keyword: string;
  exact: boolean;
  page?: string;
  limit?: string;
}

/** The keyword as searched (URL-decoded by the router), or 400 when over its length. */
export function searchKeyword(raw: string | undefined): string {
  const parsed = SearchKeywordSchema.safeParse((raw ?? '').trim());
  if (!parsed.success) throw new ApiError(400, firstIssueMessage(parsed.error));
  return parsed.data;
}

/** The normalised request: what names its answer for ETags. */
export function searchKey({ keyword, exact, page, limit }: SearchRequest): string {
  const paged = page !== undefined || limit !== undefined;
  const paging = paged ? readPaging({ page, limit }) : undefined;
  return `search:${exact ? 'exact' : 'near'}:${paging ? `${paging.page}:${paging.limit}` : 'all'}:${keyword}`;
}

/**
 * The search answers of one API: the contract's rule over one index per catalogue version, the
 * same rule and index the browser runs over its copy. Only a change of a product's text indexes
 * anything again; an order (a stock change) reuses the index.
 */
export function createProductSearch() {
  const indexOf = createSearchIndexCache<Product>();

  function encodedOf(view: CatalogueView, products: readonly Product[]) {
    return products.flatMap((p) => {
      const encoded = view.encoded[view.indexOfId(p._id) ?? -1];
      return encoded ? [encoded] : [];
    });
  }

  return {
    answer(view: CatalogueView, request: SearchRequest, origin: string) {
      const { products, suggestion } = searchProducts(indexOf(view.products), request.keyword, {
        asTyped: request.exact,
      });
      const paged = request.page !== undefined || request.limit !== undefined;
      if (!paged) {
        const head = JSON.stringify({ success: true, suggestion });
        return joinJson(
          `${head.slice(0, -1)},"products":[`,
          encodedOf(view, products),
          ']}',
          origin,
        );
      }
      const { page, limit, offset } = readPaging(request);
      const head = JSON.stringify({
        success: true,
        suggestion,
        currentPage: page,
        totalPages: totalPages(products.length, limit),
        productCount: products.length,
      });
      const shown = encodedOf(view, products.slice(offset, offset + limit));
      return joinJson(`${head.slice(0, -1)},"products":[`, shown, ']}', origin);
    },

    suggest(view: CatalogueView, typed: string) {
      return JSON.stringify({
        success: true,
        suggestions: suggestionsFor(indexOf(view.products), typed),
      });
    },
  };
}
