import { Badge, Box, Button, Collapse, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useId, type ReactNode } from 'react';
import { ORDER_DESCRIPTION_PREVIEW } from '../../../contract/constants';
import { formatNaira } from '../../../contract/rules/currency';
import { shortOrderNumber } from '../../../contract/rules/order-number';
import { paymentMethodLabel } from '../../../contract/rules/payment-label';
import { relativeTime } from '../../../contract/rules/relative-time';
import { truncateText } from '../../../contract/rules/truncate';
import type { Order } from '../../../contract/schemas/order';
import { OrderDelivery } from './order-delivery';
import { OrderDestination } from './order-destination';
import { OrderTimeline } from './order-timeline';
import { PaymentBadge } from './payment-badge';
import { Thumbnail } from '../product/thumbnail';

const THUMB_PX = 64;

const STATUS_COLORS: Readonly<Record<Order['status'], string>> = {
  'Not processed': 'gray',
  Processing: 'blue',
  Shipped: 'indigo',
  Delivered: 'green',
  Cancelled: 'red',
};

interface OrderCardProps {
  order: Order;
  /** Position in the list, shown as '#'. */
  index?: number;
  /** Replaces the read-only status (the admin passes a status dropdown). */
  statusControl?: ReactNode;
  /** The clock for the relative time; tests pass a fixed one. */
  now?: Date;
  /** Shows the delivery details and totals (the admin's cards). */
  withDelivery?: boolean;
  /** Shown under the payment (the admin passes 'Mark as paid' and any warning on it). */
  paymentControl?: ReactNode;
  /** Shows the order's history as a timeline: the shopper's order page, or the admin's card. */
  timeline?: 'shopper' | 'admin';
  /** Links under the card (the order page's receipt). */
  links?: ReactNode;
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Box fz="sm">{children}</Box>
    </Box>
  );
}

/** One order: summary fields and a collapsible list of what was ordered. */
export function OrderCard({
  order,
  index,
  statusControl,
  now,
  withDelivery,
  paymentControl,
  timeline,
  links,
}: OrderCardProps) {
  const [opened, { toggle }] = useDisclosure(false);
  const listId = useId();
  const count = order.products.length;
  // The number people read out and search by; the full id stays in links and the admin's search.
  const number = shortOrderNumber(order._id);
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={`Order ${number}`}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={700} size="sm">
            {index !== undefined ? `#${index} · ` : ''}
            <span title={order._id}>Order {number}</span>
          </Text>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="sm">
          <Field label="Status">
            {statusControl ?? (
              <Badge color={STATUS_COLORS[order.status]} variant="light" data-testid="order-status">
                {order.status}
              </Badge>
            )}
          </Field>
          <Field label="Buyer">{order.buyer.name}</Field>
          <Field label="Ordered">
            <time dateTime={order.createdAt} title={new Date(order.createdAt).toLocaleString()}>
              {relativeTime(order.createdAt, now)}
            </time>
          </Field>
          <Field label="Payment">
            <PaymentBadge payment={order.payment} data-testid="order-payment" />
            <Text size="xs" c="dimmed" data-testid="order-payment-method">
              {paymentMethodLabel(order.payment)}
            </Text>
            {paymentControl}
          </Field>
          <Field label="Quantity">{count}</Field>
        </SimpleGrid>
        {withDelivery && <OrderDelivery order={order} />}
        {timeline && (
          <Box>
            {timeline === 'shopper' && <OrderDestination order={order} />}
            <Box mt="xs">
              <OrderTimeline order={order} forAdmin={timeline === 'admin'} />
            </Box>
          </Box>
        )}
        {links}
        <Group justify="space-between">
          <Text size="sm" fw={600}>
            Total: {formatNaira(order.totalAmount)}
          </Text>
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={toggle}
            aria-expanded={opened}
            aria-controls={listId}
          >
            {opened ? 'Hide products' : `Show products (${count})`}
          </Button>
        </Group>
        <Collapse expanded={opened} id={listId}>
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
            {order.products.map((product) => (
              <Group component="li" key={product._id} wrap="nowrap" align="flex-start" gap="sm">
                <Thumbnail url={product.images[0]?.url} alt={product.name} size={THUMB_PX} />
                <Box style={{ minWidth: 0 }}>
                  <Text size="sm" fw={600}>
                    {product.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {truncateText(product.description, ORDER_DESCRIPTION_PREVIEW)}
                  </Text>
                  <Text size="sm">
                    Price: {formatNaira(product.price)} · Quantity: {product.addedQty}
                  </Text>
                </Box>
              </Group>
            ))}
          </Stack>
        </Collapse>
      </Stack>
    </Paper>
  );
}
