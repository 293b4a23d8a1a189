import { z } from '../zod';

/** Longer keywords are refused: no shopper types one, and each word costs a walk of the index. */
export const MAX_SEARCH_KEYWORD = 200;
/** Type-ahead text longer than this is refused. */
export const MAX_SUGGEST_TEXT = 100;

export const SEARCH_MESSAGES = {
  keywordTooLong: `Search keyword must be at most ${MAX_SEARCH_KEYWORD} characters`,
  suggestTooLong: `q must be at most ${MAX_SUGGEST_TEXT} characters`,
  exactFlag: 'exact must be true or false',
} as const;

/** The keyword of `product/search/:keyword`, URL-decoded. */
export const SearchKeywordSchema = z
  .string()
  .check(z.maxLength(MAX_SEARCH_KEYWORD, SEARCH_MESSAGES.keywordTooLong));

/**
 * `?page=&limit=` read as `product/all` reads them (clamped, never refused); both absent: every
 * match. `exact=true` answers only what matches as typed (the results page's "search instead").
 */
export const ProductSearchQuerySchema = z.object({
  page: z.optional(z.string()),
  limit: z.optional(z.string()),
  exact: z.optional(z.enum(['true', 'false'], SEARCH_MESSAGES.exactFlag)),
});

/** `GET /product/suggest?q=`: what has been typed so far; empty or absent suggests nothing. */
export const ProductSuggestQuerySchema = z.object({
  q: z._default(
    z.string().check(z.maxLength(MAX_SUGGEST_TEXT, SEARCH_MESSAGES.suggestTooLong)),
    '',
  ),
});

export const SuggestionSchema = z.object({
  kind: z.enum(['product', 'brand', 'category']),
  label: z.string(),
  productId: z.optional(z.string()),
});

export const ProductSuggestResponseSchema = z.object({
  success: z.literal(true),
  suggestions: z.array(SuggestionSchema).check(z.maxLength(8)),
});
export type ProductSuggestResponse = z.infer<typeof ProductSuggestResponseSchema>;
