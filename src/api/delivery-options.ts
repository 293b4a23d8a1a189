import { queryOptions } from '@tanstack/react-query';
import type { DeliveryOptionsResponse } from '../../contract/schemas/delivery';
import { catalogueView } from './catalogue';
import type { InProcessApi } from './in-process-api';
import { getParsed } from './load-client';
import { deliveryKeys } from './query-keys';

/**
 * The delivery zones and pickup points for the Shipping page: the device's copy, the one checkout
 * prices by, when it holds one; else the API's (a server render reads it in process). Either way
 * the page never promises what checkout does not charge.
 */
export const deliveryOptionsQueryOptions = (inProcessApi?: InProcessApi) =>
  queryOptions({
    queryKey: deliveryKeys.options,
    queryFn: ({ signal, client }): Promise<DeliveryOptionsResponse> =>
      catalogueView(
        client,
        (copy) => copy.delivery,
        () =>
          getParsed('delivery/options', (s) => s.DeliveryOptionsResponseSchema, {
            signal,
            inProcessApi,
          }),
      ),
  });
