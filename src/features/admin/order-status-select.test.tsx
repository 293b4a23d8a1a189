import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import { UNPAID_MOVE_MESSAGE } from '../../../contract/rules/order-status-moves';
import type { Order, OrderPayment } from '../../../contract/schemas/order';
import { sampleProduct } from '../../../contract/test-support/sample-product';
import { renderWithProviders } from '../../test/render';
import { OrderStatusSelect } from './order-status-select';

const order: Order = {
  _id: '0b7e1c52-9d3f-4a8e-b6c1-77aa12cd34ef',
  status: 'Processing',
  buyer: { _id: 'u1', name: 'Sisi Adebayo', email: 'sisi@email.com' },
  createdAt: '2025-06-01T11:57:00.000Z',
  payment: { paymentStatus: false, method: 'paystack', state: 'failed' },
  products: [{ ...sampleProduct(), addedQty: 1 }],
  totalAmount: 163100,
  shippingFee: 2000,
};

interface StatusRequest {
  status: Order['status'];
  confirmUnpaid?: boolean;
}

/**
 * What the screen sent, answered like the server: an unconfirmed guarded change is refused when
 * `unpaid` (the server's view, which a stale screen may not share).
 */
function serverSees({ unpaid }: { unpaid: boolean }): StatusRequest[] {
  const sent: StatusRequest[] = [];
  server.use(
    http.put('*/api/v1/orders/status/:id', async ({ request }) => {
      const body = (await request.json()) as StatusRequest;
      sent.push(body);
      const guarded = body.status === 'Shipped' || body.status === 'Delivered';
      if (unpaid && guarded && body.confirmUnpaid !== true)
        return HttpResponse.json({ error: UNPAID_MOVE_MESSAGE }, { status: 409 });
      return HttpResponse.json({
        success: true,
        message: `Order status changed to "${body.status}"`,
        order: { ...order, status: body.status },
      });
    }),
  );
  return sent;
}

const renderSelect = (payment: OrderPayment = order.payment) =>
  renderWithProviders(<OrderStatusSelect order={{ ...order, payment }} />);

async function choose(user: UserEvent, status: string) {
  await user.click(screen.getByRole('combobox', { name: 'Order status' }));
  await user.click(await screen.findByRole('option', { name: status, hidden: true }));
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe("the admin's order status select", () => {
  it('asks "Deliver unpaid?" for an unpaid Paystack order; Cancel sends nothing', async () => {
    const sent = serverSees({ unpaid: true });
    const user = userEvent.setup();
    renderSelect();
    await choose(user, 'Delivered');
    const dialog = await screen.findByRole('dialog', { name: 'Deliver unpaid?' });
    expect(dialog).toHaveTextContent('the payment has not arrived (Payment failed)');
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    // Focus starts on Cancel: a reflexive Enter changes nothing.
    await waitFor(() => expect(cancel).toHaveFocus());
    await user.click(cancel);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('combobox', { name: 'Order status' })).toHaveValue('Processing');

    // Escape is a Cancel too.
    await choose(user, 'Shipped');
    await screen.findByRole('dialog', { name: 'Deliver unpaid?' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([]);
  });

  it('sends confirmUnpaid: true once the admin confirms', async () => {
    const sent = serverSees({ unpaid: true });
    const user = userEvent.setup();
    renderSelect();
    await choose(user, 'Shipped');
    const dialog = await screen.findByRole('dialog', { name: 'Deliver unpaid?' });
    await user.click(within(dialog).getByRole('button', { name: 'Ship unpaid' }));
    expect(await screen.findByText('Order status changed to "Shipped"')).toBeInTheDocument();
    expect(sent).toEqual([{ status: 'Shipped', confirmUnpaid: true }]);
  });

  it('asks the same question when a stale screen thought the order paid', async () => {
    const sent = serverSees({ unpaid: true });
    const user = userEvent.setup();
    renderSelect({ paymentStatus: true, method: 'paystack', state: 'paid' });
    await choose(user, 'Delivered');
    const dialog = await screen.findByRole('dialog', { name: 'Deliver unpaid?' });
    expect(sent).toEqual([{ status: 'Delivered' }]);
    expect(screen.getByRole('combobox', { name: 'Order status' })).toHaveValue('Processing');
    await user.click(within(dialog).getByRole('button', { name: 'Deliver unpaid' }));
    expect(await screen.findByText('Order status changed to "Delivered"')).toBeInTheDocument();
    expect(sent).toEqual([{ status: 'Delivered' }, { status: 'Delivered', confirmUnpaid: true }]);
  });

  it('delivers a pay-on-delivery order without asking', async () => {
    const sent = serverSees({ unpaid: false });
    const user = userEvent.setup();
    renderSelect({ paymentStatus: false, method: 'on_delivery', state: 'on_delivery' });
    await choose(user, 'Delivered');
    expect(await screen.findByText('Order status changed to "Delivered"')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent).toEqual([{ status: 'Delivered' }]);
  });
});
