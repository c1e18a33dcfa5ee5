import type { Queryable } from '../db/index.ts';

/**
 * The bounce mailbox's reader state (one row): which process may read it now (a lease, so one
 * process at a time) and how far it has read (the folder's UIDVALIDITY and the last UID looked at).
 */
export function bounceMailboxRepository(db: Queryable) {
  return {
    /**
     * Takes (or renews) the lease for `ms` when it is free, ran out, or is already `holder`'s;
     * answers whether `holder` holds it now.
     */
    async takeLease(holder: string, ms: number): Promise<boolean> {
      const rows = await db.query(
        `UPDATE bounce_mailbox SET holder = $1, locked_until = now() + make_interval(secs => $2::float8 / 1000)
          WHERE id = 1 AND (holder IS NULL OR holder = $1 OR locked_until IS NULL OR locked_until <= now())
          RETURNING id`,
        [holder, ms],
      );
      return rows.length > 0;
    },
    /** Gives the lease up, if `holder` still has it. */
    async release(holder: string): Promise<void> {
      await db.query('UPDATE bounce_mailbox SET holder = NULL, locked_until = NULL WHERE id = 1 AND holder = $1', [holder]);
    },
    /** How far the reader has got: the folder's UIDVALIDITY when it last read, and the last UID it looked at. */
    async position(): Promise<{ uidValidity: string | null; lastUid: number }> {
      const rows = await db.query<{ uid_validity: string | null; last_uid: string | number }>(
        'SELECT uid_validity, last_uid FROM bounce_mailbox WHERE id = 1',
      );
      const row = rows[0];
      return { uidValidity: row?.uid_validity ?? null, lastUid: Number(row?.last_uid ?? 0) };
    },
    /** Records that every message up to `lastUid` of the folder with `uidValidity` has been looked at. */
    async advance(uidValidity: string, lastUid: number): Promise<void> {
      await db.query('UPDATE bounce_mailbox SET uid_validity = $1, last_uid = $2 WHERE id = 1', [uidValidity, lastUid]);
    },
  };
}
