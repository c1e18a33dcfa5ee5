// E-mail settings: server/core/config.ts reads them from the environment (SMTP_URL, MAIL_FROM, ...).
// E-mail is off unless SMTP_URL is set.
import { SITE_NAME } from '../../shared/routes.ts';
import type { DkimSettings } from './dkim.ts';

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

/** E-mail's settings (server/core/config.ts reads them): off without smtpUrl, on with it and its From. */
export type MailConfig = {
  /** Addresses that get staff notices; empty means every administrator's. */
  staffEmails: string[];
  /** Most messages per second from this process; 0 means no limit. */
  rate: number;
  notifyOnContact: boolean;
  notifyOnSubscribe: boolean;
  /** The foundation's postal address for every e-mail's footer (FOUNDATION_POSTAL_ADDRESS); layout.ts has the default. */
  postalAddress?: string;
  /** Signs every message when set (DKIM_DOMAIN, DKIM_SELECTOR, DKIM_PRIVATE_KEY: all three or none). */
  dkim?: DkimSettings;
  timings: WorkerTimings;
} & (MailOff | MailOn);

type MailOff = { smtpUrl: undefined; from: undefined };
type MailOn = {
  /** The mail server. */
  smtpUrl: string;
  /** The From of every message; MAIL_FROM, by default the foundation's name at no-reply@ the public site's host. */
  from: string;
};

/** The settings of e-mail that is on: what the outbox worker sends with. */
export type MailSettings = Extract<MailConfig, MailOn>;

export const MAX_IN_FLIGHT = 10;

/** The default From: the foundation's name at no-reply@ the public site's host. */
export function defaultFrom(publicUrl: string): string {
  return `${SITE_NAME} <no-reply@${new URL(publicUrl).hostname}>`;
}
