import { Button, Group, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { formatNaira } from '../../../contract/rules/currency';
import { koboToNaira } from '../../../contract/rules/money';
import { amountLess } from '../../../contract/rules/money-totals';
import { cartSubtotalKobo } from '../../../contract/rules/shipping';
import type { Quote } from '../../../contract/schemas/quote';
import { hideToast, showToast } from '../../app/toast';
import { queuedOrderKeys } from '../../api/account-query-keys';
import { PRICE_CHANGED_TITLE, QuoteComparison } from '../../components/orders/quote-comparison';
import { sendOrder } from './order-mutation';
import type { QueuedOrder } from './order-queue-db';
import { acceptNewTotal, removeQueuedOrder } from './order-queue-store';
import { agreedTotal } from './agreed-total';

export const ORDER_CANCELLED_MESSAGE = 'The order was cancelled. Your cart is kept.';

/** What the shopper was shown, for an order kept before the figures were kept with it. */
function shownOf(order: QueuedOrder): Quote {
  const subtotal = koboToNaira(cartSubtotalKobo(order.body.cartItems));
  const total = agreedTotal(order);
  return { subtotal, discount: 0, shippingFee: amountLess(total, subtotal), total };
}

/**
 * A waiting order the server would place only at another total: the two sets of figures side by
 * side, and the shopper's choice. Placing it sends it again at the new total (the same key, so
 * still one order); cancelling forgets it and keeps the cart.
 */
export function NewTotalQuestion({ order, quote }: { order: QueuedOrder; quote: Quote }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState<'place' | 'cancel' | null>(null);

  async function place() {
    setBusy('place');
    hideToast(`new-total-${order.key}`);
    const accepted = await acceptNewTotal(order.key);
    await queryClient.invalidateQueries({ queryKey: queuedOrderKeys.all });
    if (accepted) void sendOrder(queryClient, accepted);
    setBusy(null);
  }

  async function cancel() {
    setBusy('cancel');
    hideToast(`new-total-${order.key}`);
    await removeQueuedOrder(order.key);
    await queryClient.invalidateQueries({ queryKey: queuedOrderKeys.all });
    showToast({ color: 'gray', message: ORDER_CANCELLED_MESSAGE });
    await navigate({ to: '/cart' });
  }

  return (
    <>
      <Title order={1} size="h2">
        {PRICE_CHANGED_TITLE}
      </Title>
      <Text>
        Your order has not been placed: the shop&rsquo;s prices or delivery fees changed while it
        waited. Nothing has been charged.
      </Text>
      <QuoteComparison shown={order.shown ?? shownOf(order)} now={quote} />
      <Group justify="center">
        <Button
          variant="default"
          loading={busy === 'cancel'}
          disabled={busy === 'place'}
          onClick={() => void cancel()}
        >
          Cancel the order
        </Button>
        <Button
          loading={busy === 'place'}
          disabled={busy === 'cancel'}
          onClick={() => void place()}
        >
          Place order at {formatNaira(quote.total)}
        </Button>
      </Group>
    </>
  );
}
