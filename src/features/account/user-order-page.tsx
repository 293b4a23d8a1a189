import { Alert, Anchor, Button, Group, Skeleton, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import type { Order } from '../../../contract/schemas/order';
import { userOrdersQueryOptions } from '../../api/orders';
import { OrderCard } from '../../components/orders/order-card';
import { sessionUserAtom } from '../../state/auth-atoms';

/**
 * The shopper's page of one order: the card with where it goes, its history as a timeline ending
 * with the estimated window, and the printable receipt. Status e-mails link here.
 */
export function UserOrderPage({
  orderId,
  below,
}: {
  orderId: string;
  /** What the route adds under the order (features/reviews' "Rate your order"). */
  below?: (order: Order) => ReactNode;
}) {
  const userId = useAtomValue(sessionUserAtom)?._id;
  const query = useQuery({
    ...userOrdersQueryOptions(userId ?? ''),
    enabled: userId !== undefined,
    select: (orders: Order[]) => orders.find((order) => order._id === orderId) ?? null,
  });
  const back = (
    <Anchor component={Link} to="/dashboard/user/orders" size="sm">
      All your orders
    </Anchor>
  );
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Your order
      </Title>
      {query.isPending ? (
        <Skeleton height={220} radius="md" />
      ) : query.isError ? (
        <Alert color="red" title="Could not load your order">
          <Button size="compact-sm" variant="light" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : !query.data ? (
        <Alert color="gray" title="No such order among yours">
          {back}
        </Alert>
      ) : (
        <>
          <OrderCard
            order={query.data}
            timeline="shopper"
            links={
              <Group gap="lg">
                <Anchor
                  size="sm"
                  renderRoot={(props) => (
                    <Link {...props} to="/receipt/$id" params={{ id: orderId }} />
                  )}
                >
                  Print receipt
                </Anchor>
                {back}
              </Group>
            }
          />
          {below?.(query.data)}
        </>
      )}
    </Stack>
  );
}
