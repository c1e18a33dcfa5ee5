// `npm run admin -- backup FILE` while the server runs, `restore FILE` into a new folder (or
// schema), and a server started on the restored data finds everything.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, describe, expect, test } from 'vitest';
import { verifyChain } from '../../../server/audit/chain.ts';
import { openBackup, restoreBackup, RestoreError, writeBackup } from '../../../server/cli/backup.ts';
import { openDb } from '../../../server/db/index.ts';
import { auditLogRepository } from '../../../server/audit/repository.ts';
import { databasesOf, type DatabaseKind } from '../../kit/databases.ts';
import { preparePgliteDir } from '../../kit/pgliteTemplate.ts';
import { TestServer } from '../../kit/server.ts';
import { ADD_POST, GET_ALL_CONTACT_MESSAGES, GET_ALL_SUBSCRIPTIONS, LOGIN, MAKE_SUBSCRIBE, SEND_CONTACT_MESSAGE, samplePostInput } from '../../kit/documents.ts';
import { ADMIN } from '../../kit/settings.ts';
import { runScript, startServerProcess } from '../../kit/process.ts';
import { graphql } from '../../kit/graphql.ts';

const TIMEOUT = 240_000;

/** A digest of every row of every table (schema_migrations aside, whose applied_at is the restore's). */
async function fingerprint(kind: DatabaseKind, dataDir: string, schema: string) {
  const db = await openDb({ dataDir, databaseUrl: kind.url, schema: kind.url ? schema : undefined });
  try {
    const tables = await db.query<{ name: string }>(
      `SELECT table_name AS name FROM information_schema.tables
       WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' AND table_name <> 'schema_migrations'
       ORDER BY table_name`,
    );
    const digest: Record<string, string> = {};
    for (const { name } of tables) {
      const [row] = await db.query<{ digest: string; n: number }>(
        `SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS digest, count(*)::int AS n FROM ${name} t`,
      );
      digest[name] = `${row!.n}:${row!.digest}`;
    }
    const versions = await db.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version');
    return { digest, versions: versions.map((v) => v.version) };
  } finally {
    await db.close();
  }
}

const ALL_POSTS = 'query getAllPosts { getAllPosts { _id title image_url { url filename } } }';

