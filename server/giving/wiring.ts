import type { FastifyBaseLogger } from 'fastify';
import { subscribeLimit } from '../core/formLimit.ts';
import type { Worker } from '../core/worker.ts';
import type { Repositories } from '../db/repositories.ts';
import type { MailService } from '../mail/service.ts';
import type { SiteContentService } from '../siteContent/index.ts';
import { newsletterMark } from '../subscribers/index.ts';
import { startPaymentChecker, type PaymentChecker } from './payments/checker.ts';
import { flutterwaveClient } from './payments/flutterwaveClient.ts';
import { momoClient } from './payments/momoClient.ts';
import { PROMPTS_PER_NUMBER_PER_HOUR, paymentsService, type PaymentTimings, type PaymentsService } from './payments/service.ts';
import type { PaymentConfig } from './payments/settings.ts';
import { monthlyLinks } from './monthly/links.ts';
import { startMonthlyReminders, type MonthlyReminders } from './monthly/reminders.ts';
import { monthlyService, type MonthlyService } from './monthly/service.ts';
import { givingService, newReference, type GivingService } from './service.ts';

/** Pledges, gifts, receipts and campaigns (server/giving/), paying online (its `payments`) and monthly givers (`monthly`). */
export type Giving = GivingService & { payments: PaymentsService; monthly: MonthlyService };

/**
 * The giving service: pledges count per client address under the subscribe form's hourly setting
 * (a counter of their own); receipt links are signed with a key derived from the server's secret.
 * Paying online (server/giving/payments/) receives through the same service; with a provider on,
 * its open payments are checked on a schedule from when the server is ready until it closes.
 * Monthly givers (server/giving/monthly/) start with a pledge and get their reminders on a
 * schedule of their own, at the scheduled posts' tick, from when the server is ready.
 */
export function givingFeature(deps: {
  repos: Repositories;
  mail: MailService;
  /** The Donate page's published details come from the site's content. */
  siteContent: Pick<SiteContentService, 'read'>;
  serverSecret: string;
  payments: PaymentConfig;
  timings: PaymentTimings;
  /** Pledges and requests to pay per client address and hour. */
  perHour: number;
  publicUrl: string | undefined;
  /** How often the monthly reminders run (the scheduled posts' tick). */
  tickMs: number;
  log: FastifyBaseLogger;
}): { giving: Giving; worker: Worker } {
  const { repos, mail, siteContent, serverSecret, timings, perHour, publicUrl, tickMs, log } = deps;
  const { momo, flutterwave } = deps.payments;
  const giving = givingService({
    repos,
    mail,
    donateContent: (language) => siteContent.read('donate', language),
    pledgeLimit: subscribeLimit(repos.rateLimitCounters, perHour, 'pledge'),
    secret: `giving:${serverSecret}`,
    newsletterMark: newsletterMark(serverSecret),
    // Called once a pledge is written, by which time `payments` is there.
    payToken: (tx, gift) => payments.payToken(tx, gift),
    // A card pledge only while card payments are on.
    offersWay: (way) => way !== 'CARD' || flutterwave !== undefined,
    // Called once a pledge is written, by which time `monthly` is there.
    startMonthly: (tx, gift, language) => monthly.start(tx, gift, language),
  });
  const payments: PaymentsService = paymentsService({
    repos,
    markReceived: giving.markReceived,
    ...(momo ? { momo: momoClient(momo, timings.providerTimeoutMs) } : {}),
    ...(flutterwave ? { flutterwave: flutterwaveClient(flutterwave, timings.providerTimeoutMs) } : {}),
    publicUrl,
    timings,
    clientLimit: subscribeLimit(repos.rateLimitCounters, perHour, 'pay'),
    numberLimit: subscribeLimit(repos.rateLimitCounters, PROMPTS_PER_NUMBER_PER_HOUR, 'pay-number'),
    log,
  });
  const monthly: MonthlyService = monthlyService({
    repos,
    mail,
    links: monthlyLinks(serverSecret, mail.publicUrl),
    donateContent: (language) => siteContent.read('donate', language),
    payToken: (tx, gift) => payments.payToken(tx, gift),
    newReference,
    log,
  });
  let reminders: MonthlyReminders | null = null;
  let checker: PaymentChecker | null = null;
  // The reminders start first and stop last.
  const worker: Worker = {
    async start() {
      reminders = startMonthlyReminders(monthly, Math.min(Math.max(tickMs, 10), 60_000), log);
      if (momo || flutterwave) checker = startPaymentChecker(payments, timings.tickMs, log);
    },
    async stop() {
      try {
        await checker?.stop();
        checker = null;
      } finally {
        await reminders?.stop();
        reminders = null;
      }
    },
  };
  return { giving: { ...giving, payments, monthly }, worker };
}
