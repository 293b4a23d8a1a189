/* eslint-disable no-restricted-imports -- Node-only by name (node-*): a real HTTP server for tests. */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { initializeBody, refundBody } from './paystack-protocol';

// A local stand-in for api.paystack.co, for tests of the Paystack client and of the store's payment
// flow over real HTTP (point PAYSTACK_BASE_URL at `baseUrl`). It speaks the documented protocol
// (initialize, verify, refund, Bearer secret key, `{status, message, data}`) and can be told to
// fail or to answer something other than what was paid.

export interface StandInCall {
  method: string;
  /** Path and query, e.g. `/transaction/verify/fh-…`. */
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  /** The body parsed as JSON, or undefined. */
  body: unknown;
}

/** `unavailable`: every request answers 503. `hang`: no request is ever answered. */
export type StandInFailure = 'unavailable' | 'hang';

/** Fields verify answers instead of the transaction's own. */
export interface VerifyOverride {
  status?: string;
  amount?: number;
  currency?: string;
  paid_at?: string | null;
}

export interface PaystackStandIn {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  baseUrl: string;
  /** Every request received, in order. */
  calls: StandInCall[];
  failWith(failure: StandInFailure | null): void;
  /** The customer paid on Paystack's page: verify now says `success`. */
  pay(reference: string, paidAt?: Date): void;
  /** Verify of `reference` answers these fields from now on (a wrong amount, currency, status). */
  answerVerify(reference: string, override: VerifyOverride): void;
  /** Drops every connection (hanging requests included) and stops listening. */
  close(): Promise<void>;
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

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

function answer(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify(body));
}

export async function startPaystackStandIn(options: {
  secretKey: string;
}): Promise<PaystackStandIn> {
  const calls: StandInCall[] = [];
  const transactions = new Map<string, StoredTransaction>();
  const overrides = new Map<string, VerifyOverride>();
  let failure: StandInFailure | null = null;
  let nextId = 1000;

  const refuse = (response: ServerResponse, status: number, message: string) =>
    answer(response, status, { status: false, message });

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const text = await readBody(request);
    const body = parseJson(text);
    const path = request.url ?? '/';
    calls.push({
      method: request.method ?? '',
      path,
      authorization: request.headers.authorization,
      contentType: request.headers['content-type'],
      body,
    });
    if (failure === 'hang') return;
    if (failure === 'unavailable') return refuse(response, 503, 'Service Unavailable');
    if (request.headers.authorization !== `Bearer ${options.secretKey}`) {
      return refuse(response, 401, 'Invalid key');
    }

    const verifyMatch = /^\/transaction\/verify\/([^/?]+)$/.exec(path);
    if (request.method === 'POST' && path === '/transaction/initialize') {
      const parsed = initializeBody.safeParse(body);
      if (!parsed.success) return refuse(response, 400, 'Invalid request');
      const { reference, amount, currency, email } = parsed.data;
      if (transactions.has(reference)) {
        return refuse(response, 400, 'Duplicate Transaction Reference');
      }
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
      return answer(response, 200, {
        status: true,
        message: 'Authorization URL created',
        data: {
          authorization_url: `https://checkout.paystack.com/${accessCode}`,
          access_code: accessCode,
          reference,
        },
      });
    }
    if (request.method === 'GET' && verifyMatch) {
      const reference = decodeURIComponent(verifyMatch[1] ?? '');
      const transaction = transactions.get(reference);
      if (!transaction) return refuse(response, 400, 'Transaction reference not found');
      return answer(response, 200, {
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
    }
    if (request.method === 'POST' && path === '/refund') {
      const parsed = refundBody.safeParse(body);
      if (!parsed.success) return refuse(response, 400, 'Transaction reference is required');
      const transaction = transactions.get(parsed.data.transaction);
      if (!transaction) return refuse(response, 404, 'Transaction not found');
      if (transaction.status === 'reversed') {
        return refuse(response, 400, 'Transaction has been fully reversed');
      }
      if (transaction.status !== 'success') {
        return refuse(response, 400, 'Cannot refund an unsuccessful transaction');
      }
      transaction.status = 'reversed';
      return answer(response, 200, {
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
    }
    return refuse(response, 404, 'Not found');
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => {
      if (!response.headersSent) refuse(response, 500, 'Stand-in failure');
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    calls,
    failWith(next) {
      failure = next;
    },
    pay(reference, paidAt = new Date()) {
      const transaction = transactions.get(reference);
      if (!transaction) throw new Error(`The stand-in has no transaction ${reference}`);
      transaction.status = 'success';
      transaction.paid_at = paidAt.toISOString();
    },
    answerVerify(reference, override) {
      overrides.set(reference, override);
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}
