// Whether card payments are on (the server's Flutterwave settings), as the card page learns it: on
// a first visit from the answer the server wrote into the page (the route's first query,
// shared/routes.ts), else by asking the server once. Small on purpose: the card page's first
// visit carries it.
import { ONLINE_PAY_WAYS } from '../../../shared/onlinePayWays.ts';
import type { Language } from '../../../shared/i18n/languages.ts';
import type { AppStore } from '../../../store/index.ts';
import { publicRead } from '../../lib/publicRead.ts';

type Known = { value: boolean } | Promise<boolean>;

const knownOf = new WeakMap<AppStore, Known>();

const cardsIn = (data: unknown) => ((data as { onlinePayWays?: unknown } | null)?.onlinePayWays as unknown[] | undefined)?.includes('CARD') === true;

/** On, off, or the server's answer on its way; a failed question counts as off (the page as it is without cards). */
export function cardPayments(store: AppStore): Known {
  let known = knownOf.get(store);
  if (!known) {
    const [answer] = store.takePreloadedAnswers('onlinePayWays');
    known = answer
      ? { value: cardsIn(answer.data) }
      : publicRead(store, ONLINE_PAY_WAYS, {}).then(cardsIn, () => false);
    knownOf.set(store, known);
  }
  return known;
}

/** Where "Pay by card" leads: the Donate page's giving form, opened with the Card way chosen. */
export const CARD_WAY_SEARCH = '?way=card';

/** What the card page says with card payments on. Here, not in the catalogues: only this page says it. */
export const CARD_PAY_TEXTS: Record<Language, { lead: string; pay: string; fieldsNote: string }> = {
  en: {
    lead: 'Pay by card on Flutterwave’s secure page: give the amount and your e-mail address in the Donate page’s form, then pay. Your card number never reaches this site.',
    pay: 'Pay by card',
    fieldsNote: 'Nothing you type in the fields below is sent or stored: to give by card, use “Pay by card” above.',
  },
  rw: {
    lead: 'Ishyura ukoresheje ikarita ku rupapuro rwizewe rwa Flutterwave: andika amafaranga n’imeri yawe mu ifishi yo ku rupapuro rwo gutanga inkunga, hanyuma wishyure. Nimero y’ikarita yawe ntigera kuri uru rubuga.',
    pay: 'Ishyura ukoresheje ikarita',
    fieldsNote: 'Nta na kimwe wanditse mu myanya iri hepfo cyoherezwa cyangwa ngo kibikwe: kugira ngo utange ukoresheje ikarita, kanda “Ishyura ukoresheje ikarita” hejuru.',
  },
  fr: {
    lead: 'Payez par carte sur la page sécurisée de Flutterwave : indiquez le montant et votre adresse e-mail dans le formulaire de la page Faire un don, puis payez. Votre numéro de carte n’arrive jamais sur ce site.',
    pay: 'Payer par carte',
    fieldsNote: 'Rien de ce que vous saisissez dans les champs ci-dessous n’est envoyé ni conservé : pour donner par carte, utilisez « Payer par carte » ci-dessus.',
  },
};
