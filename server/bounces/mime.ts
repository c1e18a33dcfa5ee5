// A bounded reader of a message's MIME structure: header blocks, content types, transfer
// encodings and charsets, multipart bodies, nested to at most MAX_DEPTH and MAX_PARTS parts, so a
// hostile message cannot make it work hard. What the parts mean is parse.ts's.
import { clip } from '../core/text.ts';
import { trimLineEnds } from './textScans.ts';

/** Parts nested deeper than this, or beyond this many, are not looked into. */
const MAX_DEPTH = 8;
const MAX_PARTS = 100;
/** Headers read from one header block; the rest are ignored. */
const MAX_HEADERS = 500;
/** Characters of one header block read, and of one header's value kept; the rest is never looked at. */
const HEAD_READ_MAX = 128 * 1024;
const VALUE_MAX = 4_000;

export type Headers = Map<string, string[]>;

export interface Part {
  headers: Headers;
  /** The header block as it came (where a quoted original's Return-Path and Message-ID are). */
  headerText: string;
  type: string;
  params: Map<string, string>;
  /** The body, transfer encoding undone. */
  body: Buffer;
  children: Part[];
}

// ---- Reading the MIME structure ---------------------------------------------------------------

function splitHeaderBody(raw: Buffer): { head: string; body: Buffer } {
  const crlf = raw.indexOf('\r\n\r\n');
  const lf = raw.indexOf('\n\n');
  let end = -1;
  let skip = 0;
  if (crlf !== -1 && (lf === -1 || crlf < lf)) [end, skip] = [crlf, 4];
  else if (lf !== -1) [end, skip] = [lf, 2];
  // Only headers (a text/rfc822-headers part, or a message cut short).
  if (end === -1) return { head: raw.toString('latin1'), body: Buffer.alloc(0) };
  return { head: raw.subarray(0, end).toString('latin1'), body: raw.subarray(end + skip) };
}

/** Header names lower-cased, folded lines joined, each value as written (bytes kept as latin1). */
export function parseHeaders(head: string): Headers {
  const headers: Headers = new Map();
  let count = 0;
  for (const line of clip(head, HEAD_READ_MAX).replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0 || colon > 100) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!/^[\x21-\x39\x3b-\x7e]+$/.test(name)) continue;
    const values = headers.get(name) ?? [];
    values.push(clip(line.slice(colon + 1), VALUE_MAX).trim());
    headers.set(name, values);
    if (++count >= MAX_HEADERS) break;
  }
  return headers;
}

export const first = (headers: Headers, name: string) => headers.get(name)?.[0];

