// Ikinyarwanda. Every message of shared/locales/en.ts, under the same key, with the same
// {placeholders}; the glossary in README ("Languages") keeps the words the same everywhere.
// These translations await review by a native speaker.
import type { Translation } from '../i18n/catalogue.ts';
import type * as en from './en.ts';

// ==== The site's frame: header, footer, menus, language switcher, states every page shares ====
export const common: Translation<typeof en.common> = {
  skipToContent: 'Jya ku bikubiyemo',
  loading: 'Build Career Foundation iri gufunguka…',
  openMenu: 'Fungura menyu',
  closeMenu: 'Funga menyu',
  mainNav: 'Inzira z’ingenzi',
  footerNav: 'Hasi ku rupapuro',
  menuNav: 'Menyu',
  allPagesNav: 'Impapuro zose',
  languageNav: 'Ururimi',
  offer: {
    text: 'Uru rubuga ruboneka no mu Kinyarwanda.',
    accept: 'Rusome mu Kinyarwanda',
    dismiss: 'Oya, murakoze',
  },
  routeError: {
    heading: 'Uru rupapuro ntirwabashije gufunguka',
    lead: 'Reba ko ufite interineti maze wongere ugerageze.',
    retry: 'Ongera ugerageze',
  },
};

export const navigation: Translation<typeof en.navigation> = {
  whoWeAre: 'Abo Turi Bo',
  impact: 'Umusaruro',
  activities: 'Ibikorwa',
  giving: 'Uko Gutanga Inkunga kuri BCF Bikorwa',
  donate: 'TANGA INKUNGA',
  faq: 'Ibibazo Bikunze Kubazwa',
  contact: 'Twandikire',
  login: 'Kwinjira nk’Umuyobozi',
};

export const routes: Translation<typeof en.routes> = {
  home: {
    title: 'Build Career Foundation: amahitamo ayobowe, ahazaza heza',
    description:
      'Build Career Foundation iba hafi kandi igatera inkunga abanyeshuri b’abahanga bo mu miryango itishoboye mu Rwanda: ubujyanama ku mwuga, amafaranga y’ishuri, ubumenyi bw’ikoranabuhanga n’ahantu hatekanye.',
  },
  whoWeAre: {
    title: 'Abo Turi Bo',
    description:
      'Intego yacu, ukuri kuyishingiyeho, amatsinda yacu y’abajyanama n’ay’ubuyobozi, n’uko abanyeshuri babiri bo mu karere k’icyaro batangije umuryango mu 2022.',
  },
  impact: {
    title: 'Umusaruro',
    description:
      'Icyo inkunga yawe ihindura: abanyeshuri b’indashyikirwa bahabwa imbaraga, imyuga yubakwa, abanyeshuri bakura bakaba abayobozi, n’imiryango ihinduka.',
  },
  activities: {
    title: 'Ibikorwa',
    description: 'Ibirori, ibikorwa, inama n’inkuru bya Build Career Foundation n’abanyeshuri bayo.',
  },
  activityDetails: { title: 'Igikorwa', description: 'Igikorwa cya Build Career Foundation.' },
  giving: {
    title: 'Gutanga Inkunga kuri BCF Bikorwa Bite?',
    description:
      'Gutanga unyuze ku kazi ukatwa ku mushahara, gushyigikira imiryango myinshi icyarimwe, n’umusaruro rusange w’impano nyinshi nto.',
  },
  donate: {
    title: 'Tanga Inkunga',
    description:
      'Tanga amafaranga, ibikoresho by’ishuri, ibikoresho by’isuku cyangwa amahugurwa unyuze kuri banki, mu ntoki, ku ikarita cyangwa kuri MTN Mobile Money, ushyigikire abanyeshuri b’abahanga mu Rwanda.',
  },
  donateByCard: {
    title: 'Tanga inkunga ukoresheje ikarita',
    description: 'Shyigikira umunyeshuri wa Build Career Foundation utanga inkunga ukoresheje ikarita.',
  },
  faq: {
    title: 'Ibibazo Bikunze Kubazwa',
    description: 'Ibisubizo ku bo umuryango ushyigikira, inkunga abanyeshuri bahabwa, ubujyanama no gutanga inkunga.',
  },
  contact: {
    title: 'Twandikire',
    description: 'Ufite ibibazo, ibitekerezo, cyangwa wifuza kuba umujyanama w’umunyeshuri? Andikira itsinda rya Build Career Foundation.',
  },
  menu: { title: 'Menyu', description: 'Menya aho ujya ku rubuga rwa Build Career Foundation.' },
  subscriptionConfirmed: {
    title: 'Kwiyandikisha kwemejwe',
    description: 'Kwiyandikisha kwawe ku makuru ya Build Career Foundation kwemejwe.',
  },
  subscriptionNotConfirmed: {
    title: 'Kwiyandikisha ntikwemejwe',
    description: 'Iyi link yo kwemeza ntiyakoze: ongera wiyandikishe kugira ngo ubone indi nshya.',
  },
  unsubscribe: { title: 'Kwikura ku rutonde', description: 'Reka kwakira amakuru ya Build Career Foundation kuri imeri.' },
  notFound: { title: 'Urupapuro ntirwabonetse', description: 'Uru rupapuro ntirubaho ku rubuga rwa Build Career Foundation.' },
};

// ==== The public pages' own texts ====
// (pages: filled in by the pages' conversion)

// ==== Activities, a post's page, and posts not in the reader's language ====
// (posts: filled in by the posts' conversion)

// ==== Subscription pages and every e-mail a subscriber receives ====
// (mail: filled in by the e-mails' conversion)
