// Signed tokens naming one outbox message: carried in each message's envelope sender (VERP,
// bounces+<token>@domain) and its Message-ID, so that a bounce or a complaint names exactly the
// message it is about, and nobody can write one that names another.
import { createHmac, timingSafeEqual } from 'node:crypto';

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';
/** Characters of the signature: 80 bits. */
const SIGNATURE_CHARS = 16;
/** An outbox id is a bigint: at most 19 digits. */
const TOKEN = /(?<![0-9a-z])([1-9][0-9]{0,18})-([a-z2-7]{16})(?![a-z2-7])/gi;
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
  const found = new Set<string>();
  if (typeof text !== 'string') return [];
  for (const match of text.matchAll(TOKEN)) {
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

/** A Message-ID that names the message too (a relay's report and a complaint quote it): `<token.random@domain>`. */
export function tokenMessageId(token: string, random: string, domain: string): string {
  return `<${token}.${random}@${domain}>`;
}
