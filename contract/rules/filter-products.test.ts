import { describe, it, expect, expectTypeOf } from 'vitest';
import { NAV_BRANDS } from '../enums';
import {
  EMPTY_FILTERS,
  brandMatches,
  countSelected,
  emptyFilters,
  filterOptions,
  filterProducts,
  toggleFilterValue,
  type FilterableProduct,
} from './filter-products';
import {
  FILTER_GROUPS,
  parseListingFilters,
  parseListingSearch,
  type ListingFilters,
} from './listing-search-params';

interface P extends FilterableProduct {
  id: string;
}

const catalogue: P[] = [
  {
    id: 'dior',
    gender: 'Male',
    brand: 'Dior',
    fragranceType: 'Eau De Parfum',
    scentType: 'Fresh',
    price: 125000,
    isAvailable: true,
  },
  {
    id: 'lat',
    gender: 'Unisex',
    brand: 'Lataffa',
    fragranceType: 'Perfum Oil',
    scentType: 'Vanilla',
    price: 9999.99,
    isAvailable: true,
  },
  {
    id: 'choo',
    gender: 'Female',
    brand: 'Jimmy Choo',
    fragranceType: 'Eau De Toilette',
    scentType: 'Rose',
    price: 10000,
    isAvailable: false,
  },
  {
    id: 'arm',
    gender: 'Male',
    brand: 'Armani',
    fragranceType: 'Eau De Toilette',
    scentType: 'Citrus',
    price: 50000,
    isAvailable: true,
  },
  {
    id: 'gio',
    gender: 'male',
    brand: 'Giorgio Armani',
    fragranceType: 'Body Spray',
    scentType: 'Cedar',
    price: 49999,
    isAvailable: false,
  },
];

const ids = (items: P[]) => items.map((p) => p.id);
const withFilters = (partial: Partial<ListingFilters>): ListingFilters => ({
  ...emptyFilters(),
  ...partial,
});

describe('filterProducts', () => {
  it('puts a product in the price bucket of the price the shopper pays now', () => {
    const now = new Date('2026-11-28T12:00:00.000Z');
    const [base] = catalogue;
    if (!base) throw new Error('no product');
    const onSale: P = {
      ...base,
      id: 'sale',
      price: 52000,
      sale: { price: 41600, endsAt: '2026-11-29T00:00:00.000Z' },
    };
    const endedSale: P = {
      ...onSale,
      id: 'ended',
      sale: { price: 41600, endsAt: '2026-11-01T00:00:00.000Z' },
    };
    const middle = filterProducts([onSale, endedSale], withFilters({ price: ['10kTo50K'] }), now);
    expect(ids(middle)).toEqual(['sale']);
    const top = filterProducts([onSale, endedSale], withFilters({ price: ['Over50k'] }), now);
    expect(ids(top)).toEqual(['ended']);
  });

  it('returns everything, in order, with no filters', () => {
    expect(ids(filterProducts(catalogue, EMPTY_FILTERS))).toEqual([
      'dior',
      'lat',
      'choo',
      'arm',
      'gio',
    ]);
  });
  it('filters by gender (OR within the group, case-insensitive)', () => {
    expect(ids(filterProducts(catalogue, withFilters({ gender: ['Male'] })))).toEqual([
      'dior',
      'arm',
      'gio',
    ]);
    expect(ids(filterProducts(catalogue, withFilters({ gender: ['Female', 'Unisex'] })))).toEqual([
      'lat',
      'choo',
    ]);
  });
  it('filters by brand', () => {
    expect(ids(filterProducts(catalogue, withFilters({ brand: ['Dior', 'Armani'] })))).toEqual([
      'dior',
      'arm',
    ]);
  });
  it('filters by fragrance type', () => {
    expect(
      ids(filterProducts(catalogue, withFilters({ fragranceType: ['Eau De Toilette'] }))),
    ).toEqual(['choo', 'arm']);
  });
  it('filters by scent type', () => {
    expect(ids(filterProducts(catalogue, withFilters({ scentType: ['Rose', 'Cedar'] })))).toEqual([
      'choo',
      'gio',
    ]);
  });
  it('filters by price bucket, edges included once', () => {
    expect(ids(filterProducts(catalogue, withFilters({ price: ['Under10K'] })))).toEqual(['lat']);
    expect(ids(filterProducts(catalogue, withFilters({ price: ['10kTo50K'] })))).toEqual([
      'choo',
      'gio',
    ]);
    expect(ids(filterProducts(catalogue, withFilters({ price: ['Over50k'] })))).toEqual([
      'dior',
      'arm',
    ]);
    expect(ids(filterProducts(catalogue, withFilters({ price: ['Under10K', 'Over50k'] })))).toEqual(
      ['dior', 'lat', 'arm'],
    );
  });
  it('filters by availability', () => {
    expect(ids(filterProducts(catalogue, withFilters({ availability: ['true'] })))).toEqual([
      'dior',
      'lat',
      'arm',
    ]);
    expect(ids(filterProducts(catalogue, withFilters({ availability: ['false'] })))).toEqual([
      'choo',
      'gio',
    ]);
    expect(
      ids(filterProducts(catalogue, withFilters({ availability: ['true', 'false'] }))),
    ).toHaveLength(5);
  });
  it('combines groups with AND', () => {
    expect(
      ids(filterProducts(catalogue, withFilters({ gender: ['Male'], availability: ['true'] }))),
    ).toEqual(['dior', 'arm']);
    expect(
      ids(
        filterProducts(
          catalogue,
          withFilters({
            gender: ['Male'],
            price: ['Over50k'],
            fragranceType: ['Eau De Toilette'],
            scentType: ['Citrus'],
            brand: ['Armani'],
            availability: ['true'],
          }),
        ),
      ),
    ).toEqual(['arm']);
    expect(
      filterProducts(catalogue, withFilters({ gender: ['Female'], availability: ['true'] })),
    ).toEqual([]);
  });
});

