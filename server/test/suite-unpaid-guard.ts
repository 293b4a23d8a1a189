import { describe, expect, it } from 'vitest';
import { ApiErrorSchema } from '../../contract/schemas/errors';
import {
  CONFIRMED_UNPAID_REASON,
  UNPAID_MOVE_MESSAGE,
} from '../../contract/rules/order-status-moves';
import {
  OrderStatusUpdateResponseSchema,
  PaymentResponseSchema,
} from '../../contract/schemas/order';
import { outbox } from '../db/schema';
import { paymentHelpers } from './payment-helpers';
import type { SuiteState } from './suite-state';

/**
 * The contract's unpaid-delivery guard (2026-12): Shipped or Delivered on a Paystack order whose
 * money has not arrived answers 409 unless the admin confirms (`confirmUnpaid`), which the history
 * records with their name. Run on every host.
 */
export function unpaidGuardTests(s: SuiteState): void {
  const { stockOf, order, placeOnline, setStatus, verify, current } = paymentHelpers(s);

  describe('the unpaid-delivery guard (2026-12)', () => {
    it('refuses to ship or deliver an unpaid Paystack order unasked (409), changing nothing', async () => {
      const product = await s.createProduct({ quantity: '4' });
      const { order: placed, payment } = await placeOnline(product);
      s.paystack.answerVerify(payment.reference, { status: 'failed' });
      await verify(payment.reference);
      const before = await current(placed._id);
      expect(before.payment.state).toBe('failed');
      const mailsBefore = (await s.host.db.select().from(outbox)).length;
      for (const json of [
        { status: 'Shipped' },
        { status: 'Delivered' },
        { status: 'Delivered', confirmUnpaid: false },
      ]) {
        const res = await setStatus(placed._id, json);
        expect(res.status, JSON.stringify(json)).toBe(409);
        expect(ApiErrorSchema.parse(res.body).error).toBe(UNPAID_MOVE_MESSAGE);
      }
      expect(
        (await setStatus(placed._id, { status: 'Shipped', confirmUnpaid: 'yes' })).status,
      ).toBe(400);
      const after = await current(placed._id);
      expect({ status: after.status, history: after.history }).toEqual({
        status: before.status,
        history: before.history,
      });
      expect(await stockOf(product._id)).toBe(3);
      expect((await s.host.db.select().from(outbox)).length).toBe(mailsBefore);
    });

    it('ships and delivers an unpaid Paystack order the admin confirms, recording who and why', async () => {
      const product = await s.createProduct({ quantity: '4' });
      const { order: placed } = await placeOnline(product);
      const shipped = await setStatus(placed._id, { status: 'Shipped', confirmUnpaid: true });
      expect(shipped.status, shipped.text).toBe(200);
      const delivered = await setStatus(placed._id, { status: 'Delivered', confirmUnpaid: true });
      expect(delivered.status, delivered.text).toBe(200);
      const order = OrderStatusUpdateResponseSchema.parse(delivered.body).order;
      expect(order.status).toBe('Delivered');
      expect(order.payment).toMatchObject({ state: 'pending', paymentStatus: false });
      expect(order.history?.slice(-2)).toEqual([
        expect.objectContaining({
          status: 'Shipped',
          by: 'admin',
          name: 'Suite Admin',
          reason: CONFIRMED_UNPAID_REASON,
        }),
        expect.objectContaining({
          status: 'Delivered',
          by: 'admin',
          name: 'Suite Admin',
          reason: CONFIRMED_UNPAID_REASON,
        }),
      ]);
      // The stock stays taken: a delivered order keeps its units.
      expect(await stockOf(product._id)).toBe(3);
    });

    it('delivers pay-on-delivery and paid Paystack orders without asking', async () => {
      const product = await s.createProduct({ quantity: '4' });
      const onDelivery = PaymentResponseSchema.parse(
        (await order(product, { method: 'on_delivery' })).body,
      ).order;
      const { order: online, payment } = await placeOnline(product);
      s.paystack.pay(payment.reference);
      await verify(payment.reference);
      for (const id of [onDelivery._id, online._id]) {
        for (const status of ['Shipped', 'Delivered']) {
          const res = await setStatus(id, { status });
          expect(res.status, res.text).toBe(200);
          const last = OrderStatusUpdateResponseSchema.parse(res.body).order.history?.at(-1);
          expect(last).toEqual(expect.objectContaining({ status, by: 'admin' }));
          expect(last?.reason).toBeUndefined();
        }
      }
    });
  });
}
