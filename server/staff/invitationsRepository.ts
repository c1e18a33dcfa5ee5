import type { Queryable } from '../db/index.ts';
import type { Role } from '../../shared/roles.ts';

export interface InvitationRecord {
  id: string;
  email: string;
  role: Role;
  invitedBy: string | null;
  /** Milliseconds since the epoch. */
  createdAt: number;
  expiresAt: number;
}

const COLUMNS = `id, email, role, invited_by AS "invitedBy",
  (extract(epoch FROM created_at) * 1000)::float8 AS "createdAt", (extract(epoch FROM expires_at) * 1000)::float8 AS "expiresAt"`;

// Open: neither accepted nor cancelled (it may have run out: the Users page still shows it, to resend).
const OPEN = 'accepted_at IS NULL AND cancelled_at IS NULL';

const record = (row: InvitationRecord): InvitationRecord => ({
  ...row,
  createdAt: Math.floor(Number(row.createdAt)),
  expiresAt: Math.floor(Number(row.expiresAt)),
});

export function invitationsRepository(db: Queryable) {
  return {
    /**
     * A new invitation valid `days` days; null when the address has an open one still running
     * (one that ran out is cancelled first, so that it can be invited again).
     */
    async create(invitation: { email: string; role: Role; tokenHash: string; invitedBy: string; days: number }): Promise<InvitationRecord | null> {
      await db.query(`UPDATE invitations SET cancelled_at = now() WHERE email = $1 AND ${OPEN} AND expires_at <= now()`, [invitation.email]);
      const rows = await db.query<InvitationRecord>(
        `INSERT INTO invitations (email, role, token_hash, invited_by, expires_at)
         VALUES ($1, $2, $3, $4, now() + make_interval(days => $5::int))
         ON CONFLICT DO NOTHING RETURNING ${COLUMNS}`,
        [invitation.email, invitation.role, invitation.tokenHash, invitation.invitedBy, invitation.days],
      );
      return rows[0] ? record(rows[0]) : null;
    },

    /** An open invitation (run out or not), or null. */
    async findOpen(id: string): Promise<InvitationRecord | null> {
      const rows = await db.query<InvitationRecord>(`SELECT ${COLUMNS} FROM invitations WHERE id = $1 AND ${OPEN}`, [id]);
      return rows[0] ? record(rows[0]) : null;
    },

    /** Every open invitation, newest first. */
    async listOpen(): Promise<InvitationRecord[]> {
      const rows = await db.query<InvitationRecord>(`SELECT ${COLUMNS} FROM invitations WHERE ${OPEN} ORDER BY created_at DESC, id`);
      return rows.map(record);
    },

    /**
     * A new token for an open invitation, valid `days` days from now: the old link stops working.
     * Null when it was last sent under `gapSeconds` ago (its expiry says when: `days` after sending).
     */
    async replaceToken(id: string, tokenHash: string, days: number, gapSeconds: number): Promise<InvitationRecord | null> {
      const rows = await db.query<InvitationRecord>(
        `UPDATE invitations SET token_hash = $2, expires_at = now() + make_interval(days => $3::int)
          WHERE id = $1 AND ${OPEN}
            AND expires_at - make_interval(days => $3::int) <= now() - make_interval(secs => $4::int)
          RETURNING ${COLUMNS}`,
        [id, tokenHash, days, gapSeconds],
      );
      return rows[0] ? record(rows[0]) : null;
    },

    /** Deletes every invitation to `email`, open, accepted or cancelled (a removed staff member's); answers how many. */
    async removeAllTo(email: string): Promise<number> {
      const rows = await db.query('DELETE FROM invitations WHERE lower(email) = lower($1) RETURNING id', [email]);
      return rows.length;
    },

    async cancel(id: string): Promise<boolean> {
      const rows = await db.query(`UPDATE invitations SET cancelled_at = now() WHERE id = $1 AND ${OPEN} RETURNING id`, [id]);
      return rows.length > 0;
    },

    /**
     * Cancels the open invitations `invitedBy` sent of a role outside `keepRoles` (all of them for
     * none): an invitation is worth no more than its sender's authority to send it now.
     */
    async cancelSentBy(invitedBy: string, keepRoles: readonly Role[]): Promise<number> {
      const rows = await db.query(
        `UPDATE invitations SET cancelled_at = now() WHERE invited_by = $1 AND ${OPEN} AND NOT (role::text = ANY($2::text[])) RETURNING id`,
        [invitedBy, [...keepRoles]],
      );
      return rows.length;
    },

    /** The open, running invitation of a token hash, without using it (null otherwise). */
    async findUsable(tokenHash: string): Promise<InvitationRecord | null> {
      const rows = await db.query<InvitationRecord>(
        `SELECT ${COLUMNS} FROM invitations WHERE token_hash = $1 AND ${OPEN} AND expires_at > now()`,
        [tokenHash],
      );
      return rows[0] ? record(rows[0]) : null;
    },

    /** Uses an invitation once: of two requests with one token, one gets it. */
    async accept(tokenHash: string): Promise<InvitationRecord | null> {
      const rows = await db.query<InvitationRecord>(
        `UPDATE invitations SET accepted_at = now() WHERE token_hash = $1 AND ${OPEN} AND expires_at > now() RETURNING ${COLUMNS}`,
        [tokenHash],
      );
      return rows[0] ? record(rows[0]) : null;
    },
  };
}

export type InvitationsRepository = ReturnType<typeof invitationsRepository>;
