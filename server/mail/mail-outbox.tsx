import { render } from '@react-email/components';
import { eq } from 'drizzle-orm';
import type { ReactElement } from 'react';
import type { Order } from '../../contract/schemas/order';
import type { ApiContext } from '../api-context';
import type { Database } from '../api-deps';
import { orders } from '../db/schema';
import { findOrder } from '../orders/order-queries';
import { enqueue } from '../outbox/outbox';
import { isErasedEmail } from '../auth/own-data';
import { orderPageUrl, receiptPageUrl, shopperOrderPageUrl } from '../payments/order-page-url';
import { mailOrderOf, type MailOrder } from './mail-order';
import { BackInStockMail } from './templates/back-in-stock-mail';
import { NewOrderMail } from './templates/new-order-mail';
import { OrderPlacedMail } from './templates/order-placed-mail';
import { PasswordResetMail } from './templates/password-reset-mail';
import { PaymentReceivedMail } from './templates/payment-received-mail';
import { StatusChangedMail } from './templates/status-changed-mail';
import { VerifyEmailMail } from './templates/verify-email-mail';

/** The messages of the contract's "E-mail" section. */
export type MailKind =
  | 'order-placed'
  | 'new-order'
  | 'payment-received'
  | 'status-changed'
  | 'password-reset'
  | 'verify-email'
  | 'back-in-stock';

/**
 * What each message is made from: plain data, so writing it in the transaction that causes it
 * costs one insert (rendering takes tens of milliseconds of CPU, kept out of orders' row locks).
 */
type MailProps =
  | { mail: 'order-placed'; order: MailOrder; orderUrl: string; receiptUrl?: string }
  | { mail: 'new-order'; order: MailOrder; adminUrl: string }
  | { mail: 'payment-received'; order: MailOrder; amount: number; orderUrl: string }
  | { mail: 'status-changed'; order: MailOrder; status: string; orderUrl: string }
  | { mail: 'password-reset'; name: string; resetUrl: string; minutes: number }
  | { mail: 'verify-email'; name: string; verifyUrl: string; days: number }
  | { mail: 'back-in-stock'; name: string; productName: string; productUrl: string };

/** An e-mail as the outbox keeps it: who, what about, and what it is rendered from. */
export interface MailPayload {
  [key: string]: unknown;
  mail: MailKind;
  to: string;
  subject: string;
  props: MailProps;
  orderId?: string;
}

function elementOf(props: MailProps): ReactElement {
  switch (props.mail) {
    case 'order-placed':
      return (
        <OrderPlacedMail
          order={props.order}
          orderUrl={props.orderUrl}
          receiptUrl={props.receiptUrl}
        />
      );
    case 'new-order':
      return <NewOrderMail order={props.order} adminUrl={props.adminUrl} />;
    case 'payment-received':
      return (
        <PaymentReceivedMail order={props.order} amount={props.amount} orderUrl={props.orderUrl} />
      );
    case 'status-changed':
      return (
        <StatusChangedMail order={props.order} status={props.status} orderUrl={props.orderUrl} />
      );
    case 'password-reset':
      return (
        <PasswordResetMail name={props.name} resetUrl={props.resetUrl} minutes={props.minutes} />
      );
    case 'verify-email':
      return <VerifyEmailMail name={props.name} verifyUrl={props.verifyUrl} days={props.days} />;
    case 'back-in-stock':
      return (
        <BackInStockMail
          name={props.name}
          productName={props.productName}
          productUrl={props.productUrl}
        />
      );
  }
}

/**
 * The message as its recipient sees it, HTML and text, from what the outbox kept: the same for
 * the worker that sends it and the admin who reads it.
 */
