import { queryOptions, useMutation } from '@tanstack/react-query';
import {
  AdminDeliveryResponseSchema,
  type AdminDeliveryResponse,
} from '../../contract/schemas/delivery';
import { api } from './client';
import type { MutationHandlers } from './mutation-handlers';
import { adminKeys } from './account-query-keys';
import { catalogueKeys } from './query-keys';

// The admin's side of delivery. What shoppers price by is the device's copy (shop-delivery.ts).

/** The admin's zones and every pickup point (with `active`). */
export const adminDeliveryQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: adminKeys.deliveryOf(userId),
    queryFn: async ({ signal }) =>
      AdminDeliveryResponseSchema.parse(await api.get('admin/delivery', { signal }).json()),
    staleTime: 5_000,
  });

export interface DeliverySettingsBody {
  zones: unknown[];
  pickupPoints: unknown[];
}

export function useSaveDelivery(handlers: MutationHandlers<AdminDeliveryResponse>) {
  return useMutation({
    mutationFn: async (body: DeliverySettingsBody) =>
      AdminDeliveryResponseSchema.parse(await api.put('admin/delivery', { json: body }).json()),
    onSuccess: async (answer, _input, _result, { client }) => {
      await handlers.onSuccess?.(answer);
      await client.invalidateQueries({ queryKey: adminKeys.delivery() });
      // The catalogue's change feed names the new version: this device's rules follow at once.
      await client.invalidateQueries({ queryKey: catalogueKeys.all, exact: true });
    },
    onError: handlers.onError,
  });
}
