import { STORAGE_KEYS } from '../../../contract/constants';
import { StoredPageNumberSchema } from '../../../contract/schemas/storage';
import { atomWithValidatedStorage } from '../../state/validated-storage';

// The page shown is mirrored to the spec's storage keys, written only: the URL (`?page=N`) is
// what a render reads, so the server's HTML and the browser's first render agree.

/** /all-fragrances. */
export const currentPageAtom = atomWithValidatedStorage<number>(
  STORAGE_KEYS.currentPage,
  StoredPageNumberSchema,
  1,
);

/** /new-arrivals keeps its own page under the key existing installs use. */
export const currentPageChAtom = atomWithValidatedStorage<number>(
  STORAGE_KEYS.currentPageCh,
  StoredPageNumberSchema,
  1,
);
