import { afterAll, describe, expect, it } from 'vitest';
import { CatalogueChangesResponseSchema } from '../../contract/schemas/catalogue-changes';
import {
  AdminDeliveryResponseSchema,
  DeliveryOptionsResponseSchema,
} from '../../contract/schemas/delivery';
import { PaymentResponseSchema } from '../../contract/schemas/order';
import { ProductResponseSchema, type Product } from '../../contract/schemas/product';
import { PriceChangedAnswerSchema, PRICE_CHANGED_CODE } from '../../contract/schemas/quote';
import { DEMO_DELIVERY } from '../../contract/rules/delivery';
import { orders } from '../db/schema';
import type { SuiteState } from './suite-state';

const lagosDoor = {
  deliveryMethod: 'door',
  fullName: 'Tola Bello',
  phone: '0803 123 4567',
  address: '3 Bode Thomas Street',
  city: 'Surulere',
  region: 'Lagos',
};

/**
 * What the device shows is what the shop charges (api-contract.md, 2026-12): the delivery
 * settings' `version`, which moves on every save and travels in the catalogue's change feed, and
 * `expectedTotal` on POST /product/payment, answered 409 PRICE_CHANGED with the new quote (and
 * nothing kept) when it is not the server's total. The zones are the demo shop's again at the end.
 */
export function agreedTotalTests(s: SuiteState): void {
  const options = async () =>
    DeliveryOptionsResponseSchema.parse((await s.call('GET', '/delivery/options')).body);
  const changes = async (since?: string) => {
    const res = await s.call('GET', since ? `/product/changes?since=${since}` : '/product/changes');
    expect(res.status, res.text).toBe(200);
    return CatalogueChangesResponseSchema.parse(res.body);
  };
  const saveDelivery = async (lagosFee: number) => {
    const zones = DEMO_DELIVERY.zones.map((zone) =>
      zone.id === 'lagos' ? { ...zone, fee: lagosFee } : zone,
    );
    const res = await s.call('PUT', '/admin/delivery', {
      token: s.adminToken,
      json: { zones, pickupPoints: DEMO_DELIVERY.pickupPoints },
    });
    expect(res.status, res.text).toBe(200);
    return AdminDeliveryResponseSchema.parse(res.body);
  };
  const stockOf = async (id: string) =>
    ProductResponseSchema.parse((await s.call('GET', `/product/${id}`)).body).product.quantity;
  const orderCount = async () => (await s.host.db.select({ id: orders.id }).from(orders)).length;
  const order = (product: Product, expectedTotal?: number) =>
    s.call('POST', '/product/payment', {
      token: s.shopperToken,
      json: {
        paymentRef: true,
        cartItems: [{ ...product, isAdded: true, addedQty: 2 }],
        shipping: lagosDoor,
        ...(expectedTotal === undefined ? {} : { expectedTotal }),
      },
    });

  describe('what the device shows is what the shop charges (2026-12)', () => {
    afterAll(async () => {
      await saveDelivery(2000);
    });

    it('a delivery save moves `version`, and the change feed names it to a device holding the old copy', async () => {
      const before = await options();
      const held = await changes();
      expect(held.deliveryVersion).toBe(before.version);

      const saved = await saveDelivery(2500);
      const after = await options();
      expect(after.version).toBeGreaterThan(before.version);
      expect(saved.version).toBe(after.version);
      expect(after.zones.find((zone) => zone.id === 'lagos')?.fee).toBe(2500);

      // The device's copy is at the old catalogue version: the feed moved with the save.
      const next = await changes(held.version);
      expect(next.version).not.toBe(held.version);
      expect(next.deliveryVersion).toBe(after.version);
      expect(next.products).toEqual([]);
      // A second save moves it again.
      await saveDelivery(2000);
      expect((await options()).version).toBeGreaterThan(after.version);
    });

    it('expectedTotal: the shown total places the order; another total keeps nothing and answers the quote', async () => {
      const product = await s.createProduct({ price: '15000', quantity: '10' });
      // Lagos door delivery at the demo fee: 2 × ₦15,000 + ₦2,000.
      const placed = await order(product, 32_000);
      expect(placed.status, placed.text).toBe(201);
      expect(PaymentResponseSchema.parse(placed.body).order.totalAmount).toBe(32_000);

      // The admin raises the Lagos fee; a device still showing ₦2,000 sends its old total.
      await saveDelivery(2500);
      const stock = await stockOf(product._id);
      const count = await orderCount();
      const refused = await order(product, 32_000);
      expect(refused.status, refused.text).toBe(409);
      expect(PriceChangedAnswerSchema.parse(refused.body)).toEqual({
        error: expect.any(String),
        code: PRICE_CHANGED_CODE,
        quote: { subtotal: 30_000, discount: 0, shippingFee: 2_500, total: 32_500 },
      });
      expect(await stockOf(product._id)).toBe(stock);
      expect(await orderCount()).toBe(count);

      // Confirmed at the new figures, it is placed at exactly them.
      const confirmed = await order(product, 32_500);
      expect(confirmed.status, confirmed.text).toBe(201);
      expect(PaymentResponseSchema.parse(confirmed.body).order).toMatchObject({
        totalAmount: 32_500,
        shippingFee: 2_500,
      });
      // An older client sends no expectedTotal and is priced as before.
      const older = await order(product);
      expect(older.status, older.text).toBe(201);
      expect(await stockOf(product._id)).toBe(stock - 4);
    });

    it('expectedTotal must be an amount of naira', async () => {
      const product = await s.createProduct({ price: '15000', quantity: '10' });
      for (const expectedTotal of [-1, '32000', null]) {
        const res = await s.call('POST', '/product/payment', {
          token: s.shopperToken,
          json: {
            paymentRef: true,
            cartItems: [{ ...product, isAdded: true, addedQty: 1 }],
            expectedTotal,
          },
        });
        expect(res.status, res.text).toBe(400);
      }
    });
  });
}
