// How the payment tests open their server: the providers' stand-ins and the SMTP server they are
// given, started first, then a TestServer that pays and mails through them, stopped in the reverse
// order after the block's tests.
import { afterAll, beforeAll } from 'vitest';
import type { Config } from '../../../server/core/config.ts';
import type { DatabaseKind } from '../../kit/databases.ts';
import { FlutterwaveStandIn, flutterwaveSettingsFor } from '../../kit/flutterwaveStandIn.ts';
import { MomoStandIn, momoSettingsFor } from '../../kit/momoStandIn.ts';
import { TestServer } from '../../kit/server.ts';
import { TestSmtpServer, mailSettings } from '../../kit/smtp.ts';

/** Every MTN MoMo setting, as the environment gives them (made-up secrets). */
export const MOMO_ENV = {
  MOMO_TARGET_ENVIRONMENT: 'mtnrwanda',
  MOMO_SUBSCRIPTION_KEY: 'subscription-key-secret-1',
  MOMO_API_USER: '0b6c4f1e-6a3e-4d2a-9a6f-3c1a2b4d5e6f',
  MOMO_API_KEY: 'api-key-secret-1',
};
/** Every Flutterwave setting, and the PUBLIC_URL cards need (made-up secrets). */
export const FLUTTERWAVE_ENV = { FLUTTERWAVE_SECRET_KEY: 'FLWSECK_TEST-secret-1', FLUTTERWAVE_SECRET_HASH: 'webhook-hash-secret-0123456789', PUBLIC_URL: 'https://bcf.rw' };

/** Payment checks that run only when a test asks (checkDue) or a hint comes: a long tick keeps them out of the way. */
export const CHECKS_ON_DEMAND: Config['paymentTimings'] = {
  tickMs: 3_600_000,
  firstCheckMs: 0,
  maxBackoffMs: 0,
  deadlineMs: 60_000,
  leaseMs: 30_000,
  hintSpacingMs: 0,
  providerTimeoutMs: 1_000,
};

/** A payment server and the stand-ins it may pay and mail through. */
export interface PaymentServer {
  server: TestServer;
  momo: MomoStandIn;
  flutterwave: FlutterwaveStandIn;
  smtp: TestSmtpServer;
}

/**
 * A TestServer on `kind` behind a proxy (trustProxy: 1), without sample content, its payment checks
 * on demand, paying through the stand-ins `uses` names (MTN MoMo's, Flutterwave's) and mailing
 * through the test SMTP server when it names `smtp`; `options` on top. The stand-ins it uses start
 * before it, in a beforeAll, and stop after it is removed; those it does not use are never started.
 */
export function withPaymentServer(kind: DatabaseKind, uses: { momo?: true; flutterwave?: true; smtp?: true }, options: Partial<Config> = {}): PaymentServer {
  const server = new TestServer(kind, { seed: false, trustProxy: 1, paymentTimings: CHECKS_ON_DEMAND, ...options });
  const momo = new MomoStandIn();
  const flutterwave = new FlutterwaveStandIn();
  const smtp = new TestSmtpServer();
  const used = [uses.momo && momo, uses.flutterwave && flutterwave, uses.smtp && smtp].filter((standIn) => !!standIn);
  beforeAll(async () => {
    for (const standIn of used) await standIn.start();
    // The stand-ins' addresses are known once they listen; the server reads its options when it starts.
    server.options.payments = {
      ...(uses.momo ? { momo: momoSettingsFor(momo) } : {}),
      ...(uses.flutterwave ? { flutterwave: flutterwaveSettingsFor(flutterwave) } : {}),
    };
    if (uses.smtp) server.options.mail = mailSettings(smtp);
    await server.start();
  });
  afterAll(async () => {
    await server.destroy();
    for (const standIn of used) await standIn.stop();
  });
  return { server, momo, flutterwave, smtp };
}
