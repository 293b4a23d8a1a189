export interface Page<T> {
  readonly items: T[];
  /** The page actually shown, clamped to 1..totalPages. */
  readonly page: number;
  /** At least 1, so an empty list still shows "Page 1/1". */
  readonly totalPages: number;
  readonly total: number;
}

function wholeAtLeastOne(n: number): number {
  return Number.isFinite(n) ? Math.max(1, Math.floor(n)) : 1;
}

/**
 * Out-of-range pages are clamped rather than answered with an empty page:
 * a remembered page number can outlive the filter that made it valid.
 */
export function paginate<T>(items: readonly T[], page: number, pageSize: number): Page<T> {
  const size = wholeAtLeastOne(pageSize);
  const total = items.length;
  const totalPages = Math.max(1, Math.ceil(total / size));
  const current = Math.min(wholeAtLeastOne(page), totalPages);
  const start = (current - 1) * size;
  return { items: items.slice(start, start + size), page: current, totalPages, total };
}

export function totalPagesFor(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / wholeAtLeastOne(pageSize)));
}
