// Français. Every message of shared/locales/en.ts, under the same key, with the same
// {placeholders}; the glossary in docs/languages.md keeps the words the same everywhere.
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
  siteImageAlt: 'Des élèves sur le chemin de l’école',
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
export const home: Translation<typeof en.home> = {
  headline: 'Des choix guidés, un avenir plus lumineux.',
  question: 'Vous êtes-vous soucié des autres aujourd’hui ?',
  learnMore: 'En savoir plus',
  learnMoreAbout: 'sur qui nous sommes',
  contactUs: 'NOUS CONTACTER',
  photosLabel: 'Nos élèves',
  heroAlt: 'Des élèves marchant vers l’école par un matin ensoleillé',
  gridAlts: [
    'Une élève lisant à la bibliothèque',
    'Un mentor et un élève parlant de carrières',
    'Des élèves travaillant ensemble sur un projet',
    'Une remise de diplômes avec les familles',
  ],
  galleryTitle: 'Des moments avec nos élèves',
  subscribeTitle: 'Restez en contact avec nous',
  subscribeText: 'Soyez les premiers informés de nos activités, de nos événements et de nos histoires.',
};

export const gallery: Translation<typeof en.gallery> = {
  title: 'Build Career en action',
  scrollLeft: 'Faire défiler les photos vers la gauche',
  scrollRight: 'Faire défiler les photos vers la droite',
  strip: 'Photos de nos élèves',
  alts: [
    'Des élèves écoutant un mentor sous un arbre',
    'Un mentor aidant une élève à faire ses devoirs',
    'Des élèves fêtant leurs résultats d’examen',
    'Un cours d’initiation au numérique en salle informatique',
    'Des bénévoles distribuant des fournitures scolaires',
    'Une journée des métiers avec des invités d’entreprises locales',
    'Des élèves présentant leurs idées de petites entreprises',
    'Un atelier de compétences de vie dans une salle de classe',
    'Des mentors et des élèves en promenade sur une colline',
    'Une photo de groupe à la fin de l’année scolaire',
  ],
};

export const about: Translation<typeof en.about> = {
  heading: 'Qui sommes-nous',
  photoAlts: ['Les fondateurs avec le premier groupe d’élèves', 'Des élèves lors d’un atelier de la Build Career Foundation'],
  advisoryTeam: 'Conseil consultatif',
  managementTeam: 'Équipe de direction',
  story: {
    title: 'Notre histoire',
  },
};

export const team: Translation<typeof en.team> = {
  portraitOf: 'Portrait de {name}',
  linkedIn: 'LinkedIn',
  linkedInOf: 'Profil LinkedIn de {name}',
};

export const impact: Translation<typeof en.impact> = {
  heading: 'Impact : qu’est-ce qui VOUS tient à cœur ?',
  intro:
    'Chaque don atteint un élève brillant qui, sans lui, n’aurait ni orientation ni frais de scolarité. Choisissez ce qui compte le plus pour vous et voyez ce que votre soutien rend possible.',
  resultsTitle: 'Nos résultats à ce jour',
};

export const giving: Translation<typeof en.giving> = {
  heading: 'Comment fonctionne le don à la BCF ?',
  sections: [
    {
      title: 'Le don sur salaire',
      paragraphs: [
        'Le don sur salaire vous permet de soutenir la Build Career Foundation directement depuis votre salaire. Vous choisissez un montant, votre employeur le prélève sur chaque fiche de paie et nous le reverse.',
        'Les petits dons réguliers s’additionnent : ils nous permettent de planifier toute une année scolaire pour les élèves que nous soutenons.',
      ],
    },
    {
      title: 'Soutenir plusieurs associations',
      paragraphs: [
        'De nombreux programmes de don en entreprise vous permettent de répartir votre don entre plusieurs associations. Ajoutez la BCF à votre liste, aux côtés des causes qui vous tiennent déjà à cœur.',
      ],
    },
    {
      title: 'Un impact collectif',
      paragraphs: [
        'Quand des collègues donnent ensemble, leurs dons deviennent du mentorat, des frais de scolarité et des formations pour tout un groupe d’élèves. Certains employeurs versent même une somme égale à celle que donne leur personnel.',
      ],
    },
  ],
  reasonsTitle: 'Pourquoi donner par l’intermédiaire de votre employeur ?',
  reasons: [
    'C’est simple : une seule démarche, et votre don se poursuit chaque mois.',
    'C’est régulier : des dons réguliers nous permettent de nous engager envers les élèves pour une année entière.',
    'Cela peut grandir : de nombreux employeurs doublent les dons de leur personnel.',
    'Cela rassemble : les collègues voient la différence qu’ils font en équipe.',
  ],
};

