// Scheduled publishing: a post SCHEDULED with its time come becomes PUBLISHED, and its
// newsletter send (when asked for) is queued in the same transaction, only with the content that
// was approved for it (server/posts/sendApproval.ts). One UPDATE … RETURNING
// claims the due posts, so however many processes run it at once (several servers on one
// PostgreSQL), each post is published and sent exactly once. It runs when the server starts (posts
// that fell due while no server ran) and then every tick; a failed run is tried at the next tick.
import type { FastifyBaseLogger } from 'fastify';
import type { MailService } from '../mail/service.ts';
import type { SubscriberMail } from '../subscribers/index.ts';
import type { Repositories } from '../db/repositories.ts';
import type { PostRecord } from './repository.ts';
import { SCHEDULER_CLIENT, approvalOf, queueApprovedSend } from './sendApproval.ts';

/** The longest tick allowed: a scheduled post goes public within 60 s of its time. */
export const MAX_SCHEDULE_TICK_MS = 30_000;

/** Publishes every due scheduled post (and queues the sends asked for); answers those it published. */
export async function publishDuePosts(repos: Repositories, mail: Pick<MailService, 'wake'> & Pick<SubscriberMail, 'queuePostInTransaction'>): Promise<PostRecord[]> {
  let queued = false;
  const published = await repos.transaction(async (tx) => {
    const posts = await tx.posts.publishDue();
    for (const post of posts) {
      // Each publish keeps a revision (by the scheduler: no person).
      const revision = await tx.postRevisions.record(post._id, post, null, 'SCHEDULED');
      await tx.postDrafts.take(post._id);
      if (!post.send_on_publish) continue;
      const sent = { approval: approvalOf(post), revision, by: null, client: SCHEDULER_CLIENT };
      if ((await queueApprovedSend(tx, mail, post, sent)) === 'queued') queued = true;
    }
    return posts;
  });
  if (queued) mail.wake();
  return published;
}

export interface PostScheduler {
  /** The run at start (posts that fell due while no server ran). */
  readonly started: Promise<PostRecord[]>;
  /** Runs a claim now (after any running one). */
  runNow(): Promise<PostRecord[]>;
  stop(): Promise<void>;
}

export function startPostScheduler(
  repos: Repositories,
  mail: Pick<MailService, 'wake'> & Pick<SubscriberMail, 'queuePostInTransaction'>,
  tickMs: number,
  log: FastifyBaseLogger,
): PostScheduler {
  const interval = Math.min(Math.max(tickMs, 10), MAX_SCHEDULE_TICK_MS);
  let running = true;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<PostRecord[]> = Promise.resolve([]);

  const run = () => {
    current = current
      .catch(() => [])
      .then(() => publishDuePosts(repos, mail))
      .then((posts) => {
        if (posts.length > 0) log.info({ posts: posts.map((post) => post._id) }, 'scheduled posts published');
        return posts;
      })
      .catch((error: unknown) => {
        log.error({ err: error }, 'publishing scheduled posts failed; trying again at the next tick');
        return [];
      });
    return current;
  };
  const schedule = () => {
    timer = setTimeout(() => {
      void run().finally(() => {
        if (running) schedule();
      });
    }, interval);
    timer.unref();
  };
  const started = run();
  schedule();

  return {
    started,
    runNow: run,
    async stop() {
      running = false;
      clearTimeout(timer);
      await current;
    },
  };
}
