import { Anchor, Divider, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { formatNaira } from '../../../contract/rules/currency';
import { shortOrderNumber } from '../../../contract/rules/order-number';
import { paymentInWords, paymentStateOf } from '../../../contract/rules/payment-label';
import type { PaymentState } from '../../../contract/schemas/payment';
import { OrderDestination } from '../../components/orders/order-destination';
import { isAdminAtom } from '../../state/auth-atoms';
import type { Order } from '../../../contract/schemas/order';
import { lineAmount } from '../../../contract/rules/money';

/** The spec's heading, only when it is true: an order whose money is lost is not "received". */
const HEADINGS: Partial<Record<PaymentState, string>> = {
  failed: 'YOUR ORDER IS WAITING FOR PAYMENT',
  pending: 'YOUR ORDER IS WAITING FOR PAYMENT',
  expired: 'YOUR ORDER WAS CANCELLED',
};
const RECEIVED = 'YOUR ORDER HAS BEEN RECEIVED';

/**
 * What the e-mail sent when the order was placed is, told truly: a receipt only for money that
 * has arrived or will be paid to the courier; an unpaid order's e-mail holds its details, and the
 * payment's own e-mail follows if it is paid. A cancelled order has nothing more to say.
 */
function emailedNote(state: PaymentState, email: string): string | null {
  if (state === 'paid' || state === 'on_delivery' || state === 'refunded') {
    return `A receipt has been e-mailed to ${email}.`;
  }
  if (state === 'expired') return null;
  return `The order's details have been e-mailed to ${email}; a receipt follows once it is paid.`;
}

/**
 * The confirmation: what was ordered, where it goes and when, where the money is, the order
 * number and the e-mailed receipt. "see order details" opens this order.
 */
export function OrderReceived({
  orderId,
  order,
  loading,
}: {
  orderId?: string;
  /** The order as the payments feature shows it (verified after a payment page), once known. */
  order: Order | null;
  loading: boolean;
}) {
  const isAdmin = useAtomValue(isAdminAtom);
  const state = order ? paymentStateOf(order.payment) : null;
  const heading = (state && HEADINGS[state]) ?? RECEIVED;
  const emailed = order && state ? emailedNote(state, order.buyer.email) : null;
  const detailsLink =
    isAdmin || !orderId ? (
      <Anchor component={Link} to={isAdmin ? '/dashboard/admin/orders' : '/dashboard/user/orders'}>
        see order details
      </Anchor>
    ) : (
      <Anchor
        renderRoot={(props) => (
          <Link {...props} to="/dashboard/user/orders/$id" params={{ id: orderId }} />
        )}
      >
        see order details
      </Anchor>
    );
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={560} mx="auto">
      <Stack gap="sm">
        <Stack align="center" ta="center" gap="xs">
          <Title order={1} size="h2" data-testid="order-received-heading">
            {heading}
          </Title>
          {heading === RECEIVED && <Text>Thank You For placing an Order</Text>}
          {orderId && (
            <Text>
              Your order number is{' '}
              <Text span fw={700} ff="monospace" data-testid="order-number" title={orderId}>
                {shortOrderNumber(orderId)}
              </Text>
            </Text>
          )}
        </Stack>
        {loading && !order && (
          <Group gap="xs" justify="center">
            <Loader size="xs" />
            <Text size="sm">Loading your order…</Text>
          </Group>
        )}
        {order && (
          <>
            <Divider />
            <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }}>
              {order.products.map((line) => (
                <Group component="li" key={line._id} justify="space-between" wrap="nowrap">
                  <Text size="sm">
                    {line.name} × {line.addedQty}
                  </Text>
                  <Text size="sm">{formatNaira(lineAmount(line.price, line.addedQty))}</Text>
                </Group>
              ))}
              <Group component="li" justify="space-between">
                <Text size="sm">Delivery</Text>
                <Text size="sm">
                  {order.shippingFee > 0 ? formatNaira(order.shippingFee) : 'Free'}
                </Text>
              </Group>
              <Group component="li" justify="space-between">
                <Text size="sm" fw={700}>
                  Total
                </Text>
                <Text size="sm" fw={700}>
                  {formatNaira(order.totalAmount)}
                </Text>
              </Group>
            </Stack>
            <Divider />
            <OrderDestination order={order} />
            <Text size="sm" fw={600} data-testid="order-payment-words">
              {paymentInWords(order.payment)}
            </Text>
            {emailed && (
              <Text size="sm" c="dimmed" data-testid="order-emailed">
                {emailed}
              </Text>
            )}
          </>
        )}
        <Group justify="center" gap="lg">
          {detailsLink}
          {orderId && (
            <Anchor
              renderRoot={(props) => <Link {...props} to="/receipt/$id" params={{ id: orderId }} />}
            >
              Print receipt
            </Anchor>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
