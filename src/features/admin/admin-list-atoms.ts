import { atom } from 'jotai';
import {
  ADMIN_DEFAULT_PAGE_SIZE,
  ADMIN_PAGE_SIZES,
  STORAGE_KEYS,
  type AdminPageSize,
} from '../../../contract/constants';
import { StoredPageNumberSchema, StoredProductsSchema } from '../../../contract/schemas/storage';
import type { Product } from '../../../contract/schemas/product';
import { atomWithValidatedStorage } from '../../state/validated-storage';

/**
 * The admin table's page. Not `currentPage`: that key is the storefront listing's (15 per page),
 * and sharing it would send the shopper to page 9 of 5 after the admin paged through 4 at a time.
 * See docs/deviations.md.
 */
export const ADMIN_PAGE_STORAGE_KEY = 'adminCurrentPage';

export const adminPageAtom = atomWithValidatedStorage<number>(
  ADMIN_PAGE_STORAGE_KEY,
  StoredPageNumberSchema,
  1,
);

const storedLimitAtom = atomWithValidatedStorage<number>(
  STORAGE_KEYS.currentLimit,
  StoredPageNumberSchema,
  ADMIN_DEFAULT_PAGE_SIZE,
);

function isAdminPageSize(value: number): value is AdminPageSize {
  return (ADMIN_PAGE_SIZES as readonly number[]).includes(value);
}

/** Per-page limit; a stored value that is not one of the offered sizes reads as the default. */
export const adminLimitAtom = atom(
  (get): AdminPageSize => {
    const stored = get(storedLimitAtom);
    return isAdminPageSize(stored) ? stored : ADMIN_DEFAULT_PAGE_SIZE;
  },
  (_get, set, limit: AdminPageSize) => {
    set(storedLimitAtom, limit);
    // A new page size re-cuts the list: page 5 of 4-per-page is not page 5 of 20-per-page.
    set(adminPageAtom, 1);
  },
);

/** The products of the page last shown, so a reload paints the table before the API answers. */
export const currentProductsAtom = atomWithValidatedStorage<Product[]>(
  STORAGE_KEYS.currentProducts,
  StoredProductsSchema,
  [],
);
