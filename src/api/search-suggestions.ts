import { queryOptions } from '@tanstack/react-query';
import type { Suggestion } from '../../contract/rules/search-suggestions';
import { catalogueView } from './catalogue';
import { getParsed } from './load-client';
import { searchKeys } from './search-query-keys';

/**
 * Type-ahead under the header's search box: worked out from the device's catalogue by the API's
 * own rule (online and offline), asked of `product/suggest` only when no catalogue is held.
 */
export const searchSuggestionsQueryOptions = (typed: string) =>
  queryOptions({
    queryKey: searchKeys.suggest(typed),
    queryFn: async ({ signal, client }): Promise<Suggestion[]> => {
      const rule = await import('./catalogue-search');
      return catalogueView(
        client,
        (copy) => rule.suggestFromCatalogue(copy, typed),
        async () => {
          const options = { signal, searchParams: { q: typed } };
          const answer = await getParsed(
            'product/suggest',
            (s) => s.ProductSuggestResponseSchema,
            options,
          );
          return answer.suggestions;
        },
      );
    },
  });
