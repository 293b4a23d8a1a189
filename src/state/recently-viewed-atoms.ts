import { atom } from 'jotai';
import { STORAGE_KEYS } from '../../contract/constants';
import { addRecentlyViewed } from '../../contract/rules/recently-viewed';
import { atomRestoredFromStorage } from './restored-storage';

export const recentlyViewedAtom = atomRestoredFromStorage(STORAGE_KEYS.recentlyViewed, []);

/** A function of the list as it is when applied: a view recorded while it is restored waits. */
export const recordViewAtom = atom(null, (_get, set, id: string, cap: number) => {
  set(recentlyViewedAtom, (list) => addRecentlyViewed(list, id, cap));
});
