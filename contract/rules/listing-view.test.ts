import { describe, expect, it } from 'vitest';
import { LISTING_PAGE_SIZE } from '../constants';
import { emptyFilters } from './filter-products';
import { listingOrder, listingView, type ListableProduct } from './listing-view';
import { randomSeed, seededRandom } from './seeded-random';

interface P extends ListableProduct {
  id: number;
}

// 40 products: every third is Dior, odd ids out of stock, prices rising with the id.
const catalogue: P[] = Array.from({ length: 40 }, (_, i) => ({
  id: i,
  name: `Perfume ${String(i).padStart(2, '0')}`,
  gender: i % 2 === 0 ? 'Female' : 'Male',
  brand: i % 3 === 0 ? 'Dior' : 'Armaf',
  fragranceType: 'Eau De Parfum',
  scentType: i % 4 === 0 ? 'Rose' : 'Oud',
  price: 5_000 + i * 2_000,
  isAvailable: i % 2 === 0,
  createdAt: new Date(Date.UTC(2024, 0, 1 + i)).toISOString(),
}));
const ids = (items: readonly P[]) => items.map((p) => p.id);

describe('seededRandom', () => {
  it('gives the same numbers in [0, 1) for the same seed and others for another seed', () => {
    const a = seededRandom(123);
    const b = seededRandom(123);
    const first = Array.from({ length: 100 }, () => a());
    expect(Array.from({ length: 100 }, () => b())).toEqual(first);
    expect(first.every((n) => n >= 0 && n < 1)).toBe(true);
    const c = seededRandom(124);
    expect(Array.from({ length: 100 }, () => c())).not.toEqual(first);
  });

  it('makes unsigned 32-bit seeds', () => {
    expect(randomSeed(() => 0)).toBe(0);
    expect(randomSeed(() => 0.999999999999)).toBe(4294967295);
    expect(Number.isInteger(randomSeed())).toBe(true);
  });
});

describe('listingView', () => {
  it('shuffles the same way for the same seed, and keeps the catalogue order without one', () => {
    const one = listingView(catalogue, emptyFilters(), 'BestSeller', 1, 7);
    expect(ids(listingView(catalogue, emptyFilters(), 'BestSeller', 1, 7).items)).toEqual(
      ids(one.items),
    );
    expect(ids(one.items)).not.toEqual(ids(catalogue.slice(0, LISTING_PAGE_SIZE)));
    expect(ids(listingView(catalogue, emptyFilters(), 'BestSeller', 1, 8).items)).not.toEqual(
      ids(one.items),
    );
    expect(one.seed).toBe(7);

    const unshuffled = listingView(catalogue, emptyFilters(), 'BestSeller', 1, undefined);
    expect(ids(unshuffled.items)).toEqual(ids(catalogue.slice(0, LISTING_PAGE_SIZE)));
    expect(unshuffled.seed).toBeUndefined();
  });

  it('pages the shuffled order: the pages together are the whole catalogue once', () => {
    const pages = [1, 2, 3].map((page) =>
      listingView(catalogue, emptyFilters(), 'BestSeller', page, 99),
    );
    expect(pages.map((v) => v.items.length)).toEqual([15, 15, 10]);
    expect(pages.map((v) => [v.page, v.totalPages, v.total])).toEqual([
      [1, 3, 40],
      [2, 3, 40],
      [3, 3, 40],
    ]);
    const all = pages.flatMap((v) => ids(v.items));
    expect(all).toEqual(ids(listingOrder(catalogue, 99)));
    expect([...all].sort((a, b) => a - b)).toEqual(ids(catalogue));
  });

  it('clamps a page past the end to the last page', () => {
    const view = listingView(catalogue, emptyFilters(), 'BestSeller', 9, 1);
    expect([view.page, view.totalPages, view.items.length]).toEqual([3, 3, 10]);
  });

  it('filters and sorts before paging, with options from the whole catalogue', () => {
    const filters = { ...emptyFilters(), brand: ['Dior'], availability: ['true' as const] };
    const view = listingView(catalogue, filters, 'HighToLow', 1, 5);
    // Dior (every third) and in stock (even): 0, 6, 12, ..., 36.
    expect(ids(view.items)).toEqual([36, 30, 24, 18, 12, 6, 0]);
    expect([view.total, view.totalPages, view.page]).toEqual([7, 1, 1]);
    expect(view.options.brand).toEqual(['Armaf', 'Dior']);
    expect(view.options.scentType).toEqual(['Oud', 'Rose']);
  });

  it('answers an empty page 1 of 1 when nothing matches', () => {
    const view = listingView(catalogue, { ...emptyFilters(), brand: ['Nobody'] }, 'A-Z', 2, 3);
    expect(view).toMatchObject({ items: [], total: 0, totalPages: 1, page: 1 });
  });
});
