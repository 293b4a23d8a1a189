import { Text } from '@mantine/core';
import { DELIVERY_METHOD_LABELS } from '../../../contract/enums';
import { deliveryWindowText } from '../../../contract/rules/delivery-window';
import type { Order } from '../../../contract/schemas/order';

/** Where the order goes: the pickup point, or the address and zone; nothing for older orders. */
export function destinationText(order: Order): string {
  const shipping = order.shipping ?? {};
  const delivery = order.delivery;
  if (delivery?.method === 'pickup') {
    return `Pick up at ${delivery.pickupPoint ?? 'the shop'}${delivery.pickupAddress ? `, ${delivery.pickupAddress}` : ''}`;
  }
  const address = [shipping.address, shipping.city, shipping.region].filter(Boolean).join(', ');
  return address || 'Delivery details to be confirmed by the shop';
}

/** The method, where it goes and the estimated window, in two lines. */
export function OrderDestination({ order }: { order: Order }) {
  const delivery = order.delivery;
  const method = delivery?.method ?? order.shipping?.deliveryMethod ?? 'door';
  return (
    <>
      <Text size="sm" data-testid="order-destination">
        {DELIVERY_METHOD_LABELS[method]}: {destinationText(order)}
      </Text>
      {delivery && (
        <Text size="sm" data-testid="order-window">
          {method === 'pickup' ? 'Ready for pickup' : 'Estimated delivery'}:{' '}
          {deliveryWindowText(delivery.estimatedFrom, delivery.estimatedTo)}
        </Text>
      )}
    </>
  );
}
