import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import { Accordion } from '../../components/Accordion.tsx';
import { Picture } from '../../components/Picture.tsx';
import type { DonateContent } from '../../content/sections.ts';
import { shown, useSiteContent } from '../../lib/siteContent.tsx';
import { useLocalize, useMessages } from '../../i18n/messages.ts';
import { donate } from '../../i18n/english/donate.ts';
import { donatePhoto } from '../../../shared/photos.ts';
import { ROUTES } from '../../../shared/routes.ts';

/** The bank's details, in this order, each shown once given (the bank's card alone shows them). */
const BANK_FIELDS = ['bankName', 'accountName', 'accountNumber', 'swift'] as const satisfies (keyof DonateContent['bank'] & keyof typeof donate)[];

export function DonatePage() {
  const texts = useMessages('donate', donate);
  const content = useSiteContent<DonateContent>('donate');
  const formPath = useLocalize()(ROUTES.donateByCard.path);
  /** What an open card says: the same for each way of giving, with the bank's details on the bank's. */
  const details = (bank: boolean) => (
    <>
      <p>{texts.acceptedIntro}</p>
      <ul>
        {content.accepted.map((kind) => (
          <li key={kind.key}>
            {shown(kind.text)}
          </li>
        ))}
      </ul>
      <dl className="donate-details">
        <dt>{texts.mobileMoneyNumber}</dt>
        <dd>{content.mobileMoneyNumber}</dd>
        <dt>{texts.mobileMoneyCode}</dt>
        <dd>{content.mobileMoneyCode}</dd>
        {bank &&
          BANK_FIELDS.map(
            (field) =>
              content.bank[field] && (
                <Fragment key={field}>
                  <dt>{texts[field]}</dt>
                  <dd>{content.bank[field]}</dd>
                </Fragment>
              ),
          )}
        <dt>{texts.hoursLabel}</dt>
        <dd>
          {shown(content.hours)}
        </dd>
      </dl>
      <p>
        <Link to={formPath}>
          {shown(content.formLine)}
        </Link>
      </p>
    </>
  );
  const items = Object.entries(texts.options).map(([id, title]) => ({ id, title, content: details(id === 'bank') }));
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
