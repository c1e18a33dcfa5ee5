// Scans of text that came from outside (a receiver's reason, an HTML body, a quoted-printable
// body): each walks its input once, character by character, so that no input can make one work
// harder than its length. Regular expressions with nested or overlapping repetition cost the square
// of a run of letters they cannot match; these never backtrack.

/** Characters that end an e-mail address's local part or domain in a receiver's text. */
const NOT_IN_ADDRESS = new Set([...' \t\r\n\f\v<>()[]"\',;:@']);

const inAddress = (char: string) => !NOT_IN_ADDRESS.has(char) && !/\s/.test(char);

/**
 * `text` with each e-mail address (a local part, "@", a domain with a dot, optionally in angle
 * brackets) replaced by `replacement`. Each character is looked at a bounded number of times: the
 * runs left and right of one "@" end at the next "@" either way.
 */
export function replaceAddresses(text: string, replacement: string): string {
  let out = '';
  /** Where the text not yet copied starts. */
  let copied = 0;
  let at = text.indexOf('@');
  while (at !== -1) {
    let start = at;
    while (start > copied && inAddress(text[start - 1]!)) start--;
    let end = at + 1;
    /** The end of the longest domain with a dot followed by at least one character. */
    let domainEnd = -1;
    let sawDot = false;
    while (end < text.length && inAddress(text[end]!)) {
      if (text[end] === '.' && end > at + 1) sawDot = true;
      else if (sawDot) domainEnd = end + 1;
      end++;
    }
    if (start < at && domainEnd !== -1) {
      if (start > copied && text[start - 1] === '<') start--;
      let stop = domainEnd;
      if (text[stop] === '>') stop++;
      out += text.slice(copied, start) + replacement;
      copied = stop;
      at = text.indexOf('@', stop);
    } else {
      at = text.indexOf('@', at + 1);
    }
  }
  return out + text.slice(copied);
}

/** `html` with each tag (from "<" to the next ">") replaced by a space; a "<" never closed is kept as text. */
export function replaceTags(html: string): string {
  let out = '';
  let copied = 0;
  let open = html.indexOf('<');
  while (open !== -1) {
    const close = html.indexOf('>', open + 1);
    // No ">" after this "<": none after any later one either.
    if (close === -1) break;
    out += `${html.slice(copied, open)} `;
    copied = close + 1;
    open = html.indexOf('<', copied);
  }
  return out + html.slice(copied);
}

/** Spaces and tabs at the end of each line removed (quoted-printable's trailing white space). */
export function trimLineEnds(text: string): string {
  let out = '';
  let copied = 0;
  let newline = text.indexOf('\n');
  while (newline !== -1) {
    let end = newline;
    if (end > copied && text[end - 1] === '\r') end--;
    const lineEnd = end;
    while (end > copied && (text[end - 1] === ' ' || text[end - 1] === '\t')) end--;
    out += text.slice(copied, end) + text.slice(lineEnd, newline + 1);
    copied = newline + 1;
    newline = text.indexOf('\n', copied);
  }
  return out + text.slice(copied);
}

/** `text` without any of the characters of `start` at its start and of `end` at its end. */
export function trimCharacters(text: string, start: string, end: string): string {
  let from = 0;
  let to = text.length;
  while (from < to && start.includes(text[from]!)) from++;
  while (to > from && end.includes(text[to - 1]!)) to--;
  return text.slice(from, to);
}
