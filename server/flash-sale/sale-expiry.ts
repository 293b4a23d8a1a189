import { eq } from 'drizzle-orm';
import type { Database } from '../api-deps';
import { nextShopMidnight } from '../admin/shop-day';
import { flashSale } from '../db/schema';
import { FLASH_SALE_ROW } from './stored-flash-sale';
import { bumpForSaleChange } from './sale-change-bump';

/**
 * A Flash Sale whose end has passed is renewed to the next midnight in Lagos (renewDaily) or
 * removed, and the catalogue version bumped: nobody writes when a sale ends, yet every cached
 * answer, ETag and kept page must change then. Called by whoever reads the catalogue version and
 * sees the end behind `now`. The row is locked and looked at again, so when several instances
 * (or requests) see it at once, one settles it and the others find nothing left to do.
 */
export async function settlePassedFlashSale(db: Database, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(flashSale)
      .where(eq(flashSale.id, FLASH_SALE_ROW))
      .for('update');
    if (!row || row.endsAt.getTime() > now.getTime()) return;
    if (row.renewDaily) {
      await tx
        .update(flashSale)
        .set({ endsAt: nextShopMidnight(now), updatedAt: now })
        .where(eq(flashSale.id, FLASH_SALE_ROW));
    } else {
      await tx.delete(flashSale).where(eq(flashSale.id, FLASH_SALE_ROW));
    }
    await bumpForSaleChange(tx, row.productIds);
  });
}
