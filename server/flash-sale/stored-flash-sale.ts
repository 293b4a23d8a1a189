import { eq } from 'drizzle-orm';
import type { FlashSale } from '../../contract/schemas/flash-sale';
import type { ProductSale } from '../../contract/schemas/product';
import { salePriceKobo } from '../../contract/rules/sale-price';
import { koboToNaira, type Kobo } from '../../contract/rules/money';
import type { Database } from '../api-deps';
import { flashSale } from '../db/schema';

/** The Flash Sale row (schema.ts: one row, id 1; none means no sale). */
export interface StoredFlashSale {
  readonly productIds: readonly string[];
  readonly percentOff: number;
  readonly endsAt: Date;
  readonly renewDaily: boolean;
}

export const FLASH_SALE_ROW = 1;

/** A transaction or the database itself. */
type Reader = Pick<Database, 'select'>;

/** The row as stored, even when its end has passed (see runningAt). */
export async function readFlashSale(db: Reader): Promise<StoredFlashSale | null> {
  const [row] = await db
    .select({
      productIds: flashSale.productIds,
      percentOff: flashSale.percentOff,
      endsAt: flashSale.endsAt,
      renewDaily: flashSale.renewDaily,
    })
    .from(flashSale)
    .where(eq(flashSale.id, FLASH_SALE_ROW))
    .limit(1);
  return row ?? null;
}

/** The sale if it still runs at `now`. */
export function runningAt(sale: StoredFlashSale | null, now: Date): StoredFlashSale | null {
  return sale && sale.endsAt.getTime() > now.getTime() ? sale : null;
}

/** The sale as it is read now: answers made outside the catalogue's cache use this. */
export async function readRunningFlashSale(db: Reader, now: Date) {
  return runningAt(await readFlashSale(db), now);
}

/** A product's `sale` on the wire: its price under the sale, or null when it is not listed. */
export function productSale(
  sale: StoredFlashSale | null,
  productId: string,
  priceKobo: Kobo,
): ProductSale | null {
  if (!sale?.productIds.includes(productId)) return null;
  return {
    price: koboToNaira(salePriceKobo(priceKobo, sale.percentOff)),
    percentOff: sale.percentOff,
    endsAt: sale.endsAt.toISOString(),
  };
}

export function flashSaleWire(sale: StoredFlashSale | null): FlashSale | null {
  return (
    sale && {
      productIds: [...sale.productIds],
      percentOff: sale.percentOff,
      endsAt: sale.endsAt.toISOString(),
      renewDaily: sale.renewDaily,
    }
  );
}
