import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import { PAYMENT_API_MESSAGES } from '../../../contract/schemas/payment';
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

/** Each PUT orders/payment/:id the screen sends, answered as the server does. */
function recordMarkPaid(): unknown[] {
  const sent: unknown[] = [];
  server.use(
    http.put('*/api/v1/orders/payment/:id', async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json({
        success: true,
        message: PAYMENT_API_MESSAGES.markedPaid,
        order: { ...order, payment: { paymentStatus: true, method: 'on_delivery', state: 'paid' } },
      });
    }),
  );
  return sent;
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

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

  it('asks "Mark as paid?" first: Cancel sends nothing, Record payment sends', async () => {
    const sent = recordMarkPaid();
    const user = userEvent.setup();
    renderCard(order);
    await user.click(screen.getByRole('button', { name: 'Mark as paid' }));
    let dialog = await screen.findByRole('dialog', { name: 'Mark as paid?' });
    expect(dialog).toHaveTextContent('₦14,000');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Mark as paid' }));
    dialog = await screen.findByRole('dialog', { name: 'Mark as paid?' });
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText(PAYMENT_API_MESSAGES.markedPaid)).toBeInTheDocument();
    expect(sent).toEqual([{ paymentStatus: true }]);
  });
});
