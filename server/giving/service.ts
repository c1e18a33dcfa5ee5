// Giving (shared/giving.ts): a donor's pledge gets a reference and the instructions to pay it; staff
// mark it received (it gets the next receipt number of its year and the donor a thank-you with the
// receipt), record a gift that came without a pledge, cancel a pledge, erase a donor's details,
// export the gifts, and run campaigns. No payment is taken here: a payment provider's confirmation
// calls markReceived as staff do (server/giving/payments/, docs/giving.md "Paying online").
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { toCsv } from '../../shared/csv.ts';
import { DEFAULT_LANGUAGE, type Language } from '../../shared/i18n/languages.ts';
import { kigaliToday } from '../../shared/kigaliTime.ts';
import {
  GIVING_MESSAGES,
  REFERENCE_ALPHABET,
  REFERENCE_LENGTH,
  giftStatusesFor,
  giftTransition,
  pledgeProblems,
  receiptNumber,
  receivedProblems,
  type GiftWay,
  type PledgeInput,
} from '../../shared/giving.ts';
import { PAYMENT_MESSAGES, needsCardEmail, type PayNowWay } from '../../shared/payments.ts';
import { badInput } from '../core/errors.ts';
import { arrivalPath, arrivalSource } from '../insights/index.ts';
import type { MailService } from '../mail/service.ts';
import type { SubscribeLimit } from '../core/formLimit.ts';
import { eraseDonorTraces, type Eraser } from '../privacy/index.ts';
import type { Repositories } from '../db/repositories.ts';
import type { GiftFilter, GiftRecord, NewGift } from './repository.ts';
import type { PaymentProvider } from './paymentsRepository.ts';
import { singleLine } from '../core/text.ts';
import { givingCampaigns } from './campaigns.ts';
import { refuse } from './checks.ts';
import { instructionsFor, type DonateDetails, type Instructions } from './instructions.ts';
import { pledgeMessage, receiptMessage } from './messages.ts';
import { languageOfGift } from './receipt.ts';
import { MONTHLY_MESSAGES, monthlyPledgesToErase } from './monthly/service.ts';
import type { Block } from '../mail/layout.ts';

/** What replaces an erased donor's name, e-mail and phone. */
export const ERASED = 'erased';

export const newReference = () => `BCF-${Array.from({ length: REFERENCE_LENGTH }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]).join('')}`;

/**
 * A gift's fields from what a donor (or staff for them) sent: the donor's details normalised (one
 * line, trimmed, the address lower-cased) and checked; BAD_USER_INPUT on the first problem.
 */
function giftFields(input: Partial<PledgeInput>, language: Language): Omit<NewGift, 'reference' | 'campaignId'> {
  const donor = { name: singleLine(input.name ?? '').trim(), email: (input.email ?? '').trim().toLowerCase(), phone: (input.phone ?? '').trim() };
  const problems = pledgeProblems({ ...input, ...donor });
  if (problems.length) refuse(problems);
  return {
    amount: input.amount!,
    currency: input.currency!,
    way: input.way!,
    donorName: donor.name,
    donorEmail: donor.email,
    donorPhone: donor.phone,
    language,
  };
}

/** Where the pledge's visit came from and the address it began on (path and query), as the giving form says (checked, else ''). */
export interface PledgeArrival {
  arrivalSource?: string | null;
  arrivalPath?: string | null;
}

/** A pledge that starts a monthly giving ("Give every month"), which needs an e-mail address. */
export interface PledgeMonthly {
  monthly?: boolean | null;
}

export interface ReceivedInput {
  amountRwf: number;
  /** YYYY-MM-DD, Kigali; today when not given. */
  date?: string | null;
  transactionId?: string | null;
}

export interface GivingDeps {
  repos: Repositories;
  mail: MailService;
  /** The Donate page's published details in a language. */
  donateContent(language: Language): Promise<Partial<DonateDetails>>;
  pledgeLimit: SubscribeLimit;
  /** Signs receipt links. */
  secret: Uint8Array | string;
  /** What the newsletter's links carry (newsletterMark, server/subscribers/links.ts): a pledge's arrival is the newsletter's only with it. */
  newsletterMark: string;
  /** A pledge's pay token and the ways it may be paid at once (server/giving/payments/), or null. */
  payToken?(tx: Repositories, gift: GiftRecord): Promise<{ token: string; ways: PayNowWay[] } | null>;
  /** Whether donors may pledge this way now (a card only while card payments are on); every way when not given. */
  offersWay?(way: GiftWay): boolean;
  /** Starts a monthly giving with its first pledge, in its transaction (server/giving/monthly/): what its e-mail adds. */
  startMonthly?(tx: Repositories, gift: GiftRecord, language: Language): Promise<{ blocks: Block[]; smallPrint: string }>;
}

