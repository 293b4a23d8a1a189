import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productImages, products, reviews, users } from '../db/schema';
import { createTestApi, type TestApi } from '../test/test-api';
import { allProducts, findProductsByIds } from './product-queries';
import type { ProductWithRefs } from './product-wire';

// The whole-catalogue read is set-based (grouped tables joined once); one product's read keeps
// its correlated subqueries. Both must give every product the same images, mean and count.
describe('allProducts', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi({ seed: true });
  });
  afterAll(() => api.close());

  const byId = (rows: ProductWithRefs[]) =>
    [...rows].sort((a, b) => a.id.localeCompare(b.id)).map((row) => ({ ...row }));

  it('reads what one product at a time reads: images in order, visible ratings only', async () => {
    const [first, second, third] = await api.db.select().from(products).limit(3);
    if (!first || !second || !third) throw new Error('demo seed too small');
    const shoppers = await api.db
      .insert(users)
      .values(
        ['a', 'b', 'c'].map((n) => ({ name: n, email: `${n}@reviews.test`, passwordHash: 'x' })),
      )
      .returning({ id: users.id });
    // Three reviews of one product (one hidden), one of another; the third has none.
    const [a, b, c] = shoppers as [{ id: string }, { id: string }, { id: string }];
    await api.db.insert(reviews).values([
      { productId: first.id, userId: a.id, rating: 5 },
      { productId: first.id, userId: b.id, rating: 4 },
      { productId: first.id, userId: c.id, rating: 1, hidden: true },
      { productId: second.id, userId: a.id, rating: 2 },
    ]);
    // The third has no images at all: an empty list, not null.
    await api.db.delete(productImages).where(eq(productImages.productId, third.id));

    const all = await allProducts(api.db);
    const one = await findProductsByIds(
      api.db,
      all.map((row) => row.id),
    );
    expect(byId(all)).toEqual(byId(one));

    const find = (id: string) => all.find((row) => row.id === id);
    expect(find(first.id)).toMatchObject({ avgRating: 4.5, reviewCount: 2 });
    expect(find(second.id)).toMatchObject({ avgRating: 2, reviewCount: 1 });
    expect(find(third.id)).toMatchObject({ avgRating: 0, reviewCount: 0, images: [] });
    expect(all.length).toBeGreaterThan(3);
  });
});
