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
  allPagesNav: 'Toutes les pages',
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
