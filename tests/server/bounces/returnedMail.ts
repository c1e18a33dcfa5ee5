// The hand-written returned mail of fixtures/ (shaped as Gmail, Outlook, Postfix, qmail, Exim and
// Yahoo send them), with the token and the recipient of the test put in, and reports built in the
// test itself (multipartReport, deliveryReport); lines end in CRLF.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const FIXTURES = [
  'gmail-dsn',
  'outlook-ndr',
  'postfix-dsn-permanent',
  'postfix-dsn-delayed',
  'qmail-failure-notice',
  'exim-delay-warning',
  'yahoo-arf',
  'arf-headers-only',
  'outlook-automatic-reply',
  'vacation',
  'human-reply',
] as const;
export type Fixture = (typeof FIXTURES)[number];

/** A fixture as raw message text: {{TOKEN}} and {{RECIPIENT}} replaced. */
export function returnedMail(name: Fixture, token: string, recipient = 'gone@example.org'): string {
  return readFileSync(join(import.meta.dirname, 'fixtures', `${name}.eml`), 'utf8')
    .replaceAll('{{TOKEN}}', token)
    .replaceAll('{{RECIPIENT}}', recipient)
    .replace(/\r?\n/g, '\r\n');
}

/** A part of a multipart/report: its Content-Type and its lines. */
export interface ReportPart {
  type: string;
  lines: string[];
}

/** A multipart/report (RFC 6522) of `reportType` with these header lines and parts, split by `boundary`. */
export function multipartReport(headers: string[], reportType: string, boundary: string, parts: ReportPart[]): string {
  return [
    ...headers,
    'MIME-Version: 1.0',
    `Content-Type: multipart/report; report-type=${reportType}; boundary="${boundary}"`,
    '',
    ...parts.flatMap(({ type, lines }) => [`--${boundary}`, `Content-Type: ${type}`, '', ...lines, '']),
    `--${boundary}--`,
    '',
  ].join('\r\n');
}

/**
 * A delivery report (RFC 3464) from mx.example.org to the bounce address carrying `token`, its one
 * recipient described by `fields`; `explanation`, when given, is a text part before it.
 */
export function deliveryReport(
  token: string,
  fields: string[],
  { subject = 'Undelivered Mail Returned to Sender', headers = [], explanation }: { subject?: string; headers?: string[]; explanation?: string } = {},
): string {
  return multipartReport(
    ['From: MAILER-DAEMON@mx.example.org (Mail Delivery System)', `To: bounces+${token}@bcf.rw`, `Subject: ${subject}`, ...headers],
    'delivery-status',
    'b',
    [
      ...(explanation === undefined ? [] : [{ type: 'text/plain', lines: [explanation] }]),
      { type: 'message/delivery-status', lines: ['Reporting-MTA: dns; mx.example.org', '', ...fields] },
    ],
  );
}
