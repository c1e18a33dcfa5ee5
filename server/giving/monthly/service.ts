// Monthly givers (docs/giving.md, "Monthly givers"): a donor who ticks "Give every month" (with an
// e-mail address) starts a monthly giving with that pledge. On the same day of each later month
// (a 31st: the month's last day), Kigali time, the reminders' run makes the month's pledge, with
// a fresh reference and a fresh pay token, and queues its reminder e-mail: the amount, the
// reference, a link to pay it now when a provider is on, how to pay it by hand, and the stop link.
// The month is recorded in the transaction that writes its pledge and queues its e-mail, with the
// giving's row locked (and skipped by any other process): a month's reminder is made once,
// however many processes run and wherever one stops. The donor stops it with the signed link in
// every e-mail (the first included), staff from Donations.
import type { FastifyBaseLogger } from 'fastify';
import { formatMoney } from '../../../shared/i18n/format.ts';
import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, localizedPath, type Language } from '../../../shared/i18n/languages.ts';
import { fill } from '../../../shared/i18n/message.ts';
import { kigaliToday } from '../../../shared/kigaliTime.ts';
import { SITE_NAME, pathTo } from '../../../shared/routes.ts';
import type { PayNowWay } from '../../../shared/payments.ts';
import { MONTHLY_MESSAGES } from '../../../shared/monthlyGiving.ts';
import { AppError, badInput } from '../../core/errors.ts';
import type { Repositories } from '../../db/repositories.ts';
import { button, heading, paragraph, renderEmail, smallPrint, type Block, type Rendered } from '../../mail/layout.ts';
import type { MailService } from '../../mail/service.ts';
import { instructionsFor, type DonateDetails, type Instructions } from '../instructions.ts';
import { howToPay } from '../messages.ts';
import type { GiftRecord } from '../repository.ts';
import type { MonthlyLinks } from './links.ts';
import type { MonthlyGiftRecord } from '../monthlyGiftsRepository.ts';
import { MONTHLY_TEXTS } from './texts.ts';

/** Monthly givings one mailbox may have running at once: nobody signs a stranger's mailbox up for many. */
export const MONTHLY_PER_MAILBOX = 2;

export { MONTHLY_MESSAGES };

/** What replaces an erased donor's details. */
const ERASED = 'erased';
const DONOR_AGENT = 'monthly giver (stop link)';

/** The number of days of a month (1 to 12). */
export const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The day of `month` (YYYY-MM) whose reminder a giving of `day` gets: that day, or the month's last when it has fewer. */
export function reminderDayIn(day: number, month: string): number {
  return Math.min(day, daysInMonth(Number(month.slice(0, 4)), Number(month.slice(5, 7))));
}

const languageOf = (monthly: Pick<MonthlyGiftRecord, 'language'>): Language => (isLanguage(monthly.language) ? monthly.language : DEFAULT_LANGUAGE);

export interface MonthlyDeps {
  repos: Repositories;
  mail: Pick<MailService, 'enabled' | 'publicUrl' | 'postalAddress' | 'wake'>;
  links: MonthlyLinks;
  donateContent(language: Language): Promise<Partial<DonateDetails>>;
  /** A pledge's pay token and the ways it may be paid at once (server/giving/payments/), or null. */
  payToken(tx: Repositories, gift: GiftRecord): Promise<{ token: string; ways: PayNowWay[] } | null>;
  /** A fresh gift reference. */
  newReference(): string;
  log: FastifyBaseLogger;
}

/** The Donate page's giving form, opened on this pledge for the browser holding its pay token. */
export const payPageUrl = (publicUrl: string, language: Language, reference: string, token: string) =>
  `${publicUrl}${localizedPath(language, pathTo('donate'))}#give:${reference}:${token}`;

