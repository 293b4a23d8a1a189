import type { z } from '../../../contract/zod';
import {
  AdminOrdersQuerySchema,
  AdminProductsQuerySchema,
  type OrderSort,
  type PaymentFilter,
  type ProductAdminSort,
  type StockFilter,
} from '../../../contract/schemas/admin';
import type { OrderStatus } from '../../../contract/enums';
import { MessagesQuerySchema, type MessageSummary } from '../../../contract/schemas/admin-messages';

type MessageState = MessageSummary['state'];

// The admin lists keep their filters in the URL, so a filtered view can be bookmarked and shared
// between admins. A bookmarked URL may be old or hand-edited: each value is checked alone with the
// API's own parser, and a bad one is dropped (that filter is off) instead of failing the page.
// Defaults (newest first, page 1) are left out, so the plain list has the plain URL.

function valid<S extends z.ZodMiniType>(schema: S, value: unknown): z.output<S> | undefined {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

export interface OrdersUrlSearch {
  q?: string;
  status?: OrderStatus;
  payment?: PaymentFilter;
  from?: string;
  to?: string;
  sort?: OrderSort;
  page?: number;
}

export function validateOrdersSearch(raw: Record<string, unknown>): OrdersUrlSearch {
  const shape = AdminOrdersQuerySchema.shape;
  const out: OrdersUrlSearch = {
    q: valid(shape.q, raw.q) || undefined,
    status: valid(shape.status, raw.status),
    payment: valid(shape.payment, raw.payment),
    from: valid(shape.from, raw.from),
    to: valid(shape.to, raw.to),
  };
  // A range the wrong way round would only be refused: keep its start.
  if (out.from && out.to && out.from > out.to) out.to = undefined;
  const sort = valid(shape.sort, raw.sort);
  if (sort && sort !== 'newest') out.sort = sort;
  const page = valid(shape.page, raw.page);
  if (page && page > 1) out.page = page;
  return withoutUndefined(out);
}

export interface ProductsUrlSearch {
  q?: string;
  category?: string;
  brand?: string;
  stock?: StockFilter;
  sort?: ProductAdminSort;
}

/** The products table's page and per-page limit stay in storage (the spec's keys), not here. */
export function validateProductsSearch(raw: Record<string, unknown>): ProductsUrlSearch {
  const shape = AdminProductsQuerySchema.shape;
  const out: ProductsUrlSearch = {
    q: valid(shape.q, raw.q) || undefined,
    category: valid(shape.category, raw.category),
    brand: valid(shape.brand, raw.brand),
    stock: valid(shape.stock, raw.stock),
  };
  const sort = valid(shape.sort, raw.sort);
  if (sort && sort !== 'newest') out.sort = sort;
  return withoutUndefined(out);
}

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T;
}

/** The low-stock view: only its page is in the URL. */
export function validateLowStockSearch(raw: Record<string, unknown>): { page?: number } {
  const page = valid(AdminProductsQuerySchema.shape.page, raw.page);
  return page && page > 1 ? { page } : {};
}

export interface MessagesUrlSearch {
  state?: MessageState;
  page?: number;
}

/** The Messages list: its state filter and page (MessagesQuerySchema drops a bad value itself). */
export function validateMessagesSearch(raw: Record<string, unknown>): MessagesUrlSearch {
  const shape = MessagesQuerySchema.shape;
  const state = shape.state.parse(raw.state);
  const page = shape.page.parse(raw.page);
  return withoutUndefined({ state, page: page > 1 ? page : undefined });
}
