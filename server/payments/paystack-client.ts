import type { z } from '../../contract/zod';
import {
  GatewayRejectedError,
  GatewayUnavailableError,
  PAYMENT_CURRENCY,
  type InitializedPayment,
  type PaymentGateway,
  type PaymentRequest,
  type PaymentStatus,
  type RefundResult,
  type RefundStatus,
  type VerifiedPayment,
} from './payment-gateway';
import { initializeData, paystackEnvelope, refundData, transactionData } from './paystack-protocol';
import { isPaymentReference } from './reference';
import { readPaystackWebhook } from './paystack-webhook';

export const PAYSTACK_DEFAULT_BASE_URL = 'https://api.paystack.co';
/** Long enough for Paystack on a slow day, short enough that a shopper is not left staring. */
export const PAYSTACK_DEFAULT_TIMEOUT_MS = 10_000;

/** `fetch` as the host provides it: the global one, or an in-process app's `request`. */
export type FetchFunction = (input: string, init: RequestInit) => Promise<Response>;

export interface PaystackClientOptions {
  secretKey: string;
  /** `PAYSTACK_BASE_URL`: tests point it at a stand-in speaking the same protocol. */
  baseUrl?: string;
  fetch?: FetchFunction;
  timeoutMs?: number;
  /** PaymentGateway.name, for logs. */
  name?: string;
}

// Maps, not object literals: a status such as `constructor` must not find Object's prototype.
const STATUSES = new Map<string, PaymentStatus>([
  ['success', 'success'],
  ['failed', 'failed'],
  ['abandoned', 'abandoned'],
  ['reversed', 'reversed'],
]);

const REFUND_STATUSES = new Map<string, RefundStatus>([
  ['processed', 'processed'],
  ['failed', 'failed'],
]);

function describe(error: unknown): string {
  if (error instanceof Error) {
    return error.name === 'TimeoutError' || error.name === 'AbortError'
      ? 'no answer in time'
      : error.message;
  }
  return String(error);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function toDate(text: string | null | undefined): Date | null {
  if (!text) return null;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The Paystack REST API (https://paystack.com/docs/api/) as a PaymentGateway. */
export function paystackClient(options: PaystackClientOptions): PaymentGateway {
  const baseUrl = (options.baseUrl ?? PAYSTACK_DEFAULT_BASE_URL).replace(/\/+$/, '');
  // Called as a plain function: a browser's fetch throws "Illegal invocation" when called as a
  // method of another object.
  const send: FetchFunction = options.fetch ?? ((input, init) => fetch(input, init));
  const timeoutMs = options.timeoutMs ?? PAYSTACK_DEFAULT_TIMEOUT_MS;

  async function call<T extends z.ZodMiniType>(
    method: 'GET' | 'POST',
    path: string,
    answer: T,
    body?: unknown,
  ): Promise<z.infer<T>> {
    const what = `Paystack ${method} ${path}`;
    let response: Response;
    let text: string;
    try {
      response = await send(baseUrl + path, {
        method,
        headers: {
          Authorization: `Bearer ${options.secretKey}`,
          Accept: 'application/json',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        // Covers the body as well as the headers: a gateway that stalls mid-answer times out too.
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      throw new GatewayUnavailableError(`${what}: ${describe(error)}`, { cause: error });
    }
    // Rate limiting is a "later", not a "no".
    if (response.status >= 500 || response.status === 429) {
      throw new GatewayUnavailableError(`${what}: answered ${response.status}`);
    }
    const envelope = paystackEnvelope.safeParse(parseJson(text));
    if (!response.ok || (envelope.success && !envelope.data.status)) {
      const message = envelope.success && envelope.data.message;
      throw new GatewayRejectedError(
        message || `${what}: refused with ${response.status}`,
        response.status,
      );
    }
    if (!envelope.success) {
      throw new GatewayUnavailableError(`${what}: the answer is not Paystack's JSON`);
    }
    const data = answer.safeParse(envelope.data.data);
    if (!data.success) {
      throw new GatewayUnavailableError(`${what}: unexpected answer`, { cause: data.error });
    }
    return data.data;
  }

  async function initialize(request: PaymentRequest): Promise<InitializedPayment> {
    // Programming errors, caught before anything reaches Paystack.
    if (!Number.isSafeInteger(request.amountKobo) || request.amountKobo <= 0) {
      throw new RangeError(`amountKobo must be a positive integer: ${request.amountKobo}`);
    }
    if (!isPaymentReference(request.reference)) {
      throw new RangeError(`Not a Paystack reference: ${request.reference}`);
    }
    const data = await call('POST', '/transaction/initialize', initializeData, {
      email: request.email,
      amount: request.amountKobo,
      currency: PAYMENT_CURRENCY,
      reference: request.reference,
      callback_url: request.callbackUrl,
    });
    if (data.reference !== request.reference) {
      throw new GatewayUnavailableError(
        `Paystack initialized ${data.reference} instead of ${request.reference}`,
      );
    }
    return { authorizationUrl: data.authorization_url, reference: data.reference };
  }

  async function verify(reference: string): Promise<VerifiedPayment> {
    const data = await call(
      'GET',
      `/transaction/verify/${encodeURIComponent(reference)}`,
      transactionData,
    );
    if (data.reference !== reference) {
      throw new GatewayUnavailableError(`Paystack verified ${data.reference} for ${reference}`);
    }
    return {
      reference,
      status: STATUSES.get(data.status) ?? 'pending',
      gatewayStatus: data.status,
      amountKobo: data.amount,
      currency: data.currency,
      paidAt: toDate(data.paid_at ?? data.paidAt),
    };
  }

  async function refund(reference: string): Promise<RefundResult> {
    const data = await call('POST', '/refund', refundData, { transaction: reference });
    return {
      reference: data.transaction?.reference ?? reference,
      // `pending`, `processing`, `needs-attention`: the money has not gone back yet.
      status: REFUND_STATUSES.get(data.status) ?? 'pending',
      amountKobo: data.amount,
      currency: data.currency,
    };
  }

  const readWebhook = (rawBody: string, headers: Headers) =>
    readPaystackWebhook(options.secretKey, rawBody, headers);

  return { name: options.name ?? 'paystack', initialize, verify, refund, readWebhook };
}
