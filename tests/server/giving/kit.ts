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

/** What a payment server pays and mails through: the stand-ins it is given. */
export interface PaymentStandIns {
  momo?: MomoStandIn;
  flutterwave?: FlutterwaveStandIn;
  smtp?: TestSmtpServer;
}

/**
 * A TestServer on `kind` behind a proxy (trustProxy: 1), without sample content, its payment checks
 * on demand, paying through the stand-ins given and mailing through `smtp` when given; `options`
 * on top. The stand-ins start before it, in a beforeAll, and stop after it is removed.
 */
export function withPaymentServer(kind: DatabaseKind, { momo, flutterwave, smtp }: PaymentStandIns, options: Partial<Config> = {}): TestServer {
  const server = new TestServer(kind, { seed: false, trustProxy: 1, paymentTimings: CHECKS_ON_DEMAND, ...options });
  beforeAll(async () => {
    await momo?.start();
    await flutterwave?.start();
    await smtp?.start();
    // The stand-ins' addresses are known once they listen; the server reads its options when it starts.
    server.options.payments = {
      ...(momo ? { momo: momoSettingsFor(momo) } : {}),
      ...(flutterwave ? { flutterwave: flutterwaveSettingsFor(flutterwave) } : {}),
    };
    if (smtp) server.options.mail = mailSettings(smtp);
    await server.start();
  });
  afterAll(async () => {
    await server.destroy();
    await momo?.stop();
    await flutterwave?.stop();
    await smtp?.stop();
  });
  return server;
}
