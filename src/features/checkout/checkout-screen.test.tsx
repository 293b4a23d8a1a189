import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RESET } from 'jotai/utils';
import { beforeEach, describe, expect, it } from 'vitest';
import { scenarioHandlers } from '../../../mocks/scenarios';
import { server } from '../../../mocks/node';
import { OrdersResponseSchema } from '../../../contract/schemas/order';
import { login } from '../../api/auth';
import { api } from '../../api/client';
import { appStore } from '../../state/app-store';
import { authAtom, signInAtom } from '../../state/auth-atoms';
import { cartAtom } from '../../state/cart-atoms';
import { renderRoute } from '../../test/render';
import { inStockProduct } from '../../test/in-stock-product';
import { withMockApi } from '../../test/start-mock-api';

withMockApi();

async function signInShopper() {
  const result = await login({ identifier: 'sisi@email.com', password: 'password' });
  if (!result.ok) throw new Error('demo login failed');
  appStore.set(signInAtom, result.response);
}

async function myOrderCount() {
  return OrdersResponseSchema.parse(await api.get('orders').json()).orders.length;
}

beforeEach(async () => {
  server.resetHandlers();
  appStore.set(authAtom, RESET);
  appStore.set(cartAtom, []);
  await signInShopper();
});

describe('checkout', () => {
  it('sends the guard to /login when signed out', async () => {
    appStore.set(authAtom, RESET);
    const { router } = renderRoute('/checkout');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toEqual({ redirect: '/checkout' });
  });

  it('says so when the cart is empty', async () => {
    renderRoute('/checkout');
    expect(await screen.findByRole('link', { name: 'Browse all fragrances' })).toHaveAttribute(
      'href',
      '/all-fragrances',
    );
  });

  it('places one order for a double click, never sends card data, clears the cart', async () => {
    const product = await inStockProduct();
    appStore.set(cartAtom, [
      { ...product, isAdded: true, addedQty: 1, name: 'A very long perfume name indeed' },
    ]);
    const before = await myOrderCount();
    const bodies: string[] = [];
    const keys: (string | null)[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/product/payment')) {
        keys.push(request.headers.get('Idempotency-Key'));
        void request
          .clone()
          .text()
          .then((text) => bodies.push(text));
      }
    });
    const { router } = renderRoute('/checkout');
    expect(await screen.findByLabelText(/Full Name/)).toHaveValue('Sisi Adebayo');
    expect(screen.getByText(/A very long perfume…/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Card' }));
    await userEvent.type(screen.getByLabelText(/Card Number/), '4111111111111111');
    await userEvent.type(screen.getByLabelText(/CVV/), '737');
    const confirm = screen.getByRole('button', { name: 'Confirm Order' });
    await userEvent.dblClick(confirm);
    expect(await screen.findByText('Order created successfully')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/order'));
    expect(await screen.findByText('YOUR ORDER HAS BEEN RECEIVED')).toBeInTheDocument();
    const id = (router.state.location.search as { id?: string }).id;
    expect(screen.getByTestId('order-number')).toHaveTextContent(id ?? 'missing');
    expect(appStore.get(cartAtom)).toEqual([]);
    expect(await myOrderCount()).toBe(before + 1);
    expect(new Set(keys).size).toBe(1);
    await waitFor(() => expect(bodies.length).toBeGreaterThan(0));
    for (const body of bodies) {
      expect(body).not.toContain('4111111111111111');
      expect(body).not.toContain('737"');
      expect(JSON.parse(body)).toMatchObject({
        paymentRef: true,
        shipping: { deliveryMethod: 'door' },
      });
    }
    server.events.removeAllListeners();
  });

  it("shows the server's reason when stock runs out and lets the shopper try again", async () => {
    const product = await inStockProduct();
    appStore.set(cartAtom, [{ ...product, isAdded: true, addedQty: 1 }]);
    server.use(...scenarioHandlers['out-of-stock']);
    renderRoute('/checkout');
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm Order' }));
    expect(await screen.findByText(/^Error creating order: .*out of stock/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm Order' })).toBeEnabled();
    expect(appStore.get(cartAtom)).toHaveLength(1);
  });
});
