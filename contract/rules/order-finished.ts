import type { OrderStatus } from '../enums';

/**
 * Statuses after which the shop has nothing left to do for an order: it no longer counts as
 * waiting, shows no delivery estimate, and an erased buyer's delivery details can go.
 */
export const FINISHED_ORDER_STATUSES = [
  'Delivered',
  'Cancelled',
] as const satisfies readonly OrderStatus[];

export function isOrderFinished(status: string): boolean {
  return (FINISHED_ORDER_STATUSES as readonly string[]).includes(status);
}
