import { Button, Group } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '../../../contract/schemas/order';
import { serverErrorText } from '../../api/error-message';
import { payOnDeliveryInstead, retryPayment } from '../../api/payments';
import { useGoToUrl } from '../../app/use-go-to-url';
import { toastError, toastSuccess } from '../../app/toast';

const PAY_NOW_FALLBACK = 'The payment could not be started. Please try again.';
const ON_DELIVERY_FALLBACK = 'Your order could not be changed to pay on delivery.';

/** For an order still waiting for its money: pay online again, or pay the courier instead. */
export function PaymentActions({
  order,
  onChanged,
}: {
  order: Order;
  onChanged: (order: Order) => void;
}) {
  const queryClient = useQueryClient();
  const goTo = useGoToUrl();
  // Refused (paid or expired meanwhile, in another tab): show the order as it is now.
  const refreshOrders = () => void queryClient.invalidateQueries({ queryKey: ['orders'] });

  const payNow = useMutation({
    mutationFn: () => retryPayment(order._id),
    onSuccess: async ({ payment }) => goTo(payment.authorizationUrl),
    onError: async (error) => {
      toastError((await serverErrorText(error)) ?? PAY_NOW_FALLBACK);
      refreshOrders();
    },
  });
  const onDelivery = useMutation({
    mutationFn: () => payOnDeliveryInstead(order._id),
    onSuccess: ({ order: changed, message }) => {
      // The server's words ('You will pay on delivery').
      if (message) toastSuccess(message);
      onChanged(changed);
    },
    onError: async (error) => {
      toastError((await serverErrorText(error)) ?? ON_DELIVERY_FALLBACK);
      refreshOrders();
    },
  });
  const busy = payNow.isPending || onDelivery.isPending;

  return (
    <Group gap="sm">
      <Button loading={payNow.isPending} disabled={busy} onClick={() => payNow.mutate()}>
        Pay now
      </Button>
      <Button
        variant="default"
        loading={onDelivery.isPending}
        disabled={busy}
        onClick={() => onDelivery.mutate()}
      >
        Pay on delivery instead
      </Button>
    </Group>
  );
}
