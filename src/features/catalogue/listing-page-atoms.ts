import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import { STORAGE_KEYS } from '../../../contract/constants';
import { StoredPageNumberSchema } from '../../../contract/schemas/storage';
import { atomWithValidatedStorage } from '../../state/validated-storage';
import { EMPTY_LISTING_SIGNATURE } from './listing-search';

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

// Which filters and sort the stored page belongs to, for this tab: a reload with the same
// filters restores the page, other filters start again at page 1.
const tabStorage = createJSONStorage<string>(() => sessionStorage);

export const listingSeenFiltersAtom = atomWithStorage(
  'fragrancehub:listing-filters',
  EMPTY_LISTING_SIGNATURE,
  tabStorage,
  { getOnInit: true },
);

export const newArrivalsSeenFiltersAtom = atomWithStorage(
  'fragrancehub:new-arrivals-filters',
  EMPTY_LISTING_SIGNATURE,
  tabStorage,
  { getOnInit: true },
);
