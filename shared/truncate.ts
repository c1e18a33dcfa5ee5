// The cards' text rule of spec section 9: a text longer than its limit keeps the limit minus 5
// characters, then '... '. "Characters" are what a reader sees (grapheme clusters), so an emoji,
// a flag or a letter with a combining accent is never cut in half.

const TRUNCATION_KEEP_LESS = 5;
const TRUNCATION_MARK = '... ';

const segmenter = typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter() : null;

/** The text split into user-perceived characters (code points where Intl.Segmenter is missing). */
export function characters(text: string): string[] {
  if (segmenter) return Array.from(segmenter.segment(text), (part) => part.segment);
  return Array.from(text);
}

export function truncate(text: string, limit: number): string {
  const chars = characters(text);
  if (chars.length <= limit) return text;
  return chars.slice(0, Math.max(0, limit - TRUNCATION_KEEP_LESS)).join('') + TRUNCATION_MARK;
}
