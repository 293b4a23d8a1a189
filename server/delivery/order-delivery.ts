import type { DeliveryDays } from '../../contract/schemas/delivery';
import type { OrderDelivery } from '../../contract/schemas/order';
import type { DeliveryMethod } from '../../contract/enums';
import {
  DEMO_DELIVERY,
  destinationDays,
  estimatedWindow,
  homeZone,
  type Destination,
} from '../../contract/rules/delivery';

/** What an order keeps of where it goes (orders.delivery): names and days as they were. */
export interface DeliverySnapshot {
  method: DeliveryMethod;
  zone?: string;
  pickupPoint?: string;
  pickupAddress?: string;
  days: DeliveryDays;
}

export function deliverySnapshot(destination: Destination): DeliverySnapshot {
  const days = destinationDays(destination);
  return destination.method === 'door'
    ? { method: 'door', zone: destination.zone.name, days }
    : {
        method: 'pickup',
        pickupPoint: destination.point.name,
        pickupAddress: destination.point.address,
        days,
      };
}

/**
 * Orders placed before delivery zones were charged the spec's flat rule, which is the demo's
 * Lagos zone: they read as that zone (or, picked up, as the demo's Lagos point).
 */
function legacySnapshot(shipping: Record<string, unknown> | null): DeliverySnapshot {
  const [point] = DEMO_DELIVERY.pickupPoints;
  if (shipping?.deliveryMethod === 'pickup' && point) {
    return {
      method: 'pickup',
      pickupPoint: point.name,
      pickupAddress: point.address,
      days: point.days,
    };
  }
  const zone = homeZone(DEMO_DELIVERY);
  return { method: 'door', zone: zone.name, days: zone.days };
}

/** The order's `delivery` on the wire: the window counted from its day in Africa/Lagos. */
export function deliveryWire(
  stored: Record<string, unknown> | null,
  shipping: Record<string, unknown> | null,
  fee: number,
  placedAt: Date,
): OrderDelivery {
  const snapshot = (stored as DeliverySnapshot | null) ?? legacySnapshot(shipping);
  const { days, ...named } = snapshot;
  return { ...named, fee, ...estimatedWindow(placedAt, days) };
}
