import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import { OrdersResponseSchema, type Order } from '../../../contract/schemas/order';
import { ProductListResponseSchema } from '../../../contract/schemas/product';
import { api, apiBaseUrl } from '../../api/client';
import { placeOrder } from '../../api/orders';
import { renderRoute } from '../../test/render';
import { withMockApi } from '../../test/start-mock-api';
import { ADMIN_CREDENTIALS, SHOPPER_CREDENTIALS, signInAs } from './test-support';

withMockApi();

async function shopperOrder(): Promise<Order> {
  await signInAs(SHOPPER_CREDENTIALS);
  const response = await fetch(`${apiBaseUrl}product/all?page=1&limit=30`);
  const products = ProductListResponseSchema.parse(await response.json()).products;
  const product = products.find((p) => p.isAvailable && p.quantity > 1);
  if (!product) throw new Error('no stock in the demo data');
  return placeOrder(
    { paymentRef: true, cartItems: [{ ...product, isAdded: true, addedQty: 1 }] },
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
      { name: `Order ${order._id}` },
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
});
