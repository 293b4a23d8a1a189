import type { Database } from '../api-deps';
import { orderHistory } from '../db/schema';

/** Who made a change to an order: the buyer, an admin (by name), the gateway or the store. */
export type OrderActor =
  | { kind: 'buyer' }
  | { kind: 'admin'; id: string; name: string }
  | { kind: 'gateway' }
  | { kind: 'system' };

export const BUYER: OrderActor = { kind: 'buyer' };
export const GATEWAY: OrderActor = { kind: 'gateway' };
export const SYSTEM: OrderActor = { kind: 'system' };

export interface OrderEvent {
  orderId: string;
  /** `Placed`, an order status, or the payment state reached. */
  event: string;
  actor: OrderActor;
  reason?: string;
  at: Date;
}

/** Writes one entry of an order's history, in the caller's transaction (the change's own). */
export async function recordOrderEvent(
  tx: Pick<Database, 'insert'>,
  entry: OrderEvent,
): Promise<void> {
  const { actor } = entry;
  await tx.insert(orderHistory).values({
    orderId: entry.orderId,
    event: entry.event,
    actor: actor.kind,
    actorId: actor.kind === 'admin' ? actor.id : null,
    actorName: actor.kind === 'admin' ? actor.name : null,
    reason: entry.reason ?? null,
    at: entry.at,
  });
}
