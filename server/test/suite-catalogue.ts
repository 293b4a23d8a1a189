import { describe, expect, it } from 'vitest';
import { ApiErrorSchema } from '../../contract/schemas/errors';
import {
  CategoriesResponseSchema,
  CategoryDeleteResponseSchema,
  CategoryMutationResponseSchema,
} from '../../contract/schemas/category';
import {
  ProductDeleteResponseSchema,
  ProductListResponseSchema,
  ProductMutationResponseSchema,
  ProductResponseSchema,
  ProductSearchResponseSchema,
  RelatedProductsResponseSchema,
} from '../../contract/schemas/product';
import { apiPathOf, form, ORIGIN, pngFile, productUpdateForm } from './api-client';
import { unique, type SuiteState } from './suite-state';

export function catalogueTests(s: SuiteState): void {
  describe('categories', () => {
    it('lists categories as a bare array', async () => {
      const res = await s.call('GET', '/category/categories');
      expect(res.status).toBe(200);
      expect(CategoriesResponseSchema.parse(res.body).some((c) => c._id === s.categoryId)).toBe(
        true,
      );
    });

    it('creates (201), refuses duplicates case-insensitively with a plain-string 400', async () => {
      const name = unique('Gift ');
      const created = await s.call('POST', '/category/create', {
        token: s.adminToken,
        json: { name },
      });
      expect(created.status).toBe(201);
      const { category } = CategoryMutationResponseSchema.parse(created.body);
      expect(category.slug).toMatch(/^gift-/);
      const dup = await s.call('POST', '/category/create', {
        token: s.adminToken,
        json: { name: ` ${name.toUpperCase()} ` },
      });
      expect(dup.status).toBe(400);
      expect(typeof dup.body).toBe('string');
    });

    it.each([
      ['a missing name', {}],
      ['an empty name', { name: '  ' }],
      ['a 33-character name', { name: 'x'.repeat(33) }],
      ['a number', { name: 42 }],
    ])('refuses %s with a plain-string 400', async (_label, body) => {
      const res = await s.call('POST', '/category/create', { token: s.adminToken, json: body });
      expect(res.status).toBe(400);
      expect(typeof res.body).toBe('string');
    });

    it('updates a category (200) and answers 404 for an unknown one', async () => {
      const { category } = CategoryMutationResponseSchema.parse(
        (
          await s.call('POST', '/category/create', {
            token: s.adminToken,
            json: { name: unique('Old ') },
          })
        ).body,
      );
      const newName = unique('New ');
      const res = await s.call('PUT', `/category/${category._id}`, {
        token: s.adminToken,
        json: { name: newName },
      });
      expect(res.status).toBe(200);
      expect(CategoryMutationResponseSchema.parse(res.body).category.name).toBe(newName);
      const missing = await s.call('PUT', '/category/00000000-0000-4000-8000-000000000000', {
        token: s.adminToken,
        json: { name: 'Nope' },
      });
      expect(missing.status).toBe(404);
      ApiErrorSchema.parse(missing.body);
      const bad = await s.call('PUT', `/category/${category._id}`, {
        token: s.adminToken,
        json: { name: '' },
      });
      expect(bad.status).toBe(400);
      ApiErrorSchema.parse(bad.body);
    });

    it('deletes an empty category with its fields at top level; refuses one with products (409)', async () => {
      const name = unique('Temp ');
      const { category } = CategoryMutationResponseSchema.parse(
        (await s.call('POST', '/category/create', { token: s.adminToken, json: { name } })).body,
      );
      const deleted = await s.call('DELETE', `/category/${category._id}`, { token: s.adminToken });
      expect(deleted.status).toBe(200);
      expect(CategoryDeleteResponseSchema.parse(deleted.body)).toMatchObject({
        _id: category._id,
        name,
      });
      await s.createProduct();
      const busy = await s.call('DELETE', `/category/${s.categoryId}`, { token: s.adminToken });
      expect(busy.status).toBe(409);
      ApiErrorSchema.parse(busy.body);
    });
  });

  describe('products', () => {
    it('creates a product from multipart with images (201) served at /api/v1/images/:id', async () => {
      const product = await s.createProduct({
        shipping: 'false',
        images: [pngFile('a.png'), pngFile('b.png')],
      });
      expect(product.images).toHaveLength(2);
      expect(product.images[0]?.url).toBe(
        `${ORIGIN}/api/v1/images/${product.images[0]?.imagePublicId}`,
      );
      expect(product).toMatchObject({
        price: 15000,
        quantity: 10,
        shipping: false,
        isAvailable: true,
        isavailability: true,
        avgRating: 0,
      });
      expect(product.category._id).toBe(s.categoryId);
      const img = await s.call('GET', `/images/${product.images[0]?.imagePublicId}`);
      expect(img.status).toBe(200);
      expect(img.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(img.headers.get('x-content-type-options')).toBe('nosniff');
      const etag = img.headers.get('etag');
      expect(etag).toBeTruthy();
      const again = await s.call('GET', `/images/${product.images[0]?.imagePublicId}`, {
        headers: { 'if-none-match': etag ?? '' },
      });
      expect(again.status).toBe(304);
    });

    it('gives a product without uploads a generated placeholder image', async () => {
      const product = await s.createProduct({ images: [] });
      expect(product.images).toHaveLength(1);
      const url = product.images[0]?.url ?? '';
      const svg = await s.call('GET', apiPathOf(url));
      expect(svg.status).toBe(200);
      expect(svg.headers.get('content-type')).toContain('image/svg+xml');
      expect(svg.text).toContain('<svg');
    });

    it('coerces multipart placeholders: "undefined", "null", select labels', async () => {
      const product = await s.createProduct({
        gender: 'Gender',
        brand: 'undefined',
        size: 'null',
        scentType: '',
        usage: '[object Object]',
      });
      expect(product).toMatchObject({ gender: '', brand: '', size: '', scentType: '', usage: '' });
    });

    it.each([
      ['no name', { name: '' }, 'Name is required'],
      ['"Select Category"', { category: 'Select Category' }, 'Category is required'],
      ['a negative price', { price: '-5' }, null],
      ['a fractional quantity', { quantity: '1.5' }, null],
      ['an unknown category', { category: '00000000-0000-4000-8000-000000000000' }, null],
      [
        'a text file named x.png',
        { images: [new File(['just text'], 'x.png', { type: 'image/png' })] },
        null,
      ],
      [
        'an SVG upload',
        {
          images: [
            new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'x.svg', {
              type: 'image/svg+xml',
            }),
          ],
        },
        null,
      ],
      ['eleven images', { images: Array.from({ length: 11 }, () => pngFile()) }, null],
    ])(
      'refuses create with %s: 400 and a plain-string body',
      async (_label, overrides, message) => {
        const before = ProductListResponseSchema.parse(
          (await s.call('GET', '/product/all')).body,
        ).productCount;
        const res = await s.call('POST', '/product/create', {
          token: s.adminToken,
          form: form({
            name: 'Valid',
            description: 'D',
            price: '1',
            quantity: '1',
            category: s.categoryId,
            ...overrides,
          }),
        });
        expect(res.status).toBe(400);
        expect(typeof res.body).toBe('string');
        if (message) expect(res.body).toBe(message);
        const after = ProductListResponseSchema.parse(
          (await s.call('GET', '/product/all')).body,
        ).productCount;
        expect(after).toBe(before);
      },
    );

    it('makes slugs unique and finds products by id and slug', async () => {
      const name = unique('Same Name ');
      const a = await s.createProduct({ name });
      const b = await s.createProduct({ name });
      expect(a.slug).not.toBe(b.slug);
      const byId = await s.call('GET', `/product/${a._id}`);
      expect(ProductResponseSchema.parse(byId.body).product.slug).toBe(a.slug);
      const bySlug = await s.call('GET', `/product/slug/${b.slug}`);
      expect(ProductResponseSchema.parse(bySlug.body).product._id).toBe(b._id);
      expect((await s.call('GET', '/product/slug/no-such-slug')).status).toBe(404);
    });

    it.each([
      '00000000-0000-4000-8000-000000000000',
      'not-an-id',
      '..%2F..%2Fetc%2Fpasswd',
      'undefined',
    ])('answers 404 {error} for product id %s', async (id) => {
      const res = await s.call('GET', `/product/${id}`);
      expect(res.status).toBe(404);
      ApiErrorSchema.parse(res.body);
      expect((await s.call('GET', `/product/related/${id}`)).status).toBe(404);
    });

    it('lists newest first with paging numbers; defaults to page 1, limit 10', async () => {
      for (let i = 0; i < 3; i++) await s.createProduct();
      const all = ProductListResponseSchema.parse(
        (await s.call('GET', '/product/all?limit=1000000')).body,
      );
      expect(all.products.length).toBe(all.productCount);
      const times = all.products.map((p) => Date.parse(p.createdAt));
      expect([...times].sort((x, y) => y - x)).toEqual(times);
      const first = ProductListResponseSchema.parse((await s.call('GET', '/product/all')).body);
      expect(first.currentPage).toBe(1);
      expect(first.products.length).toBe(Math.min(10, all.productCount));
      expect(first.totalPages).toBe(Math.max(1, Math.ceil(all.productCount / 10)));
      const page2 = ProductListResponseSchema.parse(
        (await s.call('GET', '/product/all?page=2&limit=2')).body,
      );
      expect(page2.products.map((p) => p._id)).toEqual(all.products.slice(2, 4).map((p) => p._id));
      const beyond = ProductListResponseSchema.parse(
        (await s.call('GET', '/product/all?page=9999&limit=15')).body,
      );
      expect(beyond.products).toEqual([]);
    });

    it.each([
      'page=-1',
      'limit=abc',
      'limit=1e12',
      'page=abc&limit=-5',
      'page=1.5&limit=0',
      'page=99999999999999999999',
    ])('clamps odd paging (%s) instead of failing', async (query) => {
      const res = await s.call('GET', `/product/all?${query}`);
      expect(res.status).toBe(200);
      ProductListResponseSchema.parse(res.body);
    });

    it('searches name, description and brand case-insensitively; the keyword is text', async () => {
      const marker = unique('zq');
      const named = await s.createProduct({ name: `Alpha ${marker} Mist` });
      const described = await s.createProduct({
        description: `Notes of ${marker.toUpperCase()} and musk`,
      });
      await s.createProduct({ name: `Percent 100% ${marker}` });
      const res = await s.call(
        'GET',
        `/product/search/${encodeURIComponent(marker.toUpperCase())}`,
      );
      const found = ProductSearchResponseSchema.parse(res.body).products.map((p) => p._id);
      expect(found).toEqual(expect.arrayContaining([named._id, described._id]));
      const brand = ProductSearchResponseSchema.parse(
        (await s.call('GET', '/product/search/dIOr')).body,
      ).products;
      expect(brand.length).toBeGreaterThan(0);
      const percent = ProductSearchResponseSchema.parse(
        (await s.call('GET', `/product/search/${encodeURIComponent('100%')}`)).body,
      ).products;
      expect(
        percent.every(
          (p) =>
            p.name.includes('100%') || p.description.includes('100%') || p.brand.includes('100%'),
        ),
      ).toBe(true);
      const underscore = ProductSearchResponseSchema.parse(
        (await s.call('GET', '/product/search/_')).body,
      ).products;
      expect(underscore.every((p) => `${p.name}${p.description}${p.brand}`.includes('_'))).toBe(
        true,
      );
    });

    it('returns everything for an empty keyword, with or without a trailing slash', async () => {
      const total = ProductListResponseSchema.parse(
        (await s.call('GET', '/product/all')).body,
      ).productCount;
      for (const path of ['/product/search/', '/product/search']) {
        const res = await s.call('GET', path);
        expect(res.status).toBe(200);
        expect(ProductSearchResponseSchema.parse(res.body).products).toHaveLength(total);
      }
      expect((await s.call('GET', '/product/all/')).status).toBe(200);
    });

    it('relates same category first, never the product itself, at most 12', async () => {
      const base = await s.createProduct({ brand: 'Zaien', gender: 'Female' });
      const res = await s.call('GET', `/product/related/${base._id}`);
      const related = RelatedProductsResponseSchema.parse(res.body).relatedProducts;
      expect(related.length).toBeLessThanOrEqual(12);
      expect(related.some((p) => p._id === base._id)).toBe(false);
      const firstOther = related.findIndex((p) => p.category._id !== base.category._id);
      if (firstOther >= 0)
        expect(related.slice(firstOther).every((p) => p.category._id !== base.category._id)).toBe(
          true,
        );
    });

    it('updates every field; "[object Object]" parts keep existing images in order, new files append', async () => {
      const product = await s.createProduct({
        images: [pngFile('1.png'), pngFile('2.png'), pngFile('3.png')],
      });
      const [first, second] = product.images;
      const res = await s.call('PUT', `/product/update/${product._id}`, {
        token: s.adminToken,
        form: form({
          name: `${product.name} Renamed`,
          description: 'New description',
          price: '25000.5',
          quantity: '0',
          category: s.categoryId,
          shipping: 'true',
          gender: 'Male',
          usage: 'undefined',
          about: 'New about',
          brand: 'Versace',
          scentType: 'Rose',
          scentProfile: 'Rose, pepper',
          fragranceType: 'Eau De Toilette',
          size: '5.0',
          images: ['[object Object]', '[object Object]', pngFile('new.png')],
        }),
      });
      expect(res.status).toBe(200);
      const updated = ProductMutationResponseSchema.parse(res.body).product;
      expect(updated.images.map((i) => i.imagePublicId).slice(0, 2)).toEqual([
        first?.imagePublicId,
        second?.imagePublicId,
      ]);
      expect(updated.images).toHaveLength(3);
      expect(updated).toMatchObject({
        price: 25000.5,
        quantity: 0,
        isAvailable: false,
        isavailability: false,
        gender: 'Male',
        size: '5.0',
        usage: '',
      });
      expect(updated.slug).not.toBe(product.slug);
    });

    it('answers update failures with {error}', async () => {
      const product = await s.createProduct();
      const bad = await s.call('PUT', `/product/update/${product._id}`, {
        token: s.adminToken,
        form: form({
          name: '',
          description: 'x',
          price: '1',
          quantity: '1',
          category: s.categoryId,
        }),
      });
      expect(bad.status).toBe(400);
      ApiErrorSchema.parse(bad.body);
      const missing = await s.call('PUT', '/product/update/00000000-0000-4000-8000-000000000000', {
        token: s.adminToken,
        form: form({
          name: 'x',
          description: 'x',
          price: '1',
          quantity: '1',
          category: s.categoryId,
        }),
      });
      expect(missing.status).toBe(404);
    });

    it('shows every write in the full listing at once: create, order, edit, category rename, delete', async () => {
      const listed = async (id: string) => {
        const { products, productCount } = ProductListResponseSchema.parse(
          (await s.call('GET', '/product/all?limit=1000000')).body,
        );
        expect(products).toHaveLength(productCount);
        return products.find((p) => p._id === id);
      };
      const { category } = CategoryMutationResponseSchema.parse(
        (
          await s.call('POST', '/category/create', {
            token: s.adminToken,
            json: { name: unique('Listed ') },
          })
        ).body,
      );
      const product = await s.createProduct({ quantity: '5', category: category._id });
      expect((await listed(product._id))?.quantity).toBe(5);

      const order = await s.call('POST', '/product/payment', {
        token: s.shopperToken,
        json: { paymentRef: true, cartItems: [{ ...product, isAdded: true, addedQty: 5 }] },
      });
      expect(order.status).toBe(201);
      expect(await listed(product._id)).toMatchObject({ quantity: 0, isAvailable: false });

      const edited = await s.call('PUT', `/product/update/${product._id}`, {
        token: s.adminToken,
        form: productUpdateForm(product, {
          name: `${product.name} Edited`,
          quantity: '7',
          category: category._id,
        }),
      });
      expect(edited.status).toBe(200);
      expect(await listed(product._id)).toMatchObject({
        name: `${product.name} Edited`,
        quantity: 7,
      });

      const renamed = unique('Renamed ');
      await s.call('PUT', `/category/${category._id}`, {
        token: s.adminToken,
        json: { name: renamed },
      });
      expect((await listed(product._id))?.category.name).toBe(renamed);

      await s.call('DELETE', `/product/${product._id}`, { token: s.adminToken });
      expect(await listed(product._id)).toBeUndefined();
    });

    it('deletes a product (200 with its name), then 404', async () => {
      const product = await s.createProduct();
      const res = await s.call('DELETE', `/product/${product._id}`, { token: s.adminToken });
      expect(res.status).toBe(200);
      expect(ProductDeleteResponseSchema.parse(res.body).name).toBe(product.name);
      expect((await s.call('GET', `/product/${product._id}`)).status).toBe(404);
      expect(
        (await s.call('DELETE', `/product/${product._id}`, { token: s.adminToken })).status,
      ).toBe(404);
    });

    it('answers 404 for an unknown image', async () => {
      const res = await s.call('GET', '/images/00000000-0000-4000-8000-000000000000');
      expect(res.status).toBe(404);
      ApiErrorSchema.parse(res.body);
      expect((await s.call('GET', '/images/..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
    });
  });
}
