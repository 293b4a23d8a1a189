import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { GatewayRejectedError } from './payment-gateway';
import type { FetchFunction } from './paystack-client';
import { newPaymentReference } from './reference';
import { createTestGateway } from './test-gateway';
import { memoryTestTransactionStore, type TestTransactionStore } from './test-transaction-store';
import { PAYSTACK_SIGNATURE_HEADER, verifyPaystackSignature } from './webhook-signature';

const SECRET = 'sk_test_built_in_gateway';
const MOUNT = '/api/v1/payments/test-gateway';
const WEBHOOK = 'https://shop.example/api/v1/payments/paystack/webhook';
const CALLBACK = 'https://shop.example/checkout/return?order=42';
const NOW = new Date('2026-11-20T10:00:00.000Z');

interface Delivery {
  url: string;
  signature: string | null;
  contentType: string | null;
  body: string;
}

function setup(options: { webhookStatus?: number; store?: TestTransactionStore } = {}) {
  const deliveries: Delivery[] = [];
  const webhookErrors: unknown[] = [];
  const deliver: FetchFunction = async (input, init) => {
    const headers = new Headers(init.headers);
    deliveries.push({
      url: input,
      signature: headers.get(PAYSTACK_SIGNATURE_HEADER),
      contentType: headers.get('content-type'),
      body: String(init.body),
    });
    return new Response('{"received":true}', { status: options.webhookStatus ?? 200 });
  };
  const { app, gateway } = createTestGateway({
    secret: SECRET,
    checkoutBaseUrl: `https://shop.example${MOUNT}/`,
    webhookUrl: WEBHOOK,
    fetch: deliver,
    now: () => NOW,
    store: options.store,
    onWebhookError: (error) => webhookErrors.push(error),
  });
  // Mounted the way the store will mount it.
  const host = new Hono();
  host.route(MOUNT, app);

  async function start(amountKobo = 1999999) {
    const reference = newPaymentReference('3f2a9c1b-7d4e-4c1a-9b2f-0e8d7c6b5a49');
    const { authorizationUrl } = await gateway.initialize({
      email: 'ada@example.com',
      amountKobo,
      reference,
      callbackUrl: CALLBACK,
    });
    return { reference, page: new URL(authorizationUrl).pathname, authorizationUrl };
  }

  function press(page: string, outcome: string) {
    return host.request(page, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ outcome }).toString(),
    });
  }

  return { host, gateway, deliveries, webhookErrors, start, press };
}

