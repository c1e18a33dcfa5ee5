// What a message in the bounce mailbox is. Read without trusting it: a bounded walk through its
// MIME parts (depth and count capped), decoded as far as finding the report's fields and the tokens
// needs. The tokens it finds are only candidates: recording verifies each.
import type { BounceType } from './events.ts';
import { first, header, parseHeaders, parsePart, textOf, walk, type Headers, type Part } from './mime.ts';
import { clip } from '../core/text.ts';
import { keptReason } from './reason.ts';
import { replaceAddresses, replaceTags, trimCharacters } from './textScans.ts';
import { MAX_TOKENS, findEnvelopeTokens } from './token.ts';

/** What a message in the bounce mailbox is: a bounce or complaint with its candidate tokens, or not one. */
export type ParsedMail =
  | { kind: 'bounce' | 'complaint'; type: BounceType; tokens: string[]; reason: string }
  | { kind: 'auto-reply' | 'other' };

/** Characters of a text a reason is made from that are looked at: the rest is never read. */
export const REASON_READ_MAX = 2_000;
/** Characters of a readable body looked at for a plain bounce's code and words. */
const BODY_READ_MAX = 20_000;
/** Characters of an HTML body read before its tags are taken out. */
const HTML_READ_MAX = 100_000;
/** Characters of a report part (delivery status, feedback) read. */
const REPORT_READ_MAX = 64 * 1024;

const UNSEEN = /[\p{Cc}\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/gu;
/** A word of only these is what an address left behind ("<a@b.rw>: unknown" leaves ":"). */
const LEFT_BEHIND = ':;,.';

/**
 * The reason a message in the mailbox gives: its words without the addresses in them (the
 * recipient's, the sender's) and the punctuation they leave behind, kept as every reason is
 * (keptReason: one line, at most REASON_MAX characters).
 */
export function cleanReason(text: string): string {
  const words = replaceAddresses(clip(text, REASON_READ_MAX).replace(UNSEEN, ' '), '')
    .replaceAll('<>', '')
    .split(/\s+/)
    .filter((word) => word !== '' && !word.includes('@') && ![...word].every((char) => LEFT_BEHIND.includes(char)));
  return keptReason(trimCharacters(words.join(' '), ' :;,.-', ' :;,-'));
}

/** Header fields that show the envelope sender: where the bounce was delivered, and the original's Return-Path. */
const ENVELOPE_FIELDS = ['delivered-to', 'x-original-to', 'envelope-to', 'to', 'return-path', 'original-mail-from', 'x-postfix-sender'];

/**
 * Candidate tokens, only where the envelope sender (bounces+<token>@…) shows: first the fields
 * that carry it (where the bounce was delivered, a report's Original-Mail-From, the quoted
 * original's Return-Path), then anywhere in the message's header blocks and texts. A Message-ID,
 * In-Reply-To or References carries none, so a reply to our mail hands nobody a token.
 */
function tokensOf(root: Part): string[] {
  const likely: string[] = [];
  const everywhere: string[] = [];
  for (const part of walk(root)) {
    for (const name of ENVELOPE_FIELDS) likely.push(...(part.headers.get(name) ?? []));
    everywhere.push(part.headerText);
    if (part.children.length === 0 && (part.type.startsWith('text/') || part.type.startsWith('message/'))) {
      const text = textOf(part, REPORT_READ_MAX);
      everywhere.push(text);
      // A delivery-status part's fields and a quoted original's headers (text/rfc822-headers).
      if (part.type.endsWith('delivery-status') || part.type.endsWith('rfc822-headers')) {
        for (const group of fieldGroups(text)) {
          for (const name of ENVELOPE_FIELDS) likely.push(...(group.get(name) ?? []));
        }
      }
    }
  }
  const tokens = new Set<string>();
  for (const text of [likely.join('\n'), everywhere.join('\n')]) {
    for (const token of findEnvelopeTokens(text)) {
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
  let text = clip(value, REASON_READ_MAX).replace(/^[a-z0-9-]+\s*;\s*/i, '');
  // A multi-line reply repeats its codes on each line ("550-5.1.1 …"): said once is enough.
  text = text.replace(/^[245]\d\d[- ]/, '').replace(/\s[245]\d\d[- ][245]\.\d{1,3}\.\d{1,3}(?=\s)/g, ' ').trim();
  if (status && text.startsWith(status)) text = text.slice(status.length);
  return text.trim();
}

function deliveryStatus(reports: Part[]): ParsedMail | null {
  let temporary: { reason: string } | null = null;
  for (const report of reports) {
    const groups = fieldGroups(textOf(report, REPORT_READ_MAX));
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
    const fields = fieldGroups(textOf(report, REPORT_READ_MAX))[0];
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
  if (plain.type !== 'text/html') return textOf(plain, BODY_READ_MAX);
  return clip(replaceTags(textOf(plain, HTML_READ_MAX)).replaceAll('&nbsp;', ' '), BODY_READ_MAX);
}

function plainBounce(root: Part): ParsedMail | null {
  const from = `${first(root.headers, 'from') ?? ''} ${first(root.headers, 'sender') ?? ''} ${first(root.headers, 'return-path') ?? ''}`;
  const subject = header(root, 'subject');
  if (!MAIL_SYSTEM.test(from) && !/^<>$/.test((first(root.headers, 'return-path') ?? '').trim())) return null;
  if (!BOUNCE_SUBJECT.test(subject) || VACATION_SUBJECT.test(subject)) return null;
  const text = bodyText(root);
  const quoteAt = text.search(QUOTE_START);
  const own = quoteAt === -1 ? text : text.slice(0, quoteAt);
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
