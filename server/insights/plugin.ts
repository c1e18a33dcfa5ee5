import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { loadJwtSecret } from '../core/secret.ts';
import { newsletterMark } from '../subscribers/index.ts';
import { insightsCounter, type InsightsCounter } from './counter.ts';
import { viewRecorder, type ViewRecorder } from './recorder.ts';
import { startInsightsRollups, type InsightsRollups } from './rollups.ts';

/** How often today's roll-up is made again: the Insights page is at most a minute behind. */
const ROLLUP_TICK_MS = 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Page views counted without a tracker (server/insights/): the counter the pages and the beacon
     * call, the recorder that writes views in batches, and the roll-ups (null until ready).
     */
    insightsCounting: {
      counter: InsightsCounter;
      recorder: ViewRecorder;
      rollups: InsightsRollups | null;
    };
  }
}

/**
 * Counting page views: the recorder writes its queue every second and when the server closes (what
 * is queued is written before the database closes); the roll-ups start when the server is ready,
 * a first one at once (days that closed while no server ran), then every minute.
 */
export default fp(
  async function insightsCounting(app: FastifyInstance) {
    const recorder = viewRecorder(app.repos.insightViews, app.log);
    const mark = newsletterMark(loadJwtSecret(app.config.dataDir, app.config.jwtSecret));
    app.decorate('insightsCounting', { counter: insightsCounter(recorder, mark), recorder, rollups: null });
    app.addHook('onReady', async () => {
      const rollups = startInsightsRollups(app.repos.insightViews, { rawDays: app.config.insightsRawDays, tickMs: ROLLUP_TICK_MS }, app.log);
      app.insightsCounting.rollups = rollups;
      void rollups.runNow();
    });
    app.addHook('onClose', async () => {
      await recorder.close();
      await app.insightsCounting.rollups?.stop();
      app.insightsCounting.rollups = null;
    });
  },
  { name: 'insights-counting', dependencies: ['repositories'] },
);
