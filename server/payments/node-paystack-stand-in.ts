/* eslint-disable no-restricted-imports -- Node-only by name (node-*): a real HTTP server for tests. */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createPaystackDouble, type PaystackDouble } from './paystack-double';

// The Paystack double (paystack-double.ts) on a real socket on 127.0.0.1, for tests of the
// Paystack client and of the store over real HTTP (point PAYSTACK_BASE_URL at `baseUrl`).

export type { DoubleCall as StandInCall, VerifyOverride } from './paystack-double';

export interface PaystackStandIn extends Omit<PaystackDouble, 'fetch'> {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  baseUrl: string;
  /** Drops every connection (hanging requests included) and stops listening. */
  close(): Promise<void>;
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

export async function startPaystackStandIn(options: {
  secretKey: string;
}): Promise<PaystackStandIn> {
  const double = createPaystackDouble(options);
  const server = createServer((request, response) => {
    void (async () => {
      const body = await readBody(request);
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers)) {
        if (typeof value === 'string') headers.set(name, value);
      }
      // A hanging answer ends with the connection (close() drops it).
      const aborted = new AbortController();
      response.on('close', () => aborted.abort());
      const answer = await double.fetch(`http://127.0.0.1${request.url ?? '/'}`, {
        method: request.method,
        headers,
        body: body.byteLength > 0 ? new Uint8Array(body) : undefined,
        signal: aborted.signal,
      });
      response.writeHead(answer.status, { 'Content-Type': 'application/json' });
      response.end(Buffer.from(await answer.arrayBuffer()));
    })().catch(() => {
      if (!response.headersSent) response.writeHead(500).end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    calls: double.calls,
    failWith: (failure) => double.failWith(failure),
    beforeAnswer: (hook) => double.beforeAnswer(hook),
    pay: (reference, paidAt) => double.pay(reference, paidAt),
    answerVerify: (reference, override) => double.answerVerify(reference, override),
    close() {
      server.closeAllConnections();
      return new Promise((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}
