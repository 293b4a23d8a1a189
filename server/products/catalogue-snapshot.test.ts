import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../db/schema';
import { createTestApi, type TestApi } from '../test/test-api';
import { createCatalogueSnapshot } from './catalogue-snapshot';

describe('catalogue snapshot', () => {
  let host: TestApi;
  let ids: string[];

  beforeAll(async () => {
    host = await createTestApi({ seed: true, soleWriter: false });
    const rows = await host.db.select({ id: products.id }).from(products);
    ids = rows.map((r) => r.id);
  });
  afterAll(() => host.close());

  const setQuantity = (id: string, quantity: number) =>
    host.db.update(products).set({ quantity }).where(eq(products.id, id));
  const quantityIn = (list: readonly { _id: string; quantity: number }[], id: string) =>
    list.find((p) => p._id === id)?.quantity;

  it('lists every product newest first, then keeps the list until a change is announced', async () => {
    const snapshot = createCatalogueSnapshot(host.db);
    const first = await snapshot.products();
    expect(first.map((p) => p._id).sort()).toEqual([...ids].sort());
    const times = first.map((p) => Date.parse(p.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const id = ids[0] ?? '';
    await setQuantity(id, 41);
    expect(await snapshot.products()).toBe(first);
    snapshot.productsChanged([id]);
    const after = await snapshot.products();
    expect(quantityIn(after, id)).toBe(41);
    // Only that product was read again; the others are the same objects.
    expect(after.filter((p, i) => p !== first[i]).map((p) => p._id)).toEqual([id]);
  });

  it('makes a read that starts after an announcement wait for a refresh begun after it', async () => {
    const snapshot = createCatalogueSnapshot(host.db);
    const id = ids[1] ?? '';
    await setQuantity(id, 7);
    const inFlight = snapshot.products(); // a full load, started before the next write
    await setQuantity(id, 3);
    snapshot.productsChanged([id]);
    const later = snapshot.products();
    expect(quantityIn(await later, id)).toBe(3);
    // The read that began first may show either figure, never an error.
    expect([7, 3]).toContain(quantityIn(await inFlight, id));
  });

  it('reloads everything when a changed product no longer exists', async () => {
    const snapshot = createCatalogueSnapshot(host.db);
    const before = await snapshot.products();
    const id = ids[2] ?? '';
    snapshot.productsChanged([id, '00000000-0000-4000-8000-000000000000']);
    const after = await snapshot.products();
    expect(after).toHaveLength(before.length);
    expect(after).not.toBe(before);
  });

  it('answers a failed refresh with the error and tries again on the next read', async () => {
    let failNext = true;
    const flakyDb = new Proxy(host.db, {
      get(target, key, receiver) {
        if (key === 'select' && failNext) {
          failNext = false;
          return () => {
            throw new Error('database unavailable');
          };
        }
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
    const snapshot = createCatalogueSnapshot(flakyDb);
    await expect(snapshot.products()).rejects.toThrow('database unavailable');
    expect(await snapshot.products()).toHaveLength(ids.length);
  });
});