describe('brand matching', () => {
  it('is case-insensitive: nav "jimmy Choo" finds "Jimmy Choo"', () => {
    expect(brandMatches('jimmy Choo', 'Jimmy Choo')).toBe(true);
    expect(ids(filterProducts(catalogue, withFilters({ brand: ['jimmy Choo'] })))).toEqual([
      'choo',
    ]);
  });
  it('matches nav "Lattafa" to product "Lataffa" and back', () => {
    expect(ids(filterProducts(catalogue, withFilters({ brand: ['Lattafa'] })))).toEqual(['lat']);
    expect(brandMatches('Lataffa', 'Lattafa')).toBe(true);
  });
  it('matches "Giorgio Armani" to plain "Armani", but not the reverse', () => {
    expect(ids(filterProducts(catalogue, withFilters({ brand: ['Giorgio Armani'] })))).toEqual([
      'arm',
      'gio',
    ]);
    expect(ids(filterProducts(catalogue, withFilters({ brand: ['Armani'] })))).toEqual(['arm']);
  });
  it('does not treat unrelated brands or prototype names as aliases', () => {
    expect(brandMatches('Dior', 'Armani')).toBe(false);
    expect(brandMatches('constructor', 'Armani')).toBe(false);
  });
  it('lets every nav brand that the product form knows reach a product brand', () => {
    const formBrands = [
      'Armaf',
      'Armani',
      'Dior',
      'Dolce & Gabbana',
      'Essenza',
      'Hugo Boss',
      'Jimmy Choo',
      'Lataffa',
      'Mont Blanc',
      'Ralph Lauren',
      'Versace',
      'Yves Saint Laurent',
      'Zaien',
    ];
    const unmatched = NAV_BRANDS.filter((nav) => !formBrands.some((b) => brandMatches(nav, b)));
    expect(unmatched).toEqual(['Adidas', 'Calvin klein']);
  });
});

describe('countSelected', () => {
  it('counts values across all groups', () => {
    expect(countSelected(EMPTY_FILTERS)).toBe(0);
    expect(
      countSelected(
        withFilters({ gender: ['Male', 'Female'], price: ['Over50k'], availability: ['true'] }),
      ),
    ).toBe(4);
  });
});

describe('toggleFilterValue', () => {
  it('adds then removes a value without mutating', () => {
    const start = emptyFilters();
    const added = toggleFilterValue(start, 'price', 'Over50k');
    expect(added.price).toEqual(['Over50k']);
    expect(start.price).toEqual([]);
    expect(toggleFilterValue(added, 'price', 'Over50k').price).toEqual([]);
  });
});

