// The outbox's figures (run through outbox.mjs): for each kind of e-mail, what writing it into
// the outbox costs per message, then how fast the worker renders and sends them to a local SMTP sink.
import { mkdirSync, writeFileSync } from 'node:fs';
import { outbox, users } from '../../server/db/schema';
import {
  queueOrderPlaced,
  queuePasswordReset,
  queuePaymentReceived,
  queueStatusChanged,
} from '../../server/mail/mail-outbox';
import { createApiContext } from '../../server/api-context';
import { smtpMailer } from '../../server/node/smtp-mailer';
import { createTestApi } from '../../server/test/test-api';
import { startSmtpSink } from '../smtp-sink.mjs';
import { TEST_CONFIG } from '../../server/test/test-api';
import { createDbImageStore } from '../../server/images/db-image-store';
import { PaymentResponseSchema } from '../../contract/schemas/order';
import { ProductListResponseSchema } from '../../contract/schemas/product';
import { AuthResponseSchema } from '../../contract/schemas/user';

const PER_KIND = Number(process.env['OUTBOX_MESSAGES'] ?? 200);

const api = await createTestApi({ seed: true, config: { shopEmail: 'shop@bench.test' } });
const call = async (path: string, init: RequestInit = {}) =>
  (await api.fetch(new Request(`http://bench.test/api/v1${path}`, init))).json();
const login = AuthResponseSchema.parse(
  await call('/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: 'sisi@email.com', password: 'password' }),
  }),
);
const { products } = ProductListResponseSchema.parse(await call('/product/all?limit=50'));
const product = products.find((p) => p.quantity > 0);
if (!product) throw new Error('no product');
const { order } = PaymentResponseSchema.parse(
  await call('/product/payment', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${login.user.token}` },
    body: JSON.stringify({ cartItems: [{ ...product, isAdded: true, addedQty: 1 }] }),
  }),
);
const ctx = createApiContext(
  {
    db: api.db,
    images: createDbImageStore(api.db),
    config: { ...TEST_CONFIG, shopEmail: 'shop@bench.test' },
  },
  async () => new Response(null),
);
const [sisi] = await api.db.select().from(users).limit(1);
if (!sisi) throw new Error('no user');
await api.db.delete(outbox);

const kinds = {
  'order placed (receipt + shop news)': (tx: never) => queueOrderPlaced(ctx, tx, order._id),
  'payment received': (tx: never) => queuePaymentReceived(ctx, tx, order._id),
  'status changed': (tx: never) => queueStatusChanged(ctx, tx, order._id, 'Shipped'),
  'password reset': (tx: never) =>
    queuePasswordReset(ctx, tx, sisi, 'http://bench.test/reset-password?token=x', 30),
};
const rows: Record<string, unknown>[] = [];
for (const [kind, queue] of Object.entries(kinds)) {
  const started = performance.now();
  for (let i = 0; i < PER_KIND; i++) await api.db.transaction((tx) => queue(tx as never));
  const ms = performance.now() - started;
  rows.push({ kind, messages: PER_KIND, 'write ms/msg': +(ms / PER_KIND).toFixed(2) });
}
const total = (await api.db.select({ id: outbox.id }).from(outbox)).length;
const sink = await startSmtpSink();
const mailer = smtpMailer({ url: sink.url, from: 'FragranceHub <no-reply@bench.test>' });
const started = performance.now();
let sent = 0;
while (sent < total) sent += (await api.work?.runOutbox({ email: mailer.send })) ?? total;
await sink.waitFor(total, 120_000);
const seconds = (performance.now() - started) / 1000;
mailer.close();
await sink.stop();
await api.close();
const drain = {
  messages: total,
  seconds: +seconds.toFixed(2),
  perSecond: Math.round(total / seconds),
};
console.table(rows);
console.log(
  `drained ${total} e-mails to a local SMTP sink in ${drain.seconds} s: ${drain.perSecond}/s (one worker, 4 at a time over pooled connections)`,
);
mkdirSync('bench-results', { recursive: true });
writeFileSync('bench-results/outbox.json', JSON.stringify({ kinds: rows, drain }, null, 2));
