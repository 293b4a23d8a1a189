import { Button, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { userOrdersQueryOptions } from '../../api/orders';
import { OrderList } from '../../components/orders/order-list';
import { sessionUserAtom } from '../../state/auth-atoms';

export function UserOrders() {
  const userId = useAtomValue(sessionUserAtom)?._id;
  // Signed out (the moment between logout and leaving the page), nothing is asked for.
  const query = useQuery({
    ...userOrdersQueryOptions(userId ?? ''),
    enabled: userId !== undefined,
  });
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
