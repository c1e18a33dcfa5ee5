// shared/giving.ts declares the currencies, the ways of giving and a gift's statuses once. The
// schema's enums and the database's checks on the gifts table say them again in their own
// languages: each is read here as it is (the schema file, the live database's constraints) and
// must say what shared/giving.ts says.
import { readFileSync } from 'node:fs';
import { buildSchema, isEnumType } from 'graphql';
import { describe, expect, test } from 'vitest';
import { CURRENCIES, GIFT_STATUSES, GIFT_TARGETS, WAYS } from '../../../shared/giving.ts';
import { columnChecks } from '../../kit/databaseChecks.ts';
import { databasesOf } from '../../kit/databases.ts';
import { withServer } from '../../kit/withServer.ts';

const LISTS = [
  ['Currency', 'currency', CURRENCIES],
  ['GiftWay', 'way', WAYS],
  ['GiftStatus', 'status', GIFT_STATUSES],
] as const;

describe("the schema's enums", () => {
  const schema = buildSchema(readFileSync('server/graphql/schema.graphql', 'utf8'));
  test.each(LISTS)('%s is the list in shared/giving.ts', (enumName, _column, list) => {
    const enumType = schema.getType(enumName);
    expect(isEnumType(enumType)).toBe(true);
    if (!isEnumType(enumType)) return;
    expect(enumType.getValues().map((value) => value.name).sort()).toEqual([...list].sort());
  });
});

describe.each(databasesOf(import.meta.url))("the database's checks on the gifts table on $name", (kind) => {
  const server = withServer(kind);

  /** The values the CHECK constraint listing the values of `gifts.column` allows, as the live database defines it. */
  async function allowed(column: string): Promise<string[]> {
    const lists = (await columnChecks(server.services.db, 'gifts', column)).filter((check) => check.definition.includes('ARRAY['));
    expect(lists).toHaveLength(1);
    return lists[0]!.values;
  }

  test.each(LISTS)('gifts.%s allows every value of shared/giving.ts and no other', async (_enumName, column, list) => {
    expect(await allowed(column)).toEqual([...list].sort());
  });
});

test("a gift's lifecycle names only its statuses, and a gift recorded received or cancelled goes nowhere", () => {
  for (const targets of Object.values(GIFT_TARGETS)) {
    for (const [from, to] of Object.entries(targets)) {
      expect(GIFT_STATUSES).toContain(from);
      expect(GIFT_STATUSES).toContain(to);
    }
    expect(targets.RECEIVED).toBeUndefined();
    expect(targets.CANCELLED).toBeUndefined();
  }
});
