import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import { shortOrderNumber } from '../../../contract/rules/order-number';
import {
  OrdersResponseSchema,
  type DeliveryDetails,
  type Order,
} from '../../../contract/schemas/order';
import { ProductListResponseSchema } from '../../../contract/schemas/product';
import { api, apiBaseUrl } from '../../api/client';
import { placeOrder } from '../../api/orders';
import { renderRoute } from '../../test/render';
import { withMockApi } from '../../test/start-mock-api';
import { ADMIN_CREDENTIALS, SHOPPER_CREDENTIALS, signInAs } from './test-support';

withMockApi();

async function shopperOrder(shipping?: DeliveryDetails): Promise<Order> {
  await signInAs(SHOPPER_CREDENTIALS);
  const response = await fetch(`${apiBaseUrl}product/all?page=1&limit=30`);
  const products = ProductListResponseSchema.parse(await response.json()).products;
  const product = products.find((p) => p.isAvailable && p.quantity > 1);
  if (!product) throw new Error('no stock in the demo data');
  return placeOrder(
    { paymentRef: true, cartItems: [{ ...product, isAdded: true, addedQty: 1 }], shipping },
    crypto.randomUUID(),
  );
}

beforeEach(() => {
  server.resetHandlers();
});

describe('/dashboard/admin/orders', () => {
  it("changes an order's status with the server's message; the shopper sees it", async () => {
    const order = await shopperOrder();
    await signInAs(ADMIN_CREDENTIALS);
    const user = userEvent.setup();
    renderRoute('/dashboard/admin/orders');
    const card = await screen.findByRole(
      'article',
      { name: `Order ${shortOrderNumber(order._id)}` },
      { timeout: 10_000 },
    );
    const select = within(card).getByRole('combobox', { name: 'Order status' });
    expect(select).toHaveValue('Not processed');
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: 'Delivered', hidden: true }));
    expect(await screen.findByText('Order status changed to "Delivered"')).toBeInTheDocument();
    expect(within(card).getByRole('combobox', { name: 'Order status' })).toHaveValue('Delivered');

    await signInAs(SHOPPER_CREDENTIALS);
    const mine = OrdersResponseSchema.parse(await api.get('orders').json()).orders;
    expect(mine.find((o) => o._id === order._id)?.status).toBe('Delivered');
  });

  it('finds an order by a piece of its id, shows where it goes, and keeps the search in the URL', async () => {
    const order = await shopperOrder({
      deliveryMethod: 'door',
      fullName: 'Ngozi Test',
      phone: '+234 802 555 0199',
      address: '7 Unit Test Close',
      region: 'Enugu',
      city: 'Nsukka',
    });
    await signInAs(ADMIN_CREDENTIALS);
    const user = userEvent.setup();
    const { router } = renderRoute('/dashboard/admin/orders');
    const piece = order._id.slice(-6);
    await user.type(await screen.findByRole('searchbox', { name: 'Search orders' }), piece);
    await waitFor(() => expect(router.state.location.search).toMatchObject({ q: piece }));
    const card = await screen.findByRole('article', {
      name: `Order ${shortOrderNumber(order._id)}`,
    });
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    const delivery = within(card).getByTestId('order-delivery');
    for (const text of [
      'Door Delivery',
      'Ngozi Test',
      // Stored as +2348025550199; read in groups, as people say it.
      '+234 802 555 0199',
      '7 Unit Test Close',
      'Enugu',
      'Nsukka',
    ]) {
      expect(within(delivery).getByText(text)).toBeInTheDocument();
    }
    expect(within(delivery).getByRole('link', { name: '+234 802 555 0199' })).toHaveAttribute(
      'href',
      'tel:+2348025550199',
    );
    expect(screen.getByTestId('order-count')).toHaveTextContent('1 order');
  });

  it('filters by status from the tabs with their counts, and says when nothing matches', async () => {
    await shopperOrder();
    await signInAs(ADMIN_CREDENTIALS);
    const user = userEvent.setup();
    const { router } = renderRoute('/dashboard/admin/orders?status=Cancelled&q=no-such-order');
    expect(await screen.findByText('No orders match these filters.')).toBeInTheDocument();
    const notProcessed = await screen.findByRole('radio', { name: /^Not processed \(\d+\)$/ });
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    await user.click(notProcessed);
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({ status: 'Not processed' }),
    );
    const count = Number(/\((\d+)\)/.exec(notProcessed.closest('div')?.textContent ?? '')?.[1]);
    expect(count).toBeGreaterThan(0);
    await waitFor(() =>
      expect(screen.getByTestId('order-count')).toHaveTextContent(
        `${count} ${count === 1 ? 'order' : 'orders'}`,
      ),
    );
    const values = screen
      .getAllByRole('combobox', { name: 'Order status' })
      .map((select) => (select as HTMLInputElement).value);
    expect(values).toHaveLength(Math.min(count, 10));
    expect(new Set(values)).toEqual(new Set(['Not processed']));
  });

  it('records the money a courier brought for a pay-on-delivery order', async () => {
    const order = await shopperOrder();
    await signInAs(ADMIN_CREDENTIALS);
    const user = userEvent.setup();
    renderRoute(`/dashboard/admin/orders?q=${order._id.slice(-8)}`);
    const card = await screen.findByRole('article', {
      name: `Order ${shortOrderNumber(order._id)}`,
    });
    expect(within(card).getByTestId('order-payment')).toHaveTextContent('Pay on delivery');
    expect(within(card).getByText('On delivery')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Mark as paid' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark as paid?' });
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText('Payment recorded')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(card).getByTestId('order-payment')).toHaveTextContent('Paid'),
    );
    expect(within(card).queryByRole('button', { name: 'Mark as paid' })).toBeNull();
  });

  it('drops a bad filter from a hand-edited URL instead of failing the page', async () => {
    await signInAs(ADMIN_CREDENTIALS);
    renderRoute('/dashboard/admin/orders?status=Lost&page=abc&sort=bogus');
    expect(await screen.findByTestId('order-count')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /^All \(\d+\)$/ })).toBeChecked();
  });
});
