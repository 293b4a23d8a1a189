import { describe, expect, it } from 'vitest';
import { relatedProducts } from '../../contract/rules/related-products';
import { sampleProduct } from '../../contract/test-support/sample-product';
import { answeringApi, newQueryClient } from '../test/api-answers';
import { CATALOGUE_KEY, type Catalogue } from './catalogue';
import { flashSaleProductsQueryOptions } from './flash-sale';
import { productPageQueryOptions, productQueryOptions } from './products';
import { relatedProductsQueryOptions } from './related-products';
import { searchProductsQueryOptions } from './search-products';

// Every product read is a view of the catalogue the page holds. The API here answers only what a
// test tells it to, and any other request fails the test: a read that asked for what the
// catalogue already has would fail.

const { answer } = answeringApi();

const sale = { price: 80_000, percentOff: 20, endsAt: '2999-01-01T00:00:00.000Z' };
const oud = sampleProduct({ _id: 'p3', name: 'Oud Wood', brand: 'Tom Ford', sale });
const sauvage = sampleProduct({ _id: 'p2', name: 'Sauvage', brand: 'Dior' });
const elixir = sampleProduct({ _id: 'p1', name: 'Sauvage Elixir', brand: 'Dior', sale });
const catalogue: Catalogue = { version: '3.1', products: [oud, sauvage, elixir] };

/** A page holding the catalogue, brought up to date just now. */
function holdingCatalogue(copy: Catalogue = catalogue) {
  const client = newQueryClient();
  client.setQueryData(CATALOGUE_KEY, copy);
  return client;
}

describe('product reads while the page holds the catalogue', () => {
  it('answer a product, its related products, a search and a page without asking the API', async () => {
    const client = holdingCatalogue();
    await expect(client.fetchQuery(productQueryOptions('p2'))).resolves.toBe(sauvage);
    await expect(client.fetchQuery(relatedProductsQueryOptions('p2'))).resolves.toEqual(
      relatedProducts(catalogue.products, sauvage),
    );
    const search = { keyword: ' sauvage ', page: 1, exact: false };
    await expect(client.fetchQuery(searchProductsQueryOptions(search))).resolves.toEqual({
      products: [sauvage, elixir],
      currentPage: 1,
      totalPages: 1,
      productCount: 2,
      suggestion: null,
    });
    await expect(client.fetchQuery(productPageQueryOptions(2, 2))).resolves.toEqual([elixir]);
  });

  it('ask the API only for a product the catalogue lacks', async () => {
    const added = sampleProduct({ _id: 'p9', name: 'Added a moment ago' });
    answer('product/p9', { success: true, product: added });
    await expect(holdingCatalogue().fetchQuery(productQueryOptions('p9'))).resolves.toEqual(added);
  });

  it('bring a catalogue held a while up to date first', async () => {
    const client = newQueryClient();
    client.setQueryData(CATALOGUE_KEY, catalogue, { updatedAt: 0 });
    const sold = { ...sauvage, quantity: 0 };
    answer('product/changes', {
      success: true,
      version: '3.2',
      full: false,
      products: [sold],
      removed: [],
    });
    await expect(client.fetchQuery(productQueryOptions('p2'))).resolves.toEqual(sold);
  });

  it('keep the Flash Sale in the order the API gave, and ask again only for a product new to it', async () => {
    const client = holdingCatalogue();
    answer('product/flash-sale', { success: true, products: [elixir, oud] });
    const flashSale = flashSaleProductsQueryOptions();
    await expect(client.fetchQuery(flashSale)).resolves.toEqual([elixir, oud]);

    // A price changed: worked out from the catalogue, in the same order.
    const cheaper = { ...oud, sale: { ...sale, price: 70_000 } };
    client.setQueryData(CATALOGUE_KEY, { version: '3.2', products: [cheaper, sauvage, elixir] });
    await client.refetchQueries({ queryKey: flashSale.queryKey });
    expect(client.getQueryData(flashSale.queryKey)).toEqual([elixir, cheaper]);

    // A product joined the sale: its place is the API's to say.
    const joined = { ...sauvage, sale };
    client.setQueryData(CATALOGUE_KEY, { version: '3.3', products: [cheaper, joined, elixir] });
    answer('product/flash-sale', { success: true, products: [joined, elixir, cheaper] });
    await client.refetchQueries({ queryKey: flashSale.queryKey });
    expect(client.getQueryData(flashSale.queryKey)).toEqual([joined, elixir, cheaper]);
  });
});
