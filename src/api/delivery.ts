import { queryOptions, useMutation } from '@tanstack/react-query';
import {
  AdminDeliveryResponseSchema,
  DeliveryOptionsResponseSchema,
  type AdminDeliveryResponse,
  type DeliveryOptionsResponse,
} from '../../contract/schemas/delivery';
import { DEMO_DELIVERY, activePickupPoints } from '../../contract/rules/delivery';
import { NIGERIAN_STATES } from '../../contract/rules/nigerian-states';
import { api } from './client';
import type { MutationHandlers } from './mutation-handlers';
import { adminKeys, deliveryKeys } from './account-query-keys';

/**
 * What checkout may show before the shop answers (or offline, never having asked): the demo
 * shop's zones. The server prices every order itself, so a stale figure here costs nothing but
 * a surprise; the real options replace it as soon as they arrive.
 */
export const DELIVERY_PLACEHOLDER: DeliveryOptionsResponse = {
  success: true,
  zones: [...DEMO_DELIVERY.zones],
  pickupPoints: activePickupPoints(DEMO_DELIVERY),
  states: [...NIGERIAN_STATES],
};

/** GET delivery/options: the zones, the open pickup points and the 37 states. */
export const deliveryOptionsQueryOptions = () =>
  queryOptions({
    queryKey: deliveryKeys.options(),
    queryFn: async ({ signal }) =>
      DeliveryOptionsResponseSchema.parse(await api.get('delivery/options', { signal }).json()),
    staleTime: 60_000,
  });

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
      await client.invalidateQueries({ queryKey: deliveryKeys.all });
    },
    onError: handlers.onError,
  });
}
