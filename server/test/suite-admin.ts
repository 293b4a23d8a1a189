import { eq, inArray, sql } from 'drizzle-orm';
import type { PaymentState } from '../../contract/schemas/payment';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_MESSAGES,
  AdminBrandsResponseSchema,
  AdminOrdersResponseSchema,
  AdminProductsResponseSchema,
  AdminStatsResponseSchema,
  ShopSettingsResponseSchema,
  stockSetMessage,
} from '../../contract/schemas/admin';
import { ORDER_STATUSES, type OrderStatus } from '../../contract/enums';
import { ApiErrorSchema } from '../../contract/schemas/errors';
import { PaymentResponseSchema } from '../../contract/schemas/order';
import {
  ProductMutationResponseSchema,
  ProductResponseSchema,
  type Product,
} from '../../contract/schemas/product';
import { ADMIN_REQUIRED_MESSAGE, SIGN_IN_REQUIRED_MESSAGE } from '../auth/guards';
import { orders, products } from '../db/schema';
import { apiPathOf, type CallOptions } from './api-client';
import { unique, type SuiteState } from './suite-state';
import { parseCsv } from '../../contract/test-support/parse-csv';

const NO_ID = '00000000-0000-4000-8000-000000000000';
const BOM = [0xef, 0xbb, 0xbf];

interface PlacedOrder {
  id: string;
  total: number;
}

