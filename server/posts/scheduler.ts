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
import { startPeriodic, type PeriodicRun } from '../core/worker.ts';
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

/** The scheduler's rounds: each answers the posts it published. */
export type PostScheduler = PeriodicRun<PostRecord[]>;

export function startPostScheduler(
  repos: Repositories,
  mail: Pick<MailService, 'wake'> & Pick<SubscriberMail, 'queuePostInTransaction'>,
  tickMs: number,
  log: FastifyBaseLogger,
): PostScheduler {
  const round = async () => {
    const posts = await publishDuePosts(repos, mail);
    if (posts.length > 0) log.info({ posts: posts.map((post) => post._id) }, 'scheduled posts published');
    return posts;
  };
  return startPeriodic(round, {
    tickMs: Math.min(Math.max(tickMs, 10), MAX_SCHEDULE_TICK_MS),
    none: [],
    failure: 'publishing scheduled posts failed; trying again at the next tick',
    log,
  });
}
