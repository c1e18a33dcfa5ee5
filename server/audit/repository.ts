import type { Db, Queryable } from '../db/index.ts';
import { ERASURE_ACTION, asStored, attestedIn, entryHash, type AuditContent, type AuditFacts, type StoredEntry } from './chain.ts';

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

/** A row as stored, with the detail of the erasure row that attests it (if any): `a` the row, `e` its erasure. */
const STORED_ROWS = `SELECT a.id::text AS id, (extract(epoch FROM a.at) * 1000)::float8 AS at, a.actor_id AS "actorId",
  a.actor_key AS "actorKey", a.actor_email AS "actorEmail", a.action, a.target, a.ip, a.user_agent AS "userAgent", a.detail,
  a.prev_hash AS "prevHash", a.hash, e.detail AS "erasure"
  FROM audit_log a LEFT JOIN audit_log e ON e.id = a.erased_in AND e.action = '${ERASURE_ACTION}'`;

const millis = (value: unknown) => Math.round(Number(value));

/** A stored row as the chain reads it: the hash its erasure attests, when it has one. */
function storedEntry({ erasure, ...row }: StoredEntry & { erasure: string | null }): StoredEntry {
  const attested = attestedIn(erasure, row.id);
  return { ...row, at: millis(row.at), ...(attested === null ? {} : { attested }) };
}

/** A row's personal fields as an erasure leaves them (server/audit/redaction.ts). */
export interface ErasedFields {
  id: string;
  actorEmail: string | null;
  target: string | null;
  ip: string;
  userAgent: string;
  detail: string | null;
}

/**
 * The audit log: appends and reads. A row is changed only when personal data is erased from it
 * (writeErased), and deleted only past the kept period; the table's trigger refuses anything else.
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
      const rows = await db.query<StoredEntry & { erasure: string | null }>(
        `${STORED_ROWS} WHERE ($1::bigint IS NULL OR a.id > $1::bigint) ORDER BY a.id LIMIT $2`,
        [afterId, batch],
      );
      return rows.map(storedEntry);
    },

    /**
     * The rows that may hold someone's data, locked until the transaction ends: those done by
     * `actorKey`, those whose target is one of `targets`, and those whose e-mail, target or detail
     * contains one of `addresses` (lower case; compared in lower case).
     */
    async rowsNaming(who: { actorKey: string | null; targets: string[]; addresses: string[] }): Promise<StoredEntry[]> {
      const rows = await db.query<StoredEntry & { erasure: string | null }>(
        `${STORED_ROWS}
         WHERE a.actor_key = $1 OR a.target = ANY($2::text[])
            OR EXISTS (SELECT 1 FROM unnest($3::text[]) AS address (text)
                       WHERE strpos(lower(concat_ws(' ', a.actor_email, a.target, a.detail)), address.text) > 0)
         ORDER BY a.id FOR UPDATE OF a`,
        [who.actorKey, who.targets, who.addresses],
      );
      return rows.map(storedEntry);
    },

    /**
     * Writes what an erasure left of each row, each then pointing at `erasureId`, the erasure's own
     * row (appended before, in the same transaction), which attests their new content. The
     * table's trigger refuses any other change.
     */
    async writeErased(rows: ErasedFields[], erasureId: string): Promise<void> {
      if (rows.length === 0) return;
      await db.query(
        `UPDATE audit_log a SET actor_email = e.actor_email, target = e.target, ip = e.ip, user_agent = e.user_agent,
           detail = e.detail, erased_in = $7::bigint
         FROM unnest($1::bigint[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[])
           AS e (id, actor_email, target, ip, user_agent, detail)
         WHERE a.id = e.id`,
        [rows.map((row) => row.id), rows.map((row) => row.actorEmail), rows.map((row) => row.target), rows.map((row) => row.ip),
          rows.map((row) => row.userAgent), rows.map((row) => row.detail), erasureId],
      );
    },
  };
}

export type AuditLogRepository = ReturnType<typeof auditLogRepository>;
