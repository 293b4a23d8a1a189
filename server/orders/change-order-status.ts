import type { OrderStatus } from '../../contract/enums';
import type { Order } from '../../contract/schemas/order';
import type { ApiContext, UserRow } from '../api-context';
import { notFound } from '../wire/api-error';
import { isUuid } from '../wire/ids';
import { findOrder } from './order-queries';
import { publishStockChange } from './order-stock';
import { moveOrderStatus } from './order-transitions';

/**
 * The admin sets an order's status (any value at any time, as the contract lets admins correct
 * mistakes); what the move does besides is the table's (order-transitions.ts). `confirmUnpaid`
 * is the admin's answer to "Deliver unpaid?".
 */
export async function changeOrderStatus(
  ctx: ApiContext,
  id: string,
  status: OrderStatus,
  admin: UserRow,
  confirmUnpaid = false,
): Promise<Order> {
  if (!isUuid(id)) throw notFound('Order');
  await ctx.db.transaction(async (tx) => {
    const changed = await moveOrderStatus(ctx, tx, {
      orderId: id,
      to: status,
      actor: { kind: 'admin', id: admin.id, name: admin.name },
      at: ctx.now(),
      confirmUnpaid,
    });
    await publishStockChange(ctx, tx, changed);
  });
  const order = await findOrder(ctx.db, id);
  if (!order) throw notFound('Order');
  return order;
}
