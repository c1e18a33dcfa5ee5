// The words of a subscriber's e-mails in each language: the site's catalogues (shared/locales/),
// whose `mail` part a translator edits with the rest. The server has every language at hand.
import type { Language } from '../../shared/i18n/languages.ts';
import { textsIn } from '../../shared/locales/catalogues.ts';

export const mailTexts = (language: Language) => textsIn(language, 'mail');

/** The subscription pages' texts, for the server's answers to their buttons. */
export const subscriptionTexts = (language: Language) => textsIn(language, 'subscription');
