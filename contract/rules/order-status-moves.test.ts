import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, type OrderStatus } from '../enums';
import { PAYMENT_STATES } from '../schemas/payment';
import { asksBeforeMove, moveEffects, ORDER_STATUS_MOVES } from './order-status-moves';

const pairs = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => [from, to] as const));
const sending = (to: OrderStatus) => to === 'Shipped' || to === 'Delivered';

describe('the table of order status moves', () => {
  it('lets every status follow every other, as admins correct mistakes', () => {
    expect(Object.keys(ORDER_STATUS_MOVES).sort()).toEqual([...ORDER_STATUSES].sort());
    for (const from of ORDER_STATUSES)
      expect(Object.keys(ORDER_STATUS_MOVES[from]).sort()).toEqual([...ORDER_STATUSES].sort());
  });

  it('does nothing for a status set again', () => {
    for (const status of ORDER_STATUSES) expect(moveEffects(status, status)).toEqual([]);
  });

  it('puts the stock back and ends the payment exactly when an order enters Cancelled', () => {
    for (const [from, to] of pairs) {
      const effects = moveEffects(from, to);
      const entering = to === 'Cancelled' && from !== 'Cancelled';
      expect([from, to, effects.includes('restoresStock')]).toEqual([from, to, entering]);
      expect([from, to, effects.includes('endsPayment')]).toEqual([from, to, entering]);
    }
  });

  it('takes the stock again exactly when an order leaves Cancelled', () => {
    for (const [from, to] of pairs) {
      const leaving = from === 'Cancelled' && to !== 'Cancelled';
      expect([from, to, moveEffects(from, to).includes('takesStock')]).toEqual([from, to, leaving]);
    }
  });

  it('guards every move into Shipped or Delivered, and no other', () => {
    for (const [from, to] of pairs) {
      const guarded = from !== to && sending(to);
      expect([from, to, moveEffects(from, to).includes('asksIfUnpaid')]).toEqual([
        from,
        to,
        guarded,
      ]);
    }
  });
});

describe('asking before shipping or delivering an unpaid order', () => {
  it('asks for a Paystack order in every payment state but paid', () => {
    for (const state of PAYMENT_STATES) {
      const money = { method: 'paystack', state };
      expect([state, asksBeforeMove('Processing', 'Delivered', money)]).toEqual([
        state,
        state !== 'paid',
      ]);
      expect([state, asksBeforeMove('Cancelled', 'Shipped', money)]).toEqual([
        state,
        state !== 'paid',
      ]);
    }
  });

  it('never asks for pay on delivery, which is delivered unpaid by design', () => {
    for (const [from, to] of pairs)
      expect(asksBeforeMove(from, to, { method: 'on_delivery', state: 'on_delivery' })).toBe(false);
  });

  it('never asks for moves the guard does not cover, nor for an order from before payments', () => {
    const unpaid = { method: 'paystack', state: 'failed' };
    for (const to of ['Not processed', 'Processing', 'Cancelled'] as const)
      expect(asksBeforeMove('Not processed', to, unpaid)).toBe(false);
    expect(asksBeforeMove('Delivered', 'Delivered', unpaid)).toBe(false);
    expect(asksBeforeMove('Processing', 'Delivered', {})).toBe(false);
  });
});
