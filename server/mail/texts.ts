// The words of a subscriber's e-mails in each language: the site's catalogues (shared/locales/),
// whose `mail` part a translator edits with the rest. The server has every language at hand.
import type { Language } from '../../shared/i18n/languages.ts';
import * as en from '../../shared/locales/en.ts';
import * as fr from '../../shared/locales/fr.ts';
import * as rw from '../../shared/locales/rw.ts';

const MAIL: Record<Language, typeof en.mail> = { en: en.mail, fr: fr.mail, rw: rw.mail };
const SUBSCRIPTION: Record<Language, typeof en.subscription> = { en: en.subscription, fr: fr.subscription, rw: rw.subscription };

export const mailTexts = (language: Language): typeof en.mail => MAIL[language];

/** The subscription pages' texts, for the server's answers to their buttons. */
export const subscriptionTexts = (language: Language): typeof en.subscription => SUBSCRIPTION[language];
