import { Link } from 'react-router-dom';
import { useLocalize, useMessages } from '../../i18n/messages.ts';
import { notFound } from '../../i18n/english/notFound.ts';

export function NotFoundPage() {
  const texts = useMessages('notFound', notFound);
  const localize = useLocalize();
  return (
    <div className="page page--narrow">
      <h1>{texts.heading}</h1>
      <p className="page__lead">{texts.lead}</p>
      <p>
        <Link to={localize('/')} className="button">
          {texts.home}
        </Link>
      </p>
    </div>
  );
}
