import { and, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { ApiErrorSchema } from '../../contract/schemas/errors';
import {
  AdminDeliveryResponseSchema,
  DeliveryOptionsResponseSchema,
} from '../../contract/schemas/delivery';
import {
  OrderStatusUpdateResponseSchema,
  OrdersResponseSchema,
  PaymentResponseSchema,
  type Order,
} from '../../contract/schemas/order';
import { ProductResponseSchema, type Product } from '../../contract/schemas/product';
import { DEMO_DELIVERY, SHIPPING_MESSAGES } from '../../contract/rules/delivery';
import { NIGERIAN_STATES } from '../../contract/rules/nigerian-states';
import { ADMIN_REQUIRED_MESSAGE, SIGN_IN_REQUIRED_MESSAGE } from '../auth/guards';
import { orders, outbox } from '../db/schema';
import { renderMail } from '../mail/mail-outbox';
import { deliveryWindowText } from '../../contract/rules/delivery-window';
import { ORIGIN } from './api-client';
import { unique, type SuiteState } from './suite-state';

/** The item at `index`, which the test knows is there. */
function nth<T>(list: readonly T[], index: number): T {
  const item = list[index];
  if (item === undefined) throw new Error(`no item ${index}`);
  return item;
}

const DAY_MS = 86_400_000;
const [LEKKI, WUSE] = DEMO_DELIVERY.pickupPoints as [
  (typeof DEMO_DELIVERY.pickupPoints)[number],
  (typeof DEMO_DELIVERY.pickupPoints)[number],
];

/** The YYYY-MM-DD `days` after the day `iso` falls on in Lagos (UTC+1, no daylight saving). */
function lagosDayPlus(iso: string, days: number): string {
  const lagosMidnight = Math.floor((Date.parse(iso) + 3_600_000) / DAY_MS) * DAY_MS;
  return new Date(lagosMidnight + days * DAY_MS).toISOString().slice(0, 10);
}

const door = {
  deliveryMethod: 'door',
  fullName: 'Amina Yusuf',
  phone: '0803 123 4567',
  address: '5 Aminu Kano Crescent',
  city: 'Garki',
};

/**
 * Delivery (api-contract.md, turn 4): zones and pickup points, the fee rule and the phone rule on
 * POST /product/payment, `delivery` and `history` on orders, and the admin's PUT /admin/delivery,
 * which touches only orders placed after it. Every change of settings is undone at the end.
 */
export function deliveryTests(s: SuiteState): void {
  const options = async () => {
    const res = await s.call('GET', '/delivery/options', {
      headers: { Authorization: 'Bearer undefined' },
    });
    expect(res.status, res.text).toBe(200);
    return DeliveryOptionsResponseSchema.parse(res.body);
  };
  const putDelivery = (json: unknown, token: string | null = s.adminToken) =>
    s.call('PUT', '/admin/delivery', { token, json });
  const orderCount = async () => (await s.host.db.select({ id: orders.id }).from(orders)).length;
  const stockOf = async (id: string) =>
    ProductResponseSchema.parse((await s.call('GET', `/product/${id}`)).body).product.quantity;
  const place = (product: Product, addedQty: number, shipping?: object) =>
    s.call('POST', '/product/payment', {
      token: s.shopperToken,
      json: {
        paymentRef: true,
        cartItems: [{ ...product, isAdded: true, addedQty }],
        ...(shipping ? { shipping } : {}),
      },
    });
  const placed = async (product: Product, addedQty: number, shipping?: object): Promise<Order> => {
    const res = await place(product, addedQty, shipping);
    expect(res.status, res.text).toBe(201);
    return PaymentResponseSchema.parse(res.body).order;
  };

  describe('delivery (turn 4)', () => {
    afterAll(async () => {
      // The other sections expect the demo shop's zones.
      await putDelivery(DEMO_DELIVERY);
    });

    it('GET /delivery/options: the demo zones and points, the 37 states, each in one zone', async () => {
      const body = await options();
      expect(body.states).toEqual([...NIGERIAN_STATES]);
      expect(body.zones).toEqual(DEMO_DELIVERY.zones);
      expect(body.zones.map((z) => [z.name, z.fee, z.freeFrom, z.days.min, z.days.max])).toEqual([
        ['Lagos', 2000, 300000, 1, 2],
        ['South West', 3500, null, 2, 4],
        ['Rest of Nigeria', 5000, null, 3, 7],
      ]);
      expect(body.zones[1]?.states).toEqual(['Ogun', 'Oyo', 'Osun', 'Ondo', 'Ekiti']);
      const owners = NIGERIAN_STATES.map(
        (state) => body.zones.filter((z) => z.states.includes(state)).length,
      );
      expect(owners.every((n) => n === 1)).toBe(true);
      expect(body.pickupPoints.map((p) => [p.name, p.region, p.fee, p.days])).toEqual([
        ['FragranceHub Lekki', 'Lagos', 0, { min: 1, max: 2 }],
        ['FragranceHub Wuse', 'FCT', 1000, { min: 2, max: 3 }],
      ]);
    });

    it('charges the zone of the state, free only from its freeFrom; pickup the point fee', async () => {
      const dear = await s.createProduct({ price: '400000', quantity: '20' });
      const cheap = await s.createProduct({ price: '10000', quantity: '20' });

      const abuja = await placed(dear, 1, { ...door, region: '  fct ' });
      expect(abuja.shippingFee).toBe(5000);
      expect(abuja.totalAmount).toBe(405000);
      expect(abuja.shipping).toMatchObject({ region: 'FCT', phone: '+2348031234567' });
      expect(abuja.delivery).toEqual({
        method: 'door',
        zone: 'Rest of Nigeria',
        fee: 5000,
        estimatedFrom: lagosDayPlus(abuja.createdAt, 3),
        estimatedTo: lagosDayPlus(abuja.createdAt, 7),
      });

      const ibadan = await placed(dear, 1, { ...door, region: 'OYO', phone: '+234 701-234-5678' });
      expect([ibadan.shippingFee, ibadan.delivery?.zone]).toEqual([3500, 'South West']);
      expect(ibadan.shipping?.phone).toBe('+2347012345678');

      const lagosFree = await placed(dear, 1, { ...door, region: 'lagos' });
      expect([lagosFree.shippingFee, lagosFree.delivery?.zone]).toEqual([0, 'Lagos']);
      const lagosPaid = await placed(cheap, 1, { ...door, region: 'Lagos' });
      expect(lagosPaid.shippingFee).toBe(2000);
      expect(lagosPaid.delivery).toMatchObject({
        estimatedFrom: lagosDayPlus(lagosPaid.createdAt, 1),
        estimatedTo: lagosDayPlus(lagosPaid.createdAt, 2),
      });

      const wuse = await placed(dear, 1, {
        deliveryMethod: 'pickup',
        fullName: 'Amina Yusuf',
        phone: '09012345678',
        pickupPointId: WUSE._id,
      });
      expect(wuse.shippingFee).toBe(1000);
      expect(wuse.delivery).toMatchObject({
        method: 'pickup',
        pickupPoint: 'FragranceHub Wuse',
        fee: 1000,
        estimatedFrom: lagosDayPlus(wuse.createdAt, 2),
        estimatedTo: lagosDayPlus(wuse.createdAt, 3),
      });
      expect(wuse.shipping).toMatchObject({ pickupPointId: WUSE._id, region: 'FCT' });
      const lekki = await placed(cheap, 1, {
        deliveryMethod: 'pickup',
        fullName: 'Amina Yusuf',
        phone: '08112345678',
        pickupPointId: LEKKI._id,
      });
      expect([lekki.shippingFee, lekki.totalAmount]).toEqual([0, 10000]);
    });

    it('never takes the client’s fee', async () => {
      const product = await s.createProduct({ price: '10000', quantity: '5' });
      const res = await s.call('POST', '/product/payment', {
        token: s.shopperToken,
        json: {
          cartItems: [{ ...product, isAdded: true, addedQty: 1 }],
          shippingFee: 0,
          shipping: { ...door, region: 'Kano', fee: 0, shippingFee: 0 },
        },
      });
      expect(res.status, res.text).toBe(201);
      expect(PaymentResponseSchema.parse(res.body).order.shippingFee).toBe(5000);
    });

    it('an older client that sends no shipping still gets an order at the home zone fee', async () => {
      const product = await s.createProduct({ price: '10000', quantity: '5' });
      const order = await placed(product, 1);
      expect(order.shippingFee).toBe(2000);
      expect(order.shipping).toBeUndefined();
      expect(order.delivery).toMatchObject({ method: 'door', zone: 'Lagos', fee: 2000 });
    });

    it('answers 400 naming the missing or malformed field, and keeps nothing', async () => {
      const product = await s.createProduct({ price: '10000', quantity: '5' });
      const before = await orderCount();
      const pickup = { deliveryMethod: 'pickup', fullName: 'Amina Yusuf', phone: '08031234567' };
      const cases: [object, string][] = [
        [{ ...door, region: 'Atlantis' }, SHIPPING_MESSAGES.region],
        [{ ...door, region: 'Abuja' }, SHIPPING_MESSAGES.region],
        [{ ...door, region: 'Lagos', phone: '' }, SHIPPING_MESSAGES.phone],
        [{ ...door, region: 'Lagos', phone: '0800' }, SHIPPING_MESSAGES.phone],
        [{ ...door, region: 'Lagos', phone: '+44 20 7946 0958' }, SHIPPING_MESSAGES.phone],
        [{ ...door, region: 'Lagos', phone: '06031234567' }, SHIPPING_MESSAGES.phone],
        [{ ...door, region: 'Lagos', fullName: '  ' }, SHIPPING_MESSAGES.fullName],
        [{ ...door, region: 'Lagos', address: '' }, SHIPPING_MESSAGES.address],
        [{ ...door, region: 'Lagos', city: undefined }, SHIPPING_MESSAGES.city],
        [{ ...door }, SHIPPING_MESSAGES.region],
        [pickup, SHIPPING_MESSAGES.pickupPointId],
        [{ ...pickup, pickupPointId: 'no-such-point' }, SHIPPING_MESSAGES.pickupPointId],
        [{ ...pickup, phone: undefined, pickupPointId: LEKKI._id }, SHIPPING_MESSAGES.phone],
      ];
      for (const [shipping, message] of cases) {
        const res = await place(product, 1, shipping);
        expect(res.status, JSON.stringify(shipping)).toBe(400);
        expect(ApiErrorSchema.parse(res.body).error).toBe(message);
      }
      const wrongMethod = await place(product, 1, {
        ...door,
        region: 'Lagos',
        deliveryMethod: 'drone',
      });
      expect(wrongMethod.status).toBe(400);
      expect(await orderCount()).toBe(before);
      expect(await stockOf(product._id)).toBe(5);
    });

    it('keeps a history with who did what, oldest first, on both order lists', async () => {
      const product = await s.createProduct({ price: '10000', quantity: '5' });
      const order = await placed(product, 1, { ...door, region: 'Lagos' });
      expect(order.history).toEqual([{ status: 'Placed', at: order.createdAt, by: 'buyer' }]);
      const shipped = await s.call('PUT', `/orders/status/${order._id}`, {
        token: s.adminToken,
        json: { status: 'Shipped' },
      });
      const afterShip = OrderStatusUpdateResponseSchema.parse(shipped.body).order;
      expect(afterShip.history?.map(({ status, by, name }) => ({ status, by, name }))).toEqual([
        { status: 'Placed', by: 'buyer', name: undefined },
        { status: 'Shipped', by: 'admin', name: 'Suite Admin' },
      ]);
      const paid = await s.call('PUT', `/orders/payment/${order._id}`, {
        token: s.adminToken,
        json: { paymentStatus: true },
      });
      expect(paid.status, paid.text).toBe(200);
      const mine = OrdersResponseSchema.parse(
        (await s.call('GET', '/orders', { token: s.shopperToken })).body,
      ).orders.find((o) => o._id === order._id);
      const history = mine?.history ?? [];
      expect(history.map((h) => [h.status, h.by, h.name])).toEqual([
        ['Placed', 'buyer', undefined],
        ['Shipped', 'admin', 'Suite Admin'],
        ['paid', 'admin', 'Suite Admin'],
      ]);
      const times = history.map((h) => Date.parse(h.at));
      expect([...times].sort((a, b) => a - b)).toEqual(times);
      expect(mine?.delivery?.zone).toBe('Lagos');
    });

    it('e-mails the zone, the window and the receipt link; status e-mails link the order page', async () => {
      const email = `${unique('zonemail')}@suite.test`;
      const { token } = await s.register('Zone Mail', email);
      const product = await s.createProduct({ price: '10000', quantity: '3' });
      const res = await s.call('POST', '/product/payment', {
        token,
        json: {
          cartItems: [{ ...product, isAdded: true, addedQty: 1 }],
          shipping: { ...door, region: 'Kano', phone: '0803-123-4567' },
        },
      });
      const { order } = PaymentResponseSchema.parse(res.body);
      await s.call('PUT', `/orders/status/${order._id}`, {
        token: s.adminToken,
        json: { status: 'Shipped' },
      });
      const rows = await s.host.db
        .select()
        .from(outbox)
        .where(
          and(
            eq(outbox.kind, 'email'),
            sql`${outbox.payload}->>'to' = ${email}`,
            // Registration's address check is not an order's e-mail.
            sql`${outbox.payload}->>'mail' <> 'verify-email'`,
          ),
        );
      const mails = await Promise.all(rows.map(async (row) => renderMail(row.payload)));
      const [placed, shipped] = mails.map((m) => m.text);
      expect(placed).toContain('+2348031234567');
      expect(placed).toContain('Door delivery (Rest of Nigeria)');
      expect(placed).toContain(
        deliveryWindowText(order.delivery?.estimatedFrom ?? '', order.delivery?.estimatedTo ?? ''),
      );
      expect(placed).toContain('₦5,000');
      expect(placed).toContain(`${ORIGIN}/receipt/${order._id}`);
      expect(shipped).toContain(`${ORIGIN}/dashboard/user/orders/${order._id}`);
    });

    it('PUT /admin/delivery: visitors 401, shoppers 403, bad settings 400 saying what, nothing changed', async () => {
      expect(ApiErrorSchema.parse((await putDelivery(DEMO_DELIVERY, null)).body).error).toBe(
        SIGN_IN_REQUIRED_MESSAGE,
      );
      const shopper = await putDelivery(DEMO_DELIVERY, s.shopperToken);
      expect(shopper.status).toBe(403);
      expect(ApiErrorSchema.parse(shopper.body).error).toBe(ADMIN_REQUIRED_MESSAGE);
      expect((await s.call('GET', '/admin/delivery', { token: s.shopperToken })).status).toBe(403);

      const demo = () =>
        structuredClone(DEMO_DELIVERY) as unknown as {
          zones: Record<string, unknown>[];
          pickupPoints: Record<string, unknown>[];
        };
      const spoilt: [string, (d: ReturnType<typeof demo>) => void, RegExp][] = [
        [
          'a state in two zones',
          (d) => (nth(d.zones, 1).states as string[]).push('Lagos'),
          /Lagos is in two zones/,
        ],
        [
          'a state in none',
          (d) => (nth(d.zones, 2).states as string[]).pop(),
          /Every state needs a zone/,
        ],
        [
          'an unknown state',
          (d) => (nth(d.zones, 2).states as string[]).push('Atlantis'),
          /"Atlantis" is not a Nigerian state/,
        ],
        ['a negative fee', (d) => (nth(d.zones, 0).fee = -1), /Zone "Lagos": fee/],
        [
          'a free-from in words',
          (d) => (nth(d.zones, 0).freeFrom = 'never'),
          /Zone "Lagos": free from/,
        ],
        [
          'more fewest days than most',
          (d) => (nth(d.zones, 1).days = { min: 4, max: 2 }),
          /South West.*fewest days/,
        ],
        [
          'a point fee below zero',
          (d) => (nth(d.pickupPoints, 1).fee = -5),
          /FragranceHub Wuse": fee/,
        ],
        [
          'a point in no state',
          (d) => (nth(d.pickupPoints, 0).region = 'Atlantis'),
          /Lekki": state/,
        ],
        ['a point without days', (d) => delete nth(d.pickupPoints, 0).days, /Lekki": days/],
        ['zones not a list', (d) => (d.zones = 'x' as never), /zones must be a list/],
        [
          'a zone id of 12,000 characters',
          (d) => (nth(d.zones, 1).id = 'z'.repeat(12_000)),
          /South West": id must be at most 64 characters/,
        ],
        [
          'two zones with one id',
          (d) => (nth(d.zones, 2).id = nth(d.zones, 0).id),
          /Rest of Nigeria": id is used twice/,
        ],
        [
          'a point id of 12,000 characters',
          (d) => (nth(d.pickupPoints, 0)._id = 'p'.repeat(12_000)),
          /Lekki": _id must be at most 64 characters/,
        ],
        [
          'a state that is a list',
          (d) => (nth(d.zones, 2).states as unknown[]).push([['Lagos']]),
          /Rest of Nigeria": each entry is not a Nigerian state/,
        ],
      ];
      for (const [what, spoil, message] of spoilt) {
        const body = demo();
        spoil(body);
        const res = await putDelivery(body);
        expect(res.status, what).toBe(400);
        expect(ApiErrorSchema.parse(res.body).error, what).toMatch(message);
      }
      const now = await options();
      expect(now.zones).toEqual(DEMO_DELIVERY.zones);
      expect(now.pickupPoints.map((p) => p.name)).toEqual([
        'FragranceHub Lekki',
        'FragranceHub Wuse',
      ]);
    });

    it('applies new settings to orders placed after, never to existing ones', async () => {
      const product = await s.createProduct({ price: '10000', quantity: '10' });
      const before = await placed(product, 1, { ...door, region: 'Ekiti' });
      expect(before.shippingFee).toBe(3500);

      const changed = structuredClone(DEMO_DELIVERY) as unknown as {
        zones: { fee: number; freeFrom: number | null; days: { min: number; max: number } }[];
        pickupPoints: Record<string, unknown>[];
      };
      nth(changed.zones, 1).fee = 4200;
      nth(changed.zones, 1).freeFrom = 20000;
      nth(changed.zones, 1).days = { min: 1, max: 3 };
      nth(changed.pickupPoints, 1).active = false;
      changed.pickupPoints.push({
        name: 'FragranceHub Ikeja',
        address: '1 Allen Avenue, Ikeja',
        region: 'lagos',
        hours: 'Mon–Fri 10:00–17:00',
        fee: 500,
        days: { min: 0, max: 1 },
      });
      const res = await putDelivery(changed);
      expect(res.status, res.text).toBe(200);
      const saved = AdminDeliveryResponseSchema.parse(res.body);
      const ikeja = saved.pickupPoints[2];
      expect(ikeja).toMatchObject({ name: 'FragranceHub Ikeja', region: 'Lagos', active: true });
      expect(ikeja?._id).toMatch(/.+/);
      expect(saved.pickupPoints[1]?.active).toBe(false);

      const shown = await options();
      expect(shown.zones[1]).toMatchObject({ fee: 4200, freeFrom: 20000 });
      expect(shown.pickupPoints.map((p) => p.name)).toEqual([
        'FragranceHub Lekki',
        'FragranceHub Ikeja',
      ]);

      const after = await placed(product, 1, { ...door, region: 'Ekiti' });
      expect(after.shippingFee).toBe(4200);
      expect(after.delivery).toMatchObject({ estimatedTo: lagosDayPlus(after.createdAt, 3) });
      expect((await placed(product, 2, { ...door, region: 'Ekiti' })).shippingFee).toBe(0);
      const inactive = await place(product, 1, {
        deliveryMethod: 'pickup',
        fullName: 'Amina Yusuf',
        phone: '08031234567',
        pickupPointId: WUSE._id,
      });
      expect(inactive.status).toBe(400);
      expect(ApiErrorSchema.parse(inactive.body).error).toBe(SHIPPING_MESSAGES.pickupPointId);
      const atIkeja = await placed(product, 1, {
        deliveryMethod: 'pickup',
        fullName: 'Amina Yusuf',
        phone: '08031234567',
        pickupPointId: ikeja?._id,
      });
      expect(atIkeja.delivery).toMatchObject({ pickupPoint: 'FragranceHub Ikeja', fee: 500 });

      const mine = OrdersResponseSchema.parse(
        (await s.call('GET', '/orders', { token: s.shopperToken })).body,
      ).orders.find((o) => o._id === before._id);
      expect(mine?.shippingFee).toBe(3500);
      expect(mine?.totalAmount).toBe(13500);
      expect(mine?.delivery).toEqual(before.delivery);

      const restored = await putDelivery(DEMO_DELIVERY);
      expect(restored.status).toBe(200);
      expect((await options()).zones).toEqual(DEMO_DELIVERY.zones);
    });
  });
}
