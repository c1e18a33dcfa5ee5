// A receiver's reason for mail that came back (a bounce's status and diagnostic, a complaint's
// feedback type), as it is kept: in mail_events, on the subscriber and in the activity log.
import { clip, singleLine } from '../core/text.ts';
import { replaceAddresses } from './textScans.ts';

/** The longest reason kept, in characters. */
export const REASON_MAX = 300;
/** Characters of a reported reason looked at: the rest is never read. */
const REASON_READ_MAX = 10_000;
/** What stands in a kept reason where an address was. */
const ADDRESS = '(address)';

/**
 * The reason as kept: one line as every stored one-line text (no control, direction-changing or
 * invisible character, its spaces collapsed) of at most REASON_MAX characters, without e-mail
 * addresses: each address, and each word still holding an "@" (an address without a dotted domain,
 * "user@localhost"), is "(address)". The address lives only in mail_events.recipient, erased with
 * its person; a receiver's address is often the recipient's: "550 5.1.1 <a@b.rw>: user unknown".
 */
export function keptReason(reason: string): string {
  const line = singleLine(replaceAddresses(clip(typeof reason === 'string' ? reason : '', REASON_READ_MAX), ADDRESS))
    .split(/\s+/)
    .map((word) => (word.includes('@') ? ADDRESS : word))
    .join(' ');
  return [...line].slice(0, REASON_MAX).join('');
}
