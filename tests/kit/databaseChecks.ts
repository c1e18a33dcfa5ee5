import type { Queryable } from '../../server/db/index.ts';

export interface ColumnCheck {
  /** The constraint as the live database writes it back (`pg_get_constraintdef`). */
  definition: string;
  /** The quoted values it names, sorted: for a list (`column IN (...)`), the values the column allows. */
  values: string[];
}

/** The CHECK constraints on `table.column`, as the live database defines them (PGlite or PostgreSQL alike). */
export async function columnChecks(db: Queryable, table: string, column: string): Promise<ColumnCheck[]> {
  const rows = await db.query<{ definition: string }>(
    `SELECT pg_get_constraintdef(c.oid) AS definition
       FROM pg_constraint c
       JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = ANY (c.conkey)
      WHERE c.contype = 'c' AND c.conrelid = $1::regclass AND a.attname = $2`,
    [table, column],
  );
  return rows.map(({ definition }) => ({ definition, values: [...definition.matchAll(/'([^']*)'/g)].map((match) => match[1]!).sort() }));
}
