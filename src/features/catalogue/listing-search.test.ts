import { describe, expect, it } from 'vitest';
import {
  EMPTY_LISTING_SIGNATURE,
  listingSignature,
  toListingSearch,
  validateListingSearch,
} from './listing-search';
import { shuffledOnce } from './shuffled-once';

describe('listing search params', () => {
  it('accepts a single value or a list, drops junk, empties and the default sort', () => {
    expect(
      validateListingSearch({
        brand: 'Dior',
        gender: ['Male', '', 'Male'],
        price: ['Over50k', 'cheap'],
        availability: 'maybe',
        sort: 'nonsense',
      }),
    ).toEqual({ brand: ['Dior'], gender: ['Male'], price: ['Over50k'] });
    expect(validateListingSearch({ sort: 'HighToLow' })).toEqual({ sort: 'HighToLow' });
    expect(
      toListingSearch(
        { gender: [], brand: [], fragranceType: [], scentType: [], price: [], availability: [] },
        'BestSeller',
      ),
    ).toEqual({});
  });

  it('gives one signature per set of filters and sort, whatever the order of values', () => {
    expect(listingSignature({})).toBe(EMPTY_LISTING_SIGNATURE);
    expect(listingSignature({ brand: ['A', 'B'] })).toBe(listingSignature({ brand: ['B', 'A'] }));
    expect(listingSignature({ brand: ['A'] })).not.toBe(listingSignature({ gender: ['A'] }));
    expect(listingSignature({ sort: 'A-Z' })).not.toBe(EMPTY_LISTING_SIGNATURE);
  });
});

describe('shuffledOnce', () => {
  it('keeps one order per loaded list and shuffles a new list afresh', () => {
    const list = Array.from({ length: 50 }, (_, i) => ({ i }));
    const first = shuffledOnce(list);
    expect(shuffledOnce(list)).toBe(first);
    expect([...first].sort((a, b) => a.i - b.i)).toEqual(list);
    expect(shuffledOnce([...list])).not.toBe(first);
  });
});
