// The pages a subscriber reaches from an e-mail: a confirmed subscription, and the unsubscribe
// page (opening it changes nothing; its button unsubscribes). A link that confirms nothing has its
// own page (SubscriptionNotConfirmedPage.tsx), whose first screen is the subscribe form.
// An e-mail footer's language link opens the unsubscribe page in the language it offers, with
// LANGUAGE_PARAM: the page then offers that language instead, and its button switches to it.
import { useSearchParams } from 'react-router-dom';
import { NoticePage } from '../../components/NoticePage.tsx';
import { useChangeSubscriptionLanguageMutation, useUnsubscribeMutation } from '../../../store/api/newsletter.ts';
import { LANGUAGE_PARAM } from '../../../shared/mailLanguageParam.ts';
import { subscription } from '../../i18n/english/subscription.ts';
import { pathTo } from '../../../shared/routes.ts';
import { LazySubscribeForm } from '../../components/subscribe/LazySubscribeForm.tsx';
import { useMessages } from '../../i18n/messages.ts';
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts';

// This module calls the server: its loader joins the api to the store first (src/lib/storeLoading.ts).
export { joinApi as prepareStore } from '../../../store/api/base.ts';

function SubscribeAgain({ heading }: { heading: string }) {
  return (
    <section className="subscribe" aria-labelledby="subscribe-again-title">
      <h2 id="subscribe-again-title">{heading}</h2>
      <LazySubscribeForm />
    </section>
  );
}

export function SubscriptionConfirmedPage() {
  const texts = useMessages('subscription', subscription).confirmed;
  return <NoticePage heading={texts.heading} lead={texts.lead} to={pathTo('activities')} action={texts.activities} />;
}

/** The page a footer's language link opens, in the language it offers: its button makes the change. */
function ChangeLanguage({ token }: { token: string }) {
  const texts = useMessages('subscription', subscription).language;
  // The tab says what the page is for, not the unsubscribe route's title it is drawn under.
  useDocumentTitle(texts.heading);
  const [change, { isLoading, isSuccess, error }] = useChangeSubscriptionLanguageMutation();
  return (
    <div className="page page--narrow">
      <h1>{texts.heading}</h1>
      {isSuccess ? (
        <p className="page__lead" role="status">
          {texts.done}
        </p>
      ) : (
        <>
          <p className="page__lead">{texts.lead}</p>
          {/* The server's refusal is English: the page says it in its own language. */}
          {error ? <p role="alert">{texts.badLink}</p> : null}
          <p>
            <button type="button" className="button" disabled={isLoading} onClick={() => void change(token)}>
              {texts.button}
            </button>
          </p>
        </>
      )}
    </div>
  );
}

export function UnsubscribePage() {
  const [params] = useSearchParams();
  const languageToken = params.get(LANGUAGE_PARAM);
  if (languageToken) return <ChangeLanguage token={languageToken} />;
  return <Unsubscribe token={params.get('token') ?? ''} />;
}

function Unsubscribe({ token }: { token: string }) {
  const texts = useMessages('subscription', subscription).unsubscribe;
  const [unsubscribe, { isLoading, isSuccess, error }] = useUnsubscribeMutation();

  if (isSuccess) {
    return (
      <div className="page page--narrow">
        <h1>{texts.done}</h1>
        <p className="page__lead">{texts.doneLead}</p>
        <SubscribeAgain heading={texts.subscribeAgain} />
      </div>
    );
  }
  return (
    <div className="page page--narrow">
      <h1>{texts.heading}</h1>
      <p className="page__lead">{texts.lead}</p>
      {!token ? <p>{texts.noToken}</p> : null}
      {error ? <p role="alert">{texts.badLink}</p> : null}
      {token ? (
        <p>
          <button type="button" className="button" disabled={isLoading} onClick={() => void unsubscribe(token)}>
            {texts.button}
          </button>
        </p>
      ) : null}
    </div>
  );
}
