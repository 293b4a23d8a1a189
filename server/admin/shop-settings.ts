import { eq, sql, type SQL } from 'drizzle-orm';
import { DEFAULT_LOW_STOCK_THRESHOLD, type ShopSettings } from '../../contract/schemas/admin';
import type { Database } from '../api-deps';
import { shopSettings } from '../db/schema';

const SETTINGS_ROW = 1;

/** The shop's settings; the defaults until an admin saves some. */
export async function readShopSettings(db: Database): Promise<ShopSettings> {
  const [row] = await db
    .select({ lowStockThreshold: shopSettings.lowStockThreshold })
    .from(shopSettings)
    .where(eq(shopSettings.id, SETTINGS_ROW))
    .limit(1);
  return { lowStockThreshold: row?.lowStockThreshold ?? DEFAULT_LOW_STOCK_THRESHOLD };
}

export async function saveShopSettings(
  db: Database,
  settings: ShopSettings,
  now: Date,
): Promise<ShopSettings> {
  await db
    .insert(shopSettings)
    .values({ id: SETTINGS_ROW, lowStockThreshold: settings.lowStockThreshold, updatedAt: now })
    .onConflictDoUpdate({
      target: shopSettings.id,
      set: { lowStockThreshold: settings.lowStockThreshold, updatedAt: now },
    });
  return settings;
}

/**
 * The low-stock threshold as a scalar subquery, for a query that filters by it and reports it in
 * the same round trip (PostgreSQL evaluates it once per query).
 */
export const lowStockThresholdSql: SQL<number> = sql<number>`coalesce((select ${shopSettings.lowStockThreshold} from ${shopSettings} where ${shopSettings.id} = ${SETTINGS_ROW}), ${DEFAULT_LOW_STOCK_THRESHOLD})::int`;
