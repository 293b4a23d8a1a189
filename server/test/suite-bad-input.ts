import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES } from '../../contract/constants';
import { ApiErrorSchema } from '../../contract/schemas/errors';
import { CategoriesResponseSchema } from '../../contract/schemas/category';
import { ProductListResponseSchema, ProductResponseSchema } from '../../contract/schemas/product';
import { loginThrottle } from '../db/schema';
import { TOO_DEEP_JSON_MESSAGE } from '../wire/read-body';
import { form, PNG_BYTES } from './api-client';
import type { SuiteState } from './suite-state';

const TWO_MB = 'n'.repeat(2 * 1024 * 1024);

/** PNG magic followed by filler: sniffs as an image, weighs what we ask. */
function bigPng(bytes: number): File {
  const data = new Uint8Array(bytes);
  data.set(PNG_BYTES);
  return new File([data], 'big.png', { type: 'image/png' });
}

export function badInputTests(s: SuiteState): void {
  const productCount = async () =>
    ProductListResponseSchema.parse((await s.call('GET', '/product/all')).body).productCount;
  const categoryCount = async () =>
    CategoriesResponseSchema.parse((await s.call('GET', '/category/categories')).body).length;

  describe('bad input never becomes a 5xx or a change', () => {
    it.each([
      ['POST', '/auth/login', false],
      ['POST', '/category/create', true],
      ['POST', '/product/payment', true],
      ['PUT', '/orders/status/00000000-0000-4000-8000-000000000000', true],
      ['POST', '/newsletter', false],
    ] as const)('%s %s: malformed JSON is a 400', async (method, path, needsAdmin) => {
      const res = await s.call(method, path, {
        rawJson: '{"name": "x",',
        token: needsAdmin ? s.adminToken : undefined,
      });
      expect(res.status).toBe(400);
      expect(res.text).not.toMatch(/at .*\.(ts|js):\d+/);
    });

    it('an id of any length on "Pay now" is a 404 that writes nothing', async () => {
      const counters = async () =>
        (await s.host.db.select({ key: loginThrottle.key }).from(loginThrottle)).filter((row) =>
          row.key.startsWith('retry:order:'),
        ).length;
      const before = await counters();
      // Random text, which the index cannot compress below its row limit.
      const noise = (length: number) =>
        Array.from({ length: Math.ceil(length / 36) }, () => crypto.randomUUID())
          .join('')
          .slice(0, length);
      for (const id of [noise(8000), noise(2000), 'not-an-order']) {
        const res = await s.call('POST', `/payments/retry/${id}`, { token: s.shopperToken });
        expect(res.status, res.text.slice(0, 200)).toBe(404);
        ApiErrorSchema.parse(res.body);
      }
      expect(await counters()).toBe(before);
    });

    it('JSON nested 5,000 deep is a 400, not a stack overflow', async () => {
      const deep = '['.repeat(5000) + '"Lagos"' + ']'.repeat(5000);
      const res = await s.call('PUT', '/admin/delivery', {
        token: s.adminToken,
        rawJson: `{"zones":[{"id":"x","name":"X","states":${deep},"fee":1,"freeFrom":null,"days":{"min":1,"max":2}}],"pickupPoints":[]}`,
      });
      expect(res.status, res.text).toBe(400);
      expect(ApiErrorSchema.parse(res.body).error).toBe(TOO_DEEP_JSON_MESSAGE);
    });

    it('wrong JSON types are 400s', async () => {
      expect(
        (await s.call('POST', '/auth/login', { json: { identifier: 5, password: ['x'] } })).status,
      ).toBe(400);
      expect((await s.call('POST', '/auth/login', { json: 'just a string' })).status).toBe(400);
      expect(
        (await s.call('POST', '/category/create', { token: s.adminToken, json: [1, 2] })).status,
      ).toBe(400);
      expect(
        (
          await s.call('PUT', '/orders/status/00000000-0000-4000-8000-000000000000', {
            token: s.adminToken,
            json: { status: 7 },
          })
        ).status,
      ).toBe(400);
      expect(
        (
          await s.call('POST', '/product/payment', {
            token: s.shopperToken,
            json: { cartItems: 'all of it' },
          })
        ).status,
      ).toBe(400);
    });

    it('a product form sent as JSON is a 400, not a crash', async () => {
      const res = await s.call('POST', '/product/create', {
        token: s.adminToken,
        json: { name: 'x' },
      });
      expect(res.status).toBe(400);
    });

    it('a 2 MB name is refused everywhere without a change', async () => {
      const products = await productCount();
      const categories = await categoryCount();
      const product = await s.call('POST', '/product/create', {
        token: s.adminToken,
        form: form({
          name: TWO_MB,
          description: 'd',
          price: '1',
          quantity: '1',
          category: s.categoryId,
        }),
      });
      expect(product.status).toBe(400);
      expect(typeof product.body).toBe('string');
      const category = await s.call('POST', '/category/create', {
        token: s.adminToken,
        json: { name: TWO_MB },
      });
      // 413 where the body is over the endpoint's size, 400 where the field is over its length.
      expect([400, 413]).toContain(category.status);
      expect(typeof category.body).toBe('string');
      const register = await s.call('POST', '/auth/register', {
        form: form({ name: TWO_MB, username: '', email: 'big@suite.test', password: 'secret123' }),
      });
      expect(register.status).toBe(400);
      const login = await s.call('POST', '/auth/login', {
        json: { identifier: TWO_MB, password: 'x' },
      });
      expect([400, 401, 413]).toContain(login.status);
      const search = await s.call('GET', `/product/search/${TWO_MB.slice(0, 4000)}`);
      expect(search.status).toBeLessThan(500);
      expect(await productCount()).toBe(products);
      expect(await categoryCount()).toBe(categories);
    });

    it('huge stock and price numbers are 400s', async () => {
      for (const fields of [
        { quantity: '1e12' },
        { price: '1e20' },
        { price: 'abc' },
        { quantity: '0x10' },
      ]) {
        const res = await s.call('POST', '/product/create', {
          token: s.adminToken,
          form: form({
            name: 'Big',
            description: 'd',
            price: '1',
            quantity: '1',
            category: s.categoryId,
            ...fields,
          }),
        });
        expect(res.status).toBe(400);
      }
    });

    // A NUL id ('%00') is a 400 like any control character: see below.
    it.each(['../../etc/passwd', '..%2F..%2Fetc%2Fpasswd', "1' OR '1'='1"])(
      'an id like %s is a 404',
      async (id) => {
        const path = `/product/${id.includes('%') ? id : encodeURIComponent(id)}`;
        const res = await s.call('GET', path);
        expect(res.status).toBe(404);
        expect(
          (await s.call('DELETE', `/category/${encodeURIComponent(id)}`, { token: s.adminToken }))
            .status,
        ).toBe(404);
        expect(
          (
            await s.call('PUT', `/orders/status/${encodeURIComponent(id)}`, {
              token: s.adminToken,
              json: { status: 'Shipped' },
            })
          ).status,
        ).toBe(404);
      },
    );

    it('an image over 5 MB is refused with 413', async () => {
      const products = await productCount();
      const res = await s.call('POST', '/product/create', {
        token: s.adminToken,
        form: form({
          name: 'Heavy',
          description: 'd',
          price: '1',
          quantity: '1',
          category: s.categoryId,
          images: [bigPng(MAX_IMAGE_BYTES + 1)],
        }),
      });
      expect(res.status).toBe(413);
      expect(await productCount()).toBe(products);
    });

    it('a request body over the limit is refused early with 413', async () => {
      const products = await productCount();
      const files = Array.from({ length: 11 }, () => bigPng(MAX_IMAGE_BYTES));
      const res = await s.call('POST', '/product/create', {
        token: s.adminToken,
        form: form({
          name: 'Too much',
          description: 'd',
          price: '1',
          quantity: '1',
          category: s.categoryId,
          images: files,
        }),
      });
      expect(res.status).toBe(413);
      const update = await s.call('PUT', '/auth/user/update', {
        token: s.shopperToken,
        form: form({ image: files }),
      });
      expect(update.status).toBe(413);
      ApiErrorSchema.parse(update.body);
      expect(await productCount()).toBe(products);
    });

    it('a text file named x.png does not replace product images on update', async () => {
      const product = await s.createProduct();
      const res = await s.call('PUT', `/product/update/${product._id}`, {
        token: s.adminToken,
        form: form({
          name: product.name,
          description: 'd',
          price: '1',
          quantity: '1',
          category: s.categoryId,
          images: [new File(['plain text'], 'x.png', { type: 'image/png' })],
        }),
      });
      expect(res.status).toBe(400);
      ApiErrorSchema.parse(res.body);
      const after = ProductResponseSchema.parse(
        (await s.call('GET', `/product/${product._id}`)).body,
      ).product;
      expect(after.images).toEqual(product.images);
      expect(after.price).toBe(product.price);
    });

    describe('a NUL byte or another control character is a clear 400, never a 500', () => {
      const nul = 'a\u0000b';
      const expectRefused = (res: { status: number; body: unknown }, what: string) => {
        expect(res.status, what).toBe(400);
        expect(ApiErrorSchema.parse(res.body).error, what).toMatch(/control characters/);
      };

      it('in JSON bodies, forms, paths and queries', async () => {
        const product = await s.createProduct({ quantity: '5' });
        const shipping = {
          deliveryMethod: 'door',
          fullName: `Sisi ${nul}`,
          phone: '08031234567',
          address: '1 Road',
          region: 'Lagos',
          city: 'Ikeja',
        };
        const cases: [string, Promise<{ status: number; body: unknown }>][] = [
          [
            'register name',
            s.call('POST', '/auth/register', {
              form: form({
                name: nul,
                email: `nul${Date.now()}@suite.test`,
                password: 'long-enough-1',
              }),
            }),
          ],
          [
            'login identifier',
            s.call('POST', '/auth/login', { json: { identifier: nul, password: 'x' } }),
          ],
          ['search path', s.call('GET', '/product/search/a%00b')],
          ['product id', s.call('GET', '/product/%00')],
          [
            'order id',
            s.call('PUT', '/orders/status/%00', {
              token: s.adminToken,
              json: { status: 'Shipped' },
            }),
          ],
          ['placeholder image path', s.call('GET', '/images/placeholder/a%00b.svg')],
          ['newsletter', s.call('POST', '/newsletter', { json: { email: `x${nul}@y.ng` } })],
          [
            'order shipping',
            s.call('POST', '/product/payment', {
              token: s.shopperToken,
              json: { cartItems: [{ ...product, isAdded: true, addedQty: 1 }], shipping },
            }),
          ],
          ['admin search', s.call('GET', '/admin/orders?q=%00', { token: s.adminToken })],
          [
            'escape in a query',
            s.call('GET', '/admin/products?q=%1B%5B31m', { token: s.adminToken }),
          ],
        ];
        for (const [what, pending] of cases) expectRefused(await pending, what);
        // Nothing was taken: the refused order left the stock alone.
        const after = ProductResponseSchema.parse(
          (await s.call('GET', `/product/${product._id}`)).body,
        );
        expect(after.product.quantity).toBe(5);
      });

      it('and so is half a UTF-16 pair in a JSON body', async () => {
        const product = await s.createProduct({ quantity: '5' });
        // JSON.stringify writes a lone surrogate as the escape `\ud800`, which JSON.parse reads
        // back as the broken character PostgreSQL's JSON columns refuse mid-transaction.
        const res = await s.call('POST', '/product/payment', {
          token: s.shopperToken,
          json: {
            cartItems: [{ ...product, isAdded: true, addedQty: 1 }],
            shipping: {
              fullName: 'Sisi \ud800',
              phone: '08031234567',
              address: '1 Road',
              region: 'Lagos',
              city: 'Ikeja',
            },
          },
        });
        expectRefused(res, 'lone surrogate in shipping');
        const after = ProductResponseSchema.parse(
          (await s.call('GET', `/product/${product._id}`)).body,
        );
        expect(after.product.quantity).toBe(5);
      });

      it('while tabs and line breaks in text are fine', async () => {
        const res = await s.call('POST', '/auth/login', {
          json: { identifier: 'nobody\there\r\n', password: 'x' },
        });
        expect(res.status).toBe(401);
      });
    });
  });
}
