import { describe, expect, it } from 'vitest';
import { validateListingSearch } from '../features/catalogue/listing-search';
import { parseSearch, stringifySearch } from './search-params';

describe('URL search params', () => {
  it('reads repeated keys as a list and single keys as text, as HTML forms write them', () => {
    expect(parseSearch('?brand=Dior&brand=Armaf&page=2&keyword=212')).toEqual({
      brand: ['Dior', 'Armaf'],
      page: '2',
      keyword: '212',
    });
    expect(parseSearch('')).toEqual({});
  });

  it('writes lists as repeated keys and round-trips a listing search through its validator', () => {
    const search = { brand: ['Dior', 'Lattafa'], gender: ['Female'], sort: 'A-Z', page: 3 };
    const text = stringifySearch(search);
    expect(text).toBe('?brand=Dior&brand=Lattafa&gender=Female&sort=A-Z&page=3');
    expect(validateListingSearch(parseSearch(text))).toEqual(search);
    // One value comes back as a list of one.
    expect(validateListingSearch(parseSearch(stringifySearch({ brand: ['Dior'] })))).toEqual({
      brand: ['Dior'],
    });
  });

  it('leaves out empty values and encodes what a URL cannot hold', () => {
    expect(stringifySearch({ keyword: 'oud & musk', id: undefined })).toBe('?keyword=oud+%26+musk');
    expect(stringifySearch({})).toBe('');
  });
});
