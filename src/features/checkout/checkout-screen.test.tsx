import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RESET } from 'jotai/utils';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scenarioHandlers } from '../../../mocks/scenarios';
import { server } from '../../../mocks/node';
import { formatNaira } from '../../../contract/rules/currency';
import { shortOrderNumber } from '../../../contract/rules/order-number';
import { OrdersResponseSchema } from '../../../contract/schemas/order';
import { PAYMENT_API_MESSAGES } from '../../../contract/schemas/payment';
import { login } from '../../api/auth';
import { api, apiBaseUrl } from '../../api/client';
import { placeOrder } from '../../api/orders';
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

async function myOrders() {
  return OrdersResponseSchema.parse(await api.get('orders').json()).orders;
}

async function myOrderCount() {
  return (await myOrders()).length;
}

/** The JSON bodies of every POST product/payment the page sends. */
function capturePaymentBodies() {
  const bodies: unknown[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.url.endsWith('/product/payment')) {
      void request
        .clone()
        .json()
        .then((body: unknown) => bodies.push(body));
    }
  });
  return bodies;
}

/** Checkout needs a number the courier can call (the demo shopper's account has none). */
async function fillPhone() {
  const phone = await screen.findByRole('textbox', { name: /^Phone/ });
  await userEvent.clear(phone);
  await userEvent.type(phone, '0803 123 4567');
}

const ONLINE = /^Pay online with Paystack/;
const ON_DELIVERY = /^Pay on delivery/;

