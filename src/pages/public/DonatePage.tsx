import { Link } from 'react-router-dom';
import { Accordion } from '../../components/Accordion.tsx';
import { Picture } from '../../components/Picture.tsx';
import { useLocalize, useMessages } from '../../i18n/messages.ts';
import { donate } from '../../i18n/english/donate.ts';
import { donatePhoto } from '../../../shared/photos.ts';
import { ROUTES } from '../../../shared/routes.ts';

// Placeholders: the foundation fills in its real mobile money number and code here.
const MOBILE_MONEY_NUMBER = '+250 7XX XXX XXX';
const MOBILE_MONEY_CODE = 'XXXXXX';

type DonateTexts = typeof donate;

/** What every open card says (the same text for each way of giving). */
function DonateDetails({ texts, formPath }: { texts: DonateTexts; formPath: string }) {
  return (
    <>
      <p>{texts.acceptedIntro}</p>
      <ul>
        {texts.accepted.map((kind) => (
          <li key={kind}>{kind}</li>
        ))}
      </ul>
      <dl className="donate-details">
        <dt>{texts.mobileMoneyNumber}</dt>
        <dd>{MOBILE_MONEY_NUMBER}</dd>
        <dt>{texts.mobileMoneyCode}</dt>
        <dd>{MOBILE_MONEY_CODE}</dd>
        <dt>{texts.hoursLabel}</dt>
        <dd>{texts.hours}</dd>
      </dl>
      <p>
        <Link to={formPath}>{texts.formLine}</Link>
      </p>
    </>
  );
}

export function DonatePage() {
  const texts = useMessages('donate', donate);
  const formPath = useLocalize()(ROUTES.donateByCard.path);
  const details = <DonateDetails texts={texts} formPath={formPath} />;
  const items = Object.entries(texts.options).map(([id, title]) => ({ id, title, content: details }));
  return (
    <div className="page donate">
      <h1>{texts.heading}</h1>
      <p className="page__lead">{texts.intro}</p>
      <div className="donate__layout">
        <Accordion items={items} className="donate__cards" />
        <Link to={formPath} className="donate__image">
          <Picture photo={donatePhoto} alt={texts.imageAlt} lazy={false} />
        </Link>
      </div>
    </div>
  );
}
