// E-mail settings. server/config.ts reads them from the environment (SMTP_URL, MAIL_FROM, ...);
// here they get their defaults. E-mail is off unless SMTP_URL is set.
import type { MailConfig } from '../config.ts';

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
  /** How often the worker deletes expired pending subscriptions and old settled e-mails (ms); the first sweep runs within a minute of the start. */
  housekeepingMs: number;
}

export const DEFAULT_TIMINGS: WorkerTimings = {
  pollMs: 2_000,
  leaseMs: 30_000,
  retryBaseMs: 30_000,
  retryMaxMs: 4 * 60 * 60_000,
  giveUpAfterMs: 24 * 60 * 60_000,
  smtpTimeoutMs: 20_000,
  housekeepingMs: 60 * 60_000,
};

/** What buildApp takes (server/config.ts reads it from the environment), with the worker's timings (tests shorten them). */
export type MailOptions = MailConfig & { timings?: Partial<WorkerTimings> };

/** The settings the worker sends with: e-mail on, every default applied. */
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

/** The default From: the foundation's name at no-reply@ the public site's host. */
export function defaultFrom(publicUrl: string): string {
  return `Build Career Foundation <no-reply@${new URL(publicUrl).hostname}>`;
}

/** The same line configFromEnv stops with, for options given to buildApp directly. */
export const NEEDS_PUBLIC_URL = 'PUBLIC_URL must be set when SMTP_URL is set (links in e-mails must be absolute)';

/**
 * The worker's settings, or undefined when e-mail is off (no smtpUrl). The options were read and
 * checked by server/config.ts; a start with e-mail on and no public URL stops here too.
 */
export function mailSettings(options: MailOptions | undefined, publicUrl: string | undefined): MailSettings | undefined {
  if (!options?.smtpUrl) return undefined;
  if (!publicUrl) throw new Error(NEEDS_PUBLIC_URL);
  return { ...options, smtpUrl: options.smtpUrl, from: options.from ?? defaultFrom(publicUrl) };
}
