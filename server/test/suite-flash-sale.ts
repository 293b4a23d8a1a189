import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiErrorSchema } from '../../contract/schemas/errors';
import {
  FLASH_SALE_MESSAGES,
  FlashSaleResponseSchema,
  type FlashSaleInput,
} from '../../contract/schemas/flash-sale';
import { OrdersResponseSchema, PaymentResponseSchema } from '../../contract/schemas/order';
import {
  FlashSaleProductsResponseSchema,
  ProductListResponseSchema,
  ProductResponseSchema,
  ProductSearchResponseSchema,
  type Product,
} from '../../contract/schemas/product';
import { ADMIN_REQUIRED_MESSAGE, SIGN_IN_REQUIRED_MESSAGE } from '../auth/guards';
import { orderLines } from '../db/schema';
import type { SuiteState } from './suite-state';

const NO_ID = '00000000-0000-4000-8000-000000000000';
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const LAGOS_OFFSET = 60 * MINUTE;

/** The first midnight in Lagos (UTC+1, no daylight saving) after `instant`. */
function nextLagosMidnight(instant: Date): string {
  const lagosDay = Math.floor((instant.getTime() + LAGOS_OFFSET) / DAY);
  return new Date((lagosDay + 1) * DAY - LAGOS_OFFSET).toISOString();
}

/**
 * The honest Flash Sale (api-contract.md, "Payments"): listed products carry `sale` on the wire
 * while it lasts, orders charge its price, and its end changes every answer without a write.
 * Each test ends the sale it starts, so the other sections never meet one.
 */
