import { givingHeading, givingReasons, givingReasonsTitle, givingSections } from '../../content/giving.ts';

export function HowDoesGivingWorkPage() {
  return (
    <div className="page page--text">
      <h1>{givingHeading}</h1>
      {givingSections.map((section) => (
        <section key={section.title}>
          <h2>{section.title}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
      <section>
        <h2>{givingReasonsTitle}</h2>
        <ul>
          {givingReasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}
