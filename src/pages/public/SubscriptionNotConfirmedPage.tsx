// A confirmation link that confirms nothing (altered, unknown or too old): the subscribe form is
// the page's first screen, so it is part of the page's own bundles (announced in the head) rather
// than fetched when it comes near the viewport.
import { subscription } from '../../i18n/english/subscription.ts';
import SubscribeForm from '../../components/subscribe/SubscribeForm.tsx';
import { useMessages } from '../../i18n/messages.ts';

// This module calls the server: its loader joins the api to the store first (src/lib/storeLoading.ts).
export { joinApi as prepareStore } from '../../../store/api/base.ts';

export function SubscriptionNotConfirmedPage() {
  const texts = useMessages('subscription', subscription).notConfirmed;
  return (
    <div className="page page--narrow">
      <h1>{texts.heading}</h1>
      <p className="page__lead">{texts.lead}</p>
      <section className="subscribe" aria-labelledby="subscribe-again-title">
        <h2 id="subscribe-again-title">{texts.subscribeAgain}</h2>
        <div className="subscribe__form">
          <SubscribeForm />
        </div>
      </section>
    </div>
  );
}
