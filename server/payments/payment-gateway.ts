// What the store asks of a payment gateway, whichever one it is (Paystack, the built-in test
// gateway). Amounts cross this boundary in kobo as integers, as the store keeps them.

/** The only currency the store charges in. */
export const PAYMENT_CURRENCY = 'NGN';

export interface PaymentRequest {
  /** The buyer's address: Paystack sends the receipt there. */
  email: string;
  /** A positive integer. */
  amountKobo: number;
  /** Our own reference for this attempt (see reference.ts): a retry gets a new one. */
  reference: string;
  /** Where the gateway sends the shopper's browser back, with `?reference=…&trxref=…`. */
  callbackUrl: string;
}

export interface InitializedPayment {
  /** The hosted checkout page to send the shopper to. */
  authorizationUrl: string;
  reference: string;
}

/**
 * What the gateway says of a transaction.
 * - `success`: the money arrived (still check amount and currency, see payment-outcome.ts).
 * - `failed`: the charge was declined; the shopper may start a new attempt.
 * - `abandoned`: no charge completed yet. Paystack also says this of a checkout the shopper has
 *   not finished, so it is not final: wait until the order's payment window closes.
 * - `pending`: in progress at the gateway (Paystack's `ongoing`, `pending`, `processing`, `queued`
 *   and any status this code does not know yet).
 * - `reversed`: paid, then refunded or reversed.
 */
export type PaymentStatus = 'success' | 'failed' | 'abandoned' | 'pending' | 'reversed';

export interface VerifiedPayment {
  reference: string;
  status: PaymentStatus;
  /** The gateway's own word for the status, for logs and the admin. */
  gatewayStatus: string;
  amountKobo: number;
  currency: string;
  paidAt: Date | null;
}

/** `pending` until the gateway has returned the money (Paystack: `pending`, `processing`). */
export type RefundStatus = 'pending' | 'processed' | 'failed';

export interface RefundResult {
  reference: string;
  status: RefundStatus;
  amountKobo: number;
  currency: string;
}

/**
 * What a webhook says, once the gateway has checked it is its own: a charge to settle (by asking
 * the gateway, never by believing the body), or nothing of interest. `forged`: not signed by the
 * gateway; `malformed`: signed, but not JSON.
 */
export type WebhookEvent =
  | { kind: 'charge'; reference: string }
  | { kind: 'ignored' }
  | { kind: 'forged' }
  | { kind: 'malformed' };

export interface PaymentGateway {
  /** For logs: `paystack` or `test`. */
  readonly name: string;
  initialize(request: PaymentRequest): Promise<InitializedPayment>;
  verify(reference: string): Promise<VerifiedPayment>;
  /** Refunds the whole amount of a successful transaction. */
  refund(reference: string): Promise<RefundResult>;
  /** Checks and reads a webhook from its raw bytes and headers. */
  readWebhook(rawBody: string, headers: Headers): Promise<WebhookEvent>;
}

/**
 * The gateway could not be asked or did not answer sensibly: network failure, timeout, a 5xx or
 * 429, an answer that is not the protocol. Nothing is known about the transaction; callers answer
 * 502 and retry later (a refund worker keeps its row).
 */
export class GatewayUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'GatewayUnavailableError';
  }
}

/**
 * The gateway answered and refused: bad key, unknown reference, duplicate reference, a refund of
 * an unpaid or already refunded transaction. Retrying the same request will not help.
 */
export class GatewayRejectedError extends Error {
  constructor(
    message: string,
    /** The HTTP status of the refusal (Paystack: 400, 401, 404, …). */
    readonly httpStatus: number,
  ) {
    super(message);
    this.name = 'GatewayRejectedError';
  }
}
