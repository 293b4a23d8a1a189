import type { OrderStatus } from '../enums';

/**
 * Who may review a product: a buyer with an order holding it in this status, i.e. received. The
 * server checks it on every review it keeps (server/reviews/review-queries.ts); the order page
 * offers "Rate your order" by it.
 */
export const REVIEWABLE_ORDER_STATUS: OrderStatus = 'Delivered';

/** Whether the products of `order` may be reviewed by its buyer. */
export function orderCanBeReviewed(order: { readonly status: OrderStatus }): boolean {
  return order.status === REVIEWABLE_ORDER_STATUS;
}
