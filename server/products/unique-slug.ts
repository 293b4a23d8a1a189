import { and, like, ne, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { slugify, uniqueSlug } from '../../contract/rules/slug';
import type { Database } from '../api-deps';
import { escapeLike } from './product-queries';

/**
 * A slug for `name` that no other row of `table` holds. The unique index is still the final word:
 * callers retry on a unique violation when two requests race for the same slug.
 */
export async function freeSlug(
  db: Database,
  table: PgTable,
  slugColumn: PgColumn,
  idColumn: PgColumn,
  name: string,
  options: { fallback: string; exceptId?: string },
): Promise<string> {
  const base = slugify(name) || options.fallback;
  const conditions: SQL[] = [like(slugColumn, `${escapeLike(base)}%`)];
  if (options.exceptId) conditions.push(ne(idColumn, options.exceptId));
  const rows = await db
    .select({ slug: slugColumn })
    .from(table)
    .where(and(...conditions));
  const taken = new Set(rows.map((r) => String(r.slug)));
  return uniqueSlug(name, (s) => taken.has(s), options.fallback);
}
