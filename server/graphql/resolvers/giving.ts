import type { GiftResolvers, MutationResolvers, QueryResolvers } from '../resolvers.generated.ts';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../../shared/i18n/languages.ts';
import { badInput } from '../../errors.ts';
import { parseJsonText } from '../../wellFormedText.ts';
import type { CampaignRecord } from '../../repositories/gifts.ts';

/** A campaign's texts in `language`, else English. */
const inLanguage = (texts: Record<string, string>, language: Language) => texts[language] || texts[DEFAULT_LANGUAGE] || '';

const wireCampaign = (campaign: CampaignRecord) => ({ ...campaign, title: JSON.stringify(campaign.title), description: JSON.stringify(campaign.description) });

/** A campaign's texts sent as JSON { en, rw, fr }: only those languages, each a string. */
function texts(json: string, field: string): Record<string, string> {
  const parsed = parseJsonText(json, field, 'Send the texts as JSON { en, rw, fr }');
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw badInput('Send the texts as JSON { en, rw, fr }', field);
  const entries = Object.entries(parsed as Record<string, unknown>);
  // Control characters but line breaks and tabs (a NUL escaped in the JSON among them) are refused.
  // eslint-disable-next-line no-control-regex
  const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
  if (entries.some(([language, value]) => !isLanguage(language) || typeof value !== 'string' || CONTROL.test(value))) {
    throw badInput('Send the texts as JSON { en, rw, fr }', field);
  }
  return Object.fromEntries(entries) as Record<string, string>;
}

const page = (offset: number | null | undefined, limit: number | null | undefined) => {
  const from = offset ?? 0;
  const size = limit ?? 50;
  if (!Number.isInteger(from) || from < 0) throw badInput('offset must be 0 or more', 'offset');
  if (!Number.isInteger(size) || size < 1 || size > 100) throw badInput('limit must be 1 to 100', 'limit');
  return { from, size };
};

/** A donor's contact details, to a session whose password was checked in the last 10 minutes; null to any other. */
const shownContact = async (value: string | null | undefined, ctx: { passwordCheckedRecently(): Promise<boolean> }) => ((await ctx.passwordCheckedRecently()) ? (value ?? null) : null);

export const giftFields: GiftResolvers = {
  donorEmail: (gift, _args, ctx) => shownContact(gift.donorEmail, ctx),
  donorPhone: (gift, _args, ctx) => shownContact(gift.donorPhone, ctx),
};

export const givingQueries: Pick<QueryResolvers, 'openCampaigns' | 'gifts' | 'giftTotals' | 'giftsCsv' | 'campaigns'> = {
  openCampaigns: async (_root, { language }, ctx) => {
    const chosen = language ?? DEFAULT_LANGUAGE;
    return (await ctx.giving.openCampaigns()).map((campaign) => ({
      id: campaign.id,
      title: inLanguage(campaign.title, chosen),
      description: inLanguage(campaign.description, chosen),
      goalRwf: campaign.goalRwf,
      receivedRwf: campaign.receivedRwf,
      gifts: campaign.gifts,
      daysLeft: campaign.daysLeft,
      endsOn: campaign.endsOn,
    }));
  },
  // Names and amounts for anyone with the capability; e-mails and phones (and a search through them)
  // only within a recent password check (giftFields below).
  gifts: async (_root, { offset, limit, ...filter }, ctx) => {
    await ctx.require('donations.manage');
    const { from, size } = page(offset, limit);
    return ctx.giving.page({ ...filter, searchContacts: await ctx.passwordCheckedRecently() }, from, size);
  },
  giftTotals: async (_root, _args, ctx) => {
    await ctx.require('donations.manage');
    return ctx.giving.totals();
  },
  // Every donor's details at once: a password check from the last 10 minutes, as the subscribers' export.
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
    const { gift, instructions, emailed } = await ctx.giving.pledge(
      { ...input, currency: input.currency ?? 'RWF', name: input.name ?? undefined, email: input.email ?? undefined, phone: input.phone ?? undefined },
      language ?? DEFAULT_LANGUAGE,
      ctx.clientIp,
    );
    return { reference: gift.reference, amount: gift.amount, currency: gift.currency, way: gift.way, emailed, instructions: { number: null, code: null, dial: null, details: null, hours: null, ...instructions } };
  },
  markGiftReceived: async (_root, { id, input }, ctx) => {
    await ctx.require('donations.manage');
    return ctx.giving.markReceived(id, input, ctx.origin);
  },
  recordGift: async (_root, { input }, ctx) => {
    await ctx.require('donations.manage');
    return ctx.giving.recordGift(
      { ...input, currency: input.currency ?? 'RWF', name: input.name ?? undefined, email: input.email ?? undefined, phone: input.phone ?? undefined, language: input.language ?? undefined },
      ctx.origin,
    );
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
    const saved = await ctx.giving.saveCampaign(id ?? null, {
      title: texts(input.title, 'title'),
      description: texts(input.description, 'description'),
      goalRwf: input.goalRwf,
      startsOn: input.startsOn,
      endsOn: input.endsOn,
    });
    return wireCampaign(saved);
  },
};
