import type { Db } from '../db/index.ts';

/**
 * For several processes on one PostgreSQL: a check, run before an answer kept in memory is served,
 * that calls `onChange` when the posts changed since the last check (migration 030's counter,
 * moved in the writing transaction). A write acknowledged by one process is thus never answered
 * stale by another, even before its notification arrives. One process alone (PGlite) needs none.
 */
export function postsVersionCheck(db: Db, onChange: () => void): (() => Promise<void>) | null {
  if (db.kind !== 'postgres') return null;
  let known: string | undefined;
  return async () => {
    const [row] = await db.query<{ version: string }>('SELECT version::text AS version FROM posts_version');
    if (row?.version !== known) {
      known = row?.version;
      onChange();
    }
  };
}
