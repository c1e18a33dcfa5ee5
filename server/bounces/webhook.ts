// The mail events webhook's request: its signature (HMAC-SHA256 under MAIL_EVENTS_SECRET of
// "<t>.<raw body>", with the time in it) and its body, checked before anything is recorded.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { BounceReport } from './events.ts';
import type { BounceTokens } from './token.ts';

export const SIGNATURE_HEADER = 'x-mail-events-signature';
/** A request signed more than this far from now (either way) is refused. */
export const TOLERANCE_SECONDS = 300;
export const BODY_MAX_BYTES = 64 * 1024;
export const EVENTS_MAX = 100;
const ID_MAX = 200;
const TOKEN_TEXT_MAX = 2_000;

/** The header's value for `body` signed at `t` (unix seconds): what a relay's adapter sends. */
export function signatureHeader(secret: string, t: number, body: string | Buffer): string {
  return `t=${t},v1=${signatureOf(secret, t, body)}`;
}

const signatureOf = (secret: string, t: number | string, body: string | Buffer) =>
  createHmac('sha256', secret).update(`${t}.`).update(body).digest('hex');

export type SignatureCheck = { ok: true; signature: string } | { ok: false; problem: string };

/** Whether the header signs `body` under `secret` within the tolerance of `nowMs`; answers the signature to remember. */
export function checkSignature(secret: string, header: unknown, body: Buffer, nowMs = Date.now()): SignatureCheck {
  if (typeof header !== 'string' || header.length > 1_000) return { ok: false, problem: 'A signature is needed' };
  let t: string | undefined;
  const given: string[] = [];
  for (const part of header.split(',')) {
    const [name, value, ...rest] = part.trim().split('=');
    if (rest.length > 0 || value === undefined) continue;
    if (name === 't') t = value;
    else if (name === 'v1' && /^[0-9a-f]{64}$/i.test(value) && given.length < 5) given.push(value.toLowerCase());
  }
  if (t === undefined || !/^\d{1,12}$/.test(t) || given.length === 0) return { ok: false, problem: 'A signature is needed' };
  if (Math.abs(Number(t) * 1000 - nowMs) > TOLERANCE_SECONDS * 1000) return { ok: false, problem: 'The signature is too old or too new' };
  const expected = Buffer.from(signatureOf(secret, t, body), 'hex');
  const match = given.find((one) => timingSafeEqual(Buffer.from(one, 'hex'), expected));
  return match ? { ok: true, signature: match } : { ok: false, problem: 'The signature does not match' };
}

/** The body's events as reports, or null when the body is not what the webhook takes. */
export function eventsOf(body: Buffer, tokens: BounceTokens): BounceReport[] | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || !Array.isArray((parsed as { events?: unknown }).events)) return null;
  const events = (parsed as { events: unknown[] }).events;
  if (events.length === 0 || events.length > EVENTS_MAX) return null;
  const reports: BounceReport[] = [];
  for (const event of events) {
    if (typeof event !== 'object' || event === null) return null;
    const { id, type, permanent, token, reason } = event as Record<string, unknown>;
    if (typeof id !== 'string' || id === '' || id.length > ID_MAX) return null;
    if (type !== 'bounce' && type !== 'complaint') return null;
    if (type === 'bounce' && typeof permanent !== 'boolean') return null;
    if (typeof token !== 'string' || token.length > TOKEN_TEXT_MAX) return null;
    if (reason !== undefined && typeof reason !== 'string') return null;
    if (![id, token, reason ?? ''].every((text) => (text as string).isWellFormed())) return null;
    reports.push({
      key: `webhook:${id}`,
      source: 'webhook',
      type: type === 'complaint' ? 'complaint' : permanent ? 'permanent' : 'temporary',
      tokens: tokens.find(token),
      reason: reason ?? '',
    });
  }
  return reports;
}
