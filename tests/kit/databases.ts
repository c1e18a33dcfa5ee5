import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import pg from 'pg';

export interface DatabaseKind {
  name: 'pglite' | 'postgres';
  url?: string;
}

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL names a server (CI sets it). */
export const databases: DatabaseKind[] = [
  { name: 'pglite' },
  ...(process.env.TEST_DATABASE_URL ? [{ name: 'postgres' as const, url: process.env.TEST_DATABASE_URL }] : []),
];

/** A PostgreSQL schema of its own for one server (or several sharing it). */
export const newSchemaName = () => `t_${randomBytes(6).toString('hex')}`;

/** Removes what servers stored: the data folder, and on PostgreSQL the schema. */
export async function removeStoredData(kind: DatabaseKind, dataDir: string, schema: string): Promise<void> {
  rmSync(dataDir, { recursive: true, force: true });
  if (kind.url) {
    const client = new pg.Client({ connectionString: kind.url });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await client.end();
  }
}
