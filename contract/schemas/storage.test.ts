import { describe, it, expect } from 'vitest';
import { MAX_UNITS_PER_LINE, STORAGE_KEYS } from '../constants';
import { sampleProduct } from '../test-support/sample-product';
import {
  STORAGE_SCHEMAS,
  StoredAuthSchema,
  StoredCartSchema,
  StoredPageNumberSchema,
  StoredProductsSchema,
  StoredRecentlyViewedSchema,
  serializePageNumber,
} from './storage';
import { parseStored } from '../parse-stored';

const auth = {
  success: true,
  message: 'Login successful',
  user: {
    _id: 'u1',
    name: 'Ada',
    username: 'ada',
    email: 'ada@example.com',
    role: 1,
    address: { street: '', city: '', state: '', zip: '' },
    image: '',
    token: 't',
  },
};

describe('parseStored', () => {
  it('returns null for an absent key', () => {
    expect(parseStored(StoredAuthSchema, null)).toBeNull();
  });
  it('returns null for corrupt JSON instead of throwing', () => {
    expect(parseStored(StoredAuthSchema, '{"success":tru')).toBeNull();
    expect(parseStored(StoredCartSchema, 'undefined')).toBeNull();
    expect(parseStored(StoredPageNumberSchema, '')).toBeNull();
  });
  it('returns null for the wrong shape', () => {
    expect(parseStored(StoredAuthSchema, JSON.stringify({ error: 'nope' }))).toBeNull();
    expect(parseStored(StoredCartSchema, JSON.stringify({ items: [] }))).toBeNull();
    expect(parseStored(StoredRecentlyViewedSchema, '"abc"')).toBeNull();
  });
  it('reads a stored auth response', () => {
    expect(parseStored(StoredAuthSchema, JSON.stringify(auth))?.user.role).toBe(1);
  });
});

describe('stored cart', () => {
  const item = { ...sampleProduct(), isAdded: true, addedQty: 2 };
  it('reads valid items', () => {
    expect(parseStored(StoredCartSchema, JSON.stringify([item]))).toEqual([item]);
  });
  it('drops broken items and duplicate ids, keeping the rest', () => {
    const raw = JSON.stringify([{ _id: 'broken' }, item, { ...item, addedQty: 5 }, 42]);
    expect(parseStored(StoredCartSchema, raw)).toEqual([item]);
  });
  it('fills fields older builds did not write', () => {
    const { isavailability: _i, isAdded: _a, addedQty: _q, returnPolicy: _r, ...legacy } = item;
    const parsed = parseStored(StoredCartSchema, JSON.stringify([{ ...legacy, avgRating: null }]));
    expect(parsed?.[0]).toMatchObject({
      isAdded: true,
      addedQty: 1,
      isavailability: true,
      returnPolicy: '',
      avgRating: 0,
    });
  });
  it('drops items with an invalid quantity', () => {
    expect(parseStored(StoredCartSchema, JSON.stringify([{ ...item, addedQty: 0 }]))).toEqual([]);
  });
  it('brings a line stored above the per-order cap back at the cap, never dropped', () => {
    const big = { ...item, quantity: 60, addedQty: 25 };
    expect(parseStored(StoredCartSchema, JSON.stringify([big]))).toEqual([
      { ...big, addedQty: MAX_UNITS_PER_LINE },
    ]);
  });
});

describe('stored lists', () => {
  it('keeps recently viewed ids in order without duplicates or junk', () => {
    expect(parseStored(StoredRecentlyViewedSchema, JSON.stringify(['b', 'a', 'b', '', 3]))).toEqual(
      ['b', 'a'],
    );
  });
  it('keeps the valid stored products', () => {
    const raw = JSON.stringify([sampleProduct(), { name: 'half a product' }]);
    expect(parseStored(StoredProductsSchema, raw)).toEqual([sampleProduct()]);
  });
});

describe('stored page numbers', () => {
  it.each([
    ['2', 2],
    ['"3"', 3],
    [' 4 ', 4],
  ])('reads %j as %d', (raw, expected) => {
    expect(parseStored(StoredPageNumberSchema, raw)).toBe(expected);
  });
  it.each(['0', '-1', '"1.5"', '1.5', '"abc"', 'null'])('rejects %j', (raw) => {
    expect(parseStored(StoredPageNumberSchema, raw)).toBeNull();
  });
  it('round-trips through serializePageNumber', () => {
    expect(serializePageNumber(7)).toBe('7');
    expect(parseStored(StoredPageNumberSchema, serializePageNumber(7))).toBe(7);
    expect(serializePageNumber(0)).toBe('1');
    expect(serializePageNumber(Number.NaN)).toBe('1');
  });
});

describe('STORAGE_SCHEMAS', () => {
  it('has a schema for every storage key', () => {
    expect(Object.keys(STORAGE_SCHEMAS).sort()).toEqual(Object.values(STORAGE_KEYS).sort());
  });
});
