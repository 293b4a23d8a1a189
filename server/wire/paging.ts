import { API_DEFAULT_LIMIT, API_DEFAULT_PAGE, API_MAX_LIMIT } from '../../contract/constants';
import { z } from '../../contract/zod';

// Clients ask for up to 1,000,000 rows and filter in the browser, so that much is honoured; more,
// or anything that is not a positive number, is clamped rather than refused: a bad remembered
// page number must never break a listing.
export const MAX_PAGE = 1_000_000_000;
export const MAX_LIMIT = API_MAX_LIMIT;

function positiveWhole(text: string | undefined, fallback: number, max: number): number {
  if (text === undefined || text.trim() === '') return fallback;
  const n = Number(text);
  if (!Number.isFinite(n) || n < 1) return fallback;
  return Math.min(Math.floor(n), max);
}

/** `?page=&limit=` as sent: never refused, readPaging() makes numbers of them. */
export const PagingQuerySchema = z.object({
  page: z.optional(z.string()),
  limit: z.optional(z.string()),
});

export interface Paging {
  page: number;
  limit: number;
  offset: number;
}

export function readPaging(
  query: { page?: string; limit?: string },
  defaults = { page: API_DEFAULT_PAGE, limit: API_DEFAULT_LIMIT },
): Paging {
  const page = positiveWhole(query.page, defaults.page, MAX_PAGE);
  const limit = positiveWhole(query.limit, defaults.limit, MAX_LIMIT);
  return { page, limit, offset: (page - 1) * limit };
}

/** At least 1, so an empty catalogue still reads "Page 1/1". */
export function totalPages(count: number, limit: number): number {
  return Math.max(1, Math.ceil(count / limit));
}
