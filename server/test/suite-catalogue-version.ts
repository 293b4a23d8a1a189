import { describe, expect, it } from 'vitest';
import { CategoryMutationResponseSchema } from '../../contract/schemas/category';
import {
  ProductListResponseSchema,
  ProductResponseSchema,
  type Product,
} from '../../contract/schemas/product';
import { productUpdateForm } from './api-client';
import { unique, type SuiteState } from './suite-state';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/**
 * One catalogue version, owned by the API: every catalogue read is named by it (ETag, 304), only a
 * successful catalogue write moves it, and the next read shows that write.
 */
export function catalogueVersionTests(s: SuiteState): void {
  const cartLine = (product: Product, addedQty: number) => ({
    ...product,
    isAdded: true,
    addedQty,
  });

  async function tagOf(path: string): Promise<string> {
    const res = await s.call('GET', path);
    expect(res.status, path).toBe(200);
    const tag = res.headers.get('etag');
    expect(tag, path).toBeTruthy();
    return tag ?? '';
  }

  function readPaths(product: Product): string[] {
    return [
      '/product/all?page=1&limit=15',
      '/product/all?limit=1000000',
      `/product/${product._id}`,
      `/product/slug/${product.slug}`,
      `/product/related/${product._id}`,
      `/product/search/${encodeURIComponent(product.name.slice(0, 8))}`,
      '/category/categories',
    ];
  }

  async function tagsOf(product: Product): Promise<string[]> {
    const tags: string[] = [];
    for (const path of readPaths(product)) tags.push(await tagOf(path));
    return tags;
  }

  describe('catalogue version and ETags', () => {
    it('names every limit past the catalogue one answer, and names no odd page size', async () => {
      for (let i = 0; i < 4; i++) await s.createProduct();
      const whole = await s.call('GET', '/product/all?limit=1000000');
      const { productCount, products } = ProductListResponseSchema.parse(whole.body);
      expect(products).toHaveLength(productCount);
      for (const limit of [productCount, productCount + 1, 54321, 999999]) {
        const res = await s.call('GET', `/product/all?limit=${limit}`);
        expect(res.headers.get('etag'), String(limit)).toBe(whole.headers.get('etag'));
        expect(res.text).toBe(whole.text);
      }
      // A page size none of the shop's clients uses is answered but neither named nor kept.
      const odd = await s.call('GET', '/product/all?limit=3');
      expect(ProductListResponseSchema.parse(odd.body).products).toHaveLength(3);
      expect(odd.headers.get('etag')).toBeNull();
      const pastTheEnd = await s.call('GET', '/product/all?page=999&limit=15');
      expect(ProductListResponseSchema.parse(pastTheEnd.body)).toMatchObject({
        currentPage: 999,
        products: [],
      });
    });

    it('answers 304 to every catalogue read whose ETag is current, and 200 to a stale one', async () => {
      const product = await s.createProduct();
      for (const path of readPaths(product)) {
        const tag = await tagOf(path);
        const again = await s.call('GET', path, { headers: { 'If-None-Match': tag } });
        expect(again.status, path).toBe(304);
        expect(again.text, path).toBe('');
        expect(again.headers.get('etag'), path).toBe(tag);
        const stale = await s.call('GET', path, { headers: { 'If-None-Match': 'W/"c0-0"' } });
        expect(stale.status, path).toBe(200);
      }
    });

    it('names an answer by the parameters its endpoint reads, nothing else', async () => {
      for (let i = 0; i < 5; i++) await s.createProduct();
      const page = await tagOf('/product/all?page=1&limit=15');
      expect(await tagOf('/product/all?limit=15&page=1&utm_source=x&_=123')).toBe(page);
      expect(await tagOf('/product/all?limit=15')).toBe(page);
      expect(await tagOf('/product/all?page=2&limit=15')).not.toBe(page);
      expect(await tagOf('/product/all?page=1&limit=4')).not.toBe(page);
    });

    it('keeps the version through refused and unknown writes', async () => {
      const product = await s.createProduct({ quantity: '5' });
      const before = await tagsOf(product);
      const refused = [
        await s.call('DELETE', `/product/${product._id}`),
        await s.call('DELETE', `/product/${product._id}`, { token: s.shopperToken }),
        await s.call('DELETE', `/product/${UNKNOWN_ID}`, { token: s.adminToken }),
        await s.call('PUT', `/category/${UNKNOWN_ID}`, {
          token: s.adminToken,
          json: { name: unique('Ghost') },
        }),
        await s.call('POST', '/category/create', { token: s.adminToken, json: { name: '' } }),
        await s.call('POST', '/product/payment', {
          token: s.shopperToken,
          json: { paymentRef: true, cartItems: [cartLine(product, 6)] },
        }),
        await s.call('POST', '/product/payment', {
          json: { paymentRef: true, cartItems: [cartLine(product, 1)] },
        }),
        await s.call('POST', '/product/nothing-here', { token: s.adminToken, json: {} }),
        await s.call('PUT', '/orders/status/not-an-id', {
          token: s.adminToken,
          json: { status: 'Shipped' },
        }),
      ];
      expect(refused.map((r) => r.status)).toEqual([401, 403, 404, 404, 400, 409, 401, 404, 404]);
      expect(await tagsOf(product)).toEqual(before);
    });

    it('moves the version with every successful catalogue write, and the next read shows it', async () => {
      const product = await s.createProduct({ quantity: '5' });
      const allPath = '/product/all?limit=1000000';
      let tags = await tagsOf(product);

      const ordered = await s.call('POST', '/product/payment', {
        token: s.shopperToken,
        json: { paymentRef: true, cartItems: [cartLine(product, 2)] },
      });
      expect(ordered.status).toBe(201);
      let next = await tagsOf(product);
      for (const [i, tag] of next.entries()) expect(tag).not.toBe(tags[i]);
      tags = next;
      const byId = await s.call('GET', `/product/${product._id}`);
      expect(ProductResponseSchema.parse(byId.body).product.quantity).toBe(3);
      const listed = ProductListResponseSchema.parse((await s.call('GET', allPath)).body);
      expect(listed.products.find((p) => p._id === product._id)?.quantity).toBe(3);

      const renamed = unique('Renamed Scent ');
      const updated = await s.call('PUT', `/product/update/${product._id}`, {
        token: s.adminToken,
        form: productUpdateForm(product, { name: renamed }),
      });
      expect(updated.status).toBe(200);
      next = await tagsOf({
        ...product,
        slug: ProductResponseSchema.parse(updated.body).product.slug,
      });
      expect(next[0]).not.toBe(tags[0]);
      const relisted = ProductListResponseSchema.parse((await s.call('GET', allPath)).body);
      expect(relisted.products.find((p) => p._id === product._id)?.name).toBe(renamed);

      const categoriesTag = await tagOf('/category/categories');
      const created = await s.call('POST', '/category/create', {
        token: s.adminToken,
        json: { name: unique('Cat') },
      });
      expect(created.status).toBe(201);
      expect(await tagOf('/category/categories')).not.toBe(categoriesTag);

      const fresh = await s.createProduct();
      const withNew = ProductListResponseSchema.parse((await s.call('GET', allPath)).body);
      expect(withNew.products.some((p) => p._id === fresh._id)).toBe(true);
      expect(withNew.productCount).toBe(listed.productCount + 1);
      // Still newest first (id breaks ties), as a full read of the database gives it.
      const order = withNew.products.map((p) => `${p.createdAt} ${p._id}`);
      expect(order).toEqual([...order].sort().reverse());

      const deleted = await s.call('DELETE', `/product/${fresh._id}`, { token: s.adminToken });
      expect(deleted.status).toBe(200);
      const without = ProductListResponseSchema.parse((await s.call('GET', allPath)).body);
      expect(without.products.some((p) => p._id === fresh._id)).toBe(false);
      expect((await s.call('GET', `/product/${fresh._id}`)).status).toBe(404);

      const category = CategoryMutationResponseSchema.parse(created.body).category;
      const moved = await s.call('PUT', `/product/update/${product._id}`, {
        token: s.adminToken,
        form: productUpdateForm(product, { name: renamed, category: category._id }),
      });
      expect(moved.status).toBe(200);
      const newName = unique('Cat');
      await s.call('PUT', `/category/${category._id}`, {
        token: s.adminToken,
        json: { name: newName },
      });
      const inRenamed = ProductResponseSchema.parse(
        (await s.call('GET', `/product/${product._id}`)).body,
      ).product;
      expect(inRenamed.category.name).toBe(newName);
    });
  });
}
