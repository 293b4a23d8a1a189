import { and, eq } from 'drizzle-orm';
import { MAX_UNITS_PER_LINE } from '../../contract/constants';
import { CART_LINE_MESSAGES, type CartLineInput } from '../../contract/schemas/cart';
import type { DeliveryDetails, Order } from '../../contract/schemas/order';
import {
  checkShipping,
  deliveryFeeKobo,
  homeZone,
  type Destination,
} from '../../contract/rules/delivery';
import { activeSale, salePriceKobo } from '../../contract/rules/sale-price';
import type { ApiContext, UserRow } from '../api-context';
import { idempotencyKeys, orderLines, orders } from '../db/schema';
import { ApiError } from '../wire/api-error';
import { isUuid } from '../wire/ids';
import { findProductsByIds } from '../products/product-queries';
import { toProductWire } from '../products/product-wire';
import { readRunningFlashSale } from '../flash-sale/stored-flash-sale';
import { findOrder } from './order-queries';
import { bumpCatalogueVersion } from '../catalogue/catalogue-version';
import {
  AWAITING_ONLINE_PAYMENT,
  PAYMENT_API_MESSAGES,
  type PaymentMethod,
  type PaymentRedirect,
} from '../../contract/schemas/payment';
import {
  latestAttempt,
  recordAttempt,
  startFirstAttempt,
  type AttemptRecord,
} from '../payments/payment-attempt';
import { queueOrderPlaced } from '../mail/mail-outbox';
import { BUYER } from './order-history';
import { takeStock } from './order-stock';
import { insertPlacedOrder } from './order-transitions';
import { readDeliverySettings } from '../delivery/delivery-store';
import { deliverySnapshot } from '../delivery/order-delivery';
import { checkExpectedTotal } from './price-changed';
import { lineSnapshot } from './line-snapshot';

export const MAX_IDEMPOTENCY_KEY = 200;

/** Thrown inside the transaction when the idempotency key already names an order. */
class ReplaySignal extends Error {}

export interface PlaceOrderInput {
  buyer: UserRow;
  lines: CartLineInput[];
  paymentRef: unknown;
  /** Absent (older clients): on delivery. */
  paymentMethod: PaymentMethod | undefined;
  shipping: DeliveryDetails | undefined;
  /** The total the shopper was shown (naira); absent from older clients. */
  expectedTotal?: number;
  idempotencyKey: string | undefined;
  /** The shop's origin the order is placed on: Paystack's way back, the e-mails' links. */
  origin: string;
}

export interface PlacedOrder {
  order: Order;
  /** An online order's payment page (again, for a replay while it is unpaid). */
  payment?: PaymentRedirect;
  replayed: boolean;
}

/** Same product twice in one cart counts once, with the quantities added. */
function mergeLines(lines: readonly CartLineInput[]): Map<string, number> {
  const merged = new Map<string, number>();
  for (const line of lines) merged.set(line._id, (merged.get(line._id) ?? 0) + line.addedQty);
  return merged;
}

async function existingOrderFor(
  ctx: ApiContext,
  userId: string,
  key: string,
): Promise<Order | null> {
  const [row] = await ctx.db
    .select({ orderId: idempotencyKeys.orderId })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)))
    .limit(1);
  return row ? findOrder(ctx.db, row.orderId) : null;
}

/**
 * Prices the cart from the database and takes the stock in one transaction. Each line is a
 * conditional decrement (`quantity >= n`), which row-locks the product, so concurrent shoppers can
 * never oversell; one short line rolls back every line. With an idempotency key, the key row is
 * inserted first: a racing duplicate waits on its primary key and then finds the first order.
 */
