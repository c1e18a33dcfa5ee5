import { describe, expect, test } from 'vitest';
import { csvCell, subscribersCsv } from '../../shared/csv.ts';

describe('the subscribers CSV', () => {
  test('has a header row, one row per subscriber, CRLF line ends', () => {
    const csv = subscribersCsv([
      { subscriptionWithEmail: 'a@example.org', status: 'ACTIVE', date_subscribed: Date.UTC(2026, 10, 23, 8, 30), isEmailSent: 'Events' },
      { subscriptionWithEmail: 'b@example.org', status: 'PENDING', date_subscribed: Date.UTC(2026, 0, 2), isEmailSent: null },
    ]);
    expect(csv).toBe(
      'email,status,date_subscribed,last_category_emailed\r\n' +
        'a@example.org,ACTIVE,2026-11-23T08:30:00.000Z,Events\r\n' +
        'b@example.org,PENDING,2026-01-02T00:00:00.000Z,\r\n',
    );
  });

  test('quotes cells with commas, quotes or line breaks, doubling the quotes (RFC 4180)', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\r\nlines')).toBe('"two\r\nlines"');
    expect(csvCell('plain')).toBe('plain');
  });

  test.each(['=HYPERLINK("http://evil")', '+1+1', '-2+3', '@SUM(A1)'])('prefixes %j with a quote so no spreadsheet runs it', (value) => {
    const cell = csvCell(value);
    expect(cell.replace(/^"/, '').startsWith(`'${value[0]}`)).toBe(true);
  });
});
