import { common } from '../../shared/locales/en.ts';
import { useMessages } from '../i18n/messages.ts';

/** Shown in place of a page that could not load, e.g. its script did not arrive over a poor connection. */
export function RouteError() {
  const texts = useMessages('common', common).routeError;
  return (
    <div className="page page--narrow">
      <h1>{texts.heading}</h1>
      <p className="page__lead">{texts.lead}</p>
      <p>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          {texts.retry}
        </button>
      </p>
    </div>
  );
}
