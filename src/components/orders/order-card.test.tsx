import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Order } from '../../../contract/schemas/order';
import { sampleProduct } from '../../../contract/test-support/sample-product';
import { renderWithProviders } from '../../test/render';
import { OrderCard } from './order-card';

const order: Order = {
  _id: '6f1c2a9e-4b7d-4e21-9c3a-1b2c3d4e9f3a',
  status: 'Shipped',
  buyer: { _id: 'u1', name: 'Sisi Adebayo', email: 'sisi@email.com' },
  createdAt: '2025-06-01T11:57:00.000Z',
  payment: { paymentStatus: false, method: 'paystack', state: 'pending', reference: 'ref-1' },
  products: [
    { ...sampleProduct({ description: 'x'.repeat(80) }), addedQty: 2 },
    { ...sampleProduct({ _id: 'p2', name: 'Second' }), addedQty: 1 },
  ],
  totalAmount: 377000,
  shippingFee: 2000,
};

describe('OrderCard', () => {
  it('shows the summary, a relative time and a collapsible product list', async () => {
    renderWithProviders(<OrderCard order={order} now={new Date('2025-06-01T12:00:00.000Z')} />);
    expect(screen.getByRole('article', { name: 'Order 3D4E9F3A' })).toBeInTheDocument();
    expect(screen.getByText('Order 3D4E9F3A')).toBeInTheDocument();
    expect(screen.getByText('Shipped')).toBeInTheDocument();
    expect(screen.getByText('Sisi Adebayo')).toBeInTheDocument();
    expect(screen.getByText('3 minutes ago')).toBeInTheDocument();
    expect(screen.getByText('Awaiting payment')).toBeInTheDocument();
    expect(screen.getByText('Online (Paystack)')).toBeInTheDocument();
    expect(screen.getByText('2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show products (2)' }));
    expect(screen.getByText(`${'x'.repeat(50)}…`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hide products' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('names the payment of an order kept from before payments by its paid flag', () => {
    const paid = { ...order, payment: { paymentStatus: true } };
    renderWithProviders(<OrderCard order={paid} />);
    expect(screen.getByTestId('order-payment')).toHaveTextContent('Paid');
  });

  it('lets the admin replace the read-only status', () => {
    renderWithProviders(
      <OrderCard order={order} statusControl={<select aria-label="Order status" />} />,
    );
    expect(screen.getByRole('combobox', { name: 'Order status' })).toBeInTheDocument();
    expect(screen.queryByTestId('order-status')).toBeNull();
  });
});
