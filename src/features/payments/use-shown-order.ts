import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import type { Order } from '../../../contract/schemas/order';
import { userOrdersQueryOptions } from '../../api/orders';
import { verifiedOrderQueryOptions } from '../../api/payments';
import { sessionUserAtom } from '../../state/auth-atoms';

/**
 * The order the order page shows. Back from a payment page (`reference`), the server is asked
 * once to verify the payment and its answer is the order; otherwise, or if that fails, the order
 * comes from the shopper's own list. A changed order (paid on delivery instead) is put in both
 * places by the change's own hook (api/payments.ts).
 */
export function useShownOrder(orderId: string | undefined, reference: string | undefined) {
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

  return {
    order: verify.data ?? listed.data ?? null,
    verifying: Boolean(reference) && verify.isPending,
    loading: listed.isLoading,
    verifyError: verify.error,
    verifyAgain: () => void verify.refetch(),
  };
}
