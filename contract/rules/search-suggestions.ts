import type { Query } from 'minisearch';
import type { SearchIndex, SearchableProduct } from './search-index';
import { searchProducts } from './search-products';
import { adjacentSwaps, fuzzinessOf, keywordWords } from './search-terms';

/** At most this many suggestions under the header's search box. */
export const MAX_SUGGESTIONS = 8;
/** Brands and categories first, at most this many, then products. */
const MAX_FACETS = 3;

export interface Suggestion {
  kind: 'product' | 'brand' | 'category';
  label: string;
  productId?: string;
}

/** A brand or category name by the same forgiving words as the search (the last a prefix). */
function facetQuery(words: readonly string[]): Query {
  return {
    combineWith: 'AND',
    queries: words.map((word, i) => {
      const prefix = i === words.length - 1;
      const fuzzy = fuzzinessOf(word);
      return {
        combineWith: 'OR',
        queries: [
          { queries: [word], prefix, fuzzy: false },
          ...(fuzzy > 0 ? [{ queries: [word], prefix: false, fuzzy }] : []),
          ...adjacentSwaps(word).map((swap) => ({ queries: [swap], prefix, fuzzy: false })),
        ],
      };
    }),
  };
}

/**
 * Type-ahead for what has been typed so far (`product/suggest?q=`): matching brands and
 * categories, then the products the search would list first, at most MAX_SUGGESTIONS.
 */
export function suggestionsFor<P extends SearchableProduct>(
  index: SearchIndex<P>,
  typed: string,
): Suggestion[] {
  const words = keywordWords(typed);
  if (words.length === 0) return [];
  const facets: Suggestion[] = index.facets
    .search(facetQuery(words))
    .sort((a, b) => b.score - a.score || String(a.id).localeCompare(String(b.id)))
    .slice(0, MAX_FACETS)
    .map((r) => ({ kind: r['kind'] as 'brand' | 'category', label: String(r['label']) }));
  const products: Suggestion[] = searchProducts(index, typed)
    .products.slice(0, MAX_SUGGESTIONS - facets.length)
    .map((p) => ({ kind: 'product', label: p.name, productId: p._id }));
  return [...facets, ...products];
}
