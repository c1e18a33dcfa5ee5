import { ImpactCounters } from '../../components/ImpactCounters.tsx';
import { Picture } from '../../components/Picture.tsx';
import { impactAreas } from '../../content/impact.ts';
import { useMessages } from '../../i18n/messages.ts';
import { impact } from '../../i18n/english/impact.ts';

export function ImpactPage() {
  const texts = useMessages('impact', impact);
  return (
    <div className="page">
      <h1>{texts.heading}</h1>
      <p className="page__lead">{texts.intro}</p>
      {impactAreas.map(({ id, image }, index) => {
        const area = texts.areas[id];
        return (
          <section key={id} className="impact-area" aria-labelledby={`impact-${id}`}>
            <div className="impact-area__text">
              <h2 id={`impact-${id}`}>{area.title}</h2>
              <ul>
                {area.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </div>
            <Picture photo={image} alt={area.alt} lazy={index > 0} className="impact-area__image" />
          </section>
        );
      })}
      <section className="impact-results" aria-labelledby="impact-results-title">
        <h2 id="impact-results-title">{texts.resultsTitle}</h2>
        <ImpactCounters />
      </section>
    </div>
  );
}
