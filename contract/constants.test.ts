import { describe, it, expect } from 'vitest';
import { homeBlockSizes, recentlyViewedCap, relatedCount, STORAGE_KEYS } from './constants';

describe('width helpers', () => {
  it('homeBlockSizes treats "up to" as inclusive', () => {
    expect(homeBlockSizes(375)).toEqual({ newArrival: 4, bestSeller: 4, allFeatured: 8 });
    expect(homeBlockSizes(768)).toEqual({ newArrival: 4, bestSeller: 4, allFeatured: 8 });
    expect(homeBlockSizes(769)).toEqual({ newArrival: 6, bestSeller: 6, allFeatured: 9 });
    expect(homeBlockSizes(1024)).toEqual({ newArrival: 6, bestSeller: 6, allFeatured: 9 });
    expect(homeBlockSizes(1025)).toEqual({ newArrival: 4, bestSeller: 4, allFeatured: 8 });
  });
  it('recentlyViewedCap is 8 up to 1024 px, else 4', () => {
    expect(recentlyViewedCap(320)).toBe(8);
    expect(recentlyViewedCap(1024)).toBe(8);
    expect(recentlyViewedCap(1025)).toBe(4);
  });
  it('relatedCount is 5 / 6 / 2', () => {
    expect(relatedCount(768)).toBe(5);
    expect(relatedCount(769)).toBe(6);
    expect(relatedCount(1024)).toBe(6);
    expect(relatedCount(1440)).toBe(2);
  });
});

describe('STORAGE_KEYS', () => {
  it('keeps the names existing installs use', () => {
    expect(Object.values(STORAGE_KEYS).sort()).toEqual([
      'auth',
      'cart',
      'currentLimit',
      'currentPage',
      'currentPageCh',
      'currentProducts',
      'recentlyViewed',
      'recentlyViewedPending',
      'wishlist',
      'wishlistAccount',
    ]);
  });
});
