// What a message in the bounce mailbox is. Read without trusting it: a bounded walk through its
// MIME parts (depth and count capped), decoded as far as finding the report's fields and the tokens
// needs. The tokens it finds are only candidates: recording verifies each.
import type { MailEventType } from './events.ts';
import { MAX_TOKENS, findTokens } from './token.ts';

/** What a message in the bounce mailbox is: a bounce or complaint with its candidate tokens, or not one. */
export type ParsedMail =
  | { kind: 'bounce' | 'complaint'; type: MailEventType; tokens: string[]; reason: string }
  | { kind: 'auto-reply' | 'other' };

/** The reason kept: one line, no control characters, no addresses, at most this many characters. */
export const REASON_MAX = 300;
/** Parts nested deeper than this, or beyond this many, are not looked into. */
const MAX_DEPTH = 8;
const MAX_PARTS = 100;
/** Headers read from one header block; the rest are ignored. */
const MAX_HEADERS = 500;

type Headers = Map<string, string[]>;

interface Part {
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
function parseHeaders(head: string): Headers {
  const headers: Headers = new Map();
  let count = 0;
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!/^[\x21-\x39\x3b-\x7e]+$/.test(name)) continue;
    const values = headers.get(name) ?? [];
    values.push(line.slice(colon + 1).trim());
    headers.set(name, values);
    if (++count >= MAX_HEADERS) break;
  }
  return headers;
}

const first = (headers: Headers, name: string) => headers.get(name)?.[0];

