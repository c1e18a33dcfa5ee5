import type { Queryable } from './index.ts';

/** Which page of an admin table to read: a search text (may be empty) and the rows' window. */
export interface TablePageRequest {
  search: string;
  offset: number;
  limit: number;
}

/** How a table is listed. Every part is written by this code, never taken from a request. */
export interface TableListing {
  table: string;
  columns: string;
  /** The column a search looks in (its text anywhere in the value, any letter case). */
  searchColumn: string;
  /** The table's order: newest first, with a unique column breaking ties, so pages never overlap. */
  orderBy: string;
}

/** The LIKE pattern for a search text: its words in order, any characters around them. */
export const likePattern = (search: string) => `%${search.trim().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** One page of an admin table and the number of rows the search matches in all. */
export async function tablePage<Row>(
  db: Queryable,
  listing: TableListing,
  request: TablePageRequest,
  /** Only the rows whose `column` (named by this code, never by a request) equals `value`. */
  where?: { column: string; value: string },
): Promise<{ items: Row[]; total: number }> {
  const search = request.search.trim();
  const conditions: string[] = [];
  const searchParams: unknown[] = [];
  if (search) {
    searchParams.push(likePattern(search));
    conditions.push(`${listing.searchColumn} ILIKE $${searchParams.length}`);
  }
  if (where) {
    searchParams.push(where.value);
    conditions.push(`${where.column} = $${searchParams.length}`);
  }
  const filter = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
  const [items, totals] = await Promise.all([
    db.query<Row>(
      `SELECT ${listing.columns} FROM ${listing.table} ${filter} ORDER BY ${listing.orderBy}
       LIMIT $${searchParams.length + 1} OFFSET $${searchParams.length + 2}`,
      [...searchParams, request.limit, request.offset],
    ),
    db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${listing.table} ${filter}`, searchParams),
  ]);
  return { items, total: totals[0]?.n ?? 0 };
}
