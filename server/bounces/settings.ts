// The settings of mail that comes back (docs/production.md, "Bounces and complaints"):
// BOUNCE_ADDRESS, BOUNCE_MAILBOX_URL, BOUNCE_POLL_SECONDS and MAIL_EVENTS_SECRET.
import { isValidEmail, normaliseEmail } from '../../shared/rules.ts';
import { ConfigError, text, wholeNumber, type Env } from '../core/envSettings.ts';

/** What config.bounces holds; everything off by default. */
export interface BounceConfig {
  /** The address bounces go to (no '+'): each message's envelope sender is `<local>+<token>@<domain>` of it. Unset: no tokens. */
  address?: string;
  /** The bounce mailbox to read (imap:// or imaps://, a folder in the path); needs `address`. */
  mailboxUrl?: string;
  /** How often the mailbox is read (ms). */
  pollMs: number;
  /** The webhook's signing secret (at least 32 bytes); unset: POST /hooks/mail-events answers 404. */
  eventsSecret?: string;
}

export const DEFAULT_POLL_SECONDS = 60;
export const MIN_EVENTS_SECRET_BYTES = 32;

export const BOUNCES_OFF: BounceConfig = { pollMs: DEFAULT_POLL_SECONDS * 1000 };

function bounceAddress(env: Env): string | undefined {
  const raw = text(env, 'BOUNCE_ADDRESS');
  if (raw === undefined) return undefined;
  const address = normaliseEmail(raw);
  if (!isValidEmail(address) || address.includes('+')) {
    throw new ConfigError('BOUNCE_ADDRESS', `must be an e-mail address without "+" (bounces@bcf.rw), not "${raw}"`);
  }
  return address;
}

function mailboxUrl(env: Env, address: string | undefined): string | undefined {
  const raw = text(env, 'BOUNCE_MAILBOX_URL');
  if (raw === undefined) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(raw);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'imap:' && url.protocol !== 'imaps:') || url.hostname === '') {
    throw new ConfigError('BOUNCE_MAILBOX_URL', 'must be an imaps:// or imap:// address (imaps://user:password@imap.example.rw/INBOX)');
  }
  if (address === undefined) throw new ConfigError('BOUNCE_ADDRESS', 'must be set when BOUNCE_MAILBOX_URL is set (the mailbox reads what comes back to it)');
  return raw;
}

function eventsSecret(env: Env): string | undefined {
  const secret = text(env, 'MAIL_EVENTS_SECRET');
  if (secret === undefined) return undefined;
  const bytes = Buffer.byteLength(secret);
  if (bytes < MIN_EVENTS_SECRET_BYTES) {
    throw new ConfigError('MAIL_EVENTS_SECRET', `must be at least ${MIN_EVENTS_SECRET_BYTES} bytes long, not ${bytes} (make one with: openssl rand -hex 32)`);
  }
  return secret;
}

/** Reads and checks the bounce settings; a bad one is a ConfigError naming it. */
export function bounceConfig(env: Env): BounceConfig {
  const address = bounceAddress(env);
  const url = mailboxUrl(env, address);
  const secret = eventsSecret(env);
  return {
    ...(address ? { address } : {}),
    ...(url ? { mailboxUrl: url } : {}),
    pollMs: wholeNumber(env, 'BOUNCE_POLL_SECONDS', DEFAULT_POLL_SECONDS, 1, 3_600) * 1000,
    ...(secret ? { eventsSecret: secret } : {}),
  };
}