describe('filterOptions', () => {
  it('lists sorted distinct non-empty values, merging case variants', () => {
    const withBlank: FilterableProduct[] = [
      ...catalogue,
      { gender: ' ', brand: '', fragranceType: '', scentType: '', price: 1, isAvailable: true },
    ];
    expect(filterOptions(withBlank)).toEqual({
      gender: ['Female', 'Male', 'Unisex'],
      brand: ['Armani', 'Dior', 'Giorgio Armani', 'Jimmy Choo', 'Lataffa'],
      fragranceType: ['Body Spray', 'Eau De Parfum', 'Eau De Toilette', 'Perfum Oil'],
      scentType: ['Cedar', 'Citrus', 'Fresh', 'Rose', 'Vanilla'],
    });
  });
  it('shows the first spelling seen of values that differ only in case or spaces', () => {
    const spellings = ['dior ', 'Dior', ' DIOR', 'Chanel', 'chanel'].map((brand) => ({
      gender: 'Male',
      brand,
      fragranceType: 'Eau De Parfum',
      scentType: 'Fresh',
      price: 1,
      isAvailable: true,
    }));
    expect(filterOptions(spellings).brand).toEqual(['Chanel', 'dior']);
  });
  it('is empty for no products', () => {
    expect(filterOptions([])).toEqual({ gender: [], brand: [], fragranceType: [], scentType: [] });
  });
});

describe('parseListingFilters', () => {
  it('defaults every group to an empty list', () => {
    expect(parseListingFilters({})).toEqual(emptyFilters());
  });
  it('accepts single values and lists, trimming and deduplicating', () => {
    expect(
      parseListingFilters({ gender: 'Male', brand: ['Dior', ' Dior ', '', 'Armani'] }),
    ).toMatchObject({
      gender: ['Male'],
      brand: ['Dior', 'Armani'],
    });
  });
  it('reads numbers and booleans as their text and drops other junk', () => {
    expect(
      parseListingFilters({ brand: [212, true, null, { a: 1 }, ['Dior']], scentType: null }),
    ).toMatchObject({ brand: ['212', 'true'], scentType: [] });
  });
  it('drops unknown price and availability values instead of failing', () => {
    expect(
      parseListingFilters({
        price: ['Over50k', 'Cheap', 5, 'Over50k'],
        availability: ['true', 'maybe', false],
      }),
    ).toMatchObject({
      price: ['Over50k'],
      availability: ['true', 'false'],
    });
    expect(parseListingFilters({ price: 'under10k' }).price).toEqual([]);
  });
  it('keeps only the filter groups', () => {
    expect(Object.keys(parseListingFilters({ sort: 'A-Z', page: 2, keyword: 'x' }))).toEqual(
      FILTER_GROUPS,
    );
  });
  it('produces ListingFilters', () => {
    expectTypeOf(parseListingFilters({})).toEqualTypeOf<ListingFilters>();
  });
});

describe('parseListingSearch', () => {
  it('defaults sort to BestSeller and page to 1', () => {
    expect(parseListingSearch({})).toEqual({ ...emptyFilters(), sort: 'BestSeller', page: 1 });
  });
  it('keeps valid sort and page, replaces invalid ones', () => {
    expect(parseListingSearch({ sort: 'HighToLow', page: '3' })).toMatchObject({
      sort: 'HighToLow',
      page: 3,
    });
    expect(parseListingSearch({ sort: 'cheapest', page: '-2' })).toMatchObject({
      sort: 'BestSeller',
      page: 1,
    });
    expect(parseListingSearch({ page: 2.5 }).page).toBe(1);
    expect(parseListingSearch({ page: 4 }).page).toBe(4);
  });
  it('reads a repeated sort or page, or a wrongly cased sort, as the default', () => {
    expect(parseListingSearch({ sort: ['A-Z', 'Z-A'], page: ['2', '3'] })).toMatchObject({
      sort: 'BestSeller',
      page: 1,
    });
    expect(parseListingSearch({ sort: 'a-z' }).sort).toBe('BestSeller');
  });
  it('reads a page too large to count exactly as page 1 rather than failing', () => {
    expect(parseListingSearch({ page: '1e20' }).page).toBe(1);
    expect(parseListingSearch({ page: '9007199254740993' }).page).toBe(1);
    expect(parseListingSearch({ page: String(Number.MAX_SAFE_INTEGER) }).page).toBe(
      Number.MAX_SAFE_INTEGER,
    );
  });
});
