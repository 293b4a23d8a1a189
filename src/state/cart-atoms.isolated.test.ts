import { createStore } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_LINES_PER_ORDER, MAX_UNITS_PER_LINE } from '../../contract/constants';
import { sampleProduct } from '../../contract/test-support/sample-product';

// A page's start: fresh modules, a fresh store, the stored cart restored into it.
async function freshCart() {
  vi.resetModules();
  const atoms = await import('./cart-atoms');
  const { restoreStoredState } = await import('./restored-storage');
  const store = createStore();
  await restoreStoredState(store);
  return { ...atoms, store };
}

const perfume = sampleProduct({ _id: 'p1', quantity: 3 });
const other = sampleProduct({ _id: 'p2', name: 'Other', quantity: 10 });

describe('cart atoms', () => {
  beforeEach(() => localStorage.clear());

  it('adds with quantity 1 and ignores a second add of the same product', async () => {
    const { store, cartAtom, addToCartAtom, cartCountAtom } = await freshCart();
    store.set(addToCartAtom, perfume);
    store.set(addToCartAtom, perfume, 3);
    store.set(addToCartAtom, other);
    expect(store.get(cartAtom).map((i) => [i._id, i.addedQty, i.isAdded])).toEqual([
      ['p1', 1, true],
      ['p2', 1, true],
    ]);
    expect(store.get(cartCountAtom)).toBe(2);
    expect(JSON.parse(localStorage.getItem('cart') ?? '[]')).toHaveLength(2);
  });

  it("keeps the detail page's chosen quantity within 1 and the stock", async () => {
    const { store, cartAtom, addToCartAtom } = await freshCart();
    store.set(addToCartAtom, perfume, 99);
    store.set(addToCartAtom, other, 0);
    expect(store.get(cartAtom).map((i) => i.addedQty)).toEqual([3, 1]);
  });

  it('plus stops at the stock and minus at 1', async () => {
    const { store, cartAtom, addToCartAtom, increaseQtyAtom, decreaseQtyAtom } = await freshCart();
    store.set(addToCartAtom, perfume);
    for (let i = 0; i < 5; i += 1) store.set(increaseQtyAtom, 'p1');
    expect(store.get(cartAtom)[0]?.addedQty).toBe(3);
    for (let i = 0; i < 5; i += 1) store.set(decreaseQtyAtom, 'p1');
    expect(store.get(cartAtom)[0]?.addedQty).toBe(1);
  });

  it('removes one line and clear empties the cart and its storage', async () => {
    const { store, cartAtom, addToCartAtom, removeFromCartAtom, clearCartAtom } = await freshCart();
    store.set(addToCartAtom, perfume);
    store.set(addToCartAtom, other);
    store.set(removeFromCartAtom, 'p1');
    expect(store.get(cartAtom).map((i) => i._id)).toEqual(['p2']);
    store.set(clearCartAtom);
    expect(store.get(cartAtom)).toEqual([]);
    expect(JSON.parse(localStorage.getItem('cart') ?? 'null')).toEqual([]);
  });

  it("brings a line up to the catalogue's price and stock, keeping the other lines", async () => {
    const { store, cartAtom, addToCartAtom, refreshCartLineAtom } = await freshCart();
    store.set(addToCartAtom, perfume, 3);
    store.set(addToCartAtom, other);
    store.set(refreshCartLineAtom, { ...perfume, price: 1, quantity: 2 });
    expect(store.get(cartAtom).map((i) => [i._id, i.price, i.quantity, i.addedQty])).toEqual([
      ['p1', 1, 2, 2],
      ['p2', other.price, 10, 1],
    ]);
  });

  it('keeps a quantity the shopper changed while the catalogue was arriving', async () => {
    const { store, cartAtom, addToCartAtom, increaseQtyAtom, refreshCartLineAtom } =
      await freshCart();
    store.set(addToCartAtom, perfume);
    // The tap on plus lands first; the cart screen's effect, drawn before it, refreshes after.
    store.set(increaseQtyAtom, 'p1');
    store.set(refreshCartLineAtom, { ...perfume, price: perfume.price + 500 });
    expect(store.get(cartAtom).map((i) => [i.addedQty, i.price])).toEqual([
      [2, perfume.price + 500],
    ]);
  });

  it('restores a stored cart at start', async () => {
    localStorage.setItem('cart', JSON.stringify([{ ...perfume, isAdded: true, addedQty: 2 }]));
    const { store, cartAtom } = await freshCart();
    expect(store.get(cartAtom).map((i) => [i._id, i.addedQty])).toEqual([['p1', 2]]);
  });

  it('keeps the chosen quantity within the per-line cap when the stock is larger', async () => {
    const { store, cartAtom, addToCartAtom, increaseQtyAtom } = await freshCart();
    store.set(addToCartAtom, sampleProduct({ _id: 'big', quantity: 60 }), 25);
    expect(store.get(cartAtom)[0]?.addedQty).toBe(MAX_UNITS_PER_LINE);
    store.set(increaseQtyAtom, 'big');
    expect(store.get(cartAtom)[0]?.addedQty).toBe(MAX_UNITS_PER_LINE);
  });

  it('refuses one product more than an order may hold, and says so', async () => {
    const { store, cartAtom, addToCartAtom } = await freshCart();
    for (let i = 0; i < MAX_LINES_PER_ORDER; i += 1) {
      expect(store.set(addToCartAtom, sampleProduct({ _id: `p${i}` }))).toBe('added');
    }
    expect(store.set(addToCartAtom, sampleProduct({ _id: 'one-too-many' }))).toBe('full');
    expect(store.set(addToCartAtom, sampleProduct({ _id: 'p0' }))).toBe('already-in-cart');
    expect(store.get(cartAtom)).toHaveLength(MAX_LINES_PER_ORDER);
  });

  it('restores a line stored above the cap (an older install) at the cap', async () => {
    localStorage.setItem(
      'cart',
      JSON.stringify([
        { ...sampleProduct({ _id: 'big', quantity: 60 }), isAdded: true, addedQty: 40 },
      ]),
    );
    const { store, cartAtom } = await freshCart();
    expect(store.get(cartAtom).map((i) => [i._id, i.addedQty])).toEqual([
      ['big', MAX_UNITS_PER_LINE],
    ]);
  });

  it('drops a corrupt stored cart without a crash', async () => {
    localStorage.setItem('cart', '{"not": "a cart"');
    const { store, cartAtom } = await freshCart();
    expect(store.get(cartAtom)).toEqual([]);
    expect(localStorage.getItem('cart')).toBeNull();
  });
});
