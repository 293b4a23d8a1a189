import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clear, createStore, set } from 'idb-keyval';
import { RESET } from 'jotai/utils';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scenarioHandlers } from '../../../mocks/scenarios';
import { server } from '../../../mocks/node';
import { OrdersResponseSchema } from '../../../contract/schemas/order';
import { login } from '../../api/auth';
import { api } from '../../api/client';
import { appStore } from '../../state/app-store';
import { authAtom, sessionUserAtom, signInAtom } from '../../state/auth-atoms';
import { cartAtom } from '../../state/cart-atoms';
import { renderRoute } from '../../test/render';
import { inStockProduct } from '../../test/in-stock-product';
import { withMockApi } from '../../test/start-mock-api';
import { listQueuedOrders, queueCheckout } from './order-queue-store';
import { PAID_ON_DELIVERY_NOTE } from './queued-order-status';

withMockApi();

let online = true;
vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);

/** As a browser does: the flag flips and the event fires (TanStack Query listens to it). */
function goOffline() {
  online = false;
  window.dispatchEvent(new Event('offline'));
}

function goOnline() {
  online = true;
  window.dispatchEvent(new Event('online'));
}

/**
 * The courier's number: checkout needs one for every order. Cleared first: checkout offers the
 * phone of the shopper's latest order, which an earlier test placed.
 */
async function fillPhone() {
  const phone = await screen.findByRole('textbox', { name: /^Phone/ });
  await userEvent.clear(phone);
  await userEvent.type(phone, '0803 123 4567');
}

async function myOrders() {
  return OrdersResponseSchema.parse(await api.get('orders').json()).orders;
}

async function myOrderCount() {
  return (await myOrders()).length;
}

beforeEach(async () => {
  online = true;
  server.resetHandlers();
  // Offline, as in a browser: the order request itself fails for want of a connection.
  server.use(
    http.post('*/api/v1/product/payment', () => (online ? undefined : HttpResponse.error())),
  );
  await clear(createStore('fragrancehub-outbox', 'orders'));
  appStore.set(authAtom, RESET);
  const result = await login({ identifier: 'sisi@email.com', password: 'password' });
  if (!result.ok) throw new Error('demo login failed');
  appStore.set(signInAtom, result.response);
  appStore.set(cartAtom, [{ ...(await inStockProduct()), isAdded: true, addedQty: 1 }]);
});

afterEach(async () => {
  // Unmount and empty the order queue before the connection returns, so no order of this test is
  // still sent (and its lines taken out of the shared cart) while the next one runs.
  cleanup();
  await clear(createStore('fragrancehub-outbox', 'orders'));
  goOnline();
});

