import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { loadJwtSecret } from '../core/secret.ts';
import { givingService, type GivingService } from './service.ts';
import { newsletterMark } from '../subscribers/index.ts';
import { subscribeLimit } from '../core/formLimit.ts';
import { startPaymentChecker, type PaymentChecker } from './payments/checker.ts';
import { flutterwaveClient } from './payments/flutterwaveClient.ts';
import { momoClient } from './payments/momoClient.ts';
import { PROMPTS_PER_NUMBER_PER_HOUR, paymentsService, type PaymentsService } from './payments/service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Pledges, gifts, receipts and campaigns (server/giving/), and paying online (its `payments`). */
    giving: GivingService & { payments: PaymentsService };
  }
}

/**
 * The giving service: pledges count per client address under the subscribe form's hourly setting
 * (a counter of their own); receipt links are signed with a key derived from the server's secret.
 * Paying online (server/giving/payments/) receives through the same service; with a provider on,
 * its open payments are checked on a schedule from when the server is ready until it closes.
 */
export default fp(
  async function giving(app: FastifyInstance) {
    const serverSecret = loadJwtSecret(app.config.dataDir, app.config.jwtSecret);
    const secret = `giving:${serverSecret}`;
    const { momo, flutterwave } = app.config.payments;
    const timings = app.config.paymentTimings;
    const giving = givingService({
      repos: app.repos,
      mail: app.mail,
      donateContent: (language) => app.siteContent.read('donate', language),
      pledgeLimit: subscribeLimit(app.repos.rateLimitCounters, app.config.subscribeLimitPerHour, 'pledge'),
      secret,
      newsletterMark: newsletterMark(serverSecret),
      // Called once a pledge is written, by which time `payments` is there.
      payToken: (tx, gift) => payments.payToken(tx, gift),
      // A card pledge only while card payments are on.
      offersWay: (way) => way !== 'CARD' || flutterwave !== undefined,
    });
    const payments: PaymentsService = paymentsService({
      repos: app.repos,
      markReceived: giving.markReceived,
      ...(momo ? { momo: momoClient(momo, timings.providerTimeoutMs) } : {}),
      ...(flutterwave ? { flutterwave: flutterwaveClient(flutterwave, timings.providerTimeoutMs) } : {}),
      publicUrl: app.config.publicUrl,
      timings,
      clientLimit: subscribeLimit(app.repos.rateLimitCounters, app.config.subscribeLimitPerHour, 'pay'),
      numberLimit: subscribeLimit(app.repos.rateLimitCounters, PROMPTS_PER_NUMBER_PER_HOUR, 'pay-number'),
      log: app.log,
    });
    app.decorate('giving', { ...giving, payments });
    let checker: PaymentChecker | null = null;
    if (momo || flutterwave) {
      app.addHook('onReady', async () => {
        checker = startPaymentChecker(payments, timings.tickMs, app.log);
      });
      app.addHook('onClose', async () => {
        await checker?.stop();
        checker = null;
      });
    }
  },
  { name: 'giving', dependencies: ['repositories', 'site-content', 'mail'] },
);
