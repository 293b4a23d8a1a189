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

  describe('by the price the shopper pays now', () => {
    const now = new Date('2026-11-28T12:00:00.000Z');
    const onSale = {
      ...p('sale', 'Oud Royale', 20700, '2024-01-01T00:00:00.000Z'),
      sale: { price: 16560, endsAt: '2026-11-29T00:00:00.000Z' },
    };
    const plain = { ...p('plain', 'Amber Night', 19100, '2024-01-01T00:00:00.000Z'), sale: null };
    const ended = {
      ...p('ended', 'Cedar', 18000, '2024-01-01T00:00:00.000Z'),
      sale: { price: 9000, endsAt: '2026-11-28T11:59:59.000Z' },
    };
    const items = [plain, ended, onSale];

    it('puts a sale at 16,560 before a product at 19,100 (low to high)', () => {
      expect(ids(sortProducts(items, 'LowToHigh', now))).toEqual(['sale', 'ended', 'plain']);
    });
    it('reverses for high to low, an ended sale counting at its list price', () => {
      expect(ids(sortProducts(items, 'HighToLow', now))).toEqual(['plain', 'ended', 'sale']);
    });
    it('uses the list price once the sale is over', () => {
      const later = new Date('2026-11-30T00:00:00.000Z');
      expect(ids(sortProducts(items, 'LowToHigh', later))).toEqual(['ended', 'plain', 'sale']);
    });
  });
});
