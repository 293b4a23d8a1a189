import { Alert, Box, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { formatNaira } from '../../../contract/rules/currency';
import { paymentMethodLabel, paymentStateOf } from '../../../contract/rules/payment-label';
import type { Order } from '../../../contract/schemas/order';
import { AWAITING_ONLINE_PAYMENT, type PaymentState } from '../../../contract/schemas/payment';
import { PaymentBadge } from '../../components/orders/payment-badge';
import { PaymentActions } from './payment-actions';
import { useErrorText } from './use-error-text';
import { useShownOrder } from './use-shown-order';

const VERIFY_FAILED_FALLBACK = 'We could not check your payment just now.';

const EXPLANATIONS: Readonly<Record<PaymentState, string>> = {
  paid: 'Thank you: your payment has arrived.',
  pending: 'We have not received your payment yet. Your items are held for you while you pay.',
  failed: 'Your payment did not go through. You can try again, or pay the courier instead.',
  on_delivery: 'Pay the courier in cash or by transfer when your order arrives.',
  expired: 'This order was not paid in time, so it was cancelled.',
  refunded: 'Your payment has been refunded.',
};

function AmountLine({ order }: { order: Order }) {
  const state = paymentStateOf(order.payment);
  if (state === 'paid') {
    return (
      <Text size="sm">
        Amount paid:{' '}
        <Text span fw={700}>
          {formatNaira(order.payment.amountPaid ?? order.totalAmount)}
        </Text>
      </Text>
    );
  }
  if (state === 'expired' || state === 'refunded') return null;
  return (
    <Text size="sm">
      Amount to pay:{' '}
      <Text span fw={700}>
        {formatNaira(order.totalAmount)}
      </Text>
    </Text>
  );
}

/**
 * How an order is paid and whether the money has arrived, on the order page; while it still waits
 * for an online payment, the ways to pay it.
 */
export function OrderPayment({ orderId, reference }: { orderId?: string; reference?: string }) {
  const headingId = useId();
  const { order, verifying, loading, verifyError, verifyAgain } = useShownOrder(orderId, reference);
  const verifyErrorText = useErrorText(verifyError);
  if (!verifying && !loading && !order && !verifyError) return null;
  const state = order ? paymentStateOf(order.payment) : null;

  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'xl' }}
      maw={560}
      mx="auto"
      mt="md"
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          Payment
        </Title>
        {/* One live region: "Checking your payment…" gives way to the result, which is read out. */}
        <Box role="status">
          {verifying || loading ? (
            <Group gap="xs">
              <Loader size="xs" />
              <Text size="sm">{verifying ? 'Checking your payment…' : 'Loading your order…'}</Text>
            </Group>
          ) : (
            order && <PaymentBadge payment={order.payment} size="lg" />
          )}
        </Box>
        {verifyError && (
          <Alert color="red" variant="light">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{verifyErrorText ?? VERIFY_FAILED_FALLBACK}</Text>
              <Button size="compact-sm" variant="light" onClick={verifyAgain}>
                Check again
              </Button>
            </Stack>
          </Alert>
        )}
        {order && state && !verifying && (
          <>
            <Text size="sm">
              How you pay:{' '}
              <Text span fw={700}>
                {paymentMethodLabel(order.payment)}
              </Text>
            </Text>
            <AmountLine order={order} />
            <Text size="sm">{EXPLANATIONS[state]}</Text>
            {AWAITING_ONLINE_PAYMENT.has(state) && <PaymentActions order={order} />}
          </>
        )}
      </Stack>
    </Paper>
  );
}
