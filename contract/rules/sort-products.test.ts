import { describe, it, expect } from 'vitest';
import { SORT_KEYS } from '../enums';
import { sortProducts } from './sort-products';

interface P {
  id: string;
  name: string;
  price: number;
  createdAt: string;
}

const p = (id: string, name: string, price: number, createdAt: string): P => ({
  id,
  name,
  price,
  createdAt,
});

const list: P[] = [
  p('a', 'Versace Eros', 30000, '2024-03-01T00:00:00.000Z'),
  p('b', 'armaf club', 8000, '2024-01-01T00:00:00.000Z'),
  p('c', 'Dior Sauvage', 120000, '2024-02-01T00:00:00.000Z'),
];
const ids = (items: P[]) => items.map((x) => x.id);

describe('sortProducts', () => {
  it('BestSeller keeps the input order and returns a copy', () => {
    const out = sortProducts(list, 'BestSeller');
    expect(ids(out)).toEqual(['a', 'b', 'c']);
    expect(out).not.toBe(list);
  });
  it('sorts by name case-insensitively', () => {
    expect(ids(sortProducts(list, 'A-Z'))).toEqual(['b', 'c', 'a']);
    expect(ids(sortProducts(list, 'Z-A'))).toEqual(['a', 'c', 'b']);
  });
  it('sorts by price', () => {
    expect(ids(sortProducts(list, 'LowToHigh'))).toEqual(['b', 'a', 'c']);
    expect(ids(sortProducts(list, 'HighToLow'))).toEqual(['c', 'a', 'b']);
  });
  it('sorts by createdAt', () => {
    expect(ids(sortProducts(list, 'oldToNew'))).toEqual(['b', 'c', 'a']);
    expect(ids(sortProducts(list, 'newToOld'))).toEqual(['a', 'c', 'b']);
  });
  it('does not mutate the input', () => {
    sortProducts(list, 'A-Z');
    expect(ids(list)).toEqual(['a', 'b', 'c']);
  });
  it('treats an unknown key like BestSeller', () => {
    expect(ids(sortProducts(list, 'toString'))).toEqual(['a', 'b', 'c']);
  });

  // Every item ties on every key: names equal ignoring case, same price, same date.
  const ties: P[] = [
    p('1', 'Rose', 5000, '2024-01-01T00:00:00.000Z'),
    p('2', 'rose', 5000, '2024-01-01T00:00:00.000Z'),
    p('3', 'ROSE', 5000, '2024-01-01T00:00:00.000Z'),
    p('4', 'Rosé', 5000, '2024-01-01T00:00:00.000Z'),
  ];
  it.each(SORT_KEYS)('keeps ties in input order for %s', (key) => {
    expect(ids(sortProducts(ties, key))).toEqual(['1', '2', '3', '4']);
    expect(ids(sortProducts([...ties].reverse(), key))).toEqual(['4', '3', '2', '1']);
  });
});
