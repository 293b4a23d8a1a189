import { STORAGE_KEYS } from '../../../contract/constants';
import { atomRestoredFromStorage } from '../../state/restored-storage';

// The page shown is mirrored to the spec's storage keys, written only: the URL (`?page=N`) is
// what a render reads, so the server's HTML and the browser's first render agree. Kept with the
// restored stores, whose schemas load apart (src/state/restored-storage.ts): with its own schema
// the listing's code brought zod and the contract's schemas into the listing's first task.

/** /all-fragrances. */
export const currentPageAtom = atomRestoredFromStorage(STORAGE_KEYS.currentPage, 1);

/** /new-arrivals keeps its own page under the key existing installs use. */
export const currentPageChAtom = atomRestoredFromStorage(STORAGE_KEYS.currentPageCh, 1);
