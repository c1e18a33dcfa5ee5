import type { Repositories } from '../repositories/index.ts';

/** A subscription not confirmed this long after its last link went out is deleted (the link has expired too). */
export const PENDING_LIFETIME_DAYS = 7;
/** Sent, failed and skipped e-mails are forgotten this long after they were settled. */
export const OUTBOX_KEEP_DAYS = 30;
/** Rows deleted per statement, so that no sweep holds locks on a large table for long. */
export const HOUSEKEEPING_BATCH = 1_000;

export interface SweepResult {
  pendingDeleted: number;
  outboxDeleted: number;
}

/**
 * The worker's sweep: deletes expired pending subscriptions (with their confirmation e-mails'
 * addresses, in the same transaction) and old settled e-mails, a batch at a time until none is
 * left. Safe with several processes sweeping at once: a row is deleted, and counted into its
 * send, by one of them only.
 */
export async function sweep(repos: Pick<Repositories, 'subscribers' | 'outbox' | 'transaction'>, batch = HOUSEKEEPING_BATCH): Promise<SweepResult> {
  const result: SweepResult = { pendingDeleted: 0, outboxDeleted: 0 };
  for (;;) {
    const n = await repos.transaction(async (tx) => {
      const gone = await tx.subscribers.deleteExpiredPending(PENDING_LIFETIME_DAYS, batch);
      if (gone.length > 0) await tx.outbox.eraseMailOf({ subscribers: gone });
      return gone.length;
    });
    result.pendingDeleted += n;
    if (n < batch) break;
  }
  for (;;) {
    const n = await repos.outbox.deleteSettled(OUTBOX_KEEP_DAYS, batch);
    result.outboxDeleted += n;
    if (n < batch) break;
  }
  return result;
}

/**
 * Deletes sessions over (ended, or run out) for long enough, a batch at a time (the worker runs it
 * beside `sweep`; a sign-in also forgets its own account's, so the table stays small without e-mail).
 */
export async function sweepSessions(repos: Pick<Repositories, 'sessions'>, batch = HOUSEKEEPING_BATCH): Promise<number> {
  let deleted = 0;
  for (;;) {
    const n = await repos.sessions.deleteFinished(batch);
    deleted += n;
    if (n < batch) return deleted;
  }
}

/** Prunes the audit log's rows past the kept period (over a year), oldest first, a batch at a time. */
export async function sweepAuditLog(repos: Pick<Repositories, 'auditLog'>, batch = HOUSEKEEPING_BATCH): Promise<number> {
  let deleted = 0;
  for (;;) {
    const n = await repos.auditLog.pruneOldest(batch);
    deleted += n;
    if (n < batch) return deleted;
  }
}

/** Deletes preview links past their 14 days (server/posts/previewLinks.ts), a batch at a time. */
export async function sweepPreviewLinks(repos: Pick<Repositories, 'previewLinks'>, batch = HOUSEKEEPING_BATCH): Promise<number> {
  let deleted = 0;
  for (;;) {
    const n = await repos.previewLinks.deleteExpired(batch);
    deleted += n;
    if (n < batch) return deleted;
  }
}

/** Bounces and complaints are kept this long (the subscriber's status and a send's counts keep what they did). */
export const MAIL_EVENTS_KEEP_DAYS = 90;
/** The webhook's signatures are kept this long: past its 5 minutes of tolerance, a replay fails on its time anyway. */
export const MAIL_EVENT_REQUESTS_KEEP_MINUTES = 10;

/** Deletes bounces and complaints past their 90 days (a batch at a time) and the webhook's old signatures. */
export async function sweepMailEvents(repos: Pick<Repositories, 'mailEvents'>, batch = HOUSEKEEPING_BATCH): Promise<{ eventsDeleted: number; requestsForgotten: number }> {
  let eventsDeleted = 0;
  for (;;) {
    const n = await repos.mailEvents.deleteOlderThan(MAIL_EVENTS_KEEP_DAYS, batch);
    eventsDeleted += n;
    if (n < batch) break;
  }
  return { eventsDeleted, requestsForgotten: await repos.mailEvents.forgetRequests(MAIL_EVENT_REQUESTS_KEEP_MINUTES) };
}
