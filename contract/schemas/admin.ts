import { preprocess, transformed, z } from '../zod';
import { ORDER_STATUSES } from '../enums';
import { isOrderFinished } from '../rules/order-finished';
import { OrderStatusSchema } from './enums';
import { OrderSchema } from './order';
import { ProductSchema } from './product';
import { wholeNumberParam } from './query-params';

// The admin endpoints under /api/v1/admin (README, "Admin API"). They are additions: the
// contract's own calls (/orders/all, /product/all, ...) keep their shapes. Unlike those, whose
// paging clamps bad numbers for old clients, every admin query parameter is parsed strictly and
// a bad value answers 400 with the first problem.

/** The shop's clock for "today" and day boundaries: Nigeria (WAT, UTC+1, no daylight saving). */
export const SHOP_TIME_ZONE = 'Africa/Lagos';
export const SHOP_UTC_OFFSET_MINUTES = 60;

export const ADMIN_MAX_LIMIT = 100;
export const ADMIN_DEFAULT_LIMIT = 10;
export const ADMIN_SEARCH_MAX = 100;
export const DEFAULT_LOW_STOCK_THRESHOLD = 5;
export const MAX_LOW_STOCK_THRESHOLD = 100_000;
export const MAX_STOCK_QUANTITY = 1_000_000_000;

export const ADMIN_MESSAGES = {
  pageInvalid: 'page must be a whole number of 1 or more',
  limitInvalid: `limit must be a whole number from 1 to ${ADMIN_MAX_LIMIT}`,
  searchTooLong: `q must be at most ${ADMIN_SEARCH_MAX} characters`,
  dateInvalid: 'Dates must be written YYYY-MM-DD',
  dateOutOfRange: 'Dates must be between 2000-01-01 and 2100-12-31',
  statusInvalid: `status must be one of: ${ORDER_STATUSES.join(', ')}`,
  paymentInvalid: `payment must be one of: paid, failed, pending, on_delivery, expired, refunded, flagged`,
  dateRangeInvalid: 'from must not be after to',
  thresholdInvalid: `lowStockThreshold must be a whole number from 0 to ${MAX_LOW_STOCK_THRESHOLD}`,
  quantityInvalid: 'Quantity must be a whole number of 0 or more',
  settingsSaved: 'Settings saved',
} as const;

const M = ADMIN_MESSAGES;

/** A query value of '' (an emptied field in a form or URL) means "not given". */
const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const optional = <T extends z.ZodMiniType>(schema: T) =>
  preprocess(blankToUndefined, z.optional(schema));
const searchParam = optional(
  z.string().check(z.trim(), z.maxLength(ADMIN_SEARCH_MAX, M.searchTooLong)),
);
// The shop's orders all fall in this century; a day far outside it (0001-01-01) is a typo, and
// one PostgreSQL's date arithmetic cannot take.
const dayParam = optional(
  z.iso
    .date({ error: M.dateInvalid })
    .check(z.refine((day) => day >= '2000-01-01' && day <= '2100-12-31', M.dateOutOfRange)),
);

/** A payment state (contract/schemas/payment.ts), or `flagged`: money the admin must look into. */
export const PAYMENT_FILTERS = [
  'paid',
  'failed',
  'pending',
  'on_delivery',
  'expired',
  'refunded',
  'flagged',
] as const;
export const PaymentFilterSchema = z.enum(PAYMENT_FILTERS);
export type PaymentFilter = z.infer<typeof PaymentFilterSchema>;

export const ORDER_SORTS = ['newest', 'oldest', 'total-desc', 'total-asc'] as const;
export const OrderSortSchema = z.enum(ORDER_SORTS);
export type OrderSort = z.infer<typeof OrderSortSchema>;

/**
 * Filters of GET /admin/orders and GET /admin/orders.csv. `q` matches any part of the order id,
 * the buyer's name or email, or the delivery phone or full name, case-insensitively. `from` and
 * `to` are whole days in the shop's time zone, both included.
 */
const orderFilterShape = {
  q: searchParam,
  status: optional(z.enum(ORDER_STATUSES, { error: M.statusInvalid })),
  payment: optional(z.enum(PAYMENT_FILTERS, { error: M.paymentInvalid })),
  from: dayParam,
  to: dayParam,
  sort: transformed(optional(OrderSortSchema), (v) => v ?? 'newest'),
};
const dayRangeInOrder = (f: { from?: string | undefined; to?: string | undefined }) =>
  !f.from || !f.to || f.from <= f.to;
const dayRangeIssue = { error: M.dateRangeInvalid, path: ['from'] };

const pagingShape = {
  page: transformed(optional(wholeNumberParam(1, undefined, M.pageInvalid)), (v) => v ?? 1),
  limit: transformed(
    optional(wholeNumberParam(1, ADMIN_MAX_LIMIT, M.limitInvalid)),
    (v) => v ?? ADMIN_DEFAULT_LIMIT,
  ),
};

export const AdminOrderFiltersSchema = z
  .object(orderFilterShape)
  .check(z.refine(dayRangeInOrder, dayRangeIssue));
export type AdminOrderFilters = z.output<typeof AdminOrderFiltersSchema>;

export const AdminOrdersQuerySchema = z
  .object({ ...orderFilterShape, ...pagingShape })
  .check(z.refine(dayRangeInOrder, dayRangeIssue));
export type AdminOrdersQuery = z.output<typeof AdminOrdersQuerySchema>;
/** The page of an admin list and its size. */
export type AdminPaging = Pick<AdminOrdersQuery, 'page' | 'limit'>;

