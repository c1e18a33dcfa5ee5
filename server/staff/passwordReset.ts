import { createHash, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { LIMITS, normaliseEmail, passwordProblem } from '../../shared/rules.ts';
import { badInput } from '../core/errors.ts';
import { tooManyAttempts } from '../core/formLimit.ts';
import { mailboxOf } from '../mail/mailbox.ts';
import { passwordResetMessage, sendSecurityNotice } from './securityNotices.ts';
import type { MailService } from '../mail/service.ts';
import { slidingWindow } from '../core/rateLimit.ts';
import { HOUR_MS } from '../core/time.ts';
import type { Repositories } from '../db/repositories.ts';
import { hashPassword } from './passwords.ts';

/** A reset link works this long, once. */
export const RESET_LIFETIME_SECONDS = 60 * 60;
/** Reset requests one client address may make an hour, whatever addresses they name. */
export const RESET_REQUESTS_PER_CLIENT_PER_HOUR = 5;
/** Reset e-mails one mailbox may receive an hour, however many clients ask for them. */
export const RESET_MAILS_PER_MAILBOX_PER_HOUR = 3;
/** The one answer to a link that does not work, whatever the reason: unknown, expired, used or malformed. */
export const RESET_LINK_INVALID = 'This reset link is invalid, expired or already used. Ask for a new one.';

/** A 256-bit token: 43 base64url characters. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const resetTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

export interface Requester {
  ip: string;
  /** The per-client limit's key (an IPv6 address by its /64). */
  limitKey: string;
  userAgent?: string;
}

/**
 * Password reset by e-mail. A request answers the same for every address: only the per-client
 * limit (the same work for any address) runs before the answer; looking the address up, the
 * per-mailbox limit, storing the token and queueing the e-mail happen after it, so neither the
 * answer nor its time can tell whether an account exists.
 */
export function passwordResetService(deps: { repos: Repositories; mail: MailService; log: FastifyBaseLogger }) {
  const { repos, mail } = deps;
  const pending = new Set<Promise<void>>();
  const perClient = slidingWindow(repos.rateLimitEvents, 'reset', {
    max: RESET_REQUESTS_PER_CLIENT_PER_HOUR,
    windowMs: HOUR_MS,
  });
  const perMailbox = slidingWindow(repos.rateLimitEvents, 'reset', { max: RESET_MAILS_PER_MAILBOX_PER_HOUR, windowMs: HOUR_MS });

  /** After the answer: the e-mail, when the address is an account's and its mailbox is under its cap. */
  async function sendLink(email: string, requester: Requester): Promise<void> {
    const token = randomBytes(32).toString('base64url');
    const hash = resetTokenHash(token);
    const mailbox = createHash('sha256').update(mailboxOf(email)).digest('base64url');
    // Counted for unknown addresses too, each event written (committed) before it is judged so that
    // requests at once count against each other; a mailbox over its cap gets nothing, and nobody is told.
    const admitted = await perMailbox.admit([`to:${mailbox}`]);
    const account = await repos.staff.findWithHashByEmail(email);
    if (!admitted.admitted || !account) return;
    const address = await mail.postalAddress();
    await repos.transaction(async (tx) => {
      await tx.passwordResets.replace(account._id, hash, RESET_LIFETIME_SECONDS);
      const message = passwordResetMessage(mail.publicUrl, token, { ip: requester.ip }, address);
      await mail.enqueue([{ kind: 'password_reset', recipient: account.email, ...message }], tx);
    });
  }

  return {
    /** requestPasswordReset: true for every address (RATE_LIMITED only for a client asking too often). */
    async request(rawEmail: string, requester: Requester): Promise<true> {
      const admission = await perClient.admit([`client:${requester.limitKey}`]);
      if (!admission.admitted) throw tooManyAttempts(admission.retryAfterSeconds);
      const email = normaliseEmail(rawEmail);
      // Without e-mail no link can be sent: the answer is the same, and nothing is stored.
      if (!mail.enabled || email.length === 0 || email.length > LIMITS.emailMax || !email.includes('@')) return true;
      const work = sendLink(email, requester)
        .catch((error: unknown) => deps.log.error({ err: error }, 'password reset e-mail not queued'))
        .finally(() => pending.delete(work));
      pending.add(work);
      return true;
    },

    /** resetPassword: sets the password, ends every session of the account, sends a notice. */
    async reset(token: string, password: string, requester: Requester): Promise<true> {
      if (!TOKEN_PATTERN.test(token)) throw badInput(RESET_LINK_INVALID, 'token');
      const problem = passwordProblem(password);
      if (problem) throw badInput(problem, 'password');
      const hash = resetTokenHash(token);
      // A link that cannot work costs no password hashing.
      if (!(await repos.passwordResets.peek(hash))) throw badInput(RESET_LINK_INVALID, 'token');
      const passwordHash = await hashPassword(password);
      const user = await repos.transaction(async (tx) => {
        // Two uses at once: one deletes the row, the other finds none.
        const userId = await tx.passwordResets.take(hash);
        const account = userId ? await tx.staff.find(userId) : null;
        if (!account) throw badInput(RESET_LINK_INVALID, 'token');
        // Every session ends, and tokens signed before carry an older session version.
        await tx.staff.setPasswordHash(account.email, passwordHash);
        return account;
      });
      await sendSecurityNotice({ mail }, user, 'password_reset', { ip: requester.ip, userAgent: requester.userAgent });
      return true;
    },

    /** Waits for the e-mails being queued after their answers (the server waits before it closes). */
    async idle(): Promise<void> {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}

export type PasswordResetService = ReturnType<typeof passwordResetService>;
