import { Text } from '@react-email/components';
import { formatNaira } from '../../../contract/rules/currency';
import type { MailOrder } from '../mail-order';
import { MailLayout, text } from './mail-layout';
import { ActionButton } from './order-parts';

/** To the buyer, when money for the order arrived (Paystack, or the courier's cash recorded). */
export function PaymentReceivedMail(props: { order: MailOrder; amount: number; orderUrl: string }) {
  return (
    <MailLayout
      preview={`We received ${formatNaira(props.amount)} for order ${props.order.number}`}
      title="Payment received"
    >
      <Text style={text}>
        We received <strong>{formatNaira(props.amount)}</strong> for order{' '}
        <strong>{props.order.number}</strong>. Thank you!
      </Text>
      <ActionButton href={props.orderUrl}>View your order</ActionButton>
    </MailLayout>
  );
}
