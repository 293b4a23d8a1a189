import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ApiErrorSchema } from '../../contract/schemas/errors';
import {
  AllOrdersResponseSchema,
  OrderStatusUpdateResponseSchema,
  OrdersResponseSchema,
  PaymentResponseSchema,
} from '../../contract/schemas/order';
import { ProductResponseSchema, type Product } from '../../contract/schemas/product';
import { ORDER_CREATED_MESSAGE } from '../../contract/messages';
import { orders } from '../db/schema';
import { apiPathOf } from './api-client';
import type { SuiteState } from './suite-state';

/** What this client posts: whole cart entries with a (possibly stale or forged) price. */
function cartItem(product: Product, addedQty: number, forgedPrice?: number) {
  return { ...product, price: forgedPrice ?? product.price, isAdded: true, addedQty };
}

export function orderTests(s: SuiteState): void {
  const stockOf = async (id: string) =>
    ProductResponseSchema.parse((await s.call('GET', `/product/${id}`)).body).product;
  const orderCount = async () => (await s.host.db.select({ id: orders.id }).from(orders)).length;

  describe('orders', () => {
    it('prices from the database, adds the shipping fee, stores delivery details, takes stock (201)', async () => {
      const a = await s.createProduct({ price: '20000', quantity: '3' });
      const b = await s.createProduct({ price: '5000.5', quantity: '4' });
      const res = await s.call('POST', '/product/payment', {
        token: s.shopperToken,
        json: {
          paymentRef: true,
          cartItems: [cartItem(a, 2, 1), cartItem(b, 1, 1)],
          shipping: {
            deliveryMethod: 'door',
            fullName: 'Sisi A',
            phone: '0803 123 4567',
            address: '1 Road',
            region: 'Lagos',
            city: 'Ikeja',
          },
        },
      });
      expect(res.status).toBe(201);
      const { order, message } = PaymentResponseSchema.parse(res.body);
      expect(message).toBe(ORDER_CREATED_MESSAGE);
      expect(order.totalAmount).toBe(45000.5 + 2000);
      expect(order.shippingFee).toBe(2000);
      expect(order.status).toBe('Not processed');
      // An older client's paymentRef: true marks nothing paid: it pays on delivery.
      expect(order.payment).toMatchObject({
        paymentStatus: false,
        method: 'on_delivery',
        state: 'on_delivery',
        reference: null,
        paidAt: null,
        amountPaid: null,
      });
      expect(order.shipping).toMatchObject({ fullName: 'Sisi A', city: 'Ikeja' });
      expect(order.buyer._id).toBe(s.shopperId);
      expect(order.products.map((p) => [p._id, p.addedQty, p.price])).toEqual([
        [a._id, 2, 20000],
        [b._id, 1, 5000.5],
      ]);
      expect(order.products[0]?.images.length).toBeGreaterThan(0);
      expect((await stockOf(a._id)).quantity).toBe(1);
      expect((await stockOf(b._id)).quantity).toBe(3);
    });

    it('ships free at a subtotal of 300000', async () => {
      const p = await s.createProduct({ price: '150000', quantity: '5' });
      const res = await s.call('POST', '/product/payment', {
        token: s.shopperToken,
        json: { paymentRef: true, cartItems: [cartItem(p, 2)] },
      });
      const { order } = PaymentResponseSchema.parse(res.body);
      expect(order.shippingFee).toBe(0);
      expect(order.totalAmount).toBe(300000);
    });

    it('fails the whole order with 409 naming the short product, changing nothing', async () => {
      const plenty = await s.createProduct({ quantity: '10' });
      const scarce = await s.createProduct({ quantity: '1' });
      const before = await orderCount();
      const res = await s.call('POST', '/product/payment', {
        token: s.shopperToken,
        json: { paymentRef: true, cartItems: [cartItem(plenty, 2), cartItem(scarce, 3)] },
      });
      expect(res.status).toBe(409);
      expect(ApiErrorSchema.parse(res.body).error).toContain(scarce.name);
      expect((await stockOf(plenty._id)).quantity).toBe(10);
      expect((await stockOf(scarce._id)).quantity).toBe(1);
      expect(await orderCount()).toBe(before);
    });

    it('sells exactly the stock to 20 concurrent shoppers of one unit against a stock of 5', async () => {
      const product = await s.createProduct({ quantity: '5' });
      const before = await orderCount();
      const results = await Promise.all(
        Array.from({ length: 20 }, () =>
          s.call('POST', '/product/payment', {
            token: s.otherShopperToken,
            json: { paymentRef: true, cartItems: [cartItem(product, 1)] },
          }),
        ),
      );
      const statuses = results.map((r) => r.status);
      expect(statuses.filter((st) => st === 201)).toHaveLength(5);
      expect(statuses.filter((st) => st === 409)).toHaveLength(15);
      const after = await stockOf(product._id);
      expect(after.quantity).toBe(0);
      expect(after.isAvailable).toBe(false);
      expect(after.isavailability).toBe(false);
      expect(await orderCount()).toBe(before + 5);
    });

    it('replays an Idempotency-Key: same status and order, nothing created, also when racing', async () => {
      const product = await s.createProduct({ quantity: '10' });
      const key = `key-${crypto.randomUUID()}`;
      const send = () =>
        s.call('POST', '/product/payment', {
          token: s.shopperToken,
          headers: { 'Idempotency-Key': key },
          json: { paymentRef: true, cartItems: [cartItem(product, 2)] },
        });
      const before = await orderCount();
      const first = await send();
      expect(first.status).toBe(201);
      const [second, third] = await Promise.all([send(), send()]);
      expect(second?.status).toBe(201);
      expect(second?.body).toEqual(first.body);
      expect(third?.body).toEqual(first.body);
      expect(await orderCount()).toBe(before + 1);
      expect((await stockOf(product._id)).quantity).toBe(8);
      // Keys are per user: another shopper's same key is a new order.
      const other = await s.call('POST', '/product/payment', {
        token: s.otherShopperToken,
        headers: { 'Idempotency-Key': key },
        json: { paymentRef: true, cartItems: [cartItem(product, 1)] },
      });
      expect(other.status).toBe(201);
      expect(PaymentResponseSchema.parse(other.body).order._id).not.toBe(
        PaymentResponseSchema.parse(first.body).order._id,
      );
    });

    it('keeps an order readable after its product is deleted', async () => {
      const product = await s.createProduct({ quantity: '2' });
      const placed = PaymentResponseSchema.parse(
        (
          await s.call('POST', '/product/payment', {
            token: s.shopperToken,
            json: { paymentRef: true, cartItems: [cartItem(product, 1)] },
          })
        ).body,
      ).order;
      await s.call('DELETE', `/product/${product._id}`, { token: s.adminToken });
      const mine = OrdersResponseSchema.parse(
        (await s.call('GET', '/orders', { token: s.shopperToken })).body,
      ).orders;
      const kept = mine.find((o) => o._id === placed._id);
      expect(kept?.products[0]?.name).toBe(product.name);
      const imageUrl = kept?.products[0]?.images[0]?.url ?? '';
      expect((await s.call('GET', apiPathOf(imageUrl))).status).toBe(200);
    });

    it.each([
      ['an empty cart', { paymentRef: true, cartItems: [] }],
      ['no cart', { paymentRef: true }],
      [
        'a zero quantity',
        {
          paymentRef: true,
          cartItems: [{ _id: '00000000-0000-4000-8000-000000000000', addedQty: 0 }],
        },
      ],
      [
        'more than 10 units of one product',
        {
          paymentRef: true,
          cartItems: [{ _id: '00000000-0000-4000-8000-000000000000', addedQty: 11 }],
        },
      ],
      [
        'a quantity beyond any integer column',
        {
          paymentRef: true,
          cartItems: [{ _id: '00000000-0000-4000-8000-000000000000', addedQty: 3_000_000_000 }],
        },
      ],
      [
        'more than 50 lines',
        {
          paymentRef: true,
          cartItems: Array.from({ length: 51 }, (_, i) => ({
            _id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
            addedQty: 1,
          })),
        },
      ],
      [
        'a string quantity',
        {
          paymentRef: true,
          cartItems: [{ _id: '00000000-0000-4000-8000-000000000000', addedQty: '2' }],
        },
      ],
    ])('refuses a payment with %s (400)', async (_label, body) => {
      const res = await s.call('POST', '/product/payment', { token: s.shopperToken, json: body });
      expect(res.status).toBe(400);
      ApiErrorSchema.parse(res.body);
    });

    it('refuses an unknown product with 409', async () => {
      const res = await s.call('POST', '/product/payment', {
        token: s.shopperToken,
        json: {
          paymentRef: true,
          cartItems: [
            { _id: '00000000-0000-4000-8000-000000000000', addedQty: 1 },
            { _id: '../../etc/passwd', addedQty: 1 },
          ],
        },
      });
      expect(res.status).toBe(409);
      ApiErrorSchema.parse(res.body);
    });

    it("lists only the caller's own orders, newest first", async () => {
      const res = await s.call('GET', '/orders', { token: s.shopperToken });
      const list = OrdersResponseSchema.parse(res.body).orders;
      expect(list.length).toBeGreaterThan(0);
      expect(list.every((o) => o.buyer._id === s.shopperId)).toBe(true);
      const times = list.map((o) => Date.parse(o.createdAt));
      expect([...times].sort((x, y) => y - x)).toEqual(times);
    });

    it('lists all orders for admins, with optional paging', async () => {
      const all = AllOrdersResponseSchema.parse(
        (await s.call('GET', '/orders/all', { token: s.adminToken })).body,
      );
      expect(all.orderCount).toBe(all.orders.length);
      expect(all.orders.some((o) => o.buyer._id !== s.shopperId)).toBe(true);
      const paged = AllOrdersResponseSchema.parse(
        (await s.call('GET', '/orders/all?page=1&limit=2', { token: s.adminToken })).body,
      );
      expect(paged.orders).toHaveLength(2);
      expect(paged.orderCount).toBe(all.orderCount);
      expect(paged.orders.map((o) => o._id)).toEqual(all.orders.slice(0, 2).map((o) => o._id));
    });

    it('changes an order status to any listed value; refuses others (400) and unknown orders (404)', async () => {
      const p = await s.createProduct({ quantity: '10' });
      const order = PaymentResponseSchema.parse(
        (
          await s.call('POST', '/product/payment', {
            token: s.shopperToken,
            json: { paymentRef: true, cartItems: [cartItem(p, 1)] },
          })
        ).body,
      ).order;
      for (const status of ['Delivered', 'Not processed', 'Cancelled', 'Processing', 'Shipped']) {
        const res = await s.call('PUT', `/orders/status/${order._id}`, {
          token: s.adminToken,
          json: { status },
        });
        expect(res.status).toBe(200);
        const parsed = OrderStatusUpdateResponseSchema.parse(res.body);
        expect(parsed.message).toBe(`Order status changed to "${status}"`);
        expect(parsed.order.status).toBe(status);
      }
      const bad = await s.call('PUT', `/orders/status/${order._id}`, {
        token: s.adminToken,
        json: { status: 'Lost' },
      });
      expect(bad.status).toBe(400);
      ApiErrorSchema.parse(bad.body);
      const unknown = await s.call('PUT', '/orders/status/00000000-0000-4000-8000-000000000000', {
        token: s.adminToken,
        json: { status: 'Shipped' },
      });
      expect(unknown.status).toBe(404);
      const row = await s.host.db
        .select({ status: orders.status })
        .from(orders)
        .where(eq(orders.id, order._id));
      expect(row[0]?.status).toBe('Shipped');
    });

    it('refuses one product twice adding up to more than 10 units (400), taking nothing', async () => {
      const p = await s.createProduct({ quantity: '30' });
      const res = await s.call('POST', '/product/payment', {
        token: s.shopperToken,
        json: { paymentRef: true, cartItems: [cartItem(p, 6), cartItem(p, 5)] },
      });
      expect(res.status).toBe(400);
      ApiErrorSchema.parse(res.body);
      expect((await stockOf(p._id)).quantity).toBe(30);
    });

    it('puts stock back once on Cancelled, and takes it again on leaving Cancelled', async () => {
      const p = await s.createProduct({ quantity: '5' });
      const placed = await s.call('POST', '/product/payment', {
        token: s.shopperToken,
        json: { paymentRef: true, cartItems: [cartItem(p, 3)] },
      });
      const order = PaymentResponseSchema.parse(placed.body).order;
      expect((await stockOf(p._id)).quantity).toBe(2);
      const setStatus = (status: string) =>
        s.call('PUT', `/orders/status/${order._id}`, { token: s.adminToken, json: { status } });

      // Two admins cancelling at once, then once more: the units come back once.
      const cancels = await Promise.all([setStatus('Cancelled'), setStatus('Cancelled')]);
      expect(cancels.map((r) => r.status)).toEqual([200, 200]);
      expect((await setStatus('Cancelled')).status).toBe(200);
      expect((await stockOf(p._id)).quantity).toBe(5);

      expect((await setStatus('Processing')).status).toBe(200);
      expect((await stockOf(p._id)).quantity).toBe(2);
      expect((await setStatus('Shipped')).status).toBe(200);
      expect((await stockOf(p._id)).quantity).toBe(2);

      // Cancelled again, and the shelf sold meanwhile: reviving the order is refused.
      expect((await setStatus('Cancelled')).status).toBe(200);
      const other = await s.call('POST', '/product/payment', {
        token: s.otherShopperToken,
        json: { paymentRef: true, cartItems: [cartItem(p, 4)] },
      });
      expect(other.status).toBe(201);
      const revived = await setStatus('Delivered');
      expect(revived.status).toBe(409);
      expect(ApiErrorSchema.parse(revived.body).error).toBe('Only 1 left of ' + p.name);
      expect((await stockOf(p._id)).quantity).toBe(1);
      const [row] = await s.host.db
        .select({ status: orders.status })
        .from(orders)
        .where(eq(orders.id, order._id));
      expect(row?.status).toBe('Cancelled');
    });
  });
}
