import type { QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { catalogueQueryOptions } from '../api/catalogue';
import {
  productPageQueryOptions,
  productQueryOptions,
  relatedProductsQueryOptions,
} from '../api/products';
import { userOrdersQueryOptions } from '../api/orders';
import { adminOrdersQueryOptions, allOrdersQueryOptions } from '../api/admin-orders';
import { adminStatsQueryOptions } from '../api/admin-shop';
import { adminProductsQueryOptions, productBySlugQueryOptions } from '../api/admin-products';
import { categoriesQueryOptions } from '../api/categories';
import { shouldPersistQuery } from './query-persistence';

const query = (queryKey: QueryKey, status: 'success' | 'error' = 'success') =>
  ({ queryKey, state: { status } }) as Parameters<typeof shouldPersistQuery>[0];

describe('shouldPersistQuery', () => {
  it('keeps the public catalogue for an offline cold start', () => {
    expect(shouldPersistQuery(query(productPageQueryOptions(1, 8).queryKey))).toBe(true);
    expect(shouldPersistQuery(query(productQueryOptions('p1').queryKey))).toBe(true);
    expect(shouldPersistQuery(query(relatedProductsQueryOptions('p1').queryKey))).toBe(true);
    expect(shouldPersistQuery(query(categoriesQueryOptions().queryKey))).toBe(true);
  });

  it('leaves the whole catalogue to its own IndexedDB entry, kept by changes', () => {
    expect(shouldPersistQuery(query(catalogueQueryOptions().queryKey))).toBe(false);
  });

  it('never writes orders or the admin views to disk', () => {
    expect(shouldPersistQuery(query(userOrdersQueryOptions('u1').queryKey))).toBe(false);
    expect(shouldPersistQuery(query(allOrdersQueryOptions('u1').queryKey))).toBe(false);
    expect(
      shouldPersistQuery(query(adminProductsQueryOptions({ page: 1, limit: 10 }).queryKey)),
    ).toBe(false);
    expect(shouldPersistQuery(query(productBySlugQueryOptions('x').queryKey))).toBe(false);
    expect(shouldPersistQuery(query(adminStatsQueryOptions('u1').queryKey))).toBe(false);
    expect(
      shouldPersistQuery(query(adminOrdersQueryOptions('u1', { page: 1, limit: 10 }).queryKey)),
    ).toBe(false);
  });

  it('skips failed queries', () => {
    expect(shouldPersistQuery(query(productQueryOptions('p1').queryKey, 'error'))).toBe(false);
  });
});
