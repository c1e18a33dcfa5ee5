import type { Queryable } from '../db/index.ts';
import { tablePage, type TablePageRequest } from '../db/tablePage.ts';

export interface ContactMessageRecord {
  id: string;
  name: string;
  email: string;
  message: string;
  isRead: boolean;
  date_sent: number;
}

/** A message as written: already validated and normalised. */
export interface ContactMessageFields {
  name: string;
  email: string;
  message: string;
}

const COLUMNS = `id, name, email, message, is_read AS "isRead",
  floor(extract(epoch FROM date_sent) * 1000)::float8 AS date_sent`;

/** The admin's table: newest first as list(), searched by e-mail. */
const LISTING = { table: 'contact_messages', columns: COLUMNS, searchColumn: 'email', orderBy: 'contact_messages.date_sent DESC, contact_messages.seq DESC' };

export function contactMessagesRepository(db: Queryable) {
  return {
    /** Newest first. */
    async list(): Promise<ContactMessageRecord[]> {
      return db.query<ContactMessageRecord>(`SELECT ${COLUMNS} FROM contact_messages ORDER BY date_sent DESC, seq DESC`);
    },

    /** How many nobody has marked read (the admin menu's badge). */
    async countUnread(): Promise<number> {
      const rows = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM contact_messages WHERE NOT is_read');
      return rows[0]?.n ?? 0;
    },

    async insert(fields: ContactMessageFields): Promise<ContactMessageRecord> {
      const rows = await db.query<ContactMessageRecord>(
        `INSERT INTO contact_messages (name, email, message) VALUES ($1, $2, $3) RETURNING ${COLUMNS}`,
        [fields.name, fields.email, fields.message],
      );
      return rows[0]!;
    },

    /** Null when no message has this id. */
    async markRead(id: string): Promise<ContactMessageRecord | null> {
      const rows = await db.query<ContactMessageRecord>(
        `UPDATE contact_messages SET is_read = true WHERE id = $1 RETURNING ${COLUMNS}`,
        [id],
      );
      return rows[0] ?? null;
    },

    async remove(id: string): Promise<boolean> {
      const rows = await db.query('DELETE FROM contact_messages WHERE id = $1 RETURNING id', [id]);
      return rows.length > 0;
    },

    /** A page of the admin's table, newest first as list(), optionally by e-mail. */
    async listPage(request: TablePageRequest): Promise<{ items: ContactMessageRecord[]; total: number }> {
      return tablePage<ContactMessageRecord>(db, LISTING, request);
    },
  };
}

export type ContactMessagesRepository = ReturnType<typeof contactMessagesRepository>;
