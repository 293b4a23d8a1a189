import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_DELIVERY } from '../../contract/rules/delivery';
import { readDeliverySettings } from '../delivery/delivery-store';
import { AuthResponseSchema } from '../../contract/schemas/user';
import { ProductListResponseSchema } from '../../contract/schemas/product';
import { createCaller, form } from '../test/api-client';
import { createTestApi, type TestApi } from '../test/test-api';
import { migrations } from './migrations.gen';
import { deliverySettings, orderLines } from './schema';

// Migration 0015 moves money out of the JSON columns. Its statements run here on rows written as
// an earlier version wrote them (naira inside the JSON), and must leave what today's code reads.
describe('migration 0015: money out of the JSON columns', () => {
  let api: TestApi;
  const statements = migrations.find((m) => m.tag === '0015_money_out_of_json')?.sql ?? [];

  beforeAll(async () => {
    api = await createTestApi({ seed: true });
  });
  afterAll(() => api.close());

  const run = async () => {
    for (const statement of statements) await api.db.execute(sql.raw(statement));
  };

  it('is embedded', () => {
    expect(statements.length).toBe(2);
  });

  it('turns naira zones and points into the kobo ones the store reads, in their order', async () => {
    const naira = {
      zones: DEMO_DELIVERY.zones.map((zone) =>
        zone.id === 'lagos' ? { ...zone, fee: 2500.5, freeFrom: 299999.99 } : zone,
      ),
      pickupPoints: DEMO_DELIVERY.pickupPoints,
    };
    await api.db.execute(sql`
      insert into delivery_settings (id, zones, pickup_points)
      values (1, ${JSON.stringify(naira.zones)}::jsonb, ${JSON.stringify(naira.pickupPoints)}::jsonb)
      on conflict (id) do update set zones = excluded.zones, pickup_points = excluded.pickup_points`);
    await run();
    const read = await readDeliverySettings(api.db);
    expect(read.zones).toEqual(naira.zones);
    expect(read.pickupPoints).toEqual(naira.pickupPoints);
    const [raw] = await api.db.select({ zones: deliverySettings.zones }).from(deliverySettings);
    expect(raw?.zones[0]).toMatchObject({ feeKobo: 250050, freeFromKobo: 29999999 });
    expect(raw?.zones[0]).not.toHaveProperty('fee');
  });

  it('drops the price an order line kept in its snapshot', async () => {
    // An order as a shopper places it, its line then given the price an earlier version kept.
    const call = createCaller(api.fetch);
    const registered = await call('POST', '/auth/register', {
      form: form({ name: 'Ada Obi', email: 'ada.0015@mail.ng', password: 'secret12' }),
    });
    const token = AuthResponseSchema.parse(registered.body).user.token;
    const { products } = ProductListResponseSchema.parse(
      (await call('GET', '/product/all?limit=50')).body,
    );
    const product = products.find((p) => p.quantity > 0);
    const placed = await call('POST', '/product/payment', {
      token,
      json: { paymentRef: true, cartItems: [{ ...product, isAdded: true, addedQty: 1 }] },
    });
    expect(placed.status, placed.text).toBe(201);
    await api.db.execute(sql`update order_lines set snapshot = snapshot || '{"price": 1}'::jsonb`);
    const priced = async () =>
      (
        await api.db
          .select({ n: sql<number>`count(*)::int` })
          .from(orderLines)
          .where(sql`${orderLines.snapshot} ? 'price'`)
      )[0]?.n;
    expect(await priced()).toBeGreaterThan(0);
    await run();
    expect(await priced()).toBe(0);
  });
});
