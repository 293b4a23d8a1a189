import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clear, createStore, get, set } from 'idb-keyval';
import { RESET } from 'jotai/utils';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../mocks/node';
import { OrdersResponseSchema } from '../../../contract/schemas/order';
import { login, register } from '../../api/auth';
import { apiBaseUrl } from '../../api/client';
import { userOrdersQueryOptions } from '../../api/orders';
import { persistQueryCache } from '../../app/query-persistence';
import { appStore } from '../../state/app-store';
import { authAtom, logoutAtom, sessionUserAtom, signInAtom } from '../../state/auth-atoms';
import { cartAtom } from '../../state/cart-atoms';
import { renderRoute } from '../../test/render';
import { inStockProduct } from '../../test/in-stock-product';
import { withMockApi } from '../../test/start-mock-api';
import type { QueuedOrder } from './order-queue-db';
import { queuedOrdersQueryOptions } from './order-queue-queries';
import { listQueuedOrders } from './order-queue-store';
import { STILL_OFFLINE_TEXT, WAITING_AT_LOGOUT_TITLE } from './waiting-order-modal';

withMockApi();

const orderQueue = createStore('fragrancehub-outbox', 'orders');
// Only this shopper's order would carry it: searched for wherever the order must not be.
const PHONE = '+2348030001234';

let online = true;
vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);

function goOffline() {
  online = false;
  window.dispatchEvent(new Event('offline'));
}

function goOnline() {
  online = true;
  window.dispatchEvent(new Event('online'));
}

/** How many orders Sisi has, read with a session of its own: Logout ends the app's on the server. */
async function orderCount() {
  const result = await login({ identifier: 'sisi@email.com', password: 'password' });
  if (!result.ok) throw new Error('demo login failed');
  const response = await fetch(`${apiBaseUrl}orders`, {
    headers: { Authorization: `Bearer ${result.response.user.token}` },
  });
  return OrdersResponseSchema.parse(await response.json()).orders.length;
}

/** Sisi, signed in, with one product in her cart. Answers her id and token. */
async function signInSisi() {
  const result = await login({ identifier: 'sisi@email.com', password: 'password' });
  if (!result.ok) throw new Error('demo login failed');
  appStore.set(signInAtom, result.response);
  appStore.set(cartAtom, [{ ...(await inStockProduct()), isAdded: true, addedQty: 1 }]);
  return { userId: result.response.user._id, token: result.response.user.token };
}

/** An order Sisi confirmed earlier that is still waiting in the order queue. */
async function leaveWaitingOrder(userId: string) {
  const order: QueuedOrder = {
    key: crypto.randomUUID(),
    userId,
    body: {
      paymentRef: true,
      cartItems: appStore.get(cartAtom),
      shipping: {
        deliveryMethod: 'door',
        fullName: 'Sisi Eko',
        phone: PHONE,
        address: '1 Marina',
        region: 'Lagos',
        city: 'Lagos',
      },
    },
    queuedAt: new Date().toISOString(),
  };
  await set(order.key, order, orderQueue);
  return order;
}

/** Writes one entry into a database of its own and closes it, as a stopped worker would. */
function leaveDatabase(name: string, store: string, key: string, value: unknown) {
  return new Promise<void>((resolve, reject) => {
    const open = indexedDB.open(name);
    open.onupgradeneeded = () => open.result.createObjectStore(store);
    open.onerror = () => reject(open.error ?? new Error(`cannot open ${name}`));
    open.onsuccess = () => {
      const db = open.result;
      const put = db.transaction(store, 'readwrite').objectStore(store).put(value, key);
      put.onerror = () => reject(put.error ?? new Error(`cannot write ${name}`));
      put.onsuccess = () => {
        db.close();
        resolve();
      };
    };
  });
}

async function databaseNames() {
  return (await indexedDB.databases()).map((database) => database.name);
}

async function pressLogout() {
  await userEvent.click(await screen.findByRole('button', { name: 'Account' }));
  const items = await screen.findAllByRole('menuitem', { hidden: true }, { timeout: 10_000 });
  const logout = items.find((item) => item.textContent === 'Logout');
  if (!logout) throw new Error('no Logout item');
  await userEvent.click(logout);
}

beforeEach(async () => {
  online = true;
  server.resetHandlers();
  server.use(
    http.post('*/api/v1/product/payment', () => (online ? undefined : HttpResponse.error())),
  );
  await clear(orderQueue);
  appStore.set(authAtom, RESET);
});

afterEach(async () => {
  cleanup();
  await clear(orderQueue);
  goOnline();
});

