import { useQuery } from '@tanstack/react-query';
import type { DeliveryDetails, Order } from '../../../contract/schemas/order';
import { userOrdersQueryOptions } from '../../api/orders';

export interface LastDelivery {
  /** The phone the last order gave the courier. */
  phone?: string;
  /** The address of the last order delivered to a door. */
  door?: Pick<DeliveryDetails, 'address' | 'city' | 'region'>;
}

/** From the shopper's orders, newest first (GET /orders): what they last told the courier. */
function lastDeliveryOf(orders: readonly Order[]): LastDelivery {
  const phone = orders.find((order) => order.shipping?.phone)?.shipping?.phone;
  const door = orders.find(
    (order) => order.shipping?.address && order.shipping.deliveryMethod !== 'pickup',
  )?.shipping;
  return {
    phone,
    door: door && { address: door.address, city: door.city, region: door.region },
  };
}

/**
 * The phone and address the shopper's last orders used, for checkout to offer again: a shopper
 * who orders every month should not type them every month. Undefined until the orders are known.
 */
export function useLastDelivery(userId: string | undefined): LastDelivery | undefined {
  return useQuery({
    ...userOrdersQueryOptions(userId ?? ''),
    enabled: userId !== undefined,
    select: lastDeliveryOf,
  }).data;
}
