// Formula injection through the gifts export: anyone may pledge under any name, and staff open the
// export in a spreadsheet, which may split it on ',' (English), ';' (French, German) or tab. Against
// a real server, read with a real CSV parser under each separator.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { databasesOf } from '../../kit/databases.ts';
import { TestServer } from '../../kit/server.ts';
import { fieldsAsRead, formulaFields, rowsOf } from '../../kit/spreadsheet.ts';
import { GIFTS_CSV, PLEDGE } from '../giving/documents.ts';

/** Donor names a spreadsheet would run, whole or once split on one of its separators. */
const NAMES = ["x;=cmd|' /C calc'!A0;", '=1+1', '@SUM(A1)', '\t=1', 'a,=1', 'a\t+1', '-2+3', '"=1"', 'a; -1', 'Ann "=1"', 'b;"@x', '+1;+2,+3'];

describe.each(databasesOf(import.meta.url))('the gifts export against formula injection on $name', (kind) => {
  let server: TestServer;
  let token = '';

  beforeAll(async () => {
    server = await new TestServer(kind, { seed: false, subscribeLimitPerHour: 1_000 }).start();
    token = await server.login();
  });
  afterAll(() => server.destroy());

  test("the review's pledge named x;=cmd|' /C calc'!A0; and others: no reader of the export finds a formula, under any separator", async () => {
    for (const name of NAMES) {
      const pledged = await server.gql(PLEDGE, { input: { amount: 1_000, way: 'CASH', name, phone: '+250 788 000 111' } });
      expect(pledged.errors, name).toBeUndefined();
    }
    const answer = await server.gql<{ giftsCsv: string }>(GIFTS_CSV, {}, token);
    expect(answer.errors).toBeUndefined();
    const csv = answer.data!.giftsCsv;

    // Every gift is in it, each name with nothing but apostrophes added (the server keeps a name
    // on one line: a tab becomes a space, and the ends are trimmed).
    const rows = rowsOf(csv);
    const nameColumn = rows[0]!.indexOf('name');
    const exported = rows.slice(1).map((row) => row[nameColumn]!.replaceAll("'", ''));
    expect(exported.sort()).toEqual(NAMES.map((name) => name.replace(/\t/g, ' ').trim().replaceAll("'", '')).sort());

    expect(fieldsAsRead(csv).length).toBeGreaterThan(NAMES.length * 6);
    expect(formulaFields(csv)).toEqual([]);
  });
});
