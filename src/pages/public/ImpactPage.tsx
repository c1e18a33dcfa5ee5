import { ImpactCounters } from '../../components/ImpactCounters.tsx';
import { Picture } from '../../components/Picture.tsx';
import { plainText, type ImpactContent } from '../../content/sections.ts';
import { shown, useSiteContent } from '../../lib/siteContent.tsx';
import { useMessages } from '../../i18n/messages.ts';
import { impact } from '../../i18n/english/impact.ts';

export function ImpactPage() {
  const texts = useMessages('impact', impact);
  const content = useSiteContent<ImpactContent>('impact');
  return (
    <div className="page">
      <h1>{texts.heading}</h1>
      <p className="page__lead">{texts.intro}</p>
      {content.areas.map(({ key, title, items, image, imageAlt }, index) => (
        <section key={key} className="impact-area" aria-labelledby={`impact-${key}`}>
          <div className="impact-area__text">
            <h2 id={`impact-${key}`}>
              {shown(title)}
            </h2>
            <ul>
              {items.map((item) => (
                <li key={item.key}>
                  {shown(item.text)}
                </li>
              ))}
            </ul>
          </div>
          {image && <Picture photo={image} alt={plainText(imageAlt)} lazy={index > 0} className="impact-area__image" />}
        </section>
      ))}
      <section className="impact-results" aria-labelledby="impact-results-title">
        <h2 id="impact-results-title">{texts.resultsTitle}</h2>
        <ImpactCounters counters={content.counters} />
      </section>
    </div>
  );
}
