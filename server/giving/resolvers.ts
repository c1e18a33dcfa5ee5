// Giving (server/giving/): the resolvers check the capability, unpack the arguments, call the
// service and shape its answer.
import type { GiftResolvers, MonthlyGiverResolvers, MutationResolvers, QueryResolvers, Resolvers } from '../graphql/resolvers.generated.ts';
import { DEFAULT_LANGUAGE } from '../../shared/i18n/languages.ts';
import type { CampaignRecord } from './repository.ts';
import type { RequestContext } from '../graphql/context.ts';
import { gated, gatedRead } from '../graphql/gated.ts';
import { rowOptions } from '../graphql/paged.ts';

const wireCampaign = (campaign: CampaignRecord) => ({ ...campaign, title: JSON.stringify(campaign.title), description: JSON.stringify(campaign.description) });

/** A donor's contact details, to a session whose password was checked recently; null to any other. */
const shownContact = async (value: string | null | undefined, ctx: RequestContext) => ((await ctx.passwordCheckedRecently()) ? (value ?? null) : null);

const donorDetails = <T extends { name?: string | null; email?: string | null; phone?: string | null; currency?: 'RWF' | 'USD' | 'EUR' | null }>(input: T) => ({
  ...input,
  currency: input.currency ?? 'RWF',
  name: input.name ?? undefined,
  email: input.email ?? undefined,
  phone: input.phone ?? undefined,
});

export const giftFields = {
  donorEmail: (gift, _args, ctx) => shownContact(gift.donorEmail, ctx),
  donorPhone: (gift, _args, ctx) => shownContact(gift.donorPhone, ctx),
  onlinePayment: (gift, _args, ctx) => ctx.giving.payments.latestOf(gift.id),
} satisfies GiftResolvers;

export const monthlyGiverFields = {
  donorEmail: (monthly, _args, ctx) => shownContact(monthly.donorEmail, ctx),
} satisfies MonthlyGiverResolvers;

export const givingQueries = {
  openCampaigns: (_root, { language }, ctx) => ctx.giving.openCampaigns(language ?? DEFAULT_LANGUAGE),
  giftPayment: (_root, { reference, payToken }, ctx) => ctx.giving.payments.paymentOf(reference, payToken),
  pledgeToPay: async (_root, { reference, payToken, language }, ctx) => {
    const gift = await ctx.giving.payments.ownedPledge(reference, payToken);
    const instructions = await ctx.giving.instructionsIn(gift.way, language ?? DEFAULT_LANGUAGE);
    return {
      reference: gift.reference, amount: gift.amount, currency: gift.currency, way: gift.way, emailed: gift.donorEmail !== '',
      instructions: { number: null, code: null, dial: null, details: null, hours: null, ...instructions },
      payNow: ctx.giving.payments.payWays(gift), payToken,
    };
  },
  monthlyGivers: gated('donations.manage', ({ offset, limit }, ctx) => {
    const rows = rowOptions({ offset, limit });
    return ctx.giving.monthly.page(rows.offset, rows.limit);
  }),
  // Names and amounts for anyone with the capability; e-mails and phones (and a search through them)
  // only within a recent password check (giftFields).
  gifts: gated('donations.manage', async ({ status, way, campaignId, ...rows }, ctx) => {
    const { search, offset, limit } = rowOptions(rows);
    return ctx.giving.page({ status, way, campaignId, search, searchContacts: await ctx.passwordCheckedRecently() }, offset, limit);
  }),
  giftTotals: gatedRead('donations.manage', (ctx) => ctx.giving.totals()),
  // Every donor's details at once: a recent password check, as the subscribers' export.
  giftsCsv: gated('donations.manage', async (filter, ctx) => {
    await ctx.requirePasswordCheck();
    return ctx.giving.csv(filter);
  }),
  campaigns: gatedRead('donations.manage', async (ctx) => (await ctx.giving.campaigns()).map(wireCampaign)),
} satisfies QueryResolvers;

export const givingMutations = {
  pledgeGift: async (_root, { input, language }, ctx) => {
    const { gift, instructions, emailed, pay } = await ctx.giving.pledge(donorDetails(input), language ?? DEFAULT_LANGUAGE, ctx.clientIp);
    return {
      reference: gift.reference, amount: gift.amount, currency: gift.currency, way: gift.way, emailed,
      instructions: { number: null, code: null, dial: null, details: null, hours: null, ...instructions },
      payNow: pay?.ways ?? [], payToken: pay?.token ?? null,
    };
  },
  payGiftByMomo: (_root, { reference, payToken, number }, ctx) => ctx.giving.payments.payByMomo(reference, payToken, number, ctx.clientIp, ctx.origin),
  payGiftByCard: (_root, { reference, payToken }, ctx) => ctx.giving.payments.payByCard(reference, payToken, ctx.clientIp, ctx.origin),
  markGiftReceived: gated('donations.manage', ({ id, input }, ctx) => ctx.giving.markReceived(id, input, ctx.origin)),
  recordGift: gated('donations.manage', ({ input }, ctx) => ctx.giving.recordGift({ ...donorDetails(input), language: input.language ?? undefined }, ctx.origin)),
  cancelGift: gated('donations.manage', ({ id }, ctx) => ctx.giving.cancel(id)),
  eraseDonor: gated('donations.manage', ({ id }, ctx, me) => ctx.giving.eraseDonor(id, { actorId: me._id, actorEmail: me.email, ...ctx.client })),
  saveCampaign: gated('donations.manage', async ({ id, input }, ctx) => wireCampaign(await ctx.giving.saveCampaign(id ?? null, input))),
  stopMonthlyGift: gated('donations.manage', ({ id }, ctx) => ctx.giving.monthly.stopByStaff(id)),
} satisfies MutationResolvers;

/** Giving's part of the API. */
export const givingResolvers = { Query: givingQueries, Mutation: givingMutations, Gift: giftFields, MonthlyGiver: monthlyGiverFields } satisfies Resolvers;
