// Français. Every message of shared/locales/en.ts, under the same key, with the same
// {placeholders}; the glossary in README ("Languages") keeps the words the same everywhere.
// These translations await review by a native speaker.
import type { Translation } from '../i18n/catalogue.ts';
import type * as en from './en.ts';

// ==== The site's frame: header, footer, menus, language switcher, states every page shares ====
export const common: Translation<typeof en.common> = {
  skipToContent: 'Aller au contenu',
  loading: 'Chargement de Build Career Foundation…',
  openMenu: 'Ouvrir le menu',
  closeMenu: 'Fermer le menu',
  mainNav: 'Principale',
  footerNav: 'Pied de page',
  menuNav: 'Menu',
  languageNav: 'Langue',
  offer: {
    text: 'Ce site existe aussi en français.',
    accept: 'Le lire en français',
    dismiss: 'Non merci',
  },
  routeError: {
    heading: 'Cette page n’a pas pu être chargée',
    lead: 'Vérifiez votre connexion et réessayez.',
    retry: 'Réessayer',
  },
};

export const navigation: Translation<typeof en.navigation> = {
  whoWeAre: 'Qui sommes-nous',
  impact: 'Impact',
  activities: 'Activités',
  giving: 'Comment fonctionne le don à la BCF',
  donate: 'FAIRE UN DON',
  faq: 'FAQ',
  contact: 'Contact',
  login: 'Connexion administrateur',
};

export const routes: Translation<typeof en.routes> = {
  home: {
    title: 'Build Career Foundation : des choix guidés, un avenir plus lumineux',
    description:
      'La Build Career Foundation accompagne et finance des élèves brillants issus de milieux défavorisés au Rwanda : orientation professionnelle, frais de scolarité, compétences numériques et espaces sûrs.',
  },
  whoWeAre: {
    title: 'Qui sommes-nous',
    description:
      'Notre mission, les faits qui la fondent, nos équipes de conseil et de direction, et comment deux étudiants d’un district rural ont créé la fondation en 2022.',
  },
  impact: {
    title: 'Impact',
    description:
      'Ce que votre soutien change : des élèves exceptionnels encouragés, des carrières construites, des élèves qui deviennent des leaders et des communautés transformées.',
  },
  activities: {
    title: 'Activités',
    description: 'Célébrations, événements, réunions et récits de la Build Career Foundation et de ses élèves.',
  },
  activityDetails: { title: 'Activité', description: 'Une activité de la Build Career Foundation.' },
  giving: {
    title: 'Comment fonctionne le don à la BCF ?',
    description:
      'Le don en entreprise par prélèvement sur salaire, le soutien à plusieurs associations à la fois et l’impact collectif de nombreux petits dons.',
  },
  donate: {
    title: 'Faire un don',
    description:
      'Donnez de l’argent, du matériel scolaire, des produits d’hygiène ou des formations, par virement, en espèces, par carte ou par MTN Mobile Money, pour soutenir des élèves brillants au Rwanda.',
  },
  donateByCard: { title: 'Don par carte', description: 'Soutenez un élève de la Build Career Foundation par un don par carte.' },
  faq: {
    title: 'Questions fréquentes',
    description: 'Réponses sur les élèves que la fondation soutient, l’aide qu’ils reçoivent, le mentorat et les dons.',
  },
  contact: {
    title: 'Contact',
    description: 'Des questions, des idées, ou envie de devenir mentor d’un élève ? Écrivez à l’équipe de la Build Career Foundation.',
  },
  menu: { title: 'Menu', description: 'Retrouvez votre chemin sur le site de la Build Career Foundation.' },
  subscriptionConfirmed: {
    title: 'Abonnement confirmé',
    description: 'Votre abonnement aux nouvelles de la Build Career Foundation est confirmé.',
  },
  subscriptionNotConfirmed: {
    title: 'Abonnement non confirmé',
    description: 'Ce lien de confirmation n’a pas fonctionné : abonnez-vous à nouveau pour en recevoir un nouveau.',
  },
  unsubscribe: { title: 'Se désabonner', description: 'Ne plus recevoir les nouvelles de la Build Career Foundation par e-mail.' },
  notFound: { title: 'Page introuvable', description: 'Cette page n’existe pas sur le site de la Build Career Foundation.' },
};

// ==== The public pages' own texts ====
// (pages: filled in by the pages' conversion)

// ==== Activities, a post's page, and posts not in the reader's language ====
// (posts: filled in by the posts' conversion)

