import { Button, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { userOrdersQueryOptions } from '../../api/orders';
import { OrderList } from '../../components/orders/order-list';

export function UserOrders() {
  const query = useQuery(userOrdersQueryOptions());
  return (
    <OrderList
      query={query}
      errorTitle="Could not load your orders"
      empty={
        <Stack align="center" gap="sm" py="xl" ta="center">
          <Text fw={600}>You have not placed any orders yet.</Text>
          <Button component={Link} to="/all-fragrances">
            Start Shopping
          </Button>
        </Stack>
      }
    />
  );
}
