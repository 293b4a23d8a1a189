import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import type { Order } from '../../../contract/schemas/order';
import { userOrdersQueryOptions } from '../../api/orders';
import { verifiedOrderQueryOptions } from '../../api/payments';
import { sessionUserAtom } from '../../state/auth-atoms';

/**
 * The order the order page shows. Back from a payment page (`reference`), the server is asked
 * once to verify the payment and its answer is the order; otherwise, or if that fails, the order
 * comes from the shopper's own list. `replace` puts a changed order (paid on delivery instead)
 * in both places, so the page and the Orders list agree without asking the gateway again.
 */
export function useShownOrder(orderId: string | undefined, reference: string | undefined) {
  const queryClient = useQueryClient();
  const userId = useAtomValue(sessionUserAtom)?._id ?? '';
  const verify = useQuery({
    ...verifiedOrderQueryOptions(userId, reference ?? ''),
    enabled: Boolean(userId && reference),
  });
  const listed = useQuery({
    ...userOrdersQueryOptions(userId),
    select: (orders: Order[]) => orders.find((order) => order._id === orderId) ?? null,
    enabled: Boolean(userId && orderId) && (!reference || verify.isError),
  });

  function replace(order: Order) {
    if (reference) {
      queryClient.setQueryData(verifiedOrderQueryOptions(userId, reference).queryKey, order);
    }
    queryClient.setQueryData(userOrdersQueryOptions(userId).queryKey, (orders) =>
      orders?.map((kept) => (kept._id === order._id ? order : kept)),
    );
    void queryClient.invalidateQueries({ queryKey: ['orders', 'mine'] });
  }

  return {
    order: verify.data ?? listed.data ?? null,
    verifying: Boolean(reference) && verify.isPending,
    loading: listed.isLoading,
    verifyError: verify.error,
    verifyAgain: () => void verify.refetch(),
    replace,
  };
}
