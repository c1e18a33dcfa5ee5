import { Link } from 'react-router-dom';
import { useLocalize } from '../i18n/messages.ts';

/** A page that says one thing and leads on: its heading, a lead and one button to `to` (an English path, localized here). */
export function NoticePage({ heading, lead, to, action }: { heading: string; lead: string; to: string; action: string }) {
  const localize = useLocalize();
  return (
    <div className="page page--narrow">
      <h1>{heading}</h1>
      <p className="page__lead">{lead}</p>
      <p>
        <Link to={localize(to)} className="button">
          {action}
        </Link>
      </p>
    </div>
  );
}
