import { eq, inArray } from 'drizzle-orm';
import { FLASH_SALE_MESSAGES, type FlashSaleInput } from '../../contract/schemas/flash-sale';
import type { ApiContext } from '../api-context';
import { flashSale, products } from '../db/schema';
import { ApiError } from '../wire/api-error';
import { isUuid } from '../wire/ids';
import { FLASH_SALE_ROW, readFlashSale, type StoredFlashSale } from './stored-flash-sale';
import { bumpForSaleChange } from './sale-change-bump';

/**
 * Replaces the Flash Sale with the admin's (an empty list ends it) and bumps the catalogue version
 * for the products it takes on or off, in one transaction. The products are checked inside it, so
 * one deleted meanwhile is refused rather than listed. The sale as it now stands, or null.
 */
export async function saveFlashSale(
  ctx: ApiContext,
  input: FlashSaleInput,
): Promise<StoredFlashSale | null> {
  const ids = input.productIds;
  if (!ids.every(isUuid)) throw new ApiError(400, FLASH_SALE_MESSAGES.unknownProduct);
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    // Locked: a sale ending at this moment is settled before or after this change, not within.
    await tx
      .select({ id: flashSale.id })
      .from(flashSale)
      .where(eq(flashSale.id, FLASH_SALE_ROW))
      .for('update');
    const before = await readFlashSale(tx);
    if (ids.length > 0) {
      const found = await tx
        .select({ id: products.id })
        .from(products)
        .where(inArray(products.id, ids));
      if (found.length !== ids.length) throw new ApiError(400, FLASH_SALE_MESSAGES.unknownProduct);
    }
    let saved: StoredFlashSale | null = null;
    if (ids.length === 0) {
      await tx.delete(flashSale).where(eq(flashSale.id, FLASH_SALE_ROW));
    } else {
      saved = {
        productIds: ids,
        percentOff: input.percentOff,
        endsAt: new Date(input.endsAt),
        renewDaily: input.renewDaily ?? false,
      };
      const values = { ...saved, productIds: [...ids], updatedAt: now };
      await tx
        .insert(flashSale)
        .values({ id: FLASH_SALE_ROW, ...values })
        .onConflictDoUpdate({ target: flashSale.id, set: values });
    }
    await bumpForSaleChange(tx, [...(before?.productIds ?? []), ...ids]);
    return saved;
  });
}