describe('checkout without a connection', () => {
  it('queues the order, keeps the cart, then places it once when back online', async () => {
    const before = await myOrderCount();
    const payments: (string | null)[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/product/payment')) {
        payments.push(request.headers.get('Idempotency-Key'));
      }
    });
    const { router } = renderRoute('/checkout');
    goOffline();
    await fillPhone();
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm Order' }));
    expect(await screen.findByText('Your order is waiting for connection')).toBeInTheDocument();
    const key = (router.state.location.search as { queued?: string }).queued;
    expect(key).toBeTruthy();
    // The attempt that failed offline carried the key the order is queued under.
    expect(payments).toEqual([key]);
    expect(appStore.get(cartAtom)).toHaveLength(1);
    const [queued] = await listQueuedOrders();
    expect(queued?.body.paymentMethod).toBe('on_delivery');
    expect(screen.getByText(PAID_ON_DELIVERY_NOTE)).toBeInTheDocument();

    goOnline();
    expect(await screen.findByText('Order created successfully')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toEqual({ id: expect.any(String) }));
    expect(await screen.findByText('YOUR ORDER HAS BEEN RECEIVED')).toBeInTheDocument();
    expect(appStore.get(cartAtom)).toEqual([]);
    expect(await listQueuedOrders()).toEqual([]);
    expect(payments).toEqual([key, key]);
    const orders = await myOrders();
    expect(orders).toHaveLength(before + 1);
    expect(orders[0]?.payment).toMatchObject({ method: 'on_delivery', state: 'on_delivery' });
    server.events.removeAllListeners();
  });

  it('a second confirmation offline joins the order already waiting, and is never sent', async () => {
    let payments = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/product/payment')) payments++;
    });
    const first = renderRoute('/checkout');
    goOffline();
    await fillPhone();
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm Order' }));
    await screen.findByText('Your order is waiting for connection');
    const key = (first.router.state.location.search as { queued?: string }).queued;
    first.unmount();

    const second = renderRoute('/checkout');
    await fillPhone();
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm Order' }));
    await screen.findByText('Your order is waiting for connection');
    expect(second.router.state.location.search).toEqual({ queued: key });
    expect(await listQueuedOrders()).toHaveLength(1);
    // Only the first attempt went out (and failed): the service worker can hold no second order.
    expect(payments).toBe(1);
    server.events.removeAllListeners();
  });

  it('keeps trying when the connection comes back in steps (the first send after online fails)', async () => {
    const before = await myOrderCount();
    renderRoute('/checkout');
    goOffline();
    await fillPhone();
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm Order' }));
    await screen.findByText('Your order is waiting for connection');

    server.use(http.post('*/api/v1/product/payment', () => HttpResponse.error(), { once: true }));
    goOnline();
    // No second 'online' event: the retry alone places it.
    await waitFor(async () => expect(await listQueuedOrders()).toEqual([]), { timeout: 8_000 });
    expect(await screen.findByText('Order created successfully')).toBeInTheDocument();
    expect(await myOrderCount()).toBe(before + 1);
  });

  it("shows the server's reason when the queued order is refused, and keeps the cart", async () => {
    renderRoute('/checkout');
    goOffline();
    await fillPhone();
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm Order' }));
    await screen.findByText('Your order is waiting for connection');

    server.use(...scenarioHandlers['out-of-stock']);
    goOnline();
    expect(await screen.findByRole('heading', { name: 'Error creating order' })).toBeVisible();
    expect((await screen.findAllByText(/out of stock/)).length).toBeGreaterThan(0);
    expect(appStore.get(cartAtom)).toHaveLength(1);
    expect(await listQueuedOrders()).toEqual([]);
  });

  it('sends an order left waiting by an earlier visit when the app starts, once', async () => {
    const before = await myOrderCount();
    const userId = appStore.get(sessionUserAtom)?._id ?? '';
    const key = crypto.randomUUID();
    await set(
      key,
      {
        key,
        userId,
        body: { paymentRef: true, cartItems: appStore.get(cartAtom) },
        queuedAt: new Date().toISOString(),
      },
      createStore('fragrancehub-outbox', 'orders'),
    );
    renderRoute('/blog');
    expect(await screen.findByText('Order created successfully')).toBeInTheDocument();
    await waitFor(async () => expect(await listQueuedOrders()).toEqual([]));
    expect(appStore.get(cartAtom)).toEqual([]);
    expect(await myOrderCount()).toBe(before + 1);
  });
});

describe('a queued order is paid on delivery', () => {
  it('whatever method its body asked for, it is kept and sent as pay on delivery', async () => {
    const before = await myOrderCount();
    const userId = appStore.get(sessionUserAtom)?._id ?? '';
    const sent: unknown[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/product/payment')) sent.push(request.clone().json());
    });
    online = false;
    const { queued } = await queueCheckout({
      key: crypto.randomUUID(),
      userId,
      body: { paymentRef: true, paymentMethod: 'paystack', cartItems: appStore.get(cartAtom) },
      queuedAt: new Date().toISOString(),
    });
    expect(queued.body.paymentMethod).toBe('on_delivery');
    expect((await listQueuedOrders())[0]?.body.paymentMethod).toBe('on_delivery');
    // An order kept by an older version (or written past queueCheckout) says paystack: the
    // sender still sends it as pay on delivery.
    await set(
      queued.key,
      { ...queued, body: { ...queued.body, paymentMethod: 'paystack' } },
      createStore('fragrancehub-outbox', 'orders'),
    );

    online = true;
    renderRoute('/blog');
    expect(await screen.findByText('Order created successfully')).toBeInTheDocument();
    await waitFor(async () => expect(await listQueuedOrders()).toEqual([]));
    expect(await Promise.all(sent)).toEqual([
      expect.objectContaining({ paymentMethod: 'on_delivery' }),
    ]);
    const orders = await myOrders();
    expect(orders).toHaveLength(before + 1);
    expect(orders[0]?.payment).toMatchObject({ method: 'on_delivery', state: 'on_delivery' });
    server.events.removeAllListeners();
  });
});