export function monthlyService({ repos, mail, links, donateContent, payToken, newReference, log }: MonthlyDeps) {
  async function stopBlocks(language: Language, monthlyId: string): Promise<Block[]> {
    const texts = MONTHLY_TEXTS[language];
    return [paragraph(texts.stopLead, { href: await links.stopUrl(monthlyId), label: texts.stop })];
  }

  /** A month's reminder: the amount, the new reference, pay now (when it can be), by hand, and stop. */
  async function reminderMessage(tx: Repositories, monthly: MonthlyGiftRecord, gift: GiftRecord, instructions: Instructions, pay: { token: string } | null): Promise<Rendered> {
    const language = languageOf(monthly);
    const texts = MONTHLY_TEXTS[language];
    const blocks: Block[] = [
      heading(texts.heading),
      paragraph(fill(language, texts.lead, { amount: formatMoney(language, gift.amount, gift.currency), reference: gift.reference })),
    ];
    if (pay) {
      const url = payPageUrl(mail.publicUrl, language, gift.reference, pay.token);
      blocks.push(paragraph(texts.payNowLead), button(url, texts.payNow));
    }
    blocks.push(...howToPay(language, instructions), ...(await stopBlocks(language, monthly.id)), smallPrint(texts.ignore));
    return renderEmail(mail.publicUrl, fill(language, texts.subject, { site: SITE_NAME, reference: gift.reference }), blocks, [], await mail.postalAddress(tx), language);
  }

  /**
   * This month's pledge of one due giving, its e-mail queued, its month recorded: all in `tx`.
   * False when another made it first. `donate`: the Donate page's details in each language, read
   * before the transaction (with one connection, as PGlite has, a read beside it would wait on it).
   */
  async function remind(tx: Repositories, monthly: MonthlyGiftRecord, month: string, donate: Record<Language, Partial<DonateDetails>>, today: string): Promise<boolean> {
    if (!(await tx.monthlyGifts.markReminded(monthly.id, month))) return false;
    const language = languageOf(monthly);
    // Its campaign while it is open; where it is needed most once it has closed.
    const campaignId = monthly.campaignId && (await tx.gifts.openCampaigns(today)).some((campaign) => campaign.id === monthly.campaignId) ? monthly.campaignId : null;
    const fields = {
      amount: monthly.amount, currency: monthly.currency, way: monthly.way, campaignId,
      donorName: monthly.donorName, donorEmail: monthly.donorEmail, donorPhone: monthly.donorPhone, language,
    };
    let gift: GiftRecord | null = null;
    for (let attempt = 0; attempt < 5 && !gift; attempt++) gift = await tx.gifts.insertPledge({ ...fields, reference: newReference() });
    if (!gift) throw new Error('No free gift reference after 5 draws');
    await tx.monthlyGifts.tiePledge(gift.id, monthly.id);
    const pay = await payToken(tx, gift);
    const message = await reminderMessage(tx, monthly, gift, instructionsFor(gift.way, donate[language]), pay);
    await tx.outbox.enqueue([{ kind: 'pledge', recipient: monthly.donorEmail, giftId: gift.id, ...message }]);
    return true;
  }

  async function logStop(monthly: MonthlyGiftRecord): Promise<void> {
    await repos.auditLog.append({
      actorId: null, actorEmail: null, ip: '', userAgent: DONOR_AGENT, target: monthly.id, action: 'monthly_gift.stopped', detail: JSON.stringify({ by: 'donor' }),
    });
  }

  return {
    /**
     * Starts a monthly giving with its first pledge (in the pledge's transaction): this month is
     * that pledge's, the day of the month today's (Kigali). Answers what the first e-mail adds:
     * when the reminders come, the stop link, and small print of its own.
     */
    async start(tx: Repositories, gift: GiftRecord, language: Language): Promise<{ blocks: Block[]; smallPrint: string }> {
      if (!mail.enabled) throw badInput(MONTHLY_MESSAGES.mailOff, 'monthly');
      if (!gift.donorEmail) throw badInput(MONTHLY_MESSAGES.email, 'email');
      if ((await tx.monthlyGifts.activeFor(gift.donorEmail)) >= MONTHLY_PER_MAILBOX) throw new AppError(MONTHLY_MESSAGES.tooMany, 'RATE_LIMITED', { retryAfter: 86_400 });
      const today = kigaliToday();
      const monthly = await tx.monthlyGifts.insert({
        amount: gift.amount, currency: gift.currency, way: gift.way, campaignId: gift.campaignId, donorName: gift.donorName,
        donorEmail: gift.donorEmail, donorPhone: gift.donorPhone, language, day: Number(today.slice(8, 10)), lastMonth: today.slice(0, 7),
      });
      await tx.monthlyGifts.tiePledge(gift.id, monthly.id);
      const texts = MONTHLY_TEXTS[language];
      return { blocks: [paragraph(fill(language, texts.started, { day: monthly.day })), ...(await stopBlocks(language, monthly.id))], smallPrint: texts.ignore };
    },

    /**
     * Makes every reminder due today (Kigali), one giving per transaction; answers how many it
     * made. A giving another process holds is skipped (that process makes it); one whose run
     * fails is rolled back whole and made at a later run.
     */
    async remindDue(): Promise<number> {
      if (!mail.enabled) return 0;
      const today = kigaliToday();
      const month = today.slice(0, 7);
      const days = daysInMonth(Number(today.slice(0, 4)), Number(today.slice(5, 7)));
      const day = Number(today.slice(8, 10));
      if (!(await repos.monthlyGifts.anyDue(month, day, days))) return 0;
      const donate = Object.fromEntries(await Promise.all(LANGUAGES.map(async (language) => [language, await donateContent(language)] as const))) as Record<Language, Partial<DonateDetails>>;
      let made = 0;
      // Givings whose reminder failed in this round: tried again at the next, the others not held up.
      const failed: string[] = [];
      for (;;) {
        let claimed: string | null = null;
        try {
          const outcome = await repos.transaction(async (tx) => {
            const due = await tx.monthlyGifts.claimDue(month, day, days, failed);
            claimed = due?.id ?? null;
            return due ? remind(tx, due, month, donate, today) : null;
          });
          if (outcome === null) break;
          if (outcome) made++;
        } catch (error) {
          if (claimed === null) throw error;
          log.error({ err: error, monthlyGift: claimed }, 'monthly gifts: a reminder could not be made; it is tried again at the next run');
          failed.push(claimed);
        }
      }
      if (made > 0) {
        log.info({ reminders: made }, 'monthly gifts: reminders queued');
        mail.wake();
      }
      return made;
    },

    /** The running or stopped monthly giving a stop link names, or null for a link that is not one of ours. */
    async ofStopLink(token: unknown): Promise<MonthlyGiftRecord | null> {
      const id = await links.stopId(token);
      return id ? repos.monthlyGifts.find(id) : null;
    },

    /**
     * The donor's stop link, followed (its button): stopped, and logged, the first time; a
     * later one says it is stopped and changes nothing. Null for a link that is not one of ours.
     */
    async stopByLink(token: unknown): Promise<MonthlyGiftRecord | null> {
      const id = await links.stopId(token);
      if (!id) return null;
      const stopped = await repos.monthlyGifts.stop(id, 'DONOR');
      if (stopped) {
        await logStop(stopped);
        return stopped;
      }
      return repos.monthlyGifts.find(id);
    },

    /** Staff stop one (the activity log records it as it records every staff change); stopping a stopped one changes nothing. */
    async stopByStaff(id: string): Promise<MonthlyGiftRecord> {
      const stopped = (await repos.monthlyGifts.stop(id, 'STAFF')) ?? (await repos.monthlyGifts.find(id));
      if (!stopped) throw badInput(MONTHLY_MESSAGES.notFound, 'id');
      return stopped;
    },

    page: (offset: number, limit: number) => repos.monthlyGifts.page(offset, limit),

    /** How a stop page writes the amount. */
    amountOf: (monthly: MonthlyGiftRecord) => formatMoney(languageOf(monthly), monthly.amount, monthly.currency),
    languageOf,
  };
}

export type MonthlyService = ReturnType<typeof monthlyService>;

/**
 * A donor's erasure takes their monthly giving with it (in the erasure's transaction): the other
 * pledges it made (each erased as the one asked for is) and the giving itself, stopped and holding
 * no name, address or phone. Answers the other pledges, for the caller to erase.
 */
export async function monthlyPledgesToErase(tx: Repositories, giftId: string): Promise<string[]> {
  const monthlyId = await tx.monthlyGifts.ofPledge(giftId);
  if (!monthlyId) return [];
  await tx.monthlyGifts.eraseDonor(monthlyId, ERASED);
  return (await tx.monthlyGifts.pledgesOf(monthlyId)).filter((id) => id !== giftId);
}
