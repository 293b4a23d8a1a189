import type { QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { catalogueQueryOptions } from '../api/catalogue';
import { flashSaleProductsQueryOptions } from '../api/flash-sale';
import { productPageQueryOptions, productQueryOptions } from '../api/products';
import { searchProductsQueryOptions } from '../api/search-products';
import { userOrdersQueryOptions } from '../api/orders';
import { adminOrdersQueryOptions, allOrdersQueryOptions } from '../api/admin-orders';
import { adminStatsQueryOptions } from '../api/admin-shop';
import { adminProductsQueryOptions, productBySlugQueryOptions } from '../api/admin-products';
import { categoriesQueryOptions } from '../api/categories';
import { shouldPersistQuery } from './query-persistence';
import { relatedProductsQueryOptions } from '../api/related-products';

const query = (queryKey: QueryKey, status: 'success' | 'error' = 'success') =>
  ({ queryKey, state: { status } }) as Parameters<typeof shouldPersistQuery>[0];

const productReads = [
  productPageQueryOptions(1, 8).queryKey,
  productQueryOptions('p1').queryKey,
  relatedProductsQueryOptions('p1').queryKey,
  searchProductsQueryOptions({ keyword: 'oud', page: 1, exact: false }).queryKey,
  flashSaleProductsQueryOptions().queryKey,
];

describe('shouldPersistQuery', () => {
  it('keeps no second copy of product reads where the catalogue is kept', () => {
    for (const key of productReads) expect(shouldPersistQuery(query(key), true)).toBe(false);
    expect(shouldPersistQuery(query(categoriesQueryOptions().queryKey), true)).toBe(true);
  });

  it('keeps the product reads seen for offline when no catalogue is kept (Data Saver)', () => {
    for (const key of productReads) expect(shouldPersistQuery(query(key), false)).toBe(true);
    expect(shouldPersistQuery(query(categoriesQueryOptions().queryKey), false)).toBe(true);
  });

  it('leaves the whole catalogue to its own IndexedDB entry, kept by changes', () => {
    expect(shouldPersistQuery(query(catalogueQueryOptions().queryKey), true)).toBe(false);
    expect(shouldPersistQuery(query(catalogueQueryOptions().queryKey), false)).toBe(false);
  });

  it('never writes orders or the admin views to disk', () => {
    for (const kept of [true, false]) {
      expect(shouldPersistQuery(query(userOrdersQueryOptions('u1').queryKey), kept)).toBe(false);
      expect(shouldPersistQuery(query(allOrdersQueryOptions('u1').queryKey), kept)).toBe(false);
      expect(
        shouldPersistQuery(query(adminProductsQueryOptions({ page: 1, limit: 10 }).queryKey), kept),
      ).toBe(false);
      expect(shouldPersistQuery(query(productBySlugQueryOptions('x').queryKey), kept)).toBe(false);
      expect(shouldPersistQuery(query(adminStatsQueryOptions('u1').queryKey), kept)).toBe(false);
      expect(
        shouldPersistQuery(
          query(adminOrdersQueryOptions('u1', { page: 1, limit: 10 }).queryKey),
          kept,
        ),
      ).toBe(false);
    }
  });

  it('skips failed queries', () => {
    expect(shouldPersistQuery(query(productQueryOptions('p1').queryKey, 'error'), false)).toBe(
      false,
    );
  });
});