export async function renderMail(
  payload: Record<string, unknown>,
): Promise<{ html: string; text: string }> {
  const element = elementOf(payload['props'] as MailProps);
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { html, text };
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Statuses the buyer hears about. */
export const MAILED_STATUSES: ReadonlySet<string> = new Set(['Shipped', 'Delivered', 'Cancelled']);

async function queueMail(
  tx: Pick<Database, 'insert'>,
  now: Date,
  message: Omit<MailPayload, 'props' | 'mail'>,
  props: MailProps,
): Promise<void> {
  // An erased buyer is written to no more (their orders still change for the shop's books).
  if (typeof message.to === 'string' && isErasedEmail(message.to)) return;
  await enqueue(tx, 'email', { ...message, mail: props.mail, props }, now);
}

/** The shop's origin for an order's links: where it was placed, else PUBLIC_URL. */
async function originOf(ctx: ApiContext, tx: Tx, orderId: string): Promise<string> {
  const [row] = await tx
    .select({ origin: orders.shopOrigin })
    .from(orders)
    .where(eq(orders.id, orderId));
  // The configured address first: an order's own origin (its request's Host) only without one.
  return ctx.config.publicUrl ?? row?.origin ?? '';
}

async function wireOrder(tx: Tx, orderId: string): Promise<Order> {
  const order = await findOrder(tx as unknown as Database, orderId);
  if (!order) throw new Error(`order ${orderId} vanished in its own transaction`);
  return order;
}

/** Order placed: the receipt to the buyer and the news to the shop's inbox. */
export async function queueOrderPlaced(ctx: ApiContext, tx: Tx, orderId: string): Promise<void> {
  const order = mailOrderOf(await wireOrder(tx, orderId));
  const origin = await originOf(ctx, tx, orderId);
  const now = ctx.now();
  await queueMail(
    tx,
    now,
    { to: order.buyerEmail, subject: `Order ${order.number} received`, orderId },
    {
      mail: 'order-placed',
      order,
      orderUrl: orderPageUrl(origin, orderId),
      receiptUrl: receiptPageUrl(origin, orderId),
    },
  );
  if (ctx.config.shopEmail) {
    await queueMail(
      tx,
      now,
      {
        to: ctx.config.shopEmail,
        subject: `New order ${order.number} from ${order.buyerName}`,
        orderId,
      },
      { mail: 'new-order', order, adminUrl: `${origin}/dashboard/admin/orders` },
    );
  }
}

/** Money arrived (Paystack verified, or the courier's cash recorded). */
export async function queuePaymentReceived(
  ctx: ApiContext,
  tx: Tx,
  orderId: string,
): Promise<void> {
  const wire = await wireOrder(tx, orderId);
  const order = mailOrderOf(wire);
  const origin = await originOf(ctx, tx, orderId);
  await queueMail(
    tx,
    ctx.now(),
    { to: order.buyerEmail, subject: `Payment received for order ${order.number}`, orderId },
    {
      mail: 'payment-received',
      order,
      amount: wire.payment.amountPaid ?? order.total,
      orderUrl: shopperOrderPageUrl(origin, orderId),
    },
  );
}

/** The order became Shipped, Delivered or Cancelled. */
export async function queueStatusChanged(
  ctx: ApiContext,
  tx: Tx,
  orderId: string,
  status: string,
): Promise<void> {
  if (!MAILED_STATUSES.has(status)) return;
  const order = mailOrderOf(await wireOrder(tx, orderId));
  const origin = await originOf(ctx, tx, orderId);
  await queueMail(
    tx,
    ctx.now(),
    { to: order.buyerEmail, subject: `Order ${order.number} ${status}`, orderId },
    { mail: 'status-changed', order, status, orderUrl: shopperOrderPageUrl(origin, orderId) },
  );
}

export async function queuePasswordReset(
  ctx: ApiContext,
  tx: Tx,
  user: { email: string; name: string },
  resetUrl: string,
  minutes: number,
): Promise<void> {
  await queueMail(
    tx,
    ctx.now(),
    { to: user.email, subject: 'Reset your password' },
    { mail: 'password-reset', name: user.name, resetUrl, minutes },
  );
}

export async function queueVerifyEmail(
  ctx: ApiContext,
  tx: Tx,
  user: { email: string; name: string },
  verifyUrl: string,
  days: number,
): Promise<void> {
  await queueMail(
    tx,
    ctx.now(),
    { to: user.email, subject: 'Confirm your e-mail address' },
    { mail: 'verify-email', name: user.name, verifyUrl, days },
  );
}

/** A product a shopper waited for is back (server/stock-alerts/back-in-stock.ts). */
export async function queueBackInStock(
  ctx: ApiContext,
  tx: Tx,
  message: { to: string; name: string; productName: string; productUrl: string },
): Promise<void> {
  await queueMail(
    tx,
    ctx.now(),
    { to: message.to, subject: `Back in stock: ${message.productName}` },
    {
      mail: 'back-in-stock',
      name: message.name,
      productName: message.productName,
      productUrl: message.productUrl,
    },
  );
}