describe.each(databasesOf(import.meta.url))('backup and restore on $name', (kind) => {
  const folders: string[] = [];
  const schemas: string[] = [];
  const folder = () => {
    const dir = mkdtempSync(join(tmpdir(), 'bcf-backup-'));
    folders.push(dir);
    return dir;
  };
  const newSchema = () => {
    const name = `t_${randomBytes(6).toString('hex')}`;
    schemas.push(name);
    return name;
  };

  afterAll(async () => {
    for (const dir of folders) rmSync(dir, { recursive: true, force: true });
    if (kind.url && schemas.length) {
      const client = new pg.Client({ connectionString: kind.url });
      await client.connect();
      for (const name of schemas) await client.query(`DROP SCHEMA IF EXISTS ${name} CASCADE`);
      await client.end();
    }
  });

  test(
    'a running server with data in every table is backed up, restored into a new place, and served again byte for byte',
    async () => {
      const dataDir = folder();
      const schema = newSchema();
      const env = (dir: string, name: string) => ({ DATA_DIR: dir, DATABASE_URL: kind.url ?? '', DATABASE_SCHEMA: kind.url ? name : '' });
      const first = await startServerProcess({ kind, dataDir, schema });
      const token = (await graphql<{ login_user: { token: string } }>(first.url, LOGIN, ADMIN)).data!.login_user.token;

      // Data in every table: an uploaded image, a post using it, a subscriber, a contact message,
      // a failed login (throttling state); users and app_meta come from the first start.
      const picture = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#3a7d44' } }).jpeg().toBuffer();
      const form = new FormData();
      form.append('file_name', new Blob([Uint8Array.from(picture)], { type: 'image/jpeg' }), 'field.jpg');
      const uploaded = (await (
        await fetch(`${first.url}/multiple_images-upload`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } })
      ).json()) as { url: string; filename: string }[];
      const image = uploaded[0]!;
      const post = await graphql<{ addPost: { _id: string } }>(
        first.url,
        ADD_POST,
        { input: samplePostInput({ title: 'Backed up', image_url: image, image_urls: [image] }) },
        token,
      );
      const postId = post.data!.addPost._id;
      await graphql(first.url, MAKE_SUBSCRIBE, { input: { subscriptionWithEmail: 'kept@example.rw' } });
      await graphql(first.url, SEND_CONTACT_MESSAGE, {
        input: { name: 'Aline Mukamana', email: 'aline@example.rw', message: 'Please keep this message safe.' },
      });
      const refused = await graphql(first.url, LOGIN, { email: ADMIN.email, password: 'not the password at all' });
      expect(refused.errors?.length).toBeGreaterThan(0);
      const imageBytes = Buffer.from(await (await fetch(image.url)).arrayBuffer());
      expect(imageBytes.length).toBeGreaterThan(1000);

      // The backup is taken while the server runs and answers.
      const file = join(folder(), 'site.bcf');
      const [made, answered] = await Promise.all([
        runScript('server/cli/admin.ts', ['backup', file], env(dataDir, schema)),
        graphql<{ getAllPosts: { _id: string }[] }>(first.url, ALL_POSTS),
      ]);
      expect(made.stderr).toBe('');
      expect(made.code).toBe(0);
      expect(made.stdout).toContain(kind.url ? '(from the database)' : '(from the running server)');
      expect(answered.data!.getAllPosts.some((p) => p._id === postId)).toBe(true);
      expect(statSync(file).mode & 0o077).toBe(0);
      expect((await graphql(first.url, ALL_POSTS)).status).toBe(200);
      await first.stop();
      const original = await fingerprint(kind, dataDir, schema);
      for (const table of ['users', 'posts', 'images', 'image_variants', 'subscribers', 'contact_messages', 'rate_limit_events', 'app_meta']) {
        expect(original.digest[table], table).toMatch(/^[1-9]\d*:/);
      }

      // Restored into a new folder (and schema), everything is there, row for row.
      const restoredDir = join(folder(), 'restored');
      const restoredSchema = newSchema();
      const restored = await runScript('server/cli/admin.ts', ['restore', file], env(restoredDir, restoredSchema));
      expect(restored.stderr).toBe('');
      expect(restored.code).toBe(0);
      expect(restored.stdout).toMatch(/^Restored \d+ rows in \d+ tables/);
      expect(await fingerprint(kind, restoredDir, restoredSchema)).toEqual(original);

      // A restore never goes over existing data.
      const again = await runScript('server/cli/admin.ts', ['restore', file], env(restoredDir, restoredSchema));
      expect(again.code).toBe(1);
      expect(again.stderr).toMatch(kind.url ? /the database is not empty/ : /is not empty: restore only into a new or empty folder/);

      // A server on the restored data finds everything, the image byte for byte.
      const second = await startServerProcess({ kind, dataDir: restoredDir, schema: restoredSchema });
      try {
        const secondToken = (await graphql<{ login_user: { token: string } }>(second.url, LOGIN, ADMIN)).data!.login_user.token;
        const posts = await graphql<{ getAllPosts: { _id: string; title: string; image_url: { url: string }[] }[] }>(second.url, ALL_POSTS);
        const restoredPost = posts.data!.getAllPosts.find((p) => p._id === postId);
        expect(restoredPost?.title).toBe('Backed up');
        // The image was saved as the upload answered it and is answered on the restored server's origin.
        const restoredImage = restoredPost!.image_url[0]!.url;
        expect(restoredImage).toBe(`${second.url}${new URL(image.url).pathname}${new URL(image.url).search}`);
        const served = Buffer.from(await (await fetch(restoredImage)).arrayBuffer());
        expect(served.equals(imageBytes)).toBe(true);
        const subscribers = await graphql<{ getAllSubscriptions: { subscriptionWithEmail: string }[] }>(
          second.url,
          GET_ALL_SUBSCRIPTIONS,
          {},
          secondToken,
        );
        expect(subscribers.data!.getAllSubscriptions.map((s) => s.subscriptionWithEmail)).toContain('kept@example.rw');
        const messages = await graphql<{ getAllContactMessages: { message: string }[] }>(second.url, GET_ALL_CONTACT_MESSAGES, {}, secondToken);
        expect(messages.data!.getAllContactMessages.map((m) => m.message)).toContain('Please keep this message safe.');
        // The sequences moved past the restored rows: new rows go in.
        const added = await graphql<{ addPost: { _id: string } }>(second.url, ADD_POST, { input: samplePostInput({ title: 'After restore' }) }, secondToken);
        expect(added.errors).toBeUndefined();
      } finally {
        await second.stop();
      }
    },
    TIMEOUT,
  );

  test('a file that is not a backup, or is cut short, restores nothing', async () => {
    const dir = folder();
    const schema = newSchema();
    const env = { DATA_DIR: join(dir, 'target'), DATABASE_URL: kind.url ?? '', DATABASE_SCHEMA: kind.url ? schema : '' };
    const notBackup = join(dir, 'notes.txt');
    const { writeFileSync } = await import('node:fs');
    const { gzipSync } = await import('node:zlib');
    writeFileSync(notBackup, gzipSync('hello\n'));
    const result = await runScript('server/cli/admin.ts', ['restore', notBackup], env);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^restore failed: this is not a backup made by `npm run admin -- backup`/);
    if (!kind.url) expect(existsSync(env.DATA_DIR) && readdirSync(env.DATA_DIR).length > 0).toBe(false);

    const cut = join(dir, 'cut.bcf');
    const header = { format: 'bcf-backup', version: 1, created_at: new Date().toISOString(), database: kind.name, migrations: [1, 2, 3, 4, 5] };
    writeFileSync(cut, gzipSync(`${JSON.stringify(header)}\n{"table":"subscribers"}\n`));
    const cutShort = await runScript('server/cli/admin.ts', ['restore', cut], env);
    expect(cutShort.code).toBe(1);
    expect(cutShort.stderr).toContain('the file is cut short');
    if (!kind.url) expect(existsSync(env.DATA_DIR) && readdirSync(env.DATA_DIR).length > 0).toBe(false);
  }, TIMEOUT);
});

