import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Order } from '../../../contract/schemas/order';
import { sampleProduct } from '../../../contract/test-support/sample-product';
import { renderWithProviders } from '../../test/render';
import { OrderCard } from './order-card';

const order: Order = {
  _id: 'order-1',
  status: 'Shipped',
  buyer: { _id: 'u1', name: 'Sisi Adebayo', email: 'sisi@email.com' },
  createdAt: '2025-06-01T11:57:00.000Z',
  payment: { paymentStatus: false },
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
    expect(screen.getByText('Shipped')).toBeInTheDocument();
    expect(screen.getByText('Sisi Adebayo')).toBeInTheDocument();
    expect(screen.getByText('3 minutes ago')).toBeInTheDocument();
    expect(screen.getByText('Failed')).toBeInTheDocument();
    expect(screen.getByText('2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show products (2)' }));
    expect(screen.getByText(`${'x'.repeat(50)}…`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hide products' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('lets the admin replace the read-only status', () => {
    renderWithProviders(
      <OrderCard order={order} statusControl={<select aria-label="Order status" />} />,
    );
    expect(screen.getByRole('combobox', { name: 'Order status' })).toBeInTheDocument();
    expect(screen.queryByTestId('order-status')).toBeNull();
  });
});
