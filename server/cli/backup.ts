/**
 * Backups as one file: a logical snapshot of every table, read in one REPEATABLE READ READ ONLY
 * transaction (so the rows of all tables are from one instant, while writes go on elsewhere), as
 * gzip-compressed JSON lines. The same code reads PGlite and PostgreSQL, and the file does not
 * depend on PGlite's on-disk format, so it survives an upgrade of the embedded database.
 *
 * File layout, one JSON value per line:
 *   {"format":"bcf-backup","version":1,"created_at":...,"database":"pglite","migrations":[1,2,...]}
 *   {"table":"users","columns":[...]} then one {"row":{...}} per line, every column once, tables parents first
 *   {"file":"jwt-secret","base64":...} files of DATA_DIR that belong with the data
 *   {"end":true,"rows":{"users":1,...}} (a file without it is cut short and is refused)
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import type { Db, Queryable } from '../db/index.ts';
import { listMigrations, migrate } from '../db/migrate.ts';

export const BACKUP_FORMAT = 'bcf-backup';
const BACKUP_VERSION = 1;
/** Files of DATA_DIR kept in a backup (the generated JWT secret, so tokens stay valid). */
const DATA_FILES = ['jwt-secret'];
const FETCH_ROWS = 200;
const INSERT_BATCH_ROWS = 100;
const INSERT_BATCH_BYTES = 4 * 1024 * 1024;

interface Header {
  format: string;
  version: number;
  created_at: string;
  database: string;
  migrations: number[];
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The columns of `table` in the current schema, in their order. */
async function columnsOf(db: Queryable, table: string): Promise<string[]> {
  const rows = await db.query<{ name: string }>(
    `SELECT column_name AS name FROM information_schema.columns
     WHERE table_schema = current_schema() AND table_name = $1 ORDER BY ordinal_position`,
    [table],
  );
  return rows.map((row) => row.name);
}

function sameSet(a: string[], b: string[]): boolean {
  const inA = new Set(a);
  return inA.size === a.length && a.length === b.length && b.every((name) => inA.has(name));
}

/** The product's tables in the current schema, each after the tables its foreign keys point to. */
export async function tablesInOrder(db: Queryable): Promise<string[]> {
  const tables = await db.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p') AND c.relname <> 'schema_migrations'
     ORDER BY c.relname`,
  );
  const links = await db.query<{ child: string; parent: string }>(
    `SELECT ch.relname AS child, pa.relname AS parent FROM pg_constraint k
     JOIN pg_class ch ON ch.oid = k.conrelid JOIN pg_class pa ON pa.oid = k.confrelid
     JOIN pg_namespace n ON n.oid = k.connamespace
     WHERE k.contype = 'f' AND n.nspname = current_schema()`,
  );
  const parents = new Map<string, Set<string>>(tables.map(({ name }) => [name, new Set<string>()]));
  for (const { child, parent } of links) if (child !== parent) parents.get(child)?.add(parent);
  const ordered: string[] = [];
  const visit = (name: string, path: Set<string>) => {
    if (ordered.includes(name) || path.has(name)) return;
    path.add(name);
    for (const parent of parents.get(name) ?? []) visit(parent, path);
    path.delete(name);
    ordered.push(name);
  };
  for (const { name } of tables) visit(name, new Set());
  return ordered;
}

/**
 * Writes a backup of `db` through `write` (which resolves when the chunk may be followed by
 * another). On PGlite every other query waits until it is done: it has one connection.
 */
export async function writeBackup(db: Db, dataDir: string | undefined, write: (line: string) => Promise<void>): Promise<Record<string, number>> {
  return db.transaction(async (tx) => {
    await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    const migrations = await tx.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version');
    const header: Header = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      created_at: new Date().toISOString(),
      database: db.kind,
      migrations: migrations.map((row) => Number(row.version)),
    };
    await write(`${JSON.stringify(header)}\n`);
    const counts: Record<string, number> = {};
    for (const table of await tablesInOrder(tx)) {
      await write(`${JSON.stringify({ table, columns: await columnsOf(tx, table) })}\n`);
      counts[table] = 0;
      await tx.query(`DECLARE backup_rows NO SCROLL CURSOR FOR SELECT row_to_json(t)::text AS j FROM ${quote(table)} t`);
      for (;;) {
        const rows = await tx.query<{ j: string }>(`FETCH ${FETCH_ROWS} FROM backup_rows`);
        if (rows.length === 0) break;
        await write(rows.map((row) => `{"row":${row.j}}\n`).join(''));
        counts[table] += rows.length;
      }
      await tx.query('CLOSE backup_rows');
    }
    for (const file of DATA_FILES) {
      const path = dataDir ? join(dataDir, file) : undefined;
      if (path && existsSync(path)) await write(`${JSON.stringify({ file, base64: readFileSync(path).toString('base64') })}\n`);
    }
    await write(`${JSON.stringify({ end: true, rows: counts })}\n`);
    return counts;
  });
}

export class RestoreError extends Error {}

/** True when the database has no table of the product's yet (a new folder or an empty schema). */
export async function databaseIsEmpty(db: Queryable): Promise<boolean> {
  const rows = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p')`,
  );
  return rows[0]!.n === 0;
}

