import { Text } from '@react-email/components';
import { formatNaira } from '../../../contract/rules/currency';
import type { MailOrder } from '../mail-order';
import { MailLayout, text } from './mail-layout';
import { ActionButton, DeliveryDetailsBlock } from './order-parts';

/** To the shop's inbox, when an order is placed. */
export function NewOrderMail({ order, adminUrl }: { order: MailOrder; adminUrl: string }) {
  return (
    <MailLayout
      preview={`${order.buyerName} ordered ${formatNaira(order.total)}`}
      title={`New order ${order.number}`}
    >
      <Text style={text}>
        <strong>Buyer:</strong> {order.buyerName} ({order.buyerEmail})
      </Text>
      <Text style={text}>
        <strong>Total:</strong> {formatNaira(order.total)} ({order.lines.length}{' '}
        {order.lines.length === 1 ? 'product' : 'products'})
      </Text>
      <Text style={text}>
        <strong>Payment:</strong> {order.method}, {order.paymentState.toLowerCase()}
      </Text>
      <DeliveryDetailsBlock order={order} />
      <ActionButton href={adminUrl}>Open the orders page</ActionButton>
    </MailLayout>
  );
}
