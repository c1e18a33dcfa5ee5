import type { FastifyBaseLogger } from 'fastify';
import type { Worker } from '../core/worker.ts';
import type { Repositories } from '../db/repositories.ts';
import { bounceService, type BounceService } from './events.ts';
import { startBounceMailbox, type BounceMailbox } from './mailbox.ts';
import type { BounceConfig } from './settings.ts';

/** The bounce mailbox's reader as the server runs it: `mailbox` while it runs, null otherwise. */
export interface BounceMailboxWorker extends Worker {
  readonly mailbox: BounceMailbox | null;
}

/**
 * Bounces and complaints: tokens signed with a key derived from the server's secret (the mail
 * worker signs with the same), and with BOUNCE_MAILBOX_URL the mailbox read from when the server
 * is ready until it closes.
 */
export function bouncesFeature(deps: { repos: Repositories; serverSecret: string; settings: BounceConfig; log: FastifyBaseLogger }): {
  bounces: BounceService;
  worker: BounceMailboxWorker;
} {
  const { repos, serverSecret, settings, log } = deps;
  const bounces = bounceService({ repos, secret: serverSecret });
  const { mailboxUrl, pollMs } = settings;
  let mailbox: BounceMailbox | null = null;
  const worker: BounceMailboxWorker = {
    get mailbox() {
      return mailbox;
    },
    async start() {
      if (mailboxUrl) mailbox = startBounceMailbox({ repos, settings: { url: mailboxUrl, pollMs }, record: bounces.record, log });
    },
    async stop() {
      await mailbox?.stop();
      mailbox = null;
    },
  };
  return { bounces, worker };
}