async function insertRows(tx: Queryable, table: string, rows: string[]): Promise<void> {
  if (rows.length === 0) return;
  await tx.query(
    `INSERT INTO ${quote(table)} OVERRIDING SYSTEM VALUE
     SELECT r.* FROM json_array_elements($1::json) e, json_populate_record(NULL::${quote(table)}, e) r`,
    [`[${rows.join(',')}]`],
  );
}

/** Moves every sequence of `table` (serial and identity columns) past the restored rows. */
async function advanceSequences(tx: Queryable, table: string): Promise<void> {
  const columns = await tx.query<{ column: string; sequence: string }>(
    `SELECT a.attname AS column, pg_get_serial_sequence(quote_ident($1), a.attname) AS sequence
     FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = current_schema() AND c.relname = $1 AND a.attnum > 0 AND NOT a.attisdropped
       AND pg_get_serial_sequence(quote_ident($1), a.attname) IS NOT NULL`,
    [table],
  );
  for (const { column, sequence } of columns) {
    await tx.query(`SELECT setval($1, coalesce((SELECT max(${quote(column)}) FROM ${quote(table)}), 0) + 1, false)`, [sequence]);
  }
}

export interface RestoreResult {
  rows: Record<string, number>;
  files: { name: string; bytes: Buffer }[];
}

export interface OpenedBackup {
  header: Header;
  lines: AsyncIterator<string>;
}

/** Reads and checks a backup's first line: refused before any database is touched. */
export async function openBackup(input: Readable): Promise<OpenedBackup> {
  const lines = createInterface({ input: input.pipe(createGunzip()), crlfDelay: Infinity })[Symbol.asyncIterator]();
  const notBackup = 'this is not a backup made by `npm run admin -- backup`';
  let header: Header;
  try {
    const { value, done } = await lines.next();
    header = (done ? undefined : JSON.parse(value)) as Header;
  } catch (error) {
    throw new RestoreError(`${notBackup} (${(error as Error).message})`);
  }
  if (header?.format !== BACKUP_FORMAT) throw new RestoreError(notBackup);
  if (header.version !== BACKUP_VERSION) throw new RestoreError(`backup format version ${header.version} is not supported`);
  const known = listMigrations().map((migration) => migration.version);
  const unknown = header.migrations.filter((version) => !known.includes(version));
  if (unknown.length > 0) throw new RestoreError(`the backup was made by a newer version of the site (migrations ${unknown.join(', ')})`);
  return { header, lines };
}

/**
 * Restores an opened backup into `db`, which must hold no table yet: the schema is brought to
 * the backup's migrations, every row goes in within one transaction, and then the migrations
 * newer than the backup run. Files (the JWT secret) are returned for the caller to write into
 * DATA_DIR.
 */
