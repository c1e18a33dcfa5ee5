import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { openDb } from '../../../server/db/index.ts';
import { listMigrations, migrate } from '../../../server/db/migrate.ts';
import { databasesOf, newSchemaName, removeStoredData } from '../../kit/databases.ts';
import { preparePgliteDir } from '../../kit/pgliteTemplate.ts';

// A migration is a script the database runs whole, as psql would: semicolons end lines inside
// function bodies and strings, and a script that fails keeps none of its statements.
describe.each(databasesOf(import.meta.url))('migrations on $name', (kind) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'bcf-migrate-'));
  const scripts = mkdtempSync(join(tmpdir(), 'bcf-migrations-'));
  const schema = newSchemaName();
  afterAll(async () => {
    await removeStoredData(kind, dataDir, schema);
    rmSync(scripts, { recursive: true, force: true });
  });

  test('a script with semicolons inside a function body and a string runs whole; a failing one keeps nothing', async () => {
    writeFileSync(
      join(scripts, '001_counter.sql'),
      `CREATE TABLE counter (n int NOT NULL, note text NOT NULL);
CREATE FUNCTION bump() RETURNS int LANGUAGE plpgsql AS $$
BEGIN
  UPDATE counter SET n = n + 1;
  RETURN (SELECT n FROM counter);
END;
$$;
INSERT INTO counter VALUES (0, 'one; two;
three;');
`,
    );
    writeFileSync(join(scripts, '002_broken.sql'), `CREATE TABLE half_done (id int);\nSELECT no_such_function();\n`);
    if (!kind.url) await preparePgliteDir(dataDir);
    const db = await openDb({ dataDir, databaseUrl: kind.url, schema: kind.url ? schema : undefined });
    try {
      const [first, broken] = listMigrations(scripts);
      expect(await migrate(db, [first!])).toEqual(['001_counter.sql']);
      expect(await db.query('SELECT bump() AS n, note FROM counter')).toEqual([{ n: 1, note: 'one; two;\nthree;' }]);
      await expect(migrate(db, [first!, broken!])).rejects.toThrow(/no_such_function/);
      expect(await db.query(`SELECT to_regclass('half_done') IS NULL AS gone`)).toEqual([{ gone: true }]);
      expect(await db.query('SELECT version FROM schema_migrations ORDER BY version')).toEqual([{ version: 1 }]);
    } finally {
      await db.close();
    }
  });
});
