// Recording mail that came back: a bounce or a complaint, read from the bounce mailbox or reported
// by a relay's webhook, is tied by its signed token to one sent outbox message, recorded once (its
// key), and acts on whom that message went to, in one transaction with its activity-log rows.
import { createHash } from 'node:crypto';
import type { Repositories } from '../db/repositories.ts';
import type { BounceSummary, BounceType, SentMessage } from './repository.ts';
import type { SubscriberRecord } from '../subscribers/index.ts';
import { AppError, badInput } from '../core/errors.ts';
import { keptReason } from './reason.ts';
import { bounceTokens, MAX_TOKENS, type BounceTokens } from './token.ts';

export type { BounceType } from './repository.ts';

export interface BounceReport {
  /** 'mailbox:<sha-256 hex of the raw message>' or 'webhook:<relay event id>'. */
  key: string;
  source: 'mailbox' | 'webhook';
  type: BounceType;
  /** Candidate tokens found: the first that verifies and names a sent outbox message is used. */
  tokens: string[];
  /** The status code and diagnostic text, e.g. '5.1.1 user unknown'. */
  reason: string;
}

/** unknown: no token verifies, or the message was never sent (or is gone). */
export type RecordOutcome = 'applied' | 'duplicate' | 'unknown';

/** What the admin is shown of mail that came back. */
export interface MailProblem {
  kind: 'BOUNCED' | 'COMPLAINED';
  /** The kind of e-mail: newsletter, invitation, receipt, … */
  email: string;
  reason: string;
  /** Milliseconds since the epoch. */
  at: number;
}

export interface BounceService {
  record(report: BounceReport): Promise<RecordOutcome>;
  /** Notes a signed webhook request; false when the same one was received before. */
  rememberRequest(signature: string): Promise<boolean>;
  tokens: BounceTokens;
  /** A BOUNCED subscriber ACTIVE again (staff judged the bounce wrong); anything else is BAD_USER_INPUT. */
  mailAgain(subscriberId: string): Promise<SubscriberRecord>;
  /** The latest pledge or receipt e-mail of the gift that came back. */
  giftProblem(giftId: string): Promise<MailProblem | null>;
  /** The latest password reset e-mail to the staff member that came back. */
  userProblem(user: { email: string }): Promise<MailProblem | null>;
  /** The latest invitation e-mail to the invitation's address, since it was made, that came back. */
  invitationProblem(invitation: { email: string; createdAt: number }): Promise<MailProblem | null>;
}

/** Said when mailSubscriberAgain names a subscriber that is not BOUNCED. */
export const NOT_BOUNCED = 'Only a bounced subscriber can be mailed again';

/** The kinds of e-mail that go to a subscriber (their outbox row names them). */
export const SUBSCRIBER_EMAILS = ['confirm', 'welcome', 'newsletter'] as const;
/** The kinds of e-mail that go to a staff member's own address. */
export const STAFF_EMAILS = ['invitation', 'password_reset', 'security_notice', 'contact_notice', 'subscriber_notice'] as const;
/**
 * Notices to staff of what someone else did (a message through the contact form, a new subscriber,
 * a change of security or payment details): staff answer them, so whoever they answer must not be
 * able to report them. A bounce or complaint of one changes nothing and records nothing.
 */
export const STAFF_NOTICES = ['security_notice', 'contact_notice', 'subscriber_notice'] as const;

/** Temporary failures within the window that make a subscriber BOUNCED. */
export const TEMPORARY_LIMIT = 3;
export const KEY_MAX = 300;

/** Who is written as acting, in the activity log, for each source. */
const SOURCE_AGENT = { mailbox: 'bounce mailbox', webhook: 'mail events webhook' } as const;

/** The key as kept: a longer one is its source and a hash, so that it still counts once. */
function keptKey(report: BounceReport): string {
  if (report.key.length <= KEY_MAX) return report.key;
  return `${report.source}:sha256:${createHash('sha256').update(report.key).digest('hex')}`;
}

/**
 * The bounce service: tokens signed with a key derived from the server's secret,
 * and `record`, which applies each event once.
 */