export async function restoreBackup(db: Db, { header, lines }: OpenedBackup): Promise<RestoreResult> {
  if (!(await databaseIsEmpty(db))) throw new RestoreError('the database is not empty: restore goes into a new DATA_DIR or an empty schema');
  const atBackup = listMigrations().filter((migration) => header.migrations.includes(migration.version));
  await migrate(db, atBackup);
  const result = await db.transaction(async (tx) => {
    const rows: Record<string, number> = {};
    const files: RestoreResult['files'] = [];
    let table: string | undefined;
    let columns: string[] = [];
    let batch: string[] = [];
    let batchBytes = 0;
    const flush = async () => {
      if (table) await insertRows(tx, table, batch);
      batch = [];
      batchBytes = 0;
    };
    const ordered = await tablesInOrder(tx);
    const tables = new Set(ordered);
    // Rows a migration wrote (a counter, a setting) are in the backup as they were; the tables'
    // own triggers (the posts counter) must not rewrite what is restored. Foreign keys still hold.
    for (const name of ordered) await tx.query(`ALTER TABLE ${quote(name)} DISABLE TRIGGER USER`);
    for (const name of [...ordered].reverse()) await tx.query(`DELETE FROM ${quote(name)}`);
    let lineNumber = 1;
    for (;;) {
      const { value, done } = await lines.next();
      lineNumber++;
      if (done) throw new RestoreError('the file is cut short (no end mark): it was not written completely');
      const damaged = (problem: string) => new RestoreError(`the file is damaged: line ${lineNumber} ${problem}`);
      if (value.startsWith('{"row":') && value.endsWith('}')) {
        if (!table) throw damaged('is a row before any table');
        // The text between {"row": and } must be one JSON object (a line holding two rows does not
        // parse), with the table's columns and no other: the count at the end mark counts lines.
        const row = value.slice('{"row":'.length, -1);
        let parsed: unknown;
        try {
          parsed = JSON.parse(row);
        } catch {
          throw damaged(`is not one row of ${table}`);
        }
        if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw damaged(`is not one row of ${table}`);
        const keys = Object.keys(parsed);
        if (!sameSet(keys, columns)) throw damaged(`has the columns ${keys.join(', ')}; ${table} has ${columns.join(', ')}`);
        batch.push(row);
        batchBytes += row.length;
        rows[table] = (rows[table] ?? 0) + 1;
        if (batch.length >= INSERT_BATCH_ROWS || batchBytes >= INSERT_BATCH_BYTES) await flush();
        continue;
      }
      let entry: { table?: string; columns?: unknown; file?: string; base64?: string; end?: boolean; rows?: Record<string, number> };
      try {
        entry = JSON.parse(value) as typeof entry;
      } catch {
        throw damaged('is not JSON');
      }
      await flush();
      if (typeof entry.table === 'string') {
        if (table) await advanceSequences(tx, table);
        if (!tables.has(entry.table)) throw new RestoreError(`the backup has a table this version does not know: ${entry.table}`);
        table = entry.table;
        columns = await columnsOf(tx, table);
        // Backups made before the columns were written down have the schema of their migrations.
        const listed = entry.columns ?? columns;
        if (!Array.isArray(listed) || !listed.every((name) => typeof name === 'string') || !sameSet(listed, columns)) {
          throw damaged(`lists the columns ${String(listed)} for ${table}; the schema of the backup's migrations has ${columns.join(', ')}`);
        }
        rows[table] = 0;
      } else if (typeof entry.file === 'string' && typeof entry.base64 === 'string') {
        if (!DATA_FILES.includes(entry.file)) throw new RestoreError(`the backup has an unexpected file: ${entry.file}`);
        files.push({ name: entry.file, bytes: Buffer.from(entry.base64, 'base64') });
      } else if (entry.end) {
        if (table) await advanceSequences(tx, table);
        for (const [name, count] of Object.entries(entry.rows ?? {})) {
          if (rows[name] !== count) throw new RestoreError(`the file is damaged: ${name} should have ${count} rows, it has ${rows[name] ?? 0}`);
        }
        for (const name of ordered) await tx.query(`ALTER TABLE ${quote(name)} ENABLE TRIGGER USER`);
        return { rows, files };
      } else {
        throw damaged('is not a line of a backup');
      }
    }
  });
  await migrate(db);
  return result;
}
