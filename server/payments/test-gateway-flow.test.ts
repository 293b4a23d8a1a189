import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OrderResponseSchema,
  OrdersResponseSchema,
  PaymentResponseSchema,
} from '../../contract/schemas/order';
import { PaymentMethodsResponseSchema } from '../../contract/schemas/payment';
import { ProductListResponseSchema } from '../../contract/schemas/product';
import { AuthResponseSchema } from '../../contract/schemas/user';
import { createCaller, ORIGIN, type Call } from '../test/api-client';
import { createTestApi, type TestApi } from '../test/test-api';

let api: TestApi;
let call: Call;
let token: string;

beforeAll(async () => {
  // No PAYSTACK_SECRET_KEY, not production: the built-in test gateway takes the payments.
  api = await createTestApi({ seed: true });
  call = createCaller(api.fetch);
  const login = await call('POST', '/auth/login', {
    json: { identifier: 'sisi@email.com', password: 'password' },
  });
  token = AuthResponseSchema.parse(login.body).user.token;
}, 60_000);
afterAll(() => api.close());

async function placeOnline() {
  const { products } = ProductListResponseSchema.parse(
    (await call('GET', '/product/all?limit=100')).body,
  );
  const product = products.find((p) => p.quantity > 0);
  if (!product) throw new Error('no stocked product');
  const res = await call('POST', '/product/payment', {
    token,
    json: { paymentMethod: 'paystack', cartItems: [{ ...product, isAdded: true, addedQty: 1 }] },
  });
  expect(res.status, res.text).toBe(201);
  return PaymentResponseSchema.parse(res.body);
}

const gatewayPage = (reference: string) => `/payments/test-gateway/pay/${reference}`;

describe('the built-in test gateway, end to end through the API', () => {
  it('is offered without a Paystack key outside production', async () => {
    const methods = PaymentMethodsResponseSchema.parse(
      (await call('GET', '/payments/methods')).body,
    );
    expect(methods.methods.map((m) => m.id)).toEqual(['paystack', 'on_delivery']);
  });

  it('sends the shopper to its page, and Pay marks the order paid by its signed webhook', async () => {
    const { order, payment } = await placeOnline();
    if (!payment) throw new Error('no payment');
    expect(payment.authorizationUrl).toBe(`/test-payment/pay/${payment.reference}`);
    const json = { accept: 'application/json' };
    const page = await call('GET', gatewayPage(payment.reference), { headers: json });
    expect(page.body).toMatchObject({
      reference: payment.reference,
      amountKobo: Math.round(order.totalAmount * 100),
      currency: 'NGN',
    });
    const paid = await call('POST', gatewayPage(payment.reference), {
      headers: json,
      json: { outcome: 'success' },
    });
    expect(paid.body).toMatchObject({
      status: 'success',
      redirectTo: `${ORIGIN}/order?id=${order._id}&reference=${payment.reference}&trxref=${payment.reference}`,
    });
    // The webhook already settled it: the order page sees Paid without asking.
    const mine = OrdersResponseSchema.parse((await call('GET', '/orders', { token })).body);
    expect(mine.orders.find((o) => o._id === order._id)?.payment).toMatchObject({
      paymentStatus: true,
      state: 'paid',
      amountPaid: order.totalAmount,
    });
  });

  it('Fail leaves the order waiting, failed, for another try or delivery', async () => {
    const { order, payment } = await placeOnline();
    if (!payment) throw new Error('no payment');
    await call('POST', gatewayPage(payment.reference), {
      headers: { accept: 'application/json' },
      json: { outcome: 'failed' },
    });
    const verified = await call('GET', `/payments/verify/${payment.reference}`, { token });
    expect(OrderResponseSchema.parse(verified.body).order.payment.state).toBe('failed');
    expect(order.payment.state).toBe('pending');
  });

  it('is not offered in production without a key: pay on delivery only', async () => {
    const production = await createTestApi({ config: { production: true } });
    try {
      const res = await createCaller(production.fetch)('GET', '/payments/methods');
      expect(PaymentMethodsResponseSchema.parse(res.body).methods.map((m) => m.id)).toEqual([
        'on_delivery',
      ]);
      const page = await createCaller(production.fetch)('GET', gatewayPage('fh-x-y'));
      expect(page.status).toBe(404);
    } finally {
      await production.close();
    }
  });
});
