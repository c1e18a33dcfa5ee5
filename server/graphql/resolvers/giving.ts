// Giving (server/giving/): the resolvers check the capability, unpack the arguments, call the
// service and shape its answer.
import type { GiftResolvers, MutationResolvers, QueryResolvers } from '../resolvers.generated.ts';
import { DEFAULT_LANGUAGE } from '../../../shared/i18n/languages.ts';
import type { CampaignRecord } from '../../repositories/gifts.ts';
import { rowOptions } from './paged.ts';

const wireCampaign = (campaign: CampaignRecord) => ({ ...campaign, title: JSON.stringify(campaign.title), description: JSON.stringify(campaign.description) });

/** A donor's contact details, to a session whose password was checked recently; null to any other. */
const shownContact = async (value: string | null | undefined, ctx: { passwordCheckedRecently(): Promise<boolean> }) => ((await ctx.passwordCheckedRecently()) ? (value ?? null) : null);

const donorDetails = <T extends { name?: string | null; email?: string | null; phone?: string | null; currency?: 'RWF' | 'USD' | 'EUR' | null }>(input: T) => ({
  ...input,
  currency: input.currency ?? 'RWF',
  name: input.name ?? undefined,
  email: input.email ?? undefined,
  phone: input.phone ?? undefined,
});

export const giftFields: GiftResolvers = {
  donorEmail: (gift, _args, ctx) => shownContact(gift.donorEmail, ctx),
  donorPhone: (gift, _args, ctx) => shownContact(gift.donorPhone, ctx),
};

export const givingQueries: Pick<QueryResolvers, 'openCampaigns' | 'gifts' | 'giftTotals' | 'giftsCsv' | 'campaigns'> = {
  openCampaigns: (_root, { language }, ctx) => ctx.giving.openCampaigns(language ?? DEFAULT_LANGUAGE),
  // Names and amounts for anyone with the capability; e-mails and phones (and a search through them)
  // only within a recent password check (giftFields).
  gifts: async (_root, { status, way, campaignId, ...rows }, ctx) => {
    await ctx.require('donations.manage');
    const { search, offset, limit } = rowOptions(rows);
    return ctx.giving.page({ status, way, campaignId, search, searchContacts: await ctx.passwordCheckedRecently() }, offset, limit);
  },
  giftTotals: async (_root, _args, ctx) => {
    await ctx.require('donations.manage');
    return ctx.giving.totals();
  },
  // Every donor's details at once: a recent password check, as the subscribers' export.
  giftsCsv: async (_root, filter, ctx) => {
    await ctx.require('donations.manage');
    await ctx.requirePasswordCheck();
    return ctx.giving.csv(filter);
  },
  campaigns: async (_root, _args, ctx) => {
    await ctx.require('donations.manage');
    return (await ctx.giving.campaigns()).map(wireCampaign);
  },
};

export const givingMutations: Pick<MutationResolvers, 'pledgeGift' | 'markGiftReceived' | 'recordGift' | 'cancelGift' | 'eraseDonor' | 'saveCampaign'> = {
  pledgeGift: async (_root, { input, language }, ctx) => {
    const { gift, instructions, emailed } = await ctx.giving.pledge(donorDetails(input), language ?? DEFAULT_LANGUAGE, ctx.clientIp);
    return { reference: gift.reference, amount: gift.amount, currency: gift.currency, way: gift.way, emailed, instructions: { number: null, code: null, dial: null, details: null, hours: null, ...instructions } };
  },
  markGiftReceived: async (_root, { id, input }, ctx) => {
    await ctx.require('donations.manage');
    return ctx.giving.markReceived(id, input, ctx.origin);
  },
  recordGift: async (_root, { input }, ctx) => {
    await ctx.require('donations.manage');
    return ctx.giving.recordGift({ ...donorDetails(input), language: input.language ?? undefined }, ctx.origin);
  },
  cancelGift: async (_root, { id }, ctx) => {
    await ctx.require('donations.manage');
    return ctx.giving.cancel(id);
  },
  eraseDonor: async (_root, { id }, ctx) => {
    const me = await ctx.require('donations.manage');
    return ctx.giving.eraseDonor(id, { actorId: me._id, actorEmail: me.email, ...ctx.client });
  },
  saveCampaign: async (_root, { id, input }, ctx) => {
    await ctx.require('donations.manage');
    return wireCampaign(await ctx.giving.saveCampaign(id ?? null, input));
  },
};
