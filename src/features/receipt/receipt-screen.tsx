import { Alert, Button, Group, Skeleton, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { formatNaira } from '../../../contract/rules/currency';
import { shortOrderNumber } from '../../../contract/rules/order-number';
import { paymentInWords, paymentMethodLabel } from '../../../contract/rules/payment-label';
import type { Order } from '../../../contract/schemas/order';
import { userOrdersQueryOptions } from '../../api/orders';
import { SITE_NAME } from '../../app/page-head';
import { destinationText } from '../../components/orders/order-destination';
import { deliveryWindowText } from '../../../contract/rules/delivery-window';
import { DELIVERY_METHOD_LABELS } from '../../../contract/enums';
import { sessionUserAtom } from '../../state/auth-atoms';
import './receipt-print.css';
import { lineAmount } from '../../../contract/rules/money';
import { amountLess } from '../../../contract/rules/money-totals';

type Paper = 'a4' | 'thermal';

const PLACED = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Africa/Lagos',
});

function ReceiptBody({ order, paper }: { order: Order; paper: Paper }) {
  const subtotal = amountLess(order.totalAmount, order.shippingFee);
  const method = order.delivery?.method ?? order.shipping?.deliveryMethod ?? 'door';
  return (
    <article className="receipt" data-paper={paper} aria-label="Receipt" data-testid="receipt">
      <Title order={1} size="h3">
        {SITE_NAME}
      </Title>
      <Text size="sm">Receipt for order {shortOrderNumber(order._id)}</Text>
      <Text size="sm">Placed {PLACED.format(new Date(order.createdAt))}</Text>
      <Text size="sm">Buyer: {order.shipping?.fullName || order.buyer.name}</Text>
      <table>
        <thead>
          <tr>
            <th>Item</th>
            <th className="amount">Amount</th>
          </tr>
        </thead>
        <tbody>
          {order.products.map((line) => (
            <tr key={line._id}>
              <td>
                {line.name}
                <br />
                {line.addedQty} × {formatNaira(line.price)}
              </td>
              <td className="amount">{formatNaira(lineAmount(line.price, line.addedQty))}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td>Subtotal</td>
            <td className="amount">{formatNaira(subtotal)}</td>
          </tr>
          <tr>
            <td>Delivery</td>
            <td className="amount">
              {order.shippingFee > 0 ? formatNaira(order.shippingFee) : 'Free'}
            </td>
          </tr>
          <tr>
            <td>
              <strong>Total</strong>
            </td>
            <td className="amount">
              <strong>{formatNaira(order.totalAmount)}</strong>
            </td>
          </tr>
        </tfoot>
      </table>
      <Text size="sm" mt="xs">
        {DELIVERY_METHOD_LABELS[method]}: {destinationText(order)}
      </Text>
      {order.delivery && (
        <Text size="sm">
          Estimated: {deliveryWindowText(order.delivery.estimatedFrom, order.delivery.estimatedTo)}
        </Text>
      )}
      <Text size="sm">
        Payment: {paymentMethodLabel(order.payment)}. {paymentInWords(order.payment)}
      </Text>
      <Text size="sm" mt="xs" fw={600}>
        Prices include VAT
      </Text>
    </article>
  );
}

/** The printable receipt of one of the shopper's orders. */
export function ReceiptScreen({ orderId }: { orderId: string }) {
  const userId = useAtomValue(sessionUserAtom)?._id;
  const [paper, setPaper] = useState<Paper>('a4');
  const query = useQuery({
    ...userOrdersQueryOptions(userId ?? ''),
    enabled: userId !== undefined,
    select: (orders: Order[]) => orders.find((order) => order._id === orderId) ?? null,
  });
  const print = (chosen: Paper) => {
    setPaper(chosen);
    // After the paper's attribute is drawn.
    requestAnimationFrame(() => window.print());
  };
  if (query.isPending) return <Skeleton height={320} radius="md" />;
  if (query.isError || !query.data) {
    return <Alert color="gray" title="No such order among yours" />;
  }
  return (
    <>
      <Group className="receipt-screen-only" mb="md">
        <Button onClick={() => print('a4')}>Print (A4)</Button>
        <Button variant="light" onClick={() => print('thermal')}>
          Print (80 mm receipt)
        </Button>
      </Group>
      <ReceiptBody order={query.data} paper={paper} />
    </>
  );
}
