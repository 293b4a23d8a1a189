import type { DeliveryDetails, Order } from '../../contract/schemas/order';
import { shortOrderNumber } from '../../contract/rules/order-number';
import { paymentLabel, paymentMethodLabel } from '../../contract/rules/payment-label';
import { deliveryWindowText } from '../../contract/rules/delivery-window';

/** What an order e-mail shows of an order: a view of the wire order, nothing else. */
export interface MailOrder {
  id: string;
  /** The order number a person reads (contract/rules/order-number.ts). */
  number: string;
  buyerName: string;
  buyerEmail: string;
  lines: { name: string; quantity: number; unitPrice: number }[];
  shippingFee: number;
  total: number;
  method: string;
  paymentState: string;
  delivery: DeliveryDetails | null;
  /** The zone or pickup point (with its address), and the estimated window in words. */
  destination?: string;
  estimated?: string;
}

export function mailOrderOf(order: Order): MailOrder {
  return {
    id: order._id,
    number: shortOrderNumber(order._id),
    buyerName: order.buyer.name,
    buyerEmail: order.buyer.email,
    lines: order.products.map((p) => ({ name: p.name, quantity: p.addedQty, unitPrice: p.price })),
    shippingFee: order.shippingFee,
    total: order.totalAmount,
    method: paymentMethodLabel(order.payment),
    paymentState: paymentLabel(order.payment),
    delivery: order.shipping ?? null,
    ...(order.delivery
      ? {
          destination:
            order.delivery.method === 'pickup'
              ? `Pick up at ${order.delivery.pickupPoint ?? ''}${order.delivery.pickupAddress ? `, ${order.delivery.pickupAddress}` : ''}`
              : `Door delivery (${order.delivery.zone ?? ''})`,
          estimated: deliveryWindowText(order.delivery.estimatedFrom, order.delivery.estimatedTo),
        }
      : {}),
  };
}
