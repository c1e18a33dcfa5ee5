// CSV (RFC 4180, CRLF line ends) that no spreadsheet runs as a formula, whatever separator it splits
// on (',' in English, ';' in French or German, tab when pasted) and whether or not it honours the
// quotes:
// - a number is written as it is (a spreadsheet reads it as a number); no value is an empty cell;
// - every text is quoted, its quotes doubled;
// - inside a text, every segment that begins, after any spaces, with = + - @ tab or CR gets a ' in
//   front: the text's start, and the text after each separator (, ; tab), line break (CR, LF) and
//   quote ("), since a reader may start a field there. The ' makes the segment text (and shows).
// A field may thus begin with ' or ", never with a formula, in any of those readings.

/** Where a reader may start a field inside a text: after a separator, a line break or a quote. */
const FIELD_BREAKS = new Set([',', ';', '\t', '\r', '\n', '"']);
/** What starts a formula at the start of a field: = + - @ tab or CR, after any spaces. */
const FORMULA_START = / *[=+\-@\t\r]/y;

function formulaSafe(text: string): string {
  let safe = '';
  for (let i = 0; i < text.length; i++) {
    if (i === 0 || FIELD_BREAKS.has(text[i - 1]!)) {
      FORMULA_START.lastIndex = i;
      if (FORMULA_START.test(text)) safe += "'";
    }
    safe += text[i];
  }
  return safe;
}

export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return `"${formulaSafe(String(value)).replace(/"/g, '""')}"`;
}

export function toCsv(header: string[], rows: (string | number | null | undefined)[][]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

export interface SubscriberCsvRow {
  subscriptionWithEmail: string;
  status?: string;
  date_subscribed: number;
  isEmailSent?: string | null;
}

/** Every subscriber: email, status, date subscribed (ISO 8601, UTC) and the last category e-mailed. */
export function subscribersCsv(rows: SubscriberCsvRow[]): string {
  return toCsv(
    ['email', 'status', 'date_subscribed', 'last_category_emailed'],
    rows.map((row) => [
      row.subscriptionWithEmail,
      row.status ?? '',
      new Date(row.date_subscribed).toISOString(),
      row.isEmailSent ?? '',
    ]),
  );
}
