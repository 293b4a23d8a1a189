import { atom } from 'jotai';
import { RESET } from 'jotai/utils';
import { STORAGE_KEYS } from '../../contract/constants';
import { addRecentlyViewed } from '../../contract/rules/recently-viewed';
import { atomRestoredFromStorage } from './restored-storage';

export const recentlyViewedAtom = atomRestoredFromStorage(STORAGE_KEYS.recentlyViewed, []);

/**
 * Product pages public/early-taps.js saw before the app ran (a page left before it hydrated),
 * oldest first: added to the list by the one rule, in order, on the app's next start.
 */
const pendingViewsAtom = atomRestoredFromStorage(STORAGE_KEYS.recentlyViewedPending, []);

/** A function of the list as it is when applied: a view recorded while it is restored waits. */
export const recordViewAtom = atom(null, (_get, set, id: string, cap: number) => {
  set(recentlyViewedAtom, (list) => addRecentlyViewed(list, id, cap));
});

/** Adds the pending views (see pendingViewsAtom), oldest first, and forgets them. */
export const applyPendingViewsAtom = atom(null, (get, set, cap: number) => {
  const pending = get(pendingViewsAtom);
  if (pending.length === 0) return;
  set(recentlyViewedAtom, (list) =>
    pending.reduce((next, id) => addRecentlyViewed(next, id, cap), list),
  );
  set(pendingViewsAtom, RESET);
});
