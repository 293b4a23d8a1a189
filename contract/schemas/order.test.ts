import { describe, it, expect } from 'vitest';
import { sampleProduct } from '../test-support/sample-product';
import { firstIssueMessage } from './errors';
import {
  AllOrdersResponseSchema,
  OrderSchema,
  OrderStatusUpdateRequestSchema,
  PaymentRequestSchema,
} from './order';

const order = {
  _id: 'o1',
  status: 'Not processed',
  buyer: { _id: 'u1', name: 'Ada', email: 'ada@example.com' },
  createdAt: '2024-06-01T12:00:00.000Z',
  payment: { paymentStatus: true, reference: 'abc' },
  products: [{ ...sampleProduct(), addedQty: 2 }],
  totalAmount: 252000,
  shippingFee: 2000,
  shipping: { deliveryMethod: 'door', fullName: 'Ada', city: 'Lagos' },
};

describe('OrderSchema', () => {
  it('parses a wire order and keeps extra payment fields', () => {
    const parsed = OrderSchema.parse(order);
    expect(parsed.payment).toEqual({ paymentStatus: true, reference: 'abc' });
    expect(parsed.products[0]?.addedQty).toBe(2);
  });
  it('accepts an order without delivery details', () => {
    const { shipping: _s, ...rest } = order;
    expect(OrderSchema.safeParse(rest).success).toBe(true);
  });
  it('rejects an unknown status', () => {
    expect(OrderSchema.safeParse({ ...order, status: 'Lost' }).success).toBe(false);
  });
  it('parses the admin list response', () => {
    expect(
      AllOrdersResponseSchema.parse({ success: true, orders: [order], orderCount: 1 }).orderCount,
    ).toBe(1);
  });
});

describe('OrderStatusUpdateRequestSchema', () => {
  it('accepts every listed status', () => {
    for (const status of ['Not processed', 'Processing', 'Shipped', 'Delivered', 'Cancelled']) {
      expect(OrderStatusUpdateRequestSchema.parse({ status }).status).toBe(status);
    }
  });
  it('rejects other values with a readable message', () => {
    const result = OrderStatusUpdateRequestSchema.safeParse({ status: 'shipped' });
    expect(result.success).toBe(false);
    if (!result.success)
      expect(firstIssueMessage(result.error)).toMatch(/^Status must be one of: Not processed/);
  });
  it("carries the admin's confirmUnpaid only as a boolean", () => {
    expect(
      OrderStatusUpdateRequestSchema.parse({ status: 'Delivered', confirmUnpaid: true }),
    ).toEqual({ status: 'Delivered', confirmUnpaid: true });
    const result = OrderStatusUpdateRequestSchema.safeParse({
      status: 'Shipped',
      confirmUnpaid: 1,
    });
    expect(result.success).toBe(false);
    if (!result.success)
      expect(firstIssueMessage(result.error)).toBe('confirmUnpaid must be true or false');
  });
});

describe('PaymentRequestSchema', () => {
  it('keeps only id and quantity from posted cart items', () => {
    const cartItem = { ...sampleProduct(), price: 1, isAdded: true, addedQty: 2 };
    const parsed = PaymentRequestSchema.parse({ paymentRef: true, cartItems: [cartItem] });
    expect(parsed.cartItems).toEqual([{ _id: sampleProduct()._id, addedQty: 2 }]);
    expect(parsed.paymentRef).toBe(true);
  });
  it('needs only _id and addedQty', () => {
    expect(
      PaymentRequestSchema.safeParse({ paymentRef: 'x', cartItems: [{ _id: 'p1', addedQty: 1 }] })
        .success,
    ).toBe(true);
  });
  it('rejects an empty cart and bad quantities', () => {
    const empty = PaymentRequestSchema.safeParse({ paymentRef: true, cartItems: [] });
    expect(empty.success ? null : firstIssueMessage(empty.error)).toBe('Cart is empty');
    for (const addedQty of [0, 1.5, '2']) {
      expect(
        PaymentRequestSchema.safeParse({ paymentRef: true, cartItems: [{ _id: 'p1', addedQty }] })
          .success,
      ).toBe(false);
    }
    expect(
      PaymentRequestSchema.safeParse({ paymentRef: true, cartItems: [{ addedQty: 1 }] }).success,
    ).toBe(false);
  });
  it('accepts delivery details and rejects an unknown method', () => {
    expect(
      PaymentRequestSchema.parse({
        paymentRef: true,
        cartItems: [{ _id: 'p1', addedQty: 1 }],
        shipping: { deliveryMethod: 'pickup', region: ' Lagos ' },
      }).shipping,
    ).toEqual({ deliveryMethod: 'pickup', region: 'Lagos' });
    expect(
      PaymentRequestSchema.safeParse({
        paymentRef: true,
        cartItems: [{ _id: 'p1', addedQty: 1 }],
        shipping: { deliveryMethod: 'drone' },
      }).success,
    ).toBe(false);
  });
});
