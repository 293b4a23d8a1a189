import { Select, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { ORDER_STATUSES, OrderStatusSchema } from '../../../contract/enums';
import type { Order, OrderStatus } from '../../../contract/schemas/order';
import { allOrdersQueryOptions, updateOrderStatus } from '../../api/admin-orders';
import { serverErrorText } from '../../api/error-message';
import { OrderList } from '../../components/orders/order-list';
import { sessionUserAtom } from '../../state/auth-atoms';
import { toastError, toastSuccess } from './toast';

const STATUS_FAILED_FALLBACK = 'The order status could not be changed';

function StatusSelect({ order, userId }: { order: Order; userId: string }) {
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: (status: OrderStatus) => updateOrderStatus(order._id, status),
    onSuccess: async ({ message, order: updated }) => {
      toastSuccess(message);
      queryClient.setQueryData(allOrdersQueryOptions(userId).queryKey, (orders) =>
        orders?.map((o) => (o._id === updated._id ? updated : o)),
      );
      // The shopper's own list (same browser, another tab or account later) must not be stale.
      await queryClient.invalidateQueries({ queryKey: ['orders'] });
    },
    onError: async (error) => toastError((await serverErrorText(error)) ?? STATUS_FAILED_FALLBACK),
  });
  return (
    <Select
      aria-label="Order status"
      data={ORDER_STATUSES}
      value={change.isPending ? change.variables : order.status}
      onChange={(value) => {
        const parsed = OrderStatusSchema.safeParse(value);
        if (parsed.success && parsed.data !== order.status) change.mutate(parsed.data);
      }}
      allowDeselect={false}
      disabled={change.isPending}
      size="xs"
      comboboxProps={{ withinPortal: true }}
    />
  );
}

export function AdminOrders() {
  const userId = useAtomValue(sessionUserAtom)?._id;
  const query = useQuery({ ...allOrdersQueryOptions(userId ?? ''), enabled: userId !== undefined });
  return (
    <OrderList
      query={query}
      errorTitle="Could not load the orders"
      empty={
        <Text c="dimmed" ta="center" py="xl">
          No orders yet.
        </Text>
      }
      statusControl={(order) => <StatusSelect order={order} userId={userId ?? ''} />}
    />
  );
}
