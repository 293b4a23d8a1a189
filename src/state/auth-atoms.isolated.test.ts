import { createStore } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sampleProduct } from '../../contract/test-support/sample-product';
import { sampleSession } from '../../contract/test-support/sample-session';

const session = sampleSession();

// A page's start: fresh modules, a fresh store, the stored session restored into it.
async function freshSession() {
  vi.resetModules();
  const auth = await import('./auth-atoms');
  const cart = await import('./cart-atoms');
  const { restoreStoredState } = await import('./restored-storage');
  const store = createStore();
  await restoreStoredState(store);
  return { ...auth, ...cart, store };
}

describe('session restore', () => {
  beforeEach(() => localStorage.clear());

  it('picks up a stored session at start', async () => {
    localStorage.setItem('auth', JSON.stringify(session));
    const { store, sessionUserAtom, tokenAtom, isAdminAtom } = await freshSession();
    expect(store.get(sessionUserAtom)?.email).toBe('sisi@email.com');
    expect(store.get(tokenAtom)).toBe('token-1');
    expect(store.get(isAdminAtom)).toBe(false);
  });

  it('drops a corrupt or wrongly shaped stored session', async () => {
    localStorage.setItem('auth', '{"user":');
    let loaded = await freshSession();
    expect(loaded.store.get(loaded.sessionUserAtom)).toBeNull();
    expect(localStorage.getItem('auth')).toBeNull();

    localStorage.setItem('auth', JSON.stringify({ user: { name: 'no token' } }));
    loaded = await freshSession();
    expect(loaded.store.get(loaded.tokenAtom)).toBeNull();
    expect(localStorage.getItem('auth')).toBeNull();
  });

  it('signing in stores the whole response and forgets recently viewed', async () => {
    localStorage.setItem('recentlyViewed', JSON.stringify(['a', 'b']));
    const { store, signInAtom } = await freshSession();
    store.set(signInAtom, session);
    expect(JSON.parse(localStorage.getItem('auth') ?? 'null')).toEqual(session);
    expect(localStorage.getItem('recentlyViewed')).toBeNull();
  });

  it('a profile update replaces the user and keeps the rest', async () => {
    const { store, signInAtom, updateSessionUserAtom, authAtom } = await freshSession();
    store.set(signInAtom, session);
    store.set(updateSessionUserAtom, { ...session.user, name: 'Sisi Eko' });
    expect(store.get(authAtom)).toMatchObject({
      message: 'Login successful',
      user: { name: 'Sisi Eko' },
    });
  });

  it('logout clears the session and the cart', async () => {
    const { store, signInAtom, logoutAtom, addToCartAtom, cartAtom, sessionUserAtom } =
      await freshSession();
    store.set(signInAtom, session);
    store.set(addToCartAtom, sampleProduct());
    store.set(logoutAtom);
    expect(store.get(sessionUserAtom)).toBeNull();
    expect(store.get(cartAtom)).toEqual([]);
    expect(localStorage.getItem('auth')).toBeNull();
    expect(localStorage.getItem('cart')).toBeNull();
  });
});
