import type { OrderStatus } from '../enums';

/** What a move of an order's status does besides writing it and its history entry. */
export type OrderMoveEffect =
  /** Entering Cancelled: the order's units go back on the shelf. */
  | 'restoresStock'
  /** Entering Cancelled: money received online is refunded, a wait for it ends. */
  | 'endsPayment'
  /** Leaving Cancelled: the units are taken again, or the move is refused when the shelf lacks them. */
  | 'takesStock'
  /** Shipping or delivering: an online order not paid moves only when the admin confirms it. */
  | 'asksIfUnpaid';

type Effects = readonly OrderMoveEffect[];

const CANCEL: Effects = ['restoresStock', 'endsPayment'];
const SEND: Effects = ['asksIfUnpaid'];
const REVIVE: Effects = ['takesStock'];
const REVIVE_AND_SEND: Effects = ['takesStock', 'asksIfUnpaid'];
const NOTHING: Effects = [];

/**
 * Every move an order's status may make, from (rows) to (columns), and what each does. Every
 * status may follow every other, as the contract lets admins correct mistakes; a status set again
 * is no move at all (nothing written, nothing asked).
 */
export const ORDER_STATUS_MOVES = {
  'Not processed': {
    'Not processed': NOTHING,
    Processing: NOTHING,
    Shipped: SEND,
    Delivered: SEND,
    Cancelled: CANCEL,
  },
  Processing: {
    'Not processed': NOTHING,
    Processing: NOTHING,
    Shipped: SEND,
    Delivered: SEND,
    Cancelled: CANCEL,
  },
  Shipped: {
    'Not processed': NOTHING,
    Processing: NOTHING,
    Shipped: NOTHING,
    Delivered: SEND,
    Cancelled: CANCEL,
  },
  Delivered: {
    'Not processed': NOTHING,
    Processing: NOTHING,
    Shipped: SEND,
    Delivered: NOTHING,
    Cancelled: CANCEL,
  },
  Cancelled: {
    'Not processed': REVIVE,
    Processing: REVIVE,
    Shipped: REVIVE_AND_SEND,
    Delivered: REVIVE_AND_SEND,
    Cancelled: NOTHING,
  },
} as const satisfies Readonly<Record<OrderStatus, Readonly<Record<OrderStatus, Effects>>>>;

export function moveEffects(from: OrderStatus, to: OrderStatus): Effects {
  return ORDER_STATUS_MOVES[from][to];
}

/**
 * The order's money as far as the guard needs it: the payment method and state (contract
 * schemas/payment.ts), as the database holds them or an older order lacks them.
 */
export interface MoneyOfOrder {
  method?: string | null;
  state?: string | null;
}

/**
 * The contract's guard: shipping or delivering a Paystack order whose money has not arrived needs
 * the admin's confirmation (`confirmUnpaid`). Pay on delivery is delivered unpaid by design.
 */
export function asksBeforeMove(from: OrderStatus, to: OrderStatus, money: MoneyOfOrder): boolean {
  return (
    moveEffects(from, to).includes('asksIfUnpaid') &&
    money.method === 'paystack' &&
    money.state !== 'paid'
  );
}

/** The 409 `{error}` of a guarded move sent without `confirmUnpaid: true`. */
export const UNPAID_MOVE_MESSAGE =
  'The payment for this order has not arrived. Send confirmUnpaid: true to ship or deliver it anyway.';

/** The history entry's reason when an admin confirmed moving an unpaid order on. */
export const CONFIRMED_UNPAID_REASON = 'Confirmed unpaid';
