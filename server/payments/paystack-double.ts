import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { FetchFunction } from './paystack-client';
import { initializeBody, refundBody } from './paystack-protocol';

// A double of api.paystack.co for tests, runtime-neutral so every host of the API suite (PGlite,
// MSW, the Node HTTP stack, PostgreSQL) can use it in-process, and node-paystack-stand-in.ts can
// put it on a real socket. It speaks the documented protocol (initialize, verify, refund, Bearer
// secret key, `{status, message, data}`) and can be told to fail or to answer something other
// than what was paid.

export interface DoubleCall {
  method: string;
  /** Path and query, e.g. `/transaction/verify/fh-…`. */
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  /** The body parsed as JSON, or undefined. */
  body: unknown;
}

/** `unavailable`: every request answers 503. `hang`: no request is answered until aborted. */
export type DoubleFailure = 'unavailable' | 'hang';

/** Fields verify answers instead of the transaction's own. */
export interface VerifyOverride {
  status?: string;
  amount?: number;
  currency?: string;
  paid_at?: string | null;
}

export interface PaystackDouble {
  /** Answers a request to any base URL by its path: give it to the client as its `fetch`. */
  fetch: FetchFunction;
  /** Every request received, in order. */
  calls: DoubleCall[];
  failWith(failure: DoubleFailure | null): void;
  /** Awaited before each answer (or failure): a slow Paystack, and a look at the store meanwhile. */
  beforeAnswer(hook: ((call: DoubleCall) => Promise<void>) | null): void;
  /** The customer paid on Paystack's page: verify now says `success`. */
  pay(reference: string, paidAt?: Date): void;
  /** Verify of `reference` answers these fields from now on (a wrong amount, currency, status). */
  answerVerify(reference: string, override: VerifyOverride): void;
}

interface StoredTransaction {
  id: number;
  reference: string;
  email: string;
  amount: number;
  currency: string;
  status: string;
  paid_at: string | null;
  created_at: string;
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

const refuse = (c: Context, status: ContentfulStatusCode, message: string) =>
  c.json({ status: false, message }, status);

export function createPaystackDouble(options: { secretKey: string }): PaystackDouble {
  const calls: DoubleCall[] = [];
  const transactions = new Map<string, StoredTransaction>();
  const overrides = new Map<string, VerifyOverride>();
  let failure: DoubleFailure | null = null;
  let hook: ((call: DoubleCall) => Promise<void>) | null = null;
  let nextId = 1000;

  const app = new Hono();
  app.use('*', async (c, next) => {
    if (c.req.header('authorization') !== `Bearer ${options.secretKey}`) {
      return refuse(c, 401, 'Invalid key');
    }
    await next();
  });

  app.post('/transaction/initialize', async (c) => {
    const parsed = initializeBody.safeParse(parseJson(await c.req.text()));
    if (!parsed.success) return refuse(c, 400, 'Invalid request');
    const { reference, amount, currency, email } = parsed.data;
    if (transactions.has(reference)) return refuse(c, 400, 'Duplicate Transaction Reference');
    transactions.set(reference, {
      id: nextId++,
      reference,
      email,
      amount,
      currency,
      status: 'abandoned',
      paid_at: null,
      created_at: new Date().toISOString(),
    });
    const accessCode = `ac${nextId}`;
    return c.json({
      status: true,
      message: 'Authorization URL created',
      data: {
        authorization_url: `https://checkout.paystack.com/${accessCode}`,
        access_code: accessCode,
        reference,
      },
    });
  });

  app.get('/transaction/verify/:reference', (c) => {
    const reference = c.req.param('reference');
    const transaction = transactions.get(reference);
    if (!transaction) return refuse(c, 400, 'Transaction reference not found');
    return c.json({
      status: true,
      message: 'Verification successful',
      // Extra fields, as Paystack sends many the store does not read.
      data: {
        ...transaction,
        domain: 'test',
        gateway_response: 'Successful',
        channel: 'card',
        log: null,
        customer: { email: transaction.email },
        ...overrides.get(reference),
      },
    });
  });

  app.post('/refund', async (c) => {
    const parsed = refundBody.safeParse(parseJson(await c.req.text()));
    if (!parsed.success) return refuse(c, 400, 'Transaction reference is required');
    const transaction = transactions.get(parsed.data.transaction);
    if (!transaction) return refuse(c, 404, 'Transaction not found');
    if (transaction.status === 'reversed') {
      return refuse(c, 400, 'Transaction has been fully reversed');
    }
    if (transaction.status !== 'success') {
      return refuse(c, 400, 'Cannot refund an unsuccessful transaction');
    }
    transaction.status = 'reversed';
    return c.json({
      status: true,
      message: 'Refund has been queued for processing',
      data: {
        transaction: { id: transaction.id, reference: transaction.reference },
        amount: transaction.amount,
        currency: transaction.currency,
        status: 'pending',
        deducted_amount: 0,
      },
    });
  });
  app.notFound((c) => refuse(c, 404, 'Not found'));

  const fetchDouble: FetchFunction = async (input, init) => {
    const url = new URL(input);
    const request = new Request(`http://paystack.double${url.pathname}${url.search}`, init);
    const text = request.body ? await request.clone().text() : '';
    const call: DoubleCall = {
      method: request.method,
      path: `${url.pathname}${url.search}`,
      authorization: request.headers.get('authorization') ?? undefined,
      contentType: request.headers.get('content-type') ?? undefined,
      body: parseJson(text),
    };
    calls.push(call);
    await hook?.(call);
    if (failure === 'hang') {
      return new Promise<Response>((_, reject) => {
        const signal = init.signal;
        const abort = () => reject(signal?.reason ?? new DOMException('Aborted', 'AbortError'));
        if (signal?.aborted) abort();
        else signal?.addEventListener('abort', abort, { once: true });
      });
    }
    if (failure === 'unavailable') {
      return Response.json({ status: false, message: 'Service Unavailable' }, { status: 503 });
    }
    return app.fetch(request);
  };

  return {
    fetch: fetchDouble,
    calls,
    failWith(next) {
      failure = next;
    },
    beforeAnswer(next) {
      hook = next;
    },
    pay(reference, paidAt = new Date()) {
      const transaction = transactions.get(reference);
      if (!transaction) throw new Error(`The double has no transaction ${reference}`);
      transaction.status = 'success';
      transaction.paid_at = paidAt.toISOString();
    },
    answerVerify(reference, override) {
      overrides.set(reference, override);
    },
  };
}
