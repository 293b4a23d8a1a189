import { asc, desc, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../api-deps';

/**
 * One way of sorting a table: by `key`, then by the row id in the same direction, so rows with
 * equal keys keep one order across pages. The same spec gives the ORDER BY of a page and the
 * keyset condition ("after this row") of an export's next batch.
 */
export interface SortKey {
  key: SQL;
  /** The SQL type a key read back as text is cast to for the keyset comparison. */
  type: 'timestamptz' | 'bigint' | 'integer' | 'text';
  id: SQL;
  descending: boolean;
}

export function orderBySort(sort: SortKey): SQL[] {
  const direction = sort.descending ? desc : asc;
  return [direction(sort.key), direction(sort.id)];
}

/** The key as text: it round-trips exactly (microseconds, numeric scale), unlike a JS Date. */
export function sortCursor(sort: SortKey): SQL<string> {
  return sql<string>`(${sort.key})::text`;
}

/** Rows after (`key`, `id`) in the sort's order. */
export function afterCursor(sort: SortKey, cursor: { key: string; id: string }): SQL {
  const keyValue = sql`${cursor.key}::${sql.raw(sort.type)}`;
  const comparison = sort.descending ? sql.raw('<') : sql.raw('>');
  return sql`(${sort.key}, ${sort.id}) ${comparison} (${keyValue}, ${cursor.id}::uuid)`;
}

/** Above any table's row count: a LIMIT that only stops the planner merging the subquery. */
const NO_LIMIT = 2 ** 31 - 1;

/**
 * The ids of one page of the rows matching a search, as a subquery for `id IN (...)`. Left to
 * itself, the planner serves `WHERE <rare match> ORDER BY created_at LIMIT 10` by walking the
 * sort's index and testing every row until ten match: 400 ms over 50,000 orders for a search
 * that matches one. Here the matches are found first in a subquery the planner cannot merge into
 * the outer one (its LIMIT), so the search uses its own indexes (trigram, buyer), and only the
 * matches are sorted.
 */
export function searchPageIds(
  db: Database,
  table: PgTable,
  where: SQL | undefined,
  sort: SortKey,
  paging: { limit: number; offset: number },
) {
  const matching = db
    .select({ id: sql<string>`${sort.id}`.as('match_id'), key: sql`${sort.key}`.as('match_key') })
    .from(table)
    .where(where)
    .limit(NO_LIMIT)
    .as('matching');
  const direction = sort.descending ? desc : asc;
  return db
    .select({ id: matching.id })
    .from(matching)
    .orderBy(direction(matching.key), direction(matching.id))
    .limit(paging.limit)
    .offset(paging.offset);
}
