import { Alert, Button, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ORDER_STATUSES, OrderStatusSchema } from '../../../contract/enums';
import type { Order, OrderStatus } from '../../../contract/schemas/order';
import { allOrdersQueryOptions, updateOrderStatus } from '../../api/admin-orders';
import { serverErrorText } from '../../api/error-message';
import { OrderCard } from '../../components/orders/order-card';
import { toastError, toastSuccess } from './toast';

const SKELETON_CARDS = 3;
const STATUS_FAILED_FALLBACK = 'The order status could not be changed';

function StatusSelect({ order }: { order: Order }) {
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: (status: OrderStatus) => updateOrderStatus(order._id, status),
    onSuccess: async ({ message, order: updated }) => {
      toastSuccess(message);
      queryClient.setQueryData(allOrdersQueryOptions().queryKey, (orders) =>
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
  const { data: orders, isPending, isError, refetch } = useQuery(allOrdersQueryOptions());
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Orders
      </Title>
      {isPending ? (
        Array.from({ length: SKELETON_CARDS }, (_, i) => (
          <Skeleton key={i} height={150} radius="md" data-testid="order-skeleton" />
        ))
      ) : isError ? (
        <Alert color="red" title="Could not load the orders">
          <Button size="compact-sm" variant="light" onClick={() => void refetch()}>
            Try again
          </Button>
        </Alert>
      ) : orders.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          No orders yet.
        </Text>
      ) : (
        <>
          <Text c="dimmed" size="sm" data-testid="order-count">
            {orders.length} {orders.length === 1 ? 'order' : 'orders'}
          </Text>
          {orders.map((order, index) => (
            <OrderCard
              key={order._id}
              order={order}
              index={index + 1}
              statusControl={<StatusSelect order={order} />}
            />
          ))}
        </>
      )}
    </Stack>
  );
}