export const donate: Translation<typeof en.donate> = {
  heading: 'Faire un don',
  intro:
    'Votre don permet à un élève brillant de rester à l’école. Choisissez comment vous souhaitez donner ; chacune des options ci-dessous est traitée par notre équipe à Kigali.',
  options: { bank: 'Don par virement bancaire', cash: 'En espèces', card: 'Par carte Visa', momo: 'Par MTN MoMo' },
  acceptedIntro: 'Nous acceptons avec gratitude :',
  mobileMoneyNumber: 'Numéro Mobile Money',
  mobileMoneyCode: 'Code Mobile Money (transferts internes)',
  hoursLabel: 'Horaires',
  bankName: 'Nom de la banque',
  accountName: 'Titulaire du compte',
  accountNumber: 'Numéro de compte',
  swift: 'SWIFT',
  imageAlt: 'Ouvrir le formulaire de don par carte',
  give: {
    heading: 'Donner en ligne',
    open: 'Ouvrir le formulaire de don',
    loading: 'Chargement du formulaire de don…',
  },
};

export const givingForm: Translation<typeof en.givingForm> = {
  name: 'Formulaire de don',
  amount: 'Montant',
  presets: 'Choisissez un montant',
  currency: 'Devise',
  way: 'Moyen de don',
  ways: { MTN_MOMO: 'MTN Mobile Money', AIRTEL_MONEY: 'Airtel Money', BANK_TRANSFER: 'Virement bancaire', CASH: 'Espèces', CARD: 'Carte' },
  campaign: 'Campagne',
  anyCampaign: 'Là où c’est le plus nécessaire',
  donor: 'À propos de vous (facultatif)',
  donorNote: 'Avec une adresse e-mail, nous vous envoyons les instructions de paiement et, une fois votre don arrivé, votre reçu.',
  donorName: 'Votre nom',
  email: 'E-mail',
  phone: 'Téléphone',
  submit: 'Donner',
  submitting: 'Don en cours ...',
  thanks: 'Merci ! La référence de votre don est {reference}.',
  mobileMoney: 'Envoyez {amount} par mobile money au {number} (code {code}).',
  dial: 'Composer pour payer',
  mobileMoneyReference: 'Écrivez la référence dans le message du paiement.',
  bank: 'Envoyez {amount} par virement bancaire :',
  bankReference: 'Indiquez la référence dans le libellé du virement.',
  cash: 'Apportez {amount} à notre bureau de Kigali : {hours}.',
  cashReference: 'Donnez-nous la référence en venant.',
  emailed: 'Nous avons envoyé ces instructions à {email}.',
  again: 'Faire un autre don',
  errors: {
    amountWhole: 'Saisissez le montant en nombre entier',
    amountLow: 'Le plus petit don est de {amount} {currency}',
    amountHigh: 'Le plus grand don est de {amount} {currency}',
    currency: 'Choisissez RWF, USD ou EUR',
    way: 'Choisissez un moyen de don',
    campaign: 'Cette campagne n’est pas ouverte',
    name: 'Un nom compte au plus {max} caractères',
    email: 'Saisissez une adresse e-mail valide',
    phone: 'Saisissez un numéro de téléphone : chiffres, espaces et + uniquement',
    tooManyAttempts: 'Trop de tentatives. Veuillez réessayer plus tard.',
    failed: 'Votre don n’a pas pu être enregistré. Veuillez réessayer.',
  },
};

export const campaigns: Translation<typeof en.campaigns> = {
  progress: '{received} sur {goal}',
  gifts: { one: '{count} don', other: '{count} dons' },
  daysLeft: { one: '{count} jour restant', other: '{count} jours restants' },
  lastDay: 'Dernier jour',
};

export const cardForm: Translation<typeof en.cardForm> = {
  heading: 'Don par carte',
  note: 'Les paiements par carte ne sont pas encore traités en ligne : rien de ce que vous saisissez ici n’est envoyé ni enregistré.',
  fields: {
    number: 'Numéro de carte bancaire',
    expiry: 'Date d’expiration (MM / AA)',
    code: 'Cryptogramme visuel',
    name: 'Nom complet du titulaire',
    amount: 'Combien souhaitez-vous donner ?',
  },
  expiryPlaceholder: 'MM / AA',
  send: 'Envoyer votre don',
};

export const faq: Translation<typeof en.faq> = {
  heading: 'Questions fréquentes',
};