/** Orders per status: every status is present (0 when none). */
export const StatusCountsSchema = z.record(OrderStatusSchema, z.int().check(z.minimum(0)));
export type StatusCounts = z.infer<typeof StatusCountsSchema>;

/**
 * GET /admin/orders: /orders/all's shape (orders, orderCount, currentPage, totalPages) plus
 * `statusCounts`, the count per status under every filter except `status` (for the tabs).
 */
export const AdminOrdersResponseSchema = z.object({
  success: z.literal(true),
  orders: z.array(OrderSchema),
  orderCount: z.int().check(z.minimum(0)),
  currentPage: z.int().check(z.minimum(1)),
  totalPages: z.int().check(z.minimum(1)),
  statusCounts: StatusCountsSchema,
});
export type AdminOrdersResponse = z.infer<typeof AdminOrdersResponseSchema>;

export const STOCK_FILTERS = ['in-stock', 'out-of-stock', 'low-stock'] as const;
export const StockFilterSchema = z.enum(STOCK_FILTERS);
export type StockFilter = z.infer<typeof StockFilterSchema>;

export const PRODUCT_ADMIN_SORTS = [
  'newest',
  'oldest',
  'name-asc',
  'name-desc',
  'price-asc',
  'price-desc',
  'stock-asc',
  'stock-desc',
] as const;
export const ProductAdminSortSchema = z.enum(PRODUCT_ADMIN_SORTS);
export type ProductAdminSort = z.infer<typeof ProductAdminSortSchema>;

/**
 * Filters of GET /admin/products and GET /admin/products.csv. `q` matches any part of the name or
 * brand; `category` is a category _id; `brand` matches exactly, case-insensitively; `stock`
 * low-stock means at or under the shop's threshold (GET /admin/settings).
 */
const productFilterShape = {
  q: searchParam,
  category: optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(64))),
  brand: optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(ADMIN_SEARCH_MAX))),
  stock: optional(StockFilterSchema),
  sort: transformed(optional(ProductAdminSortSchema), (v) => v ?? 'newest'),
};

export const AdminProductFiltersSchema = z.object(productFilterShape);
export type AdminProductFilters = z.output<typeof AdminProductFiltersSchema>;

export const AdminProductsQuerySchema = z.object({ ...productFilterShape, ...pagingShape });
export type AdminProductsQuery = z.output<typeof AdminProductsQuerySchema>;

/** GET /admin/products: /product/all's shape plus the threshold `stock=low-stock` used. */
export const AdminProductsResponseSchema = z.object({
  success: z.literal(true),
  currentPage: z.int().check(z.minimum(1)),
  totalPages: z.int().check(z.minimum(1)),
  productCount: z.int().check(z.minimum(0)),
  products: z.array(ProductSchema),
  lowStockThreshold: z.int().check(z.minimum(0)),
});
export type AdminProductsResponse = z.infer<typeof AdminProductsResponseSchema>;

/** GET /admin/products/brands: every brand products carry, sorted, for the brand filter. */
export const AdminBrandsResponseSchema = z.object({
  success: z.literal(true),
  brands: z.array(z.string()),
});

export const ShopSettingsSchema = z.object({
  lowStockThreshold: z
    .int({ error: M.thresholdInvalid })
    .check(
      z.minimum(0, M.thresholdInvalid),
      z.maximum(MAX_LOW_STOCK_THRESHOLD, M.thresholdInvalid),
    ),
});
export type ShopSettings = z.infer<typeof ShopSettingsSchema>;

/** GET /admin/settings, and PUT /admin/settings (body: ShopSettings; message: settingsSaved). */
export const ShopSettingsResponseSchema = z.object({
  success: z.literal(true),
  message: z.optional(z.string()),
  settings: ShopSettingsSchema,
});
export type ShopSettingsResponse = z.infer<typeof ShopSettingsResponseSchema>;

/** PUT /admin/products/:id/stock body; answers ProductMutationResponse. */
export const StockCorrectionSchema = z.object({
  quantity: z
    .int({ error: M.quantityInvalid })
    .check(z.minimum(0, M.quantityInvalid), z.maximum(MAX_STOCK_QUANTITY, M.quantityInvalid)),
});
export type StockCorrection = z.infer<typeof StockCorrectionSchema>;

export const stockSetMessage = (name: string, quantity: number) =>
  `Stock of "${name}" set to ${quantity}`;

const SalesFigureSchema = z.object({
  orders: z.int().check(z.minimum(0)),
  /** Naira, of the orders that were paid and not cancelled. */
  revenue: z.number().check(z.minimum(0)),
});

/** GET /admin/stats: the dashboard's figures. Days are the shop's (SHOP_TIME_ZONE). */
export const AdminStatsResponseSchema = z.object({
  success: z.literal(true),
  today: SalesFigureSchema,
  last7Days: SalesFigureSchema,
  /** Seven days, oldest first, ending today. */
  days: z.array(z.extend(SalesFigureSchema, { date: z.iso.date() })).check(z.length(7)),
  statusCounts: StatusCountsSchema,
  lowStock: z.object({
    count: z.int().check(z.minimum(0)),
    threshold: z.int().check(z.minimum(0)),
  }),
});
export type AdminStatsResponse = z.infer<typeof AdminStatsResponseSchema>;

/** Statuses that still need the shop to act, shown first on the dashboard. */
export const WAITING_STATUSES = ORDER_STATUSES.filter((status) => !isOrderFinished(status));
