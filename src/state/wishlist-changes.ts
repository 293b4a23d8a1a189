import { atom } from 'jotai';
import { applyWishlistOp, queueWishlistOp, type WishlistOp } from '../../contract/rules/wishlist';
import { sessionUserAtom } from './auth-atoms';
import { accountWishlistAtom } from './account-wishlist-atom';
import type { StoredAccountWishlist } from '../../contract/schemas/storage';
import { signedOutWishlistAtom, wishlistIdsAtom } from './wishlist-atoms';

/** The device's copy of `userId`'s list: another user's copy is never built upon. */
function copyOf(stored: StoredAccountWishlist | null, userId: string) {
  return stored?.userId === userId ? stored : { userId, productIds: [], pending: [] };
}

/**
 * Changes the list on this device at once. Signed in, the change is also queued for the account
 * (sent by the sync now or once back online); bumping `wishlistChangedAtom` tells it.
 */
export const changeWishlistAtom = atom(null, (get, set, change: WishlistOp) => {
  const user = get(sessionUserAtom);
  if (!user) {
    set(signedOutWishlistAtom, (list) => applyWishlistOp(list, change));
    return;
  }
  set(accountWishlistAtom, (stored) => {
    const copy = copyOf(stored, user._id);
    return {
      userId: user._id,
      productIds: applyWishlistOp(copy.productIds, change),
      pending: queueWishlistOp(copy.pending, change),
    };
  });
  set(wishlistChangedAtom, (n) => n + 1);
});

/** Bumped by every signed-in change: the sync sends what waits. */
export const wishlistChangedAtom = atom(0);

/** The toggle of a heart: saved → removed, else saved first. */
export const toggleWishlistAtom = atom(null, (get, set, id: string) => {
  const saved = get(wishlistIdsAtom).includes(id);
  set(changeWishlistAtom, { id, op: saved ? 'delete' : 'put' });
});
