import { QueryClient } from '@tanstack/react-query';
import { del, get, set } from 'idb-keyval';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sampleProduct } from '../../contract/test-support/sample-product';
import { CATALOGUE_KEY, catalogueQueryOptions, type Catalogue } from './catalogue';
import { flashSaleProductsQueryOptions } from './flash-sale';
import { isNetworkFailure } from './network-failure';
import { productQueryOptions } from './products';

// The schemas arrive with the first request (load-client.ts): every answer is still checked.

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  server.resetHandlers();
  await del(SAVED);
});
afterAll(() => server.close());

/** IndexedDB entry of the saved catalogue (src/api/catalogue.ts). */
const SAVED = 'fragrancehub-catalogue';

const product = sampleProduct({ _id: 'p1' });
const held: Catalogue = { version: '3.1', products: [product] };

const newClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

const answer = (path: string, body: JsonBodyType) =>
  server.use(http.get(`*/api/v1/${path}`, () => HttpResponse.json(body)));

/** What the query rejects with. */
const failureOf = (query: Promise<unknown>) =>
  query.then(
    () => {
      throw new Error('the query succeeded');
    },
    (error: unknown) => error,
  );

describe('answers parsed with the schemas loaded with the client', () => {
  it('gives the answer as its schema reads it', async () => {
    answer('product/flash-sale', { success: true, products: [product] });
    await expect(newClient().fetchQuery(flashSaleProductsQueryOptions())).resolves.toEqual([
      product,
    ]);
  });

  it('fails on a malformed answer, which is no network failure', async () => {
    answer('product/flash-sale', { success: true, products: [{ name: 'no id' }] });
    const error = await failureOf(newClient().fetchQuery(flashSaleProductsQueryOptions()));
    expect(isNetworkFailure(error)).toBe(false);
  });

  it('fails on a malformed product rather than showing the held copy', async () => {
    answer('product/p1', { success: true, product: { _id: 'p1' } });
    const client = newClient();
    client.setQueryData(CATALOGUE_KEY, held);
    await expect(client.fetchQuery(productQueryOptions('p1'))).rejects.toThrow();
  });

  it('fails on malformed catalogue changes rather than keeping the held copy', async () => {
    answer('product/changes', { success: true, version: 'x', full: true, products: [] });
    const client = newClient();
    // Held since long ago: the query asks the API.
    client.setQueryData(CATALOGUE_KEY, held, { updatedAt: 0 });
    await expect(client.fetchQuery(catalogueQueryOptions())).rejects.toThrow();
  });
});

describe('the saved catalogue, checked with the schemas loaded with the client', () => {
  it('answers offline from a valid saved copy', async () => {
    await set(SAVED, held);
    server.use(http.get('*/api/v1/product/changes', () => HttpResponse.error()));
    await expect(newClient().fetchQuery(catalogueQueryOptions())).resolves.toEqual(held);
  });

  it('drops a corrupt saved copy and fails offline', async () => {
    await set(SAVED, { version: '3.1', products: [{ name: 'no id' }] });
    server.use(http.get('*/api/v1/product/changes', () => HttpResponse.error()));
    const error = await failureOf(newClient().fetchQuery(catalogueQueryOptions()));
    expect(isNetworkFailure(error)).toBe(true);
    expect(await get(SAVED)).toBeUndefined();
  });
});
