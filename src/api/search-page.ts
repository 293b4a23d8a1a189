import type { Product } from '../../contract/schemas/product';

/** A results page asked for: the keyword, the page (15 a page), and whether to correct it. */
export interface SearchPageRequest {
  keyword: string;
  page: number;
  /** Only what matches as typed: the results page's "search instead for …". */
  exact: boolean;
}

/** One page of a search, with the total and the corrected keyword (null when none was needed). */
export interface SearchPage {
  products: Product[];
  currentPage: number;
  totalPages: number;
  productCount: number;
  suggestion: string | null;
}