// ==== Subscription pages and every e-mail a subscriber receives ====
// (mail: filled in by the e-mails' conversion)
export const subscription: Translation<typeof en.subscription> = {
  form: {
    name: 'S’abonner',
    label: 'Votre adresse e-mail',
    placeholder: 'nom@exemple.com',
    submit: 'S’abonner',
    emailRequired: 'L’adresse e-mail est obligatoire !',
    emailInvalid: 'Saisissez une adresse e-mail valide !',
    subscribed: '🎉 Abonnement enregistré !',
    checkInbox: 'Consultez votre boîte de réception pour confirmer votre abonnement.',
    alreadySubscribed: 'Cette adresse est déjà abonnée',
    waitingForConfirmation: 'Cette adresse attend sa confirmation : nous vous avons renvoyé le lien.',
    tooManyAttempts: 'Trop de tentatives. Veuillez réessayer plus tard.',
    failed: 'Une erreur s’est produite. Veuillez réessayer.',
  },
  confirmed: {
    heading: 'Votre abonnement est confirmé.',
    lead: 'Merci. Un e-mail de bienvenue est en route, et nos nouvelles suivront au fil de nos publications.',
    activities: 'Voir nos activités',
  },
  notConfirmed: {
    heading: 'Votre abonnement n’est pas confirmé',
    lead: 'Ce lien de confirmation n’est pas valide : il a peut-être été modifié ou date de plus de 7 jours.',
    subscribeAgain: 'Abonnez-vous à nouveau pour recevoir un nouveau lien',
  },
  unsubscribe: {
    heading: 'Se désabonner',
    lead: 'Ne plus recevoir les nouvelles de la Build Career Foundation par e-mail.',
    noToken: 'Pour ne plus recevoir nos e-mails, ouvrez le lien de désabonnement en bas de n’importe quel e-mail que nous vous avons envoyé.',
    button: 'Me désabonner',
    badLink: 'Ce lien de désabonnement n’est pas valide : il a peut-être été modifié.',
    done: 'Vous êtes désabonné(e).',
    doneLead: 'Vous ne recevrez plus d’e-mails de notre part. Vous avez changé d’avis ?',
    subscribeAgain: 'Se réabonner',
  },
  language: {
    heading: 'Nos e-mails en français',
    lead: 'Recevoir désormais les e-mails de la Build Career Foundation en français ?',
    button: 'Oui, en français',
    done: 'C’est fait : nos e-mails vous parviendront désormais en français.',
    badLink:
      'Ce lien n’est pas valide : il a peut-être été modifié, déjà utilisé, ou remplacé par les liens d’un e-mail plus récent de notre part.',
  },
};

export const mail: Translation<typeof en.mail> = {
  footer: {
    tagline: '{site} : des choix guidés, un avenir plus brillant.',
    why: 'Cet e-mail a été envoyé à {recipient} parce que vous vous êtes abonné(e) aux nouvelles de la {site} sur {host} et avez confirmé votre adresse. Nous écrivons lorsque nous publions une nouvelle histoire.',
    replies: 'Les réponses à cette adresse ne sont pas lues ; pour nous écrire, utilisez notre page de contact : ',
    unsubscribe: 'Se désabonner',
    languages: 'Nos e-mails dans une autre langue : ',
  },
  confirmation: {
    subject: 'Confirmez votre abonnement à la {site}',
    heading: 'Confirmez votre abonnement',
    lead: 'Quelqu’un, vous sans doute, a demandé à recevoir les nouvelles de la {site} à cette adresse. Ouvrez le lien ci-dessous pour confirmer ; il reste valable {days} jours.',
    button: 'Confirmer mon abonnement',
    ignore: 'Si vous n’avez rien demandé, ignorez cet e-mail : rien ne vous sera envoyé.',
  },
  welcome: {
    subject: 'Bienvenue dans la lettre d’information de la {site}',
    heading: 'Bienvenue !',
    lead: 'Merci de vous être abonné(e). Vous recevrez nos histoires, nos événements et nos célébrations dès leur publication, pour suivre les élèves que vous aidez.',
    button: 'Voir nos dernières activités',
  },
  newsletter: {
    englishOnly: 'Cette histoire n’existe qu’en anglais.',
    alsoInStory: 'Aussi dans cette histoire, sur notre site :',
    video: 'Regarder la vidéo : ',
    readMore: 'Lire la suite sur notre site',
    share: 'Vous connaissez quelqu’un à qui cette histoire plairait ? ',
    shareLabel: 'La partager sur WhatsApp',
    recent: 'Histoires récentes',
    more: 'D’autres histoires de nos élèves, de nos événements et de nos célébrations : ',
  },
};