export async function placeOrder(ctx: ApiContext, input: PlaceOrderInput): Promise<PlacedOrder> {
  const { buyer, idempotencyKey } = input;
  const method = input.paymentMethod ?? 'on_delivery';
  if (method === 'paystack' && !ctx.payments.gateway) {
    throw new ApiError(400, PAYMENT_API_MESSAGES.methodUnavailable);
  }
  if (idempotencyKey) {
    const previous = await existingOrderFor(ctx, buyer.id, idempotencyKey);
    if (previous) return replayOf(ctx, previous);
  }
  const wanted = mergeLines(input.lines);
  for (const qty of wanted.values()) {
    if (qty > MAX_UNITS_PER_LINE) throw new ApiError(400, CART_LINE_MESSAGES.quantityTooLarge);
  }
  for (const id of wanted.keys()) {
    if (!isUuid(id)) throw new ApiError(409, 'A product in your cart is no longer available');
  }
  // Where it goes, checked before anything is taken: a field missing or malformed is a 400
  // naming it. An older client sends no details: the home zone's door rule prices it.
  const settings = await readDeliverySettings(ctx.db);
  let shipping: DeliveryDetails | null = null;
  let destination: Destination = { method: 'door', zone: homeZone(settings) };
  if (input.shipping) {
    const checked = checkShipping(input.shipping, settings);
    if (!checked.ok) throw new ApiError(400, checked.error);
    shipping = checked.value.details;
    destination = checked.value.destination;
  }
  // A fixed lock order (by id) keeps two multi-line orders from deadlocking each other.
  const productIds = [...wanted.keys()].sort();
  const orderId = crypto.randomUUID();
  let attempt: AttemptRecord | undefined;

  try {
    await ctx.db.transaction(async (tx) => {
      if (idempotencyKey) {
        const claimed = await tx
          .insert(idempotencyKeys)
          .values({ userId: buyer.id, key: idempotencyKey, orderId, createdAt: ctx.now() })
          .onConflictDoNothing()
          .returning({ orderId: idempotencyKeys.orderId });
        if (claimed.length === 0) throw new ReplaySignal();
      }

      const now = ctx.now();
      await takeStock(
        tx,
        productIds.map((id) => ({ productId: id, quantity: wanted.get(id) ?? 0 })),
        now,
        'A product in your cart is no longer available',
      );

      // Prices, names and images come from our rows, never from the posted cart: a line on the
      // Flash Sale at its sale price while the sale runs (the same rule the cart totals with).
      const rows = await findProductsByIds(tx, productIds);
      const sale = await readRunningFlashSale(tx, now);
      const byId = new Map(rows.map((r) => [r.id, r]));
      const priced = [...wanted.entries()].map(([id, addedQty]) => {
        const row = byId.get(id);
        if (!row) throw new ApiError(409, 'A product in your cart is no longer available');
        // As it was before this order took its stock.
        const product = toProductWire({ ...row, quantity: row.quantity + addedQty }, sale);
        const unitKobo =
          sale && activeSale(product, now)
            ? salePriceKobo(row.priceKobo, sale.percentOff)
            : row.priceKobo;
        return { row, product, unitKobo, addedQty };
      });
      const subtotal = priced.reduce((sum, line) => sum + line.unitKobo * line.addedQty, 0);
      // The server's fee, never the client's: the destination's rule on the charged subtotal.
      const fee = deliveryFeeKobo(destination, subtotal, priced.length);
      // Not what the shopper agreed to: the transaction rolls back (stock, idempotency key).
      checkExpectedTotal(input.expectedTotal, {
        subtotal,
        discount: 0,
        shippingFee: fee,
        total: subtotal + fee,
      });
      const online = method === 'paystack';

      await insertPlacedOrder(
        tx,
        {
          id: orderId,
          buyerId: buyer.id,
          // The client's paymentRef is kept as sent and never marks anything paid.
          payment: isPlainRef(input.paymentRef) ? { paymentRef: input.paymentRef } : {},
          paymentMethod: method,
          paymentState: online ? 'pending' : 'on_delivery',
          // An online order holds its stock this long, however many times the shopper retries.
          paymentExpiresAt: online
            ? new Date(now.getTime() + ctx.payments.pendingTtlSeconds * 1000)
            : null,
          totalKobo: subtotal + fee,
          shippingFeeKobo: fee,
          shipping,
          delivery: { ...deliverySnapshot(destination) },
          shopOrigin: input.origin,
          createdAt: now,
          updatedAt: now,
        },
        BUYER,
        now,
      );
      await tx.insert(orderLines).values(
        priced.map(({ row, product, unitKobo, addedQty }, position) => ({
          orderId,
          position,
          productId: row.id,
          snapshot: lineSnapshot(product),
          quantity: addedQty,
          unitPriceKobo: unitKobo,
        })),
      );
      if (online) {
        attempt = await recordAttempt(tx, orderId, subtotal + fee, now);
        await tx
          .update(orders)
          .set({ paymentReference: attempt.reference })
          .where(eq(orders.id, orderId));
      } else {
        // Paid on delivery, the order stands now; an online one is announced once its payment
        // page exists (startFirstAttempt).
        await queueOrderPlaced(ctx, tx, orderId);
      }
      // Last, so the version row is locked only for the commit (see bumpCatalogueVersion).
      await bumpCatalogueVersion(tx, { products: productIds });
    });
  } catch (error) {
    if (error instanceof ReplaySignal && idempotencyKey) {
      const previous = await existingOrderFor(ctx, buyer.id, idempotencyKey);
      if (previous) return replayOf(ctx, previous);
    }
    throw error;
  }
  const payment = attempt
    ? await startFirstAttempt(ctx, {
        orderId,
        attempt,
        buyerEmail: buyer.email,
        origin: input.origin,
      })
    : undefined;
  const order = await findOrder(ctx.db, orderId);
  if (!order) throw new Error('order vanished after commit');
  return { order, payment, replayed: false };
}

/** A repeat of the same key answers the first order, and while it is unpaid its payment page. */
async function replayOf(ctx: ApiContext, order: Order): Promise<PlacedOrder> {
  const waiting = AWAITING_ONLINE_PAYMENT.has(order.payment.state ?? 'on_delivery');
  const payment = waiting ? await latestAttempt(ctx, order._id) : undefined;
  return { order, payment, replayed: true };
}

/** paymentRef is opaque; only small scalars are worth keeping on the order. */
function isPlainRef(ref: unknown): ref is string | number | boolean {
  return (
    (typeof ref === 'string' && ref.length <= 200) ||
    typeof ref === 'number' ||
    typeof ref === 'boolean'
  );
}
