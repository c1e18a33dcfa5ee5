import type { Db } from '../db/index.ts';

/** A subscription not confirmed this long after its last link went out is deleted (the link has expired too). */
export const PENDING_LIFETIME_DAYS = 7;
/** Sent, failed and skipped e-mails are forgotten this long after they were settled. */
export const OUTBOX_KEEP_DAYS = 30;
/** Rows deleted per statement, so that no sweep holds locks on a large table for long. */
export const HOUSEKEEPING_BATCH = 1_000;

export interface SweepResult {
  pendingDeleted: number;
  outboxDeleted: number;
}

async function deletePendingBatch(db: Db, batch: number): Promise<number> {
  const rows = await db.query<{ n: number }>(
    `WITH gone AS (
       DELETE FROM subscribers WHERE id IN (
         SELECT id FROM subscribers
         WHERE status = 'PENDING'
           AND coalesce(confirmation_sent_at, date_subscribed) < now() - make_interval(days => $1::int)
         LIMIT $2)
       RETURNING 1)
     SELECT count(*)::int AS n FROM gone`,
    [PENDING_LIFETIME_DAYS, batch],
  );
  return rows[0]?.n ?? 0;
}

// A newsletter's counts come from its outbox rows: what is deleted is first added to its send.
async function deleteOutboxBatch(db: Db, batch: number): Promise<number> {
  const rows = await db.query<{ n: number }>(
    `WITH gone AS (
       DELETE FROM mail_outbox WHERE id IN (
         SELECT id FROM mail_outbox
         WHERE status <> 'queued' AND finished_at < now() - make_interval(days => $1::int)
         ORDER BY id LIMIT $2)
       RETURNING send_id, status, finished_at
     ), counted AS (
       UPDATE newsletter_sends s SET
         pruned_sent = s.pruned_sent + c.sent,
         pruned_failed = s.pruned_failed + c.failed,
         pruned_settled = s.pruned_settled + c.settled,
         pruned_finished_at = greatest(s.pruned_finished_at, c.finished)
       FROM (
         SELECT send_id, count(*) FILTER (WHERE status = 'sent')::int AS sent,
           count(*) FILTER (WHERE status = 'failed')::int AS failed,
           count(*)::int AS settled, max(finished_at) AS finished
         FROM gone WHERE send_id IS NOT NULL GROUP BY send_id
       ) c
       WHERE s.id = c.send_id
       RETURNING 1
     )
     SELECT (SELECT count(*)::int FROM gone) AS n, (SELECT count(*) FROM counted) AS sends`,
    [OUTBOX_KEEP_DAYS, batch],
  );
  return rows[0]?.n ?? 0;
}

/**
 * The worker's sweep: deletes expired pending subscriptions and old settled e-mails, a batch at a
 * time until none is left. Safe with several processes sweeping at once: a row is deleted, and
 * counted into its send, by one of them only.
 */
export async function sweep(db: Db, batch = HOUSEKEEPING_BATCH): Promise<SweepResult> {
  const result: SweepResult = { pendingDeleted: 0, outboxDeleted: 0 };
  for (;;) {
    const n = await deletePendingBatch(db, batch);
    result.pendingDeleted += n;
    if (n < batch) break;
  }
  for (;;) {
    const n = await deleteOutboxBatch(db, batch);
    result.outboxDeleted += n;
    if (n < batch) break;
  }
  return result;
}
