import { shownName } from '../../contract/rules/shown-name';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FRAGRANCE_TYPES, GENDERS, PRODUCT_BRANDS, SCENT_TYPES, SIZES } from '../../contract/enums';
import { priceBucketOf } from '../../contract/rules/price-bucket';
import { salePrice } from '../../contract/rules/sale-price';
import { CategoriesResponseSchema } from '../../contract/schemas/category';
import { ProductListResponseSchema, type Product } from '../../contract/schemas/product';
import { AuthResponseSchema } from '../../contract/schemas/user';
import { createDbImageStore } from '../images/db-image-store';
import { apiPathOf, createCaller, type Call } from '../test/api-client';
import { createTestApi, type TestApi } from '../test/test-api';
import { migrate } from './migrate';
import { seedLargeCatalogue } from './seed';
import { flashSale } from './schema';

describe('demo seed', () => {
  let api: TestApi;
  let call: Call;
  let catalogue: Product[];

  beforeAll(async () => {
    api = await createTestApi({ seed: true });
    call = createCaller(api.fetch);
    catalogue = ProductListResponseSchema.parse(
      (await call('GET', '/product/all?limit=1000000')).body,
    ).products;
  });
  afterAll(() => api.close());

  it('holds at least 60 products covering every enumeration and price bucket', () => {
    expect(catalogue.length).toBeGreaterThanOrEqual(60);
    const covers = (values: readonly string[], pick: (p: Product) => string) =>
      expect(new Set(catalogue.map(pick))).toEqual(new Set(values));
    covers(PRODUCT_BRANDS, (p) => p.brand);
    covers(GENDERS, (p) => p.gender);
    covers(SCENT_TYPES, (p) => p.scentType);
    covers(FRAGRANCE_TYPES, (p) => p.fragranceType);
    covers(SIZES, (p) => p.size);
    expect(new Set(catalogue.map((p) => priceBucketOf(p.price))).size).toBe(3);
    expect(catalogue.filter((p) => p.quantity === 0).length).toBeGreaterThanOrEqual(4);
    expect(catalogue.every((p) => p.images.length >= 1 && p.images.length <= 3)).toBe(true);
    expect(
      catalogue.every(
        (p) => p.description && p.about && p.usage && p.scentProfile && p.returnPolicy,
      ),
    ).toBe(true);
    const days = catalogue.map((p) => Date.parse(p.createdAt));
    expect(Math.max(...days) - Math.min(...days)).toBeGreaterThan(60 * 24 * 3600 * 1000);
  });

  it("runs the spec's Flash Sale: items 5 to 8 at 20% off until midnight in Lagos, renewed daily", async () => {
    const onSale = catalogue.filter((p) => p.sale);
    expect(onSale.map((p) => p._id)).toEqual(catalogue.slice(4, 8).map((p) => p._id));
    for (const product of onSale) {
      expect(product.sale).toMatchObject({ percentOff: 20, price: salePrice(product.price, 20) });
      const end = Date.parse(product.sale?.endsAt ?? '');
      // A midnight in Lagos is 23:00 UTC, and the next one is at most a day away.
      expect(new Date(end).toISOString().slice(11)).toBe('23:00:00.000Z');
      expect(end - Date.now()).toBeGreaterThan(0);
      expect(end - Date.now()).toBeLessThanOrEqual(24 * 3600 * 1000);
    }
    const [row] = await api.db.select({ renewDaily: flashSale.renewDaily }).from(flashSale);
    expect(row?.renewDaily).toBe(true);
  });

  it('has several categories and serves the generated pictures', async () => {
    const categories = CategoriesResponseSchema.parse(
      (await call('GET', '/category/categories')).body,
    );
    expect(categories.map((c) => c.name)).toEqual(
      expect.arrayContaining(['Men', 'Women', 'Unisex', 'Gift Sets', 'Body Care']),
    );
    const image = await call('GET', apiPathOf(catalogue[0]?.images[0]?.url ?? ''));
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/svg+xml');
    // A drawing opened on its own runs nothing.
    expect(image.headers.get('content-security-policy')).toContain("default-src 'none'");
  });

  it('gives every product pictures of its own: its bottle with its brand and name, then other views of it', async () => {
    const ids = catalogue.flatMap((p) => p.images.map((image) => image.imagePublicId));
    expect(new Set(ids).size).toBe(ids.length);
    const unescape = (svg: string) =>
      svg.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
    for (const product of catalogue) {
      const [front, ...others] = await Promise.all(
        product.images.map(async (image) =>
          unescape((await call('GET', apiPathOf(image.url))).text),
        ),
      );
      // The label prints the brand as shoppers spell it (the wire's 'Lataffa' reads 'LATTAFA').
      expect(front).toContain(shownName(product.brand).toUpperCase());
      expect(front).toContain(`aria-label="${product.name}"`);
      for (const view of others) expect(view).toContain(`aria-label="${product.name}, `);
    }
  });

  it('signs in the README accounts', async () => {
    const sisi = await call('POST', '/auth/login', {
      json: { identifier: 'sisi@email.com', password: 'password' },
    });
    expect(AuthResponseSchema.parse(sisi.body).user).toMatchObject({
      name: 'Sisi Adebayo',
      username: 'sisi',
      role: 0,
    });
    const admin = await call('POST', '/auth/login', {
      json: { identifier: 'admin', password: 'admin12345' },
    });
    expect(AuthResponseSchema.parse(admin.body).user).toMatchObject({
      email: 'admin@fragrancehub.ng',
      role: 1,
    });
  });

  it('migrating again changes nothing', async () => {
    await migrate(api.db);
    const again = ProductListResponseSchema.parse((await call('GET', '/product/all')).body);
    expect(again.productCount).toBe(catalogue.length);
  });

  it('adds a large catalogue in batches', async () => {
    const started = performance.now();
    await seedLargeCatalogue(api.db, createDbImageStore(api.db), 2000);
    expect(performance.now() - started).toBeLessThan(20_000);
    const after = ProductListResponseSchema.parse((await call('GET', '/product/all?limit=5')).body);
    expect(after.productCount).toBe(catalogue.length + 2000);
    ProductListResponseSchema.parse((await call('GET', '/product/all?limit=1000000')).body);
  });
});
