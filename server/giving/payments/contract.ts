// What the payments service is given and what it tells the donor's page.
import type { FastifyBaseLogger } from 'fastify';
import type { GiftPaymentState } from '../../../shared/payments.ts';
import type { SubscribeLimit } from '../../core/formLimit.ts';
import type { Repositories } from '../../db/repositories.ts';
import type { PaymentProvider } from '../paymentsRepository.ts';
import type { GiftRecord } from '../repository.ts';
import type { ReceivedInput } from '../service.ts';
import type { FlutterwaveClient } from './flutterwaveClient.ts';
import type { MomoClient } from './momoClient.ts';
import type { PaymentTimings } from './pace.ts';

/** What the donor's page is told. */
export interface GiftPaymentView {
  status: GiftPaymentState;
  receiptNumber: string | null;
  reason: string | null;
}

export interface PaymentsDeps {
  repos: Repositories;
  /** The receive step staff use (givingService.markReceived). */
  markReceived(id: string, input: ReceivedInput, origin: string, paidOnline: PaymentProvider): Promise<GiftRecord>;
  momo?: MomoClient;
  flutterwave?: FlutterwaveClient;
  /** The site's https address, for MTN's callback; none: MTN is not asked to call back. */
  publicUrl?: string;
  timings: PaymentTimings;
  /** Requests to pay per client address and hour. */
  clientLimit: SubscribeLimit;
  /** Requests to pay per phone number and hour. */
  numberLimit: SubscribeLimit;
  log: FastifyBaseLogger;
}
