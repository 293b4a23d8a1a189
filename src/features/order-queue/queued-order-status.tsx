import {
  Anchor,
  Badge,
  Divider,
  Group,
  Loader,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useMutationState, useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { ORDER_FAILED_MESSAGE } from '../../../contract/messages';
import { formatNaira } from '../../../contract/rules/currency';
import { chargedPrice } from '../../../contract/rules/sale-price';
import { sessionUserAtom } from '../../state/auth-atoms';
import { OrderRefusedError, orderMutationKey } from './order-mutation';
import { queuedOrderQueryOptions } from './order-queue-queries';
import { agreedTotal } from './agreed-total';
import { NewTotalQuestion } from './new-total-question';
import { lineAmount } from '../../../contract/rules/money';

export const WAITING_TITLE = 'Your order is waiting for connection';
// A queued order is always sent as pay on delivery (pay-on-delivery.ts): the shopper is told so
// before it goes, whatever the checkout offered.
export const PAID_ON_DELIVERY_NOTE =
  'You pay on delivery, in cash or by transfer to the courier: an order sent later cannot take you to a payment page.';

type Outcome = { kind: 'placed'; orderId: string } | { kind: 'refused'; reason: string } | null;

function placedOrderId(data: unknown): string | null {
  if (typeof data !== 'object' || data === null || !('_id' in data)) return null;
  return typeof data._id === 'string' ? data._id : null;
}

/** How this tab's latest attempt to send the order ended, if it has. */
function useOrderOutcome(key: string): Outcome {
  const outcomes = useMutationState({
    filters: { mutationKey: orderMutationKey(key), exact: true },
    select: (mutation): Outcome => {
      const { status, data, error } = mutation.state;
      const orderId = status === 'success' ? placedOrderId(data) : null;
      if (orderId) return { kind: 'placed', orderId };
      if (status === 'error' && error instanceof OrderRefusedError) {
        return { kind: 'refused', reason: error.reason ?? 'The order could not be placed.' };
      }
      return null;
    },
  });
  return outcomes.at(-1) ?? null;
}

/**
 * The /order page for an order confirmed without a connection. It turns into the real order's
 * page once the server has accepted it, or shows the server's reason if it was refused.
 */
export function QueuedOrderStatus({ queuedKey }: { queuedKey: string }) {
  const userId = useAtomValue(sessionUserAtom)?._id ?? '';
  const settled = useOrderOutcome(queuedKey);
  const loaded = useQuery(queuedOrderQueryOptions(userId, queuedKey));
  const navigate = useNavigate();
  const placedId = settled?.kind === 'placed' ? settled.orderId : null;

  useEffect(() => {
    if (placedId) void navigate({ to: '/order', search: { id: placedId }, replace: true });
  }, [placedId, navigate]);

  if (settled?.kind === 'refused') {
    return (
      <Frame>
        <Title order={1} size="h2">
          {ORDER_FAILED_MESSAGE}
        </Title>
        <Text>{settled.reason}</Text>
        <Text c="dimmed">Your cart is kept, so you can change it and try again.</Text>
        <Anchor component={Link} to="/cart">
          Back to your cart
        </Anchor>
      </Frame>
    );
  }
  if (loaded.isPending || placedId) {
    return (
      <Frame>
        <Skeleton height={28} width="70%" />
        <Skeleton height={16} width="90%" />
        <Skeleton height={16} width="60%" />
      </Frame>
    );
  }
  if (!loaded.data) {
    return (
      <Frame>
        <Title order={1} size="h2">
          This order is no longer waiting
        </Title>
        <Text>It has been sent. Your orders list shows how it went.</Text>
        <Anchor component={Link} to="/dashboard/user/orders">
          see order details
        </Anchor>
      </Frame>
    );
  }
  if (loaded.data.priceChanged) {
    return (
      <Frame>
        <NewTotalQuestion order={loaded.data} quote={loaded.data.priceChanged} />
      </Frame>
    );
  }
  const items = loaded.data.body.cartItems;
  return (
    <Frame>
      <Badge color="yellow" variant="light" leftSection={<Loader size={10} color="yellow" />}>
        Waiting for connection
      </Badge>
      <Title order={1} size="h2">
        {WAITING_TITLE}
      </Title>
      <Text>
        It is saved on this device and will be sent by itself as soon as you are back online. Your
        cart is kept until the shop has accepted it.
      </Text>
      <Text size="sm" c="dimmed">
        {PAID_ON_DELIVERY_NOTE}
      </Text>
      <Stack component="ul" gap={6} p={0} m={0} w="100%" style={{ listStyle: 'none' }}>
        {items.map((item) => (
          <Group component="li" key={item._id} justify="space-between" wrap="nowrap" gap="xs">
            <Text size="sm" ta="left">
              {item.name} × {item.addedQty}
            </Text>
            <Text size="sm" fw={600}>
              {formatNaira(lineAmount(chargedPrice(item, new Date()), item.addedQty))}
            </Text>
          </Group>
        ))}
      </Stack>
      <Divider w="100%" />
      <Group justify="space-between" w="100%">
        <Text fw={700}>Total</Text>
        <Text fw={700}>{formatNaira(agreedTotal(loaded.data))}</Text>
      </Group>
    </Frame>
  );
}

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={560} mx="auto">
      <Stack align="center" ta="center" gap="sm" role="status" aria-live="polite">
        {children}
      </Stack>
    </Paper>
  );
}
