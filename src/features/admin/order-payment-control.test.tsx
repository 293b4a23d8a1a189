import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Order } from '../../../contract/schemas/order';
import { sampleProduct } from '../../../contract/test-support/sample-product';
import { OrderCard } from '../../components/orders/order-card';
import { renderWithProviders } from '../../test/render';
import { OrderPaymentControl } from './order-payment-control';

const order: Order = {
  _id: '0b7e1c52-9d3f-4a8e-b6c1-77aa12cd34ef',
  status: 'Not processed',
  buyer: { _id: 'u1', name: 'Sisi Adebayo', email: 'sisi@email.com' },
  createdAt: '2025-06-01T11:57:00.000Z',
  payment: { paymentStatus: false, method: 'on_delivery', state: 'on_delivery' },
  products: [{ ...sampleProduct(), addedQty: 1 }],
  totalAmount: 14000,
  shippingFee: 2000,
};

const renderCard = (shown: Order) =>
  renderWithProviders(
    <OrderCard order={shown} paymentControl={<OrderPaymentControl order={shown} />} />,
  );

describe("the admin's payment control on an order card", () => {
  it('offers Mark as paid only for an order the courier is to be paid for', () => {
    const { unmount } = renderCard(order);
    expect(screen.getByRole('button', { name: 'Mark as paid' })).toBeInTheDocument();
    unmount();
    renderCard({ ...order, payment: { ...order.payment, method: 'paystack', state: 'pending' } });
    expect(screen.queryByRole('button', { name: 'Mark as paid' })).toBeNull();
  });

  it('shows the warning the server flagged a payment with', () => {
    const flag = 'Paystack reported ₦12,000.00, the order is ₦14,000.00';
    renderCard({
      ...order,
      payment: { paymentStatus: false, method: 'paystack', state: 'pending', flag },
    });
    expect(screen.getByText(flag)).toBeVisible();
  });
});
