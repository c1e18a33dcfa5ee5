// Insights (the adminInsights route, insights.view): what the site's visits, newsletters,
// subscribers and gifts did over the period chosen. Counted without a tracker and never personal
// (docs/insights.md). This page and its chart library load only when it is opened.
import { useId, useState } from 'react';
import type { InsightsPeriod } from '../../../../store/api/insightsAdmin.ts';
import { AdminPage } from '../common/AdminPage.tsx';
import { GivingSection } from './GivingSection.tsx';
import { INSIGHTS_TEXTS, PERIODS } from './insightsTexts.ts';
import { NewsletterSection, SubscribersSection } from './MailSections.tsx';
import { TrafficSection } from './TrafficSection.tsx';
import './insights.scss';

function PeriodPicker({ value, onChange }: { value: InsightsPeriod; onChange: (period: InsightsPeriod) => void }) {
  const id = useId();
  return (
    <div className="table-filter insights-period">
      <label htmlFor={id}>{INSIGHTS_TEXTS.period}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as InsightsPeriod)}>
        {PERIODS.map((period) => (
          <option key={period.value} value={period.value}>
            {period.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export function InsightsPage() {
  const [period, setPeriod] = useState<InsightsPeriod>(PERIODS[0]!.value);
  return (
    <AdminPage heading={INSIGHTS_TEXTS.heading} actions={<PeriodPicker value={period} onChange={setPeriod} />}>
      <TrafficSection period={period} />
      <NewsletterSection period={period} />
      <SubscribersSection period={period} />
      <GivingSection period={period} />
    </AdminPage>
  );
}
