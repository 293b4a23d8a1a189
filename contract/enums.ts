// The contract's enumerations as constants and types only: the storefront's first load reads
// them and carries no zod. Their zod enums, for parsing, are in schemas/enums.ts.

// Product-form options (spec section 3). These are what the admin forms offer;
// stored products may still carry other spellings, so wire schemas keep these
// fields as plain strings.

export const GENDERS = ['Unisex', 'Male', 'Female'] as const;
export type Gender = (typeof GENDERS)[number];

// 'Lataffa' and 'Jimmy Choo' are the form spellings and differ from the header
// dropdown's 'Lattafa' / 'jimmy Choo' on purpose: both lists are observed as-is.
export const PRODUCT_BRANDS = [
  'Armaf',
  'Armani',
  'Dior',
  'Dolce & Gabbana',
  'Essenza',
  'Hugo Boss',
  'Jimmy Choo',
  'Lataffa',
  'Mont Blanc',
  'Ralph Lauren',
  'Versace',
  'Yves Saint Laurent',
  'Zaien',
] as const;
export type ProductBrand = (typeof PRODUCT_BRANDS)[number];

// Header "All Brands" dropdown, spelled exactly as the spec shows it. Matching
// against product brands goes through rules/filter-products (case-insensitive
// plus aliases).
export const NAV_BRANDS = [
  'Adidas',
  'Armaf',
  'Armani',
  'Calvin klein',
  'Dior',
  'Dolce & Gabbana',
  'Essenza',
  'Giorgio Armani',
  'Hugo Boss',
  'jimmy Choo',
  'Lattafa',
  'Mont Blanc',
  'Ralph Lauren',
  'Versace',
  'Yves Saint Laurent',
  'Zaien',
] as const;
export type NavBrand = (typeof NAV_BRANDS)[number];

export const SCENT_TYPES = ['Fresh', 'Citrus', 'Cedar', 'Vanilla', 'Lemon', 'Rose'] as const;
export type ScentType = (typeof SCENT_TYPES)[number];

// 'Perfum Oil' is the spec's spelling and existing data uses it.
export const FRAGRANCE_TYPES = [
  'Body Spray',
  'Eau De Parfum',
  'Eau De Cologne',
  'Eau De Toilette',
  'Perfum Oil',
  'Deodorant',
] as const;
export type FragranceType = (typeof FRAGRANCE_TYPES)[number];

// Sizes in ounces, kept as strings so '5.0' keeps its trailing zero on the wire.
export const SIZES = ['2.3', '3.4', '5.0', '6.3'] as const;
export type Size = (typeof SIZES)[number];

export const ORDER_STATUSES = [
  'Not processed',
  'Processing',
  'Shipped',
  'Delivered',
  'Cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const DEFAULT_ORDER_STATUS: OrderStatus = 'Not processed';
/** The one status that puts an order's units back in stock. */
export const ORDER_STATUS_CANCELLED: OrderStatus = 'Cancelled';

export const SORT_KEYS = [
  'BestSeller',
  'A-Z',
  'Z-A',
  'LowToHigh',
  'HighToLow',
  'oldToNew',
  'newToOld',
] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export const DEFAULT_SORT_KEY: SortKey = 'BestSeller';

export const SORT_LABELS: Readonly<Record<SortKey, string>> = {
  BestSeller: 'Best Seller',
  'A-Z': 'Alphabetically A-Z',
  'Z-A': 'Alphabetically Z-A',
  LowToHigh: 'Price low to high',
  HighToLow: 'Price high to low',
  oldToNew: 'Date old to new',
  newToOld: 'Date new to old',
};

// Dropdown order follows SORT_KEYS, which is the spec's display order.
export const SORT_OPTIONS: ReadonlyArray<{ readonly value: SortKey; readonly label: string }> =
  SORT_KEYS.map((value) => ({ value, label: SORT_LABELS[value] }));

export const PRICE_BUCKETS = ['Under10K', '10kTo50K', 'Over50k'] as const;
export type PriceBucket = (typeof PRICE_BUCKETS)[number];

export const PRICE_BUCKET_LABELS: Readonly<Record<PriceBucket, string>> = {
  Under10K: 'Under ₦10,000',
  '10kTo50K': '₦10,000 - ₦50,000',
  Over50k: '₦50,000+',
};

export const PRICE_BUCKET_OPTIONS: ReadonlyArray<{
  readonly value: PriceBucket;
  readonly label: string;
}> = PRICE_BUCKETS.map((value) => ({ value, label: PRICE_BUCKET_LABELS[value] }));

// Availability filter values are the strings the listing URL/state carries.
export const AVAILABILITY_VALUES = ['true', 'false'] as const;
export type Availability = (typeof AVAILABILITY_VALUES)[number];

export const AVAILABILITY_LABELS: Readonly<Record<Availability, string>> = {
  true: 'In Stock',
  false: 'Out of Stock',
};

export const AVAILABILITY_OPTIONS: ReadonlyArray<{
  readonly value: Availability;
  readonly label: string;
}> = AVAILABILITY_VALUES.map((value) => ({ value, label: AVAILABILITY_LABELS[value] }));

// role is a number on the wire; anything other than 1 is an ordinary user.
export const ROLE_ADMIN = 1;
export const ROLE_USER = 0;

export function isAdminRole(role: unknown): boolean {
  return role === ROLE_ADMIN;
}

// Checkout delivery choice, sent in the optional `shipping` block of a payment.
export const DELIVERY_METHODS = ['door', 'pickup'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];
/** The checkout's labels, also shown to the admin on each order. */
export const DELIVERY_METHOD_LABELS: Readonly<Record<DeliveryMethod, string>> = {
  door: 'Door Delivery',
  pickup: 'Pick up',
};
