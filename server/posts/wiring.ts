import type { FastifyBaseLogger } from 'fastify';
import type { Worker } from '../core/worker.ts';
import type { Repositories } from '../db/repositories.ts';
import type { MailService } from '../mail/service.ts';
import type { SubscriberMail } from '../subscribers/index.ts';
import { postPreviews, type PostPreviews } from './previewLinks.ts';
import type { ReadCache } from './readCache.ts';
import { postReadService, type PostReadService } from './readService.ts';
import { startPostScheduler, type PostScheduler } from './scheduler.ts';

/** The post scheduler as the server runs it: `scheduler` while it runs, null otherwise. */
export interface PostSchedulerWorker extends Worker {
  readonly scheduler: PostScheduler | null;
}

/**
 * The public post reads (through the read cache), for the resolvers and for the pages' answers
 * and heads; the preview links; and the post scheduler, started when the server is ready
 * (overdue posts are published before it answers its first request), ticking every `tickMs`,
 * stopped when the server closes.
 */
export function postsFeature(deps: {
  repos: Repositories;
  readCache: ReadCache;
  mail: Pick<MailService, 'wake'> & Pick<SubscriberMail, 'queuePostInTransaction'>;
  tickMs: number;
  log: FastifyBaseLogger;
}): { posts: PostReadService; postPreviews: PostPreviews; worker: PostSchedulerWorker } {
  const { repos, readCache, mail, tickMs, log } = deps;
  let scheduler: PostScheduler | null = null;
  const worker: PostSchedulerWorker = {
    get scheduler() {
      return scheduler;
    },
    async start() {
      scheduler = startPostScheduler(repos, mail, tickMs, log);
      await scheduler.started;
    },
    async stop() {
      await scheduler?.stop();
      scheduler = null;
    },
  };
  return { posts: postReadService(repos.posts, readCache), postPreviews: postPreviews(repos), worker };
}