export function givingService({ repos, mail, donateContent, pledgeLimit, secret, newsletterMark, payToken, offersWay, startMonthly }: GivingDeps) {
  const sign = (id: string) => createHmac('sha256', secret).update(`receipt:${id}`).digest('base64url').slice(0, 32);

  /** A gift written under a fresh reference (another is drawn if one is taken). */
  async function withReference(write: (reference: string) => Promise<GiftRecord | null>): Promise<GiftRecord> {
    for (let attempt = 0; attempt < 5; attempt++) {
      const gift = await write(newReference());
      if (gift) return gift;
    }
    throw new Error('No free gift reference after 5 draws');
  }

  async function checkedCampaign(tx: Repositories, campaignId: string | null | undefined, day: string): Promise<string | null> {
    if (!campaignId) return null;
    const open = await tx.gifts.openCampaigns(day);
    if (!open.some((campaign) => campaign.id === campaignId)) throw badInput(GIVING_MESSAGES.campaign, 'campaignId');
    return campaignId;
  }

  function checkedReceived(input: ReceivedInput) {
    const date = input.date?.trim() || kigaliToday();
    const transactionId = singleLine(input.transactionId ?? '').trim();
    const problems = receivedProblems({ amountRwf: input.amountRwf, date, transactionId }, kigaliToday());
    if (problems.length) refuse(problems);
    return { receivedRwf: input.amountRwf, receivedOn: date, transactionId };
  }

  /** The thank-you with the receipt, queued in `tx` when the gift has an e-mail address (not counted: one per gift). */
  async function queueReceipt(tx: Repositories, gift: GiftRecord, origin: string): Promise<void> {
    if (!mail.enabled || !gift.donorEmail || gift.erased) return;
    const message = receiptMessage(mail.publicUrl, languageOfGift(gift), gift, receiptUrl(origin, gift), await mail.postalAddress(tx));
    await tx.outbox.enqueue([{ kind: 'receipt', recipient: gift.donorEmail, giftId: gift.id, ...message }]);
  }

  const receiptUrl = (origin: string, gift: GiftRecord) => `${origin}/receipt/${gift.id}.${sign(gift.id)}`;

  return {
    /**
     * A donor's pledge: checked (bad input stores nothing), counted against the client's hourly
     * allowance, written with a new reference; with an e-mail address the instructions are queued
     * under that mailbox's daily cap (over it, nothing is stored). Answers the gift and how to pay it.
     */
    async pledge(input: Partial<PledgeInput> & PledgeArrival & PledgeMonthly, language: Language, clientIp: string): Promise<{ gift: GiftRecord; instructions: Instructions; emailed: boolean; pay: { token: string; ways: PayNowWay[] } | null }> {
      // Checked before the campaign is looked up and the client counted: bad input costs nothing.
      if (input.way && offersWay && !offersWay(input.way)) throw badInput(GIVING_MESSAGES.way, 'way');
      const checked = giftFields(input, language);
      if (needsCardEmail({ way: checked.way, email: checked.donorEmail })) throw badInput(PAYMENT_MESSAGES.cardEmail, 'email');
      const monthly = input.monthly === true;
      if (monthly && !checked.donorEmail) throw badInput(MONTHLY_MESSAGES.email, 'email');
      if (monthly && (!startMonthly || !mail.enabled)) throw badInput(MONTHLY_MESSAGES.mailOff, 'monthly');
      const fields = { ...checked, campaignId: await checkedCampaign(repos, input.campaignId, kigaliToday()) };
      const arrival = { source: arrivalSource(input.arrivalSource, input.arrivalPath, newsletterMark), path: arrivalPath(input.arrivalPath) };
      await pledgeLimit.admit(clientIp);
      const instructions = instructionsFor(input.way!, await donateContent(language));
      const { gift, pay } = await repos.transaction(async (tx) => {
        const written = await withReference((reference) => tx.gifts.insertPledge({ ...fields, reference }, arrival));
        const monthlyLines = monthly ? await startMonthly!(tx, written, language) : undefined;
        if (mail.enabled && written.donorEmail) {
          const message = pledgeMessage(mail.publicUrl, language, written, instructions, await mail.postalAddress(tx), monthlyLines);
          await mail.queueToUnconfirmed(tx, { kind: 'pledge', recipient: written.donorEmail, giftId: written.id, ...message });
        }
        return { gift: written, pay: payToken ? await payToken(tx, written) : null };
      });
      const emailed = mail.enabled && gift.donorEmail !== '';
      if (emailed) mail.wake();
      return { gift, instructions, emailed, pay };
    },

    /**
     * A pledge received: the next receipt number of the year it was received, and the donor's
     * receipt. Received through a provider's confirmed payment, the gift says which, in the same
     * transaction: a received gift is never left counted as received by hand.
     */
    async markReceived(id: string, input: ReceivedInput, origin: string, paidOnline?: PaymentProvider): Promise<GiftRecord> {
      const receipt = checkedReceived(input);
      const gift = await repos.transaction(async (tx) => {
        const found = await tx.gifts.findForUpdate(id);
        if (!found) throw badInput(GIVING_MESSAGES.notFound, 'id');
        if (!giftTransition(found.status, 'MARK_RECEIVED')) throw badInput(GIVING_MESSAGES.notPledged, 'id');
        const year = Number(receipt.receivedOn.slice(0, 4));
        const number = receiptNumber(year, await tx.gifts.nextReceiptSeq(year));
        const received = (await tx.gifts.markReceived(id, { ...receipt, receiptNumber: number }, giftStatusesFor('MARK_RECEIVED')))!;
        if (paidOnline) await tx.giftPayments.setPaidOnline(id, paidOnline);
        await queueReceipt(tx, received, origin);
        return received;
      });
      if (gift.donorEmail) mail.wake();
      return gift;
    },

    /** Money that came without a pledge, received at once (with its receipt). */
    async recordGift(input: Partial<PledgeInput> & ReceivedInput & { language?: Language }, origin: string): Promise<GiftRecord> {
      const fields = giftFields(input, input.language ?? DEFAULT_LANGUAGE);
      const receipt = checkedReceived(input);
      const gift = await repos.transaction(async (tx) => {
        const campaignId = input.campaignId ? (await tx.gifts.campaign(input.campaignId))?.id : null;
        if (input.campaignId && !campaignId) throw badInput(GIVING_MESSAGES.campaignNotFound, 'campaignId');
        const year = Number(receipt.receivedOn.slice(0, 4));
        const number = receiptNumber(year, await tx.gifts.nextReceiptSeq(year));
        const written = await withReference((reference) => tx.gifts.insertReceived({ ...fields, campaignId: campaignId ?? null, reference }, { ...receipt, receiptNumber: number }));
        await queueReceipt(tx, written, origin);
        return written;
      });
      if (gift.donorEmail) mail.wake();
      return gift;
    },

    async cancel(id: string): Promise<GiftRecord> {
      const cancelled = await repos.gifts.cancel(id, giftStatusesFor('CANCEL'));
      if (cancelled) return cancelled;
      throw badInput((await repos.gifts.find(id)) ? GIVING_MESSAGES.notPledged : GIVING_MESSAGES.notFound, 'id');
    },

    /**
     * Erases a gift's donor: name, e-mail, phone and the payment's transaction id, here and wherever
     * they were copied (its queued e-mails cancelled, its sent ones emptied, the activity log's rows
     * rewritten; server/privacy/erasure.ts), all in one transaction. Amounts, dates and receipt stay.
     * A pledge of a monthly giving takes the giving with it: stopped, its details erased, and every
     * other pledge it made erased the same way.
     */
    async eraseDonor(id: string, by: Eraser): Promise<GiftRecord> {
      return repos.transaction(async (tx) => {
        const gift = await tx.gifts.findForUpdate(id);
        if (!gift) throw badInput(GIVING_MESSAGES.notFound, 'id');
        for (const otherId of await monthlyPledgesToErase(tx, id)) {
          const other = await tx.gifts.findForUpdate(otherId);
          if (!other) continue;
          await eraseDonorTraces(tx, other, by);
          await tx.giftPayments.erasePayer(otherId, ERASED);
          await tx.gifts.eraseDonor(otherId, ERASED);
        }
        await eraseDonorTraces(tx, gift, by);
        await tx.giftPayments.erasePayer(id, ERASED);
        return (await tx.gifts.eraseDonor(id, ERASED))!;
      });
    },

    page: (filter: GiftFilter, offset: number, limit: number) => repos.gifts.page(filter, offset, limit),

    /** RWF received this month and this year (Kigali dates), and per campaign. */
    async totals(now = Date.now()) {
      const today = kigaliToday(now);
      const [month, year, campaigns] = await Promise.all([
        repos.gifts.receivedBetween(`${today.slice(0, 7)}-01`, today),
        repos.gifts.receivedBetween(`${today.slice(0, 4)}-01-01`, today),
        repos.gifts.campaignTotals(),
      ]);
      return { monthRwf: month, yearRwf: year, campaigns };
    },

    /** The gifts the filter finds (searched by contact details too), for a spreadsheet: every cell formula-safe. */
    async csv(filter: GiftFilter): Promise<string> {
      const gifts = await repos.gifts.all({ ...filter, searchContacts: true });
      return toCsv(
        ['date', 'reference', 'status', 'amount', 'currency', 'way', 'campaign', 'name', 'email', 'phone', 'received_rwf', 'received_on', 'transaction_id', 'receipt'],
        gifts.map((gift) => [
          new Date(gift.pledgedAt).toISOString(), gift.reference, gift.status, gift.amount, gift.currency, gift.way, gift.campaignId ?? '',
          gift.donorName, gift.donorEmail, gift.donorPhone, gift.receivedRwf ?? '', gift.receivedOn ?? '', gift.transactionId, gift.receiptNumber ?? '',
        ]),
      );
    },

    /** The gift a receipt link names, when its signature is right and the gift is received. */
    async receiptOf(token: string): Promise<GiftRecord | null> {
      const [id = '', signature = ''] = token.split('.');
      const expected = Buffer.from(sign(id));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      const gift = await repos.gifts.find(id);
      return gift?.status === 'RECEIVED' ? gift : null;
    },

    receiptUrl,

    /** How to pay a pledge `way`, from the Donate page's published details in `language`. */
    instructionsIn: async (way: GiftWay, language: Language): Promise<Instructions> => instructionsFor(way, await donateContent(language)),

    ...givingCampaigns(repos),
  };
}

export type GivingService = ReturnType<typeof givingService>;
