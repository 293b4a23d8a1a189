import { paymentLabel } from '../../contract/rules/payment-label';
import { koboToNaira } from '../../contract/rules/money';
import type { PaymentState } from '../../contract/schemas/payment';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AdminOrderFilters, AdminProductFilters } from '../../contract/schemas/admin';
import type { Database } from '../api-deps';
import { categories, orders, products, users } from '../db/schema';
import { CSV_BOM, csvRow, type CsvCell } from './csv';
import { bothConditions, orderConditions, orderSortKey } from './order-filters';
import { productConditions, productSortKey } from './product-filters';
import { isInStock } from '../products/product-wire';
import { afterCursor, orderBySort, sortCursor, type SortKey } from './sort-key';
import { deliveryWire } from '../delivery/order-delivery';

/** Rows fetched per query: an export of 50,000 orders holds at most this many at a time. */
export const CSV_BATCH_ROWS = 500;

const encoder = new TextEncoder();

interface Batched {
  cursor: string;
  id: string;
}

/** What a client sees when an export breaks off: no query, no parameter, no stack. */
export const CSV_STOPPED_MESSAGE = 'The export stopped before its end: please try again';

/**
 * A CSV body that reads its rows in batches as the client takes them: each batch is the next
 * CSV_BATCH_ROWS after the last row sent (keyset, not OFFSET, so batch 100 costs what batch 1
 * does and a row inserted meanwhile never shifts one into a second batch). The first batch is read
 * before the answer starts, so a failure there is a clean error answer; a later failure ends the
 * stream with an error that names nothing of the query (a database error carries its parameters).
 */
export async function csvStream<Row extends Batched>(
  header: readonly string[],
  sort: SortKey,
  fetchBatch: (after: SQL | undefined, limit: number) => Promise<Row[]>,
  toCells: (row: Row) => CsvCell[],
): Promise<ReadableStream<Uint8Array>> {
  let pending: Row[] | null = await fetchBatch(undefined, CSV_BATCH_ROWS);
  let after: SQL | undefined;
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(CSV_BOM + csvRow(header)));
        return;
      }
      let rows: Row[];
      if (pending) {
        rows = pending;
        pending = null;
      } else {
        try {
          rows = await fetchBatch(after, CSV_BATCH_ROWS);
        } catch {
          controller.error(new Error(CSV_STOPPED_MESSAGE));
          return;
        }
      }
      if (rows.length > 0)
        controller.enqueue(encoder.encode(rows.map((r) => csvRow(toCells(r))).join('')));
      const last = rows[rows.length - 1];
      if (!last || rows.length < CSV_BATCH_ROWS) {
        controller.close();
        return;
      }
      after = afterCursor(sort, { key: last.cursor, id: last.id });
    },
  });
}

export const ORDER_CSV_HEADER = [
  'Order ID',
  'Placed at',
  'Status',
  'Payment',
  'Payment method',
  'Payment reference',
  'Buyer name',
  'Buyer email',
  'Delivery method',
  'Full name',
  'Phone',
  'Address',
  'Region',
  'City',
  'Items (units)',
  'Subtotal (NGN)',
  'Shipping (NGN)',
  'Total (NGN)',
  // Added after the columns clients already read by position.
  'Zone or pickup point',
  'Estimated from',
  'Estimated to',
] as const;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export function ordersCsv(
  db: Database,
  filters: AdminOrderFilters,
): Promise<ReadableStream<Uint8Array>> {
  const where = bothConditions(orderConditions(filters));
  const sort = orderSortKey(filters.sort);
  const units = sql<number>`(select coalesce(sum(ol.quantity), 0)::int from order_lines ol where ol.order_id = ${orders.id})`;
  return csvStream(
    ORDER_CSV_HEADER,
    sort,
    (after, limit) =>
      db
        .select({
          id: orders.id,
          cursor: sortCursor(sort),
          createdAt: orders.createdAt,
          status: orders.status,
          paymentState: orders.paymentState,
          paymentMethod: orders.paymentMethod,
          paymentReference: orders.paymentReference,
          buyerName: users.name,
          buyerEmail: users.email,
          shipping: orders.shipping,
          delivery: orders.delivery,
          units,
          totalKobo: orders.totalKobo,
          shippingFeeKobo: orders.shippingFeeKobo,
        })
        .from(orders)
        .innerJoin(users, eq(orders.buyerId, users.id))
        .where(and(where, after))
        .orderBy(...orderBySort(sort))
        .limit(limit),
    (row) => {
      const shipping = row.shipping ?? {};
      const total = koboToNaira(row.totalKobo);
      const fee = koboToNaira(row.shippingFeeKobo);
      const delivery = deliveryWire(row.delivery, row.shipping, fee, new Date(row.createdAt));
      return [
        row.id,
        new Date(row.createdAt).toISOString(),
        row.status,
        paymentLabel({ paymentStatus: false, state: row.paymentState as PaymentState }),
        row.paymentMethod,
        row.paymentReference ?? '',
        row.buyerName,
        row.buyerEmail,
        text(shipping.deliveryMethod),
        text(shipping.fullName),
        text(shipping.phone),
        text(shipping.address),
        text(shipping.region),
        text(shipping.city),
        Number(row.units),
        koboToNaira(Math.max(0, row.totalKobo - row.shippingFeeKobo)),
        fee,
        total,
        delivery.zone ?? delivery.pickupPoint ?? '',
        delivery.estimatedFrom,
        delivery.estimatedTo,
      ];
    },
  );
}

export const PRODUCT_CSV_HEADER = [
  'Product ID',
  'Name',
  'Brand',
  'Category',
  'Price (NGN)',
  'Quantity',
  'Sold',
  'Available',
  'Created at',
] as const;

export function productsCsv(
  db: Database,
  filters: AdminProductFilters,
  threshold: number,
): Promise<ReadableStream<Uint8Array>> {
  const where = productConditions(filters, threshold);
  const sort = productSortKey(filters.sort);
  return csvStream(
    PRODUCT_CSV_HEADER,
    sort,
    (after, limit) =>
      db
        .select({
          id: products.id,
          cursor: sortCursor(sort),
          name: products.name,
          brand: products.brand,
          category: categories.name,
          priceKobo: products.priceKobo,
          quantity: products.quantity,
          sold: products.sold,
          createdAt: products.createdAt,
        })
        .from(products)
        .innerJoin(categories, eq(products.categoryId, categories.id))
        .where(and(where, after))
        .orderBy(...orderBySort(sort))
        .limit(limit),
    (row) => [
      row.id,
      row.name,
      row.brand,
      row.category,
      koboToNaira(row.priceKobo),
      row.quantity,
      row.sold,
      isInStock(row.quantity) ? 'Yes' : 'No',
      new Date(row.createdAt).toISOString(),
    ],
  );
}
