import { STORAGE_KEYS } from '../../../contract/constants';
import { StoredPageNumberSchema } from '../../../contract/schemas/storage';
import { atomWithValidatedStorage } from '../../state/validated-storage';

/** /all-fragrances: the page shown, restored on reload. */
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
