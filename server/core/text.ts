// Text that reaches an e-mail, a page or a stored one-line field, made safe to show.

// C0 and C1 control characters (line breaks and tabs included) and the Unicode line and paragraph
// separators: none of them belongs in a one-line value such as a name.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;
// Invisible characters that reorder or hide text (bidirectional embeddings, overrides and isolates,
// zero-width spaces and joiners, word joiners, the byte-order mark): a name could read as another.
const INVISIBLE_CHARACTERS = /[\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\ufeff]/g;

/** A one-line text: control characters become one space, invisible ones go, and the ends are trimmed. */
export function singleLine(raw: string): string {
  return raw.replace(INVISIBLE_CHARACTERS, '').replace(CONTROL_CHARACTERS, ' ').trim();
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text safe inside HTML, as element content or a quoted attribute value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);
}

/** A date and time as people read them in e-mails ("4 July 2026 at 09:30"), in `timeZone`. */
export function dateTimeIn(timeZone: string, at: Date | number): string {
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  }).format(at);
}

/** The first `max` UTF-16 units of `text`, never ending between the two halves of a surrogate pair. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const code = text.charCodeAt(max - 1);
  return text.slice(0, code >= 0xd800 && code <= 0xdbff ? max - 1 : max);
}
