// Recording in the audit log, for every mutation whatever resolver answers it: the GraphQL
// route wraps the Mutation resolvers (server/graphql/route.ts), so an operation added later is
// logged without calling anything. After a mutation that needed a signed-in person succeeds, one
// row: who (the session's person), what (ACTIONS below; `mutation.<field>` for one not listed),
// on which item (an id from its arguments or its answer), from where; none when its answer says
// it changed nothing (false, or isDeleted false). Sign-ins are logged as they
// succeed or fail; failures at most FAILURES_PER_MINUTE per client address and minute.
import type { FastifyBaseLogger } from 'fastify';
import { LIMITS, normaliseEmail } from '../../shared/rules.ts';
import type { AuditService, NewAuditEntry } from '../audit/index.ts';
import { type StaffService, type StaffRecord, CHALLENGE_MAX } from '../staff/index.ts';
import { AppError } from '../core/errors.ts';
import { clip } from '../core/text.ts';

type Args = Record<string, unknown>;

/** What recording needs of a request's context (the GraphQL context holds it all). */
interface AuditedRequest {
  audit: Pick<AuditService, 'append'>;
  staff: Pick<StaffService, 'personOfChallenge'>;
  /** The client's address and browser, as they are kept. */
  client: { ip: string; userAgent: string };
  /** The address the per-client limits count. */
  clientIp: string;
  /** The person whose session the request has shown, if any: who acted. */
  signedIn(): Promise<StaffRecord | null>;
  reply?: { log: FastifyBaseLogger };
}
type Resolver = (root: unknown, args: Args, ctx: AuditedRequest, info: unknown) => unknown;

/** A mutation field's action: a short dotted name, or one chosen from its arguments. */
export const ACTIONS: Record<string, string | ((args: Args) => string)> = {
  addPost: 'post.created',
  updatePost: 'post.updated',
  deletePost: 'post.deleted',
  sendPostToSubscribers: 'post.sent',
  saveDraft: 'post.draft_saved',
  submitForReview: 'post.submitted_for_review',
  publishPost: (args) => (args.sendToSubscribers === true ? 'post.published_and_sent' : 'post.published'),
  schedulePost: 'post.scheduled',
  unschedulePost: 'post.unscheduled',
  unpublishPost: 'post.unpublished',
  discardDraft: 'post.draft_discarded',
  // The target is the revision's id (its post is in post_revisions).
  restoreRevision: 'post.revision_restored',
  previewLink: 'post.preview_link_created',
  revokePreviewLinks: 'post.preview_links_revoked',
  saveSiteDraft: 'site.draft_saved',
  publishSiteSection: 'site.published',
  discardSiteDraft: 'site.draft_discarded',
  restoreSiteRevision: 'site.revision_restored',
  markGiftReceived: 'gift.received',
  recordGift: 'gift.recorded',
  cancelGift: 'gift.cancelled',
  eraseDonor: 'gift.donor_erased',
  stopMonthlyGift: 'monthly_gift.stopped',
  saveCampaign: (args) => (typeof args.id === 'string' && args.id ? 'campaign.updated' : 'campaign.created'),
  deleteSubscriber: 'subscriber.deleted',
  mailSubscriberAgain: 'subscriber.mail_again',
  markContactMessageRead: 'message.read',
  deleteContactMessage: 'message.deleted',
  inviteUser: 'user.invited',
  resendInvitation: 'user.invitation_resent',
  cancelInvitation: 'user.invitation_cancelled',
  acceptInvitation: 'user.invitation_accepted',
  update_user: (args) => (isObject(args.input) && args.input.role != null ? 'user.role_changed' : 'user.updated'),
  delete_user: 'user.removed',
  endUserSessions: 'user.sessions_ended',
  transferOwnership: 'ownership.transferred',
  endSession: 'session.ended',
  endOtherSessions: 'sessions.others_ended',
  changePassword: 'password.changed',
  resetPassword: 'password.reset',
  requestPasswordReset: 'password.reset_requested',
  confirmPassword: 'password.confirmed',
  startTwoFactorSetup: 'two_factor.setup_started',
  confirmTwoFactorSetup: 'two_factor.enabled',
  disableTwoFactor: 'two_factor.disabled',
  setTwoFactorRequirement: 'two_factor.policy_changed',
  logout: 'logout',
  logout_user: 'logout',
};

