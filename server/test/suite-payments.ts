import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  OrderResponseSchema,
  OrdersResponseSchema,
  PaymentResponseSchema,
  PaymentRetryResponseSchema,
} from '../../contract/schemas/order';
import { PaymentMethodsResponseSchema } from '../../contract/schemas/payment';
import { ApiErrorSchema } from '../../contract/schemas/errors';
import { outbox } from '../db/schema';
import { ORIGIN } from './api-client';
import { paymentHelpers } from './payment-helpers';
import { SUITE_PAYSTACK_KEY, type SuiteState } from './suite-state';

const TTL_MS = 1800 * 1000;

/**
 * The contract's "Payments" rows, against the suite's Paystack double: money is believed only
 * from the gateway, stock is held while a payment is pending and returns exactly once.
 */
export function paymentTests(s: SuiteState): void {
  const { stockOf, order, placeOnline, verify, webhook, chargeSuccess, current } =
    paymentHelpers(s);

  describe('payments', () => {
    it('lists the methods this store accepts', async () => {
      const res = await s.call('GET', '/payments/methods');
      expect(res.status).toBe(200);
      const ids = PaymentMethodsResponseSchema.parse(res.body).methods.map((m) => m.id);
      expect(ids).toEqual(['paystack', 'on_delivery']);
    });

    it('starts a Paystack order pending, holding its stock, with kobo, NGN and our reference', async () => {
      const product = await s.createProduct({ price: '19999.99', quantity: '5' });
      const { order: placed, payment } = await placeOnline(product, 2);
      expect(placed.payment).toMatchObject({
        paymentStatus: false,
        method: 'paystack',
        state: 'pending',
        reference: payment.reference,
        paidAt: null,
        amountPaid: null,
      });
      expect(payment.authorizationUrl).toMatch(/^https:\/\/checkout\.paystack\.com\//);
      expect(await stockOf(product._id)).toBe(3);
      const init = s.paystack.calls.findLast((c) => c.path === '/transaction/initialize');
      expect(init?.authorization).toBe(`Bearer ${SUITE_PAYSTACK_KEY}`);
      expect(init?.body).toMatchObject({
        amount: Math.round(placed.totalAmount * 100),
        currency: 'NGN',
        reference: payment.reference,
        callback_url: `${ORIGIN}/order?id=${placed._id}`,
      });
      expect(Number.isInteger((init?.body as { amount: number }).amount)).toBe(true);
    });

    it('marks paid on verify only when Paystack says so, with the amount and time', async () => {
      const product = await s.createProduct({ price: '5000' });
      const { order: placed, payment } = await placeOnline(product);
      const waiting = OrderResponseSchema.parse((await verify(payment.reference)).body).order;
      expect(waiting.payment.state).toBe('pending');

      s.paystack.pay(payment.reference, new Date('2026-01-02T03:04:05.000Z'));
      const paid = OrderResponseSchema.parse((await verify(payment.reference)).body).order;
      expect(paid.payment).toMatchObject({
        paymentStatus: true,
        state: 'paid',
        amountPaid: placed.totalAmount,
        paidAt: '2026-01-02T03:04:05.000Z',
      });
      // Only the buyer (or an admin) may ask.
      expect((await verify(payment.reference, s.otherShopperToken)).status).toBe(404);
      expect((await verify(payment.reference, s.adminToken)).status).toBe(200);
    });

    it('refuses a forged webhook signature, and believes no body over the gateway', async () => {
      const product = await s.createProduct({ price: '7000' });
      const { order: placed, payment } = await placeOnline(product);
      const claim = chargeSuccess(payment.reference, Math.round(placed.totalAmount * 100));

      const forged = await webhook(claim, 'f'.repeat(128));
      expect(forged.status).toBe(401);
      const unsigned = await s.call('POST', '/payments/paystack/webhook', { json: claim });
      expect(unsigned.status).toBe(401);
      // Signed, but Paystack says the shopper has not paid: nothing changes.
      const lying = await webhook(claim);
      expect(lying.status).toBe(200);
      expect(lying.body).toEqual({ received: true });
      expect((await current(placed._id)).payment.state).toBe('pending');

      s.paystack.pay(payment.reference);
      expect((await webhook(claim)).status).toBe(200);
      const paid = await current(placed._id);
      expect(paid.payment.state).toBe('paid');
      // Paystack retries: a repeat changes nothing.
      expect((await webhook(claim)).status).toBe(200);
      expect(await current(placed._id)).toEqual(paid);
      // Unknown references and other events are received and ignored.
      expect((await webhook(chargeSuccess('fh-unknown-ref', 100))).status).toBe(200);
      expect((await webhook({ event: 'transfer.success', data: {} })).status).toBe(200);
    });

    it('leaves a payment of the wrong amount or currency unpaid and flags it', async () => {
      const product = await s.createProduct({ price: '9000' });
      const { order: placed, payment } = await placeOnline(product);
      s.paystack.pay(payment.reference);
      s.paystack.answerVerify(payment.reference, { amount: 100 });
      await webhook(chargeSuccess(payment.reference, Math.round(placed.totalAmount * 100)));
      const short = await current(placed._id);
      expect(short.payment.paymentStatus).toBe(false);
      expect(short.payment.state).toBe('pending');
      expect(short.payment.flag).toMatch(/₦1\b|₦1\.00/);

      s.paystack.answerVerify(payment.reference, { currency: 'USD' });
      await webhook(chargeSuccess(payment.reference, Math.round(placed.totalAmount * 100)));
      const foreign = await current(placed._id);
      expect(foreign.payment.state).toBe('pending');
      expect(foreign.payment.flag).toMatch(/USD/);
      const flagged = await s.call('GET', '/admin/orders?payment=flagged', {
        token: s.adminToken,
      });
      expect(JSON.stringify(flagged.body)).toContain(placed._id);
    });

    it('answers 502 and keeps nothing when Paystack cannot be reached', async () => {
      const product = await s.createProduct({ quantity: '4' });
      const before = OrdersResponseSchema.parse(
        (await s.call('GET', '/orders', { token: s.shopperToken })).body,
      ).orders.length;
      // (A Paystack that never answers is the client's timeout: paystack-client.test.ts.)
      s.paystack.failWith('unavailable');
      try {
        const res = await order(product, { qty: 2, key: `down-${product._id}` });
        expect(res.status).toBe(502);
        expect(ApiErrorSchema.parse(res.body).error).toMatch(/pay on delivery/);
      } finally {
        s.paystack.failWith(null);
      }
      expect(await stockOf(product._id)).toBe(4);
      const after = OrdersResponseSchema.parse(
        (await s.call('GET', '/orders', { token: s.shopperToken })).body,
      ).orders.length;
      expect(after).toBe(before);
      // The same key works once Paystack is back: nothing of the failed try was kept.
      const again = await order(product, { qty: 2, key: `down-${product._id}` });
      expect(again.status).toBe(201);
    });

    it('mails nobody about an order whose payment could not start, however slowly it failed', async () => {
      const product = await s.createProduct({ quantity: '4' });
      const mails = async () =>
        (await s.host.db.select({ payload: outbox.payload }).from(outbox)).filter(
          (row) => row.payload['mail'] === 'order-placed' || row.payload['mail'] === 'new-order',
        ).length;
      const before = await mails();
      let duringInitialize: number | undefined;
      // Paystack takes its time and then fails: meanwhile the order is committed, holding its
      // stock, but no message about it may exist yet (a mail worker would send it).
      s.paystack.beforeAnswer(async (call) => {
        if (call.path === '/transaction/initialize') duringInitialize = await mails();
      });
      s.paystack.failWith('unavailable');
      try {
        const res = await order(product, { qty: 1 });
        expect(res.status).toBe(502);
      } finally {
        s.paystack.failWith(null);
        s.paystack.beforeAnswer(null);
      }
      expect(duringInitialize).toBe(before);
      expect(await mails()).toBe(before);
      expect(await stockOf(product._id)).toBe(4);
      // Once Paystack answers, the order is announced: the buyer's receipt and the shop's news.
      await placeOnline(product);
      expect(await mails()).toBe(before + 2);
    });

    it('replays the first order and its payment page for a repeated Idempotency-Key', async () => {
      const product = await s.createProduct({ quantity: '6' });
      const key = `pay-${product._id}`;
      const first = PaymentResponseSchema.parse((await order(product, { key })).body);
      const initializations = () =>
        s.paystack.calls.filter((c) => c.path === '/transaction/initialize').length;
      const before = initializations();
      const second = PaymentResponseSchema.parse((await order(product, { key })).body);
      expect(second.order._id).toBe(first.order._id);
      expect(second.payment).toEqual(first.payment);
      expect(initializations()).toBe(before);
      expect(await stockOf(product._id)).toBe(5);
    });

    it('expires an unpaid online order after the TTL and restocks it exactly once', async () => {
      const product = await s.createProduct({ quantity: '3' });
      const { order: placed } = await placeOnline(product, 2);
      expect(await stockOf(product._id)).toBe(1);
      const started = s.clock.now;
      try {
        s.clock.now = new Date(started.getTime() + TTL_MS + 1000);
        const expired = await current(placed._id);
        expect(expired.status).toBe('Cancelled');
        expect(expired.payment).toMatchObject({ state: 'expired', paymentStatus: false });
        expect(await stockOf(product._id)).toBe(3);
        // Later reads and sweeps find nothing more to do.
        await current(placed._id);
        await s.call('GET', '/orders/all', { token: s.adminToken });
        expect(await stockOf(product._id)).toBe(3);
      } finally {
        s.clock.now = started;
      }
    });

    it('never undoes a payment when "Pay now" races the webhook that pays the order', async () => {
      const product = await s.createProduct({ quantity: '40' });
      for (let round = 0; round < 12; round++) {
        const { order: placed, payment } = await placeOnline(product);
        s.paystack.pay(payment.reference);
        const [retry, hook] = await Promise.all([
          s.call('POST', `/payments/retry/${placed._id}`, { token: s.shopperToken }),
          webhook(chargeSuccess(payment.reference, Math.round(placed.totalAmount * 100))),
        ]);
        expect([200, 409]).toContain(retry.status);
        expect(hook.status).toBe(200);
        const after = await current(placed._id);
        expect({ round, state: after.payment.state }).toEqual({ round, state: 'paid' });
      }
    });

    it('limits "Pay now" per order, and never holds the stock past the first expiry', async () => {
      const product = await s.createProduct({ quantity: '5' });
      const { order: placed } = await placeOnline(product);
      const initializations = () =>
        s.paystack.calls.filter((c) => c.path === '/transaction/initialize').length;
      const before = initializations();
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        // Every other try spells the id in capitals: still the same order's counter.
        const id = i % 2 === 1 ? placed._id.toUpperCase() : placed._id;
        const res = await s.call('POST', `/payments/retry/${id}`, {
          token: s.shopperToken,
        });
        statuses.push(res.status);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
      expect(initializations()).toBe(before + 5);
      // Retried up to the end, the order still expires when its first attempt's time is up.
      const started = s.clock.now;
      try {
        s.clock.now = new Date(started.getTime() + TTL_MS + 1000);
        expect((await current(placed._id)).payment.state).toBe('expired');
        expect(await stockOf(product._id)).toBe(5);
      } finally {
        s.clock.now = started;
      }
    });

    it('lets the shopper pay again with a new reference, or pay on delivery instead', async () => {
      const product = await s.createProduct({ quantity: '3' });
      const { order: placed, payment } = await placeOnline(product);
      s.paystack.answerVerify(payment.reference, { status: 'failed' });
      const failed = OrderResponseSchema.parse((await verify(payment.reference)).body).order;
      expect(failed.payment.state).toBe('failed');

      const retry = await s.call('POST', `/payments/retry/${placed._id}`, {
        token: s.shopperToken,
      });
      expect(retry.status, retry.text).toBe(200);
      const next = PaymentRetryResponseSchema.parse(retry.body);
      expect(next.payment.reference).not.toBe(payment.reference);
      expect(next.order.payment.state).toBe('pending');
      expect(
        (await s.call('POST', `/payments/retry/${placed._id}`, { token: s.otherShopperToken }))
          .status,
      ).toBe(404);

      const switched = await s.call('PUT', `/payments/on-delivery/${placed._id}`, {
        token: s.shopperToken,
      });
      expect(switched.status).toBe(200);
      expect(OrderResponseSchema.parse(switched.body).order.payment).toMatchObject({
        method: 'on_delivery',
        state: 'on_delivery',
      });
      // No longer waiting for Paystack: the TTL no longer applies, the stock stays sold.
      const started = s.clock.now;
      try {
        s.clock.now = new Date(started.getTime() + TTL_MS + 60_000);
        expect((await current(placed._id)).status).toBe('Not processed');
      } finally {
        s.clock.now = started;
      }
      expect(await stockOf(product._id)).toBe(2);
      const again = await s.call('PUT', `/payments/on-delivery/${placed._id}`, {
        token: s.shopperToken,
      });
      expect(again.status).toBe(409);
    });

    it('records money received on delivery (admin only), never for an online order', async () => {
      const product = await s.createProduct({ price: '12000' });
      const res = await order(product, { method: 'on_delivery' });
      const placed = PaymentResponseSchema.parse(res.body).order;
      expect(placed.payment).toMatchObject({ state: 'on_delivery', paymentStatus: false });
      const path = `/orders/payment/${placed._id}`;
      const json = { paymentStatus: true };
      expect((await s.call('PUT', path, { token: s.shopperToken, json })).status).toBe(403);
      expect((await s.call('PUT', path, { token: s.adminToken, json: {} })).status).toBe(400);
      const marked = await s.call('PUT', path, { token: s.adminToken, json });
      expect(marked.status).toBe(200);
      expect(OrderResponseSchema.parse(marked.body).order.payment).toMatchObject({
        paymentStatus: true,
        state: 'paid',
        amountPaid: placed.totalAmount,
      });
      const online = await placeOnline(product);
      const refused = await s.call('PUT', `/orders/payment/${online.order._id}`, {
        token: s.adminToken,
        json,
      });
      expect(refused.status).toBe(409);
    });

    it('refunds a paid Paystack order the admin cancels, and restocks it', async () => {
      const product = await s.createProduct({ quantity: '4' });
      const { order: placed, payment } = await placeOnline(product, 2);
      s.paystack.pay(payment.reference);
      await verify(payment.reference);
      const cancelled = await s.call('PUT', `/orders/status/${placed._id}`, {
        token: s.adminToken,
        json: { status: 'Cancelled' },
      });
      expect(cancelled.status).toBe(200);
      expect(OrderResponseSchema.parse(cancelled.body).order.payment).toMatchObject({
        state: 'refunded',
        paymentStatus: false,
      });
      expect(await stockOf(product._id)).toBe(4);
      // The refund leaves through the outbox: the worker asks Paystack (outbox-worker.test.ts).
      const jobs = await s.host.db.select().from(outbox).where(eq(outbox.kind, 'refund'));
      expect(jobs.filter((j) => j.payload['reference'] === payment.reference)).toHaveLength(1);
    });
  });
}
