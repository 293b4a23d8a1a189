import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../mocks/node';
import { withMockApi } from '../test/start-mock-api';
import { productPageQueryOptions } from './products';

withMockApi();

const fetchPage = (page: number, limit: number) =>
  new QueryClient({ defaultOptions: { queries: { retry: false } } }).fetchQuery(
    productPageQueryOptions(page, limit),
  );

describe('a page of product/all', () => {
  it('reads the requested page and limit from the API', async () => {
    const products = await fetchPage(1, 3);
    expect(products).toHaveLength(3);
  });

  it('fails like any invalid answer when it is not a product list', async () => {
    server.use(
      http.get('*/api/v1/product/all', () =>
        HttpResponse.json({ success: true, products: [{ name: 'no id' }] }),
      ),
    );
    await expect(fetchPage(1, 1000)).rejects.toThrow();
  });
});