/**
 * Mutations whose input carries a donor's, subscriber's or sender's name, e-mail or phone (they are
 * logged when someone signed in sends them): the log names the record (from the answer) and keeps
 * none of the input, so erasing that person leaves no copy behind in it.
 */
const PERSONAL_INPUT = new Set(['recordGift', 'pledgeGift', 'payGiftByMomo', 'makeSubscribe', 'sendContactMessage']);

/** Mutations that sign a person in: their answer's `user` is who acted. */
const SIGN_INS = new Set(['login_user', 'login_second_factor', 'acceptInvitation']);
/** Public mutations logged all the same (who is not known): capped per address as failures are. */
const PUBLIC_LOGGED = new Set(['requestPasswordReset', 'resetPassword']);
/** At most this many rows a minute per client address for what a stranger can cause. */
export const FAILURES_PER_MINUTE = 20;
/** Distinct addresses counted in one minute; past it, all others share one count. */
const ADDRESSES_MAX = 10_000;

/** Argument names that may name the item (never a secret), in the order they are tried. */
const TARGET_KEYS = ['id', '_id', 'post_id', 'to', 'email', 'section'];
/** Argument names whose values never go into the log, nor anything long. */
const SECRET_KEY = /pass|code|token|secret|challenge|otp|recovery|hash|key|current|next/i;
const BULK_KEY = /content|paragraph|body|image|html|message|text/i;
const DETAIL_STRING_MAX = 100;
const DETAIL_KEYS_MAX = 10;
const TARGET_MAX = 200;

