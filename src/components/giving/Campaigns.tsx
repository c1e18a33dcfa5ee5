// The open campaigns on the Donate page, each with what has been received of its goal (only gifts
// staff marked received count), its gifts and the days left. Loaded by the page only when a
// campaign is open (./openCampaigns.ts asks), so a page without one does not carry it.
import type { ReactElement } from 'react';
import type { Language } from '../../../shared/i18n/languages.ts';
import { formatMoney } from '../../../shared/i18n/format.ts';
import { fill, plural } from '../../../shared/i18n/message.ts';
import { campaigns as english } from '../../i18n/english/campaigns.ts';
import { useMessages } from '../../i18n/messages.ts';
import type { OpenCampaign } from './openCampaigns.ts';

export default function Campaigns({ campaigns, language }: { campaigns: OpenCampaign[]; language: Language }): ReactElement | null {
  const texts = useMessages('campaigns', english);
  return (
    <div className="campaigns">
      {campaigns.map((campaign) => {
        const titleId = `campaign-${campaign.id}`;
        const progress = fill(language, texts.progress, {
          received: formatMoney(language, campaign.receivedRwf, 'RWF'),
          goal: formatMoney(language, campaign.goalRwf, 'RWF'),
        });
        const share = campaign.goalRwf > 0 ? Math.min(100, (campaign.receivedRwf / campaign.goalRwf) * 100) : 100;
        return (
          <section key={campaign.id} className="campaign" aria-labelledby={titleId}>
            <h2 id={titleId}>{campaign.title}</h2>
            {campaign.description ? <p>{campaign.description}</p> : null}
            <div
              className="campaign__bar"
              role="progressbar"
              aria-labelledby={titleId}
              aria-valuemin={0}
              aria-valuemax={campaign.goalRwf}
              aria-valuenow={Math.min(campaign.receivedRwf, campaign.goalRwf)}
              aria-valuetext={progress}
            >
              <span style={{ width: `${share}%` }} />
            </div>
            <p className="campaign__figures">
              <strong>{progress}</strong> · {plural(language, texts.gifts, campaign.gifts)} ·{' '}
              {campaign.daysLeft > 0 ? plural(language, texts.daysLeft, campaign.daysLeft) : texts.lastDay}
            </p>
          </section>
        );
      })}
    </div>
  );
}
