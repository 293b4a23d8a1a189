import './admin-styles';
import { Select, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { ORDER_STATUSES, type OrderStatus } from '../../../contract/enums';
import { shortOrderNumber } from '../../../contract/rules/order-number';
import { asksBeforeMove } from '../../../contract/rules/order-status-moves';
import { paymentLabel } from '../../../contract/rules/payment-label';
import { OrderStatusSchema } from '../../../contract/schemas/enums';
import type { Order, OrderStatusUpdateRequest } from '../../../contract/schemas/order';
import { isUnpaidMoveRefusal, useUpdateOrderStatus } from '../../api/admin-orders';
import { serverErrorText } from '../../api/error-message';
import { toastError, toastSuccess } from '../../app/toast';
import { ConfirmModal } from './confirm-modal';

const STATUS_FAILED_FALLBACK = 'The order status could not be changed';

/**
 * The admin's status dropdown on an order card. Shipping or delivering a Paystack order whose
 * money has not arrived asks first ("Deliver unpaid?"), by the contract's own rule; should the
 * screen be stale and the server refuse anyway, the same question is asked then.
 */
export function OrderStatusSelect({ order }: { order: Order }) {
  // The status asked about stays while the modal closes, so its text does not change as it fades.
  const [asked, setAsked] = useState<OrderStatus>('Delivered');
  const [asking, { open, close }] = useDisclosure(false);
  const ask = (status: OrderStatus) => {
    setAsked(status);
    open();
  };
  const change = useUpdateOrderStatus(order._id, {
    onSuccess: ({ message }) => toastSuccess(message),
  });

  const send = (request: OrderStatusUpdateRequest) =>
    change.mutate(request, {
      onError: async (error) => {
        if (!request.confirmUnpaid && (await isUnpaidMoveRefusal(error))) ask(request.status);
        else toastError((await serverErrorText(error)) ?? STATUS_FAILED_FALLBACK);
      },
    });

  const choose = (status: OrderStatus) => {
    if (asksBeforeMove(order.status, status, order.payment)) ask(status);
    else send({ status });
  };

  return (
    <>
      <Select
        aria-label="Order status"
        data={ORDER_STATUSES}
        value={change.isPending ? change.variables.status : order.status}
        onChange={(value) => {
          const parsed = OrderStatusSchema.safeParse(value);
          if (parsed.success && parsed.data !== order.status) choose(parsed.data);
        }}
        allowDeselect={false}
        disabled={change.isPending}
        size="xs"
        comboboxProps={{ withinPortal: true }}
      />
      <ConfirmModal
        opened={asking}
        title="Deliver unpaid?"
        confirmLabel={asked === 'Shipped' ? 'Ship unpaid' : 'Deliver unpaid'}
        risky
        onConfirm={() => {
          close();
          send({ status: asked, confirmUnpaid: true });
        }}
        onCancel={close}
      >
        <Text size="sm">
          Order {shortOrderNumber(order._id)} was to be paid online with Paystack, and the payment
          has not arrived ({paymentLabel(order.payment)}). Mark it {asked} anyway?
        </Text>
        <Text size="sm" c="dimmed">
          The order&apos;s history will record that you confirmed it unpaid.
        </Text>
      </ConfirmModal>
    </>
  );
}