describe('logout on a shared device', () => {
  it('asks about a waiting order; cancelling it forgets the order and the private cache', async () => {
    const sisi = await signInSisi();
    const { router, queryClient } = renderRoute('/blog');
    await queryClient.prefetchQuery(userOrdersQueryOptions(sisi.userId));
    goOffline();
    await leaveWaitingOrder(sisi.userId);

    await pressLogout();
    const dialog = await screen.findByRole('dialog', { name: WAITING_AT_LOGOUT_TITLE });
    // Still signed in while the shopper decides.
    expect(appStore.get(sessionUserAtom)?._id).toBe(sisi.userId);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel the order' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(appStore.get(authAtom)).toBeNull();
    expect(await listQueuedOrders()).toEqual([]);
    await waitFor(() =>
      expect(queryClient.getQueryCache().findAll({ queryKey: ['orders'] })).toEqual([]),
    );
    expect(queryClient.getMutationCache().getAll()).toEqual([]);

    // Back online, nothing is sent for her.
    const before = await orderCount();
    goOnline();
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await orderCount()).toBe(before);
  });

  it('"Send it now" places the waiting order, then logs out', async () => {
    const sisi = await signInSisi();
    const before = await orderCount();
    // Offline when the app starts, so the order is not sent by itself; the connection is back
    // (without an 'online' event) by the time she logs out.
    online = false;
    await leaveWaitingOrder(sisi.userId);
    const { router, queryClient } = renderRoute('/blog');
    await screen.findByRole('heading', { name: 'COMING SOON...' });
    await waitFor(() =>
      expect(queryClient.getQueryData(queuedOrdersQueryOptions(sisi.userId).queryKey)).toHaveLength(
        1,
      ),
    );
    online = true;

    await pressLogout();
    const dialog = await screen.findByRole('dialog', { name: WAITING_AT_LOGOUT_TITLE });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send it now' }));

    expect(await screen.findByText('Order created successfully')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(appStore.get(authAtom)).toBeNull();
    expect(await listQueuedOrders()).toEqual([]);
    expect(await orderCount()).toBe(before + 1);
  });

  it('"Send it now" without a connection says so and keeps the shopper signed in', async () => {
    const sisi = await signInSisi();
    goOffline();
    await leaveWaitingOrder(sisi.userId);
    renderRoute('/blog');
    await pressLogout();
    const dialog = await screen.findByRole('dialog', { name: WAITING_AT_LOGOUT_TITLE });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send it now' }));
    expect(await within(dialog).findByText(STILL_OFFLINE_TEXT)).toBeInTheDocument();
    expect(appStore.get(sessionUserAtom)?._id).toBe(sisi.userId);
    expect(await listQueuedOrders(sisi.userId)).toHaveLength(1);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel the order' }));
    await waitFor(() => expect(appStore.get(authAtom)).toBeNull());
    expect(await listQueuedOrders()).toEqual([]);
  });
});

describe('signing in as someone else', () => {
  it("drops the previous shopper's waiting order and cached orders, and never sends it", async () => {
    const sisi = await signInSisi();
    const { queryClient } = renderRoute('/blog');
    await queryClient.prefetchQuery(userOrdersQueryOptions(sisi.userId));
    goOffline();
    await leaveWaitingOrder(sisi.userId);
    const before = await orderCount();

    // Her session ends without a Logout (it expired): the order waits for her...
    appStore.set(logoutAtom);
    await waitFor(() =>
      expect(queryClient.getQueryCache().findAll({ queryKey: ['orders'] })).toEqual([]),
    );
    expect(await listQueuedOrders(sisi.userId)).toHaveLength(1);

    // ...until someone else signs in on the device.
    const email = `ada-${crypto.randomUUID().slice(0, 8)}@email.com`;
    const ada = await register({
      name: 'Ada Obi',
      username: `ada${crypto.randomUUID().slice(0, 8)}`,
      email,
      password: 'password',
      image: null,
    });
    if (!ada.ok) throw new Error(`registration failed: ${ada.error ?? ''}`);
    appStore.set(signInAtom, ada.response);
    await waitFor(async () => expect(await listQueuedOrders()).toEqual([]));

    goOnline();
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await orderCount()).toBe(before);
    await queryClient.prefetchQuery(userOrdersQueryOptions(ada.response.user._id));
    expect(
      queryClient.getQueryData(userOrdersQueryOptions(ada.response.user._id).queryKey),
    ).toEqual([]);
    expect(queryClient.getQueryData(userOrdersQueryOptions(sisi.userId).queryKey)).toBeUndefined();
  });
});

describe('a device that ran the service worker’s order queue', () => {
  it('loses the worker’s copies of the order and the token; the queue sends the order once', async () => {
    const sisi = await signInSisi();
    const before = await orderCount();
    const order = await leaveWaitingOrder(sisi.userId);
    // What that version left behind: the token mirrored for the worker, and its copy of the order.
    await leaveDatabase('fragrancehub-session', 'session', 'current', sisi);
    await leaveDatabase('workbox-background-sync', 'requests', order.key, { phone: PHONE });

    renderRoute('/blog');
    expect(await screen.findByText('Order created successfully')).toBeInTheDocument();
    await waitFor(async () => {
      const names = await databaseNames();
      expect(names).not.toContain('fragrancehub-session');
      expect(names).not.toContain('workbox-background-sync');
    });
    expect(await listQueuedOrders()).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await orderCount()).toBe(before + 1);
  });
});

describe('the saved query cache', () => {
  it('never holds a waiting order or anyone’s orders', async () => {
    const sisi = await signInSisi();
    const { queryClient } = renderRoute('/checkout');
    await queryClient.prefetchQuery(userOrdersQueryOptions(sisi.userId));
    const main = within(await screen.findByRole('main'));
    const phone = await main.findByRole('textbox', { name: /^Phone/ });
    await userEvent.clear(phone);
    await userEvent.type(phone, PHONE);
    goOffline();
    await userEvent.click(main.getByRole('button', { name: 'Confirm Order' }));
    await screen.findByText('Your order is waiting for connection');
    // The order mutation pauses while offline: the state a persister would save by default.
    await waitFor(() =>
      expect(
        queryClient
          .getMutationCache()
          .getAll()
          .some((m) => m.state.isPaused),
      ).toBe(true),
    );

    await persistQueryCache(queryClient);
    await waitFor(async () =>
      expect(await get('fragrancehub-query-cache')).toEqual(expect.any(String)),
    );
    const saved = (await get<string>('fragrancehub-query-cache')) ?? '';
    expect(saved).not.toContain(PHONE);
    expect(saved).not.toContain('"orders"');
    expect(saved).not.toContain(sisi.userId);
  });
});
