import { describe, it, expect } from 'vitest';
import { paginate, totalPagesFor } from './paginate';

const items = Array.from({ length: 32 }, (_, i) => i + 1);

describe('paginate', () => {
  it('returns the requested page', () => {
    expect(paginate(items, 2, 15)).toEqual({
      items: Array.from({ length: 15 }, (_, i) => i + 16),
      page: 2,
      totalPages: 3,
      total: 32,
    });
  });
  it('returns a partial last page', () => {
    expect(paginate(items, 3, 15).items).toEqual([31, 32]);
  });
  it('clamps a page past the end to the last page', () => {
    const page = paginate(items, 99, 15);
    expect(page.page).toBe(3);
    expect(page.items).toEqual([31, 32]);
  });
  it('clamps page 0, negatives and NaN to page 1', () => {
    expect(paginate(items, 0, 15).page).toBe(1);
    expect(paginate(items, -4, 15).page).toBe(1);
    expect(paginate(items, Number.NaN, 15).items[0]).toBe(1);
  });
  it('reports one page for an empty list', () => {
    expect(paginate([], 5, 15)).toEqual({ items: [], page: 1, totalPages: 1, total: 0 });
  });
  it('treats a page size below 1 as 1', () => {
    expect(paginate(items, 2, 0)).toMatchObject({ items: [2], totalPages: 32 });
  });
});

describe('totalPagesFor', () => {
  it('is at least 1 and rounds up', () => {
    expect(totalPagesFor(0, 4)).toBe(1);
    expect(totalPagesFor(4, 4)).toBe(1);
    expect(totalPagesFor(5, 4)).toBe(2);
  });
});
