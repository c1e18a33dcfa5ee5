// What a monthly giver reads, in each language: the lines the first pledge's e-mail adds, the
// monthly reminder, and the page the stop link opens. Kept on the server (not in the languages'
// catalogues every page of a language fetches): only e-mails and a server-rendered page use them.
import type { Language } from '../../../shared/i18n/languages.ts';

const en = {
  started: 'You chose to give every month: on day {day} of each month we will e-mail you a reminder with a new reference.',
  subject: 'Your monthly gift to the {site}: reference {reference}',
  heading: 'Your monthly gift',
  lead: 'You chose to give {amount} every month. This month’s gift reference is {reference}.',
  payNow: 'Pay now',
  payNowLead: 'Pay it in one step on our website: ',
  stopLead: 'To stop the monthly reminders, open this link: ',
  stop: 'Stop my monthly gift',
  ignore: 'If you did not ask for this, open the stop link above: nothing more will be sent to you.',
  pageTitle: 'Your monthly gift',
  askHeading: 'Stop your monthly gift?',
  askLead: 'You give {amount} every month, with a reminder on day {day}. Stop the monthly reminders?',
  stoppedHeading: 'Your monthly gift is stopped',
  stoppedLead: 'You will get no more monthly reminders. Thank you for your gifts.',
  badLink: 'This link is not valid. Open the stop link in your latest reminder e-mail.',
};

export type MonthlyTexts = typeof en;

export const MONTHLY_TEXTS: Record<Language, MonthlyTexts> = {
  en,
  rw: {
    started: 'Wahisemo gutanga buri kwezi: ku itariki ya {day} ya buri kwezi tuzakoherereza imeri ikwibutsa, irimo nimero nshya iranga impano.',
    subject: 'Impano yawe ya buri kwezi kuri {site}: nimero ikuranga {reference}',
    heading: 'Impano yawe ya buri kwezi',
    lead: 'Wahisemo gutanga {amount} buri kwezi. Nimero iranga impano y’uku kwezi ni {reference}.',
    payNow: 'Ishyura ubu',
    payNowLead: 'Yishyure mu ntambwe imwe ku rubuga rwacu: ',
    stopLead: 'Kugira ngo uhagarike ubutumwa bukwibutsa bwa buri kwezi, fungura iyi link: ',
    stop: 'Hagarika impano yanjye ya buri kwezi',
    ignore: 'Niba atari wowe wabisabye, fungura link yo guhagarika iri haruguru: nta kindi uzoherezwa.',
    pageTitle: 'Impano yawe ya buri kwezi',
    askHeading: 'Urashaka guhagarika impano yawe ya buri kwezi?',
    askLead: 'Utanga {amount} buri kwezi, ukibutswa ku itariki ya {day}. Urashaka guhagarika ubutumwa bukwibutsa bwa buri kwezi?',
    stoppedHeading: 'Impano yawe ya buri kwezi yahagaritswe',
    stoppedLead: 'Ntuzongera kubona ubutumwa bukwibutsa bwa buri kwezi. Urakoze ku mpano zawe.',
    badLink: 'Iyi link ntiyemewe. Fungura link yo guhagarika iri muri imeri iheruka ikwibutsa.',
  },
  fr: {
    started: 'Vous avez choisi de donner chaque mois : le {day} de chaque mois, nous vous enverrons un rappel par e-mail avec une nouvelle référence.',
    subject: 'Votre don mensuel à la {site} : référence {reference}',
    heading: 'Votre don mensuel',
    lead: 'Vous avez choisi de donner {amount} chaque mois. La référence du don de ce mois est {reference}.',
    payNow: 'Payer maintenant',
    payNowLead: 'Payez-le en une étape sur notre site : ',
    stopLead: 'Pour arrêter les rappels mensuels, ouvrez ce lien : ',
    stop: 'Arrêter mon don mensuel',
    ignore: 'Si vous n’avez rien demandé, ouvrez le lien d’arrêt ci-dessus : plus rien ne vous sera envoyé.',
    pageTitle: 'Votre don mensuel',
    askHeading: 'Arrêter votre don mensuel ?',
    askLead: 'Vous donnez {amount} chaque mois, avec un rappel le {day}. Arrêter les rappels mensuels ?',
    stoppedHeading: 'Votre don mensuel est arrêté',
    stoppedLead: 'Vous ne recevrez plus de rappels mensuels. Merci pour vos dons.',
    badLink: 'Ce lien n’est pas valide. Ouvrez le lien d’arrêt de votre dernier rappel.',
  },
};
