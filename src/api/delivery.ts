import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import {
  AdminDeliveryResponseSchema,
  type AdminDeliveryResponse,
  type DeliveryOptionsResponse,
} from '../../contract/schemas/delivery';
import { api } from './client';
import type { MutationHandlers } from './mutation-handlers';
import { adminKeys } from './account-query-keys';
import { CATALOGUE_KEY, catalogueQueryOptions, type Catalogue } from './catalogue';

const deliveryOf = (copy: Catalogue) => copy.delivery;

/**
 * The shop's delivery zones and pickup points, as the device keeps them with its catalogue
 * (refreshed with it, offline too). Undefined until they have arrived: a screen then waits rather
 * than price with figures of its own.
 */
export function useShopDelivery(): DeliveryOptionsResponse | undefined {
  return useQuery({ ...catalogueQueryOptions(), select: deliveryOf }).data;
}

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
      await client.invalidateQueries({ queryKey: CATALOGUE_KEY, exact: true });
    },
    onError: handlers.onError,
  });
}
