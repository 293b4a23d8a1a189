import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startPaystackStandIn, type PaystackStandIn } from './node-paystack-stand-in';
import { GatewayRejectedError, GatewayUnavailableError } from './payment-gateway';
import { paystackClient } from './paystack-client';
import { newPaymentReference } from './reference';

const SECRET = 'sk_test_stand_in_key';
const ORDER = '3f2a9c1b-7d4e-4c1a-9b2f-0e8d7c6b5a49';
const CALLBACK = 'https://shop.example/checkout/paid';

let standIn: PaystackStandIn;

beforeAll(async () => {
  standIn = await startPaystackStandIn({ secretKey: SECRET });
});

afterAll(async () => {
  await standIn.close();
});

beforeEach(() => {
  standIn.failWith(null);
  standIn.calls.length = 0;
});

function client(options: { timeoutMs?: number; secretKey?: string } = {}) {
  return paystackClient({
    secretKey: options.secretKey ?? SECRET,
    baseUrl: `${standIn.baseUrl}/`,
    timeoutMs: options.timeoutMs,
  });
}

async function initialized(amountKobo = 1999999) {
  const reference = newPaymentReference(ORDER);
  await client().initialize({
    email: 'ada@example.com',
    amountKobo,
    reference,
    callbackUrl: CALLBACK,
  });
  return reference;
}

