import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { PASSWORD_CHECK_SECONDS } from '../../shared/twoFactor.ts';

// How long a password check counts is PASSWORD_CHECK_SECONDS (shared/twoFactor.ts): the code's
// texts take it from there, and the prose that cannot (the pages of docs/, the README, the schema's
// comments) is read here. A sentence of theirs about the password check that names a duration must
// name that one.
const ROOT = resolve(import.meta.dirname, '..', '..');
const SCHEMA = 'server/graphql/schema.graphql';
/** Every page of docs/, the README and the schema, as paths from the repository's root. */
const PAGES = [
  ...readdirSync(join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
  'README.md',
  SCHEMA,
];

/**
 * A sentence about the password check names it, a person's or session's password proved (not a
 * sign-in's "its password is checked"), the password given again, or what records or asks for one.
 */
const ABOUT_THE_CHECK =
  /password checks?\b|(?:the|session's|your|their) password (?:was |is |has been |been )?(?:proved|checked|confirmed)|(?:gave|give|given|confirm|confirmed) (?:your|their|the) password|confirmPassword|password_checked_at|PASSWORD_CHECK/i;

const UNITS: Record<string, number> = { second: 1, minute: 60, hour: 60 * 60, day: 24 * 60 * 60 };
const NUMBER_WORDS: Record<string, number> = {
  a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, fifteen: 15, twenty: 20, thirty: 30, forty: 40, 'forty-five': 45, fifty: 50, sixty: 60,
};
/** A duration in figures or words: "10 minutes", "ten minutes", "10-minute", "an hour". */
const DURATION = new RegExp(`\\b(\\d+|${Object.keys(NUMBER_WORDS).join('|')})[\\s-]+(${Object.keys(UNITS).join('|')})s?\\b`, 'gi');

/** The durations a text names, in seconds. */
const durationsIn = (text: string): number[] =>
  [...text.matchAll(DURATION)].map(([, count, unit]) => (/^\d+$/.test(count!) ? Number(count) : NUMBER_WORDS[count!.toLowerCase()]!) * UNITS[unit!.toLowerCase()]!);

/**
 * The prose of a page as blocks of text: a Markdown paragraph, list item, heading or table row (its
 * lines joined); in the schema, a run of comment lines, or the comment ending a line.
 */
function blocksOf(text: string, schema: boolean): string[] {
  const blocks: string[][] = [];
  let open = false;
  for (const line of text.split('\n')) {
    if (schema) {
      const at = line.indexOf('#');
      const comment = at < 0 ? '' : line.slice(at + 1).trim();
      const whole = at >= 0 && line.slice(0, at).trim() === '';
      if (!comment) open = false;
      else if (whole && open) blocks.at(-1)!.push(comment);
      else blocks.push([comment]);
      open = whole && comment !== '';
      continue;
    }
    const trimmed = line.trim();
    if (!trimmed) open = false;
    else if (open && !/^(?:[-*+] |\d+\. |#|\||```)/.test(trimmed)) blocks.at(-1)!.push(trimmed);
    else {
      blocks.push([trimmed]);
      open = !trimmed.startsWith('|');
    }
  }
  return blocks.map((block) => block.join(' '));
}

/** The sentences of a block: split after a full stop, question or exclamation mark that a capital, a quote or markup follows. */
const sentencesOf = (block: string): string[] => block.split(/(?<=[.!?])\s+(?=[A-Z*`"“(])/);

/** The sentences about the password check that name a duration, as `path: sentence`, of each page. */
function checkSentences(pages: { path: string; text: string }[]): { where: string; durations: number[] }[] {
  return pages.flatMap(({ path, text }) =>
    blocksOf(text, path.endsWith('.graphql'))
      .flatMap(sentencesOf)
      .filter((sentence) => ABOUT_THE_CHECK.test(sentence))
      .map((sentence) => ({ where: `${path}: ${sentence}`, durations: durationsIn(sentence) }))
      .filter(({ durations }) => durations.length > 0),
  );
}

describe('how long a password check counts, in the prose', () => {
  const found = checkSentences(PAGES.map((path) => ({ path, text: readFileSync(join(ROOT, path), 'utf8') })));

  test('the security and giving pages and the schema say it (the reader finds their sentences)', () => {
    const pages = new Set(found.map(({ where }) => where.slice(0, where.indexOf(': '))));
    expect([...pages]).toEqual(expect.arrayContaining(['docs/security.md', 'docs/giving.md', SCHEMA]));
  });

  test('every sentence about the password check that names a duration names PASSWORD_CHECK_SECONDS', () => {
    expect(found.filter(({ durations }) => durations.some((seconds) => seconds !== PASSWORD_CHECK_SECONDS)).map(({ where }) => where)).toEqual([]);
  });
});

describe('the reader', () => {
  const page = (text: string, path = 'docs/example.md') => checkSentences([{ path, text }]);

  test('finds a sentence about the check naming another duration, in figures or words, across lines', () => {
    expect(page('- The export needs a password check\n  from the last 15 minutes.')).toEqual([
      { where: 'docs/example.md: - The export needs a password check from the last 15 minutes.', durations: [15 * 60] },
    ]);
    expect(page('It asks again if you last gave your password more than ten minutes ago.')[0]?.durations).toEqual([10 * 60]);
    expect(page('A 30-minute password check.')[0]?.durations).toEqual([30 * 60]);
    expect(page('The password is checked again after an hour.')[0]?.durations).toEqual([60 * 60]);
  });

  test("reads the schema's comments, joined over their lines, and not its types", () => {
    const schema = 'type A { b: Int }  # kept 5 minutes\n# null unless the password was checked in the last 20\n# minutes (confirmPassword)\ntype Gift { id: ID! }';
    expect(page(schema, SCHEMA)).toEqual([
      { where: `${SCHEMA}: null unless the password was checked in the last 20 minutes (confirmPassword)`, durations: [20 * 60] },
    ]);
  });

  test('passes over durations in sentences about something else, in the same paragraph too', () => {
    expect(page('A link goes at most once every 10 minutes. The password check is recent.\n\nAn upload frees its place after 5 minutes.')).toEqual([]);
    expect(page('| a wrong password | locked for 15 minutes |')).toEqual([]);
    expect(page('Past 50 failures in an hour, an address waits 2 s before its password is checked.')).toEqual([]);
  });
});
