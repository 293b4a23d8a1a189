import { get, set } from 'idb-keyval';
import { describe, expect, it } from 'vitest';
import { sampleProduct } from '../../contract/test-support/sample-product';
import { answeringApi, failureOf, newQueryClient, SAVED_CATALOGUE } from '../test/api-answers';
import { CATALOGUE_KEY, catalogueQueryOptions, type Catalogue } from './catalogue';
import { flashSaleProductsQueryOptions } from './flash-sale';
import { isNetworkFailure } from './network-failure';
import { productQueryOptions } from './products';

// The schemas arrive with the first request (load-client.ts): every answer is still checked.

const { answer, unreachable } = answeringApi();

const product = sampleProduct({ _id: 'p1' });
const held: Catalogue = { version: '3.1', products: [product] };

describe('answers parsed with the schemas loaded with the client', () => {
  it('gives the answer as its schema reads it', async () => {
    answer('product/flash-sale', { success: true, products: [product] });
    await expect(newQueryClient().fetchQuery(flashSaleProductsQueryOptions())).resolves.toEqual([
      product,
    ]);
  });

  it('fails on a malformed answer, which is no network failure', async () => {
    answer('product/flash-sale', { success: true, products: [{ name: 'no id' }] });
    const error = await failureOf(newQueryClient().fetchQuery(flashSaleProductsQueryOptions()));
    expect(isNetworkFailure(error)).toBe(false);
  });

  it('fails on a malformed product rather than showing the saved copy', async () => {
    answer('product/p1', { success: true, product: { _id: 'p1' } });
    // Saved on the device, not yet held by the page: the product is asked of the API.
    await set(SAVED_CATALOGUE, held);
    await expect(newQueryClient().fetchQuery(productQueryOptions('p1'))).rejects.toThrow();
  });

  it('fails on malformed catalogue changes rather than keeping the held copy', async () => {
    answer('product/changes', { success: true, version: 'x', full: true, products: [] });
    const client = newQueryClient();
    // Held since long ago: the query asks the API.
    client.setQueryData(CATALOGUE_KEY, held, { updatedAt: 0 });
    await expect(client.fetchQuery(catalogueQueryOptions())).rejects.toThrow();
  });
});

describe('the saved catalogue, checked with the schemas loaded with the client', () => {
  it('answers offline from a valid saved copy', async () => {
    await set(SAVED_CATALOGUE, held);
    unreachable('product/changes');
    await expect(newQueryClient().fetchQuery(catalogueQueryOptions())).resolves.toEqual(held);
  });

  it('drops a corrupt saved copy and fails offline', async () => {
    await set(SAVED_CATALOGUE, { version: '3.1', products: [{ name: 'no id' }] });
    unreachable('product/changes');
    const error = await failureOf(newQueryClient().fetchQuery(catalogueQueryOptions()));
    expect(isNetworkFailure(error)).toBe(true);
    expect(await get(SAVED_CATALOGUE)).toBeUndefined();
  });
});
