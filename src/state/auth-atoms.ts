import { atom } from 'jotai';
import { RESET } from 'jotai/utils';
import { STORAGE_KEYS } from '../../contract/constants';
import { ROLE_ADMIN } from '../../contract/enums';
import type { AuthResponse } from '../../contract/schemas/user';
import { accountWishlistAtom } from './account-wishlist-atom';
import { cartAtom } from './cart-atoms';
import { recentlyViewedAtom } from './recently-viewed-atoms';
import { atomRestoredFromStorage } from './restored-storage';
import { signOutOnServer } from './server-sign-out';

/** The whole login/register response, as existing installs keep it under `auth`. */
export const authAtom = atomRestoredFromStorage(STORAGE_KEYS.auth, null);

export const sessionUserAtom = atom((get) => get(authAtom)?.user ?? null);
export const tokenAtom = atom((get) => get(authAtom)?.user.token ?? null);
export const isAdminAtom = atom((get) => get(sessionUserAtom)?.role === ROLE_ADMIN);

/** Signing in stores the session and forgets the previous visitor's recently viewed list. */
export const signInAtom = atom(null, (_get, set, response: AuthResponse) => {
  set(authAtom, response);
  set(recentlyViewedAtom, RESET);
});

/** Profile saves return a fresh user (token included): keep the rest of the stored response. */
export const updateSessionUserAtom = atom(null, (_get, set, user: AuthResponse['user']) => {
  set(authAtom, (current) => (current ? { ...current, user } : current));
});

/**
 * Ends the session on this device: the stored session, the cart and the device's copy of the
 * account's wishlist go (the next person sees none of it).
 */
export const logoutAtom = atom(null, (_get, set) => {
  set(authAtom, RESET);
  set(cartAtom, RESET);
  set(accountWishlistAtom, RESET);
});

/**
 * The shopper's own Logout: the session ends on this device now, and on the server as soon as the
 * API client is at hand (server-sign-out.ts).
 */
export const signOutAtom = atom(null, (get, set) => {
  const token = get(tokenAtom);
  set(logoutAtom);
  if (token) signOutOnServer(token);
});

/**
 * The shopper pressed Logout. The logout itself waits for what must be settled first: an order
 * still waiting to be sent is the shopper's to send or cancel (features/order-queue/logout-flow
 * answers the request and then sets logoutAtom).
 */
export const logoutRequestedAtom = atom(false);
