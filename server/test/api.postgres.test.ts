import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductListResponseSchema, ProductResponseSchema } from '../../contract/schemas/product';
import { AuthResponseSchema } from '../../contract/schemas/user';
import { createCaller } from './api-client';
import type { TestApi } from './test-api';
import { postgresAvailable, startTempPostgres, type TempPostgres } from '../../scripts/pg-temp.mjs';
import { defineApiSuite } from './api-suite';
import type { Database } from '../api-deps';
import { MIGRATIONS_TABLE, migrate } from '../db/migrate';
import { migrations } from '../db/migrations.gen';
import * as schema from '../db/schema';
import { flashSale } from '../db/schema';
import { readCatalogueVersion } from '../catalogue/catalogue-version';
import { openPostgres } from '../node/database';
import { createPostgresHost } from './hosts/postgres-host';
import { createSharpImageProcessor } from '../images/sharp-image-processor';
import { smtpMailer } from '../node/smtp-mailer';
import { outbox } from '../db/schema';
import { startSmtpSink } from '../../scripts/smtp-sink.mjs';

/**
 * The shared endpoint suite against a real PostgreSQL 15 server started for this run on
 * 127.0.0.1 (scripts/pg-temp.mjs). Never skipped: without the Debian binaries the suite fails with
 * the command that installs them (.ci/run installs them on a fresh machine).
 */
let server: TempPostgres | undefined;
beforeAll(async () => {
  if (!postgresAvailable()) {
    throw new Error(
      'PostgreSQL 15 binaries are missing (/usr/lib/postgresql/15/bin): apt-get install -y postgresql-15',
    );
  }
  server = await startTempPostgres();
}, 60_000);
afterAll(async () => {
  await server?.stop();
}, 30_000);

defineApiSuite(
  'PostgreSQL 15',
  (options) => {
    if (!server) throw new Error('PostgreSQL did not start');
    return createPostgresHost(server.url, {
      ...options,
      imageProcessor: createSharpImageProcessor(),
    });
  },
  'rules',
);

describe('two API instances on one PostgreSQL', () => {
  let first: TestApi | undefined;
  let second: TestApi | undefined;
  beforeAll(async () => {
    if (!server) throw new Error('PostgreSQL did not start');
    first = await createPostgresHost(server.url, { seed: true });
    second = await createPostgresHost(server.url, { joinExisting: true });
  }, 60_000);
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it("sees the other instance's orders and refused writes alike", async () => {
    if (!first || !second) throw new Error('hosts did not start');
    const callFirst = createCaller(first.fetch);
    const callSecond = createCaller(second.fetch);
    const list = ProductListResponseSchema.parse(
      (await callSecond('GET', '/product/all?limit=1000')).body,
    );
    const product = list.products.find((p) => p.quantity >= 3);
    if (!product) throw new Error('no stocked demo product');
    const path = `/product/${product._id}`;
    const tag = (await callSecond('GET', path)).headers.get('etag') ?? '';

    // Refused on the first instance: the second still answers 304.
    expect((await callFirst('DELETE', path)).status).toBe(401);
    expect((await callSecond('GET', path, { headers: { 'If-None-Match': tag } })).status).toBe(304);

    const login = await callFirst('POST', '/auth/login', {
      json: { identifier: 'sisi@email.com', password: 'password' },
    });
    const token = AuthResponseSchema.parse(login.body).user.token;
    const ordered = await callFirst('POST', '/product/payment', {
      token,
      json: { paymentRef: true, cartItems: [{ ...product, isAdded: true, addedQty: 2 }] },
    });
    expect(ordered.status).toBe(201);

    const after = await callSecond('GET', path, { headers: { 'If-None-Match': tag } });
    expect(after.status).toBe(200);
    expect(ProductResponseSchema.parse(after.body).product.quantity).toBe(product.quantity - 2);
    const relisted = ProductListResponseSchema.parse(
      (await callSecond('GET', '/product/all?limit=1000')).body,
    );
    expect(relisted.products.find((p) => p._id === product._id)?.quantity).toBe(
      product.quantity - 2,
    );
  });

  it('settles an ended Flash Sale once when both instances see its end at the same moment', async () => {
    if (!first || !second) throw new Error('hosts did not start');
    const calls = [createCaller(first.fetch), createCaller(second.fetch)] as const;
    const list = ProductListResponseSchema.parse(
      (await calls[0]('GET', '/product/all?limit=1000')).body,
    );
    const onSale = list.products.find((p) => p.sale);
    if (!onSale) throw new Error('the demo has no Flash Sale');
    // The demo's daily sale, ended a moment ago as if midnight had just passed.
    await first.db.update(flashSale).set({ endsAt: new Date(Date.now() - 1000) });
    const before = await readCatalogueVersion(first.db);
    const reads = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        (i % 2 === 0 ? calls[0] : calls[1])('GET', `/product/${onSale._id}`),
      ),
    );
    const ends = reads.map((res) => ProductResponseSchema.parse(res.body).product.sale?.endsAt);
    expect(new Set(ends).size).toBe(1);
    expect(Date.parse(ends[0] ?? '')).toBeGreaterThan(Date.now());
    // Renewed by one of them: one bump, whoever came first.
    expect((await readCatalogueVersion(first.db)).version).toBe(before.version + 1);
  });
});