function isObject(value: unknown): value is Args {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** The item a mutation acted on: an id (or an invitation's e-mail) from its arguments, else from its answer. */
export function targetOf(args: Args, answer: unknown): string | null {
  const places = [args, isObject(args.input) ? args.input : {}];
  for (const place of places) {
    for (const key of TARGET_KEYS) {
      const value = place[key];
      if (typeof value === 'string' && value) return clip(value, TARGET_MAX);
    }
  }
  if (typeof args.input === 'string' && args.input) return clip(args.input, TARGET_MAX);
  if (isObject(answer)) {
    for (const key of ['_id', 'id']) if (typeof answer[key] === 'string' && answer[key]) return clip(answer[key] as string, TARGET_MAX);
  }
  return null;
}

/** The arguments worth keeping (short scalars, secrets and bulk left out) as JSON text, or null. */
export function detailOf(args: Args): string | null {
  const flat: Args = {};
  for (const [key, value] of Object.entries({ ...args, ...(isObject(args.input) ? args.input : {}) })) {
    if (TARGET_KEYS.includes(key) || key === 'input' || SECRET_KEY.test(key) || BULK_KEY.test(key)) continue;
    if (Object.keys(flat).length >= DETAIL_KEYS_MAX) break;
    if (typeof value === 'string') flat[key] = clip(value, DETAIL_STRING_MAX);
    else if (typeof value === 'number' || typeof value === 'boolean') flat[key] = value;
    else if (Array.isArray(value) && value.every((one) => typeof one === 'string') && value.length <= 10) {
      flat[key] = value.map((one: string) => clip(one, DETAIL_STRING_MAX));
    }
  }
  return Object.keys(flat).length ? JSON.stringify(flat) : null;
}

const actionOf = (field: string, args: Args) => {
  const action = ACTIONS[field];
  if (typeof action === 'function') return action(args);
  return action ?? `mutation.${field}`;
};

/**
 * An answer that says nothing was done (`false`; a DeleteResult with isDeleted false: an id that
 * is not there, a session not yours): no change, no entry.
 */
export const changedNothing = (answer: unknown) => answer === false || (isObject(answer) && answer.isDeleted === false);

const codeOf = (error: unknown) => (error instanceof AppError ? error.code : null);

/** Counts what each client address caused to be logged this minute. */
function minuteCounter() {
  let minute = -1;
  const counts = new Map<string, number>();
  /** Answers 'log', 'last' (log, and this is the last one this minute), or 'skip'. */
  return (address: string): 'log' | 'last' | 'skip' => {
    const now = Math.floor(Date.now() / 60_000);
    if (now !== minute) {
      minute = now;
      counts.clear();
    }
    const key = counts.has(address) || counts.size < ADDRESSES_MAX ? address : '*';
    const n = (counts.get(key) ?? 0) + 1;
    counts.set(key, n);
    return n < FAILURES_PER_MINUTE ? 'log' : n === FAILURES_PER_MINUTE ? 'last' : 'skip';
  };
}

/** The resolvers with every Mutation resolver recording in the audit log. */
export function withAuditLog<T extends { Mutation?: unknown }>(resolvers: T): T {
  const mutations = resolvers.Mutation as Record<string, unknown> | undefined;
  if (!mutations) return resolvers;
  const strangers = minuteCounter();
  const wrapped: Record<string, unknown> = {};
  for (const [field, resolve] of Object.entries(mutations)) {
    if (typeof resolve !== 'function') {
      wrapped[field] = resolve;
      continue;
    }
    wrapped[field] = async (root: unknown, args: Args, ctx: AuditedRequest, info: unknown) => {
      const write = async (entry: Omit<NewAuditEntry, 'ip' | 'userAgent'>, capped = false) => {
        try {
          if (capped) {
            const verdict = strangers(ctx.clientIp);
            if (verdict === 'skip') return;
            if (verdict === 'last') {
              await ctx.audit.append({ ...entry, ...ctx.client });
              entry = { actorId: null, actorEmail: null, action: 'activity.capped', target: null,
                detail: JSON.stringify({ perMinute: FAILURES_PER_MINUTE }) };
            }
          }
          await ctx.audit.append({ ...entry, ...ctx.client });
        } catch (error) {
          // The change is made; a log that could not be written is the server log's to tell.
          ctx.reply?.log.error({ err: error, field }, 'audit log: could not record');
        }
      };
      let answer: unknown;
      try {
        answer = await (resolve as Resolver)(root, args, ctx, info);
      } catch (error) {
        const code = codeOf(error);
        if (field === 'login_user' && (code === 'UNAUTHENTICATED' || code === 'RATE_LIMITED')) {
          const tried = typeof args.email === 'string' ? clip(normaliseEmail(args.email), LIMITS.emailMax) : null;
          await write({ actorId: null, actorEmail: null, action: 'login.failed', target: tried, detail: code === 'RATE_LIMITED' ? '{"throttled":true}' : null }, true);
        } else if (field === 'login_second_factor' && (code === 'UNAUTHENTICATED' || code === 'RATE_LIMITED')) {
          // Whose sign-in it was, from the challenge (never the challenge or the code themselves).
          const challenge = typeof args.challenge === 'string' && args.challenge.length <= CHALLENGE_MAX ? args.challenge : null;
          const user = challenge ? await ctx.staff.personOfChallenge(challenge) : null;
          await write({ actorId: user?._id ?? null, actorEmail: user?.email ?? null, action: 'login.second_factor_failed',
            target: user?.email ?? null, detail: code === 'RATE_LIMITED' ? '{"throttled":true}' : null }, true);
        }
        throw error;
      }
      if (SIGN_INS.has(field)) {
        const user = isObject(answer) && isObject(answer.user) ? answer.user : null;
        const actorId = user && typeof user._id === 'string' ? user._id : null;
        const actorEmail = user && typeof user.email === 'string' ? user.email : null;
        if (field === 'acceptInvitation') {
          await write({ actorId, actorEmail, action: actionOf(field, args), target: actorEmail, detail: null });
        }
        await write({ actorId, actorEmail, action: 'login.succeeded', target: actorEmail, detail: null });
        return answer;
      }
      if (changedNothing(answer)) return answer;
      const person = await ctx.signedIn();
      if (person) {
        const personal = PERSONAL_INPUT.has(field);
        await write({
          actorId: person._id,
          actorEmail: person.email,
          action: actionOf(field, args),
          target: personal ? targetOf({}, answer) : targetOf(args, answer),
          detail: personal ? null : detailOf(args),
        });
      } else if (PUBLIC_LOGGED.has(field)) {
        await write({ actorId: null, actorEmail: null, action: actionOf(field, args), target: targetOf(args, null), detail: null }, true);
      }
      return answer;
    };
  }
  return { ...resolvers, Mutation: wrapped };
}
