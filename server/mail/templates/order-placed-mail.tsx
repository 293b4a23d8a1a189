import { Link, Text } from '@react-email/components';
import type { MailOrder } from '../mail-order';
import { MailLayout, text } from './mail-layout';
import { ActionButton, DeliveryDetailsBlock, OrderLines } from './order-parts';

/** To the buyer, when an order is placed: every line, shipping, total, payment and delivery. */
export function OrderPlacedMail({
  order,
  orderUrl,
  receiptUrl,
}: {
  order: MailOrder;
  orderUrl: string;
  receiptUrl?: string;
}) {
  const paying =
    order.paymentState === 'Awaiting payment'
      ? 'Online with Paystack: we start on your order as soon as your payment arrives.'
      : order.paymentState === 'Paid'
        ? 'Paid online. Thank you!'
        : 'On delivery: pay the courier in cash or by transfer when your parcel arrives.';
  return (
    <MailLayout
      preview={`Order ${order.number}: thank you, ${order.buyerName}`}
      title={`Thank you for your order, ${order.buyerName}`}
    >
      <Text style={text}>
        Your order number is <strong>{order.number}</strong>. Keep it handy if you call us.
      </Text>
      <OrderLines order={order} />
      <Text style={text}>
        <strong>Payment:</strong> {paying}
      </Text>
      <DeliveryDetailsBlock order={order} />
      <ActionButton href={orderUrl}>View your order</ActionButton>
      {receiptUrl ? (
        <Text style={text}>
          This e-mail is your receipt. <Link href={receiptUrl}>Print or keep a copy</Link>.
        </Text>
      ) : null}
    </MailLayout>
  );
}
