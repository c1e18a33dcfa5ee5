import type { Db } from '../db/index.ts';

/**
 * For several processes on one PostgreSQL: a check, run before an answer kept in memory is served,
 * that calls `onChange` when the posts changed since the last check (migration 030's counter,
 * moved in the writing transaction). A write acknowledged by one process is thus never answered
 * stale by another, even before its notification arrives. One process alone (PGlite) needs none.
 *
 * Requests that arrive together share one query: a request waits for a check that started after
 * it arrived (one already running may have read the counter before the write it must see).
 */
export function postsVersionCheck(db: Db, onChange: () => void): (() => Promise<void>) | null {
  if (db.kind !== 'postgres') return null;
  let known: string | undefined;
  let running: Promise<void> | undefined;
  let next: Promise<void> | undefined;

  const check = async () => {
    try {
      const [row] = await db.query<{ version: string }>('SELECT version::text AS version FROM posts_version');
      if (row?.version === known) return;
      known = row?.version;
    } catch {
      // Unknown: keep nothing; the request goes to the database, which says what is wrong.
      known = undefined;
    }
    onChange();
  };
  const start = () => {
    running = check().finally(() => {
      running = undefined;
    });
    return running;
  };
  return () => {
    if (!running) return start();
    next ??= running.then(() => {
      next = undefined;
      return start();
    });
    return next;
  };
}
