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
import type { PayableGift, PaymentRecord } from '../paymentsRepository.ts';
import type { GiftRecord } from '../repository.ts';
import type { GiftPaymentView, PaymentsDeps } from './contract.ts';
import { ProviderError } from './http.ts';
import { ATTEMPTS_PER_GIFT_PER_HOUR, CARD_ATTEMPTS_PER_GIFT_PER_HOUR, CARD_RETURN_PATH, MOMO_HOOK_PATH } from './pace.ts';
import { providerChecks } from './providerChecks.ts';

export type { GiftPaymentView, PaymentsDeps } from './contract.ts';
export {
  ATTEMPTS_PER_GIFT_PER_HOUR, CARD_ATTEMPTS_PER_GIFT_PER_HOUR, CARD_RETURN_PATH, DEFAULT_PAYMENT_TIMINGS, FLUTTERWAVE_HOOK_PATH, MOMO_HOOK_PATH,
  PROMPTS_PER_NUMBER_PER_HOUR, backoffMs, type PaymentTimings,
} from './pace.ts';

/** The most attempts one process checks in a round (each claimed as it comes). */
const CHECKS_PER_ROUND = 20;

const hashOf = (token: string) => createHash('sha256').update(`pay:${token}`).digest('base64url');

export function paymentsService(deps: PaymentsDeps) {
  const { repos, momo, flutterwave, timings, log } = deps;
  const { audit, settle, check } = providerChecks(deps);
  const callbackBase = deps.publicUrl?.startsWith('https://') ? `${deps.publicUrl}${MOMO_HOOK_PATH}` : undefined;

  function payWays(gift: Pick<GiftRecord, 'way' | 'currency'>): PayNowWay[] {
    if (momo && gift.way === 'MTN_MOMO' && gift.currency === momo.currency) return ['MTN_MOMO'];
    if (flutterwave && gift.way === 'CARD') return ['CARD'];
    return [];
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
