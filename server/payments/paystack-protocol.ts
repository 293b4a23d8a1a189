import { transformed, z } from '../../contract/zod';

// The part of Paystack's REST protocol the store speaks, as zod schemas shared by the client (which
// parses answers), the test gateway and the Node stand-in (which parse requests). Answers are read
// leniently: Paystack adds fields over time, and a field we do not use must never break a payment.

/** Every answer: `{status, message, data}`; `status: false` is a refusal. */
export const paystackEnvelope = z.object({
  status: z.boolean(),
  message: z.catch(z.string(), ''),
  data: z.optional(z.unknown()),
});

/** `POST /transaction/initialize` body. Paystack takes the amount as a number or a digit string. */
export const initializeBody = z.object({
  email: z.email(),
  amount: z.pipe(
    z.union([z.number(), transformed(z.string().check(z.regex(/^\d+$/)), Number)]),
    z.int().check(z.positive()),
  ),
  reference: z.string().check(z.regex(/^[A-Za-z0-9.=-]+$/)),
  // Optional for Paystack (the dashboard's URL applies); the store always sends one.
  callback_url: z.optional(z.url()),
  currency: z._default(z.string(), 'NGN'),
});

export const initializeData = z.object({
  // Paystack's is absolute; the test gateway's may be a path from the store's root (its origin
  // can vary per request), which a browser follows just as well.
  authorization_url: z.string().check(z.minLength(1)),
  access_code: z.optional(z.string()),
  reference: z.string(),
});

/** A transaction, as `GET /transaction/verify/:reference` answers it and `charge.success` carries it. */
export const transactionData = z.object({
  reference: z.string(),
  status: z.string(),
  amount: z.int().check(z.nonnegative()),
  currency: z.string(),
  paid_at: z.nullish(z.string()),
  // Some answers spell it in camel case as well; either will do.
  paidAt: z.nullish(z.string()),
});

/** `POST /refund` body: `transaction` is the reference (or Paystack's numeric id). */
export const refundBody = z.object({
  transaction: transformed(z.union([z.string().check(z.minLength(1)), z.int()]), String),
  amount: z.optional(z.int().check(z.positive())),
});

export const refundData = z.object({
  status: z.string(),
  amount: z.int().check(z.nonnegative()),
  currency: z.string(),
  transaction: z.optional(z.object({ reference: z.string() })),
});

/** The transaction fields the store's webhook and verify read, as a gateway would send them. */
export interface TransactionWire {
  id: number;
  domain: 'test' | 'live';
  status: string;
  reference: string;
  amount: number;
  currency: string;
  gateway_response: string;
  paid_at: string | null;
  created_at: string;
  channel: string;
  customer: { email: string };
}

export interface ChargeSuccessEvent {
  event: 'charge.success';
  data: TransactionWire;
}
