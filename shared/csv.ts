// CSV (RFC 4180) for spreadsheets: every cell quoted when needed, CRLF line ends, and a cell that a
// spreadsheet would run as a formula (=, +, -, @) prefixed with ' so it stays text.

const FORMULA_START = /^[=+\-@]/;

export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
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
