import type { Db, Queryable } from '../db/index.ts';
import { asStored, entryHash, type AuditContent, type AuditFacts, type StoredEntry } from '../audit/chain.ts';

/** One thing done, as the recording code hands it over (id, time and hashes are the repository's). */
export interface NewAuditEntry extends AuditFacts {
  actorId: string | null;
}

export interface AuditRow extends NewAuditEntry {
  id: string;
  /** Milliseconds since the epoch. */
  at: number;
}

export interface AuditPageRequest {
  person: string | null;
  action: string | null;
  offset: number;
  limit: number;
}

/** Rows are kept this long at least (over a year); older ones may be pruned, oldest first (migration 080's trigger says the same). */
export const AUDIT_KEEP_DAYS = 400;

const STORED_COLUMNS = `id::text AS id, (extract(epoch FROM at) * 1000)::float8 AS at, actor_id AS "actorId",
  actor_key AS "actorKey", actor_email AS "actorEmail", action, target, ip, user_agent AS "userAgent", detail,
  prev_hash AS "prevHash", hash`;

const millis = (value: unknown) => Math.round(Number(value));

/**
 * The audit log: appends and reads, and no way to change or delete a row (the table's trigger
 * refuses both besides).
 */
export function auditLogRepository(db: Queryable, transaction: Db['transaction']) {
  return {
    /**
     * Appends one row at the chain's head. The head row is locked for the transaction, so that
     * appends from any number of requests or processes are taken one at a time, each linking to
     * the one before.
     */
    async append(entry: NewAuditEntry): Promise<string> {
      return transaction(async (tx) => {
        const head = await tx.query<{ lastHash: string }>('SELECT last_hash AS "lastHash" FROM audit_log_head WHERE one FOR UPDATE');
        const prevHash = head[0]!.lastHash;
        const next = await tx.query<{ id: string; now: number }>(
          `SELECT nextval(pg_get_serial_sequence('audit_log', 'id'))::text AS id,
                  floor(extract(epoch FROM clock_timestamp()) * 1000)::float8 AS now`,
        );
        // Written as the database keeps it, so that the row read back hashes to what was written.
        const content: AuditContent = asStored({
          id: next[0]!.id,
          at: millis(next[0]!.now),
          actorKey: entry.actorId,
          actorEmail: entry.actorEmail,
          action: entry.action,
          target: entry.target,
          ip: entry.ip,
          userAgent: entry.userAgent,
          detail: entry.detail,
        });
        const hash = entryHash(prevHash, content);
        await tx.query(
          `INSERT INTO audit_log (id, at, actor_id, actor_key, actor_email, action, target, ip, user_agent, detail, prev_hash, hash)
           VALUES ($1::bigint, $2::timestamptz, (SELECT id FROM users WHERE id = $3), $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
          [content.id, new Date(content.at).toISOString(), content.actorKey, content.actorEmail, content.action, content.target,
            content.ip, content.userAgent, content.detail, prevHash, hash],
        );
        await tx.query('UPDATE audit_log_head SET last_hash = $1 WHERE one', [hash]);
        return content.id;
      });
    },

    /** A page of the log, newest first, of one person (by id) and/or one action. */
    async listPage(request: AuditPageRequest): Promise<{ items: AuditRow[]; total: number }> {
      const conditions: string[] = [];
      const params: unknown[] = [];
      if (request.person !== null) {
        params.push(request.person);
        conditions.push(`actor_key = $${params.length}`);
      }
      if (request.action !== null) {
        params.push(request.action);
        conditions.push(`action = $${params.length}`);
      }
      const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
      const [items, totals] = await Promise.all([
        db.query<AuditRow & { actorKey: string | null }>(
          `SELECT id::text AS id, (extract(epoch FROM at) * 1000)::float8 AS at, actor_key AS "actorKey",
                  actor_email AS "actorEmail", action, target, ip, user_agent AS "userAgent", detail
             FROM audit_log ${where} ORDER BY audit_log.id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
          [...params, request.limit, request.offset],
        ),
        db.query<{ n: number }>(`SELECT count(*)::int AS n FROM audit_log ${where}`, params),
      ]);
      return {
        items: items.map(({ actorKey, ...row }) => ({ ...row, actorId: actorKey, at: millis(row.at) })),
        total: totals[0]?.n ?? 0,
      };
    },

    /** The action names in the log, for the page's filter. */
    async actions(): Promise<string[]> {
      const rows = await db.query<{ action: string }>('SELECT DISTINCT action FROM audit_log ORDER BY action');
      return rows.map((row) => row.action);
    },

    /** The people in the log (their id and the e-mail last logged for them), for the page's filter. */
    async actors(): Promise<{ _id: string; email: string }[]> {
      return db.query<{ _id: string; email: string }>(
        `SELECT DISTINCT ON (actor_key) actor_key AS "_id", coalesce(actor_email, '') AS email
           FROM audit_log WHERE actor_key IS NOT NULL ORDER BY actor_key, audit_log.id DESC`,
      );
    },

    /**
     * Deletes up to `batch` of the oldest rows past AUDIT_KEEP_DAYS, only from the oldest end
     * (never a row after a younger one), so what is left is one unbroken chain from its first row.
     */
    async pruneOldest(batch: number): Promise<number> {
      const rows = await db.query(
        `DELETE FROM audit_log WHERE id IN (
           SELECT id FROM audit_log
            WHERE id < coalesce((SELECT min(id) FROM audit_log WHERE at >= now() - make_interval(days => ${AUDIT_KEEP_DAYS})),
                                9223372036854775807)
            ORDER BY id LIMIT $1)
         RETURNING id`,
        [batch],
      );
      return rows.length;
    },

    /** Rows in id order after `afterId` (from the first when null), `batch` at most: for verifying the chain. */
    async chainAfter(afterId: string | null, batch = 1000): Promise<StoredEntry[]> {
      const rows = await db.query<StoredEntry>(
        `SELECT ${STORED_COLUMNS} FROM audit_log WHERE ($1::bigint IS NULL OR id > $1::bigint) ORDER BY audit_log.id LIMIT $2`,
        [afterId, batch],
      );
      return rows.map((row) => ({ ...row, at: millis(row.at) }));
    },
  };
}

export type AuditLogRepository = ReturnType<typeof auditLogRepository>;
