// The site's languages (shared/i18n/languages.ts, and the languages a post has versions in besides
// English, shared/postLanguages.ts), Insights' classes of device (shared/insightsVisits.ts) and the
// posts' categories (shared/categories.ts) are declared once in TypeScript. The schema's enums and
// the database's CHECK constraints say them again in their own languages: each is read here as it
// is (the schema file, the live database's constraints) and must say what the TypeScript lists say.
// Every CHECK on a column named language, translations, device or category is read, so a new
// table's check is held to them too. So is the
// longest source and page a pledge keeps (shared/insightsVisits.ts, server/insights/arrival.ts).
import { readFileSync } from 'node:fs';
import { buildSchema, isEnumType } from 'graphql';
import { describe, expect, test } from 'vitest';
import { POST_CATEGORIES } from '../../../shared/categories.ts';
import { LANGUAGES } from '../../../shared/i18n/languages.ts';
import { DEVICES, SOURCE_MAX } from '../../../shared/insightsVisits.ts';
import { TRANSLATION_LANGUAGES } from '../../../shared/postLanguages.ts';
import { ARRIVAL_PATH_MAX } from '../../../server/insights/arrival.ts';
import { columnChecks } from '../../kit/databaseChecks.ts';
import { databasesOf } from '../../kit/databases.ts';
import { withServer } from '../../kit/withServer.ts';

const sorted = (list: readonly string[]) => [...list].sort();

/** The list each checked column must allow: table.column -> the TypeScript list. */
const EXPECTED: Record<string, readonly string[]> = {
  'subscribers.language': LANGUAGES,
  'insight_views.language': LANGUAGES,
  'newsletter_send_versions.language': TRANSLATION_LANGUAGES,
  'posts.translations': TRANSLATION_LANGUAGES,
  'post_drafts.translations': TRANSLATION_LANGUAGES,
  'post_revisions.translations': TRANSLATION_LANGUAGES,
  'insight_views.device': DEVICES,
  'posts.category': POST_CATEGORIES,
  'post_drafts.category': POST_CATEGORIES,
  'post_revisions.category': POST_CATEGORIES,
};

test.each([
  ['Language', LANGUAGES],
  ['PostCategory', POST_CATEGORIES],
] as const)("the schema's %s enum is the TypeScript list", (name, list) => {
  const enumType = buildSchema(readFileSync('server/graphql/schema.graphql', 'utf8')).getType(name);
  expect(isEnumType(enumType)).toBe(true);
  if (!isEnumType(enumType)) return;
  expect(enumType.getValues().map((value) => value.name)).toEqual([...list]);
});

describe.each(databasesOf(import.meta.url))("the database's checks on languages, devices and categories on $name", (kind) => {
  const server = withServer(kind, { seed: false });

  /**
   * The values each CHECK constraint on a column named language, translations, device or category allows, as
   * the live database writes the constraint back: a list (`column IN (...)`, written
   * `column = ANY (ARRAY[...])`) or, for a post's versions, the keys taken out of the object
   * (`translations - 'rw' - 'fr' = '{}'`).
   */
  async function checkedLists(): Promise<Record<string, string[]>> {
    const rows = await server.services.db.query<{ table_name: string; column_name: string; definition: string }>(
      `SELECT t.relname AS table_name, a.attname AS column_name, pg_get_constraintdef(c.oid) AS definition
         FROM pg_constraint c
         JOIN pg_class t ON t.oid = c.conrelid
         JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = ANY (c.conkey)
        WHERE c.contype = 'c' AND t.relnamespace = current_schema()::regnamespace
          AND a.attname IN ('language', 'translations', 'device', 'category')`,
    );
    const lists: Record<string, string[]> = {};
    for (const { table_name, column_name, definition } of rows) {
      const key = `${table_name}.${column_name}`;
      expect(lists[key], `${key} has one check of its values`).toBeUndefined();
      const quoted = column_name === 'translations' ? /- '([^']*)'/g : /'([^']*)'/g;
      lists[key] = sorted([...definition.matchAll(quoted)].map((match) => match[1]!));
    }
    return lists;
  }

  test('each column allows the TypeScript list, and no column is checked that is not held to one', async () => {
    const lists = await checkedLists();
    expect(Object.keys(lists).sort()).toEqual(Object.keys(EXPECTED).sort());
    for (const [key, list] of Object.entries(EXPECTED)) expect(lists[key], key).toEqual(sorted(list));
  });

  test("a pledge's arrival source and page are checked at the lengths the server keeps", async () => {
    const lengths = async (column: string) => (await columnChecks(server.services.db, 'gifts', column)).map((check) => check.definition);
    expect(await lengths('arrival_source')).toEqual([`CHECK ((length(arrival_source) <= ${SOURCE_MAX}))`]);
    expect(await lengths('arrival_path')).toEqual([`CHECK ((length(arrival_path) <= ${ARRIVAL_PATH_MAX}))`]);
  });

  test('the database refuses a language or a device the lists do not have', async () => {
    const refused = async (sql: string) => {
      await expect(server.services.db.query(sql)).rejects.toThrow(/check constraint/i);
    };
    await refused(`INSERT INTO insight_views (at, day, path, language, device, visitor) VALUES (now(), current_date, '/', 'de', 'PHONE', '\\x${'00'.repeat(32)}')`);
    await refused(`INSERT INTO insight_views (at, day, path, language, device, visitor) VALUES (now(), current_date, '/', 'en', 'WATCH', '\\x${'00'.repeat(32)}')`);
  });
});
