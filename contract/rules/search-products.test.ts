import { describe, expect, it } from 'vitest';
import { searchProducts } from './search-products';

const products = [
  { name: 'Velvet Oud', description: 'Smoky and warm', brand: 'Armaf' },
  { name: 'Rose Garden', description: 'A 100% fresh bouquet', brand: 'Dior' },
  { name: 'Night Blue', description: 'Cool citrus', brand: 'Versace' },
];

describe('searchProducts', () => {
  it('matches name, description and brand regardless of case', () => {
    expect(searchProducts(products, 'OUD').map((p) => p.name)).toEqual(['Velvet Oud']);
    expect(searchProducts(products, 'citrus').map((p) => p.name)).toEqual(['Night Blue']);
    expect(searchProducts(products, 'dior').map((p) => p.name)).toEqual(['Rose Garden']);
  });

  it('returns everything for an empty or blank keyword', () => {
    expect(searchProducts(products, '')).toHaveLength(3);
    expect(searchProducts(products, '   ')).toHaveLength(3);
  });

  it('treats the keyword as text, not a pattern', () => {
    expect(searchProducts(products, '100%').map((p) => p.name)).toEqual(['Rose Garden']);
    expect(searchProducts(products, '.*')).toEqual([]);
  });
});
