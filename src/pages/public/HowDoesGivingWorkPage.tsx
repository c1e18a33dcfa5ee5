import { useMessages } from '../../i18n/messages.ts';
import { giving } from '../../i18n/english/giving.ts';

export function HowDoesGivingWorkPage() {
  const texts = useMessages('giving', giving);
  return (
    <div className="page page--text">
      <h1>{texts.heading}</h1>
      {texts.sections.map((section) => (
        <section key={section.title}>
          <h2>{section.title}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
      <section>
        <h2>{texts.reasonsTitle}</h2>
        <ul>
          {texts.reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}
