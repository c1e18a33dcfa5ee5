// The campaigns open today, as the Donate page asks them: through the app's one public read
// (src/lib/publicRead.ts: its endpoint, its error shape, a plain fetch), so the page's first visit
// carries no API client. Totals only: the server answers no donor's details here.
import { useEffect, useState } from 'react';
import { readLanguage, type Language } from '../../../shared/i18n/languages.ts';
import type { OpenCampaignsQuery } from '../../../shared/operations.generated.ts';
import { useAppStore } from '../../../store/index.ts';
import { publicRead } from '../../lib/publicRead.ts';

export const OPEN_CAMPAIGNS = /* GraphQL */ `query openCampaigns($language:Language){openCampaigns(language:$language){id title description goalRwf receivedRwf gifts daysLeft}}`;

export type OpenCampaign = OpenCampaignsQuery['openCampaigns'][number];

/**
 * The campaigns open today in the page's language, once the server has answered (none if it could
 * not), and `askAgain` for when one may have closed since.
 */
export function useOpenCampaigns(language: Language): { campaigns: OpenCampaign[]; askAgain: () => void } {
  const store = useAppStore();
  const [answer, setAnswer] = useState<{ language: Language; campaigns: OpenCampaign[] } | null>(null);
  const [round, setRound] = useState(0);
  useEffect(() => {
    let current = true;
    publicRead<OpenCampaignsQuery>(store, OPEN_CAMPAIGNS, readLanguage(language))
      .then((data) => current && setAnswer({ language, campaigns: data.openCampaigns }))
      // The campaigns are an extra: without them the page gives as before.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [store, language, round]);
  return { campaigns: answer?.language === language ? answer.campaigns : [], askAgain: () => setRound((last) => last + 1) };
}
