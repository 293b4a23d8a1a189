import { useQuery } from '@tanstack/react-query';
import type { DeliveryOptionsResponse } from '../../contract/schemas/delivery';
import { catalogueQueryOptions, type Catalogue } from './catalogue';

// Apart from the admin's delivery calls (delivery.ts), which bring the HTTP client and zod: the
// cart and checkout read only what the device already holds.

const deliveryOf = (copy: Catalogue) => copy.delivery;

/**
 * The shop's delivery zones and pickup points, as the device keeps them with its catalogue
 * (refreshed with it, offline too). Undefined until they have arrived: a screen then waits rather
 * than price with figures of its own.
 */
export function useShopDelivery(): DeliveryOptionsResponse | undefined {
  return useQuery({ ...catalogueQueryOptions(), select: deliveryOf }).data;
}