export function bounceService(options: { repos: Repositories; secret: string }): BounceService {
  const { repos } = options;
  const tokens = bounceTokens(options.secret);

  /** The subscriber's part: BOUNCED or UNSUBSCRIBED; answers the audit action when their status changed. */
  async function actOnSubscriber(tx: Repositories, message: SentMessage & { subscriberId: string }, type: BounceType, reason: string) {
    const facts = { email: message.kind, reason };
    if (type === 'complaint') {
      const before = await tx.subscribers.markComplained(message.subscriberId, facts);
      return before !== null && before !== 'UNSUBSCRIBED' ? 'subscriber.complained' : null;
    }
    if (type === 'temporary' && (await tx.bounces.recentTemporary(message.subscriberId)) < TEMPORARY_LIMIT) return null;
    return (await tx.subscribers.markBounced(message.subscriberId, facts)) ? 'subscriber.bounced' : null;
  }

  /** Whom the activity log names: the subscriber, the gift, the invitation or the staff member (never the address). */
  async function targetOf(tx: Repositories, message: SentMessage): Promise<string | null> {
    if (message.subscriberId) return message.subscriberId;
    if (message.giftId) return message.giftId;
    if (message.kind === 'invitation') {
      const open = (await tx.invitations.listOpen()).find((invitation) => invitation.email.toLowerCase() === message.recipient);
      if (open) return open.id;
    }
    if ((STAFF_EMAILS as readonly string[]).includes(message.kind)) return (await tx.staff.findByEmail(message.recipient))?._id ?? null;
    return null;
  }

  async function record(report: BounceReport): Promise<RecordOutcome> {
    if (!['permanent', 'temporary', 'complaint'].includes(report.type) || !['mailbox', 'webhook'].includes(report.source)) return 'unknown';
    const key = keptKey(report);
    const reason = keptReason(report.reason);
    const ids = [...new Set((Array.isArray(report.tokens) ? report.tokens : []).slice(0, MAX_TOKENS).map((token) => tokens.verify(token)))].filter(
      (id): id is string => id !== null,
    );
    if (ids.length === 0) return 'unknown';
    return repos.transaction(async (tx) => {
      if (await tx.bounces.seen(key)) return 'duplicate';
      let message: SentMessage | null = null;
      for (const id of ids) {
        message = await tx.bounces.sentMessage(id);
        if (message) break;
      }
      if (!message || (STAFF_NOTICES as readonly string[]).includes(message.kind)) return 'unknown';
      if (!(await tx.bounces.insert({ key, source: report.source, type: report.type, message, reason }))) return 'duplicate';

      const { subscriberId } = message;
      const subscriberAction =
        subscriberId && (SUBSCRIBER_EMAILS as readonly string[]).includes(message.kind)
          ? await actOnSubscriber(tx, { ...message, subscriberId }, report.type, reason)
          : null;
      if (message.kind === 'newsletter' && message.sendId && report.type !== 'temporary') {
        // Each recipient once: the first permanent failure, or the first complaint, of their message.
        if ((await tx.bounces.countFor(message.id, report.type)) === 1) {
          if (report.type === 'permanent') await tx.newsletterSends.countBounced(message.sendId);
          else await tx.newsletterSends.countComplaint(message.sendId);
        }
      }
      const target = await targetOf(tx, message);
      const entry = { actorId: null, actorEmail: null, ip: '', userAgent: SOURCE_AGENT[report.source], target };
      await tx.auditLog.append({
        ...entry,
        action: report.type === 'complaint' ? 'mail.complained' : 'mail.bounced',
        detail: JSON.stringify({ type: report.type, email: message.kind, reason }),
      });
      if (subscriberAction) await tx.auditLog.append({ ...entry, action: subscriberAction, detail: JSON.stringify({ email: message.kind, reason }) });
      return 'applied';
    });
  }

  return {
    record,
    rememberRequest: (signature) => repos.bounces.rememberRequest(signature),
    tokens,
    async mailAgain(subscriberId) {
      const subscriber = await repos.subscribers.mailAgain(subscriberId);
      if (subscriber) return subscriber;
      if (!(await repos.subscribers.find(subscriberId))) throw new AppError('Subscriber not found', 'NOT_FOUND', { field: 'id' });
      throw badInput(NOT_BOUNCED, 'id');
    },
    giftProblem: async (giftId) => shown(await repos.bounces.latestForGift(giftId)),
    userProblem: async (user) => shown(await repos.bounces.latestTo(user.email, ['password_reset'])),
    invitationProblem: async (invitation) => shown(await repos.bounces.latestTo(invitation.email, ['invitation'], invitation.createdAt)),
  };
}

function shown(event: BounceSummary | null): MailProblem | null {
  if (!event) return null;
  return { kind: event.type === 'complaint' ? 'COMPLAINED' : 'BOUNCED', email: event.email, reason: event.reason, at: event.at };
}

/** Complaints per newsletter sent (0 when none was sent): mail providers refuse senders above 0.003. */
export const complaintRate = (send: { sent: number; complaints: number }): number => (send.sent > 0 ? send.complaints / send.sent : 0);
