import { describe, it, expect } from 'vitest';
import { addRecentlyViewed } from './recently-viewed';

describe('addRecentlyViewed', () => {
  it('puts the newest id first', () => {
    expect(addRecentlyViewed(['b', 'a'], 'c', 8)).toEqual(['c', 'b', 'a']);
  });
  it('moves an existing id to the front instead of duplicating it', () => {
    expect(addRecentlyViewed(['c', 'b', 'a'], 'a', 8)).toEqual(['a', 'c', 'b']);
  });
  it('drops the oldest ids beyond the cap', () => {
    expect(addRecentlyViewed(['d', 'c', 'b', 'a'], 'e', 4)).toEqual(['e', 'd', 'c', 'b']);
  });
  it('trims an over-long stored list to the cap', () => {
    const stored = ['8', '7', '6', '5', '4', '3', '2', '1'];
    expect(addRecentlyViewed(stored, '9', 4)).toEqual(['9', '8', '7', '6']);
  });
  it('removes duplicates already in the stored list', () => {
    expect(addRecentlyViewed(['b', 'b', 'a'], 'c', 8)).toEqual(['c', 'b', 'a']);
  });
  it('does not mutate the input', () => {
    const list = ['a'];
    addRecentlyViewed(list, 'b', 8);
    expect(list).toEqual(['a']);
  });
  it('ignores an empty id and a non-positive cap', () => {
    expect(addRecentlyViewed(['a'], '', 8)).toEqual(['a']);
    expect(addRecentlyViewed(['a'], 'b', 0)).toEqual([]);
  });
});
