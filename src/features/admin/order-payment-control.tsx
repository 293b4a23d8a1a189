import { Badge, Button, Stack } from '@mantine/core';
import { paymentStateOf } from '../../../contract/rules/payment-label';
import type { Order } from '../../../contract/schemas/order';
import { useMarkOrderPaid } from '../../api/admin-orders';
import { serverErrorText } from '../../api/error-message';
import { toastError, toastSuccess } from '../../app/toast';

const MARK_PAID_FALLBACK = 'The payment could not be recorded';

/**
 * What the admin does about an order's money: record what the courier collected, and see the
 * warning the server put on a payment that did not match its order (never marked paid by itself).
 */
export function OrderPaymentControl({ order }: { order: Order }) {
  const markPaid = useMarkOrderPaid(order._id, {
    onSuccess: ({ message }) => {
      // The server's words ('Payment recorded'), as for a status change.
      if (message) toastSuccess(message);
    },
    onError: async (error) => toastError((await serverErrorText(error)) ?? MARK_PAID_FALLBACK),
  });
  const flag = order.payment.flag;
  if (!flag && paymentStateOf(order.payment) !== 'on_delivery') return null;
  return (
    <Stack gap={4} mt={4} align="flex-start">
      {flag && (
        <Badge
          color="red"
          variant="light"
          tt="none"
          h="auto"
          py={2}
          style={{ whiteSpace: 'normal' }}
        >
          {flag}
        </Badge>
      )}
      {paymentStateOf(order.payment) === 'on_delivery' && (
        <Button
          size="compact-xs"
          variant="light"
          loading={markPaid.isPending}
          onClick={() => markPaid.mutate()}
        >
          Mark as paid
        </Button>
      )}
    </Stack>
  );
}
