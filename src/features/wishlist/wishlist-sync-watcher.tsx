import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue, useStore } from 'jotai';
import { useEffect } from 'react';
import { sessionUserAtom } from '../../state/auth-atoms';
import { wishlistChangedAtom } from '../../state/wishlist-changes';
import { syncWishlist } from './wishlist-sync';

/**
 * Keeps the signed-in shopper's wishlist in step with the account: on start, on sign-in (the
 * signed-out list is merged in then), after each change made here, and when the connection
 * returns (changes made offline wait on the device until then).
 */
export function WishlistSyncWatcher() {
  const userId = useAtomValue(sessionUserAtom)?._id;
  const changes = useAtomValue(wishlistChangedAtom);
  const store = useStore();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!userId) return;
    const run = () => void syncWishlist(store, queryClient, userId);
    run();
    window.addEventListener('online', run);
    return () => window.removeEventListener('online', run);
  }, [userId, changes, store, queryClient]);

  return null;
}
