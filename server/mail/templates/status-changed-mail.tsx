import { Text } from '@react-email/components';
import type { MailOrder } from '../mail-order';
import { MailLayout, text } from './mail-layout';
import { ActionButton } from './order-parts';

const WHAT_NEXT: Record<string, string> = {
  Shipped: 'Your parcel is on its way. The courier will call the number you gave before delivery.',
  Delivered: 'Your parcel has been delivered. Enjoy your fragrance!',
  Cancelled:
    'Your order has been cancelled. Any payment made online is refunded to the card or account it came from.',
};

/** To the buyer, when the order is Shipped, Delivered or Cancelled. */
export function StatusChangedMail(props: { order: MailOrder; status: string; orderUrl: string }) {
  return (
    <MailLayout
      preview={`Order ${props.order.number}: ${props.status}`}
      title={`Your order is ${props.status.toLowerCase()}`}
    >
      <Text style={text}>
        Order <strong>{props.order.number}</strong> is now <strong>{props.status}</strong>.
      </Text>
      <Text style={text}>{WHAT_NEXT[props.status] ?? ''}</Text>
      <ActionButton href={props.orderUrl}>View your order</ActionButton>
    </MailLayout>
  );
}