describe('test gateway: checkout page', () => {
  it('shows the banner, the amount in naira and Pay and Fail, without any script', async () => {
    const { host, start } = setup();
    const { reference, page, authorizationUrl } = await start(1999999);
    expect(authorizationUrl).toBe(`https://shop.example${MOUNT}/pay/${reference}`);

    const res = await host.request(page);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const text = await res.text();
    expect(text).toContain('Test payment: no money moves');
    expect(text).toContain('₦19,999.99');
    expect(text).toContain(reference);
    expect(text).toMatch(/<button[^>]*name="outcome"[^>]*value="success"[^>]*>Pay ₦19,999.99/);
    expect(text).toMatch(/<button[^>]*name="outcome"[^>]*value="failed"[^>]*>Fail/);
    expect(text).not.toMatch(/<script|<link|src=/i);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("form-action 'self' https://shop.example");
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('escapes what it shows', async () => {
    const store = memoryTestTransactionStore();
    await store.insert({
      id: 7,
      reference: 'fh-evil',
      email: '"><script>alert(1)</script>@example.com',
      amountKobo: 100,
      currency: 'NGN',
      callbackUrl: CALLBACK,
      status: 'pending',
      createdAt: NOW.toISOString(),
      paidAt: null,
    });
    const { host } = setup({ store });
    const text = await (await host.request(`${MOUNT}/pay/fh-evil`)).text();
    expect(text).not.toContain('<script>');
    expect(text).toContain('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;@example.com');
  });

  it('answers an unknown reference with a 404 page', async () => {
    const { host, press } = setup();
    const res = await host.request(`${MOUNT}/pay/fh-nobody`);
    expect(res.status).toBe(404);
    const text = await res.text();
    expect(text).toContain('Payment not found');
    expect(text).toContain('Test payment: no money moves');
    expect((await press(`${MOUNT}/pay/fh-nobody`, 'success')).status).toBe(404);
  });

  it('asks again when the form is not Pay or Fail', async () => {
    const { start, press } = setup();
    const { page } = await start();
    expect((await press(page, 'maybe')).status).toBe(400);
  });
});

describe('test gateway: Pay', () => {
  it('marks the payment paid, sends a signed charge.success and returns to the shop', async () => {
    const { gateway, deliveries, start, press } = setup();
    const { reference, page } = await start(1999999);
    expect(await gateway.verify(reference)).toMatchObject({ status: 'abandoned' });

    const res = await press(page, 'success');
    expect(res.status).toBe(303);
    const back = new URL(res.headers.get('location') ?? '');
    expect(`${back.origin}${back.pathname}`).toBe('https://shop.example/checkout/return');
    expect(back.searchParams.get('order')).toBe('42');
    expect(back.searchParams.get('reference')).toBe(reference);
    expect(back.searchParams.get('trxref')).toBe(reference);

    expect(await gateway.verify(reference)).toEqual({
      reference,
      status: 'success',
      gatewayStatus: 'success',
      amountKobo: 1999999,
      currency: 'NGN',
      paidAt: NOW,
    });

    expect(deliveries).toHaveLength(1);
    const [delivery] = deliveries;
    expect(delivery?.url).toBe(WEBHOOK);
    expect(delivery?.contentType).toBe('application/json');
    expect(await verifyPaystackSignature(SECRET, delivery?.body ?? '', delivery?.signature)).toBe(
      true,
    );
    expect(JSON.parse(delivery?.body ?? '')).toMatchObject({
      event: 'charge.success',
      data: { reference, status: 'success', amount: 1999999, currency: 'NGN' },
    });
  });

  it('pays and notifies once when Pay is pressed twice', async () => {
    const { deliveries, start, press } = setup();
    const { page } = await start();
    await press(page, 'success');
    const again = await press(page, 'success');
    expect(again.status).toBe(303);
    expect(deliveries).toHaveLength(1);
  });

  it('still returns to the shop when the webhook cannot be delivered', async () => {
    const { gateway, webhookErrors, start, press } = setup({ webhookStatus: 500 });
    const { reference, page } = await start();
    expect((await press(page, 'success')).status).toBe(303);
    expect(webhookErrors).toHaveLength(1);
    expect(await gateway.verify(reference)).toMatchObject({ status: 'success' });
  });

  it('shows a finished page when opened again', async () => {
    const { host, start, press } = setup();
    const { reference, page } = await start();
    await press(page, 'success');
    const text = await (await host.request(page)).text();
    expect(text).toContain('has been paid');
    expect(text).not.toContain('value="success"');
    expect(text).toContain(`reference=${reference}`);
  });
});

describe('test gateway: Fail', () => {
  it('marks the payment failed, sends no webhook and returns to the shop', async () => {
    const { gateway, deliveries, start, press } = setup();
    const { reference, page } = await start();
    const res = await press(page, 'failed');
    expect(res.status).toBe(303);
    expect(new URL(res.headers.get('location') ?? '').searchParams.get('reference')).toBe(
      reference,
    );
    expect(await gateway.verify(reference)).toMatchObject({ status: 'failed', paidAt: null });
    expect(deliveries).toHaveLength(0);
    // Pay after Fail changes nothing: a new attempt needs a new reference.
    await press(page, 'success');
    expect(await gateway.verify(reference)).toMatchObject({ status: 'failed' });
  });
});

describe('test gateway: refund', () => {
  it('refunds a paid transaction once', async () => {
    const { gateway, start, press } = setup();
    const { reference, page } = await start(500000);
    await press(page, 'success');

    expect(await gateway.refund(reference)).toEqual({
      reference,
      status: 'processed',
      amountKobo: 500000,
      currency: 'NGN',
    });
    expect(await gateway.verify(reference)).toMatchObject({ status: 'reversed' });
    await expect(gateway.refund(reference)).rejects.toThrow(GatewayRejectedError);
  });

  it('refuses to refund an unpaid transaction', async () => {
    const { gateway, start } = setup();
    const { reference } = await start();
    await expect(gateway.refund(reference)).rejects.toMatchObject({
      name: 'GatewayRejectedError',
      httpStatus: 400,
    });
  });
});

describe('test gateway: protocol', () => {
  it('answers only to its secret key, as Paystack does', async () => {
    const { host, start } = setup();
    const { reference } = await start();
    const res = await host.request(`${MOUNT}/transaction/verify/${reference}`, {
      headers: { Authorization: 'Bearer sk_test_guess' },
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ status: false, message: 'Invalid key' });
  });

  it('refuses a reference used before and an unknown one', async () => {
    const { gateway, start } = setup();
    const { reference } = await start();
    await expect(
      gateway.initialize({
        email: 'ada@example.com',
        amountKobo: 100,
        reference,
        callbackUrl: CALLBACK,
      }),
    ).rejects.toThrow('Duplicate Transaction Reference');
    await expect(gateway.verify('fh-nobody')).rejects.toThrow('Transaction reference not found');
  });

  it('serves mock mode as JSON: the page’s facts, then Pay without a redirect', async () => {
    const { host, gateway, start } = setup();
    const { reference, page } = await start(250000);
    const facts = await host.request(page, { headers: { Accept: 'application/json' } });
    expect(await facts.json()).toEqual({
      reference,
      amountKobo: 250000,
      currency: 'NGN',
      status: 'pending',
      returnUrl: expect.stringContaining(`trxref=${reference}`),
    });

    const paid = await host.request(page, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify({ outcome: 'success' }),
    });
    expect(paid.status).toBe(200);
    expect(await paid.json()).toEqual({
      status: 'success',
      redirectTo: expect.stringContaining(`reference=${reference}`),
    });
    expect(await gateway.verify(reference)).toMatchObject({ status: 'success' });
  });
});
