// Business constants and limits (spec section 9 and the paging notes of section 7).

export const CURRENCY_SYMBOL = '₦';

export const LISTING_PAGE_SIZE = 15;
export const LISTING_SKELETON_COUNT = 6;
export const BLOCK_SKELETON_COUNT = 4;

export const BREAKPOINT_MOBILE = 768;
export const BREAKPOINT_TABLET = 1024;

export interface HomeBlockSizes {
  readonly newArrival: number;
  readonly bestSeller: number;
  readonly allFeatured: number;
}

export const HOME_BLOCK_SIZES_MOBILE: HomeBlockSizes = {
  newArrival: 4,
  bestSeller: 4,
  allFeatured: 8,
};
export const HOME_BLOCK_SIZES_TABLET: HomeBlockSizes = {
  newArrival: 6,
  bestSeller: 6,
  allFeatured: 9,
};
export const HOME_BLOCK_SIZES_DESKTOP: HomeBlockSizes = {
  newArrival: 4,
  bestSeller: 4,
  allFeatured: 8,
};

// Home blocks each read a different page of /product/all with the block size as
// limit, so the blocks show different products without a dedicated endpoint.
export const HOME_BLOCK_PAGES = { newArrival: 1, allFeatured: 2, bestSeller: 3 } as const;

// Older clients ask `product/all` for everything with limits up to this (the contract honours
// them); this app keeps its copy by `product/changes` instead.
export const API_MAX_LIMIT = 1_000_000;
export const API_DEFAULT_PAGE = 1;
export const API_DEFAULT_LIMIT = 10;
export const RELATED_PRODUCTS_MAX = 12;

export const RECENTLY_VIEWED_CAP_WIDE = 4;
export const RECENTLY_VIEWED_CAP_NARROW = 8;
export const RECENTLY_VIEWED_DETAIL_LIMIT = 8;

export const RELATED_COUNT_MOBILE = 5;
export const RELATED_COUNT_TABLET = 6;
export const RELATED_COUNT_DESKTOP = 2;

export const ADMIN_PAGE_SIZES = [4, 6, 10, 20] as const;
export type AdminPageSize = (typeof ADMIN_PAGE_SIZES)[number];
export const ADMIN_DEFAULT_PAGE_SIZE: AdminPageSize = 4;

/** A new password (sign-up, reset, change): the spec's 6 raised to 8 (docs/deviations.md). */
export const MIN_PASSWORD_LENGTH = 8;
/** Signing in checks the spec's 6 only: accounts made with 6 or 7 characters keep working. */
export const MIN_SIGN_IN_PASSWORD_LENGTH = 6;
/** An admin's password, set with `npm run admin`: it guards the whole shop. */
export const MIN_ADMIN_PASSWORD_LENGTH = 12;
export const MIN_USERNAME_LENGTH = 3;

export const MAX_RATING = 5;

export const HERO_HEIGHT_PX = 450;
export const HERO_AUTOPLAY_MS = 5000;
export const SWIPE_THRESHOLD_PX = 40;

export const DELETE_MODAL_CLOSE_MS = 4500;
export const REDIRECT_DELAY_MS = 5000;
export const TOAST_MS = 5000;

export const IMAGE_PREVIEW_PX = 100;
export const ORDER_DESCRIPTION_PREVIEW = 50;
export const CHECKOUT_NAME_MAX = 20;
export const CATEGORY_NAME_MAX = 32;

// One order may hold at most this many units of one product and this many distinct products: a
// free account must not be able to empty the shop's stock in one request.
export const MAX_UNITS_PER_LINE = 10;
export const MAX_LINES_PER_ORDER = 50;

/**
 * Shown next to the plus button (cart line, product page) once a line reaches MAX_UNITS_PER_LINE.
 * Here, not with the cart's schemas: the product page and the cart draw it before zod has run.
 */
export const LINE_CAP_NOTICE = `Limit ${MAX_UNITS_PER_LINE} per order`;

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_IMAGES_PER_PRODUCT = 10;

// Names are fixed: existing installs already hold data under them.
export const STORAGE_KEYS = {
  auth: 'auth',
  cart: 'cart',
  currentPage: 'currentPage',
  currentPageCh: 'currentPageCh',
  currentProducts: 'currentProducts',
  currentLimit: 'currentLimit',
  recentlyViewed: 'recentlyViewed',
  /** Product pages seen before the app ran, oldest first (public/early-taps.js writes it). */
  recentlyViewedPending: 'recentlyViewedPending',
  wishlist: 'wishlist',
  /**
   * The signed-in shopper's wishlist as this device last saw it, with the changes not yet sent
   * (shown offline; removed on logout). Not in the wire contract's list: see docs/deviations.md.
   */
  wishlistAccount: 'wishlistAccount',
} as const;
export type StorageKeyName = keyof typeof STORAGE_KEYS;
export type StorageKey = (typeof STORAGE_KEYS)[StorageKeyName];

// "Up to N px" in the spec is inclusive: a width of exactly 768 is mobile.
export function isMobileWidth(width: number): boolean {
  return width <= BREAKPOINT_MOBILE;
}

export function isTabletWidth(width: number): boolean {
  return width > BREAKPOINT_MOBILE && width <= BREAKPOINT_TABLET;
}

export function homeBlockSizes(width: number): HomeBlockSizes {
  if (width <= BREAKPOINT_MOBILE) return HOME_BLOCK_SIZES_MOBILE;
  if (width <= BREAKPOINT_TABLET) return HOME_BLOCK_SIZES_TABLET;
  return HOME_BLOCK_SIZES_DESKTOP;
}

export function recentlyViewedCap(width: number): number {
  return width <= BREAKPOINT_TABLET ? RECENTLY_VIEWED_CAP_NARROW : RECENTLY_VIEWED_CAP_WIDE;
}

export function relatedCount(width: number): number {
  if (width <= BREAKPOINT_MOBILE) return RELATED_COUNT_MOBILE;
  if (width <= BREAKPOINT_TABLET) return RELATED_COUNT_TABLET;
  return RELATED_COUNT_DESKTOP;
}
