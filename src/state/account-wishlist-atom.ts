import { STORAGE_KEYS } from '../../contract/constants';
import { atomRestoredFromStorage } from './restored-storage';

/**
 * The device's copy of the signed-in shopper's wishlist (see wishlist-atoms.ts). Apart, so that
 * logging out (auth-atoms.ts) can forget it without importing the session's own atoms back.
 */
export const accountWishlistAtom = atomRestoredFromStorage(STORAGE_KEYS.wishlistAccount, null);
