import { asc, desc, sql, type SQL } from 'drizzle-orm';

/**
 * One way of sorting a table: by `key`, then by the row id in the same direction, so rows with
 * equal keys keep one order across pages. The same spec gives the ORDER BY of a page and the
 * keyset condition ("after this row") of an export's next batch.
 */
export interface SortKey {
  key: SQL;
  /** The SQL type a key read back as text is cast to for the keyset comparison. */
  type: 'timestamptz' | 'numeric' | 'integer' | 'text';
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
