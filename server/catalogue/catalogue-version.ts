import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../api-deps';
import { catalogueState, flashSale, products } from '../db/schema';

/** A transaction or the database itself: both run the same statements. */
type Executor = Pick<Database, 'insert' | 'update' | 'select'>;

export interface CatalogueVersion {
  /** Bumped by every successful catalogue write: products, categories, stock. */
  version: number;
  /** Bumped by the writes a reader cannot apply row by row (see catalogueState). */
  shapeVersion: number;
}

export interface CatalogueState extends CatalogueVersion {
  /** When the Flash Sale ends (null: none): past it, what the version names is out of date. */
  saleEndsAt: Date | null;
}

/**
 * A database nothing was ever written to is at version 0. The Flash Sale's end comes in the same
 * query, so noticing that a sale has ended costs a reader nothing (committed-version.ts).
 */
export async function readCatalogueState(db: Executor): Promise<CatalogueState> {
  const [row] = await db
    .select({
      version: catalogueState.version,
      shapeVersion: catalogueState.shapeVersion,
      saleEndsAt: sql`(select ${flashSale.endsAt} from ${flashSale} limit 1)`.mapWith(
        flashSale.endsAt,
      ),
    })
    .from(catalogueState)
    .limit(1);
  return row
    ? {
        version: Number(row.version),
        shapeVersion: Number(row.shapeVersion),
        saleEndsAt: row.saleEndsAt ?? null,
      }
    : { ...ZERO, saleEndsAt: null };
}

export async function readCatalogueVersion(db: Executor): Promise<CatalogueVersion> {
  const { version, shapeVersion } = await readCatalogueState(db);
  return { version, shapeVersion };
}

const ZERO: CatalogueVersion = { version: 0, shapeVersion: 0 };

export interface CatalogueChange {
  /** Products inserted or changed (stock included) by this transaction. */
  products?: readonly string[];
  /** A change readers must reload everything for: a deletion, a category rename, a bulk load. */
  reshaped?: boolean;
}

/**
 * Call inside the writing transaction, after its last other write: the version row is locked
 * until commit, so versions are handed out in commit order, and taking that lock last keeps two
 * writers from waiting on each other's product rows while one holds it. The changed products are
 * stamped with the new version so a reader holding an older one fetches just those rows.
 */
export async function bumpCatalogueVersion(tx: Executor, change: CatalogueChange): Promise<number> {
  const reshape = change.reshaped ? 1 : 0;
  const [row] = await tx
    .insert(catalogueState)
    .values({ id: 1, version: 1, shapeVersion: reshape })
    .onConflictDoUpdate({
      target: catalogueState.id,
      set: {
        version: sql`${catalogueState.version} + 1`,
        shapeVersion: sql`${catalogueState.shapeVersion} + ${reshape}`,
      },
    })
    .returning({ version: catalogueState.version });
  const version = Number(row?.version);
  if (change.products && change.products.length > 0) {
    await tx
      .update(products)
      .set({ catalogueVersion: version })
      .where(inArray(products.id, [...change.products]));
  }
  return version;
}
