// The search's query keys: views of the catalogue under the products' prefix (query-keys.ts), so
// what changes products reaches them too. Kept apart because only the search page and the header's
// type-ahead, both loaded when wanted, need them: no first load carries them.
import { productKeys } from './query-keys';

export const searchKeys = {
  /** A page of results for a keyword, as typed (`exact`) or forgiving. */
  results: (keyword: string, page: number, exact: boolean) =>
    [...productKeys.all, 'search', keyword, page, exact] as const,
  /** Type-ahead for what has been typed in the header's search box. */
  suggest: (typed: string) => [...productKeys.all, 'suggest', typed] as const,
};
