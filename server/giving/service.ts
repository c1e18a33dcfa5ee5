// Giving (shared/giving.ts): a donor's pledge gets a reference and the instructions to pay it; staff
// mark it received (it gets the next receipt number of its year and the donor a thank-you with the
// receipt), record a gift that came without a pledge, cancel a pledge, erase a donor's details,
// export the gifts, and run campaigns. No payment is taken here: a payment provider's confirmation
// would call markReceived as staff do (docs/giving.md).
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { toCsv } from '../../shared/csv.ts';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../shared/i18n/languages.ts';
import {
  GIVING_LIMITS,
  GIVING_MESSAGES,
  REFERENCE_ALPHABET,
  REFERENCE_LENGTH,
  dialLink,

  pledgeProblems,
  receiptNumber,
  type GiftWay,
  type PledgeInput,
} from '../../shared/giving.ts';
import type { ShownRecord, ShownText } from '../../shared/siteContent/values.ts';
import { AppError, badInput } from '../errors.ts';
import type { MailService } from '../mail/service.ts';
import type { SubscribeLimit } from '../mail/limits.ts';
import { eraseDonorTraces, type Eraser } from '../privacy/erasure.ts';
import type { Repositories } from '../repositories/index.ts';
import type { CampaignFields, CampaignRecord, GiftFilter, GiftRecord, NewGift } from '../repositories/gifts.ts';
import { singleLine } from '../text.ts';
import { pledgeMessage, receiptMessage } from './messages.ts';

/** What replaces an erased donor's name, e-mail and phone. */
export const ERASED = 'erased';
/** The USSD string that pays the foundation's MTN Mobile Money code (`{code}` is the code). */
export const DEFAULT_MTN_DIAL = '*182*8*1*{code}#';

/** How to pay a pledge the way the donor chose, from the Donate page's published details. */
export type Instructions =
  | { kind: 'mobileMoney'; number: string; code: string; dial: string | null }
  | { kind: 'bank'; details: string[] }
  | { kind: 'cash'; hours: string };

const text = (value: ShownText | undefined) => (value === undefined ? '' : typeof value === 'string' ? value : value.en);

export function instructionsFor(way: GiftWay, donate: ShownRecord): Instructions {
  const number = String(donate.mobileMoneyNumber ?? '');
  const code = String(donate.mobileMoneyCode ?? '');
  if (way === 'MTN_MOMO') return { kind: 'mobileMoney', number, code, dial: dialLink(String(donate.mtnDial || DEFAULT_MTN_DIAL), code) };
  if (way === 'AIRTEL_MONEY') return { kind: 'mobileMoney', number, code, dial: dialLink(String(donate.airtelDial ?? ''), code) };
  if (way === 'BANK_TRANSFER') {
    const bank = (donate.bank ?? {}) as Record<string, string>;
    return { kind: 'bank', details: ['bankName', 'accountName', 'accountNumber', 'swift'].map((field) => bank[field] ?? '').filter(Boolean) };
  }
  return { kind: 'cash', hours: text(donate.hours as ShownText | undefined) };
}

const newReference = () => `BCF-${Array.from({ length: REFERENCE_LENGTH }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]).join('')}`;

/** Today in Kigali (UTC+2 all year), YYYY-MM-DD. */
export const kigaliToday = (now = Date.now()) => new Date(now + 2 * 3_600_000).toISOString().slice(0, 10);

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** The earliest date a gift or campaign may carry (the foundation's books start after it). */
export const EARLIEST_DATE = '2000-01-01';
/** A real calendar day, YYYY-MM-DD, from EARLIEST_DATE on. */
const isDate = (value: string) =>
  DATE.test(value) && value >= EARLIEST_DATE && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

function refuse(problems: { field: string; message: string }[]): never {
  const first = problems[0]!;
  throw new AppError(first.message, 'BAD_USER_INPUT', { field: first.field, problems });
}

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

/** The language a gift's e-mails and receipt are written in: the donor's, else English. */
export const languageOfGift = (gift: GiftRecord): Language => (isLanguage(gift.language) ? gift.language : DEFAULT_LANGUAGE);

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
  donateContent(language: Language): Promise<ShownRecord>;
  pledgeLimit: SubscribeLimit;
  /** Signs receipt links. */
  secret: Uint8Array | string;
}