afterEach(() => {
  server.events.removeAllListeners();
  vi.restoreAllMocks();
});

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

  it('places one pay-on-delivery order for a double click, asks for no card, clears the cart', async () => {
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
    // Card details are typed on Paystack's page only.
    expect(screen.queryByLabelText(/Card Number/)).toBeNull();
    expect(screen.queryByLabelText(/CVV/)).toBeNull();
    expect(screen.getByRole('radio', { name: ON_DELIVERY })).toBeChecked();
    await fillPhone();
    const confirm = screen.getByRole('button', { name: 'Confirm Order' });
    await userEvent.dblClick(confirm);
    expect(await screen.findByText('Order created successfully')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/order'));
    expect(await screen.findByText('YOUR ORDER HAS BEEN RECEIVED')).toBeInTheDocument();
    const id = (router.state.location.search as { id?: string }).id ?? 'missing';
    expect(screen.getByTestId('order-number')).toHaveTextContent(shortOrderNumber(id));
    const payment = await screen.findByRole('region', { name: 'Payment' });
    expect(await within(payment).findByText('Pay on delivery')).toBeInTheDocument();
    expect(appStore.get(cartAtom)).toEqual([]);
    expect(await myOrderCount()).toBe(before + 1);
    expect(new Set(keys).size).toBe(1);
    await waitFor(() => expect(bodies.length).toBeGreaterThan(0));
    for (const body of bodies) {
      const sent = JSON.parse(body) as Record<string, unknown>;
      expect(sent).toMatchObject({ paymentRef: true, shipping: { deliveryMethod: 'door' } });
      // Absent means pay on delivery (contract); never an online payment.
      expect(sent.paymentMethod ?? 'on_delivery').toBe('on_delivery');
    }
  });

  it("offers the store's payment methods and sends an online order to its payment page", async () => {
    const user = userEvent.setup();
    const product = await inStockProduct();
    appStore.set(cartAtom, [{ ...product, isAdded: true, addedQty: 1 }]);
    const bodies = capturePaymentBodies();
    const { router } = renderRoute('/checkout');
    const methods = await screen.findByRole('radiogroup', { name: 'Payment Method' });
    const online = await within(methods).findByRole('radio', { name: ONLINE });
    expect(within(methods).getByRole('radio', { name: ON_DELIVERY })).toBeChecked();
    expect(within(methods).getAllByRole('radio')).toHaveLength(2);
    await user.click(online);
    await fillPhone();
    await user.click(screen.getByRole('button', { name: 'Confirm Order' }));

    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/test-payment\/pay\/./));
    expect(await screen.findByText('Test payment: no money moves')).toBeInTheDocument();
    const [order] = await myOrders();
    expect(order?.payment).toMatchObject({ method: 'paystack', state: 'pending' });
    expect(await screen.findByText(formatNaira(order?.totalAmount ?? -1))).toBeInTheDocument();
    expect(bodies).toEqual([expect.objectContaining({ paymentMethod: 'paystack' })]);
    // The order holds the stock now: the cart has been handed over.
    expect(appStore.get(cartAtom)).toEqual([]);
  });

  it("shows the server's error when online payment is down, and keeps the cart", async () => {
    const user = userEvent.setup();
    const product = await inStockProduct();
    appStore.set(cartAtom, [{ ...product, isAdded: true, addedQty: 1 }]);
    server.use(
      http.post(`${apiBaseUrl}product/payment`, () =>
        HttpResponse.json({ error: PAYMENT_API_MESSAGES.gatewayDown }, { status: 502 }),
      ),
    );
    const before = await myOrderCount();
    const { router } = renderRoute('/checkout');
    await user.click(await screen.findByRole('radio', { name: ONLINE }));
    await fillPhone();
    await user.click(screen.getByRole('button', { name: 'Confirm Order' }));
    expect(
      await screen.findByText(`Error creating order: ${PAYMENT_API_MESSAGES.gatewayDown}`),
    ).toBeInTheDocument();
    // The toast can land a commit before the button leaves 'Loading...'.
    expect(await screen.findByRole('button', { name: 'Confirm Order' })).toBeEnabled();
    expect(router.state.location.pathname).toBe('/checkout');
    expect(appStore.get(cartAtom)).toHaveLength(1);
    expect(await myOrderCount()).toBe(before);
  });

  it('offline, says the order will be paid on delivery and offers only that', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const product = await inStockProduct();
    appStore.set(cartAtom, [{ ...product, isAdded: true, addedQty: 1 }]);
    renderRoute('/checkout');
    expect(
      await screen.findByText('You are offline: this order will be paid on delivery.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: ON_DELIVERY })).toBeChecked();
    expect(await screen.findByRole('radio', { name: ONLINE })).toBeDisabled();
  });

  it("shows the server's reason when stock runs out and lets the shopper try again", async () => {
    const product = await inStockProduct();
    appStore.set(cartAtom, [{ ...product, isAdded: true, addedQty: 1 }]);
    server.use(...scenarioHandlers['out-of-stock']);
    renderRoute('/checkout');
    await fillPhone();
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm Order' }));
    expect(
      await screen.findByText(/^Error creating order: .*out of stock/, undefined, {
        timeout: 10_000,
      }),
    ).toBeInTheDocument();
    // The toast can land a commit before the button leaves 'Loading...'.
    expect(await screen.findByRole('button', { name: 'Confirm Order' })).toBeEnabled();
    expect(appStore.get(cartAtom)).toHaveLength(1);
  });

  it('asks for a phone and a state, then shows the zone fee and window before paying', async () => {
    const user = userEvent.setup();
    const product = await inStockProduct();
    appStore.set(cartAtom, [{ ...product, isAdded: true, addedQty: 1 }]);
    const bodies = capturePaymentBodies();
    renderRoute('/checkout');
    // The demo shopper lives in Lagos: the Lagos zone's figures.
    expect(await screen.findByTestId('delivery-estimate')).toHaveTextContent(
      'Delivery zone: Lagos.',
    );
    await user.clear(screen.getByRole('textbox', { name: /^Phone/ }));
    await user.click(screen.getByRole('button', { name: 'Confirm Order' }));
    expect(
      await screen.findByText('Enter a Nigerian phone number, e.g. 0803 123 4567'),
    ).toBeInTheDocument();
    expect(bodies).toEqual([]);

    const state = screen.getByPlaceholderText('Search your state');
    await user.clear(state);
    await user.type(state, 'fc');
    await user.click(await screen.findByRole('option', { name: 'FCT', hidden: true }));
    expect(await screen.findByTestId('delivery-estimate')).toHaveTextContent(
      'Delivery zone: Rest of Nigeria.',
    );
    expect(screen.getByTestId('checkout-shipping')).toHaveTextContent(formatNaira(5000));

    await user.click(screen.getByRole('radio', { name: 'Pick up' }));
    await user.click(screen.getByPlaceholderText('Choose where to collect'));
    await user.click(
      await screen.findByRole('option', { name: /FragranceHub Wuse/, hidden: true }),
    );
    expect(screen.getByTestId('checkout-shipping')).toHaveTextContent(formatNaira(1000));
    expect(screen.getByTestId('delivery-estimate')).toHaveTextContent(
      /Pick up at FragranceHub Wuse/,
    );
  });

  it('offers the phone and the address the last order used', async () => {
    const product = await inStockProduct();
    await placeOrder(
      {
        paymentRef: true,
        cartItems: [{ ...product, isAdded: true, addedQty: 1 }],
        shipping: {
          deliveryMethod: 'door',
          fullName: 'Sisi Adebayo',
          phone: '0802 555 0101',
          address: '14 Allen Avenue',
          city: 'Ikeja',
          region: 'Lagos',
        },
      },
      crypto.randomUUID(),
    );
    // A profile with no address saved: the last order's is offered.
    const session = appStore.get(authAtom);
    if (!session) throw new Error('not signed in');
    appStore.set(signInAtom, {
      ...session,
      user: { ...session.user, address: { street: '', city: '', state: '', zip: '' } },
    });
    appStore.set(cartAtom, [{ ...product, isAdded: true, addedQty: 1 }]);
    renderRoute('/checkout');
    const phone = await screen.findByRole('textbox', { name: /^Phone/ });
    await waitFor(() => expect(phone).toHaveValue('+2348025550101'));
    expect(screen.getByRole('textbox', { name: /^Address/ })).toHaveValue('14 Allen Avenue');
    expect(screen.getByRole('textbox', { name: /^City/ })).toHaveValue('Ikeja');
    expect(await screen.findByTestId('delivery-estimate')).toHaveTextContent(
      'Delivery zone: Lagos.',
    );
  });
});
