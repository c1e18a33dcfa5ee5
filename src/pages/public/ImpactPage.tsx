import { ImpactCounters } from '../../components/ImpactCounters.tsx';
import { Picture } from '../../components/Picture.tsx';
import { impactAreas, impactHeading, impactIntro } from '../../content/impact.ts';

export function ImpactPage() {
  return (
    <div className="page">
      <h1>{impactHeading}</h1>
      <p className="page__lead">{impactIntro}</p>
      {impactAreas.map((area, index) => (
        <section key={area.id} className="impact-area" aria-labelledby={`impact-${area.id}`}>
          <div className="impact-area__text">
            <h2 id={`impact-${area.id}`}>{area.title}</h2>
            <ul>
              {area.items.map((item) => (
                <li key={item.id}>{item.content}</li>
              ))}
            </ul>
          </div>
          <Picture photo={area.image} alt={area.alt} lazy={index > 0} className="impact-area__image" />
        </section>
      ))}
      <section className="impact-results" aria-labelledby="impact-results-title">
        <h2 id="impact-results-title">Our results so far</h2>
        <ImpactCounters />
      </section>
    </div>
  );
}
