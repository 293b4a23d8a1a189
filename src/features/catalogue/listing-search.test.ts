import { defaultParseSearch, defaultStringifySearch } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { filtersOf } from '../../../contract/rules/listing-view';
import { toListingSearch, validateListingSearch, withPage } from './listing-search';
import { shuffledOnce } from './shuffled-once';

// What the router makes of a URL's query string, then what the route validates it to.
const fromUrl = (query: string) => validateListingSearch(defaultParseSearch(query));

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

  it('reads the page: a positive whole number, anything else is page 1 (left out)', () => {
    expect(fromUrl('?page=3')).toEqual({ page: 3 });
    expect(validateListingSearch({ page: '4' })).toEqual({ page: 4 });
    for (const bad of ['?page=1', '?page=0', '?page=-2', '?page=2.5', '?page=x', '?page=']) {
      expect(fromUrl(bad)).toEqual({});
    }
  });

  it('drops the page when filters or sort change', () => {
    expect(toListingSearch(filtersOf(fromUrl('?brand=Dior&page=4')), 'A-Z')).toEqual({
      brand: ['Dior'],
      sort: 'A-Z',
    });
    expect(withPage({ brand: ['Dior'], page: 3 }, 1)).toEqual({ brand: ['Dior'] });
    expect(withPage({ brand: ['Dior'] }, 2)).toEqual({ brand: ['Dior'], page: 2 });
  });

  it('understands plain links and GET forms as the router parses them', () => {
    expect(fromUrl('?brand=Dior')).toEqual({ brand: ['Dior'] });
    // A GET form repeats a key for each ticked box.
    expect(
      fromUrl(
        '?gender=Female&brand=Dior&brand=Armaf&price=Over50k&availability=true&sort=LowToHigh',
      ),
    ).toEqual({
      gender: ['Female'],
      brand: ['Dior', 'Armaf'],
      price: ['Over50k'],
      availability: ['true'],
      sort: 'LowToHigh',
    });
    expect(fromUrl('?brand=Giorgio+Armani&scentType=Woody%20Spicy')).toEqual({
      brand: ['Giorgio Armani'],
      scentType: ['Woody Spicy'],
    });
    // Brands that look like numbers survive the parser's number conversion.
    expect(fromUrl('?brand=212')).toEqual({ brand: ['212'] });
  });

  it("reads back the app's own links (JSON lists) as they were", () => {
    const search = { brand: ['Dior', '212'], availability: ['false' as const], page: 2 };
    expect(fromUrl(defaultStringifySearch(search))).toEqual(search);
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
