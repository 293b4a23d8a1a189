import { describe, expect, it } from 'vitest';
import { CategoryMutationResponseSchema } from '../../contract/schemas/category';
import {
  CatalogueChangesResponseSchema,
  type CatalogueChanges,
} from '../../contract/schemas/catalogue-changes';
import { ProductListResponseSchema, type Product } from '../../contract/schemas/product';
import { productUpdateForm } from './api-client';
import { unique, type SuiteState } from './suite-state';

/**
 * `GET /product/changes`: a client holding the catalogue at one version gets what changed since,
 * not the whole catalogue again, and the whole of it (marked full) when the server cannot tell.
 */
export function catalogueChangesTests(s: SuiteState): void {
  async function changes(since?: string): Promise<CatalogueChanges> {
    const query = since === undefined ? '' : `?since=${encodeURIComponent(since)}`;
    const res = await s.call('GET', `/product/changes${query}`);
    expect(res.status, res.text).toBe(200);
    return CatalogueChangesResponseSchema.parse(res.body);
  }

  const current = async () => (await changes()).version;
  const ids = (answer: CatalogueChanges) => answer.products.map((p) => p._id);

  async function order(product: Product, addedQty: number) {
    const res = await s.call('POST', '/product/payment', {
      token: s.shopperToken,
      json: { paymentRef: true, cartItems: [{ ...product, isAdded: true, addedQty }] },
    });
    expect(res.status, res.text).toBe(201);
  }

  describe('catalogue changes since a version', () => {
    it('answers the whole catalogue, newest first, marked full, when no version is given', async () => {
      await s.createProduct();
      const whole = await changes();
      const all = ProductListResponseSchema.parse(
        (await s.call('GET', '/product/all?limit=1000000')).body,
      );
      expect(whole).toMatchObject({ full: true, removed: [] });
      expect(ids(whole)).toEqual(all.products.map((p) => p._id));
      expect(whole.products).toEqual(all.products);
    });

    it('answers nothing when nothing changed, and 304 to a client holding that answer', async () => {
      const version = await current();
      const res = await s.call('GET', `/product/changes?since=${version}`);
      expect(CatalogueChangesResponseSchema.parse(res.body)).toEqual({
        success: true,
        version,
        full: false,
        products: [],
        removed: [],
        // Where the delivery rules stand (suite-agreed-total.ts proves it moves with a save).
        deliveryVersion: expect.any(Number),
      });
      const tag = res.headers.get('etag') ?? '';
      const again = await s.call('GET', `/product/changes?since=${version}`, {
        headers: { 'If-None-Match': tag },
      });
      expect(again.status).toBe(304);
    });

    it('sends only the product an order changed, with its new stock; Sold Out at zero', async () => {
      const product = await s.createProduct({ quantity: '3' });
      await s.createProduct();
      const version = await current();
      await order(product, 3);
      const answer = await changes(version);
      expect(answer.full).toBe(false);
      expect(answer.version).not.toBe(version);
      expect(ids(answer)).toEqual([product._id]);
      expect(answer.products[0]).toMatchObject({ quantity: 0, isAvailable: false });
      expect(await changes(answer.version)).toMatchObject({ products: [], full: false });
    });

    it('sends a price edit and a new product, and only what changed after the version sent', async () => {
      const product = await s.createProduct({ price: '10000' });
      const version = await current();
      const updated = await s.call('PUT', `/product/update/${product._id}`, {
        token: s.adminToken,
        form: productUpdateForm(product, { price: '12500' }),
      });
      expect(updated.status).toBe(200);
      const middle = await current();
      const added = await s.createProduct();
      const fromStart = await changes(version);
      expect(ids(fromStart).sort()).toEqual([product._id, added._id].sort());
      expect(fromStart.products.find((p) => p._id === product._id)?.price).toBe(12500);
      expect(ids(await changes(middle))).toEqual([added._id]);
    });

    it('names a deleted product in `removed`, and a renamed category sends its products', async () => {
      const created = await s.call('POST', '/category/create', {
        token: s.adminToken,
        json: { name: unique('Changes') },
      });
      const category = CategoryMutationResponseSchema.parse(created.body).category;
      const kept = await s.createProduct({ category: category._id });
      const doomed = await s.createProduct();
      const version = await current();
      expect(
        (await s.call('DELETE', `/product/${doomed._id}`, { token: s.adminToken })).status,
      ).toBe(200);
      const afterDelete = await changes(version);
      expect(afterDelete).toMatchObject({ full: false, removed: [doomed._id], products: [] });

      const newName = unique('Renamed');
      const renamed = await s.call('PUT', `/category/${category._id}`, {
        token: s.adminToken,
        json: { name: newName },
      });
      expect(renamed.status).toBe(200);
      const afterRename = await changes(version);
      expect(afterRename.full).toBe(false);
      expect(afterRename.removed).toEqual([doomed._id]);
      expect(afterRename.products.find((p) => p._id === kept._id)?.category.name).toBe(newName);
    });

    it('answers everything, marked full, to a version too old or unknown', async () => {
      const product = await s.createProduct();
      const old = await current();
      // Category renames reshape the catalogue; each read between makes the server reload it.
      const created = await s.call('POST', '/category/create', {
        token: s.adminToken,
        json: { name: unique('Old') },
      });
      const category = CategoryMutationResponseSchema.parse(created.body).category;
      for (let i = 0; i < 40; i++) {
        await s.call('PUT', `/category/${category._id}`, {
          token: s.adminToken,
          json: { name: unique('Old') },
        });
        await changes(await current());
      }
      const tooOld = await changes(old);
      expect(tooOld.full).toBe(true);
      expect(ids(tooOld)).toContain(product._id);
      expect(ids(tooOld)).toEqual(ids(await changes()));
      const [version = 0, shape = 0] = (await current()).split('.').map(Number);
      for (const unknown of [`${version + 1000}.${shape}`, `${version}.${shape + 5}`]) {
        expect((await changes(unknown)).full, unknown).toBe(true);
      }
    });

    it('refuses a malformed version with 400 {error}', async () => {
      for (const since of ['abc', '1', '1.2.3', '-1.0', '1.0%00', '9'.repeat(40) + '.0']) {
        const res = await s.call('GET', `/product/changes?since=${since}`);
        expect(res.status, since).toBe(400);
        expect(res.body, since).toMatchObject({ error: expect.any(String) });
      }
    });
  });
}
