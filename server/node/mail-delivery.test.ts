import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../test/free-port';
import { shortOrderNumber } from '../../contract/rules/order-number';
import { PaymentResponseSchema } from '../../contract/schemas/order';
import { ProductListResponseSchema } from '../../contract/schemas/product';
import { AuthResponseSchema } from '../../contract/schemas/user';
import { outbox } from '../db/schema';
import { backoffSeconds } from '../outbox/outbox-worker';
import { createCaller, type Call } from '../test/api-client';
import { startSmtpSink } from '../../scripts/smtp-sink.mjs';
import { createTestApi, type TestApi } from '../test/test-api';
import { smtpMailer } from './smtp-mailer';

const SHOP = 'shop@fragrancehub.test';
const FROM = 'FragranceHub <no-reply@fragrancehub.test>';
const clock = { now: new Date('2026-11-25T09:00:00.000Z') };

let api: TestApi;
let call: Call;

async function tokenOf(identifier: string, password: string) {
  const res = await call('POST', '/auth/login', { json: { identifier, password } });
  return AuthResponseSchema.parse(res.body).user.token;
}

/** The demo shopper orders 2 of a product to be paid on delivery. */
async function placeOrder() {
  const token = await tokenOf('sisi@email.com', 'password');
  const { products } = ProductListResponseSchema.parse(
    (await call('GET', '/product/all?limit=100')).body,
  );
  const product = products.find((p) => p.quantity >= 2 && !p.sale);
  if (!product) throw new Error('no stocked product');
  const res = await call('POST', '/product/payment', {
    token,
    json: {
      paymentMethod: 'on_delivery',
      cartItems: [{ ...product, isAdded: true, addedQty: 2 }],
      shipping: {
        fullName: 'Sisi Eko',
        phone: '08030000001',
        address: '3 Herbert Macaulay Way',
        city: 'Yaba',
        region: 'Lagos',
      },
    },
  });
  expect(res.status, res.text).toBe(201);
  return { order: PaymentResponseSchema.parse(res.body).order, product };
}

const runMail = (url: string) => {
  const mailer = smtpMailer({ url, from: FROM });
  return api.work?.runOutbox({ email: mailer.send }).finally(() => mailer.close());
};

beforeAll(async () => {
  api = await createTestApi({ seed: true, now: () => clock.now, config: { shopEmail: SHOP } });
  call = createCaller(api.fetch);
}, 60_000);
afterAll(() => api.close());

describe('e-mail over SMTP', () => {
  it('delivers every kind of message to its recipient, with its subject and amounts', async () => {
    const sink = await startSmtpSink();
    try {
      await api.db.delete(outbox);
      const { order, product } = await placeOrder();
      const number = shortOrderNumber(order._id);
      const admin = await tokenOf('admin@fragrancehub.ng', 'admin12345');
      await call('PUT', `/orders/payment/${order._id}`, {
        token: admin,
        json: { paymentStatus: true },
      });
      await call('PUT', `/orders/status/${order._id}`, {
        token: admin,
        json: { status: 'Delivered' },
      });
      await call('POST', '/auth/forgot-password', { json: { email: 'sisi@email.com' } });

      expect(await runMail(sink.url)).toBe(5);
      const mails = await sink.waitFor(5);
      const bySubject = (text: string) => mails.find((m) => m.subject?.includes(text));
      const total = `₦${order.totalAmount.toLocaleString('en-US')}`;

      const receipt = bySubject(`Order ${number} received`);
      expect(receipt?.to).toMatchObject({ text: 'sisi@email.com' });
      expect(receipt?.from?.value[0]).toMatchObject({
        name: 'FragranceHub',
        address: 'no-reply@fragrancehub.test',
      });
      expect(receipt?.text).toContain(product.name);
      expect(receipt?.text).toContain(total);
      expect(receipt?.html).toContain(product.name);

      const news = bySubject('New order');
      expect(news?.to).toMatchObject({ text: SHOP });
      expect(news?.text).toContain(total);

      expect(bySubject('Payment received')?.text).toContain(total);
      expect(bySubject(`Order ${number} Delivered`)?.to).toMatchObject({
        text: 'sisi@email.com',
      });
      expect(bySubject('Reset your password')?.text).toMatch(/\/reset-password\?token=/);
      // Sent once: the rows are done.
      expect(await runMail(sink.url)).toBe(0);
      const rows = await api.db.select().from(outbox);
      expect(rows.map((row) => row.state)).toEqual(Array(5).fill('sent'));
      // The link went to the shopper; the outbox keeps no usable copy of it.
      const sentLink = /\/reset-password\?token=([\w-]+)/.exec(
        bySubject('Reset your password')?.text ?? '',
      )?.[1];
      expect(sentLink).toBeTruthy();
      expect(JSON.stringify(rows)).not.toContain(sentLink);
      expect(JSON.stringify(rows)).not.toMatch(/reset-password\?token=/);
      // ...and the link that reached the shopper still works.
      const reset = await call('POST', '/auth/reset-password', {
        json: { token: sentLink, password: 'password' },
      });
      expect(reset.status, reset.text).toBe(200);
    } finally {
      await sink.stop();
    }
  });

  it('keeps a message while the mail server is down and delivers it once when it is back', async () => {
    await api.db.delete(outbox);
    const port = await freePort();
    await call('POST', '/auth/forgot-password', { json: { email: 'sisi@email.com' } });

    expect(await runMail(`smtp://127.0.0.1:${port}`)).toBe(0);
    const [waiting] = await api.db.select().from(outbox).where(eq(outbox.kind, 'email'));
    expect(waiting).toMatchObject({ state: 'pending', tries: 1 });
    expect(waiting?.lastError).toMatch(/ECONNREFUSED|connect/i);

    const sink = await startSmtpSink(port);
    try {
      // Not before its backoff.
      expect(await runMail(sink.url)).toBe(0);
      clock.now = new Date(clock.now.getTime() + backoffSeconds(1) * 1000 + 1000);
      expect(await runMail(sink.url)).toBe(1);
      expect(await runMail(sink.url)).toBe(0);
      await sink.waitFor(1);
      await new Promise((r) => setTimeout(r, 200));
      expect(sink.received).toHaveLength(1);
      expect(sink.received[0]?.subject).toBe('Reset your password');
    } finally {
      await sink.stop();
    }
  });
});
