import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RESET } from 'jotai/utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../contract/constants';
import { ProductListResponseSchema, type Product } from '../../../contract/schemas/product';
import { login } from '../../api/auth';
import { api } from '../../api/client';
import { sendWishlistOp } from '../../api/wishlist';
import { createQueryClient } from '../../app/query-client';
import { WishlistLink } from '../../components/layout/wishlist-link';
import { ProductCard } from '../../components/product/product-card';
import { appStore } from '../../state/app-store';
import { cartAtom } from '../../state/cart-atoms';
import { authAtom, logoutAtom, sessionUserAtom, signInAtom } from '../../state/auth-atoms';
import { restoreStoredState } from '../../state/restored-storage';
import { accountWishlistAtom } from '../../state/account-wishlist-atom';
import { signedOutWishlistAtom, wishlistIdsAtom } from '../../state/wishlist-atoms';
import { renderRoute, renderWithProviders, renderWithRouter } from '../../test/render';
import { withMockApi } from '../../test/start-mock-api';
import { syncWishlist } from './wishlist-sync';
import { WishlistSyncWatcher } from './wishlist-sync-watcher';

withMockApi();

let products: Product[] = [];

async function serverList(): Promise<string[]> {
  const body = (await api.get('wishlist').json()) as { productIds: string[] };
  return body.productIds;
}

async function signIn() {
  const result = await login({ identifier: 'sisi@email.com', password: 'password' });
  if (!result.ok) throw new Error('demo login failed');
  appStore.set(signInAtom, result.response);
  // Each test starts from an empty account list.
  for (const id of await serverList()) await sendWishlistOp({ id, op: 'delete' });
  return result.response.user._id;
}

beforeEach(async () => {
  appStore.set(logoutAtom);
  appStore.set(signedOutWishlistAtom, RESET);
  if (products.length === 0) {
    const body = await api.get('product/all', { searchParams: { limit: 100 } }).json();
    products = ProductListResponseSchema.parse(body).products;
  }
});

afterEach(() => {
  vi.restoreAllMocks();
  appStore.set(authAtom, RESET);
});

const product = (i: number) => products[i] as Product;
const stored = () => JSON.parse(localStorage.getItem(STORAGE_KEYS.wishlist) ?? 'null') as unknown;

describe('the wishlist heart, signed out', () => {
  it('keeps the list under `wishlist`, newest first, and toggles off', async () => {
    const [a, b] = [product(0), product(1)];
    renderWithRouter(
      <>
        <ProductCard product={a} imageSizes="200px" />
        <ProductCard product={b} imageSizes="200px" />
      </>,
    );
    const heartA = await screen.findByRole('button', { name: `Add ${a.name} to wishlist` });
    expect(heartA).toHaveAttribute('type', 'button');
    expect(heartA).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heartA);
    await userEvent.click(screen.getByRole('button', { name: `Add ${b.name} to wishlist` }));
    await waitFor(() => expect(stored()).toEqual([b._id, a._id]));
    const pressed = screen.getByRole('button', { name: `Remove ${a.name} from wishlist` });
    expect(pressed).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(pressed);
    await waitFor(() => expect(stored()).toEqual([b._id]));
  });

  it('drops a corrupt `wishlist` entry (and bad ids in a list) instead of failing', async () => {
    localStorage.setItem(STORAGE_KEYS.wishlist, '{not json');
    await restoreStoredState(appStore);
    expect(appStore.get(wishlistIdsAtom)).toEqual([]);
    expect(localStorage.getItem(STORAGE_KEYS.wishlist)).toBeNull();

    localStorage.setItem(STORAGE_KEYS.wishlist, JSON.stringify(['p1', 42, '', 'p1', 'p2']));
    await restoreStoredState(appStore);
    expect(appStore.get(wishlistIdsAtom)).toEqual(['p1', 'p2']);
  });
});

