// Paying a pledge online (docs/giving.md, "Paying online"). The pledge is written first, as ever;
// only the browser that made it (it holds the pay token) may then ask a provider to collect it.
// What the provider says is never taken from a callback, a webhook or a browser: those are hints
// that make the server ask the provider itself, with its own credentials. A payment the provider
// confirms is received through the same step staff use (markReceived: the gift's row locked and
// checked), so any number of hints and checks receive it once, with one receipt and one e-mail.
import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { GIVING_MESSAGES } from '../../../shared/giving.ts';
import { PAYMENT_MESSAGES, momoMsisdn, type GiftPaymentState, type PayNowWay } from '../../../shared/payments.ts';
import { AppError, badInput } from '../../core/errors.ts';
import { HOUR_MS } from '../../core/time.ts';
import type { Repositories } from '../../db/repositories.ts';
import type { PayableGift, PaymentRecord, PaymentStatus } from '../paymentsRepository.ts';
import type { GiftRecord } from '../repository.ts';
import type { GiftPaymentView, PaymentsDeps } from './contract.ts';
import type { VerifiedTransaction } from './flutterwaveClient.ts';
import { ProviderError } from './http.ts';
import type { MomoStatus } from './momoClient.ts';
import { ATTEMPTS_PER_GIFT_PER_HOUR, CARD_ATTEMPTS_PER_GIFT_PER_HOUR, CARD_RETURN_PATH, MOMO_HOOK_PATH, backoffMs } from './pace.ts';

export type { GiftPaymentView, PaymentsDeps } from './contract.ts';
export {
  ATTEMPTS_PER_GIFT_PER_HOUR, CARD_ATTEMPTS_PER_GIFT_PER_HOUR, CARD_RETURN_PATH, DEFAULT_PAYMENT_TIMINGS, FLUTTERWAVE_HOOK_PATH, MOMO_HOOK_PATH,
  PROMPTS_PER_NUMBER_PER_HOUR, backoffMs, type PaymentTimings,
} from './pace.ts';

/** The most attempts one process checks in a round (each claimed as it comes). */
const CHECKS_PER_ROUND = 20;
const AUDIT_AGENT = 'payment provider';
/** What a check records when the provider could not be asked. */
const UNREACHABLE = 'unreachable';


const hashOf = (token: string) => createHash('sha256').update(`pay:${token}`).digest('base64url');