describe.each(databasesOf(import.meta.url))('restore takes one row of the table per line on $name', (kind) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
  });

  /** The lines of a real backup of a server with three subscribers. */
  async function backupLines(): Promise<string[]> {
    const server = await new TestServer(kind, { seed: false }).start();
    try {
      for (const email of ['one@example.rw', 'two@example.rw', 'three@example.rw']) {
        await server.gql(MAKE_SUBSCRIBE, { input: { subscriptionWithEmail: email } });
      }
      let text = '';
      await writeBackup(server.services.db, server.dataDir, async (chunk) => {
        text += chunk;
      });
      return text.split('\n').filter(Boolean);
    } finally {
      await server.destroy();
    }
  }

  /** Restores `lines` into a new database; answers the error, or the subscribers restored. */
  async function restoreLines(lines: string[]): Promise<{ error?: Error; subscribers: string[] }> {
    const target = new TestServer(kind);
    cleanups.push(() => target.destroy());
    if (!kind.url) await preparePgliteDir(target.dataDir);
    const db = await openDb({ dataDir: target.dataDir, databaseUrl: kind.url, schema: kind.url ? target.schema : undefined });
    try {
      let error: Error | undefined;
      try {
        await restoreBackup(db, await openBackup(Readable.from(gzipSync(`${lines.join('\n')}\n`))));
      } catch (caught) {
        error = caught as Error;
      }
      const present = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = current_schema() AND c.relname = 'subscribers'`);
      const rows = present[0]!.n ? await db.query<{ email: string }>('SELECT email FROM subscribers ORDER BY email') : [];
      return { error, subscribers: rows.map((row) => row.email) };
    } finally {
      await db.close();
    }
  }

  test(
    'a line holding two rows, a row with a column more or one less, or a table listing other columns restores nothing and names the line',
    async () => {
      const lines = await backupLines();
      const table = lines.findIndex((line) => line.startsWith('{"table":"subscribers"'));
      const rows = [table + 1, table + 2, table + 3];
      for (const at of rows) expect(lines[at]).toMatch(/^\{"row":\{/);
      const end = lines.length - 1;
      const endMark = JSON.parse(lines[end]!) as { end: true; rows: Record<string, number> };
      const inner = (line: string) => line.slice('{"row":'.length, -1);

      // As made, and as made before the columns were written down, it restores.
      expect(await restoreLines(lines)).toEqual({ error: undefined, subscribers: ['one@example.rw', 'three@example.rw', 'two@example.rw'] });
      const withoutColumns = lines.map((line, i) => (i === table ? JSON.stringify({ table: 'subscribers' }) : line));
      expect((await restoreLines(withoutColumns)).subscribers).toHaveLength(3);

      // Two rows on one line, the end mark counting lines as the reader does: a row more than it says.
      const twoInOne = [...lines];
      twoInOne.splice(rows[1]!, 2, `{"row":${inner(lines[rows[1]!]!)},${inner(lines[rows[2]!]!)}}`);
      twoInOne[end - 1] = JSON.stringify({ end: true, rows: { ...endMark.rows, subscribers: 2 } });
      const merged = await restoreLines(twoInOne);
      expect(merged.error).toBeInstanceOf(RestoreError);
      expect(merged.error?.message).toBe(`the file is damaged: line ${rows[1]! + 1} is not one row of subscribers`);
      expect(merged.subscribers).toEqual([]);

      // A column the table does not have (json_populate_record would drop it without a word).
      const extra = [...lines];
      extra[rows[0]!] = `{"row":${JSON.stringify({ ...(JSON.parse(inner(lines[rows[0]!]!)) as object), is_admin: true })}}`;
      const more = await restoreLines(extra);
      expect(more.error?.message).toMatch(new RegExp(`^the file is damaged: line ${rows[0]! + 1} has the columns .*is_admin; subscribers has `));
      expect(more.subscribers).toEqual([]);

      // A column missing (it would be restored as NULL or its default).
      const missing = [...lines];
      const { status: _dropped, ...withoutStatus } = JSON.parse(inner(lines[rows[2]!]!)) as Record<string, unknown>;
      missing[rows[2]!] = `{"row":${JSON.stringify(withoutStatus)}}`;
      const less = await restoreLines(missing);
      expect(less.error?.message).toMatch(new RegExp(`^the file is damaged: line ${rows[2]! + 1} has the columns `));
      expect(less.subscribers).toEqual([]);

      // A table line listing other columns than the schema of the backup's migrations.
      const listed = [...lines];
      listed[table] = JSON.stringify({ table: 'subscribers', columns: ['id', 'email'] });
      const other = await restoreLines(listed);
      expect(other.error?.message).toMatch(new RegExp(`^the file is damaged: line ${table + 1} lists the columns id,email for subscribers`));
      expect(other.subscribers).toEqual([]);
    },
    TIMEOUT,
  );
});

describe.each(databasesOf(import.meta.url))('a backup made before the audit log had its name on $name', (kind) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
  });

  test(
    'restores its activity_log rows into audit_log, their chain intact',
    async () => {
      const source = await new TestServer(kind, { seed: false }).start();
      cleanups.push(() => source.destroy());
      const token = await source.login();
      await source.gql(ADD_POST, { input: samplePostInput({ title: 'Logged' }) }, token);
      const logged = await source.services.db.query<{ row: string }>('SELECT a::text AS row FROM audit_log a ORDER BY id');
      expect(logged.length).toBeGreaterThanOrEqual(2);
      let text = '';
      await writeBackup(source.services.db, source.dataDir, async (chunk) => {
        text += chunk;
      });

      // The same backup as the version before migration 190 wrote it: its tables under their old
      // names, and none of the tables or columns later migrations made (the site content's,
      // migration 200; giving's, migration 210; the audit log's erased_in, migration 220; the
      // insights' tables and newsletter_sends.unsubscribed, migrations 230 to 233; mail that came
      // back, its tables and columns, migration 240).
      const oldName = (table: string) => table.replace(/^audit_log/, 'activity_log');
      const LATER = ['site_content', 'campaigns', 'gifts', 'gift_payments', 'monthly_gifts', 'receipt_numbers', 'insight_', 'subscriber_counts', 'mail_events', 'mail_event_requests', 'bounce_mailbox'];
      const LATER_COLUMNS: Record<string, string[]> = {
        audit_log: ['erased_in'],
        newsletter_sends: ['unsubscribed', 'bounced', 'complaints'],
        subscribers: ['mail_problem', 'mail_problem_email', 'mail_problem_reason', 'mail_problem_at', 'mail_again_at'],
        mail_outbox: ['gift_id'],
      };
      const later = (table: string | undefined) => LATER.some((name) => table?.startsWith(name) ?? false);
      const earlier = (name: string | undefined, columns: string[]) => columns.filter((column) => !(LATER_COLUMNS[name ?? ''] ?? []).includes(column));
      let table: string | undefined;
      const lines = text.split('\n').filter(Boolean).flatMap((line, i) => {
        const entry = JSON.parse(line) as { migrations?: number[]; table?: string; columns?: string[]; row?: Record<string, unknown>; end?: boolean; rows?: Record<string, number> };
        if (i === 0) return [JSON.stringify({ ...entry, migrations: entry.migrations!.filter((version) => version < 190) })];
        if (entry.table !== undefined) table = entry.table;
        if (later(table)) return [];
        if (entry.table !== undefined && entry.columns) {
          return [JSON.stringify({ ...entry, table: oldName(entry.table), columns: earlier(entry.table, entry.columns) })];
        }
        if (entry.row && table && LATER_COLUMNS[table]) {
          const kept = earlier(table, Object.keys(entry.row));
          return [JSON.stringify({ row: Object.fromEntries(Object.entries(entry.row).filter(([column]) => kept.includes(column))) })];
        }
        if (entry.end) {
          const rows = Object.entries(entry.rows!).filter(([name]) => !later(name));
          return [JSON.stringify({ ...entry, rows: Object.fromEntries(rows.map(([name, n]) => [oldName(name), n])) })];
        }
        return [line];
      });
      expect(lines.some((line) => line.startsWith('{"table":"activity_log"'))).toBe(true);

      const target = new TestServer(kind);
      cleanups.push(() => target.destroy());
      if (!kind.url) await preparePgliteDir(target.dataDir);
      const db = await openDb({ dataDir: target.dataDir, databaseUrl: kind.url, schema: kind.url ? target.schema : undefined });
      try {
        const { rows } = await restoreBackup(db, await openBackup(Readable.from(gzipSync(`${lines.join('\n')}\n`))));
        expect(rows.activity_log).toBe(logged.length);
        expect(await db.query<{ row: string }>('SELECT a::text AS row FROM audit_log a ORDER BY id')).toEqual(logged);
        const old = await db.query(`SELECT relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
          WHERE n.nspname = current_schema() AND relname LIKE 'activity%'`);
        expect(old).toEqual([]);
        const repo = auditLogRepository(db, db.transaction);
        expect(await verifyChain((after) => repo.chainAfter(after))).toEqual({ intact: true, entries: logged.length, broken: [], brokenCount: 0 });
        // The next entry links to the restored head.
        await repo.append({ actorId: null, actorEmail: null, action: 'test.after_restore', target: null, ip: '', userAgent: '', detail: null });
        expect((await verifyChain((after) => repo.chainAfter(after))).intact).toBe(true);
        await expect(db.query('DELETE FROM audit_log')).rejects.toThrow(/append-only/);
      } finally {
        await db.close();
      }
    },
    TIMEOUT,
  );
});
