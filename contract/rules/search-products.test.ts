import { describe, expect, it } from 'vitest';
import { buildSearchIndex, createSearchIndexCache, updateSearchIndex } from './search-index';
import { searchProducts } from './search-products';
import { suggestionsFor } from './search-suggestions';

const product = (
  n: number,
  name: string,
  brand: string,
  description: string,
  category = 'Men',
) => ({
  _id: `p${n}`,
  name,
  brand,
  description,
  category: { name: category },
  createdAt: new Date(Date.UTC(2026, 0, n)).toISOString(),
});

const products = [
  product(1, 'Velvet Oud', 'Armaf', 'Smoky and warm'),
  product(2, 'Rose Garden', 'Dior', 'A 100% fresh bouquet', 'Women'),
  product(3, 'Night Blue', 'Versace', 'Cool citrus'),
  product(4, 'Khamrah', 'Lataffa', 'Dates and praline'),
  product(5, 'Sauvage', 'Dior', 'Pepper and ambroxan'),
  product(6, 'Oud Tribute', 'Armaf', 'Inspired by a Dior classic'),
];

const names = (answer: { products: readonly { name: string }[] }) =>
  answer.products.map((p) => p.name);

describe('searchProducts', () => {
  const index = buildSearchIndex(products);

  it('matches name, description and brand regardless of case', () => {
    expect(names(searchProducts(index, 'OUD')).sort()).toEqual(['Oud Tribute', 'Velvet Oud']);
    expect(names(searchProducts(index, 'citrus'))).toEqual(['Night Blue']);
  });

  it('ranks name and brand before description, newest first among equals', () => {
    expect(names(searchProducts(index, 'dior'))).toEqual(['Sauvage', 'Rose Garden', 'Oud Tribute']);
  });

  it('forgives a wrong, missing, extra or swapped letter, and suggests the spelling', () => {
    for (const typo of ['diro', 'dyor', 'dor', 'diorr']) {
      const answer = searchProducts(index, typo);
      if (typo === 'dor') {
        // Three letters: too short to correct without guessing.
        expect(answer.products).toEqual([]);
        continue;
      }
      expect(names(answer)).toContain('Sauvage');
      expect(answer.suggestion).toBe('dior');
    }
    const versace = searchProducts(index, 'versache');
    expect(names(versace)).toEqual(['Night Blue']);
    expect(versace.suggestion).toBe('versace');
  });

  it('finds the brand by its alias, and says nothing was corrected', () => {
    const answer = searchProducts(index, 'lattafa');
    expect(names(answer)).toEqual(['Khamrah']);
    expect(answer.suggestion).toBeNull();
  });

  it('reads the last word as a prefix', () => {
    expect(names(searchProducts(index, 'sauv'))).toEqual(['Sauvage']);
    expect(names(searchProducts(index, 'rose gar'))).toEqual(['Rose Garden']);
    expect(searchProducts(index, 'sauv').suggestion).toBeNull();
  });

  it('puts exact matches before near ones', () => {
    const answer = searchProducts(index, 'rose');
    expect(names(answer)[0]).toBe('Rose Garden');
  });

  it('answers as typed only when asked', () => {
    expect(searchProducts(index, 'diro', { asTyped: true })).toEqual({
      products: [],
      suggestion: null,
    });
  });

  it('returns everything for an empty or blank keyword, newest first', () => {
    expect(names(searchProducts(index, ''))).toHaveLength(6);
    expect(names(searchProducts(index, '   '))[0]).toBe('Oud Tribute');
  });

  it('treats the keyword as text, not a pattern', () => {
    expect(names(searchProducts(index, '100%'))).toEqual(['Rose Garden']);
    expect(searchProducts(index, '.*').products).toEqual([]);
  });
});

describe('the search index', () => {
  it('answers alike when updated in place and when built afresh', () => {
    const cache = createSearchIndexCache<(typeof products)[number]>();
    cache(products);
    const changed = [
      ...products.slice(1, 4),
      product(5, 'Sauvage', 'Dior', 'Dior pepper'),
      product(7, 'Dior Homme', 'Dior', 'Iris'),
    ];
    const updated = cache(changed);
    const fresh = buildSearchIndex(changed);
    for (const keyword of ['dior', 'oud', 'pepper', 'diro', 'rose', 'arm']) {
      expect(searchProducts(updated, keyword)).toEqual(searchProducts(fresh, keyword));
    }
    expect(updateSearchIndex(fresh, changed).ordered).toHaveLength(5);
  });
});

describe('suggestionsFor', () => {
  const index = buildSearchIndex(products);

  it('offers brands and categories, then products, at most eight', () => {
    expect(suggestionsFor(index, 'di')).toEqual([
      { kind: 'brand', label: 'Dior' },
      { kind: 'product', label: 'Sauvage', productId: 'p5' },
      { kind: 'product', label: 'Rose Garden', productId: 'p2' },
      { kind: 'product', label: 'Oud Tribute', productId: 'p6' },
    ]);
    expect(suggestionsFor(index, 'wom')[0]).toEqual({ kind: 'category', label: 'Women' });
    expect(suggestionsFor(index, '')).toEqual([]);
  });
});
