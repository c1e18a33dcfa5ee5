// E-mail settings, read from the environment. E-mail is off unless SMTP_URL is set.

/** How the outbox worker paces itself; tests shorten every wait. */
export interface WorkerTimings {
  /** How often the worker looks for due messages written by other processes (ms). */
  pollMs: number;
  /** How long a claimed message stays claimed: after a crash it goes out again once this passes (ms). */
  leaseMs: number;
  /** The first wait after a temporary failure; each further one doubles (ms). */
  retryBaseMs: number;
  /** The longest single wait between two tries (ms). */
  retryMaxMs: number;
  /** A message still failing this long after it was queued is given up (ms). */
  giveUpAfterMs: number;
  /** How long one SMTP conversation may stall before it counts as a temporary failure (ms). */
  smtpTimeoutMs: number;
}

export const DEFAULT_TIMINGS: WorkerTimings = {
  pollMs: 2_000,
  leaseMs: 30_000,
  retryBaseMs: 30_000,
  retryMaxMs: 4 * 60 * 60_000,
  giveUpAfterMs: 24 * 60 * 60_000,
  smtpTimeoutMs: 20_000,
};

export interface MailSettings {
  /** The mail server; e-mail is off without it. */
  smtpUrl: string;
  /** The From of every message. */
  from: string;
  /** Addresses that get staff notices; empty means every administrator's. */
  staffEmails: string[];
  /** Most messages per second from this process; 0 means no limit. */
  rate: number;
  notifyOnContact: boolean;
  notifyOnSubscribe: boolean;
  timings?: Partial<WorkerTimings>;
}

export const MAX_IN_FLIGHT = 10;

function flag(env: NodeJS.ProcessEnv, name: string): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return true;
  if (['true', '1', 'yes', 'on'].includes(raw)) return true;
  if (['false', '0', 'no', 'off'].includes(raw)) return false;
  throw new Error(`${name} must be true or false, not "${env[name]}"`);
}

/** The default From: the foundation's name at no-reply@ the public site's host. */
export function defaultFrom(publicUrl: string): string {
  return `Build Career Foundation <no-reply@${new URL(publicUrl).hostname}>`;
}

const NEEDS_PUBLIC_URL = 'SMTP_URL is set but PUBLIC_URL is not: links in e-mails must be absolute, so set PUBLIC_URL too';

/** Stops a start with e-mail on and no PUBLIC_URL, before anything is opened. */
export function checkMailSettings(settings: MailSettings | undefined, publicUrl: string | undefined): void {
  if (settings && !publicUrl) throw new Error(NEEDS_PUBLIC_URL);
}

/**
 * The e-mail settings, or undefined when SMTP_URL is unset (e-mail off). `publicUrl` is the
 * already checked PUBLIC_URL: links in e-mails must be absolute, so it is required with SMTP_URL.
 */
export function mailSettingsFromEnv(env: NodeJS.ProcessEnv, publicUrl: string | undefined): MailSettings | undefined {
  const smtpUrl = env.SMTP_URL?.trim();
  if (!smtpUrl) return undefined;
  if (!publicUrl) throw new Error(NEEDS_PUBLIC_URL);
  let url: URL;
  try {
    url = new URL(smtpUrl);
  } catch {
    throw new Error('SMTP_URL must look like smtp://user:pass@host:587 or smtps://user:pass@host:465');
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') {
    throw new Error('SMTP_URL must start with smtp:// or smtps://');
  }
  const rateRaw = env.MAIL_RATE?.trim();
  const rate = rateRaw ? Number(rateRaw) : 20;
  if (!Number.isFinite(rate) || rate < 0) throw new Error(`MAIL_RATE must be a number of messages per second (0: no limit), not "${rateRaw}"`);
  return {
    smtpUrl,
    from: env.MAIL_FROM?.trim() || defaultFrom(publicUrl),
    staffEmails: (env.STAFF_EMAIL ?? '')
      .split(',')
      .map((address) => address.trim())
      .filter(Boolean),
    rate,
    notifyOnContact: flag(env, 'NOTIFY_ON_CONTACT'),
    notifyOnSubscribe: flag(env, 'NOTIFY_ON_SUBSCRIBE'),
  };
}
