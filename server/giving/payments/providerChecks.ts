// Asking a provider about a claimed attempt, and acting on its answer (docs/giving.md, "Paying
// online"): what the provider says is taken only from its own answer to the server, asked with the
// server's credentials. A confirmed payment is received through the receive step staff use, which
// receives a pledge once; every end of an attempt goes to the activity log once.
import { GIVING_MESSAGES } from '../../../shared/giving.ts';
import { AppError } from '../../core/errors.ts';
import type { PaymentRecord, PaymentStatus } from '../paymentsRepository.ts';
import type { PaymentsDeps } from './contract.ts';
import type { VerifiedTransaction } from './flutterwaveClient.ts';
import { ProviderError } from './http.ts';
import type { MomoStatus } from './momoClient.ts';
import { backoffMs } from './pace.ts';

const AUDIT_AGENT = 'payment provider';
/** What a check records when the provider could not be asked. */
const UNREACHABLE = 'unreachable';

/** The checks of attempts, and the activity log's record of what providers did. */
export function providerChecks(deps: PaymentsDeps) {
  const { repos, momo, flutterwave, timings, log } = deps;

  async function audit(action: string, payment: PaymentRecord, detail: Record<string, unknown>): Promise<void> {
    await repos.auditLog.append({
      actorId: null,
      actorEmail: null,
      ip: '',
      userAgent: AUDIT_AGENT,
      target: payment.giftId,
      action,
      detail: JSON.stringify({ provider: payment.provider, attempt: payment.providerRef, ...detail }),
    });
  }

  /** An attempt ends; `action` goes to the activity log when it was this call that ended it. */
  async function settle(payment: PaymentRecord, status: Exclude<PaymentStatus, 'STARTING' | 'PENDING'>, outcome: { reason?: string; providerTransactionId?: string; paidAmount?: string; paidCurrency?: string }) {
    const settled = await repos.giftPayments.settle(payment.id, { status, ...outcome });
    if (settled) await audit(`payment.${status.toLowerCase()}`, settled, { reason: outcome.reason ?? '' });
    return settled;
  }

  /**
   * The provider confirmed a payment: received when it is this gift's currency and at least its
   * amount (through markReceived, which receives a pledge once); an under-payment is kept for staff.
   */
  async function confirmed(payment: PaymentRecord, paid: { amount: string; currency: string; transactionId: string; settled?: string | null }): Promise<void> {
    const gift = await repos.giftPayments.payable(payment.giftId);
    if (!gift) return void (await settle(payment, 'FAILED', { reason: 'the gift is gone' }));
    const amount = /^\d{1,12}(\.0{1,2})?$/.test(paid.amount) ? Number.parseInt(paid.amount, 10) : NaN;
    const outcome = { providerTransactionId: paid.transactionId, paidAmount: paid.amount, paidCurrency: paid.currency };
    if (paid.currency !== gift.currency || !(amount >= gift.amount)) {
      await settle(payment, 'UNDERPAID', { ...outcome, reason: `paid ${paid.amount} ${paid.currency} of ${gift.amount} ${gift.currency}` });
      return;
    }
    // In RWF, what was paid; in another currency, what the card provider settled in RWF (the
    // foundation's account settles in RWF), else for staff to say (Mark received).
    const settled = paid.settled && /^\d{1,12}(\.\d{1,2})?$/.test(paid.settled) ? Math.floor(Number(paid.settled)) : 0;
    const receivedRwf = gift.currency === 'RWF' ? amount : settled;
    if (!(receivedRwf > 0)) {
      await settle(payment, 'SUCCESSFUL', { ...outcome, reason: `paid in ${gift.currency}: mark it received with the amount in RWF` });
      return;
    }
    let reason = '';
    try {
      await deps.markReceived(gift.id, { amountRwf: receivedRwf, transactionId: paid.transactionId }, payment.origin, payment.provider);
    } catch (error) {
      if (!(error instanceof AppError) || error.message !== GIVING_MESSAGES.notPledged) throw error;
      const now = await repos.giftPayments.payable(gift.id);
      // Received before by this same payment (a check that stopped half-way): nothing to add.
      const ours = now?.status === 'RECEIVED' && (await repos.gifts.find(gift.id))?.transactionId === paid.transactionId;
      if (!ours) reason = now?.status === 'CANCELLED' ? 'paid after the pledge was cancelled: refund it or record it' : 'the gift was already received: paid twice, refund one';
    }
    await settle(payment, 'SUCCESSFUL', { ...outcome, reason });
  }

  /** Asks MTN once about a claimed attempt, and acts on its answer; answers what MTN said (for the activity log). */
  async function checkMomo(payment: PaymentRecord): Promise<string> {
    let answer: MomoStatus;
    try {
      answer = await momo!.status(payment.providerRef);
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      if (Date.now() > payment.deadlineAt) await settle(payment, 'EXPIRED', { reason: error.message });
      else {
        log.warn({ attempt: payment.providerRef, problem: error.message }, 'payments: MTN could not be asked; asking again later');
        await repos.giftPayments.later(payment.id, backoffMs(timings, payment.checks), payment.status === 'STARTING' ? 'STARTING' : 'PENDING');
      }
      return UNREACHABLE;
    }
    if (answer.status === 'SUCCESSFUL') {
      if (answer.externalId !== (await repos.giftPayments.payable(payment.giftId))?.reference) {
        await settle(payment, 'FAILED', { reason: 'MTN answered for another reference' });
        return 'SUCCESSFUL for another reference';
      }
      await confirmed(payment, { amount: answer.amount, currency: answer.currency, transactionId: answer.financialTransactionId });
      return answer.status;
    }
    if (answer.status === 'FAILED') await settle(payment, 'FAILED', { reason: answer.reason });
    // UNKNOWN: MTN never took the request (its answer to it was lost), on a second look. Checks
    // begin only once the request has ended (the attempt is claimed while it is made), so a request
    // still on its way to MTN is never taken for one it does not have.
    else if (answer.status === 'UNKNOWN' && payment.checks >= 2) await settle(payment, 'FAILED', { reason: 'MTN has no such request' });
    else if (Date.now() > payment.deadlineAt) await settle(payment, 'EXPIRED', { reason: 'not approved in time' });
    else await repos.giftPayments.later(payment.id, backoffMs(timings, payment.checks));
    return answer.status;
  }

  /** Acts on what Flutterwave verified of a claimed card attempt (null: no transaction yet); answers what it verified (for the activity log). */
  async function cardVerified(payment: PaymentRecord, transaction: VerifiedTransaction | null): Promise<string> {
    // Only a transaction made under this attempt's own reference counts; any other (another gift's,
    // an old attempt's) leaves it as it was.
    const ours = transaction !== null && transaction.txRef === payment.providerRef;
    const verified = !transaction ? 'no transaction' : ours ? transaction.status : `${transaction.status} under another tx_ref`;
    if (ours && transaction.status === 'successful') {
      await confirmed(payment, { amount: transaction.amount, currency: transaction.currency, transactionId: transaction.id, settled: transaction.amountSettled });
    } else if (ours && transaction.status === 'failed') await settle(payment, 'FAILED', { reason: 'the card payment failed' });
    else if (Date.now() > payment.deadlineAt) await settle(payment, 'EXPIRED', { reason: 'no card payment in time' });
    else await repos.giftPayments.later(payment.id, backoffMs(timings, payment.checks));
    return verified;
  }

  async function checkCard(payment: PaymentRecord, transactionId?: string): Promise<string> {
    let transaction: VerifiedTransaction | null;
    try {
      transaction = transactionId ? await flutterwave!.verify(transactionId) : await flutterwave!.verifyByReference(payment.providerRef);
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      log.warn({ attempt: payment.providerRef, problem: error.message }, 'payments: Flutterwave could not be asked; asking again later');
      await repos.giftPayments.later(payment.id, backoffMs(timings, payment.checks));
      return UNREACHABLE;
    }
    return cardVerified(payment, transaction);
  }

  /** Checks a claimed attempt with its provider; answers what the provider said (for the activity log). */
  async function check(payment: PaymentRecord, transactionId?: string): Promise<string> {
    try {
      if (payment.provider === 'FLUTTERWAVE' && flutterwave) return await checkCard(payment, transactionId);
      if (payment.provider === 'MTN_MOMO' && momo) return await checkMomo(payment);
      await repos.giftPayments.later(payment.id, timings.maxBackoffMs, payment.status === 'STARTING' ? 'STARTING' : 'PENDING');
      return 'provider off';
    } catch (error) {
      // Left claimed: the lease runs out and the next tick checks it again.
      log.error({ err: error, attempt: payment.providerRef }, 'payments: a check failed; it is tried again');
      return 'check failed';
    }
  }

  return { audit, settle, check };
}
