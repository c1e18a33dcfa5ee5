// The pages a subscriber reaches from an e-mail: a confirmed subscription, and the unsubscribe
// page (opening it changes nothing; its button unsubscribes). A link that confirms nothing has its
// own page (SubscriptionNotConfirmedPage.tsx), whose first screen is the subscribe form.
import { Link, useSearchParams } from 'react-router-dom';
import { useUnsubscribeMutation } from '../../../store/api/newsletter.ts';
import { MAIL_TEXTS } from '../../../shared/mailPages.ts';
import { pathTo } from '../../../shared/routes.ts';
import { LazySubscribeForm } from '../../components/subscribe/LazySubscribeForm.tsx';

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
  return (
    <div className="page page--narrow">
      <h1>{MAIL_TEXTS.confirmed}</h1>
      <p className="page__lead">Thank you. A welcome e-mail is on its way, and our news will follow as we post it.</p>
      <p>
        <Link to={pathTo('activities')} className="button">
          See our activities
        </Link>
      </p>
    </div>
  );
}

export function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [unsubscribe, { isLoading, isSuccess, error }] = useUnsubscribeMutation();

  if (isSuccess) {
    return (
      <div className="page page--narrow">
        <h1>{MAIL_TEXTS.unsubscribed}</h1>
        <p className="page__lead">You will get no more e-mails from us. Changed your mind?</p>
        <SubscribeAgain heading="Subscribe again" />
      </div>
    );
  }
  return (
    <div className="page page--narrow">
      <h1>Unsubscribe</h1>
      <p className="page__lead">Stop receiving the Build Career Foundation&apos;s news by e-mail.</p>
      {!token ? (
        <p>To stop our e-mails, open the unsubscribe link at the bottom of any e-mail we sent you.</p>
      ) : null}
      {error ? (
        <p role="alert">{(error as { message?: string }).message ?? MAIL_TEXTS.badUnsubscribeLink}</p>
      ) : null}
      {token ? (
        <p>
          <button type="button" className="button" disabled={isLoading} onClick={() => void unsubscribe(token)}>
            Unsubscribe
          </button>
        </p>
      ) : null}
    </div>
  );
}
