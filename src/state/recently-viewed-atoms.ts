import { atom } from 'jotai';
import { z } from '../../contract/zod';
import { STORAGE_KEYS } from '../../contract/constants';
import { addRecentlyViewed } from '../../contract/rules/recently-viewed';
import { atomWithValidatedStorage } from './validated-storage';

export const recentlyViewedAtom = atomWithValidatedStorage<string[]>(
  STORAGE_KEYS.recentlyViewed,
  z.array(z.string()),
  [],
);

export const recordViewAtom = atom(null, (get, set, id: string, cap: number) => {
  set(recentlyViewedAtom, addRecentlyViewed(get(recentlyViewedAtom), id, cap));
});