export function paymentsService(deps: PaymentsDeps) {
  const { repos, momo, flutterwave, timings, log } = deps;
  const callbackBase = deps.publicUrl?.startsWith('https://') ? `${deps.publicUrl}${MOMO_HOOK_PATH}` : undefined;

  function payWays(gift: Pick<GiftRecord, 'way' | 'currency'>): PayNowWay[] {
    if (momo && gift.way === 'MTN_MOMO' && gift.currency === momo.currency) return ['MTN_MOMO'];
    if (flutterwave && gift.way === 'CARD') return ['CARD'];
    return [];
  }

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

  /** The gift the reference names, when `token` is its pay token; else the same refusal as for no gift. */
  async function ownedGift(reference: string, token: string): Promise<PayableGift> {
    const gift = reference.length <= 20 ? await repos.giftPayments.payableByReference(reference) : null;
    const given = Buffer.from(hashOf(token.slice(0, 200)));
    const expected = Buffer.from(gift?.payTokenHash || hashOf(randomUUID()));
    if (!gift || !gift.payTokenHash || given.length !== expected.length || !timingSafeEqual(given, expected)) throw badInput(GIVING_MESSAGES.notFound, 'reference');
    return gift;
  }

  async function view(gift: PayableGift): Promise<GiftPaymentView> {
    const fresh = (await repos.giftPayments.payable(gift.id)) ?? gift;
    if (fresh.status === 'RECEIVED') return { status: 'SUCCESSFUL', receiptNumber: fresh.receiptNumber, reason: null };
    const [latest] = await repos.giftPayments.ofGift(gift.id, 1);
    if (!latest) return { status: 'NONE', receiptNumber: null, reason: null };
    const status: GiftPaymentState = latest.status === 'STARTING' ? 'PENDING' : latest.status === 'CANCELLED' ? 'FAILED' : latest.status;
    return { status, receiptNumber: null, reason: status === 'FAILED' || status === 'UNDERPAID' ? latest.reason || null : null };
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

  /**
   * A provider's notice about an open attempt (MTN's callback, Flutterwave's webhook, the donor's
   * return from the hosted page) goes to the activity log with what the provider then said when
   * asked: never the payer's number or a secret. Only a notice naming an attempt still open is
   * recorded (MTN's at most one per hint spacing), so forged ones cannot fill the log.
   */
  async function noticed(payment: PaymentRecord, via: 'callback' | 'webhook' | 'return', answer: string): Promise<void> {
    await audit('payment.notice', payment, { via, answer });
  }

  return {
    payWays,

    /** A gift's latest attempt to be paid online, as staff see it (Donations), or null. */
    async latestOf(giftId: string) {
      const [latest] = await repos.giftPayments.ofGift(giftId, 1);
      if (!latest) return null;
      const status = latest.status === 'STARTING' ? 'PENDING' : latest.status;
      const { provider, reason, providerTransactionId, paidAmount, paidCurrency, createdAt } = latest;
      return { provider, status, reason, providerTransactionId, paidAmount, paidCurrency, at: createdAt };
    },

    /** The ways a pledge may be paid at once now: those whose provider is on. */
    onlineWays: (): PayNowWay[] => [...(momo ? ['MTN_MOMO' as const] : []), ...(flutterwave ? ['CARD' as const] : [])],

    /** A fresh pay token for a pledge that can be paid online (its hash kept), or null. */
    async payToken(tx: Repositories, gift: GiftRecord): Promise<{ token: string; ways: PayNowWay[] } | null> {
      const ways = payWays(gift);
      if (ways.length === 0) return null;
      const token = randomBytes(24).toString('base64url');
      await tx.giftPayments.setPayToken(gift.id, hashOf(token));
      return { token, ways };
    },

    /**
     * The pledging browser asks MTN to prompt `typedNumber` for the gift: counted per client and
     * per number (nobody sends prompts to a stranger's phone at will), one open request per gift.
     */
    async payByMomo(reference: string, token: string, typedNumber: string, clientIp: string, origin: string): Promise<GiftPaymentView> {
      await deps.clientLimit.admit(clientIp);
      const gift = await ownedGift(reference, token);
      if (!momo || gift.status !== 'PLEDGED' || !payWays(gift).length) {
        if (gift.status === 'RECEIVED') return view(gift);
        throw badInput(PAYMENT_MESSAGES.notPayable, 'reference');
      }
      const msisdn = momoMsisdn(typedNumber);
      if (!msisdn) throw badInput(PAYMENT_MESSAGES.momoNumber, 'number');
      const [latest] = await repos.giftPayments.ofGift(gift.id, 1);
      if (latest && (latest.status === 'STARTING' || latest.status === 'PENDING')) return view(gift);
      if ((await repos.giftPayments.countRecent(gift.id, HOUR_MS)) >= ATTEMPTS_PER_GIFT_PER_HOUR) throw new AppError('Too many attempts. Please try again later.', 'RATE_LIMITED', { retryAfter: 3600 });
      await deps.numberLimit.admit(msisdn);
      const referenceId = randomUUID();
      const payment = await repos.giftPayments.insert({
        giftId: gift.id, provider: 'MTN_MOMO', providerRef: referenceId, payer: msisdn, amount: gift.amount, currency: gift.currency,
        origin, firstCheckMs: timings.firstCheckMs, deadlineMs: timings.deadlineMs, leaseMs: timings.leaseMs,
      });
      await audit('payment.requested', payment, {});
      try {
        await momo.requestToPay({
          referenceId, amount: String(gift.amount), currency: gift.currency, externalId: gift.reference, msisdn,
          ...(callbackBase ? { callbackUrl: `${callbackBase}/${referenceId}` } : {}),
          payerMessage: `Gift ${gift.reference}`, payeeNote: `Gift ${gift.reference}`,
        });
        await repos.giftPayments.later(payment.id, timings.firstCheckMs);
      } catch (error) {
        if (!(error instanceof ProviderError)) throw error;
        log.warn({ attempt: referenceId, problem: error.message }, 'payments: MTN did not take the request to pay');
        // Refused or never reached: it ends here. Otherwise MTN may have taken it: the checks say.
        if (error.notActedOn) await settle(payment, 'FAILED', { reason: error.message });
        else await repos.giftPayments.later(payment.id, timings.firstCheckMs, 'STARTING');
      }
      return view(gift);
    },

    /**
     * The pledging browser asks for Flutterwave's hosted page for the gift: a fresh tx_ref for each
     * attempt (Flutterwave wants it unique), the donor sent back to this site's return address.
     */
    async payByCard(reference: string, token: string, clientIp: string, origin: string): Promise<{ link: string }> {
      await deps.clientLimit.admit(clientIp);
      const gift = await ownedGift(reference, token);
      if (!flutterwave || !deps.publicUrl || gift.status !== 'PLEDGED' || !payWays(gift).includes('CARD')) throw badInput(PAYMENT_MESSAGES.notPayable, 'reference');
      if ((await repos.giftPayments.countRecent(gift.id, HOUR_MS)) >= CARD_ATTEMPTS_PER_GIFT_PER_HOUR) throw new AppError('Too many attempts. Please try again later.', 'RATE_LIMITED', { retryAfter: 3600 });
      const txRef = `${gift.reference}-${randomBytes(6).toString('hex')}`;
      const payment = await repos.giftPayments.insert({
        giftId: gift.id, provider: 'FLUTTERWAVE', providerRef: txRef, payer: '', amount: gift.amount, currency: gift.currency,
        origin, firstCheckMs: timings.firstCheckMs, deadlineMs: timings.deadlineMs, leaseMs: timings.leaseMs,
      });
      await audit('payment.requested', payment, {});
      try {
        const link = await flutterwave.hostedPage({
          txRef, amount: gift.amount, currency: gift.currency, redirectUrl: `${deps.publicUrl}${CARD_RETURN_PATH}`,
          email: gift.donorEmail, name: gift.donorName, title: `Gift ${gift.reference}`,
        });
        await repos.giftPayments.later(payment.id, timings.firstCheckMs);
        return { link };
      } catch (error) {
        if (!(error instanceof ProviderError)) throw error;
        log.warn({ attempt: txRef, problem: error.message }, 'payments: Flutterwave gave no payment page');
        // No page, no payment: the attempt ends here.
        await settle(payment, 'FAILED', { reason: error.message });
        throw new AppError(PAYMENT_MESSAGES.cardUnavailable, 'BAD_USER_INPUT');
      }
    },

    /**
     * Flutterwave's word about a card attempt (the donor's return, or the webhook): never trusted,
     * it makes the server verify `transactionId` with Flutterwave, for this attempt only. Answers
     * the gift's language (where to send the donor back), or null for no such attempt.
     */
    async cardNotice(txRef: string, transactionId: string | null, via: 'webhook' | 'return'): Promise<string | null> {
      if (txRef.length > 60 || (transactionId !== null && !/^\d{1,20}$/.test(transactionId))) return null;
      const payment = await repos.giftPayments.byRef(txRef);
      if (!payment || payment.provider !== 'FLUTTERWAVE') return null;
      const gift = await repos.giftPayments.payable(payment.giftId);
      if (transactionId !== null) {
        const claimed = await repos.giftPayments.claim(timings.leaseMs, { providerRef: txRef });
        if (claimed) await noticed(claimed, via, await check(claimed, transactionId));
      }
      return gift?.language ?? null;
    },

    /** The pledge the reference names, for the browser holding its pay token (a monthly reminder's pay link); else refused as no gift. */
    ownedPledge: (reference: string, token: string): Promise<PayableGift> => ownedGift(reference, token),

    /** Where the pledging browser's payment stands (its receipt number once received). */
    async paymentOf(reference: string, token: string): Promise<GiftPaymentView> {
      return view(await ownedGift(reference, token));
    },

    /**
     * A provider's hint about an attempt (MTN's callback): never trusted, it makes the attempt's
     * check happen now (unless it was checked a moment ago). Answers whether it named an open attempt.
     */
    async hint(providerRef: string): Promise<boolean> {
      if (!/^[0-9a-f-]{36}$/i.test(providerRef)) return false;
      if (!(await repos.giftPayments.hurry(providerRef, timings.hintSpacingMs))) return false;
      const claimed = await repos.giftPayments.claim(timings.leaseMs, { providerRef });
      if (claimed) await noticed(claimed, 'callback', await check(claimed));
      return true;
    },

    /** A hint naming the gift's reference (MTN's callback body's externalId): its open attempts are checked. */
    async hintByReference(reference: string): Promise<boolean> {
      if (reference.length > 20) return false;
      const gift = await repos.giftPayments.payableByReference(reference);
      if (!gift) return false;
      const open = (await repos.giftPayments.ofGift(gift.id, 5)).filter((payment) => payment.status === 'STARTING' || payment.status === 'PENDING');
      for (const payment of open) await this.hint(payment.providerRef);
      return open.length > 0;
    },

    /**
     * Checks the attempts due now, each once, claiming one only when the one before is done: an
     * attempt waiting its turn stays free for another process and for a hint, so one slow provider
     * answer holds back no other. Answers how many it checked.
     */
    async checkDue(): Promise<number> {
      const checked: string[] = [];
      while (checked.length < CHECKS_PER_ROUND) {
        const payment = await repos.giftPayments.claim(timings.leaseMs, { skip: checked });
        if (!payment) break;
        checked.push(payment.id);
        await check(payment);
      }
      return checked.length;
    },
  };
}

export type PaymentsService = ReturnType<typeof paymentsService>;