/** A Content-Type's media type (lower case) and its parameters (names lower case, quotes removed). */
function contentType(value: string | undefined, fallback: string): { type: string; params: Map<string, string> } {
  const params = new Map<string, string>();
  if (!value) return { type: fallback, params };
  const semicolon = value.indexOf(';');
  const type = (semicolon === -1 ? value : value.slice(0, semicolon)).trim().toLowerCase();
  if (semicolon !== -1) readParameters(value.slice(semicolon), params);
  return { type: /^[a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+$/.test(type) ? type : fallback, params };
}

const isSpace = (char: string | undefined) => char === ' ' || char === '\t';

/** `; name=value` or `; name="quoted \"value\""` pairs, read in one pass; the first of each name is kept. */
function readParameters(text: string, params: Map<string, string>): void {
  let i = 0;
  while (i < text.length) {
    if (text[i] !== ';') {
      i++;
      continue;
    }
    i++;
    while (isSpace(text[i])) i++;
    const nameStart = i;
    while (i < text.length && !isSpace(text[i]) && text[i] !== '=' && text[i] !== ';') i++;
    const name = text.slice(nameStart, i).toLowerCase();
    while (isSpace(text[i])) i++;
    if (name === '' || text[i] !== '=') continue;
    i++;
    while (isSpace(text[i])) i++;
    let param = '';
    if (text[i] === '"') {
      i++;
      while (i < text.length && text[i] !== '"') {
        if (text[i] === '\\' && i + 1 < text.length) i++;
        param += text[i];
        i++;
      }
      i++;
    } else {
      const start = i;
      while (i < text.length && text[i] !== ';' && !isSpace(text[i])) i++;
      param = text.slice(start, i);
    }
    if (!params.has(name)) params.set(name, param);
  }
}

function decodeQuotedPrintable(text: string): Buffer {
  const bytes: number[] = [];
  const source = trimLineEnds(text).replace(/=\r?\n/g, '');
  for (let i = 0; i < source.length; i++) {
    const char = source.charCodeAt(i);
    if (char === 0x3d && /^[0-9a-f]{2}$/i.test(source.slice(i + 1, i + 3))) {
      bytes.push(Number.parseInt(source.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(char & 0xff);
  }
  return Buffer.from(bytes);
}

function transferDecoded(body: Buffer, encoding: string | undefined): Buffer {
  switch (encoding?.trim().toLowerCase()) {
    case 'base64':
      return Buffer.from(body.toString('latin1').replace(/[^A-Za-z0-9+/=]/g, ''), 'base64');
    case 'quoted-printable':
      return decodeQuotedPrintable(body.toString('latin1'));
    default:
      return body;
  }
}

/** Bytes as text in `charset` (UTF-8 when it is missing or unknown; never throws). */
function decodeText(bytes: Buffer, charset: string | undefined): string {
  const label = (charset ?? 'utf-8').trim().toLowerCase();
  try {
    return new TextDecoder(label).decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}

/** Splits a multipart body at its boundary lines; the preamble and epilogue are dropped. */
function multipartBodies(body: Buffer, boundary: string): Buffer[] {
  const text = body.toString('latin1');
  const delimiter = `--${boundary}`;
  const parts: Buffer[] = [];
  let position = text.startsWith(delimiter) ? 0 : text.indexOf(`\n${delimiter}`);
  while (position !== -1) {
    const start = text.indexOf('\n', position + 1);
    const lineStart = position === 0 ? 0 : position + 1;
    if (text.startsWith(`${delimiter}--`, lineStart) || start === -1) break;
    const next = text.indexOf(`\n${delimiter}`, start);
    const end = next === -1 ? text.length : next;
    parts.push(Buffer.from(text.slice(start + 1, end > start && text[end - 1] === '\r' ? end - 1 : end), 'latin1'));
    if (parts.length >= MAX_PARTS) break;
    position = next;
  }
  return parts;
}

export function parsePart(raw: Buffer, depth: number, budget: { parts: number }, defaultType = 'text/plain'): Part {
  budget.parts++;
  const { head, body } = splitHeaderBody(raw);
  const headers = parseHeaders(head);
  const { type, params } = contentType(first(headers, 'content-type'), defaultType);
  const part: Part = { headers, headerText: head, type, params, body, children: [] };
  if (depth >= MAX_DEPTH) return part;
  const boundary = params.get('boundary');
  if (type.startsWith('multipart/') && boundary) {
    const childType = type === 'multipart/digest' ? 'message/rfc822' : 'text/plain';
    for (const child of multipartBodies(body, boundary)) {
      if (budget.parts >= MAX_PARTS) break;
      part.children.push(parsePart(child, depth + 1, budget, childType));
    }
    return part;
  }
  part.body = transferDecoded(body, first(headers, 'content-transfer-encoding'));
  if ((type === 'message/rfc822' || type === 'message/global') && budget.parts < MAX_PARTS) {
    part.children.push(parsePart(part.body, depth + 1, budget));
  }
  return part;
}

export function* walk(part: Part): Generator<Part> {
  yield part;
  for (const child of part.children) yield* walk(child);
}

// ---- Texts -----------------------------------------------------------------------------------

/** A header value with its encoded words (=?charset?B|Q?…?=) decoded; bytes written raw are read as UTF-8 when they are. */
function decodeWords(value: string): string {
  const utf8 = Buffer.from(value, 'latin1').toString('utf8');
  const text = utf8.includes('\ufffd') ? value : utf8;
  return text.replace(/=\?([^?\s]+)\?([bq])\?([^?\s]*)\?=(\s+(?==\?))?/gi, (_all, charset: string, encoding: string, data: string) => {
    const bytes =
      encoding.toLowerCase() === 'b'
        ? Buffer.from(data, 'base64')
        : decodeQuotedPrintable(data.replace(/_/g, ' ').replace(/=(?![0-9a-f]{2})/gi, '=3D'));
    return decodeText(bytes, charset.split('*')[0]);
  });
}

export function header(part: Part, name: string): string {
  return decodeWords(first(part.headers, name) ?? '');
}

/** A part's text, of at most `max` characters (a multi-byte charset is cut by bytes first, well past `max`). */
export function textOf(part: Part, max: number): string {
  return clip(decodeText(part.body.subarray(0, 4 * max), part.params.get('charset')), max);
}
