// What "Pay now" says, in each language. Kept here rather than in the languages' catalogues, which
// every page of a language fetches on its first visit: these words travel only with the giving
// form's script, fetched when a donor opens the form.
import type { Language } from '../../../shared/i18n/languages.ts';

const en = {
  number: 'Your MTN MoMo number',
  pay: 'Pay now with MTN MoMo',
  paying: 'Asking MTN ...',
  approve: 'Approve the payment on your phone',
  approveHow: 'MTN is asking your phone for {amount}: enter your MoMo PIN to approve it.',
  received: 'Your gift has arrived. Your receipt number is {receipt}.',
  failed: 'MTN says the payment did not go through. You can try again, or pay as above with your reference {reference}.',
  underpaid: 'MTN reports a different amount. We will look into it; your reference is {reference}.',
  timedOut: 'MTN has not confirmed the payment yet. If you approved it, your receipt will follow; otherwise pay as above with your reference {reference}.',
  check: 'Check again',
  retry: 'Try again',
  unreachable: 'MTN MoMo could not be asked just now. Pay as above with your reference {reference}, or try again later.',
  momoNumber: 'Enter an MTN Mobile Money number: 078… or 079…',
  card: 'Pay by card',
  cardEmail: 'Enter your e-mail address: a card payment needs it',
  cardNote: 'You pay on Flutterwave’s secure page: your card number never reaches this site.',
  cardOpening: 'Opening the card page ...',
  cardChecking: 'If you have paid, we are confirming it with the card provider ...',
  cardUnavailable: 'Card payments cannot be started just now. Please try again later; your reference is {reference}.',
};

export type PayNowTexts = typeof en;

export const PAY_NOW_TEXTS: Record<Language, PayNowTexts> = {
  en,
  rw: {
    number: 'Nimero yawe ya MTN MoMo',
    pay: 'Ishyura ubu ukoresheje MTN MoMo',
    paying: 'Turimo kubaza MTN ...',
    approve: 'Emeza kwishyura kuri telefoni yawe',
    approveHow: 'MTN irasaba telefoni yawe {amount}: andika PIN ya MoMo kugira ngo wemeze.',
    received: 'Impano yawe yageze. Nimero y’inyemezabwishyu yawe ni {receipt}.',
    failed: 'MTN ivuga ko kwishyura bitakunze. Ushobora kongera kugerageza, cyangwa ukishyura nk’uko byavuzwe haruguru ukoresheje nimero iranga impano {reference}.',
    underpaid: 'MTN yatanze undi mubare w’amafaranga. Tuzabikurikirana; nimero iranga impano yawe ni {reference}.',
    timedOut: 'MTN ntiremeza kwishyura. Niba wabyemeje, inyemezabwishyu izakugeraho; bitabaye ibyo, ishyura nk’uko byavuzwe haruguru ukoresheje nimero iranga impano {reference}.',
    check: 'Ongera urebe',
    retry: 'Ongera ugerageze',
    unreachable: 'Ntibyashobotse kubaza MTN MoMo ubu. Ishyura nk’uko byavuzwe haruguru ukoresheje nimero iranga impano {reference}, cyangwa wongere ugerageze nyuma.',
    momoNumber: 'Andika nimero ya MTN Mobile Money: 078… cyangwa 079…',
    card: 'Ishyura ukoresheje ikarita',
    cardEmail: 'Andika imeri yawe: kwishyura n’ikarita birayisaba',
    cardNote: 'Wishyurira ku rupapuro rwizewe rwa Flutterwave: nimero y’ikarita yawe ntigera kuri uru rubuga.',
    cardOpening: 'Turimo gufungura urupapuro rw’ikarita ...',
    cardChecking: 'Niba wishyuye, turimo kubyemeza n’utanga serivisi y’ikarita ...',
    cardUnavailable: 'Kwishyura n’ikarita ntibishoboka ubu. Ongera ugerageze nyuma; nimero iranga impano yawe ni {reference}.',
  },
  fr: {
    number: 'Votre numéro MTN MoMo',
    pay: 'Payer maintenant avec MTN MoMo',
    paying: 'Demande à MTN ...',
    approve: 'Approuvez le paiement sur votre téléphone',
    approveHow: 'MTN demande {amount} à votre téléphone : saisissez votre code MoMo pour l’approuver.',
    received: 'Votre don est arrivé. Votre numéro de reçu est {receipt}.',
    failed: 'MTN indique que le paiement n’a pas abouti. Vous pouvez réessayer, ou payer comme indiqué ci-dessus avec votre référence {reference}.',
    underpaid: 'MTN indique un autre montant. Nous allons vérifier ; votre référence est {reference}.',
    timedOut: 'MTN n’a pas encore confirmé le paiement. Si vous l’avez approuvé, votre reçu suivra ; sinon payez comme indiqué ci-dessus avec votre référence {reference}.',
    check: 'Vérifier à nouveau',
    retry: 'Réessayer',
    unreachable: 'MTN MoMo n’a pas pu être joint. Payez comme indiqué ci-dessus avec votre référence {reference}, ou réessayez plus tard.',
    momoNumber: 'Saisissez un numéro MTN Mobile Money : 078… ou 079…',
    card: 'Payer par carte',
    cardEmail: 'Saisissez votre adresse e-mail : le paiement par carte l’exige',
    cardNote: 'Vous payez sur la page sécurisée de Flutterwave : votre numéro de carte n’arrive jamais sur ce site.',
    cardOpening: 'Ouverture de la page de paiement ...',
    cardChecking: 'Si vous avez payé, nous le confirmons auprès du prestataire de carte ...',
    cardUnavailable: 'Le paiement par carte est momentanément indisponible. Réessayez plus tard ; votre référence est {reference}.',
  },
};
