import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '../../contract/enums';
import { DEMO_DELIVERY, deliveryFeeKobo, type Destination } from '../../contract/rules/delivery';
import { koboToNaira, nairaToKobo } from '../../contract/rules/money';
import { AdminOrdersResponseSchema, AdminStatsResponseSchema } from '../../contract/schemas/admin';
import { AllOrdersResponseSchema, type Order } from '../../contract/schemas/order';
import { AuthResponseSchema } from '../../contract/schemas/user';
import { createCaller, type Call } from '../test/api-client';
import { createTestApi, type TestApi } from '../test/test-api';
import { seedLargeOrders } from './seed-orders';

/** The demo zone or pickup point an order names, as the fee rule reads it. */
function destinationOf(order: Order): Destination {
  const { delivery } = order;
  const point = DEMO_DELIVERY.pickupPoints.find((p) => p.name === delivery?.pickupPoint);
  if (delivery?.method === 'pickup' && point) return { method: 'pickup', point };
  const zone = DEMO_DELIVERY.zones.find((z) => z.name === delivery?.zone);
  if (delivery?.method === 'door' && zone) return { method: 'door', zone };
  throw new Error(`order ${order._id} names no demo zone or point`);
}

const NOW = new Date('2026-11-24T12:00:00Z');
const COUNT = 600;

describe('generated order history', () => {
  let api: TestApi;
  let call: Call;
  let token: string;
  let all: Order[];

  beforeAll(async () => {
    api = await createTestApi({ seed: true, now: () => NOW });
    call = createCaller(api.fetch);
    await seedLargeOrders(api.db, COUNT, { now: NOW });
    const login = await call('POST', '/auth/login', {
      json: { identifier: 'admin@fragrancehub.ng', password: 'admin12345' },
    });
    token = AuthResponseSchema.parse(login.body).user.token;
    all = AllOrdersResponseSchema.parse((await call('GET', '/orders/all', { token })).body).orders;
  }, 60_000);
  afterAll(() => api.close());

  it('adds orders shaped like real ones: snapshots, totals by the fee of its zone or point, delivery details', () => {
    expect(all).toHaveLength(COUNT);
    for (const order of all) {
      const subtotal = order.products.reduce(
        (sum, p) => sum + nairaToKobo(p.price) * p.addedQty,
        0,
      );
      expect(order.products.length).toBeGreaterThanOrEqual(1);
      expect(order.products.length).toBeLessThanOrEqual(4);
      const fee = deliveryFeeKobo(destinationOf(order), subtotal, order.products.length);
      expect(order.shippingFee).toBe(koboToNaira(fee));
      expect(order.totalAmount).toBe(koboToNaira(subtotal + fee));
      expect(order.shipping?.phone).toMatch(/^\+234\d{10}$/);
      expect(order.shipping?.fullName).toBeTruthy();
      expect(['door', 'pickup']).toContain(order.shipping?.deliveryMethod);
      const age = NOW.getTime() - Date.parse(order.createdAt);
      expect(age).toBeGreaterThanOrEqual(0);
      expect(age).toBeLessThanOrEqual(90 * 86_400_000);
    }
  });

  it('spreads statuses, fails about 5% of payments, and places some today', async () => {
    expect(new Set(all.map((o) => o.status))).toEqual(new Set(ORDER_STATUSES));
    const failed = all.filter((o) => !o.payment.paymentStatus).length;
    expect(failed).toBeGreaterThan(COUNT * 0.01);
    expect(failed).toBeLessThan(COUNT * 0.12);
    const stats = AdminStatsResponseSchema.parse(
      (await call('GET', '/admin/stats', { token })).body,
    );
    expect(stats.today.orders).toBeGreaterThanOrEqual(5);
    const listed = AdminOrdersResponseSchema.parse(
      (await call('GET', '/admin/orders', { token })).body,
    );
    expect(listed.orderCount).toBe(COUNT);
  });
});
