import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderResponseSchema, PaymentResponseSchema } from '../../contract/schemas/order';
import { ProductListResponseSchema } from '../../contract/schemas/product';
import { AuthResponseSchema } from '../../contract/schemas/user';
import { outbox } from '../db/schema';
import { startPaystackStandIn, type PaystackStandIn } from '../payments/node-paystack-stand-in';
import { createCaller, type Call } from '../test/api-client';
import { createTestApi, type TestApi } from '../test/test-api';
import { backoffSeconds } from './outbox-worker';

const KEY = 'sk_test_outbox_worker';

let standIn: PaystackStandIn;
let api: TestApi;
let call: Call;
const clock = { now: new Date('2026-11-25T10:00:00.000Z') };

async function tokenOf(identifier: string, password: string) {
  const res = await call('POST', '/auth/login', { json: { identifier, password } });
  return AuthResponseSchema.parse(res.body).user.token;
}

/** A paid Paystack order the admin then cancels: a refund job in the outbox. */
async function cancelledPaidOrder(): Promise<string> {
  const shopper = await tokenOf('sisi@email.com', 'password');
  const admin = await tokenOf('admin@fragrancehub.ng', 'admin12345');
  const { products } = ProductListResponseSchema.parse(
    (await call('GET', '/product/all?limit=100')).body,
  );
  const product = products.find((p) => p.quantity > 0);
  if (!product) throw new Error('no stocked product');
  const res = await call('POST', '/product/payment', {
    token: shopper,
    json: { paymentMethod: 'paystack', cartItems: [{ ...product, isAdded: true, addedQty: 1 }] },
  });
  expect(res.status, res.text).toBe(201);
  const placed = PaymentResponseSchema.parse(res.body);
  const reference = placed.payment?.reference ?? '';
  standIn.pay(reference);
  const verified = await call('GET', `/payments/verify/${reference}`, { token: shopper });
  expect(OrderResponseSchema.parse(verified.body).order.payment.state).toBe('paid');
  const cancelled = await call('PUT', `/orders/status/${placed.order._id}`, {
    token: admin,
    json: { status: 'Cancelled' },
  });
  expect(cancelled.status).toBe(200);
  return reference;
}

beforeAll(async () => {
  standIn = await startPaystackStandIn({ secretKey: KEY });
  // Paystack over real HTTP on 127.0.0.1, as PAYSTACK_BASE_URL points the Node host at it.
  api = await createTestApi({
    seed: true,
    now: () => clock.now,
    config: { paystackSecretKey: KEY, paystackBaseUrl: standIn.baseUrl },
  });
  call = createCaller(api.fetch);
}, 60_000);

afterAll(async () => {
  await api.close();
  await standIn.close();
});

describe('the outbox worker', () => {
  it('refunds a cancelled paid order through Paystack, once', async () => {
    const reference = await cancelledPaidOrder();
    const work = api.work;
    if (!work) throw new Error('no background work');
    expect(await work.runOutbox()).toBe(1);
    const refunds = standIn.calls.filter((c) => c.path === '/refund');
    expect(refunds).toHaveLength(1);
    expect(refunds[0]?.body).toEqual({ transaction: reference });
    expect(refunds[0]?.authorization).toBe(`Bearer ${KEY}`);
    const [job] = await api.db.select().from(outbox).where(eq(outbox.kind, 'refund'));
    expect(job).toMatchObject({ state: 'sent', tries: 1, result: 'refund pending' });
    expect(await work.runOutbox()).toBe(0);
    expect(standIn.calls.filter((c) => c.path === '/refund')).toHaveLength(1);
  });

  it('tries again later while Paystack is down, and gives up on a refusal', async () => {
    const work = api.work;
    if (!work) throw new Error('no background work');
    const reference = await cancelledPaidOrder();
    const jobOf = async () =>
      (await api.db.select().from(outbox)).find((j) => j.payload['reference'] === reference);

    standIn.failWith('unavailable');
    try {
      expect(await work.runOutbox()).toBe(0);
    } finally {
      standIn.failWith(null);
    }
    const waiting = await jobOf();
    expect(waiting).toMatchObject({ state: 'pending', tries: 1 });
    expect(waiting?.lastError).toMatch(/503|unavailable/i);
    // Not due before its backoff: nothing is sent.
    expect(await work.runOutbox()).toBe(0);
    expect(await jobOf()).toMatchObject({ tries: 1 });

    // Refunded from Paystack's dashboard meanwhile: Paystack refuses, which no retry mends.
    const direct = await fetch(`${standIn.baseUrl}/refund`, {
      method: 'POST',
      headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({ transaction: reference }),
    });
    expect(direct.status).toBe(200);
    clock.now = new Date(clock.now.getTime() + backoffSeconds(1) * 1000 + 1000);
    expect(await work.runOutbox()).toBe(0);
    const failed = await jobOf();
    expect(failed).toMatchObject({ state: 'failed', tries: 2 });
    expect(failed?.lastError).toMatch(/reversed/);
    clock.now = new Date(clock.now.getTime() + 3600 * 1000);
    expect(await work.runOutbox()).toBe(0);
    expect(await jobOf()).toMatchObject({ state: 'failed', tries: 2 });
  });

  it('backs off 30 s, 1 min, 2 min and never past an hour', () => {
    expect([1, 2, 3, 20].map(backoffSeconds)).toEqual([30, 60, 120, 3600]);
  });
});
