import { bytesAreUtf8, percentEscapesAreUtf8 } from '../core/wellFormedText.ts';

/**
 * The one-click unsubscribe form (RFC 8058): mail apps POST `List-Unsubscribe=One-Click` as
 * `application/x-www-form-urlencoded` or `multipart/form-data`. The body is read whole, at most
 * ONE_CLICK_BODY_BYTES, before it is parsed, so a part can never be left waiting for a reader; a
 * file part is refused, since the form has none, and so is text that is not UTF-8.
 */
export const ONE_CLICK_BODY_BYTES = 4_096;

/** A form this route cannot read: the client's fault, answered with its status (4xx). */
export class FormError extends Error {
  constructor(
    message: string,
    readonly statusCode = 400,
  ) {
    super(message);
  }
}

const CRLF = Buffer.from('\r\n');
const BROKEN = 'The multipart/form-data body is not well-formed.';

// RFC 2046 5.1.1: 1 to 70 characters, quoted or a token, and not ending in a space.
const BOUNDARY = /;\s*boundary\s*=\s*(?:"([^"]{1,70})"|([^\s;"]{1,70}))\s*(?:;|$)/i;
const NAME = /;\s*name\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^\s;"]+))/i;
const FILENAME = /;\s*filename\*?\s*=/i;

const NOT_UTF8 = 'The form is not well-formed UTF-8 text.';

/** The fields of an application/x-www-form-urlencoded body, whose bytes and percent-escapes must be UTF-8. */
export function urlencodedFields(body: Buffer): URLSearchParams {
  if (!bytesAreUtf8(body)) throw new FormError(NOT_UTF8);
  const text = body.toString('utf8');
  if (!percentEscapesAreUtf8(text)) throw new FormError(NOT_UTF8);
  return new URLSearchParams(text);
}

/** The fields of a multipart/form-data body (RFC 7578), which must hold no file. */
export function multipartFields(contentType: string, body: Buffer): URLSearchParams {
  const match = BOUNDARY.exec(contentType);
  const boundary = match?.[1] ?? match?.[2];
  if (!boundary || boundary.endsWith(' ')) throw new FormError('multipart/form-data needs a boundary parameter.');
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  // The first delimiter may open the body, with no CRLF (and no preamble) before it.
  const text = Buffer.concat([CRLF, body]);
  const fields = new URLSearchParams();
  let at = text.indexOf(delimiter);
  if (at === -1) throw new FormError(BROKEN);
  for (;;) {
    let next = at + delimiter.length;
    if (text[next] === 0x2d && text[next + 1] === 0x2d) return fields; // the close delimiter; the epilogue is ignored
    while (text[next] === 0x20 || text[next] === 0x09) next++; // transport padding
    if (text[next] !== 0x0d || text[next + 1] !== 0x0a) throw new FormError(BROKEN);
    const end = text.indexOf(delimiter, next + 2);
    if (end === -1) throw new FormError(BROKEN); // cut short: no close delimiter
    const [name, value] = fieldOf(text.subarray(next + 2, end));
    fields.append(name, value);
    at = end;
  }
}

function fieldOf(part: Buffer): [string, string] {
  if (!bytesAreUtf8(part)) throw new FormError(NOT_UTF8);
  const headersEnd = part.indexOf('\r\n\r\n');
  if (headersEnd === -1) throw new FormError(BROKEN);
  let disposition: string | undefined;
  for (const line of part.subarray(0, headersEnd).toString('utf8').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon <= 0) throw new FormError(BROKEN);
    if (line.slice(0, colon).trim().toLowerCase() === 'content-disposition') disposition = line.slice(colon + 1).trim();
  }
  if (!disposition || !/^form-data\s*(;|$)/i.test(disposition)) throw new FormError(BROKEN);
  if (FILENAME.test(disposition)) throw new FormError('This form takes no file: send List-Unsubscribe=One-Click only.');
  const name = NAME.exec(disposition);
  if (!name) throw new FormError(BROKEN);
  const fieldName = name[1] === undefined ? name[2]! : name[1].replace(/\\(.)/g, '$1');
  return [fieldName, part.subarray(headersEnd + 4).toString('utf8')];
}