export function flashSaleTests(s: SuiteState): void {
  let startedAt = s.clock.now;
  beforeEach(() => {
    startedAt = s.clock.now;
  });
  afterEach(() => {
    s.clock.now = startedAt;
  });

  const put = (json: unknown, token: string | null = s.adminToken) =>
    s.call('PUT', '/admin/flash-sale', { token, json });
  const saleOf = async (input: FlashSaleInput) => {
    const res = await put(input);
    expect(res.status, res.text).toBe(200);
    return FlashSaleResponseSchema.parse(res.body).flashSale;
  };
  const productOf = async (id: string, headers: Record<string, string> = {}) =>
    s.call('GET', `/product/${id}`, { headers });
  const listed = async () =>
    ProductListResponseSchema.parse((await s.call('GET', '/product/all?limit=100000')).body)
      .products;
  const minutesAhead = (minutes: number) =>
    new Date(s.clock.now.getTime() + minutes * MINUTE).toISOString();
  const order = async (product: Product, addedQty: number) => {
    const res = await s.call('POST', '/product/payment', {
      token: s.shopperToken,
      json: { paymentRef: true, cartItems: [{ ...product, isAdded: true, addedQty }] },
    });
    expect(res.status, res.text).toBe(201);
    return PaymentResponseSchema.parse(res.body).order;
  };

  describe('Flash Sale', () => {
    it('GET and PUT /admin/flash-sale: visitors 401, shoppers 403, bad input 400 {error}', async () => {
      const product = await s.createProduct();
      const valid = { productIds: [product._id], percentOff: 20, endsAt: minutesAhead(10) };
      for (const [token, status, error] of [
        [null, 401, SIGN_IN_REQUIRED_MESSAGE],
        [s.shopperToken, 403, ADMIN_REQUIRED_MESSAGE],
      ] as const) {
        const read = await s.call('GET', '/admin/flash-sale', { token });
        expect(read.status).toBe(status);
        expect(ApiErrorSchema.parse(read.body).error).toBe(error);
        const write = await put(valid, token);
        expect(write.status).toBe(status);
        expect(ApiErrorSchema.parse(write.body).error).toBe(error);
      }
      expect(ProductResponseSchema.parse((await productOf(product._id)).body).product.sale).toBe(
        null,
      );

      const none = await s.call('GET', '/admin/flash-sale', { token: s.adminToken });
      expect(none.status).toBe(200);
      expect(FlashSaleResponseSchema.parse(none.body)).toEqual({ success: true, flashSale: null });

      const M = FLASH_SALE_MESSAGES;
      // Counted before anything is looked up.
      const nine = Array.from({ length: 9 }, () => crypto.randomUUID());
      for (const [body, error] of [
        [{ ...valid, productIds: nine }, M.tooManyProducts],
        [{ ...valid, productIds: [product._id, NO_ID] }, M.unknownProduct],
        [{ ...valid, productIds: ['not-an-id'] }, M.unknownProduct],
        [{ ...valid, productIds: [product._id, product._id] }, M.duplicateProduct],
        [{ ...valid, percentOff: 0 }, M.percentOffInvalid],
        [{ ...valid, percentOff: 91 }, M.percentOffInvalid],
        [{ ...valid, percentOff: 12.5 }, M.percentOffInvalid],
        [{ ...valid, endsAt: 'midnight' }, M.endsAtInvalid],
        [{ ...valid, endsAt: s.clock.now.toISOString() }, M.endsAtPast],
        [{ percentOff: 20, endsAt: valid.endsAt }, M.productIdsInvalid],
      ] as const) {
        const res = await put(body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(ApiErrorSchema.parse(res.body).error).toBe(error);
      }
      const notJson = await s.call('PUT', '/admin/flash-sale', {
        token: s.adminToken,
        rawJson: '{"productIds":',
      });
      expect(notJson.status).toBe(400);
      ApiErrorSchema.parse(notJson.body);
      // Nothing refused was kept.
      expect(
        FlashSaleResponseSchema.parse(
          (await s.call('GET', '/admin/flash-sale', { token: s.adminToken })).body,
        ).flashSale,
      ).toBeNull();
    });

    it('products carry `sale` on every read while it lasts, and null once it has ended, with no write', async () => {
      const a = await s.createProduct({ price: '20000' });
      const b = await s.createProduct({ price: '5000.5' });
      const other = await s.createProduct({ price: '7000' });
      const endsAt = minutesAhead(10);
      const tagBefore = (await productOf(a._id)).headers.get('etag') ?? '';

      const saved = await saleOf({ productIds: [a._id, b._id], percentOff: 15, endsAt });
      expect(saved).toEqual({
        productIds: [a._id, b._id],
        percentOff: 15,
        endsAt,
        renewDaily: false,
      });
      const admin = await s.call('GET', '/admin/flash-sale', { token: s.adminToken });
      expect(FlashSaleResponseSchema.parse(admin.body).flashSale).toEqual(saved);

      // The sale changed the catalogue: a held copy is stale.
      const during = await productOf(a._id, { 'If-None-Match': tagBefore });
      expect(during.status).toBe(200);
      const tagDuring = during.headers.get('etag') ?? '';
      expect(ProductResponseSchema.parse(during.body).product.sale).toEqual({
        price: 17000,
        percentOff: 15,
        endsAt,
      });
      const all = await listed();
      const saleById = (list: Product[], id: string) => list.find((p) => p._id === id)?.sale;
      // 5000.5 × 0.85 = 4250.425: to the kobo, half up.
      expect(saleById(all, b._id)).toEqual({ price: 4250.43, percentOff: 15, endsAt });
      expect(saleById(all, other._id)).toBeNull();
      const search = ProductSearchResponseSchema.parse(
        (await s.call('GET', `/product/search/${encodeURIComponent(a.name)}`)).body,
      ).products;
      expect(saleById(search, a._id)?.price).toBe(17000);
      const onSale = FlashSaleProductsResponseSchema.parse(
        (await s.call('GET', '/product/flash-sale')).body,
      ).products;
      expect(onSale.map((p) => [p._id, p.sale?.price])).toEqual([
        [a._id, 17000],
        [b._id, 4250.43],
      ]);

      // The end passes: nobody writes, yet every read (and every instance) sees it.
      s.clock.now = new Date(Date.parse(endsAt) + 1000);
      const after = await productOf(a._id, { 'If-None-Match': tagDuring });
      expect(after.status).toBe(200);
      expect(ProductResponseSchema.parse(after.body).product.sale).toBeNull();
      expect(saleById(await listed(), b._id)).toBeNull();
      expect(
        FlashSaleProductsResponseSchema.parse((await s.call('GET', '/product/flash-sale')).body)
          .products,
      ).toEqual([]);
      const ended = await s.call('GET', '/admin/flash-sale', { token: s.adminToken });
      expect(FlashSaleResponseSchema.parse(ended.body).flashSale).toBeNull();
    });

    it('charges the sale price while it lasts and keeps it on the order line; the full price after', async () => {
      const product = await s.createProduct({ price: '20000', quantity: '10' });
      const endsAt = minutesAhead(10);
      await saleOf({ productIds: [product._id], percentOff: 20, endsAt });

      // The posted cart's price is never believed, sale or not.
      const during = await order({ ...product, price: 1 }, 2);
      expect(during.products.map((p) => [p._id, p.addedQty, p.price])).toEqual([
        [product._id, 2, 16000],
      ]);
      expect(during.shippingFee).toBe(2000);
      expect(during.totalAmount).toBe(32000 + 2000);
      const [line] = await s.host.db
        .select({ unitPriceKobo: orderLines.unitPriceKobo })
        .from(orderLines)
        .where(eq(orderLines.orderId, during._id));
      expect(line?.unitPriceKobo).toBe(1_600_000);

      s.clock.now = new Date(Date.parse(endsAt) + 1000);
      const afterwards = await order(product, 1);
      expect(afterwards.products[0]?.price).toBe(20000);
      expect(afterwards.totalAmount).toBe(20000 + 2000);
      // The first order still shows what it was charged.
      const mine = OrdersResponseSchema.parse(
        (await s.call('GET', '/orders', { token: s.shopperToken })).body,
      ).orders.find((o) => o._id === during._id);
      expect(mine?.products[0]?.price).toBe(16000);
      expect(mine?.totalAmount).toBe(34000);
    });

    it('a daily sale renews itself at the next midnight in Lagos; an empty list ends it', async () => {
      const product = await s.createProduct({ price: '10000' });
      const endsAt = minutesAhead(5);
      await saleOf({ productIds: [product._id], percentOff: 10, endsAt, renewDaily: true });
      const tag = (await productOf(product._id)).headers.get('etag') ?? '';

      s.clock.now = new Date(Date.parse(endsAt) + 1000);
      const renewed = await productOf(product._id, { 'If-None-Match': tag });
      expect(renewed.status).toBe(200);
      const renewedEnd = nextLagosMidnight(s.clock.now);
      expect(ProductResponseSchema.parse(renewed.body).product.sale).toEqual({
        price: 9000,
        percentOff: 10,
        endsAt: renewedEnd,
      });
      const admin = await s.call('GET', '/admin/flash-sale', { token: s.adminToken });
      expect(FlashSaleResponseSchema.parse(admin.body).flashSale).toMatchObject({
        endsAt: renewedEnd,
        renewDaily: true,
      });

      s.clock.now = startedAt;
      const cleared = await put({ productIds: [], percentOff: 10, endsAt: minutesAhead(5) });
      expect(cleared.status).toBe(200);
      expect(FlashSaleResponseSchema.parse(cleared.body)).toMatchObject({
        message: FLASH_SALE_MESSAGES.ended,
        flashSale: null,
      });
      expect(
        ProductResponseSchema.parse((await productOf(product._id)).body).product.sale,
      ).toBeNull();
    });
  });
}
