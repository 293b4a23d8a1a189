import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Order } from '../../../contract/schemas/order';
import { sampleProduct } from '../../../contract/test-support/sample-product';
import { renderWithRouter } from '../../test/render';
import { OrderReceived } from './order-received';

const ORDER_ID = '6f1c2a9e-4b7d-4e21-9c3a-1b2c3d4e9f3a';

function orderPaid(payment: Order['payment']): Order {
  return {
    _id: ORDER_ID,
    status: 'Not processed',
    buyer: { _id: 'u1', name: 'Sisi Adebayo', email: 'sisi@email.com' },
    createdAt: '2025-06-01T11:57:00.000Z',
    payment,
    products: [{ ...sampleProduct(), addedQty: 1 }],
    totalAmount: 44000,
    shippingFee: 2000,
  };
}

describe('OrderReceived', () => {
  it('a failed payment does not claim a receipt was e-mailed', async () => {
    const order = orderPaid({
      paymentStatus: false,
      method: 'paystack',
      state: 'failed',
      reference: 'ref-1',
    });
    renderWithRouter(<OrderReceived orderId={ORDER_ID} order={order} loading={false} />);
    expect(await screen.findByTestId('order-emailed')).toHaveTextContent(
      "The order's details have been e-mailed to sisi@email.com; a receipt follows once it is paid.",
    );
    expect(screen.queryByText(/A receipt has been e-mailed/)).toBeNull();
  });

  it('a paid order, or one paid on delivery, has its receipt e-mailed', async () => {
    const order = orderPaid({ paymentStatus: false, method: 'on_delivery', state: 'on_delivery' });
    renderWithRouter(<OrderReceived orderId={ORDER_ID} order={order} loading={false} />);
    expect(await screen.findByTestId('order-emailed')).toHaveTextContent(
      'A receipt has been e-mailed to sisi@email.com.',
    );
  });

  it('a cancelled order mentions no e-mail', async () => {
    const order = orderPaid({
      paymentStatus: false,
      method: 'paystack',
      state: 'expired',
      reference: 'ref-1',
    });
    renderWithRouter(<OrderReceived orderId={ORDER_ID} order={order} loading={false} />);
    expect(await screen.findByText('YOUR ORDER WAS CANCELLED')).toBeInTheDocument();
    expect(screen.queryByTestId('order-emailed')).toBeNull();
  });
});
