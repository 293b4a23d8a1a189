import { Text, Timeline } from '@mantine/core';
import { deliveryWindowText } from '../../../contract/rules/delivery-window';
import { isOrderFinished } from '../../../contract/rules/order-finished';
import type { Order, OrderHistoryEntry } from '../../../contract/schemas/order';
import './order-timeline-styles';

const EVENT_LABELS: Readonly<Record<string, string>> = {
  Placed: 'Order placed',
  paid: 'Payment received',
  failed: 'Payment failed',
  expired: 'Payment expired: order cancelled',
  refunded: 'Payment refunded',
  pending: 'Waiting for payment',
  on_delivery: 'Paying on delivery',
};

const AT = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Africa/Lagos',
});

function who(entry: OrderHistoryEntry, forAdmin: boolean): string {
  switch (entry.by) {
    case 'buyer':
      return forAdmin ? 'by the buyer' : 'by you';
    case 'admin':
      return forAdmin && entry.name ? `by ${entry.name}` : 'by the shop';
    case 'gateway':
      return 'by Paystack';
    default:
      return 'by the shop';
  }
}

/**
 * What happened to the order and when, oldest first, ending with the estimated delivery window
 * while it is still on its way. The admin sees which admin made each change, and why when the
 * change says (a delivery confirmed unpaid, a payment not made in time).
 */
export function OrderTimeline({ order, forAdmin = false }: { order: Order; forAdmin?: boolean }) {
  const history = order.history ?? [];
  const open = !isOrderFinished(order.status);
  const delivery = order.delivery;
  return (
    <Timeline
      active={history.length - 1}
      bulletSize={14}
      lineWidth={2}
      data-testid="order-timeline"
      aria-label="Order history"
    >
      {history.map((entry, i) => (
        <Timeline.Item key={`${entry.at}-${i}`} title={EVENT_LABELS[entry.status] ?? entry.status}>
          <Text size="xs" c="dimmed">
            <time dateTime={entry.at}>{AT.format(new Date(entry.at))}</time> ·{' '}
            {who(entry, forAdmin)}
          </Text>
          {forAdmin && entry.reason && (
            <Text size="xs" data-testid="timeline-reason">
              {entry.reason}
            </Text>
          )}
        </Timeline.Item>
      ))}
      {open && delivery && (
        <Timeline.Item
          title={delivery.method === 'pickup' ? 'Ready for pickup' : 'Estimated delivery'}
          lineVariant="dashed"
        >
          <Text size="xs" c="dimmed" data-testid="timeline-window">
            {deliveryWindowText(delivery.estimatedFrom, delivery.estimatedTo)}
          </Text>
        </Timeline.Item>
      )}
    </Timeline>
  );
}
