// The one writer of `orders.status`, as payment-transitions.ts is of the order's money: every
// status an order takes is written here, in the caller's transaction, together with its history
// entry, the stock and payment effects the contract's table of moves names
// (contract/rules/order-status-moves.ts) and the buyer's message.

import { eq } from 'drizzle-orm';
import { DEFAULT_ORDER_STATUS, type OrderStatus } from '../../contract/enums';
import {
  asksBeforeMove,
  CONFIRMED_UNPAID_REASON,
  moveEffects,
  UNPAID_MOVE_MESSAGE,
} from '../../contract/rules/order-status-moves';
import type { ApiContext } from '../api-context';
import type { Database } from '../api-deps';
import { forgetDeliveryOfErasedBuyer } from '../auth/own-data';
import { orders } from '../db/schema';
import { queueStatusChanged } from '../mail/mail-outbox';
import { paymentOnCancel } from '../payments/payment-on-cancel';
import { ApiError, notFound } from '../wire/api-error';
import { recordOrderEvent, type OrderActor } from './order-history';
import { linesOfOrder, restockOrderLines, takeStock } from './order-stock';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The 409 for reviving an order whose product was deleted since: no shelf to take from. */
export const PRODUCT_GONE_MESSAGE = 'A product of this order no longer exists';

/** Why an order was cancelled, for its payment's history entry, when the mover gives no reason. */
const CANCELLED_REASON = 'The order was cancelled';

/** An order row as placement builds it; its status is this module's to give. */
export type PlacedOrderRow = Omit<typeof orders.$inferInsert, 'status'> & { id: string };

/** Writes a new order in its first status with its `Placed` entry (stock taken by the caller). */
export async function insertPlacedOrder(
  tx: Pick<Database, 'insert'>,
  row: PlacedOrderRow,
  actor: OrderActor,
  at: Date,
): Promise<void> {
  await tx.insert(orders).values({ ...row, status: DEFAULT_ORDER_STATUS });
  await recordOrderEvent(tx, { orderId: row.id, event: 'Placed', actor, at });
}

export interface OrderStatusMove {
  orderId: string;
  to: OrderStatus;
  actor: OrderActor;
  /** Why, for the history (and for the payment's own entry when the move ends its wait). */
  reason?: string;
  at: Date;
  /** The admin knows the money has not arrived and ships or delivers anyway (the guard). */
  confirmUnpaid?: boolean;
}

/**
 * Moves an order's status. The order row is locked first, so two admins changing one order at
 * once move its stock exactly once. Setting the status it already has changes nothing. A guarded
 * move of an unpaid online order without `confirmUnpaid`, or a revival the shelf cannot supply,
 * answers 409 before anything is written. Returns the products whose stock changed: the caller
 * publishes them last (publishStockChange), once for all its moves.
 */
export async function moveOrderStatus(
  ctx: ApiContext,
  tx: Tx,
  move: OrderStatusMove,
): Promise<string[]> {
  const { orderId, to, actor, at } = move;
  const [order] = await tx
    .select({ status: orders.status, method: orders.paymentMethod, state: orders.paymentState })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update');
  if (!order) throw notFound('Order');
  if (order.status === to) return [];

  const unpaid = asksBeforeMove(order.status, to, order);
  if (unpaid && !move.confirmUnpaid) throw new ApiError(409, UNPAID_MOVE_MESSAGE);

  const effects = moveEffects(order.status, to);
  const changed: string[] = [];
  if (effects.includes('takesStock')) {
    const lines = await linesOfOrder(tx, orderId);
    changed.push(...(await takeStock(tx, lines, at, PRODUCT_GONE_MESSAGE)));
  }
  if (effects.includes('restoresStock'))
    changed.push(...(await restockOrderLines(tx, orderId, at)));
  if (effects.includes('endsPayment')) {
    await paymentOnCancel(tx, orderId, actor, at, move.reason ?? CANCELLED_REASON);
  }

  await tx.update(orders).set({ status: to, updatedAt: at }).where(eq(orders.id, orderId));
  await recordOrderEvent(tx, {
    orderId,
    event: to,
    actor,
    reason: unpaid ? CONFIRMED_UNPAID_REASON : move.reason,
    at,
  });
  await forgetDeliveryOfErasedBuyer(tx, orderId, to);
  await queueStatusChanged(ctx, tx, orderId, to);
  return changed;
}