describe('two instances sweeping expired payments on one PostgreSQL', () => {
  const clock = { now: new Date() };
  let first: TestApi | undefined;
  let second: TestApi | undefined;
  beforeAll(async () => {
    if (!server) throw new Error('PostgreSQL did not start');
    const options = { now: () => clock.now, config: { paymentPendingTtlSeconds: 60 } };
    first = await createPostgresHost(server.url, { ...options, seed: true });
    second = await createPostgresHost(server.url, { ...options, joinExisting: true });
  }, 60_000);
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('expires an unpaid online order once, its stock back once', async () => {
    if (!first?.work || !second?.work) throw new Error('hosts did not start');
    const call = createCaller(first.fetch);
    const token = AuthResponseSchema.parse(
      (
        await call('POST', '/auth/login', {
          json: { identifier: 'sisi@email.com', password: 'password' },
        })
      ).body,
    ).user.token;
    const list = ProductListResponseSchema.parse(
      (await call('GET', '/product/all?limit=1000')).body,
    );
    const product = list.products.find((p) => p.quantity >= 3);
    if (!product) throw new Error('no stocked demo product');
    // Online through the built-in test gateway (no key): pending, its stock taken.
    const ordered = await call('POST', '/product/payment', {
      token,
      json: {
        paymentMethod: 'paystack',
        cartItems: [{ ...product, isAdded: true, addedQty: 3 }],
      },
    });
    expect(ordered.status, ordered.text).toBe(201);
    const stock = async () =>
      ProductResponseSchema.parse((await call('GET', `/product/${product._id}`)).body).product
        .quantity;
    expect(await stock()).toBe(product.quantity - 3);

    clock.now = new Date(clock.now.getTime() + 61_000);
    const swept = await Promise.all([
      first.work.expirePayments(),
      second.work.expirePayments(),
      first.work.expirePayments(),
      second.work.expirePayments(),
    ]);
    expect(swept.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await stock()).toBe(product.quantity);
    expect(await second.work.expirePayments()).toBe(0);
    expect(await stock()).toBe(product.quantity);
  });

  it('sends each e-mail once while both instances run their outbox workers', async () => {
    if (!first?.work || !second?.work) throw new Error('hosts did not start');
    const call = createCaller(second.fetch);
    for (let i = 0; i < 6; i++) {
      await call('POST', '/auth/forgot-password', { json: { email: 'sisi@email.com' } });
    }
    const rows = await first.db.select().from(outbox).where(eq(outbox.kind, 'email'));
    expect(rows.length).toBeGreaterThanOrEqual(4);
    const sink = await startSmtpSink();
    const mailer = smtpMailer({ url: sink.url, from: 'FragranceHub <no-reply@pg.test>' });
    try {
      const passes = [first.work, second.work, first.work, second.work].map((work) =>
        work.runOutbox({ email: mailer.send }),
      );
      const sent = (await Promise.all(passes)).reduce((a, b) => a + b, 0);
      expect(sent).toBe(rows.length);
      await sink.waitFor(rows.length);
      expect(await first.work.runOutbox({ email: mailer.send })).toBe(0);
      const ids = sink.received.map((m) => m.messageId);
      expect(ids).toHaveLength(rows.length);
      expect(new Set(ids).size).toBe(rows.length);
    } finally {
      mailer.close();
      await sink.stop();
    }
  });
});

describe('readiness', () => {
  it('answers 503 while the database is down, 200 when it answers', async () => {
    const own = await startTempPostgres();
    let host: TestApi | undefined;
    try {
      host = await createPostgresHost(own.url);
      const call = createCaller(host.fetch);
      expect((await call('GET', '/ready')).status).toBe(200);
      await own.stop();
      const down = await call('GET', '/ready');
      expect(down.status).toBe(503);
      expect(down.body).toMatchObject({ status: 'not ready', reason: 'database unreachable' });
      // Liveness does not ask the database.
      expect((await call('GET', '/health')).status).toBe(200);
    } finally {
      await host?.close().catch(() => undefined);
      await own.stop().catch(() => undefined);
    }
  }, 60_000);
});

describe('migrations on a shared PostgreSQL', () => {
  it('lets three instances starting at once all migrate one new database, once', async () => {
    if (!server) throw new Error('PostgreSQL did not start');
    const admin = new pg.Pool({ connectionString: server.url, max: 1 });
    await admin.query('drop database if exists migrate_race');
    await admin.query('create database migrate_race');
    await admin.end();
    const url = new URL(server.url);
    url.pathname = '/migrate_race';
    const pools = [1, 2, 3].map(() => new pg.Pool({ connectionString: url.toString(), max: 2 }));
    try {
      await Promise.all(
        pools.map((pool) => migrate(drizzle(pool, { schema }) as unknown as Database)),
      );
      const applied = await pools[0]?.query(`select hash from drizzle."${MIGRATIONS_TABLE}"`);
      expect(applied?.rowCount).toBe(migrations.length);
    } finally {
      await Promise.all(pools.map((pool) => pool.end()));
    }
  }, 60_000);

  it('gives the server pool statement and idle-in-transaction timeouts', async () => {
    if (!server) throw new Error('PostgreSQL did not start');
    const opened = await openPostgres(server.url, 2);
    try {
      const show = async (name: string) => {
        const result = (await opened.db.execute(sql.raw(`show ${name}`))) as unknown as {
          rows: Record<string, string>[];
        };
        return result.rows[0]?.[name];
      };
      expect(await show('statement_timeout')).toBe('30s');
      expect(await show('idle_in_transaction_session_timeout')).toBe('1min');
    } finally {
      await opened.close();
    }
  });
});
