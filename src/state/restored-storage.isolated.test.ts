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

  it('still end a logout in storage when the schemas cannot load', async () => {
    localStorage.setItem('auth', JSON.stringify({ user: 'kept as it was' }));
    vi.doMock('./restored-state-schemas', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const page = await freshPage();
    await page.restoreStoredState(page.store);
    expect(localStorage.getItem('auth')).not.toBeNull();
    page.store.set(page.logoutAtom);
    expect(localStorage.getItem('auth')).toBeNull();
    warn.mockRestore();
  });

  it('keep what a screen changed in memory when the schemas cannot load, also once remounted', async () => {
    vi.doMock('./restored-state-schemas', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const page = await freshPage();
    const { recentlyViewedAtom, recordViewAtom } = await import('./recently-viewed-atoms');
    await page.restoreStoredState(page.store);
    page.store.set(recordViewAtom, 'p1', 4);
    // A screen showing the list mounts it: jotai reads the storage again.
    const unsubscribe = page.store.sub(recentlyViewedAtom, () => undefined);
    expect(page.store.get(recentlyViewedAtom)).toEqual(['p1']);
    unsubscribe();
    expect(localStorage.getItem('recentlyViewed')).toBeNull();
    warn.mockRestore();
  });

  it('add the product pages seen before the app ran to Recently Viewed, in order, once', async () => {
    localStorage.setItem('recentlyViewed', JSON.stringify(['b', 'old']));
    // Written by public/early-taps.js: oldest first, a bad entry among them.
    localStorage.setItem('recentlyViewedPending', JSON.stringify(['a', 42, 'b', 'c']));
    const page = await freshPage();
    const { recentlyViewedAtom, applyPendingViewsAtom } = await import('./recently-viewed-atoms');
    await page.restoreStoredState(page.store);
    page.store.set(applyPendingViewsAtom, 4);
    expect(page.store.get(recentlyViewedAtom)).toEqual(['c', 'b', 'a', 'old']);
    expect(localStorage.getItem('recentlyViewedPending')).toBeNull();
    page.store.set(applyPendingViewsAtom, 4);
    expect(page.store.get(recentlyViewedAtom)).toEqual(['c', 'b', 'a', 'old']);
  });

  it('settle even when storage refuses a write made while the page started', async () => {
    const page = await freshPage();
    page.store.set(page.addToCartAtom, tapped);
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await page.restoreStoredState(page.store);
    await expect(page.storedStateRestored).resolves.toBeUndefined();
    expect(page.store.get(page.cartAtom).map((item) => item._id)).toEqual(['tapped']);
    expect(warn).toHaveBeenCalled();
    setItem.mockRestore();
    warn.mockRestore();
  });

  it('answer a tap that depends on the stored cart once it is restored', async () => {
    const page = await freshPage();
    const answered: string[] = [];
    page.afterStoredStateRestored(() => answered.push('later'));
    expect(answered).toEqual([]);
    await page.restoreStoredState(page.store);
    await page.storedStateRestored;
    expect(answered).toEqual(['later']);
    page.afterStoredStateRestored(() => answered.push('now'));
    expect(answered).toEqual(['later', 'now']);
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
