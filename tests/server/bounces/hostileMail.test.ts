// Returned mail made to hurt the parser: each cleaner over a 1 MB text answers a bounded text in
// linear time, and each of the review's messages and a fuzz of hostile bodies is read by the
// mailbox's reader (a worker thread) well within its deadline, never answered as unreadable.
import { afterAll, describe, expect, test } from 'vitest';
import { cleanReason, parseReturnedMail } from '../../../server/bounces/parse.ts';
import { REASON_MAX, keptReason } from '../../../server/bounces/reason.ts';
import { READ_DEADLINE_MS, startMailReader } from '../../../server/bounces/reader.ts';
import { replaceAddresses, replaceTags, trimLineEnds } from '../../../server/bounces/textScans.ts';
import { NEAR_MB, REVIEW_ATTACKS, hostileFuzz } from './hostileMail.ts';

const MB = 1024 * 1024;

/** Texts of about 1 MB that cost patterns with overlapping repetition the square of their length. */
const HOSTILE_TEXTS: Record<string, string> = {
  letters: 'a'.repeat(MB),
  'letters with dots': 'a.'.repeat(MB / 2),
  'an address never closed': `<${'a'.repeat(MB)}@${'b'.repeat(MB / 4)}`,
  'separators after a letter': `x${','.repeat(MB)}y`,
  'spaces not ending a line': `${' '.repeat(MB)}x`,
  'many addresses': 'a@b.rw '.repeat(MB / 7),
};

/** Runs `work` and answers how long it took: a linear scan of 1 MB takes milliseconds, far under the reader's deadline. */
function timed<T>(work: () => T): { result: T; ms: number } {
  const start = performance.now();
  const result = work();
  return { result, ms: performance.now() - start };
}

describe('the cleaners over 1 MB of hostile text', () => {
  test.each(Object.entries(HOSTILE_TEXTS))('%s: a reason of at most 300 characters, without an address', (_name, text) => {
    for (const clean of [cleanReason, keptReason]) {
      const { result, ms } = timed(() => clean(text));
      expect([...result].length).toBeLessThanOrEqual(REASON_MAX);
      expect(result).not.toContain('@');
      expect(ms).toBeLessThan(READ_DEADLINE_MS);
    }
  });

  test.each(Object.entries(HOSTILE_TEXTS))('%s: the address, tag and line-end scans answer at most their input', (_name, text) => {
    for (const scan of [(t: string) => replaceAddresses(t, ''), replaceTags, trimLineEnds]) {
      const { result, ms } = timed(() => scan(text));
      expect(result.length).toBeLessThanOrEqual(text.length);
      expect(ms).toBeLessThan(READ_DEADLINE_MS);
    }
  });

  test('a tag stripper keeps what is not a tag and takes out what is', () => {
    expect(replaceTags(`${'<'.repeat(10)}a`)).toBe(`${'<'.repeat(10)}a`);
    expect(replaceTags('<p>550 <b>5.1.1</b> unknown<br>')).toBe(' 550  5.1.1  unknown ');
    expect(replaceTags('a < b <i>c</i>')).toBe('a  c ');
  });
});

describe("the mailbox's reader and the review's messages", () => {
  const reader = startMailReader();
  afterAll(() => reader.close());

  test('a delivery report with a 1 MB Diagnostic-Code is a bounce with a bounded reason', async () => {
    const read = await reader.read(Buffer.from(REVIEW_ATTACKS.diagnostic()));
    expect(read).toMatchObject({ readable: true, parsed: { kind: 'bounce', type: 'permanent', tokens: ['1-aaaaaaaaaaaaaaaa'] } });
    if (!read.readable || read.parsed.kind !== 'bounce') return;
    expect(read.parsed.reason.startsWith('5.1.1 aaaa')).toBe(true);
    expect([...read.parsed.reason]).toHaveLength(REASON_MAX);
  });

  test('a complaint report with a 1 MB User-Agent is a complaint with a bounded reason', async () => {
    const read = await reader.read(Buffer.from(REVIEW_ATTACKS.userAgent()));
    // Its Original-Mail-From comes after the User-Agent, past the part of the report that is read.
    expect(read).toMatchObject({ readable: true, parsed: { kind: 'complaint', type: 'complaint' } });
    if (read.readable && read.parsed.kind === 'complaint') expect([...read.parsed.reason].length).toBeLessThanOrEqual(REASON_MAX);
  });

  test('an HTML body of nested "<" runs is read', async () => {
    const read = await reader.read(Buffer.from(REVIEW_ATTACKS.nestedTags()));
    expect(read).toMatchObject({ readable: true, parsed: { kind: 'bounce', tokens: ['1-aaaaaaaaaaaaaaaa'] } });
  });

  test('a fuzz of hostile bodies of up to 1 MB: each read within the deadline, the same as in this thread', async () => {
    for (const message of hostileFuzz(51, 24, NEAR_MB - 8 * 1024)) {
      const read = await reader.read(Buffer.from(message));
      expect(read.readable).toBe(true);
      if (read.readable) expect(read.parsed).toEqual(parseReturnedMail(Buffer.from(message)));
    }
  }, 120_000);
});
