import { Badge, Button, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { formatNaira } from '../../../contract/rules/currency';
import { shortOrderNumber } from '../../../contract/rules/order-number';
import { paymentStateOf } from '../../../contract/rules/payment-label';
import type { Order } from '../../../contract/schemas/order';
import { useMarkOrderPaid } from '../../api/admin-orders';
import { serverErrorText } from '../../api/error-message';
import { toastError, toastSuccess } from '../../app/toast';
import { ConfirmModal } from './confirm-modal';

const MARK_PAID_FALLBACK = 'The payment could not be recorded';

/**
 * What the admin does about an order's money: record what the courier collected (asked first:
 * "Mark as paid?" tells the buyer the money arrived), and see the warning the server put on a
 * payment that did not match its order (never marked paid by itself).
 */
export function OrderPaymentControl({ order }: { order: Order }) {
  const [asking, { open, close }] = useDisclosure(false);
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
        <Button size="compact-xs" variant="light" loading={markPaid.isPending} onClick={open}>
          Mark as paid
        </Button>
      )}
      <ConfirmModal
        opened={asking}
        title="Mark as paid?"
        confirmLabel="Record payment"
        onConfirm={() => {
          close();
          markPaid.mutate();
        }}
        onCancel={close}
      >
        <Text size="sm">
          Record that {formatNaira(order.totalAmount)} for order {shortOrderNumber(order._id)} was
          received? The buyer is told their payment arrived.
        </Text>
      </ConfirmModal>
    </Stack>
  );
}
