import { Badge, type BadgeProps } from '@mantine/core';
import { paymentLabel, paymentStateOf } from '../../../contract/rules/payment-label';
import type { OrderPayment } from '../../../contract/schemas/order';
import type { PaymentState } from '../../../contract/schemas/payment';

/** Money in: green; waiting for it: orange; owed to the courier: blue; not coming: red or grey. */
const PAYMENT_COLORS: Readonly<Record<PaymentState, string>> = {
  paid: 'green',
  pending: 'orange',
  on_delivery: 'blue',
  failed: 'red',
  expired: 'gray',
  refunded: 'gray',
};

/** Whether the money for an order has arrived, in the words every screen and e-mail uses. */
export function PaymentBadge({
  payment,
  ...props
}: { payment: OrderPayment } & Omit<BadgeProps, 'color' | 'children'>) {
  return (
    <Badge color={PAYMENT_COLORS[paymentStateOf(payment)]} variant="light" {...props}>
      {paymentLabel(payment)}
    </Badge>
  );
}
