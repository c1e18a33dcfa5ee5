// Signed tokens naming one outbox message: carried only in each message's envelope sender (VERP,
// bounces+<token>@domain), so that a bounce or a complaint names exactly the message it is about,
// nobody can write one that names another, and no header a reply carries (In-Reply-To,
// References, a quoted Message-ID) hands anyone a token.
import { createHmac, timingSafeEqual } from 'node:crypto';

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';
/** Characters of the signature: 80 bits. */
const SIGNATURE_CHARS = 16;
/** An outbox id is a bigint: at most 19 digits. */
const TOKEN = /(?<![0-9a-z])([1-9][0-9]{0,18})-([a-z2-7]{16})(?![a-z2-7])/gi;
/** A token as the local part's tag of an envelope sender: "+<token>@". */
const ENVELOPE_TOKEN = /\+([1-9][0-9]{0,18})-([a-z2-7]{16})@/gi;
/** Tokens looked at in one text: a bounce quoting many addresses is not a way to make work. */
export const MAX_TOKENS = 20;

function base32(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return out;
}

export interface BounceTokens {
  /** `<id>-<signature>`, lower case, at most 36 characters. */
  sign(outboxId: string): string;
  /** The outbox id a token names, or null when it is forged, altered or malformed (any case accepted). */
  verify(token: string): string | null;
  /** Every well-formed token in a text (any case, lower-cased), each once, at most MAX_TOKENS; verified later. */
  find(text: string): string[];
}

/** Tokens signed with a key derived from the server's secret (never usable as another kind of token). */
export function bounceTokens(secret: string): BounceTokens {
  const key = createHmac('sha256', secret).update('bcf bounce tokens').digest();
  const signature = (id: string) => base32(createHmac('sha256', key).update(id).digest().subarray(0, 10)).slice(0, SIGNATURE_CHARS);

  return {
    sign(outboxId) {
      if (!/^[1-9][0-9]{0,18}$/.test(outboxId)) throw new Error(`not an outbox id: ${outboxId}`);
      return `${outboxId}-${signature(outboxId)}`;
    },
    verify(token) {
      if (typeof token !== 'string' || token.length > 40) return null;
      const match = /^([1-9][0-9]{0,18})-([a-z2-7]{16})$/.exec(token.toLowerCase());
      if (!match) return null;
      const [, id, given] = match;
      const expected = signature(id!);
      return timingSafeEqual(Buffer.from(given!), Buffer.from(expected)) ? id! : null;
    },
    find: findTokens,
  };
}

/** Every well-formed token in a text (any case, lower-cased), each once, at most MAX_TOKENS; verified later. */
export function findTokens(text: string): string[] {
  return matchedTokens(text, TOKEN);
}

/** The tokens of envelope senders in a text (bounces+<token>@…), as `findTokens` answers them. */
export function findEnvelopeTokens(text: string): string[] {
  return matchedTokens(text, ENVELOPE_TOKEN);
}

function matchedTokens(text: string, pattern: RegExp): string[] {
  const found = new Set<string>();
  if (typeof text !== 'string') return [];
  for (const match of text.matchAll(pattern)) {
    found.add(`${match[1]}-${match[2]!.toLowerCase()}`);
    if (found.size >= MAX_TOKENS) break;
  }
  return [...found];
}

/** The envelope sender carrying `token`: `bounces+<token>@bcf.rw` for the address bounces@bcf.rw. */
export function envelopeSender(address: string, token: string): string {
  const at = address.lastIndexOf('@');
  return `${address.slice(0, at)}+${token}@${address.slice(at + 1)}`;
}
