// The hand-written returned mail of fixtures/ (shaped as Gmail, Outlook, Postfix, qmail, Exim and
// Yahoo send them), with the token and the recipient of the test put in, lines ending in CRLF.
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
