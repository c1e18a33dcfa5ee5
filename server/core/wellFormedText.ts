// Text the server takes in is well-formed Unicode, or the request is refused before anything reads
// it. A JavaScript string may hold an unpaired UTF-16 surrogate (JSON's "\ud800" escape makes one);
// UTF-8 cannot, so the database, a hash, an e-mail or a log line would each see another text.
// Bytes decode to text only when they are UTF-8: a JSON body, a form or a percent-escape of bytes
// that are not (an encoded surrogate such as %ED%A0%80) is refused too, not read with U+FFFD in
// their place nor kept undecoded.
// The HTTP side checks every request's path, query and body (server/plugins/app/wellFormedInput.ts)
// and the forms a route reads itself as they are read (uploads' parts, the one-click unsubscribe
// form); the GraphQL side what GraphQL decodes: its variables and the literals of its document
// (server/graphql/wellFormed.ts).
import { isUtf8 } from 'node:buffer';
import { AppError, badInput } from './errors.ts';

/** A refusal of text that is not well-formed: BAD_USER_INPUT in GraphQL, 400 over plain HTTP. */
export type MalformedTextError = AppError & { statusCode: 400 };

export function malformedText(field: string, message = `${field} is not well-formed Unicode text`): MalformedTextError {
  return Object.assign(badInput(message, field), { statusCode: 400 as const });
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !ArrayBuffer.isView(value) && !(value instanceof ArrayBuffer);

/** A container met in the walk, and how it was reached: its path is written out only for the one reported. */
interface Place {
  value: object;
  parent: Place | null;
  key: string | number;
}

function pathOf(place: Place | null, key: string | number | null, root: string): string {
  const keys: (string | number)[] = key === null ? [] : [key];
  for (let at = place; at?.parent; at = at.parent) keys.unshift(at.key);
  return keys.reduce<string>((path, one) => (typeof one === 'number' ? `${path}[${one}]` : path ? `${path}.${one}` : one), root);
}

/**
 * Where in `value` the first string that is not well-formed Unicode is (`variables.email`,
 * `items[2]`; an object's keys are strings too), under the name `root`; null when there is none.
 * Walked without recursion, and with each path written out only for the string reported, so a
 * body nested as deep as its size allows costs no more than its size.
 */
export function malformedTextAt(value: unknown, root: string): string | null {
  if (typeof value === 'string') return value.isWellFormed() ? null : root;
  if (!isRecord(value)) return null;
  const pending: Place[] = [{ value, parent: null, key: root }];
  while (pending.length > 0) {
    const place = pending.pop()!;
    const entries: [string | number, unknown][] = Array.isArray(place.value)
      ? place.value.map((item, index) => [index, item])
      : Object.entries(place.value);
    for (const [key, item] of entries) {
      if (typeof key === 'string' && !key.isWellFormed()) return pathOf(place, null, root);
      if (typeof item === 'string') {
        if (!item.isWellFormed()) return pathOf(place, key, root);
      } else if (isRecord(item)) {
        pending.push({ value: item, parent: place, key });
      }
    }
  }
  return null;
}

/** Throws the refusal when `value` holds text that is not well-formed (malformedTextAt); `whole` names a value at no path. */
export function refuseMalformedText(value: unknown, path: string, whole = 'the text'): void {
  const at = malformedTextAt(value, path);
  if (at !== null) throw malformedText(at || whole);
}

/**
 * JSON carried inside a text (a GraphQL string holding a record): parsed, then checked as any text
 * taken in is, since an escape inside it (`"\ud800"`) makes a string the outer text's check never saw.
 * BAD_USER_INPUT naming `field` (and the path inside it) when it is not JSON or not well-formed.
 */
export function parseJsonText(text: string, field: string, notJson: string): unknown {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw badInput(notJson, field);
  }
  refuseMalformedText(parsed, field);
  return parsed;
}

const PERCENT_ESCAPES = /(?:%[0-9a-f]{2})+/gi;

/**
 * Whether every run of percent-escapes in `raw` (a URL as sent) decodes as UTF-8. A lone `%` not
 * followed by two hex digits is no escape: Fastify keeps it as it is, and so does this check.
 */
export function percentEscapesAreUtf8(raw: string): boolean {
  for (const [run] of raw.matchAll(PERCENT_ESCAPES)) {
    if (!isUtf8(Buffer.from(run.replaceAll('%', ''), 'hex'))) return false;
  }
  return true;
}

/** Whether `bytes` are UTF-8 (no encoded surrogate, no overlong form, nothing cut short). */
export const bytesAreUtf8 = (bytes: Uint8Array): boolean => isUtf8(bytes);

/**
 * Whether text that a lenient UTF-8 decoder made came from UTF-8: such a decoder (busboy's, for a
 * multipart part's name, filename and value) turns bytes that are not into U+FFFD, the only trace
 * they leave, so a U+FFFD in it is taken as one.
 */
export const decodedFromUtf8 = (text: string): boolean => text.isWellFormed() && !text.includes('\ufffd');
