import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ApiErrorSchema } from '../../contract/schemas/errors';
import { PaymentResponseSchema } from '../../contract/schemas/order';
import { ProductResponseSchema, type Product } from '../../contract/schemas/product';
import {
  AdminReviewListResponseSchema,
  AdminReviewResponseSchema,
  REVIEW_MESSAGES,
  ReviewListResponseSchema,
  ReviewResponseSchema,
} from '../../contract/schemas/review';
import {
  MAX_STOCK_ALERTS,
  STOCK_ALERT_MESSAGES,
  StockAlertListResponseSchema,
  StockAlertResponseSchema,
} from '../../contract/schemas/stock-alert';
import { WISHLIST_MAX, WishlistResponseSchema } from '../../contract/schemas/wishlist';
import { bumpCatalogueVersion } from '../catalogue/catalogue-version';
import { outbox, products, stockAlerts, wishlistItems } from '../db/schema';
import { ORIGIN } from './api-client';
import { renderMail } from '../mail/mail-outbox';
import { SUITE_PASSWORD, unique, type SuiteState } from './suite-state';

const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

/** The contract's "Reviews, wishlist and stock alerts" rows and the "Back in stock" e-mail. */
export function reviewTests(s: SuiteState): void {
  const productNow = async (id: string) =>
    ProductResponseSchema.parse((await s.call('GET', `/product/${id}`)).body).product;

  const reviewsOf = async (id: string, query = '', token?: string) => {
    const res = await s.call('GET', `/product/${id}/reviews${query}`, token ? { token } : {});
    expect(res.status, res.text).toBe(200);
    return ReviewListResponseSchema.parse(res.body);
  };

  /** A new shopper with an order holding `product`, set to `status` by the admin. */
  async function buyer(name: string, product: Product, status = 'Delivered') {
    const email = `${unique('rev')}@suite.test`;
    const { token, id } = await s.register(name, email);
    const placed = await s.call('POST', '/product/payment', {
      token,
      json: {
        paymentRef: true,
        paymentMethod: 'on_delivery',
        cartItems: [{ ...product, isAdded: true, addedQty: 1 }],
      },
    });
    expect(placed.status, placed.text).toBe(201);
    const orderId = PaymentResponseSchema.parse(placed.body).order._id;
    if (status !== 'Not processed') {
      const set = await s.call('PUT', `/orders/status/${orderId}`, {
        token: s.adminToken,
        json: { status },
      });
      expect(set.status, set.text).toBe(200);
    }
    return { token, id, email, orderId };
  }

  const mailsTo = async (to: string) => {
    const rows = await s.host.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, 'email'), sql`${outbox.payload}->>'to' = ${to}`));
    return Promise.all(
      rows.map(async (row): Promise<Record<string, string>> => ({
        ...(row.payload as Record<string, string>),
        ...(await renderMail(row.payload)),
      })),
    );
  };
  const backInStockMailsTo = async (to: string) =>
    (await mailsTo(to)).filter((m) => m['mail'] === 'back-in-stock');

  describe('reviews', () => {
    it('lets only a buyer whose order was delivered review, once each; the mean travels with the catalogue', async () => {
      const product = await s.createProduct({ quantity: '20' });
      const empty = await reviewsOf(product._id);
      expect(empty).toMatchObject({ reviews: [], total: 0, avgRating: 0, reviewCount: 0 });
      expect((await productNow(product._id)).reviewCount).toBe(0);

      const body = { rating: 4, text: 'Lovely <b>oud</b>' };
      const anonymous = await s.call('POST', `/product/${product._id}/reviews`, { json: body });
      expect(anonymous.status).toBe(401);
      const notBought = await s.call('POST', `/product/${product._id}/reviews`, {
        token: s.otherShopperToken,
        json: body,
      });
      expect(notBought.status).toBe(403);
      expect(ApiErrorSchema.parse(notBought.body).error).toBe(REVIEW_MESSAGES.notVerified);

      const waiting = await buyer('Wale Shipped', product, 'Shipped');
      const early = await s.call('POST', `/product/${product._id}/reviews`, {
        token: waiting.token,
        json: body,
      });
      expect(early.status).toBe(403);

      const ada = await buyer('Ada Ngozi Obi', product);
      for (const bad of [{ rating: 0 }, { rating: 6 }, { rating: 2.5 }, { rating: '4' }, {}]) {
        const res = await s.call('POST', `/product/${product._id}/reviews`, {
          token: ada.token,
          json: bad,
        });
        expect(res.status, JSON.stringify(bad)).toBe(400);
        ApiErrorSchema.parse(res.body);
      }
      const long = await s.call('POST', `/product/${product._id}/reviews`, {
        token: ada.token,
        json: { rating: 3, text: 'x'.repeat(2001) },
      });
      expect(long.status).toBe(400);

      const etag = (await s.call('GET', `/product/${product._id}`)).headers.get('etag');
      const first = await s.call('POST', `/product/${product._id}/reviews`, {
        token: ada.token,
        json: body,
      });
      expect(first.status, first.text).toBe(201);
      const review = ReviewResponseSchema.parse(first.body).review;
      // Text is kept as written; the browser shows it as text.
      expect(review).toMatchObject({ rating: 4, text: 'Lovely <b>oud</b>', author: 'Ada O.' });
      expect((await s.call('GET', `/product/${product._id}`)).headers.get('etag')).not.toBe(etag);

      const again = await s.call('POST', `/product/${product._id}/reviews`, {
        token: ada.token,
        json: { rating: 5, text: '' },
      });
      expect(again.status).toBe(200);
      expect(ReviewResponseSchema.parse(again.body).review._id).toBe(review._id);

      const bola = await buyer('Bola', product);
      s.clock.now = new Date(s.clock.now.getTime() + 1000);
      const second = await s.call('POST', `/product/${product._id}/reviews`, {
        token: bola.token,
        json: { rating: 2, text: 'Faded fast' },
      });
      expect(second.status).toBe(201);

      const list = await reviewsOf(product._id);
      expect(list).toMatchObject({ total: 2, avgRating: 3.5, reviewCount: 2 });
      expect(list.breakdown).toEqual([0, 1, 0, 0, 1]);
      // Newest first, paged.
      expect(list.reviews.map((r) => r.author)).toEqual(['Bola', 'Ada O.']);
      const page2 = await reviewsOf(product._id, '?page=2&limit=1');
      expect(page2.reviews.map((r) => r.author)).toEqual(['Ada O.']);
      expect(page2.total).toBe(2);
      const mine = await reviewsOf(product._id, '', ada.token);
      expect(mine).toMatchObject({ canReview: true, myReview: { _id: review._id, rating: 5 } });
      expect((await reviewsOf(product._id, '', s.otherShopperToken)).canReview).toBe(false);

      const onCard = await productNow(product._id);
      expect(onCard).toMatchObject({ avgRating: 3.5, reviewCount: 2 });
    });

    it('hides a review from every count, lists it for the admin, and lets its author or an admin delete it', async () => {
      const product = await s.createProduct({ quantity: '20' });
      const ada = await buyer('Ada Hide', product);
      const bola = await buyer('Bola Hide', product);
      const post = async (token: string, rating: number) =>
        ReviewResponseSchema.parse(
          (
            await s.call('POST', `/product/${product._id}/reviews`, {
              token,
              json: { rating, text: `rated ${rating}` },
            })
          ).body,
        ).review;
      const good = await post(ada.token, 5);
      s.clock.now = new Date(s.clock.now.getTime() + 1000);
      const spam = await post(bola.token, 1);
      expect((await productNow(product._id)).avgRating).toBe(3);

      const notAdmin = await s.call('PUT', `/admin/reviews/${spam._id}`, {
        token: s.shopperToken,
        json: { hidden: true },
      });
      expect(notAdmin.status).toBe(403);
      const badBody = await s.call('PUT', `/admin/reviews/${spam._id}`, {
        token: s.adminToken,
        json: { hidden: 'yes' },
      });
      expect(badBody.status).toBe(400);
      const unknown = await s.call('PUT', `/admin/reviews/${NO_SUCH_ID}`, {
        token: s.adminToken,
        json: { hidden: true },
      });
      expect(unknown.status).toBe(404);

      const hide = await s.call('PUT', `/admin/reviews/${spam._id}`, {
        token: s.adminToken,
        json: { hidden: true },
      });
      expect(hide.status, hide.text).toBe(200);
      expect(AdminReviewResponseSchema.parse(hide.body).review).toMatchObject({
        _id: spam._id,
        hidden: true,
        productName: product.name,
      });
      expect(await productNow(product._id)).toMatchObject({ avgRating: 5, reviewCount: 1 });
      const shown = await reviewsOf(product._id);
      expect(shown.reviews.map((r) => r._id)).toEqual([good._id]);
      expect(shown.breakdown).toEqual([0, 0, 0, 0, 1]);
      // Its author editing it does not bring it back.
      await post(bola.token, 2);
      expect((await productNow(product._id)).reviewCount).toBe(1);
      // Its author alone is told it is hidden; everyone's own shown review says it is not.
      const bolaView = await s.call('GET', `/product/${product._id}/reviews`, {
        token: bola.token,
      });
      expect(ReviewListResponseSchema.parse(bolaView.body).myReview).toMatchObject({
        _id: spam._id,
        hidden: true,
      });
      const adaView = await s.call('GET', `/product/${product._id}/reviews`, { token: ada.token });
      expect(ReviewListResponseSchema.parse(adaView.body).myReview?.hidden).toBe(false);

      const adminList = await s.call('GET', '/admin/reviews?limit=50', { token: s.adminToken });
      const listed = AdminReviewListResponseSchema.parse(adminList.body).reviews;
      expect(listed.find((r) => r._id === spam._id)?.hidden).toBe(true);
      expect((await s.call('GET', '/admin/reviews', { token: s.shopperToken })).status).toBe(403);

      const notYours = await s.call('DELETE', `/reviews/${good._id}`, { token: bola.token });
      expect(notYours.status).toBe(403);
      const own = await s.call('DELETE', `/reviews/${good._id}`, { token: ada.token });
      expect(own.status).toBe(200);
      expect(await productNow(product._id)).toMatchObject({ avgRating: 0, reviewCount: 0 });
      const byAdmin = await s.call('DELETE', `/reviews/${spam._id}`, { token: s.adminToken });
      expect(byAdmin.status).toBe(200);
      expect((await s.call('DELETE', `/reviews/${spam._id}`, { token: s.adminToken })).status).toBe(
        404,
      );
      expect((await s.call('DELETE', '/reviews/not-an-id', { token: ada.token })).status).toBe(404);
      expect((await s.call('DELETE', `/reviews/${spam._id}`)).status).toBe(401);
    });

    it('answers 404 for the reviews of an unknown product', async () => {
      expect((await s.call('GET', `/product/${NO_SUCH_ID}/reviews`)).status).toBe(404);
      expect((await s.call('GET', '/product/nope/reviews')).status).toBe(404);
      const post = await s.call('POST', `/product/${NO_SUCH_ID}/reviews`, {
        token: s.shopperToken,
        json: { rating: 5, text: '' },
      });
      expect(post.status).toBe(404);
    });
  });

  describe('wishlist', () => {
    const wishlist = async (method: 'GET' | 'PUT' | 'DELETE', path: string, token: string) => {
      const res = await s.call(method, `/wishlist${path}`, { token });
      return {
        status: res.status,
        ids: res.status === 200 ? WishlistResponseSchema.parse(res.body).productIds : [],
      };
    };

    it('keeps saved products newest first; writes are idempotent; unknown products 404', async () => {
      const { token } = await s.register('Wish Er', `${unique('wish')}@suite.test`);
      const [a, b] = [await s.createProduct(), await s.createProduct()];
      expect((await s.call('GET', '/wishlist')).status).toBe(401);
      expect((await wishlist('GET', '', token)).ids).toEqual([]);
      await wishlist('PUT', `/${a._id}`, token);
      s.clock.now = new Date(s.clock.now.getTime() + 1000);
      expect((await wishlist('PUT', `/${b._id}`, token)).ids).toEqual([b._id, a._id]);
      expect(await wishlist('PUT', `/${a._id}`, token)).toEqual({
        status: 200,
        ids: [b._id, a._id],
      });
      expect((await wishlist('DELETE', `/${b._id}`, token)).ids).toEqual([a._id]);
      expect(await wishlist('DELETE', `/${b._id}`, token)).toEqual({ status: 200, ids: [a._id] });
      expect((await wishlist('PUT', `/${NO_SUCH_ID}`, token)).status).toBe(404);
      expect((await wishlist('PUT', '/not-an-id', token)).status).toBe(404);
      expect((await wishlist('DELETE', `/${NO_SUCH_ID}`, token)).status).toBe(404);
      expect((await wishlist('GET', '', s.shopperToken)).ids).not.toContain(a._id);
    });

    it(`holds at most ${WISHLIST_MAX} products`, async () => {
      const { token, id: userId } = await s.register('Wish Full', `${unique('full')}@suite.test`);
      const marker = unique('wishfill');
      // Straight into the database: two hundred products through the API would take minutes.
      const filler = await s.host.db
        .insert(products)
        .values(
          Array.from({ length: WISHLIST_MAX }, (_, i) => ({
            slug: `${marker}-${i}`,
            name: `${marker} ${i}`,
            description: 'filler',
            priceKobo: 100_00,
            quantity: 1,
            categoryId: s.categoryId,
          })),
        )
        .returning({ id: products.id });
      try {
        await s.host.db
          .insert(wishlistItems)
          .values(filler.map((p) => ({ userId, productId: p.id, createdAt: s.clock.now })));
        const extra = await s.createProduct();
        const full = await s.call('PUT', `/wishlist/${extra._id}`, { token });
        expect(full.status).toBe(409);
        ApiErrorSchema.parse(full.body);
        // Saving one it already holds is still fine.
        expect((await wishlist('PUT', `/${filler[0]?.id ?? ''}`, token)).ids).toHaveLength(
          WISHLIST_MAX,
        );
      } finally {
        await s.host.db.delete(products).where(
          inArray(
            products.id,
            filler.map((p) => p.id),
          ),
        );
        await bumpCatalogueVersion(s.host.db, { reshaped: true });
      }
    });
  });

  describe('stock alerts', () => {
    /** The person proves their address, as the link e-mailed at registration lets them. */
    const verified = async (email: string) => {
      const link = (await mailsTo(email))
        .filter((m) => m['mail'] === 'verify-email')
        .map((m) => /\/auth\/verify-email\?token=([\w-]+)/.exec(m['text'] ?? '')?.[1])
        .at(-1);
      const res = await s.call('POST', '/auth/verify-email', { json: { token: link } });
      expect(res.status, res.text).toBe(200);
    };

    it('caps the alerts one account holds; a repeat of one held is still fine', async () => {
      const { token, id } = await s.register('Many Alerts', `${unique('many')}@suite.test`);
      const held = await s.createProduct({ quantity: '0' });
      const extra = await s.createProduct({ quantity: '0' });
      expect((await s.call('POST', `/product/${held._id}/stock-alert`, { token })).status).toBe(
        200,
      );
      // The rest of the cap, written as the rows the route would have written, on products the
      // suite already made (more made when it has too few).
      const others = (await s.host.db.select({ id: products.id }).from(products))
        .map((p) => p.id)
        .filter((p) => p !== held._id && p !== extra._id)
        .slice(0, MAX_STOCK_ALERTS - 1);
      while (others.length < MAX_STOCK_ALERTS - 1) others.push((await s.createProduct())._id);
      expect(others).toHaveLength(MAX_STOCK_ALERTS - 1);
      await s.host.db
        .insert(stockAlerts)
        .values(others.map((productId) => ({ userId: id, productId, shopOrigin: ORIGIN })));
      const over = await s.call('POST', `/product/${extra._id}/stock-alert`, { token });
      expect(over.status).toBe(409);
      expect(ApiErrorSchema.parse(over.body).error).toBe(STOCK_ALERT_MESSAGES.tooMany);
      expect((await s.call('POST', `/product/${held._id}/stock-alert`, { token })).status).toBe(
        200,
      );
    });

    it('mails each subscriber once when the admin restocks a sold-out product, then ends the alert', async () => {
      const soldOut = await s.createProduct({ quantity: '0' });
      const inStock = await s.createProduct({ quantity: '2' });
      const email = `${unique('alert')}@suite.test`;
      const { token } = await s.register('Chika Alert', email);
      await verified(email);
      const otherEmail = `${unique('alert2')}@suite.test`;
      const other = await s.register('Dayo Alert', otherEmail);
      // Someone registered with an address they never proved (a stranger's): no mail goes there.
      const strangerEmail = `${unique('stranger')}@suite.test`;
      const stranger = await s.register('Not Them', strangerEmail);

      const path = `/product/${soldOut._id}/stock-alert`;
      expect((await s.call('POST', path)).status).toBe(401);
      const busy = await s.call('POST', `/product/${inStock._id}/stock-alert`, { token });
      expect(busy.status).toBe(409);
      ApiErrorSchema.parse(busy.body);
      expect((await s.call('POST', `/product/${NO_SUCH_ID}/stock-alert`, { token })).status).toBe(
        404,
      );
      expect((await s.call('POST', path, { token })).status).toBe(200);
      expect((await s.call('POST', path, { token })).status).toBe(200);
      expect((await s.call('POST', path, { token: other.token })).status).toBe(200);
      const unproved = await s.call('POST', path, { token: stranger.token });
      expect(unproved.status).toBe(200);
      expect(StockAlertResponseSchema.parse(unproved.body).message).toBe(
        STOCK_ALERT_MESSAGES.subscribedUnverified,
      );
      // The other subscriber changes their mind.
      expect((await s.call('DELETE', path, { token: other.token })).status).toBe(200);
      expect((await s.call('DELETE', path, { token: other.token })).status).toBe(200);
      const mine = StockAlertListResponseSchema.parse(
        (await s.call('GET', '/stock-alerts', { token })).body,
      );
      expect(mine.alerts.map((a) => a.productId)).toEqual([soldOut._id]);

      const restock = await s.call('PUT', `/admin/products/${soldOut._id}/stock`, {
        token: s.adminToken,
        json: { quantity: 4 },
      });
      expect(restock.status, restock.text).toBe(200);
      const mails = await backInStockMailsTo(email);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.['subject']).toContain('Back in stock');
      expect(mails[0]?.['text']).toContain(soldOut.name);
      expect(mails[0]?.['text']).toContain(`/detail/${soldOut._id}`);
      expect(await backInStockMailsTo(otherEmail)).toHaveLength(0);
      expect(await backInStockMailsTo(strangerEmail)).toHaveLength(0);

      // The alert ended: selling out and restocking again mails nobody.
      for (const quantity of [0, 6]) {
        await s.call('PUT', `/admin/products/${soldOut._id}/stock`, {
          token: s.adminToken,
          json: { quantity },
        });
      }
      expect(await backInStockMailsTo(email)).toHaveLength(1);
      const after = StockAlertListResponseSchema.parse(
        (await s.call('GET', '/stock-alerts', { token })).body,
      );
      expect(after.alerts).toEqual([]);
    });

    it('mails the subscriber when a cancelled order puts the last unit back', async () => {
      const product = await s.createProduct({ quantity: '1' });
      const taker = await buyer('Last Unit', product, 'Not processed');
      expect((await productNow(product._id)).quantity).toBe(0);
      const email = `${unique('waiter')}@suite.test`;
      const { token } = await s.register('Emeka Wait', email);
      await verified(email);
      expect((await s.call('POST', `/product/${product._id}/stock-alert`, { token })).status).toBe(
        200,
      );
      const cancel = await s.call('PUT', `/orders/status/${taker.orderId}`, {
        token: s.adminToken,
        json: { status: 'Cancelled' },
      });
      expect(cancel.status, cancel.text).toBe(200);
      expect((await productNow(product._id)).quantity).toBe(1);
      const mails = await backInStockMailsTo(email);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.['html']).toContain(product.name);
    });
  });

  describe("the shopper's own data", () => {
    it('exports reviews, wishlist and alerts, and erasing the account deletes them', async () => {
      const product = await s.createProduct({ quantity: '5' });
      const soldOut = await s.createProduct({ quantity: '0' });
      const person = await buyer('Funmi Erase', product);
      await s.call('POST', `/product/${product._id}/reviews`, {
        token: person.token,
        json: { rating: 4, text: 'Mine' },
      });
      await s.call('PUT', `/wishlist/${product._id}`, { token: person.token });
      await s.call('POST', `/product/${soldOut._id}/stock-alert`, { token: person.token });

      const exported = await s.call('GET', '/auth/export', { token: person.token });
      expect(exported.status).toBe(200);
      const data = exported.body as {
        reviews: { text: string }[];
        wishlist: string[];
        stockAlerts: { productId: string }[];
      };
      expect(data.reviews.map((r) => r.text)).toEqual(['Mine']);
      expect(data.wishlist).toEqual([product._id]);
      expect(data.stockAlerts.map((a) => a.productId)).toEqual([soldOut._id]);
      expect((await productNow(product._id)).reviewCount).toBe(1);

      const erase = await s.call('DELETE', '/auth/account', {
        token: person.token,
        json: { password: SUITE_PASSWORD },
      });
      expect(erase.status, erase.text).toBe(200);
      expect(await productNow(product._id)).toMatchObject({ avgRating: 0, reviewCount: 0 });
      await s.call('PUT', `/admin/products/${soldOut._id}/stock`, {
        token: s.adminToken,
        json: { quantity: 2 },
      });
      expect(await backInStockMailsTo(person.email)).toHaveLength(0);
    });
  });
}
