import { Alert, Button, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { userOrdersQueryOptions } from '../../api/orders';
import { OrderCard } from '../../components/orders/order-card';

const SKELETON_CARDS = 3;

export function UserOrders() {
  const { data: orders, isPending, isError, refetch } = useQuery(userOrdersQueryOptions());
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
        <Alert color="red" title="Could not load your orders">
          <Button size="compact-sm" variant="light" onClick={() => void refetch()}>
            Try again
          </Button>
        </Alert>
      ) : orders.length === 0 ? (
        <Stack align="center" gap="sm" py="xl" ta="center">
          <Text fw={600}>You have not placed any orders yet.</Text>
          <Button component={Link} to="/all-fragrances">
            Start Shopping
          </Button>
        </Stack>
      ) : (
        <>
          <Text c="dimmed" size="sm" data-testid="order-count">
            {orders.length} {orders.length === 1 ? 'order' : 'orders'}
          </Text>
          {orders.map((order, index) => (
            <OrderCard key={order._id} order={order} index={index + 1} />
          ))}
        </>
      )}
    </Stack>
  );
}
