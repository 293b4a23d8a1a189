import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { productPagePath } from '../../contract/product-page-path';
import { sampleProduct } from '../../contract/test-support/sample-product';
import { withMockApi } from '../test/start-mock-api';
import { productPageQueryOptions } from './products';

withMockApi();

afterEach(() => {
  delete window.__fragrancehubEarly;
});

const early = (page: number, limit: number, json: unknown) => {
  window.__fragrancehubEarly = {
    url: `/api/v1/${productPagePath(page, limit)}`,
    json: Promise.resolve(json),
  };
};

const fetchPage = (page: number, limit: number) =>
  new QueryClient().fetchQuery(productPageQueryOptions(page, limit));

const listBody = (products: unknown[]) => ({
  success: true,
  currentPage: 1,
  totalPages: 1,
  productCount: products.length,
  products,
});

describe('a page of product/all started early by index.html', () => {
  it('is used instead of a second request, once, and validated like any answer', async () => {
    const product = sampleProduct({ name: 'Started Early' });
    early(1, 1000, listBody([product]));
    expect((await fetchPage(1, 1000)).map((p) => p.name)).toEqual(['Started Early']);
    expect(window.__fragrancehubEarly).toBeUndefined();
    // The next read goes to the API (the demo catalogue).
    expect((await fetchPage(1, 1000)).map((p) => p.name)).not.toContain('Started Early');
  });

  it('is ignored for any other page or limit', async () => {
    early(1, 1000, listBody([sampleProduct({ name: 'Started Early' })]));
    expect((await fetchPage(1, 5)).map((p) => p.name)).not.toContain('Started Early');
    // Still there for the query it was started for.
    expect(window.__fragrancehubEarly).toBeDefined();
  });

  it('is asked again through the API client when the early request failed', async () => {
    early(1, 1000, null);
    const products = await fetchPage(1, 1000);
    expect(products.length).toBeGreaterThan(0);
  });

  it('fails validation like a normal answer when it is not a product list', async () => {
    early(1, 1000, { success: true, products: [{ name: 'no id' }] });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await expect(client.fetchQuery(productPageQueryOptions(1, 1000))).rejects.toThrow();
  });
});
