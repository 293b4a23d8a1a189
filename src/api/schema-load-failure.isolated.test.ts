import { get, set } from 'idb-keyval';
import { describe, expect, it, vi } from 'vitest';
import { sampleProduct } from '../../contract/test-support/sample-product';
import { answeringApi, failureOf, newQueryClient, SAVED_CATALOGUE } from '../test/api-answers';
import { CATALOGUE_KEY, catalogueQueryOptions, type Catalogue } from './catalogue';
import { flashSaleProductsQueryOptions } from './flash-sale';
import { isNetworkFailure } from './network-failure';
import { productQueryOptions } from './products';

// The schemas' chunk cannot be fetched: offline, before the service worker holds it. The API
// answers; what it says cannot be checked, so each query acts as if the request had failed.
// (__mocks__/response-schemas.ts throws the browser's TypeError.)
vi.mock('./response-schemas');

const { answer } = answeringApi();

const product = sampleProduct({ _id: 'p1' });
const held: Catalogue = { version: '3.1', products: [product] };

describe('queries whose schemas cannot be loaded', () => {
  it('fail as a network failure', async () => {
    answer('product/flash-sale', { success: true, products: [product] });
    const error = await failureOf(newQueryClient().fetchQuery(flashSaleProductsQueryOptions()));
    expect(isNetworkFailure(error)).toBe(true);
  });

  it('show a product from the catalogue this page holds', async () => {
    answer('product/p1', { success: true, product });
    const client = newQueryClient();
    client.setQueryData(CATALOGUE_KEY, held);
    await expect(client.fetchQuery(productQueryOptions('p1'))).resolves.toEqual(product);
  });

  it('keep the catalogue this page holds', async () => {
    answer('product/changes', { success: true, version: '3.2', full: true, products: [] });
    const client = newQueryClient();
    // Held since long ago: the query asks the API.
    client.setQueryData(CATALOGUE_KEY, held, { updatedAt: 0 });
    await expect(client.fetchQuery(catalogueQueryOptions())).resolves.toBe(held);
  });

  it('leave a saved copy they cannot check on the device, unused', async () => {
    await set(SAVED_CATALOGUE, held);
    answer('product/changes', { success: true, version: '3.2', full: true, products: [] });
    const error = await failureOf(newQueryClient().fetchQuery(catalogueQueryOptions()));
    expect(isNetworkFailure(error)).toBe(true);
    expect(await get(SAVED_CATALOGUE)).toEqual(held);
  });
});