export function givingService({ repos, mail, donateContent, pledgeLimit, secret }: GivingDeps) {
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
    const problems: { field: string; message: string }[] = [];
    if (!Number.isSafeInteger(input.amountRwf) || input.amountRwf < 1 || input.amountRwf > GIVING_LIMITS.receivedRwf) {
      problems.push({ field: 'amountRwf', message: GIVING_MESSAGES.receivedAmount });
    }
    const date = input.date?.trim() || kigaliToday();
    if (!isDate(date) || date > kigaliToday()) problems.push({ field: 'date', message: GIVING_MESSAGES.receivedDate });
    const transactionId = singleLine(input.transactionId ?? '').trim();
    if (transactionId.length > GIVING_LIMITS.transactionId) problems.push({ field: 'transactionId', message: GIVING_MESSAGES.transactionId });
    if (problems.length) refuse(problems);
    return { receivedRwf: input.amountRwf, receivedOn: date, transactionId };
  }

  /** The thank-you with the receipt, queued in `tx` when the gift has an e-mail address (not counted: one per gift). */
  async function queueReceipt(tx: Repositories, gift: GiftRecord, origin: string): Promise<void> {
    if (!mail.enabled || !gift.donorEmail || gift.erased) return;
    const message = receiptMessage(mail.publicUrl, languageOfGift(gift), gift, receiptUrl(origin, gift), await mail.postalAddress(tx));
    await tx.outbox.enqueue([{ kind: 'receipt', recipient: gift.donorEmail, ...message }]);
  }

  const receiptUrl = (origin: string, gift: GiftRecord) => `${origin}/receipt/${gift.id}.${sign(gift.id)}`;

  return {
    /**
     * A donor's pledge: checked (bad input stores nothing), counted against the client's hourly
     * allowance, written with a new reference; with an e-mail address the instructions are queued
     * under that mailbox's daily cap (over it, nothing is stored). Answers the gift and how to pay it.
     */
    async pledge(input: Partial<PledgeInput>, language: Language, clientIp: string): Promise<{ gift: GiftRecord; instructions: Instructions; emailed: boolean }> {
      // Checked before the campaign is looked up and the client counted: bad input costs nothing.
      const fields = { ...giftFields(input, language), campaignId: await checkedCampaign(repos, input.campaignId, kigaliToday()) };
      await pledgeLimit.admit(clientIp);
      const instructions = instructionsFor(input.way!, await donateContent(language));
      const gift = await repos.transaction(async (tx) => {
        const written = await withReference((reference) => tx.gifts.insertPledge({ ...fields, reference }));
        if (mail.enabled && written.donorEmail) {
          const message = pledgeMessage(mail.publicUrl, language, written, instructions, await mail.postalAddress(tx));
          await mail.queueToUnconfirmed(tx, { kind: 'pledge', recipient: written.donorEmail, ...message });
        }
        return written;
      });
      const emailed = mail.enabled && gift.donorEmail !== '';
      if (emailed) mail.wake();
      return { gift, instructions, emailed };
    },

    /** A pledge received: the next receipt number of the year it was received, and the donor's receipt. */
    async markReceived(id: string, input: ReceivedInput, origin: string): Promise<GiftRecord> {
      const receipt = checkedReceived(input);
      const gift = await repos.transaction(async (tx) => {
        const found = await tx.gifts.findForUpdate(id);
        if (!found) throw badInput(GIVING_MESSAGES.notFound, 'id');
        if (found.status !== 'PLEDGED') throw badInput(GIVING_MESSAGES.notPledged, 'id');
        const year = Number(receipt.receivedOn.slice(0, 4));
        const number = receiptNumber(year, await tx.gifts.nextReceiptSeq(year));
        const received = (await tx.gifts.markReceived(id, { ...receipt, receiptNumber: number }))!;
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
      const cancelled = await repos.gifts.cancel(id);
      if (cancelled) return cancelled;
      throw badInput((await repos.gifts.find(id)) ? GIVING_MESSAGES.notPledged : GIVING_MESSAGES.notFound, 'id');
    },

    /**
     * Erases a gift's donor: name, e-mail, phone and the payment's transaction id, here and wherever
     * they were copied (its queued e-mails cancelled, its sent ones emptied, the activity log's rows
     * rewritten; server/privacy/erasure.ts), all in one transaction. Amounts, dates and receipt stay.
     */
    async eraseDonor(id: string, by: Eraser): Promise<GiftRecord> {
      return repos.transaction(async (tx) => {
        const gift = await tx.gifts.findForUpdate(id);
        if (!gift) throw badInput(GIVING_MESSAGES.notFound, 'id');
        await eraseDonorTraces(tx, gift, by);
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

    /** Creates (no id) or changes a campaign. */
    async saveCampaign(id: string | null, fields: CampaignFields): Promise<CampaignRecord> {
      const problems: { field: string; message: string }[] = [];
      const title: Record<string, string> = Object.fromEntries(Object.entries(fields.title).map(([language, value]) => [language, singleLine(value).trim()]).filter(([, value]) => value));
      const description: Record<string, string> = Object.fromEntries(Object.entries(fields.description).map(([language, value]) => [language, value.trim()]).filter(([, value]) => value));
      if (!title.en || Object.values(title).some((value) => value.length > GIVING_LIMITS.campaignTitle)) problems.push({ field: 'title', message: GIVING_MESSAGES.title });
      if (Object.values(description).some((value) => value.length > GIVING_LIMITS.campaignDescription)) problems.push({ field: 'description', message: GIVING_MESSAGES.description });
      if (!Number.isSafeInteger(fields.goalRwf) || fields.goalRwf < 1 || fields.goalRwf > GIVING_LIMITS.campaignGoalRwf) problems.push({ field: 'goalRwf', message: GIVING_MESSAGES.goal });
      if (!isDate(fields.startsOn) || !isDate(fields.endsOn) || fields.endsOn < fields.startsOn) problems.push({ field: 'endsOn', message: GIVING_MESSAGES.dates });
      if (problems.length) refuse(problems);
      const checked = { ...fields, title, description };
      if (!id) return repos.gifts.insertCampaign(checked);
      const saved = await repos.gifts.updateCampaign(id, checked);
      if (!saved) throw badInput(GIVING_MESSAGES.campaignNotFound, 'id');
      return saved;
    },

    campaigns: () => repos.gifts.campaigns(),

    /** The campaigns open today with what they have received (Received gifts only) and the days left. */
    async openCampaigns(now = Date.now()) {
      const today = kigaliToday(now);
      const [open, totals] = await Promise.all([repos.gifts.openCampaigns(today), repos.gifts.campaignTotals()]);
      return open.map((campaign) => {
        const total = totals.find((row) => row.campaignId === campaign.id);
        const daysLeft = Math.round((Date.parse(`${campaign.endsOn}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
        return { ...campaign, receivedRwf: total?.receivedRwf ?? 0, gifts: total?.gifts ?? 0, daysLeft };
      });
    },
  };
}

export type GivingService = ReturnType<typeof givingService>;
