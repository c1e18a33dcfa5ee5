import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { loadJwtSecret } from '../core/secret.ts';
import { givingService, newReference, type GivingService } from './service.ts';
import { monthlyLinks } from './monthly/links.ts';
import { startMonthlyReminders, type MonthlyReminders } from './monthly/reminders.ts';
import { monthlyService, type MonthlyService } from './monthly/service.ts';
import { newsletterMark } from '../subscribers/index.ts';
import { subscribeLimit } from '../core/formLimit.ts';
import { startPaymentChecker, type PaymentChecker } from './payments/checker.ts';
import { flutterwaveClient } from './payments/flutterwaveClient.ts';
import { momoClient } from './payments/momoClient.ts';
import { PROMPTS_PER_NUMBER_PER_HOUR, paymentsService, type PaymentsService } from './payments/service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Pledges, gifts, receipts and campaigns (server/giving/), and paying online (its `payments`). */
    giving: GivingService & { payments: PaymentsService; monthly: MonthlyService };
  }
}

/**
 * The giving service: pledges count per client address under the subscribe form's hourly setting
 * (a counter of their own); receipt links are signed with a key derived from the server's secret.
 * Paying online (server/giving/payments/) receives through the same service; with a provider on,
 * its open payments are checked on a schedule from when the server is ready until it closes.
 * Monthly givers (server/giving/monthly/) start with a pledge and get their reminders on a
 * schedule of their own, at the scheduled posts' tick, from when the server is ready.
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
      // Called once a pledge is written, by which time `monthly` is there.
      startMonthly: (tx, gift, language) => monthly.start(tx, gift, language),
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
    const monthly: MonthlyService = monthlyService({
      repos: app.repos,
      mail: app.mail,
      links: monthlyLinks(serverSecret, app.mail.publicUrl),
      donateContent: (language) => app.siteContent.read('donate', language),
      payToken: (tx, gift) => payments.payToken(tx, gift),
      newReference,
      log: app.log,
    });
    app.decorate('giving', { ...giving, payments, monthly });
    let reminders: MonthlyReminders | null = null;
    app.addHook('onReady', async () => {
      reminders = startMonthlyReminders(monthly, Math.min(Math.max(app.config.scheduleTickMs, 10), 60_000), app.log);
    });
    app.addHook('onClose', async () => {
      await reminders?.stop();
      reminders = null;
    });
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
