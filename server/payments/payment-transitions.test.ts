import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_STATES, type PaymentState } from '../../contract/schemas/payment';
import { orderHistory, orders, users } from '../db/schema';
import { SYSTEM } from '../orders/order-history';
import { createTestApi, type TestApi } from '../test/test-api';
import { movePayment, PAYMENT_TRANSITIONS, type PaymentEvent } from './payment-transitions';

const EXPECTED: Record<PaymentEvent, { from: PaymentState[]; to: PaymentState }> = {
  retried: { from: ['pending', 'failed'], to: 'pending' },
  declined: { from: ['pending'], to: 'failed' },
  paidOnline: { from: ['pending', 'failed', 'on_delivery'], to: 'paid' },
  switchedToDelivery: { from: ['pending', 'failed'], to: 'on_delivery' },
  paidOnDelivery: { from: ['on_delivery'], to: 'paid' },
  expired: { from: ['pending', 'failed'], to: 'expired' },
  refunded: { from: ['paid'], to: 'refunded' },
};

describe('payment transitions', () => {
  let api: TestApi;
  let buyerId: string;

  beforeAll(async () => {
    api = await createTestApi({ now: () => new Date('2026-11-28T12:00:00Z') });
    const [buyer] = await api.db
      .insert(users)
      .values({ name: 'Ada', email: 'ada@transitions.test', passwordHash: 'x' })
      .returning();
    if (!buyer) throw new Error('no buyer');
    buyerId = buyer.id;
  });
  afterAll(() => api.close());

  async function orderIn(state: PaymentState): Promise<string> {
    const [row] = await api.db
      .insert(orders)
      .values({
        buyerId,
        payment: {},
        totalKobo: 100000,
        shippingFeeKobo: 0,
        paymentMethod: 'paystack',
        paymentState: state,
      })
      .returning({ id: orders.id });
    if (!row) throw new Error('no order');
    return row.id;
  }

  it('is the table the store promises: no move leaves a paid order unpaid', () => {
    expect(PAYMENT_TRANSITIONS).toEqual(EXPECTED);
    for (const [event, { from, to }] of Object.entries(PAYMENT_TRANSITIONS)) {
      if ((from as readonly string[]).includes('paid'))
        expect([event, to]).toEqual(['refunded', 'refunded']);
    }
  });

  it('moves an order only from the states its row lists, writing its history once', async () => {
    for (const event of Object.keys(EXPECTED) as PaymentEvent[]) {
      for (const state of PAYMENT_STATES) {
        const id = await orderIn(state);
        const moved = await api.db.transaction((tx) =>
          movePayment(tx, { orderId: id, event, actor: SYSTEM, reason: 'test', at: new Date() }),
        );
        const allowed = EXPECTED[event].from.includes(state);
        const [row] = await api.db
          .select({ state: orders.paymentState })
          .from(orders)
          .where(eq(orders.id, id));
        const history = await api.db
          .select({ event: orderHistory.event, actor: orderHistory.actor })
          .from(orderHistory)
          .where(eq(orderHistory.orderId, id));
        expect({ event, state, moved, now: row?.state, history }).toEqual({
          event,
          state,
          moved: allowed,
          now: allowed ? EXPECTED[event].to : state,
          history: allowed ? [{ event: EXPECTED[event].to, actor: 'system' }] : [],
        });
      }
    }
  });

  it('refuses a state outside the contract in the database itself', async () => {
    await expect(
      api.db.insert(orders).values({
        buyerId,
        payment: {},
        totalKobo: 100,
        shippingFeeKobo: 0,
        paymentState: 'lost' as PaymentState,
      }),
    ).rejects.toThrow();
  });
});
