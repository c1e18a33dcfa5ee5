import { describe, expect, test } from 'vitest';
import { CARD_CONTENT_LIMIT, CARD_TITLE_LIMIT } from '../../shared/constants.ts';
import { characters, truncate } from '../../shared/truncate.ts';

const repeat = (char: string, times: number) => char.repeat(times);

/** False when the text holds half of a surrogate pair (encodeURIComponent refuses those). */
function isWellFormed(text: string): boolean {
  try {
    encodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
}

describe.each([
  ['card title', CARD_TITLE_LIMIT],
  ['card content', CARD_CONTENT_LIMIT],
])('the %s limit (%i)', (_, limit) => {
  test.each([
    ['is empty', '', ''],
    ['is shorter than the limit', repeat('a', limit - 1), repeat('a', limit - 1)],
    ['is exactly the limit', repeat('a', limit), repeat('a', limit)],
    ['is one longer than the limit', repeat('a', limit + 1), repeat('a', limit - 5) + '... '],
    ['is far longer than the limit', repeat('b', limit * 3), repeat('b', limit - 5) + '... '],
  ])('a text that %s', (__, text, expected) => {
    expect(truncate(text, limit)).toBe(expected);
  });

  test.each([
    ['accented letters', 'é', 'é'],
    ['an emoji outside the basic plane', '🎓', '🎓'],
    ['a flag of two regional indicators', '🇷🇼', '🇷🇼'],
    ['a family joined by zero-width joiners', '👨‍👩‍👧', '👨‍👩‍👧'],
    ['a letter with a combining accent', 'e\u0301', 'e\u0301'],
    ['Kinyarwanda and French text', 'ç', 'ç'],
  ])('counts %s as one character each', (__, char) => {
    const exact = repeat(char, limit);
    expect(truncate(exact, limit)).toBe(exact);
    const longer = repeat(char, limit + 1);
    const cut = truncate(longer, limit);
    expect(cut).toBe(repeat(char, limit - 5) + '... ');
    expect(isWellFormed(cut)).toBe(true);
  });
});

test('never leaves half of a surrogate pair at the cut', () => {
  // 19 ASCII letters then emoji: the 20th kept character is an emoji, whose two UTF-16 units stay together.
  const text = 'a'.repeat(19) + '😀'.repeat(10);
  const cut = truncate(text, CARD_TITLE_LIMIT);
  expect(cut).toBe('a'.repeat(19) + '😀... ');
  expect(isWellFormed(cut)).toBe(true);
});

test('splits a text into what a reader sees as characters', () => {
  expect(characters('Muraho 👋🏾!')).toEqual(['M', 'u', 'r', 'a', 'h', 'o', ' ', '👋🏾', '!']);
});

describe('plain text is split without the segmenter, exactly as the segmenter would', () => {
  const segmenter = new Intl.Segmenter();
  const bySegmenter = (text: string) => Array.from(segmenter.segment(text), (part) => part.segment);
  const codes = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCharCode(from + i));

  test('every character of the plain ranges, alone and beside its neighbours', () => {
    const plain = ['\t', '\n', ...codes(0x20, 0x7e), ...codes(0xa0, 0x24f), ...codes(0x2010, 0x2027)];
    for (const char of plain) {
      const text = `a${char}${char}b${char}`;
      expect(characters(text), `U+${char.charCodeAt(0).toString(16)}`).toEqual(bySegmenter(text));
    }
    const all = plain.join('');
    expect(characters(all)).toEqual(bySegmenter(all));
  });

  test.each([
    ['a carriage return before a line feed', 'one\r\ntwo'],
    ['a combining accent', 'Rwanda\u0301'],
    ['an emoji', 'Graduation 🎓 day'],
    ['Kinyarwanda with French accents', 'Murakoze cyane, ça va très bien'],
  ])('%s', (_, text) => {
    expect(characters(text)).toEqual(bySegmenter(text));
  });
});
