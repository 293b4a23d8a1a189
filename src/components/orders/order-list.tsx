import { Alert, Anchor, Button, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { paymentStateOf } from '../../../contract/rules/payment-label';
import type { Order } from '../../../contract/schemas/order';
import { AWAITING_ONLINE_PAYMENT } from '../../../contract/schemas/payment';
import { OrderCard } from './order-card';

/** A shopper who left the payment page unpaid finds the way back to it (or to paying on delivery). */
function PayLink({ order }: { order: Order }) {
  if (!AWAITING_ONLINE_PAYMENT.has(paymentStateOf(order.payment))) return null;
  return (
    <Anchor
      size="sm"
      renderRoot={(props) => <Link {...props} to="/order" search={{ id: order._id }} />}
    >
      Pay for this order
    </Anchor>
  );
}

const SKELETON_CARDS = 3;

/**
 * The 'Orders' page body shared by the shopper and the admin: skeletons, a retry on failure, an
 * empty state, then one card per order. The admin passes a status control for each card.
 */
export function OrderList({
  query,
  errorTitle,
  empty,
  statusControl,
}: {
  query: UseQueryResult<Order[]>;
  errorTitle: string;
  empty: ReactNode;
  statusControl?: (order: Order) => ReactNode;
}) {
  const { data: orders, isPending, isError, refetch } = query;
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
        <Alert color="red" title={errorTitle}>
          <Button size="compact-sm" variant="light" onClick={() => void refetch()}>
            Try again
          </Button>
        </Alert>
      ) : orders.length === 0 ? (
        empty
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
              statusControl={statusControl?.(order)}
              paymentControl={<PayLink order={order} />}
            />
          ))}
        </>
      )}
    </Stack>
  );
}
