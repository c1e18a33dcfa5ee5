// The pages a subscriber reaches from an e-mail: the server builds the links, the app shows the pages
// (their paths are the route table's, shared/routes.ts).
import { subscription } from './locales/en.ts';
import { pathTo } from './routes.ts';

/** The server route a confirmation link opens: it confirms, then leads to one of the two pages below. */
export const CONFIRM_PATH = '/subscription/confirm';
export const CONFIRMED_PAGE = pathTo('subscriptionConfirmed');
export const NOT_CONFIRMED_PAGE = pathTo('subscriptionNotConfirmed');
/** The unsubscribe page: opening it changes nothing; its button (or a one-click POST) unsubscribes. */
export const UNSUBSCRIBE_PAGE = pathTo('unsubscribe');
export { LANGUAGE_PARAM } from './mailLanguageParam.ts';

/** The server's texts; those the pages show too are the English catalogue's (shared/locales/en.ts). */
export const MAIL_TEXTS = {
  confirmed: subscription.confirmed.heading,
  notConfirmed: subscription.notConfirmed.lead,
  checkInbox: subscription.form.checkInbox,
  waitingForConfirmation: subscription.form.waitingForConfirmation,
  unsubscribed: subscription.unsubscribe.done,
  mailOff:
    'E-mail is not set up, so nothing can be sent. Set SMTP_URL (your mail server) and PUBLIC_URL (the site\'s address) and restart the server.',
  badUnsubscribeLink: subscription.unsubscribe.badLink,
};
