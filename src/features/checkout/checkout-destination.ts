import type { DeliveryOptionsResponse } from '../../../contract/schemas/delivery';
import type { DeliveryMethod } from '../../../contract/enums';
import { deliveryFieldMissing, zoneOf, type Destination } from '../../../contract/rules/delivery';
import { matchState } from '../../../contract/rules/nigerian-states';

export interface DestinationChoice {
  deliveryMethod: DeliveryMethod;
  region: string;
  pickupPointId: string;
}

/** Where the form says the order goes, priced by the shop's options; null until it is known. */
export function chosenDestination(
  choice: DestinationChoice,
  options: DeliveryOptionsResponse,
): Destination | null {
  if (choice.deliveryMethod === 'pickup') {
    const point = options.pickupPoints.find((p) => p._id === choice.pickupPointId);
    return point ? { method: 'pickup', point } : null;
  }
  const state = matchState(choice.region);
  const zone = state ? zoneOf(options, state) : undefined;
  return zone ? { method: 'door', zone } : null;
}

export const CHECKOUT_FIELD_MESSAGES = {
  fullName: 'Enter the name of the person receiving the order',
  phone: 'Enter a Nigerian phone number, e.g. 0803 123 4567',
  address: 'Enter the delivery address',
  city: 'Enter the city',
  region: 'Choose your state',
  pickupPointId: 'Choose a pickup point',
} as const;

/** The form's checks: the server's rule (contract/rules/delivery.ts), in words for a shopper. */
export function checkoutFieldError(
  field: keyof typeof CHECKOUT_FIELD_MESSAGES,
  value: string,
  method: DeliveryMethod,
): string | null {
  return deliveryFieldMissing(field, value, method) ? CHECKOUT_FIELD_MESSAGES[field] : null;
}
