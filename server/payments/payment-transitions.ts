import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { AWAITING_ONLINE_PAYMENT, type PaymentState } from '../../contract/schemas/payment';
import type { Database } from '../api-deps';
import { orders } from '../db/schema';
import { recordOrderEvent, type OrderActor } from '../orders/order-history';

const AWAITING = [...AWAITING_ONLINE_PAYMENT];

/**
 * Every move an order's money may make, and the states it may leave. Nothing else writes
 * `orders.payment_state`: each move is one conditional UPDATE on the state it leaves, so two
 * racing moves (a "Pay now" and the webhook paying the order) can never undo each other; the
 * loser changes nothing and is told so.
 */
export const PAYMENT_TRANSITIONS = {
  /** "Pay now": a new attempt for an order still waiting for its money. */
  retried: { from: AWAITING, to: 'pending' },
  /** The gateway declined the attempt the order waits on. */
  declined: { from: ['pending'], to: 'failed' },
  /** The gateway confirmed the money; an order meant to be paid on delivery may be paid online. */
  paidOnline: { from: [...AWAITING, 'on_delivery'], to: 'paid' },
  /** The buyer will pay the courier instead. */
  switchedToDelivery: { from: AWAITING, to: 'on_delivery' },
  /** An admin recorded the courier's cash or transfer. */
  paidOnDelivery: { from: ['on_delivery'], to: 'paid' },
  /** Not paid in time, or cancelled while waiting: the wait ends. */
  expired: { from: AWAITING, to: 'expired' },
  /** A paid online order was cancelled: its money goes back (a refund job in the outbox). */
  refunded: { from: ['paid'], to: 'refunded' },
} as const satisfies Record<string, { from: readonly PaymentState[]; to: PaymentState }>;

export type PaymentEvent = keyof typeof PAYMENT_TRANSITIONS;

/** The order's other payment columns a move may set with its state (never its status). */
type PaymentColumns = Partial<
  Pick<
    typeof orders.$inferInsert,
    'paymentMethod' | 'paymentReference' | 'paidAt' | 'amountPaidKobo' | 'paymentExpiresAt'
  >
>;

export interface PaymentMove {
  orderId: string;
  event: PaymentEvent;
  actor: OrderActor;
  /** Why, for the order's history (what the admin reads). */
  reason: string;
  at: Date;
  set?: PaymentColumns;
  /** A further condition on the order (e.g. it still waits on this attempt's reference). */
  only?: SQL;
}

/** Whether a move may leave `state` (for answers given before any write). */
export function canMove(event: PaymentEvent, state: PaymentState): boolean {
  return (PAYMENT_TRANSITIONS[event].from as readonly PaymentState[]).includes(state);
}

/**
 * Makes one move inside the caller's transaction and writes it to the order's history. Returns
 * false, changing nothing, when the order is not in a state the move may leave.
 */
export async function movePayment(
  tx: Pick<Database, 'update' | 'insert'>,
  move: PaymentMove,
): Promise<boolean> {
  const { from, to } = PAYMENT_TRANSITIONS[move.event];
  const moved = await tx
    .update(orders)
    .set({ ...move.set, paymentState: to, updatedAt: move.at })
    .where(
      and(
        eq(orders.id, move.orderId),
        inArray(orders.paymentState, [...from]),
        ...(move.only ? [move.only] : []),
      ),
    )
    .returning({ id: orders.id });
  if (moved.length === 0) return false;
  await recordOrderEvent(tx, {
    orderId: move.orderId,
    event: to,
    actor: move.actor,
    reason: move.reason,
    at: move.at,
  });
  return true;
}
