import { and, count, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { ROLE_ADMIN } from '../../contract/enums';
import { DELETED_ACCOUNT_NAME, OWN_DATA_MESSAGES } from '../../contract/schemas/account';
import type { ApiContext, UserRow } from '../api-context';
import type { Database } from '../api-deps';
import {
  emailVerifications,
  idempotencyKeys,
  newsletterSubscriptions,
  outbox,
  orders,
  passwordResets,
  reviews,
  stockAlerts,
  users,
  wishlistItems,
} from '../db/schema';
import { bumpCatalogueVersion } from '../catalogue/catalogue-version';
import { reviewsOfUser } from '../reviews/review-queries';
import { alertsOfUser } from '../stock-alerts/stock-alert-routes';
import { wishlistOf } from '../wishlist/wishlist-routes';
import { ordersOfBuyer, withAbsoluteOrderImages } from '../orders/order-queries';
import { ApiError } from '../wire/api-error';
import { imageIdOfPath } from '../images/image-url';
import { absoluteImageUrl } from '../../contract/image-origin';
import { FINISHED_ORDER_STATUSES, isOrderFinished } from '../../contract/rules/order-finished';

const ERASED_DOMAIN = '@deleted.invalid';

/** An erased account's address: unique, no one's, and never written to. */
export const isErasedEmail = (email: string) => email.endsWith(ERASED_DOMAIN);

/**
 * Everything the store holds about the person (Nigeria's Data Protection Act 2023, the right of
 * access): the account without its password hash, the address, every order, and the person's
 * reviews (hidden ones too), wishlist (product ids, newest first) and back-in-stock alerts.
 */
export async function exportOwnData(ctx: ApiContext, user: UserRow, origin: string) {
  const [placed, ownReviews, wishlist, stockAlerts] = await Promise.all([
    ordersOfBuyer(ctx.db, user.id),
    reviewsOfUser(ctx.db, user.id),
    wishlistOf(ctx.db, user.id),
    alertsOfUser(ctx.db, user.id),
  ]);
  return {
    exportedAt: ctx.now().toISOString(),
    account: {
      _id: user.id,
      name: user.name,
      username: user.username ?? '',
      email: user.email,
      role: user.role,
      image: absoluteImageUrl(user.image, origin),
      createdAt: user.createdAt.toISOString(),
    },
    addresses: [{ street: user.street, city: user.city, state: user.state, zip: user.zip }],
    orders: placed.map((order) => withAbsoluteOrderImages(order, origin)),
    reviews: ownReviews,
    wishlist,
    stockAlerts,
  };
}

/**
 * Erases the person (the right to erasure): the account keeps its row, emptied of name, e-mail,
 * username, address and avatar, so the shop's orders keep a buyer, shown as "Deleted account"; it
 * can never sign in again (an unusable hash, every token void). Reset links go. Orders already
 * delivered or cancelled lose their delivery details now, the others once they finish.
 */
export async function eraseAccount(ctx: ApiContext, user: UserRow): Promise<void> {
  const avatar = imageIdOfPath(user.image);
  await ctx.db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ role: users.role })
      .from(users)
      .where(and(eq(users.id, user.id), isNull(users.deletedAt)))
      .for('update');
    if (!locked) return;
    if (locked.role === ROLE_ADMIN) {
      const [admins] = await tx
        .select({ n: count() })
        .from(users)
        .where(and(eq(users.role, ROLE_ADMIN), isNull(users.deletedAt)));
      if (Number(admins?.n ?? 0) <= 1) throw new ApiError(409, OWN_DATA_MESSAGES.lastAdmin);
    }
    await tx
      .update(users)
      .set({
        name: DELETED_ACCOUNT_NAME,
        // Unique and no one's: the address is free for a new account.
        email: `deleted-${user.id}${ERASED_DOMAIN}`,
        username: null,
        image: '',
        street: '',
        city: '',
        state: '',
        zip: '',
        passwordHash: '!',
        role: 0,
        tokenVersion: sql`${users.tokenVersion} + 1`,
        deletedAt: ctx.now(),
        emailVerifiedAt: null,
      })
      .where(eq(users.id, user.id));
    await tx.delete(passwordResets).where(eq(passwordResets.userId, user.id));
    await tx.delete(wishlistItems).where(eq(wishlistItems.userId, user.id));
    await tx.delete(stockAlerts).where(eq(stockAlerts.userId, user.id));
    // The reviews go with the person: the products they rated get their figures without them.
    const reviewed = await tx
      .delete(reviews)
      .where(eq(reviews.userId, user.id))
      .returning({ productId: reviews.productId });
    await tx.delete(idempotencyKeys).where(eq(idempotencyKeys.userId, user.id));
    // Their e-mails go too, waiting or sent, and the shop's own notices of their orders: each
    // holds their name, address and phone, which the admin's Messages page would go on showing
    // (and a pending one would still be sent). The orders themselves keep what the shop needs.
    await tx
      .delete(outbox)
      .where(
        and(
          eq(outbox.kind, 'email'),
          or(
            sql`lower(${outbox.payload}->>'to') = ${user.email.toLowerCase()}`,
            sql`${outbox.payload}->>'orderId' in (select ${orders.id}::text from ${orders} where ${orders.buyerId} = ${user.id})`,
          ),
        ),
      );
    // Only what the account owns: the subscription it made, or any to its address once the
    // person proved the address is theirs. An address typed into the footer signed out may be
    // someone else's, whose account this is not (registration does not prove the address).
    await tx
      .delete(newsletterSubscriptions)
      .where(
        and(
          eq(newsletterSubscriptions.email, user.email),
          user.emailVerifiedAt === null ? eq(newsletterSubscriptions.userId, user.id) : undefined,
        ),
      );
    await tx.delete(emailVerifications).where(eq(emailVerifications.userId, user.id));
    await tx
      .update(orders)
      .set({ shipping: null })
      .where(
        and(eq(orders.buyerId, user.id), inArray(orders.status, [...FINISHED_ORDER_STATUSES])),
      );
    // Last, so the version row is locked only for the commit (see bumpCatalogueVersion).
    if (reviewed.length > 0)
      await bumpCatalogueVersion(tx, { products: reviewed.map((r) => r.productId) });
  });
  if (avatar) await ctx.images.delete(avatar).catch(() => undefined);
}

/**
 * Once an erased buyer's order is delivered or cancelled, its delivery details go too (in the
 * transaction that finishes it).
 */
export async function forgetDeliveryOfErasedBuyer(
  tx: Pick<Database, 'update'>,
  orderId: string,
  status: string,
): Promise<void> {
  if (!isOrderFinished(status)) return;
  await tx
    .update(orders)
    .set({ shipping: null })
    .where(
      and(
        eq(orders.id, orderId),
        sql`${orders.buyerId} in (select ${users.id} from ${users} where ${users.deletedAt} is not null)`,
      ),
    );
}
