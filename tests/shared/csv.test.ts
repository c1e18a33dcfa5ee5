import { describe, expect, test } from 'vitest';
import { csvCell, subscribersCsv, toCsv } from '../../shared/csv.ts';
import { SEPARATORS, fieldsAsRead, formulaFields, rowsOf } from '../kit/spreadsheet.ts';

/** Texts a spreadsheet would run, whole or once split on one of its separators. */
const ATTACKS = [
  "x;=cmd|' /C calc'!A0;",
  '=1+1',
  '@SUM(A1)',
  '\t=1',
  'a,=1',
  'a\t+1',
  '-2+3',
  '-5',
  '"=1"',
  '=HYPERLINK("http://evil")',
  '+250 788 999 000',
  '\r=1',
  'a;-1',
  'a,\t=1',
  'a;\t\t@x',
  'a, =1',
  'a; "=1',
  'a\r\n=1',
  'a\n@x',
  'a\r+1',
  '";=1',
  "'=1",
];

describe('the subscribers CSV', () => {
  test('has a header row, one row per subscriber, every text quoted, CRLF line ends', () => {
    const csv = subscribersCsv([
      { subscriptionWithEmail: 'a@example.org', status: 'ACTIVE', date_subscribed: Date.UTC(2026, 10, 23, 8, 30), isEmailSent: 'Events' },
      { subscriptionWithEmail: 'b@example.org', status: 'PENDING', date_subscribed: Date.UTC(2026, 0, 2), isEmailSent: null },
    ]);
    expect(csv).toBe(
      '"email","status","date_subscribed","last_category_emailed"\r\n' +
        '"a@example.org","ACTIVE","2026-11-23T08:30:00.000Z","Events"\r\n' +
        '"b@example.org","PENDING","2026-01-02T00:00:00.000Z",""\r\n',
    );
    expect(rowsOf(csv)).toEqual([
      ['email', 'status', 'date_subscribed', 'last_category_emailed'],
      ['a@example.org', 'ACTIVE', '2026-11-23T08:30:00.000Z', 'Events'],
      ['b@example.org', 'PENDING', '2026-01-02T00:00:00.000Z', ''],
    ]);
  });

  test('an address that starts a formula is read as text under every separator', () => {
    const csv = subscribersCsv([{ subscriptionWithEmail: '=cmd@example.org', status: 'ACTIVE', date_subscribed: 0, isEmailSent: '-x;@y' }]);
    expect(formulaFields(csv)).toEqual([]);
    expect(rowsOf(csv)[1]).toEqual(["'=cmd@example.org", 'ACTIVE', '1970-01-01T00:00:00.000Z', "'-x;'@y"]);
  });
});

describe('a CSV cell', () => {
  test('a text is always quoted, its quotes doubled (RFC 4180)', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\r\nlines')).toBe('"two\r\nlines"');
    expect(csvCell('plain')).toBe('"plain"');
    expect(csvCell('')).toBe('""');
  });

  test('a number is written as it is; no value is an empty cell', () => {
    expect(csvCell(7_000)).toBe('7000');
    expect(csvCell(-2.5)).toBe('-2.5');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    // Not a number a spreadsheet reads: text, made inert.
    expect(csvCell(Number.NEGATIVE_INFINITY)).toBe(`"'-Infinity"`);
  });

  test.each(['=HYPERLINK("http://evil")', '+1+1', '-2+3', '-5', '@SUM(A1)', '\t=1', '\r=1', ' =1'])(
    'prefixes %j with a quote so no spreadsheet runs it',
    (value) => {
      expect(csvCell(value).startsWith(`"'`)).toBe(true);
    },
  );

  test.each([
    ["x;=cmd|' /C calc'!A0;", `"x;'=cmd|' /C calc'!A0;"`],
    ['a,=1', `"a,'=1"`],
    ['a\t+1', `"a\t'+1"`],
    ['\t=1', `"'\t'=1"`],
    ['"=1"', `"""'=1"""`],
    ['a, -b', `"a,' -b"`],
    ['a\r\n@x', `"a\r\n'@x"`],
    ['Jean-Paul, a@b; 5-3', '"Jean-Paul, a@b; 5-3"'],
  ])('every segment after a separator, line break or quote that starts a formula is prefixed too: %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });
});

describe('a CSV file as spreadsheets read it', () => {
  const csv = toCsv(['name', 'amount'], ATTACKS.map((name, i) => [name, i + 1]));

  test.each(SEPARATORS)('split on %j, with quotes honoured or not, no field starts a formula', (separator) => {
    const found = formulaFields(csv).filter(({ reading }) => reading.startsWith(JSON.stringify(separator)));
    expect(found).toEqual([]);
    expect(fieldsAsRead(csv).filter(({ reading }) => reading.startsWith(JSON.stringify(separator))).length).toBeGreaterThan(ATTACKS.length);
  });

  test('read with its own separator, each text comes back with nothing but apostrophes added', () => {
    const rows = rowsOf(csv);
    expect(rows[0]).toEqual(['name', 'amount']);
    rows.slice(1).forEach(([name, amount], i) => {
      expect(name!.replaceAll("'", '')).toBe(ATTACKS[i]!.replaceAll("'", ''));
      expect(amount).toBe(String(i + 1));
    });
  });

  test('no text made of separators, quotes, spaces and formula characters starts a formula under any reading', () => {
    // A fixed pseudo-random sequence (Lehmer's, as MINSTD), so a failure repeats.
    let seed = 43;
    const next = (n: number) => ((seed = (seed * 48_271) % 2_147_483_647), seed % n);
    const alphabet = ['=', '+', '-', '@', '\t', '\r', '\n', ',', ';', '"', ' ', "'", 'a', '1'];
    const texts = Array.from({ length: 2_000 }, () => Array.from({ length: 1 + next(8) }, () => alphabet[next(alphabet.length)]).join(''));
    const file = toCsv(['text'], texts.map((text) => [text]));
    expect(formulaFields(file)).toEqual([]);
    expect(rowsOf(file).slice(1).map(([text]) => text!.replaceAll("'", ''))).toEqual(texts.map((text) => text.replaceAll("'", '')));
  });
});