/** A Content-Type's media type (lower case) and its parameters (names lower case, quotes removed). */
function contentType(value: string | undefined, fallback: string): { type: string; params: Map<string, string> } {
  const params = new Map<string, string>();
  if (!value) return { type: fallback, params };
  const semicolon = value.indexOf(';');
  const type = (semicolon === -1 ? value : value.slice(0, semicolon)).trim().toLowerCase();
  const rest = semicolon === -1 ? '' : value.slice(semicolon);
  for (const match of rest.matchAll(/;\s*([^\s=;]+)\s*=\s*("(?:[^"\\]|\\.)*"|[^;\s]*)/g)) {
    const name = match[1]!.toLowerCase();
    let param = match[2]!;
    if (param.startsWith('"')) param = param.slice(1, -1).replace(/\\(.)/g, '$1');
    if (!params.has(name)) params.set(name, param);
  }
  return { type: /^[a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+$/.test(type) ? type : fallback, params };
}

function decodeQuotedPrintable(text: string): Buffer {
  const bytes: number[] = [];
  const source = text.replace(/[ \t]+(\r?\n)/g, '$1').replace(/=\r?\n/g, '');
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

function parsePart(raw: Buffer, depth: number, budget: { parts: number }, defaultType = 'text/plain'): Part {
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

function* walk(part: Part): Generator<Part> {
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

function header(part: Part, name: string): string {
  return decodeWords(first(part.headers, name) ?? '');
}

function textOf(part: Part): string {
  return decodeText(part.body, part.params.get('charset'));
}

/** One line, no control or direction-changing characters, no addresses, at most REASON_MAX characters. */
export function cleanReason(text: string): string {
  const line = text
    .replace(/[\p{Cc}\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/gu, ' ')
    .replace(/<?[^\s<>()[\]"',;:@]+@[^\s<>()[\]"',;:@]+\.[a-z0-9-]+>?/gi, '')
    // What an address left behind: "<>", a lone ":" or "...".
    .replace(/<>/g, '')
    .replace(/(^|\s)[:;,.]+(?=\s|$)/g, '$1')
    .replace(/\s+/g, ' ')
    .replace(/^[\s:;,.-]+|[\s:;,-]+$/g, '')
    .trim();
  return [...line].slice(0, REASON_MAX).join('');
}

/**
 * Candidate tokens, those in the places a token is most likely first: where the bounce was
 * delivered (its own To, Delivered-To, X-Original-To, Return-Path), then the quoted original's
 * Return-Path and Message-ID, then anywhere in the message's headers and texts.
 */
function tokensOf(root: Part): string[] {
  const likely: string[] = [];
  const everywhere: string[] = [];
  for (const part of walk(root)) {
    for (const name of ['delivered-to', 'x-original-to', 'to', 'return-path', 'message-id', 'original-recipient', 'final-recipient']) {
      likely.push(...(part.headers.get(name) ?? []));
    }
    everywhere.push(part.headerText);
    if (part.children.length === 0 && (part.type.startsWith('text/') || part.type.startsWith('message/'))) {
      const text = textOf(part);
      everywhere.push(text);
      // A delivery-status part's fields and a quoted original's headers (text/rfc822-headers).
      if (part.type.endsWith('delivery-status') || part.type.endsWith('rfc822-headers')) {
        for (const group of fieldGroups(text)) {
          for (const name of ['return-path', 'message-id', 'original-mail-from', 'original-envelope-id', 'x-original-message-id']) likely.push(...(group.get(name) ?? []));
        }
      }
    }
  }
  const tokens = new Set<string>();
  for (const text of [likely.join('\n'), everywhere.join('\n')]) {
    for (const token of findTokens(text)) {
      tokens.add(token);
      if (tokens.size >= MAX_TOKENS) return [...tokens];
    }
  }
  return [...tokens];
}

// ---- Reports ---------------------------------------------------------------------------------

/** Header-like field groups separated by blank lines (a delivery-status or feedback-report body). */
function fieldGroups(text: string): Headers[] {
  return text
    .split(/\r?\n[ \t]*\r?\n/)
    .slice(0, 50)
    .map((group) => parseHeaders(group))
    .filter((group) => group.size > 0);
}

const STATUS = /^([245])\.(\d{1,3})\.(\d{1,3})/;

/** A Diagnostic-Code's text without its type ("smtp; ") and without what the status already says. */
function diagnosticText(value: string | undefined, status: string): string {
  if (!value) return '';
  let text = value.replace(/^[a-z0-9-]+\s*;\s*/i, '');
  // A multi-line reply repeats its codes on each line ("550-5.1.1 …"): said once is enough.
  text = text.replace(/^[245]\d\d[- ]/, '').replace(/\s[245]\d\d[- ][245]\.\d{1,3}\.\d{1,3}(?=\s)/g, ' ').trim();
  if (status && text.startsWith(status)) text = text.slice(status.length);
  return text.trim();
}

function deliveryStatus(reports: Part[]): ParsedMail | null {
  let temporary: { reason: string } | null = null;
  for (const report of reports) {
    const groups = fieldGroups(textOf(report));
    // The first group is about the message; each later one about one recipient.
    for (const group of groups.length > 1 ? groups.slice(1) : groups) {
      const action = first(group, 'action')?.toLowerCase().trim() ?? '';
      const status = STATUS.exec(first(group, 'status')?.trim() ?? '')?.[0] ?? '';
      if (!action && !status) continue;
      const reason = cleanReason(`${status} ${diagnosticText(first(group, 'diagnostic-code'), status)}`) || action;
      if (action === 'delayed' || (status.startsWith('4') && (action === 'failed' || action === ''))) {
        temporary ??= { reason };
      } else if (action === 'failed' || (action === '' && status.startsWith('5'))) {
        return { kind: 'bounce', type: 'permanent', tokens: [], reason };
      }
    }
  }
  return temporary ? { kind: 'bounce', type: 'temporary', tokens: [], reason: temporary.reason } : null;
}

/** Feedback types that are someone reporting the mail (not a sender-authentication report, not "not spam"). */
const COMPLAINTS = new Set(['abuse', 'fraud', 'other', '']);

function feedbackReport(reports: Part[]): ParsedMail | null {
  for (const report of reports) {
    const fields = fieldGroups(textOf(report))[0];
    const feedbackType = (fields && first(fields, 'feedback-type')?.trim().toLowerCase()) ?? '';
    if (!COMPLAINTS.has(feedbackType)) continue;
    const agent = fields ? first(fields, 'user-agent') : undefined;
    return { kind: 'complaint', type: 'complaint', tokens: [], reason: cleanReason([feedbackType || 'abuse', agent].filter(Boolean).join(' ')) };
  }
  return null;
}

// ---- Bounces that are not reports, and auto-replies ---------------------------------------------

const MAIL_SYSTEM = /(^|[<\s"])(mailer-daemon|postmaster|mail-daemon|mdaemon)@|mail delivery (system|subsystem)/i;
const BOUNCE_SUBJECT =
  /undeliver(ed|able)|returned mail|message .{0,40}delayed|delayed mail|mail delivery fail|delivery (status notification \(failure\)|failure|has failed|failed)|failure notice|could not be delivered|not be delivered|non[- ]?delivery|delivery problem|warning: could not send|mail system error/i;
const VACATION_SUBJECT = /out of (the )?office|automatic reply|auto[- ]?reply|autoreply|auto[- ]?response|vacation|away from|abwesenheit|absence|r[ée]ponse automatique|respuesta autom[áa]tica|fuera de la oficina|afwezig|risposta automatica/i;
const STILL_TRYING =
  /will (keep|continue) (trying|to try)|(still|keep) trying|will (be )?retr(y|ied)|will try (again|to deliver)|not yet been delivered|has been delayed|delivery (is )?delayed|delayed mail|try(ing)? again later|attempts will continue|still pending|temporar(y|ily) (failure|error|problem|unavailable|rejected)/i;
const GAVE_UP = /not going to try again|giving up|gave up|will not (be )?retr|no (further|more) attempts|permanent(ly)? (error|failure|fatal|rejected)|permanent/i;
/** Where a plain bounce starts quoting the message it returns: no status code is looked for past it. */
const QUOTE_START = /^(-+ ?(this is a copy|below this line|original message|the original message|undelivered message)|return-path:|received:)/im;
const SMTP_CODE = /\b([245]\d\d)[ -]+([245]\.\d{1,3}\.\d{1,3})\b|\b([245]\.\d{1,3}\.\d{1,3})\b|(?<=^|\s)([45]\d\d)(?=[ -])/;

function isAutoReply(root: Part): boolean {
  const auto = header(root, 'auto-submitted').trim().toLowerCase();
  const precedence = header(root, 'precedence').trim().toLowerCase();
  return (
    (auto !== '' && !auto.startsWith('no')) ||
    root.headers.has('x-autoreply') ||
    root.headers.has('x-autorespond') ||
    root.headers.has('x-autoresponder') ||
    /^(auto_reply|auto-reply)$/.test(precedence) ||
    VACATION_SUBJECT.test(header(root, 'subject'))
  );
}

/** The readable text of a message: its first text/plain part, else its first text part of any kind. */
function bodyText(root: Part): string {
  const leaves = [...walk(root)].filter((part) => part.children.length === 0);
  const plain = leaves.find((part) => part.type === 'text/plain') ?? leaves.find((part) => part.type.startsWith('text/'));
  if (!plain) return '';
  const text = textOf(plain);
  return plain.type === 'text/html' ? text.replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ') : text;
}

function plainBounce(root: Part): ParsedMail | null {
  const from = `${first(root.headers, 'from') ?? ''} ${first(root.headers, 'sender') ?? ''} ${first(root.headers, 'return-path') ?? ''}`;
  const subject = header(root, 'subject');
  if (!MAIL_SYSTEM.test(from) && !/^<>$/.test((first(root.headers, 'return-path') ?? '').trim())) return null;
  if (!BOUNCE_SUBJECT.test(subject) || VACATION_SUBJECT.test(subject)) return null;
  const text = bodyText(root);
  const quoteAt = text.search(QUOTE_START);
  const own = (quoteAt === -1 ? text : text.slice(0, quoteAt)).slice(0, 20_000);
  const temporary = STILL_TRYING.test(`${subject}\n${own}`) && !GAVE_UP.test(own);
  const code = SMTP_CODE.exec(own);
  let reason = subject;
  if (code) {
    const lineStart = own.lastIndexOf('\n', code.index) + 1;
    const lineEnd = own.indexOf('\n', code.index);
    const line = own.slice(code.index, lineEnd === -1 ? undefined : lineEnd);
    const status = code[2] ?? code[3];
    reason = status ? `${status} ${line.replace(/^\s*[245]\d\d[ -]+/, '').replace(status, '')}` : line;
    if (cleanReason(reason).length < 12) reason = `${reason} ${own.slice(lineStart, code.index)}`;
  }
  return { kind: 'bounce', type: temporary ? 'temporary' : 'permanent', tokens: [], reason: cleanReason(reason) || 'returned' };
}

/** Classifies a raw message read from the bounce mailbox (or the first part of a large one). */
export function parseReturnedMail(raw: Buffer): ParsedMail {
  const root = parsePart(raw, 0, { parts: 0 });
  const parts = [...walk(root)];
  const statusReports = parts.filter((part) => part.type === 'message/delivery-status' || part.type === 'message/global-delivery-status');
  const feedback = parts.filter((part) => part.type === 'message/feedback-report');

  let found: ParsedMail | null = null;
  if (feedback.length > 0) found = feedbackReport(feedback);
  else if (statusReports.length > 0) found = deliveryStatus(statusReports);
  // A mail system's own bounce says Auto-Submitted too: it is a bounce unless it reads as a vacation notice.
  else if (!isAutoReply(root) || MAIL_SYSTEM.test(first(root.headers, 'from') ?? '')) found = plainBounce(root);

  if (found && (found.kind === 'bounce' || found.kind === 'complaint')) return { ...found, tokens: tokensOf(root) };
  if (statusReports.length === 0 && feedback.length === 0 && isAutoReply(root)) return { kind: 'auto-reply' };
  return { kind: 'other' };
}
