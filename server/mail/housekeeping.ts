import type { FastifyBaseLogger } from 'fastify';
import { SUBSCRIBER_EMAILS } from '../bounces/index.ts';
import type { Repositories } from '../db/repositories.ts';

/** A subscription not confirmed this long after its last link went out is deleted (the link has expired too). */
export const PENDING_LIFETIME_DAYS = 7;
/** Sent, failed and skipped e-mails are forgotten this long after they were settled. */
export const OUTBOX_KEEP_DAYS = 30;
/** Rows deleted per statement, so that no sweep holds locks on a large table for long. */
export const HOUSEKEEPING_BATCH = 1_000;

/** Runs a deletion of at most `batch` rows until one deletes fewer: the rows deleted in all. */
async function inBatches(deleteSome: (batch: number) => Promise<number>, batch: number): Promise<number> {
  let deleted = 0;
  for (;;) {
    const n = await deleteSome(batch);
    deleted += n;
    if (n < batch) return deleted;
  }
}

export interface SweepResult {
  pendingDeleted: number;
  outboxDeleted: number;
}

/**
 * The worker's sweep: deletes expired pending subscriptions (with their confirmation e-mails'
 * addresses and the bounces and complaints of those e-mails, in the same transaction) and old
 * settled e-mails, a batch at a time until none is
 * left. Safe with several processes sweeping at once: a row is deleted, and counted into its
 * send, by one of them only.
 */
export async function sweep(repos: Pick<Repositories, 'subscribers' | 'outbox' | 'bounces' | 'transaction'>, batch = HOUSEKEEPING_BATCH): Promise<SweepResult> {
  const result: SweepResult = { pendingDeleted: 0, outboxDeleted: 0 };
  for (;;) {
    const n = await repos.transaction(async (tx) => {
      const gone = await tx.subscribers.deleteExpiredPending(PENDING_LIFETIME_DAYS, batch);
      if (gone.length > 0) {
        await tx.outbox.eraseMailOf({ subscribers: gone });
        await tx.bounces.eraseSubscribers(gone, SUBSCRIBER_EMAILS);
      }
      return gone.length;
    });
    result.pendingDeleted += n;
    if (n < batch) break;
  }
  result.outboxDeleted = await inBatches((size) => repos.outbox.deleteSettled(OUTBOX_KEEP_DAYS, size), batch);
  return result;
}

/**
 * Deletes sessions over (ended, or run out) for long enough, a batch at a time (the worker runs it
 * beside `sweep`; a sign-in also forgets its own account's, so the table stays small without e-mail).
 */
export async function sweepSessions(repos: Pick<Repositories, 'sessions'>, batch = HOUSEKEEPING_BATCH): Promise<number> {
  return inBatches((size) => repos.sessions.deleteFinished(size), batch);
}

/** Prunes the audit log's rows past the kept period (over a year), oldest first, a batch at a time. */
export async function sweepAuditLog(repos: Pick<Repositories, 'auditLog'>, batch = HOUSEKEEPING_BATCH): Promise<number> {
  return inBatches((size) => repos.auditLog.pruneOldest(size), batch);
}

/** Deletes preview links past their 14 days (server/posts/previewLinks.ts), a batch at a time. */
export async function sweepPreviewLinks(repos: Pick<Repositories, 'previewLinks'>, batch = HOUSEKEEPING_BATCH): Promise<number> {
  return inBatches((size) => repos.previewLinks.deleteExpired(size), batch);
}

/** Bounces and complaints are kept this long (the subscriber's status and a send's counts keep what they did). */
export const BOUNCES_KEEP_DAYS = 90;
/** The webhook's signatures are kept this long: past its 5 minutes of tolerance, a replay fails on its time anyway. */
export const BOUNCE_REQUESTS_KEEP_MINUTES = 10;

/** Deletes bounces and complaints past their 90 days (a batch at a time) and the webhook's old signatures. */
export async function sweepBounces(repos: Pick<Repositories, 'bounces'>, batch = HOUSEKEEPING_BATCH): Promise<{ eventsDeleted: number; requestsForgotten: number }> {
  const eventsDeleted = await inBatches((size) => repos.bounces.deleteOlderThan(BOUNCES_KEEP_DAYS, size), batch);
  return { eventsDeleted, requestsForgotten: await repos.bounces.forgetRequests(BOUNCE_REQUESTS_KEEP_MINUTES) };
}

/**
 * Housekeeping beside the sending, every `everyMs` (the first within a minute of the start):
 * expired pending subscriptions, old settled e-mails, old sessions, audit log entries past the
 * kept period, run-out preview links, old bounces and complaints and the webhook's old signatures
 * go. A failed round is logged and tried again at the next.
 */
export function startHousekeeping(repos: Repositories, everyMs: number, log: FastifyBaseLogger): { stop(): Promise<void> } {
  let running = true;
  let sweeping: Promise<void> | null = null;
  let timer: NodeJS.Timeout | undefined;
  const round = async () => {
    const result = await sweep(repos);
    if (result.pendingDeleted + result.outboxDeleted > 0) log.info(result, 'expired subscriptions and old e-mails deleted');
    const sessionsDeleted = await sweepSessions(repos);
    if (sessionsDeleted > 0) log.info({ sessionsDeleted }, 'old sessions deleted');
    const auditDeleted = await sweepAuditLog(repos);
    if (auditDeleted > 0) log.info({ auditDeleted }, 'audit log entries past the kept period deleted');
    const previewLinksDeleted = await sweepPreviewLinks(repos);
    if (previewLinksDeleted > 0) log.info({ previewLinksDeleted }, 'run-out preview links deleted');
    const bounces = await sweepBounces(repos);
    if (bounces.eventsDeleted > 0) log.info(bounces, 'bounces and complaints past their 90 days deleted');
  };
  const schedule = (ms: number) => {
    timer = setTimeout(() => {
      sweeping = round()
        .catch((error: unknown) => log.error({ err: error }, 'housekeeping failed; trying again later'))
        .finally(() => {
          sweeping = null;
          if (running) schedule(everyMs);
        });
    }, ms);
    timer.unref();
  };
  schedule(Math.min(everyMs, 60_000));
  return {
    async stop() {
      running = false;
      clearTimeout(timer);
      await sweeping;
    },
  };
}
