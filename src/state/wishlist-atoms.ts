import { atom } from 'jotai';
import { STORAGE_KEYS } from '../../contract/constants';
import { sessionUserAtom } from './auth-atoms';
import { atomRestoredFromStorage } from './restored-storage';
import { accountWishlistAtom } from './account-wishlist-atom';

// Two lists, each kept in this browser's storage: the signed-out shopper's under `wishlist` (the
// contract's key), and the device's copy of the signed-in shopper's account list, with the
// changes made here not yet sent (features/wishlist/wishlist-sync.ts sends them). Every write is
// a function of the list as it is when applied: one made before the stores are restored waits.
// Only what the first load reads is here (a heart's state, the header's count): the changes are
// in wishlist-changes.ts, loaded on the first tap.

export const signedOutWishlistAtom = atomRestoredFromStorage(STORAGE_KEYS.wishlist, []);

/** The list the shopper sees: the account's once signed in (never another user's copy). */
export const wishlistIdsAtom = atom((get): readonly string[] => {
  const user = get(sessionUserAtom);
  const copy = get(accountWishlistAtom);
  if (!user) return get(signedOutWishlistAtom);
  return copy?.userId === user._id ? copy.productIds : [];
});

/** Whether one product is saved: a heart redraws when that answer changes (one per product). */
export const inWishlistAtom = (id: string) => atom((get) => get(wishlistIdsAtom).includes(id));

/** The header's count of saved products. */
export const wishlistCountAtom = atom((get) => get(wishlistIdsAtom).length);
