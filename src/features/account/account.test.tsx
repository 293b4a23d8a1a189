import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RESET } from 'jotai/utils';
import { beforeEach, describe, expect, it } from 'vitest';
import { ProductListResponseSchema } from '../../../contract/schemas/product';
import { login } from '../../api/auth';
import { apiBaseUrl } from '../../api/client';
import { placeOrder } from '../../api/orders';
import { appStore } from '../../state/app-store';
import { authAtom, sessionUserAtom, signInAtom } from '../../state/auth-atoms';
import { renderRoute } from '../../test/render';
import { server } from '../../../mocks/node';
import { scenarioHandlers } from '../../../mocks/scenarios';
import { withMockApi } from '../../test/start-mock-api';

withMockApi();

beforeEach(async () => {
  appStore.set(authAtom, RESET);
  const result = await login({ identifier: 'sisi@email.com', password: 'password' });
  if (!result.ok) throw new Error('demo login failed');
  appStore.set(signInAtom, result.response);
});

describe('user dashboard', () => {
  it('greets the shopper by name, not username, with links to Profile and Orders', async () => {
    const user = appStore.get(sessionUserAtom);
    if (!user) throw new Error('not signed in');
    appStore.set(signInAtom, {
      success: true,
      message: 'Login successful',
      user: { ...user, name: 'Chioma Okafor', username: 'chioma09178' },
    });
    renderRoute('/dashboard/user');
    expect(
      await screen.findByRole('heading', { name: 'Hello, Chioma Okafor' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/chioma09178/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute(
      'href',
      '/dashboard/user/profile',
    );
    expect(screen.getByRole('link', { name: 'Orders' })).toHaveAttribute(
      'href',
      '/dashboard/user/orders',
    );
    expect(screen.getByText('sisi@email.com')).toBeInTheDocument();
  });

  it('updates the profile and the session shows the new values', async () => {
    renderRoute('/dashboard/user/profile');
    await screen.findByRole('button', { name: 'Update' });
    const main = within(screen.getByRole('main'));
    expect(main.getByLabelText(/^Email/)).toBeDisabled();
    const name = main.getByLabelText(/^Name/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Sisi Eko');
    const city = main.getByLabelText(/^City/);
    await userEvent.clear(city);
    await userEvent.type(city, 'Lekki');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Profile updated')).toBeInTheDocument();
    expect(appStore.get(sessionUserAtom)).toMatchObject({
      name: 'Sisi Eko',
      address: { city: 'Lekki' },
    });
  });

  it('shows the profile form error when the server refuses', async () => {
    renderRoute('/dashboard/user/profile');
    const username = await screen.findByLabelText(/^Username/);
    await userEvent.clear(username);
    await userEvent.type(username, 'a b');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Username may not contain spaces or @')).toBeInTheDocument();
  });

  it("lists the shopper's orders with read-only status, payment and products", async () => {
    const products = ProductListResponseSchema.parse(
      await (await fetch(`${apiBaseUrl}product/all?limit=50`)).json(),
    ).products.filter((p) => p.isAvailable && p.quantity > 0);
    const [first] = products;
    if (!first) throw new Error('seed lacks stock');
    await placeOrder(
      { paymentRef: true, cartItems: [{ ...first, isAdded: true, addedQty: 1 }] },
      crypto.randomUUID(),
    );

    renderRoute('/dashboard/user/orders');
    const [card] = await screen.findAllByRole('article');
    if (!card) throw new Error('no order card');
    expect(within(card).getByTestId('order-status')).toHaveTextContent('Not processed');
    // Placed without a payment method, as older clients do: the courier is paid.
    expect(within(card).getByTestId('order-payment')).toHaveTextContent('Pay on delivery');
    expect(within(card).getByTestId('order-payment-method')).toHaveTextContent('On delivery');
    expect(within(card).getByText(/now|seconds? ago|minutes? ago/)).toBeInTheDocument();
    expect(within(card).queryByRole('combobox')).toBeNull();
    await userEvent.click(within(card).getByRole('button', { name: /Show products/ }));
    await waitFor(() => expect(within(card).getByText(first.name)).toBeVisible());
  });

  it('ends an expired session and sends the shopper to /login with a message', async () => {
    server.use(...scenarioHandlers['expired-session']);
    const { router } = renderRoute('/dashboard/user/orders');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toEqual({ redirect: '/dashboard/user/orders' });
    expect(
      (await screen.findAllByText('Your session has expired. Please log in again.')).length,
    ).toBeGreaterThan(0);
    expect(appStore.get(sessionUserAtom)).toBeNull();
    server.resetHandlers();
  });
});
