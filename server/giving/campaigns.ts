// Campaigns: staff create and change them (their texts sent as JSON { en, rw, fr }, checked by the
// rules in shared/giving.ts), and visitors see those open today (Kigali dates) with what they have
// received. A campaign past its end stops showing and stops taking pledges.
import { GIVING_MESSAGES, campaignProblems, type CampaignFields, type CampaignTexts } from '../../shared/giving.ts';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../shared/i18n/languages.ts';
import { kigaliToday } from '../../shared/kigaliTime.ts';
import { badInput } from '../core/errors.ts';
import { DAY_MS } from '../core/time.ts';
import type { Repositories } from '../db/repositories.ts';
import type { CampaignRecord } from './repository.ts';
import { singleLine } from '../core/text.ts';
import { parseJsonText } from '../core/wellFormedText.ts';
import { refuse } from './checks.ts';

/** A campaign as staff send it: its title and description as JSON { en, rw, fr }. */
export type SentCampaign = Omit<CampaignFields, 'title' | 'description'> & { title: string; description: string };

const NOT_TEXTS = 'Send the texts as JSON { en, rw, fr }';
// Control characters but line breaks and tabs (a NUL escaped in the JSON among them) are refused.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** A campaign's texts sent as JSON { en, rw, fr }: only those languages, each a string. */
export function campaignTexts(json: string, field: string): CampaignTexts {
  const parsed = parseJsonText(json, field, NOT_TEXTS);
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw badInput(NOT_TEXTS, field);
  const entries = Object.entries(parsed as Record<string, unknown>);
  if (entries.some(([language, value]) => !isLanguage(language) || typeof value !== 'string' || CONTROL.test(value))) throw badInput(NOT_TEXTS, field);
  return Object.fromEntries(entries) as CampaignTexts;
}

/** Each language's text trimmed (a title on one line), the empty ones left out. */
const trimmed = (texts: CampaignTexts, trim: (value: string) => string): CampaignTexts =>
  Object.fromEntries(Object.entries(texts).map(([language, value]) => [language, trim(value ?? '')]).filter(([, value]) => value));

/** A campaign's texts in `language`, else English. */
const inLanguage = (texts: CampaignTexts, language: Language) => texts[language] || texts[DEFAULT_LANGUAGE] || '';

export function givingCampaigns(repos: Repositories) {
  return {
    /** Creates (no id) or changes a campaign; BAD_USER_INPUT naming the first field in question. */
    async saveCampaign(id: string | null, sent: SentCampaign): Promise<CampaignRecord> {
      const fields: CampaignFields = {
        ...sent,
        title: trimmed(campaignTexts(sent.title, 'title'), (value) => singleLine(value).trim()),
        description: trimmed(campaignTexts(sent.description, 'description'), (value) => value.trim()),
      };
      const problems = campaignProblems(fields);
      if (problems.length) refuse(problems);
      if (!id) return repos.gifts.insertCampaign(fields);
      const saved = await repos.gifts.updateCampaign(id, fields);
      if (!saved) throw badInput(GIVING_MESSAGES.campaignNotFound, 'id');
      return saved;
    },

    campaigns: () => repos.gifts.campaigns(),

    /** The campaigns open today in `language` with what they have received (Received gifts only) and the days left. */
    async openCampaigns(language: Language, now = Date.now()) {
      const today = kigaliToday(now);
      const [open, totals] = await Promise.all([repos.gifts.openCampaigns(today), repos.gifts.campaignTotals()]);
      return open.map((campaign) => {
        const total = totals.find((row) => row.campaignId === campaign.id);
        const daysLeft = Math.round((Date.parse(`${campaign.endsOn}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
        return {
          id: campaign.id,
          title: inLanguage(campaign.title, language),
          description: inLanguage(campaign.description, language),
          goalRwf: campaign.goalRwf,
          receivedRwf: total?.receivedRwf ?? 0,
          gifts: total?.gifts ?? 0,
          daysLeft,
          endsOn: campaign.endsOn,
        };
      });
    },
  };
}
