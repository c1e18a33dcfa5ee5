// One rule keeps a receiver's reason, whichever way it came: a relay's webhook hands its text to
// keptReason as it is, the bounce mailbox's reader first takes the addresses' words out of the
// message's text (cleanReason) and then keeps it by the same rule. What either used to take out,
// the rule takes out for both.
import { describe, expect, test } from 'vitest';
import { cleanReason, parseReturnedMail } from '../../../server/bounces/parse.ts';
import { REASON_MAX, keptReason } from '../../../server/bounces/reason.ts';
import { bounceTokens } from '../../../server/bounces/token.ts';
import { JWT_SECRET } from '../../kit/settings.ts';
import { FIXTURES, returnedMail } from './returnedMail.ts';

const HIDDEN = /[\p{Cc}\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\u2028\u2029\ufeff]/u;

/** Texts that reach a reason: addresses written every way, hidden characters, long runs. */
const TEXTS = [
  '550 5.1.1 <Victim.Person+tag@Example.ORG>: user unknown; also victim@example.org, and mailto:x@y.example',
  '550 5.1.1 user@localhost unknown, nor root@mx',
  '550\u0085 5.1.1\u009b31m user\u202e nwonknu\u200b\u2066 x\ufeff\u2060y\u2028z',
  `5.1.1 ${'word '.repeat(200)}`,
  `5.1.1 ${'é'.repeat(400)}`,
  `${'\u{1F600}'.repeat(400)}`,
];

describe('a reason as kept', () => {
  test.each(TEXTS)('from a relay or the mailbox, %s: one line, no address, no hidden character, at most REASON_MAX characters', (text) => {
    for (const kept of [keptReason(text), cleanReason(text)]) {
      expect(kept).not.toContain('@');
      expect(kept).not.toMatch(HIDDEN);
      expect(kept).not.toMatch(/\s{2}|^\s|\s$/);
      expect([...kept].length).toBeLessThanOrEqual(REASON_MAX);
      // Kept once is kept: recording the mailbox's reason keeps it as it was read.
      expect(keptReason(kept)).toBe(kept);
    }
  });

  test("a relay's reason shows where an address was; the mailbox's leaves it out with what it left behind", () => {
    expect(keptReason('550 5.1.1 <a@b.rw>: user unknown')).toBe('550 5.1.1 (address): user unknown');
    expect(keptReason('550 user@localhost unknown')).toBe('550 (address) unknown');
    expect(cleanReason('550 5.1.1 <a@b.rw>: user unknown')).toBe('550 5.1.1 user unknown');
    expect(cleanReason('<root@mx>: 550 unknown')).toBe('550 unknown');
  });

  test('a reason longer than REASON_MAX is cut there, by characters, from either way', () => {
    const long = `5.1.1 ${'x'.repeat(1_000)}`;
    for (const kept of [keptReason(long), cleanReason(long)]) {
      expect([...kept]).toHaveLength(REASON_MAX);
      expect(kept.startsWith('5.1.1 xxx')).toBe(true);
    }
  });

  test("each returned mail's reason, read from the mailbox, is already kept", () => {
    const token = bounceTokens(JWT_SECRET).sign('4711');
    for (const name of FIXTURES) {
      const parsed = parseReturnedMail(Buffer.from(returnedMail(name, token, 'Dead.Address@example.org')));
      if (parsed.kind !== 'bounce' && parsed.kind !== 'complaint') continue;
      expect(keptReason(parsed.reason)).toBe(parsed.reason);
    }
  });
});
