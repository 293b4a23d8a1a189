import { describe, expect, it } from 'vitest';
import {
  validateLowStockSearch,
  validateOrdersSearch,
  validateProductsSearch,
} from './admin-url-search';

describe('admin list URLs', () => {
  it('keeps every valid order filter and leaves defaults out', () => {
    expect(
      validateOrdersSearch({
        q: ' 4f2a9c ',
        status: 'Delivered',
        payment: 'paid',
        from: '2026-11-01',
        to: '2026-11-24',
        sort: 'total-desc',
        page: '3',
      }),
    ).toEqual({
      q: '4f2a9c',
      status: 'Delivered',
      payment: 'paid',
      from: '2026-11-01',
      to: '2026-11-24',
      sort: 'total-desc',
      page: 3,
    });
    expect(validateOrdersSearch({ sort: 'newest', page: '1', q: '  ' })).toEqual({});
  });

  it('drops a bad value from an old or edited bookmark and keeps the rest', () => {
    expect(
      validateOrdersSearch({
        status: 'Lost',
        payment: 'maybe',
        from: '2026-13-45',
        sort: 'bogus',
        page: '-2',
        q: 'ada',
      }),
    ).toEqual({ q: 'ada' });
    expect(validateOrdersSearch({ from: '2026-11-24', to: '2026-11-01' })).toEqual({
      from: '2026-11-24',
    });
    expect(validateOrdersSearch({ q: 'x'.repeat(101) })).toEqual({});
  });

  it('reads product filters and the low-stock page the same way', () => {
    expect(
      validateProductsSearch({ q: 'oud', brand: 'Dior', stock: 'low-stock', sort: 'stock-asc' }),
    ).toEqual({ q: 'oud', brand: 'Dior', stock: 'low-stock', sort: 'stock-asc' });
    expect(validateProductsSearch({ stock: 'plenty', sort: 'newest', category: '' })).toEqual({});
    expect(validateLowStockSearch({ page: '2' })).toEqual({ page: 2 });
    expect(validateLowStockSearch({ page: 'x' })).toEqual({});
  });
});
