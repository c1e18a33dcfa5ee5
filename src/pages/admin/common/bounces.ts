// What the admin area says of mail that came back: a subscriber's Bounced or Complained status with
// the receiver's reason and the day, the bounce note on an invitation, an account or a gift, and a
// newsletter send's complaint rate against the 0.3 % line above which mail providers refuse a sender.
import type { MailProblem } from '../../../../shared/graphql.generated.ts';
import { KIGALI_TIME_ZONE } from '../../../../shared/kigaliTime.ts';

/** Mail providers refuse a sender whose complaints pass this share of the mail it sent. */
export const COMPLAINT_RATE_LINE = 0.003;

export const BOUNCE_TEXTS = {
  bounced: 'Bounced',
  complained: 'Complained',
  mailAgain: 'Mail them again',
  mailAgainLabel: (address: string) => `Mail them again: ${address}`,
  mailAgainTitle: 'Mail them again?',
  mailAgainMessage: (address: string) => `${address} will get newsletters again. Do this only if the bounce was wrong.`,
  mailedAgain: (address: string) => `${address} will get newsletters again.`,
  mailAgainFailed: 'The subscriber could not be mailed again. Try again.',
  rateWarning: 'Above 0.3 %: providers may refuse our mail',
} as const;

// Made on first use: a module does no work when imported.
let day: Intl.DateTimeFormat | undefined;

/** "29 Nov 2026": the day in Kigali the mail came back. */
export function bounceDay(at: number): string {
  if (!Number.isFinite(at)) return 'Invalid date';
  day ??= new Intl.DateTimeFormat('en-GB', { timeZone: KIGALI_TIME_ZONE, day: 'numeric', month: 'short', year: 'numeric' });
  const parts = day.formatToParts(new Date(at));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')} ${part('month')} ${part('year')}`;
}

/** A subscriber's status as the Subscriptions table shows it: a complaint is told apart from leaving. */
export function subscriberStatusText(status: 'PENDING' | 'ACTIVE' | 'UNSUBSCRIBED' | 'BOUNCED', problem: MailProblem | null | undefined): string {
  if (status === 'BOUNCED') return BOUNCE_TEXTS.bounced;
  if (status === 'UNSUBSCRIBED' && problem?.kind === 'COMPLAINED') return BOUNCE_TEXTS.complained;
  return { PENDING: 'Pending', ACTIVE: 'Active', UNSUBSCRIBED: 'Unsubscribed' }[status];
}

/** The line under a Bounced or Complained status: "5.1.1 user unknown · 29 Nov 2026" (the day alone without a reason). */
export function bounceLine(problem: MailProblem): string {
  return problem.reason ? `${problem.reason} · ${bounceDay(problem.at)}` : bounceDay(problem.at);
}

/** What each kind of e-mail to staff and donors is called in a note. */
const EMAIL_NAMES: Record<string, string> = {
  invitation: 'Invitation',
  password_reset: 'Password reset e-mail',
  pledge: 'Pledge e-mail',
  receipt: 'Receipt e-mail',
};

/**
 * The note on an invitation, an account or a gift whose e-mail came back: "Invitation bounced:
 * 5.1.1 user unknown (29 Nov 2026)", or "Receipt e-mail reported as spam (29 Nov 2026)".
 */
export function bounceNote(problem: MailProblem): string {
  const what = EMAIL_NAMES[problem.email] ?? 'E-mail';
  const when = `(${bounceDay(problem.at)})`;
  if (problem.kind === 'COMPLAINED') return `${what} reported as spam ${when}`;
  return problem.reason ? `${what} bounced: ${problem.reason} ${when}` : `${what} bounced ${when}`;
}

/** A complaint rate (complaints / sent) as a percentage with two decimals: 0.0025 is "0.25 %". */
export function complaintRateText(rate: number): string {
  return `${(rate * 100).toFixed(2)} %`;
}

/** Whether a send's complaints passed the line above which providers refuse mail. */
export const aboveComplaintLine = (rate: number) => rate > COMPLAINT_RATE_LINE;
