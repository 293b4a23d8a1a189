import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sampleProduct } from '../../contract/test-support/sample-product';

// A page before its stores are restored: fresh modules (the test set-up restored the shared
// ones) and a fresh store.
async function freshPage() {
  vi.resetModules();
  const cart = await import('./cart-atoms');
  const auth = await import('./auth-atoms');
  const restoring = await import('./restored-storage');
  return { ...cart, ...auth, ...restoring, store: createStore() };
}

const stored = sampleProduct({ _id: 'stored', quantity: 5 });
const tapped = sampleProduct({ _id: 'tapped', quantity: 5 });
const storedCart = () => [{ ...stored, addedQty: 2, isAdded: true }];

describe('stores restored after the first paint', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.doUnmock('./restored-state-schemas'));

  it('hold their initial value until restored, then what storage holds', async () => {
    localStorage.setItem('cart', JSON.stringify(storedCart()));
    const page = await freshPage();
    let restored = false;
    void page.storedStateRestored.then(() => (restored = true));
    expect(page.store.get(page.cartAtom)).toEqual([]);
    await page.restoreStoredState(page.store);
    expect(restored).toBe(true);
    expect(page.store.get(page.cartAtom).map((item) => [item._id, item.addedQty])).toEqual([
      ['stored', 2],
    ]);
  });

  it('apply a write made before the restore to the stored value, never over it', async () => {
    localStorage.setItem('cart', JSON.stringify(storedCart()));
    const page = await freshPage();
    // A tap on Add to cart while the page hydrates.
    page.store.set(page.addToCartAtom, tapped);
    expect(JSON.parse(localStorage.getItem('cart') ?? '[]')).toHaveLength(1);
    await page.restoreStoredState(page.store);
    const ids = page.store.get(page.cartAtom).map((item) => item._id);
    expect(ids).toEqual(['stored', 'tapped']);
    expect(JSON.parse(localStorage.getItem('cart') ?? '[]')).toHaveLength(2);
  });

  it('remove a corrupt entry when restoring and keep the initial value', async () => {
    localStorage.setItem('cart', '{"not": "a cart"');
    localStorage.setItem('auth', JSON.stringify({ user: 'nobody' }));
    const page = await freshPage();
    await page.restoreStoredState(page.store);
    expect(page.store.get(page.cartAtom)).toEqual([]);
    expect(page.store.get(page.sessionUserAtom)).toBeNull();
    expect(localStorage.getItem('cart')).toBeNull();
    expect(localStorage.getItem('auth')).toBeNull();
  });

  it('leave storage as it was when the schemas cannot load, and go on in memory', async () => {
    localStorage.setItem('cart', JSON.stringify(storedCart()));
    vi.doMock('./restored-state-schemas', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const page = await freshPage();
    page.store.set(page.addToCartAtom, tapped);
    await page.restoreStoredState(page.store);
    expect(page.store.get(page.cartAtom).map((item) => item._id)).toEqual(['tapped']);
    expect(JSON.parse(localStorage.getItem('cart') ?? '[]')).toEqual(
      JSON.parse(JSON.stringify(storedCart())),
    );
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  it('check what another tab writes, once restored', async () => {
    const page = await freshPage();
    await page.restoreStoredState(page.store);
    const unsubscribe = page.store.sub(page.cartAtom, () => undefined);
    const fromTab = (value: string) =>
      window.dispatchEvent(
        new StorageEvent('storage', { key: 'cart', newValue: value, storageArea: localStorage }),
      );
    fromTab(JSON.stringify(storedCart()));
    expect(page.store.get(page.cartAtom).map((item) => item._id)).toEqual(['stored']);
    fromTab('[{"_id": 42}]');
    expect(page.store.get(page.cartAtom)).toEqual([]);
    unsubscribe();
  });
});
