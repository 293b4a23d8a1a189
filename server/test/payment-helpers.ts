import { expect } from 'vitest';
import {
  OrdersResponseSchema,
  PaymentResponseSchema,
  type Order,
} from '../../contract/schemas/order';
import { ProductResponseSchema, type Product } from '../../contract/schemas/product';
import { signPaystackBody } from '../payments/webhook-signature';
import { SUITE_PAYSTACK_KEY, type SuiteState } from './suite-state';

/** What the payment sections of the suite do over and over: order, pay, verify, set a status. */
export function paymentHelpers(s: SuiteState) {
  const stockOf = async (id: string) =>
    ProductResponseSchema.parse((await s.call('GET', `/product/${id}`)).body).product.quantity;

  async function order(
    product: Product,
    options: { method?: 'paystack' | 'on_delivery'; qty?: number; key?: string } = {},
  ) {
    return s.call('POST', '/product/payment', {
      token: s.shopperToken,
      headers: options.key ? { 'Idempotency-Key': options.key } : {},
      json: {
        paymentRef: true,
        paymentMethod: options.method ?? 'paystack',
        cartItems: [{ ...product, isAdded: true, addedQty: options.qty ?? 1 }],
      },
    });
  }

  async function placeOnline(product: Product, qty = 1) {
    const res = await order(product, { qty });
    expect(res.status, res.text).toBe(201);
    const parsed = PaymentResponseSchema.parse(res.body);
    if (!parsed.payment) throw new Error('no payment redirect');
    return { order: parsed.order, payment: parsed.payment };
  }

  const setStatus = (id: string, json: Record<string, unknown>) =>
    s.call('PUT', `/orders/status/${id}`, { token: s.adminToken, json });

  const verify = async (reference: string, token = s.shopperToken) =>
    s.call('GET', `/payments/verify/${reference}`, { token });

  async function webhook(body: unknown, signature?: string) {
    const raw = JSON.stringify(body);
    return s.call('POST', '/payments/paystack/webhook', {
      rawJson: raw,
      headers: {
        'x-paystack-signature': signature ?? (await signPaystackBody(SUITE_PAYSTACK_KEY, raw)),
      },
    });
  }

  const chargeSuccess = (reference: string, amount: number) => ({
    event: 'charge.success',
    data: { reference, amount, currency: 'NGN', status: 'success' },
  });

  async function current(id: string): Promise<Order> {
    const res = await s.call('GET', '/orders', { token: s.shopperToken });
    const found = OrdersResponseSchema.parse(res.body).orders.find((o) => o._id === id);
    if (!found) throw new Error(`order ${id} not listed`);
    return found;
  }

  return { stockOf, order, placeOnline, setStatus, verify, webhook, chargeSuccess, current };
}