export function adminTests(s: SuiteState): void {
  // Everything this section makes carries the marker, so its queries see only its own rows in
  // the database the other sections share.
  const marker = unique('adm').toLowerCase();
  const phoneBase = String(Date.now()).slice(-6);
  const brand = `Brand${marker}`;
  let buyerA: { token: string; id: string };
  let buyerB: { token: string; id: string };
  let product: Product;
  const placed: Record<'o1' | 'o2' | 'o3' | 'o4' | 'o5', PlacedOrder> = {} as never;
  let alpha: Product;
  let bravo: Product;
  let charlie: Product;

  const get = (path: string, token: string | null = s.adminToken) => s.call('GET', path, { token });
  const adminOrders = async (query: string) => {
    const res = await get(`/admin/orders?${query}`);
    expect(res.status, `${query}: ${res.text}`).toBe(200);
    return AdminOrdersResponseSchema.parse(res.body);
  };
  const adminProducts = async (query: string) => {
    const res = await get(`/admin/products?${query}`);
    expect(res.status, `${query}: ${res.text}`).toBe(200);
    return AdminProductsResponseSchema.parse(res.body);
  };
  const ids = (list: { _id: string }[]) => list.map((item) => item._id);

  async function placeOrder(
    buyer: { token: string },
    quantity: number,
    shipping: Record<string, string>,
    after: { status: OrderStatus; createdAt: string; failed?: boolean },
  ): Promise<PlacedOrder> {
    const res = await s.call('POST', '/product/payment', {
      token: buyer.token,
      json: {
        paymentRef: true,
        cartItems: [{ ...product, isAdded: true, addedQty: quantity }],
        shipping: { deliveryMethod: 'door', region: 'Lagos', city: 'Ikeja', ...shipping },
      },
    });
    expect(res.status, res.text).toBe(201);
    const { order } = PaymentResponseSchema.parse(res.body);
    // No endpoint backdates an order or fails its payment: the database does, as a gateway's
    // callback or an import would.
    await s.host.db
      .update(orders)
      .set({
        status: after.status,
        createdAt: new Date(after.createdAt),
        paymentState: after.failed ? 'failed' : 'paid',
      })
      .where(eq(orders.id, order._id));
    return { id: order._id, total: order.totalAmount };
  }

  describe('admin API', () => {
    beforeAll(async () => {
      buyerA = await s.register(`Chiamaka ${marker}`, `${marker}.chiamaka@suite.test`);
      buyerB = await s.register('Tunde Bakare', `${marker}b@suite.test`);
      product = await s.createProduct({ price: '20000', quantity: '100' });
      // Shop days are Lagos days (UTC+1): 23:30 UTC on 7 March is already 8 March there.
      placed.o1 = await placeOrder(
        buyerA,
        1,
        { fullName: 'Ada Obi', phone: `+234803${phoneBase}1`, address: '12 Allen Avenue, Ikeja' },
        { status: 'Delivered', createdAt: '2020-03-07T23:30:00Z' },
      );
      placed.o2 = await placeOrder(
        buyerA,
        2,
        { fullName: 'Ada Obi', phone: `+234803${phoneBase}2`, address: '3 Broad Street' },
        { status: 'Cancelled', createdAt: '2020-03-09T12:00:00Z' },
      );
      placed.o3 = await placeOrder(
        buyerB,
        1,
        {
          fullName: `=SUM(1) ${marker}`,
          phone: `+234803${phoneBase}3`,
          address: 'He said "gate 2"',
        },
        { status: 'Not processed', createdAt: '2020-03-10T08:00:00Z', failed: true },
      );
      placed.o4 = await placeOrder(
        buyerB,
        3,
        { fullName: `Ngozi ${marker}`, phone: `+234803${phoneBase}4`, address: '9 Awolowo Road' },
        { status: 'Delivered', createdAt: '2020-02-29T12:00:00Z' },
      );
      placed.o5 = await placeOrder(
        buyerA,
        1,
        { fullName: 'Ada Obi', phone: `+234803${phoneBase}5`, address: '12 Allen Avenue' },
        { status: 'Processing', createdAt: '2020-03-10T09:00:00Z' },
      );

      alpha = await s.createProduct({
        name: `${marker} alpha`,
        price: '3000',
        quantity: '0',
      });
      bravo = await s.createProduct({
        name: `${marker} bravo`,
        price: '1000',
        quantity: '3',
      });
      charlie = await s.createProduct({
        name: `${marker} charlie`,
        price: '2000',
        quantity: '40',
      });
      // The product form offers a fixed list of brands; an imported catalogue may carry any, and
      // one of this section's own keeps its brand filter to these three products.
      await s.host.db
        .update(products)
        .set({ brand })
        .where(inArray(products.id, [alpha._id, bravo._id, charlie._id]));
    }, 60_000);

    describe('orders', () => {
      it('finds an order by the last 6 characters of its id', async () => {
        const tail = placed.o1.id.slice(-6).toUpperCase();
        const page = await adminOrders(`q=${tail}`);
        expect(ids(page.orders)).toContain(placed.o1.id);
        for (const order of page.orders) expect(order._id.toUpperCase()).toContain(tail);
      });

      it("finds orders by the buyer's name and email, case-insensitively", async () => {
        const byName = await adminOrders(`q=${encodeURIComponent(`CHIAMAKA ${marker}`)}`);
        expect(ids(byName.orders).sort()).toEqual(
          [placed.o1.id, placed.o2.id, placed.o5.id].sort(),
        );
        const byEmail = await adminOrders(`q=${encodeURIComponent(`${marker}b@suite`)}`);
        expect(ids(byEmail.orders).sort()).toEqual([placed.o3.id, placed.o4.id].sort());
      });

      it('finds an order by its delivery phone and full name', async () => {
        const byPhone = await adminOrders(`q=${encodeURIComponent(`803${phoneBase}2`)}`);
        expect(ids(byPhone.orders)).toEqual([placed.o2.id]);
        const byName = await adminOrders(`q=${encodeURIComponent(`ngozi ${marker}`)}`);
        expect(ids(byName.orders)).toEqual([placed.o4.id]);
      });

      it('treats % and _ in the search as text', async () => {
        const page = await adminOrders(`q=${encodeURIComponent(`${marker}%`)}`);
        expect(page.orderCount).toBe(0);
      });

      it('answers orders in the /orders/all shape, with delivery details and absolute images', async () => {
        const page = await adminOrders(`q=${encodeURIComponent(`803${phoneBase}1`)}`);
        const order = page.orders[0];
        expect(order?.shipping).toMatchObject({
          deliveryMethod: 'door',
          fullName: 'Ada Obi',
          phone: `+234803${phoneBase}1`,
          address: '12 Allen Avenue, Ikeja',
          region: 'Lagos',
          city: 'Ikeja',
        });
        expect(order?.buyer).toEqual({
          _id: buyerA.id,
          name: `Chiamaka ${marker}`,
          email: `${marker}.chiamaka@suite.test`,
        });
        expect(order?.totalAmount).toBe(22000);
        expect(order?.shippingFee).toBe(2000);
        expect(apiPathOf(order?.products[0]?.images[0]?.url ?? '')).toMatch(/^\/images\//);
      });

      it('filters by status and counts every status under the other filters', async () => {
        const page = await adminOrders(`q=${marker}&status=Delivered`);
        expect(ids(page.orders).sort()).toEqual([placed.o1.id, placed.o4.id].sort());
        expect(page.orderCount).toBe(2);
        expect(page.statusCounts).toEqual({
          'Not processed': 1,
          Processing: 1,
          Shipped: 0,
          Delivered: 2,
          Cancelled: 1,
        });
      });

      it('filters by payment', async () => {
        const failed = await adminOrders(`q=${marker}&payment=failed`);
        expect(ids(failed.orders)).toEqual([placed.o3.id]);
        expect(failed.orders[0]?.payment.paymentStatus).toBe(false);
        const paid = await adminOrders(`q=${marker}&payment=paid`);
        expect(paid.orderCount).toBe(4);
        expect(paid.statusCounts['Not processed']).toBe(0);
      });

      it('filters by whole shop days, both ends included', async () => {
        const range = await adminOrders(`q=${marker}&from=2020-03-08&to=2020-03-09&sort=oldest`);
        expect(ids(range.orders)).toEqual([placed.o1.id, placed.o2.id]);
        const from = await adminOrders(`q=${marker}&from=2020-03-10&sort=oldest`);
        expect(ids(from.orders)).toEqual([placed.o3.id, placed.o5.id]);
        const to = await adminOrders(`q=${marker}&to=2020-03-07`);
        expect(ids(to.orders)).toEqual([placed.o4.id]);
      });

      it('sorts newest, oldest and by total, breaking ties by id', async () => {
        const { o1, o2, o3, o4, o5 } = placed;
        const newest = await adminOrders(`q=${marker}`);
        expect(ids(newest.orders)).toEqual([o5.id, o3.id, o2.id, o1.id, o4.id]);
        const oldest = await adminOrders(`q=${marker}&sort=oldest`);
        expect(ids(oldest.orders)).toEqual([o4.id, o1.id, o2.id, o3.id, o5.id]);
        const byTotalDesc = await adminOrders(`q=${marker}&sort=total-desc`);
        const tied = [o1.id, o3.id, o5.id].sort();
        expect(ids(byTotalDesc.orders)).toEqual([o4.id, o2.id, ...[...tied].reverse()]);
        const byTotalAsc = await adminOrders(`q=${marker}&sort=total-asc`);
        expect(ids(byTotalAsc.orders)).toEqual([...tied, o2.id, o4.id]);
        expect(byTotalAsc.orders.map((o) => o.totalAmount)).toEqual([
          22000, 22000, 22000, 42000, 62000,
        ]);
      });

      it('pages: page 2, totalPages, and an empty page past the end', async () => {
        const first = await adminOrders(`q=${marker}&limit=2`);
        expect(first).toMatchObject({ currentPage: 1, totalPages: 3, orderCount: 5 });
        const second = await adminOrders(`q=${marker}&limit=2&page=2`);
        expect(ids(second.orders)).toEqual([placed.o2.id, placed.o1.id]);
        const past = await adminOrders(`q=${marker}&limit=2&page=9`);
        expect(past).toMatchObject({ orders: [], orderCount: 5, currentPage: 9, totalPages: 3 });
        const none = await adminOrders(`q=nothing-matches-${marker}`);
        expect(none).toMatchObject({ orders: [], orderCount: 0, totalPages: 1 });
      });

      it('keeps the unfiltered per-status counts equal to a count of the orders', async () => {
        const counted = async (state?: PaymentState) => {
          const rows = await s.host.db
            .select({ status: orders.status, n: sql<number>`count(*)::int` })
            .from(orders)
            .where(state === undefined ? undefined : eq(orders.paymentState, state))
            .groupBy(orders.status);
          const counts: Record<string, number> = Object.fromEntries(
            ORDER_STATUSES.map((status) => [status, 0]),
          );
          for (const row of rows) counts[row.status] = Number(row.n);
          return counts;
        };
        const check = async () => {
          expect((await adminOrders('')).statusCounts).toEqual(await counted());
          for (const state of ['failed', 'paid', 'on_delivery'] as const)
            expect((await adminOrders(`payment=${state}`)).statusCounts).toEqual(
              await counted(state),
            );
        };
        await check();
        // A status change, then a change back, through the API.
        for (const status of ['Shipped', 'Not processed'] as const) {
          const res = await s.call('PUT', `/orders/status/${placed.o3.id}`, {
            token: s.adminToken,
            json: { status },
          });
          expect(res.status).toBe(200);
          await check();
        }
      });

      it('ignores unknown parameters and treats empty ones as unset', async () => {
        const page = await adminOrders(`q=${marker}&status=&payment=&from=&utm_source=x`);
        expect(page.orderCount).toBe(5);
      });
    });

    describe('products', () => {
      it('searches name or brand, case-insensitively', async () => {
        const byName = await adminProducts(`q=${marker.toUpperCase()}%20BRAVO`);
        expect(ids(byName.products)).toEqual([bravo._id]);
        const byBrand = await adminProducts(`q=${brand.toUpperCase()}&sort=name-asc`);
        expect(ids(byBrand.products)).toEqual([alpha._id, bravo._id, charlie._id]);
      });

      it('filters by brand (exact), category and stock', async () => {
        const exact = await adminProducts(`brand=${brand.toLowerCase()}&sort=name-asc`);
        expect(ids(exact.products)).toEqual([alpha._id, bravo._id, charlie._id]);
        expect((await adminProducts(`brand=${brand.slice(0, -1)}`)).productCount).toBe(0);
        const inCategory = await adminProducts(`q=${marker}&category=${s.categoryId}`);
        expect(inCategory.productCount).toBe(3);
        expect((await adminProducts(`q=${marker}&category=${NO_ID}`)).productCount).toBe(0);
        const out = await adminProducts(`q=${marker}&stock=out-of-stock`);
        expect(ids(out.products)).toEqual([alpha._id]);
        const inStock = await adminProducts(`q=${marker}&stock=in-stock&sort=name-asc`);
        expect(ids(inStock.products)).toEqual([bravo._id, charlie._id]);
        const low = await adminProducts(`q=${marker}&stock=low-stock&sort=stock-asc`);
        expect(ids(low.products)).toEqual([alpha._id, bravo._id]);
        expect(low.lowStockThreshold).toBe(5);
      });

      it('answers a category that is no id with an empty list or a 400, never a 5xx', async () => {
        const res = await get('/admin/products?category=not-a-uuid');
        expect([200, 400]).toContain(res.status);
        if (res.status === 200)
          expect(AdminProductsResponseSchema.parse(res.body).productCount).toBe(0);
      });

      it('sorts by name, price, stock and date', async () => {
        const order = async (sort: string) =>
          ids((await adminProducts(`q=${marker}&sort=${sort}`)).products);
        const a = alpha._id;
        const b = bravo._id;
        const c = charlie._id;
        expect(await order('name-asc')).toEqual([a, b, c]);
        expect(await order('name-desc')).toEqual([c, b, a]);
        expect(await order('price-asc')).toEqual([b, c, a]);
        expect(await order('price-desc')).toEqual([a, c, b]);
        expect(await order('stock-asc')).toEqual([a, b, c]);
        expect(await order('stock-desc')).toEqual([c, b, a]);
        expect(await order('oldest')).toEqual([...(await order('newest'))].reverse());
      });

      it('pages, with the /product/all shape and absolute images', async () => {
        const first = await adminProducts(`q=${marker}&sort=name-asc&limit=2`);
        expect(first).toMatchObject({ currentPage: 1, totalPages: 2, productCount: 3 });
        expect(ids(first.products)).toEqual([alpha._id, bravo._id]);
        expect(first.products[0]).toEqual(
          expect.objectContaining({ name: alpha.name, brand, quantity: 0, isAvailable: false }),
        );
        expect(apiPathOf(first.products[0]?.images[0]?.url ?? '')).toMatch(/^\/images\//);
        const second = await adminProducts(`q=${marker}&sort=name-asc&limit=2&page=2`);
        expect(ids(second.products)).toEqual([charlie._id]);
        const past = await adminProducts(`q=${marker}&limit=2&page=5`);
        expect(past).toMatchObject({ products: [], productCount: 3, totalPages: 2 });
      });

      it('lists every brand once, sorted', async () => {
        const res = await get('/admin/products/brands');
        expect(res.status).toBe(200);
        const { brands } = AdminBrandsResponseSchema.parse(res.body);
        expect(brands.filter((b) => b === brand)).toHaveLength(1);
        const sorted = [...brands].sort((x, y) => x.toLowerCase().localeCompare(y.toLowerCase()));
        expect(brands.map((b) => b.toLowerCase())).toEqual(sorted.map((b) => b.toLowerCase()));
        expect(brands).not.toContain('');
      });
    });

    describe('settings and stock', () => {
      it('keeps the low-stock threshold, which the product filter and stats then use', async () => {
        const put = await s.call('PUT', '/admin/settings', {
          token: s.adminToken,
          json: { lowStockThreshold: 2 },
        });
        expect(put.status, put.text).toBe(200);
        expect(ShopSettingsResponseSchema.parse(put.body)).toEqual({
          success: true,
          message: ADMIN_MESSAGES.settingsSaved,
          settings: { lowStockThreshold: 2 },
        });
        const read = ShopSettingsResponseSchema.parse((await get('/admin/settings')).body);
        expect(read.settings.lowStockThreshold).toBe(2);
        const low = await adminProducts(`q=${marker}&stock=low-stock`);
        expect(ids(low.products)).toEqual([alpha._id]);
        expect(low.lowStockThreshold).toBe(2);
        const stats = AdminStatsResponseSchema.parse((await get('/admin/stats')).body);
        expect(stats.lowStock.threshold).toBe(2);

        const back = await s.call('PUT', '/admin/settings', {
          token: s.adminToken,
          json: { lowStockThreshold: 5 },
        });
        expect(back.status).toBe(200);
      });

      it('refuses a bad settings body with 400 and keeps the setting', async () => {
        const bodies: CallOptions[] = [
          { json: { lowStockThreshold: -1 } },
          { json: { lowStockThreshold: 1.5 } },
          { json: { lowStockThreshold: 'x' } },
          { json: {} },
          { json: { lowStockThreshold: 100_001 } },
          { rawJson: '{"lowStockThreshold":' },
        ];
        for (const body of bodies) {
          const res = await s.call('PUT', '/admin/settings', { token: s.adminToken, ...body });
          expect(res.status, JSON.stringify(body)).toBe(400);
          expect(ApiErrorSchema.parse(res.body).error.length).toBeGreaterThan(0);
        }
        const read = ShopSettingsResponseSchema.parse((await get('/admin/settings')).body);
        expect(read.settings.lowStockThreshold).toBe(5);
      });

      it('corrects stock: the storefront shows it and the catalogue ETag changes', async () => {
        const before = await s.call('GET', `/product/${bravo._id}`);
        const tag = before.headers.get('etag');
        const res = await s.call('PUT', `/admin/products/${bravo._id}/stock`, {
          token: s.adminToken,
          json: { quantity: 7 },
        });
        expect(res.status, res.text).toBe(200);
        const body = ProductMutationResponseSchema.parse(res.body);
        expect(body.message).toBe(stockSetMessage(bravo.name, 7));
        expect(body.product.quantity).toBe(7);
        const after = await s.call('GET', `/product/${bravo._id}`);
        expect(ProductResponseSchema.parse(after.body).product.quantity).toBe(7);
        expect(after.headers.get('etag')).not.toBe(tag);
        const zero = await s.call('PUT', `/admin/products/${bravo._id}/stock`, {
          token: s.adminToken,
          json: { quantity: 0 },
        });
        expect(ProductMutationResponseSchema.parse(zero.body).product.isAvailable).toBe(false);
        await s.call('PUT', `/admin/products/${bravo._id}/stock`, {
          token: s.adminToken,
          json: { quantity: 3 },
        });
      });

      it('answers 404 for an unknown or malformed product id', async () => {
        for (const id of [NO_ID, 'not-a-uuid']) {
          const res = await s.call('PUT', `/admin/products/${id}/stock`, {
            token: s.adminToken,
            json: { quantity: 1 },
          });
          expect(res.status, id).toBe(404);
          expect(ApiErrorSchema.parse(res.body).error).toBeTruthy();
        }
      });

      it('refuses a quantity that is not a whole number of 0 or more', async () => {
        for (const quantity of [-1, 1.5, 'x', null]) {
          const res = await s.call('PUT', `/admin/products/${bravo._id}/stock`, {
            token: s.adminToken,
            json: { quantity },
          });
          expect(res.status, String(quantity)).toBe(400);
          expect(ApiErrorSchema.parse(res.body).error).toBe(ADMIN_MESSAGES.quantityInvalid);
        }
      });
    });

    describe('stats', () => {
      it('counts today and the last 7 shop days on the clock, revenue without cancelled or failed', async () => {
        const saved = s.clock.now;
        // 10 March 2020, 11:00 in Lagos: only this section's orders are that old.
        s.clock.now = new Date('2020-03-10T10:00:00Z');
        try {
          const res = await get('/admin/stats');
          expect(res.status, res.text).toBe(200);
          const stats = AdminStatsResponseSchema.parse(res.body);
          // o3 (failed) and o5 today; o2 cancelled on the 9th; o1 on the 8th (Lagos).
          expect(stats.today).toEqual({ orders: 2, revenue: 22000 });
          expect(stats.days.map((d) => d.date)).toEqual([
            '2020-03-04',
            '2020-03-05',
            '2020-03-06',
            '2020-03-07',
            '2020-03-08',
            '2020-03-09',
            '2020-03-10',
          ]);
          expect(stats.days.map((d) => [d.orders, d.revenue])).toEqual([
            [0, 0],
            [0, 0],
            [0, 0],
            [0, 0],
            [1, 22000],
            [1, 0],
            [2, 22000],
          ]);
          expect(stats.last7Days).toEqual({ orders: 4, revenue: 44000 });
          const all = await adminOrders('');
          expect(stats.statusCounts).toEqual(all.statusCounts);
          expect(Object.keys(stats.statusCounts).sort()).toEqual([...ORDER_STATUSES].sort());
          const low = await adminProducts('stock=low-stock');
          expect(stats.lowStock).toEqual({ count: low.productCount, threshold: 5 });
        } finally {
          s.clock.now = saved;
        }
      });
    });

    describe('CSV exports', () => {
      it('streams the filtered orders as a spreadsheet-safe CSV', async () => {
        const res = await get(`/admin/orders.csv?q=${marker}&sort=oldest`);
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
        expect(res.headers.get('content-disposition')).toMatch(
          /^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/,
        );
        expect([...res.bytes.slice(0, 3)]).toEqual(BOM);
        const text = new TextDecoder().decode(res.bytes.slice(3));
        expect(text.endsWith('\r\n')).toBe(true);
        const rows = parseCsv(text);
        expect(rows[0]).toEqual([
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
          'Zone or pickup point',
          'Estimated from',
          'Estimated to',
        ]);
        const count = (await adminOrders(`q=${marker}`)).orderCount;
        expect(rows.length - 1).toBe(count);
        const { o1, o3, o4 } = placed;
        expect(rows.map((r) => r[0])).toEqual([
          'Order ID',
          o4.id,
          o1.id,
          placed.o2.id,
          o3.id,
          placed.o5.id,
        ]);
        expect(rows[2]?.slice(1)).toEqual([
          '2020-03-07T23:30:00.000Z',
          'Delivered',
          'Paid',
          'on_delivery',
          '',
          `Chiamaka ${marker}`,
          `${marker}.chiamaka@suite.test`,
          'door',
          'Ada Obi',
          `'+234803${phoneBase}1`,
          '12 Allen Avenue, Ikeja',
          'Lagos',
          'Ikeja',
          '1',
          '20000',
          '2000',
          '22000',
          // Placed on 8 March in Lagos: the Lagos zone's 1–2 days.
          'Lagos',
          '2020-03-09',
          '2020-03-10',
        ]);
        // Raw text: the comma field is quoted, the formula cell guarded, numbers bare.
        expect(text).toContain(`,"12 Allen Avenue, Ikeja",Lagos,Ikeja,1,20000,2000,22000,Lagos,`);
        expect(text).toContain(`,'=SUM(1) ${marker},`);
        expect(text).toContain(`,"He said ""gate 2""",`);
        expect(rows[1]?.slice(14, 18)).toEqual(['3', '60000', '2000', '62000']);
        expect(rows[4]?.[3]).toBe('Payment failed');
      });

      it('exports the filtered products', async () => {
        const res = await get(`/admin/products.csv?q=${marker}&sort=price-asc`);
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
        expect(res.headers.get('content-disposition')).toMatch(
          /^attachment; filename="products-\d{4}-\d{2}-\d{2}\.csv"$/,
        );
        expect([...res.bytes.slice(0, 3)]).toEqual(BOM);
        const rows = parseCsv(new TextDecoder().decode(res.bytes.slice(3)));
        expect(rows[0]).toEqual([
          'Product ID',
          'Name',
          'Brand',
          'Category',
          'Price (NGN)',
          'Quantity',
          'Sold',
          'Available',
          'Created at',
        ]);
        expect(rows.slice(1).map((r) => [r[0], r[1], r[2], r[4], r[5], r[7]])).toEqual([
          [bravo._id, bravo.name, brand, '1000', '3', 'Yes'],
          [charlie._id, charlie.name, brand, '2000', '40', 'Yes'],
          [alpha._id, alpha.name, brand, '3000', '0', 'No'],
        ]);
        const empty = await get(`/admin/products.csv?q=nothing-${marker}`);
        expect(parseCsv(new TextDecoder().decode(empty.bytes.slice(3)))).toHaveLength(1);
      });
    });

    describe('authorization and bad parameters', () => {
      const endpoints: [string, string, CallOptions?][] = [
        ['GET', '/admin/orders'],
        ['GET', '/admin/orders.csv'],
        ['GET', '/admin/products'],
        ['GET', '/admin/products.csv'],
        ['GET', '/admin/products/brands'],
        ['GET', '/admin/settings'],
        ['PUT', '/admin/settings', { json: { lowStockThreshold: 5 } }],
        ['PUT', `/admin/products/${NO_ID}/stock`, { json: { quantity: 1 } }],
        ['GET', '/admin/stats'],
        // The role is checked before the query or body is read.
        ['GET', '/admin/orders?limit=0'],
        ['PUT', '/admin/settings', { rawJson: '{' }],
      ];

      it('answers 401 without a token and 403 to a shopper, on every admin endpoint', async () => {
        for (const [method, path, options] of endpoints) {
          const anonymous = await s.call(method, path, { ...options, authorization: 'Bearer ' });
          expect(anonymous.status, `${method} ${path}`).toBe(401);
          expect(anonymous.body).toEqual({ error: SIGN_IN_REQUIRED_MESSAGE });
          const shopper = await s.call(method, path, { ...options, token: s.shopperToken });
          expect(shopper.status, `${method} ${path}`).toBe(403);
          expect(shopper.body).toEqual({ error: ADMIN_REQUIRED_MESSAGE });
        }
      });

      it('answers 400 with the first problem for a bad query value', async () => {
        const cases: [string, string][] = [
          ['/admin/orders?limit=0', ADMIN_MESSAGES.limitInvalid],
          ['/admin/orders?limit=101', ADMIN_MESSAGES.limitInvalid],
          ['/admin/orders?page=abc', ADMIN_MESSAGES.pageInvalid],
          ['/admin/orders?page=0', ADMIN_MESSAGES.pageInvalid],
          ['/admin/orders?page=1.5', ADMIN_MESSAGES.pageInvalid],
          ['/admin/orders?status=Lost', ADMIN_MESSAGES.statusInvalid],
          ['/admin/orders?payment=maybe', ADMIN_MESSAGES.paymentInvalid],
          ['/admin/orders?from=2026-13-45', ADMIN_MESSAGES.dateInvalid],
          ['/admin/orders?to=yesterday', ADMIN_MESSAGES.dateInvalid],
          ['/admin/orders?from=2026-03-02&to=2026-03-01', ADMIN_MESSAGES.dateRangeInvalid],
          ['/admin/orders?from=0001-01-01', ADMIN_MESSAGES.dateOutOfRange],
          ['/admin/orders.csv?to=9999-12-31', ADMIN_MESSAGES.dateOutOfRange],
          [`/admin/orders?q=${'x'.repeat(101)}`, ADMIN_MESSAGES.searchTooLong],
          ['/admin/orders.csv?status=Lost', ADMIN_MESSAGES.statusInvalid],
          ['/admin/orders.csv?from=2026-03-02&to=2026-03-01', ADMIN_MESSAGES.dateRangeInvalid],
          ['/admin/products?limit=101', ADMIN_MESSAGES.limitInvalid],
          ['/admin/products?page=abc', ADMIN_MESSAGES.pageInvalid],
          [`/admin/products?q=${'x'.repeat(101)}`, ADMIN_MESSAGES.searchTooLong],
          [`/admin/products.csv?q=${'x'.repeat(101)}`, ADMIN_MESSAGES.searchTooLong],
        ];
        for (const [path, message] of cases) {
          const res = await get(path);
          expect(res.status, path).toBe(400);
          expect(res.body, path).toEqual({ error: message });
        }
        for (const path of [
          '/admin/orders?sort=bogus',
          '/admin/products?sort=bogus',
          '/admin/products?stock=few',
          '/admin/products.csv?sort=bogus',
        ]) {
          const res = await get(path);
          expect(res.status, path).toBe(400);
          expect(ApiErrorSchema.parse(res.body).error.length, path).toBeGreaterThan(0);
        }
      });

      it('answers a huge page number with an empty page, not a database error', async () => {
        const page = await adminOrders(`q=${marker}&page=1000000000000`);
        expect(page.orders).toEqual([]);
        const productPage = await adminProducts(`q=${marker}&page=1e15`);
        expect(productPage.products).toEqual([]);
      });
    });
  });
}
