// What "Give every month" says on the giving form, in each language. Kept here rather than in the
// languages' catalogues, which every page of a language fetches on its first visit: these words
// travel only with the giving form's script, fetched when a donor opens the form.
import type { Language } from '../../../shared/i18n/languages.ts';

const en = {
  monthly: 'Give every month',
  monthlyNote: 'On this day each month we e-mail you a reminder with a new reference and a way to pay it. Every e-mail has a link to stop.',
  email: 'Enter your e-mail address: a monthly gift needs it',
  tooMany: 'This e-mail address has monthly gifts running already. Stop one with the link in its e-mails first.',
  mailOff: 'Monthly gifts are not available on this site for now: you can give once below.',
  thanks: 'You give every month: on this day each month your reminder comes by e-mail, with a link to stop it.',
  opening: 'Opening your gift ...',
  linkFailed: 'This payment link does not work any more. You can give below, or use the link in your latest reminder.',
};

export type MonthlyTexts = typeof en;

export const MONTHLY_TEXTS: Record<Language, MonthlyTexts> = {
  en,
  rw: {
    monthly: 'Tanga buri kwezi',
    monthlyNote: 'Kuri iyi tariki buri kwezi tuzakoherereza imeri ikwibutsa, irimo nimero nshya iranga impano n’uburyo bwo kwishyura. Buri imeri irimo link yo guhagarika.',
    email: 'Andika imeri yawe: impano ya buri kwezi irayisaba',
    tooMany: 'Iyi imeri isanzwe ifite impano za buri kwezi zikora. Banza uhagarike imwe ukoresheje link iri mu meri zayo.',
    mailOff: 'Impano za buri kwezi ntiziraboneka kuri uru rubuga ubu: ushobora gutanga rimwe hano hasi.',
    thanks: 'Utanga buri kwezi: kuri iyi tariki buri kwezi uzabona imeri ikwibutsa, irimo link yo kubihagarika.',
    opening: 'Turimo gufungura impano yawe ...',
    linkFailed: 'Iyi link yo kwishyura ntigikora. Ushobora gutanga hano hasi, cyangwa ugakoresha link iri mu meri iheruka ikwibutsa.',
  },
  fr: {
    monthly: 'Donner chaque mois',
    monthlyNote: 'Ce jour-là chaque mois, nous vous envoyons un rappel par e-mail avec une nouvelle référence et un moyen de la payer. Chaque e-mail contient un lien pour arrêter.',
    email: 'Saisissez votre adresse e-mail : un don mensuel l’exige',
    tooMany: 'Cette adresse e-mail a déjà des dons mensuels en cours. Arrêtez-en d’abord un avec le lien de ses e-mails.',
    mailOff: 'Les dons mensuels ne sont pas disponibles sur ce site pour le moment : vous pouvez donner une fois ci-dessous.',
    thanks: 'Vous donnez chaque mois : ce jour-là chaque mois, votre rappel arrive par e-mail, avec un lien pour l’arrêter.',
    opening: 'Ouverture de votre don ...',
    linkFailed: 'Ce lien de paiement ne fonctionne plus. Vous pouvez donner ci-dessous, ou utiliser le lien de votre dernier rappel.',
  },
};
