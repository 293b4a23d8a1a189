import { Text } from '@mantine/core';
import {
  destinationDays,
  estimatedWindow,
  type Destination,
} from '../../../contract/rules/delivery';
import { deliveryWindowText } from '../../../contract/rules/delivery-window';

/**
 * When the order should arrive, counted from today in Lagos as the server will count it, and
 * where it goes; before a state or point is chosen, what to choose.
 */
export function DeliveryEstimate({ destination }: { destination: Destination | null }) {
  if (!destination) {
    return (
      <Text size="sm" c="dimmed" mt="sm">
        Choose your state or a pickup point to see the delivery fee and date.
      </Text>
    );
  }
  const window = estimatedWindow(new Date(), destinationDays(destination));
  const when = deliveryWindowText(window.estimatedFrom, window.estimatedTo);
  return (
    <Text size="sm" mt="sm" data-testid="delivery-estimate">
      {destination.method === 'door'
        ? `Delivery zone: ${destination.zone.name}. Estimated delivery: ${when}.`
        : `Pick up at ${destination.point.name}, ${destination.point.address} (${destination.point.hours}). Ready: ${when}.`}
    </Text>
  );
}
