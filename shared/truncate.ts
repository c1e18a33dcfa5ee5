// The cards' text rule: a text longer than its limit keeps the limit minus 5
// characters, then '... '. "Characters" are what a reader sees (grapheme clusters), so an emoji,
// a flag or a letter with a combining accent is never cut in half.

const TRUNCATION_KEEP_LESS = 5;
const TRUNCATION_MARK = '... ';

// Text in which every UTF-16 unit is a character of its own: printable ASCII, tab and line feed
// (not CR, which pairs with LF), Latin-1 and the Latin Extended letters (precomposed, never
// combining) and typographic punctuation. Most posts are written in these; they need no segmenter.
const SIMPLE_TEXT = /^[\t\n\x20-\x7E\u00A0-\u024F\u2010-\u2027]*$/;

// Made on first need: creating one loads the break rules, a cost worth paying only for text that
// needs them.
let segmenter: Intl.Segmenter | null | undefined;
const getSegmenter = () =>
  (segmenter ??= typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter() : null);

/** The text split into user-perceived characters (code points where Intl.Segmenter is missing). */
export function characters(text: string): string[] {
  if (SIMPLE_TEXT.test(text)) return text.split('');
  const found = getSegmenter();
  if (found) return Array.from(found.segment(text), (part) => part.segment);
  return Array.from(text);
}

export function truncate(text: string, limit: number): string {
  // A text is never more characters than UTF-16 units.
  if (text.length <= limit) return text;
  const chars = characters(text);
  if (chars.length <= limit) return text;
  return chars.slice(0, Math.max(0, limit - TRUNCATION_KEEP_LESS)).join('') + TRUNCATION_MARK;
}