describe('the header', () => {
  it('counts the saved products in the wishlist link', async () => {
    appStore.set(signedOutWishlistAtom, ['p1', 'p2', 'p3']);
    renderWithRouter(<WishlistLink />);
    const link = await screen.findByRole('link', { name: 'Wishlist, 3 items' });
    expect(link).toHaveAttribute('href', '/wishlist');
    act(() => appStore.set(signedOutWishlistAtom, ['p1']));
    expect(await screen.findByRole('link', { name: 'Wishlist, 1 item' })).toBeInTheDocument();
  });
});

describe('signed in', () => {
  it('merges the signed-out list into the account on sign-in, then clears it', async () => {
    const [a, b, c] = [product(0), product(1), product(2)];
    // Saved on the account earlier (another device).
    const userId = await signIn();
    await sendWishlistOp({ id: c._id, op: 'put' });
    appStore.set(authAtom, RESET);
    // Built signed out, newest first: b then a.
    appStore.set(signedOutWishlistAtom, [b._id, a._id]);

    const login2 = await login({ identifier: 'sisi@email.com', password: 'password' });
    if (!login2.ok) throw new Error('demo login failed');
    appStore.set(signInAtom, login2.response);
    await syncWishlist(appStore, createQueryClient(), userId);

    expect(await serverList()).toEqual([b._id, a._id, c._id]);
    expect(appStore.get(wishlistIdsAtom)).toEqual([b._id, a._id, c._id]);
    expect(appStore.get(signedOutWishlistAtom)).toEqual([]);
    expect(stored()).toEqual([]);

    // Signing out leaves nothing of the account's list on the device.
    appStore.set(logoutAtom);
    expect(localStorage.getItem(STORAGE_KEYS.wishlistAccount)).toBeNull();
    expect(appStore.get(wishlistIdsAtom)).toEqual([]);
  });

  it('queues a change made offline and sends it once back online', async () => {
    const a = product(3);
    const userId = await signIn();
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderWithProviders(<WishlistSyncWatcher />);
    renderWithRouter(<ProductCard product={a} imageSizes="200px" />);

    await userEvent.click(await screen.findByRole('button', { name: `Add ${a.name} to wishlist` }));
    // Shown at once and kept on the device with the change waiting.
    expect(
      await screen.findByRole('button', { name: `Remove ${a.name} from wishlist` }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(appStore.get(accountWishlistAtom)).toMatchObject({
        userId,
        productIds: [a._id],
        pending: [{ id: a._id, op: 'put' }],
      }),
    );
    expect(await serverList()).toEqual([]);

    online.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(async () => expect(await serverList()).toEqual([a._id]));
    await waitFor(() => expect(appStore.get(accountWishlistAtom)?.pending).toEqual([]));
    expect(appStore.get(sessionUserAtom)?._id).toBe(userId);
  });
});

describe('/wishlist', () => {
  it('shows the saved products from the catalogue, with Add to cart and Remove', async () => {
    const [a, b] = products.filter((p) => p.isAvailable && p.quantity > 0) as [Product, Product];
    appStore.set(signedOutWishlistAtom, [a._id, b._id]);
    renderRoute('/wishlist');
    expect(await screen.findByRole('heading', { level: 1, name: 'Wishlist' })).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: `Remove from wishlist: ${a.name}` }),
    ).toBeInTheDocument();
    const share = screen.getByRole('link', { name: `Share ${a.name} on WhatsApp` });
    expect(share.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\?text=/);
    expect(new URL(share.getAttribute('href') ?? '').searchParams.get('text')).toContain(a.name);
    // Add to cart is the cart's own button and rule.
    await userEvent.click(screen.getByRole('button', { name: `Add to cart: ${a.name}` }));
    await waitFor(() => expect(appStore.get(cartAtom).map((line) => line._id)).toEqual([a._id]));
    await userEvent.click(screen.getByRole('button', { name: `Remove from wishlist: ${b.name}` }));
    await waitFor(() => expect(stored()).toEqual([a._id]));
    await userEvent.click(screen.getByRole('button', { name: `Remove from wishlist: ${a.name}` }));
    expect(await screen.findByRole('link', { name: 'Browse all fragrances' })).toHaveAttribute(
      'href',
      '/all-fragrances',
    );
  });
});
