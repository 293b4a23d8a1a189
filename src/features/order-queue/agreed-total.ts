import { koboToNaira } from '../../../contract/rules/money';
import { cartSubtotalKobo } from '../../../contract/rules/shipping';
import type { QueuedOrder } from './order-queue-db';

/**
 * The total a waiting order goes out at: the one the shopper was shown and agreed to. An order
 * queued by a version that sent no expected total shows what its lines cost (the server adds the
 * delivery fee of its destination as it always did).
 */
export function agreedTotal(order: QueuedOrder): number {
  return order.body.expectedTotal ?? koboToNaira(cartSubtotalKobo(order.body.cartItems));
}
