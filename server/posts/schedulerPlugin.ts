import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { startPostScheduler, type PostScheduler } from './scheduler.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Publishes scheduled posts when their time comes (server/posts/scheduler.ts); null until ready. */
    postScheduler: PostScheduler | null;
  }
}

/**
 * The post scheduler: started when the server is ready (overdue posts are published before it
 * answers its first request), ticking every `scheduleTickMs`, stopped when the server closes.
 */
export default fp(
  async function scheduler(app: FastifyInstance) {
    app.decorate('postScheduler', null);
    app.addHook('onReady', async () => {
      app.postScheduler = startPostScheduler(app.repos, app.mail, app.config.scheduleTickMs, app.log);
      await app.postScheduler.started;
    });
    app.addHook('onClose', async () => {
      await app.postScheduler?.stop();
      app.postScheduler = null;
    });
  },
  { name: 'post-scheduler', dependencies: ['repositories', 'mail'] },
);
