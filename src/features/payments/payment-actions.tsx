import { Button, Group } from '@mantine/core';
import type { Order } from '../../../contract/schemas/order';
import { serverErrorText } from '../../api/error-message';
import { usePayOnDeliveryInstead, useRetryPayment } from '../../api/payments';
import { useGoToUrl } from '../../app/use-go-to-url';
import { toastError, toastSuccess } from '../../app/toast';

const PAY_NOW_FALLBACK = 'The payment could not be started. Please try again.';
const ON_DELIVERY_FALLBACK = 'Your order could not be changed to pay on delivery.';

/**
 * For an order still waiting for its money: pay online again, or pay the courier instead. A
 * refusal (paid or expired meanwhile, in another tab) shows the order as it is now, and a change
 * shows in every view of the order (the hooks in api/payments.ts see to both).
 */
export function PaymentActions({ order }: { order: Order }) {
  const goTo = useGoToUrl();
  const payNow = useRetryPayment(order._id, {
    onSuccess: ({ payment }) => goTo(payment.authorizationUrl),
    onError: async (error) => toastError((await serverErrorText(error)) ?? PAY_NOW_FALLBACK),
  });
  const onDelivery = usePayOnDeliveryInstead(order._id, {
    onSuccess: ({ message }) => {
      // The server's words ('You will pay on delivery').
      if (message) toastSuccess(message);
    },
    onError: async (error) => toastError((await serverErrorText(error)) ?? ON_DELIVERY_FALLBACK),
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