export const contact: Translation<typeof en.contact> = {
  heading: 'Contact',
  intro:
    'Des questions, des idées, ou envie de devenir mentor d’un élève ? Écrivez-nous : l’équipe de la Build Career Foundation vous répondra dès que possible.',
  formLabel: 'Nous contacter',
  fields: { name: 'Nom', email: 'E-mail', message: 'Message' },
  submit: 'Envoyer',
  problems: {
    contactNameRequired: 'Le nom est obligatoire',
    contactNameTooLong: 'Le nom ne doit pas dépasser {max} caractères',
    emailRequired: 'L’adresse e-mail est obligatoire !',
    emailInvalid: 'Saisissez une adresse e-mail valide !',
    contactMessageRequired: 'Le message est obligatoire',
    contactMessageTooShort: 'Le message doit contenir au moins {min} caractères',
    contactMessageTooLong: 'Le message ne doit pas dépasser {max} caractères',
  },
  sent: 'Merci ! Votre message a bien été envoyé.',
  notSent: 'Votre message n’a pas pu être envoyé.',
  tooMany: 'Vous avez envoyé trop de messages. Veuillez patienter un moment avant d’en envoyer un autre.',
  offline: 'Impossible de joindre le serveur. Vérifiez votre connexion et réessayez.',
};

export const footerContact: Translation<typeof en.footerContact> = {
  email: 'E-mail',
  phone: 'Téléphone',
  social: 'Suivez-nous',
};

export const notFound: Translation<typeof en.notFound> = {
  heading: 'Page introuvable',
  lead: 'Désolé, il n’y a aucune page à cette adresse. Elle a peut-être été déplacée, ou le lien contient une faute de frappe.',
  home: 'Aller à la page d’accueil',
};

// ==== Activities, a post's page, and posts not in the reader's language ====
// (posts: filled in by the posts' conversion)

export const activities: Translation<typeof en.activities> = {
  filtersLabel: 'Afficher les activités',
  filters: { All: 'Toutes', Celebrations: 'Célébrations', Events: 'Événements', Meetings: 'Réunions', Stories: 'Récits' },
  loading: 'Chargement…',
  listLabel: 'Activités',
  shown: { one: '{shown} activité affichée sur {count}', other: '{shown} activités affichées sur {count}' },
  loadMore: 'Voir plus',
  readMore: 'Lire la suite',
  readMoreAbout: 'à propos de {title}',
  noImage: 'Aucune image disponible',
};

export const postDetails: Translation<typeof en.postDetails> = {
  loading: 'Chargement de l’article…',
  error: 'Impossible de charger l’article. Veuillez réessayer plus tard.',
  retry: 'Réessayer',
  englishOnly: 'Cet article n’est disponible qu’en anglais.',
  noImage: 'Aucune image disponible',
  gallery: 'Galerie de photos de l’événement',
  slide: '{position} sur {count}',
  photoAlt: 'Photo {position} sur {count} : {subject}',
  previousPhoto: 'Photo précédente',
  nextPhoto: 'Photo suivante',
  fullView: 'Image en plein écran',
  fullSizeAlt: '{subject}, en taille réelle',
  close: 'Fermer',
  video: 'Vidéo de l’événement',
  videoTitle: 'Vidéo : {subject}',
  preview: 'Aperçu : pas encore public',
};

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
  pledge: {
    subject: 'Votre don à la {site} : référence {reference}',
    heading: 'Merci pour votre don',
    lead: 'Vous avez choisi de donner {amount}. La référence de votre don est {reference}.',
    mobileMoney: 'Envoyez-le par mobile money au {number} (code {code}) et écrivez la référence dans le message du paiement.',
    dial: 'Composer pour payer : ',
    bank: 'Envoyez-le par virement bancaire et mettez la référence dans le libellé du virement : {details}.',
    cash: 'Apportez-le à notre bureau de Kigali, {hours}, et donnez-nous la référence.',
    ignore: 'Si vous n’avez rien demandé, ignorez cet e-mail : rien ne se passe tant qu’aucun don n’arrive.',
  },
  receipt: {
    subject: 'Votre reçu {number} de la {site}',
    heading: 'Merci : votre don est arrivé',
    lead: 'Nous avons reçu votre don de {amount} le {date}. Merci de garder un élève à l’école.',
    number: 'Numéro de reçu',
    date: 'Date de réception',
    amount: 'Montant',
    way: 'Versé par',
    reference: 'Référence du don',
    print: 'Ouvrir un reçu imprimable',
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
