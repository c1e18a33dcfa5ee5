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
export const subscription: Translation<typeof en.subscription> = {
  form: {
    name: 'Kwiyandikisha',
    label: 'Aderesi yawe ya imeri',
    placeholder: 'izina@urugero.com',
    submit: 'Iyandikishe',
    emailRequired: 'Aderesi ya imeri irakenewe!',
    emailInvalid: 'Andika aderesi ya imeri nyayo!',
    subscribed: '🎉 Kwiyandikisha byagenze neza!',
    checkInbox: 'Reba muri imeri yawe kugira ngo wemeze kwiyandikisha kwawe.',
    alreadySubscribed: 'Iyi aderesi isanzwe yiyandikishije',
    waitingForConfirmation: 'Iyi aderesi itegereje kwemezwa: twongeye kukoherereza umurongo.',
    tooManyAttempts: 'Wagerageje inshuro nyinshi. Ongera ugerageze nyuma.',
    failed: 'Habaye ikibazo. Ongera ugerageze.',
  },
  confirmed: {
    heading: 'Kwiyandikisha kwawe kwemejwe.',
    lead: 'Urakoze. Imeri ikwakira iri mu nzira, kandi amakuru yacu azakurikiraho uko tuyashyize ahagaragara.',
    activities: 'Reba ibikorwa byacu',
  },
  notConfirmed: {
    heading: 'Kwiyandikisha kwawe ntikwemejwe',
    lead: 'Uyu murongo wo kwemeza ntukora: ushobora kuba warahinduwe cyangwa umaze iminsi irenga 7.',
    subscribeAgain: 'Ongera wiyandikishe kugira ngo ubone umurongo mushya',
  },
  unsubscribe: {
    heading: 'Kwiyandukuza',
    lead: 'Reka kwakira amakuru ya Build Career Foundation kuri imeri.',
    noToken: 'Kugira ngo utongera kwakira imeri zacu, fungura umurongo wo kwiyandukuza uri hasi ku imeri iyo ari yo yose twakoherereje.',
    button: 'Kwiyandukuza',
    badLink: 'Uyu murongo wo kwiyandukuza ntukora: ushobora kuba warahinduwe.',
    done: 'Wiyandukuje.',
    doneLead: 'Ntabwo uzongera kwakira imeri zacu. Wahinduye igitekerezo?',
    subscribeAgain: 'Ongera wiyandikishe',
  },
  language: {
    heading: 'Imeri zacu mu Kinyarwanda',
    lead: 'Ushaka ko guhera ubu imeri za Build Career Foundation zikugeraho mu Kinyarwanda?',
    button: 'Yego, mu Kinyarwanda',
    done: 'Byakozwe: guhera ubu imeri zacu zizakugeraho mu Kinyarwanda.',
    badLink:
      'Uyu murongo ntukora: ushobora kuba warahinduwe, warakoreshejwe, cyangwa wasimbuwe n’imirongo y’imeri nshya twakoherereje.',
  },
};

export const mail: Translation<typeof en.mail> = {
  footer: {
    tagline: '{site}: amahitamo ayobowe, ejo hazaza heza.',
    why: 'Iyi imeri yoherejwe kuri {recipient} kubera ko wiyandikishije kwakira amakuru ya {site} kuri {host} kandi ukemeza aderesi yawe. Tukwandikira iyo dusohoye inkuru nshya.',
    replies: 'Ibisubizo byoherejwe kuri iyi aderesi ntibisomwa; kugira ngo utwandikire, koresha urupapuro rwacu rwo kutwandikira: ',
    unsubscribe: 'Kwiyandukuza',
    languages: 'Imeri zacu mu rundi rurimi: ',
  },
  confirmation: {
    subject: 'Emeza kwiyandikisha kwawe kuri {site}',
    heading: 'Emeza kwiyandikisha kwawe',
    lead: 'Umuntu, twizera ko ari wowe, yasabye kwakira amakuru ya {site} kuri iyi aderesi. Fungura umurongo uri hasi kugira ngo wemeze; ukora mu gihe cy’iminsi {days}.',
    button: 'Emeza kwiyandikisha kwanjye',
    ignore: 'Niba atari wowe wabisabye, wirengagize iyi imeri: nta kindi uzoherezwa.',
  },
  welcome: {
    subject: 'Murakaza neza ku makuru ya {site}',
    heading: 'Murakaza neza!',
    lead: 'Urakoze kwiyandikisha. Uzajya wakira inkuru zacu, ibikorwa n’ibirori uko tubishyize ahagaragara, kugira ngo ukurikirane abanyeshuri ufasha.',
    button: 'Reba ibikorwa byacu biheruka',
  },
  newsletter: {
    englishOnly: 'Iyi nkuru iboneka mu Cyongereza gusa.',
    alsoInStory: 'Muri iyi nkuru kandi, ku rubuga rwacu:',
    video: 'Reba videwo: ',
    readMore: 'Soma byinshi ku rubuga rwacu',
    share: 'Hari uwo uzi wakunda iyi nkuru? ',
    shareLabel: 'Yisangize kuri WhatsApp',
    recent: 'Inkuru ziheruka',
    more: 'Izindi nkuru z’abanyeshuri bacu, ibikorwa n’ibirori: ',
  },
};