describe('Paystack client: initialize', () => {
  it('sends the amount in kobo as an integer, NGN, our reference and callback, with the key', async () => {
    const reference = newPaymentReference(ORDER);
    const answer = await client().initialize({
      email: 'ada@example.com',
      amountKobo: 1999999,
      reference,
      callbackUrl: CALLBACK,
    });

    expect(answer).toEqual({
      authorizationUrl: expect.stringMatching(/^https:\/\/checkout\.paystack\.com\//),
      reference,
    });
    expect(standIn.calls).toHaveLength(1);
    const [call] = standIn.calls;
    expect(call).toMatchObject({
      method: 'POST',
      path: '/transaction/initialize',
      authorization: `Bearer ${SECRET}`,
      contentType: 'application/json',
    });
    expect(call?.body).toEqual({
      email: 'ada@example.com',
      amount: 1999999,
      currency: 'NGN',
      reference,
      callback_url: CALLBACK,
    });
  });

  it('never sends a fractional amount', async () => {
    const request = {
      email: 'ada@example.com',
      amountKobo: 19999.99,
      reference: newPaymentReference(ORDER),
      callbackUrl: CALLBACK,
    };
    await expect(client().initialize(request)).rejects.toThrow(RangeError);
    expect(standIn.calls).toHaveLength(0);
  });

  it('reports Paystack refusing (status false) as a rejection', async () => {
    const reference = await initialized();
    const again = client().initialize({
      email: 'ada@example.com',
      amountKobo: 500000,
      reference,
      callbackUrl: CALLBACK,
    });
    await expect(again).rejects.toThrow(GatewayRejectedError);
    await expect(again).rejects.toMatchObject({
      message: 'Duplicate Transaction Reference',
      httpStatus: 400,
    });
  });

  it('reports a wrong key as a rejection', async () => {
    const attempt = client({ secretKey: 'sk_test_wrong' }).initialize({
      email: 'ada@example.com',
      amountKobo: 500000,
      reference: newPaymentReference(ORDER),
      callbackUrl: CALLBACK,
    });
    await expect(attempt).rejects.toMatchObject({
      name: 'GatewayRejectedError',
      httpStatus: 401,
      message: 'Invalid key',
    });
  });
});

describe('Paystack client: verify', () => {
  it('reads an unpaid checkout as abandoned', async () => {
    const reference = await initialized();
    expect(await client().verify(reference)).toEqual({
      reference,
      status: 'abandoned',
      gatewayStatus: 'abandoned',
      amountKobo: 1999999,
      currency: 'NGN',
      paidAt: null,
    });
    expect(standIn.calls.at(-1)).toMatchObject({
      method: 'GET',
      path: `/transaction/verify/${reference}`,
      authorization: `Bearer ${SECRET}`,
    });
  });

  it('reads a paid transaction with its amount, currency and time', async () => {
    const reference = await initialized();
    standIn.pay(reference, new Date('2026-11-20T10:15:02.000Z'));
    const verified = await client().verify(reference);
    expect(verified).toMatchObject({ status: 'success', amountKobo: 1999999, currency: 'NGN' });
    expect(verified.paidAt?.toISOString()).toBe('2026-11-20T10:15:02.000Z');
  });

  it('passes on a different amount, currency or status as Paystack answers it', async () => {
    const reference = await initialized();
    standIn.pay(reference);
    standIn.answerVerify(reference, { amount: 100, currency: 'GHS' });
    expect(await client().verify(reference)).toMatchObject({
      status: 'success',
      amountKobo: 100,
      currency: 'GHS',
    });
    standIn.answerVerify(reference, { status: 'failed' });
    expect(await client().verify(reference)).toMatchObject({ status: 'failed' });
    standIn.answerVerify(reference, { status: 'ongoing' });
    expect(await client().verify(reference)).toMatchObject({
      status: 'pending',
      gatewayStatus: 'ongoing',
    });
  });

  it('treats an answer it cannot read as the gateway being unavailable', async () => {
    const reference = await initialized();
    standIn.answerVerify(reference, { amount: 12.5 });
    await expect(client().verify(reference)).rejects.toThrow(GatewayUnavailableError);
  });

  it('reports an unknown reference as a rejection', async () => {
    await expect(client().verify('fh-nobody-knows')).rejects.toMatchObject({
      name: 'GatewayRejectedError',
      message: 'Transaction reference not found',
    });
  });
});

describe('Paystack client: refund', () => {
  it('posts {transaction: reference} and reads the queued refund', async () => {
    const reference = await initialized(500000);
    standIn.pay(reference);
    expect(await client().refund(reference)).toEqual({
      reference,
      status: 'pending',
      amountKobo: 500000,
      currency: 'NGN',
    });
    expect(standIn.calls.at(-1)).toMatchObject({
      method: 'POST',
      path: '/refund',
      authorization: `Bearer ${SECRET}`,
      body: { transaction: reference },
    });
    expect(await client().verify(reference)).toMatchObject({ status: 'reversed' });
  });

  it('reports refunding an unpaid transaction as a rejection', async () => {
    const reference = await initialized();
    await expect(client().refund(reference)).rejects.toThrow(GatewayRejectedError);
  });
});

describe('Paystack client: an unavailable gateway', () => {
  it('turns a 5xx into GatewayUnavailableError', async () => {
    const reference = await initialized();
    standIn.failWith('unavailable');
    await expect(client().verify(reference)).rejects.toThrow(GatewayUnavailableError);
    await expect(
      client().initialize({
        email: 'ada@example.com',
        amountKobo: 500000,
        reference: newPaymentReference(ORDER),
        callbackUrl: CALLBACK,
      }),
    ).rejects.toThrow(GatewayUnavailableError);
    await expect(client().refund(reference)).rejects.toThrow(GatewayUnavailableError);
  });

  it('gives up after its timeout when Paystack does not answer', async () => {
    const reference = await initialized();
    standIn.failWith('hang');
    const started = performance.now();
    const attempt = client({ timeoutMs: 200 }).verify(reference);
    await expect(attempt).rejects.toThrow(GatewayUnavailableError);
    await expect(attempt).rejects.toThrow(/no answer in time/);
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it('turns a network failure into GatewayUnavailableError', async () => {
    // A port that was just freed: the connection is refused.
    const gone = await startPaystackStandIn({ secretKey: SECRET });
    await gone.close();
    const unreachable = paystackClient({ secretKey: SECRET, baseUrl: gone.baseUrl });
    await expect(unreachable.verify('fh-abc')).rejects.toThrow(GatewayUnavailableError);
  });

  it('treats HTML from a proxy in front of Paystack as unavailable', async () => {
    const proxied = paystackClient({
      secretKey: SECRET,
      fetch: async () => new Response('<html>Bad gateway</html>', { status: 200 }),
    });
    await expect(proxied.verify('fh-abc')).rejects.toThrow(GatewayUnavailableError);
  });
});
