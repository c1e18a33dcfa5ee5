// Ikinyarwanda. Every message of shared/locales/en.ts, under the same key, with the same
// {placeholders}; the glossary in docs/languages.md keeps the words the same everywhere.
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
  siteImageAlt: 'Abanyeshuri bagenda bajya ku ishuri',
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
export const home: Translation<typeof en.home> = {
  headline: 'Amahitamo ayobowe, ahazaza heza.',
  question: 'Hari uwo witayeho uyu munsi?',
  learnMore: 'Menya Byinshi',
  learnMoreAbout: 'ku bo turi bo',
  contactUs: 'TWANDIKIRE',
  photosLabel: 'Abanyeshuri bacu',
  heroAlt: 'Abanyeshuri bajya ku ishuri mu gitondo cy’izuba',
  gridAlts: [
    'Umunyeshuri usoma mu isomero',
    'Umujyanama n’umunyeshuri baganira ku myuga',
    'Abanyeshuri bakorera hamwe umushinga',
    'Umunsi wo guhabwa impamyabumenyi hamwe n’imiryango',
  ],
  galleryTitle: 'Ibihe twagiranye n’abanyeshuri bacu',
  subscribeTitle: 'Tugumane mu Itumanaho',
  subscribeText: 'Ba uwa mbere wumva amakuru y’ibikorwa byacu, ibirori n’inkuru zacu.',
};

export const gallery: Translation<typeof en.gallery> = {
  title: 'Build Career mu bikorwa',
  scrollLeft: 'Jyana amafoto ibumoso',
  scrollRight: 'Jyana amafoto iburyo',
  strip: 'Amafoto y’abanyeshuri bacu',
  alts: [
    'Abanyeshuri bumva umujyanama munsi y’igiti',
    'Umujyanama afasha umunyeshuri gukora umukoro',
    'Abanyeshuri bishimira amanota y’ibizamini byabo',
    'Isomo ry’ikoranabuhanga mu cyumba cya mudasobwa',
    'Abakorerabushake batanga ibikoresho by’ishuri',
    'Umunsi w’imyuga hamwe n’abashyitsi bo mu bigo byo mu karere',
    'Abanyeshuri berekana ibitekerezo byabo by’imishinga mito',
    'Amahugurwa ku bumenyi ngiro bw’ubuzima mu ishuri',
    'Abajyanama n’abanyeshuri batembera ku musozi',
    'Ifoto y’itsinda mu mpera z’umwaka w’amashuri',
  ],
};

export const about: Translation<typeof en.about> = {
  heading: 'Abo Turi Bo',
  photoAlts: ['Abashinze umuryango hamwe n’itsinda rya mbere ry’abanyeshuri', 'Abanyeshuri mu mahugurwa ya Build Career Foundation'],
  advisoryTeam: 'Itsinda ry’Abajyanama',
  managementTeam: 'Itsinda ry’Ubuyobozi',
  story: {
    title: 'Amateka Yacu',
  },
};

export const team: Translation<typeof en.team> = {
  portraitOf: 'Ifoto ya {name}',
  linkedIn: 'LinkedIn',
  linkedInOf: 'Umwirondoro wa {name} kuri LinkedIn',
};

export const impact: Translation<typeof en.impact> = {
  heading: 'Umusaruro: WOWE, Ni Iki Kikuraje Ishinga?',
  intro:
    'Buri nkunga igera ku munyeshuri w’umuhanga utari kubona ubujyanama cyangwa amafaranga y’ishuri. Hitamo icyo uha agaciro kurusha ibindi maze urebe icyo inkunga yawe ishoboza.',
  resultsTitle: 'Ibyo tumaze kugeraho',
};

export const giving: Translation<typeof en.giving> = {
  heading: 'Gutanga Inkunga kuri BCF Bikorwa Bite?',
  sections: [
    {
      title: 'Gutanga unyuze ku kazi ukatwa ku mushahara',
      paragraphs: [
        'Gutanga unyuze ku kazi bigufasha gushyigikira Build Career Foundation uhereye ku mushahara wawe. Uhitamo amafaranga, umukoresha wawe akayakata kuri buri mushahara maze akayatugezaho.',
        'Impano nto kandi zihoraho ziriyongera: zidufasha gutegura umwaka w’amashuri wose ku banyeshuri dufasha.',
      ],
    },
    {
      title: 'Gushyigikira imiryango myinshi y’ubugiraneza',
      paragraphs: [
        'Gahunda nyinshi zo gutanga unyuze ku kazi zigufasha kugabanya impano yawe mu miryango myinshi y’ubugiraneza. Ongera BCF ku rutonde rwawe iruhande rw’izindi mpamvu usanzwe witaho.',
      ],
    },
    {
      title: 'Umusaruro rusange',
      paragraphs: [
        'Iyo abakorana batangira hamwe, impano zabo zihinduka ubujyanama, amafaranga y’ishuri n’amahugurwa ku itsinda ryose ry’abanyeshuri. Hari n’abakoresha bongeraho amafaranga angana n’ayo abakozi babo batanze.',
      ],
    },
  ],
  reasonsTitle: 'Kuki watanga unyuze ku kazi kawe?',
  reasons: [
    'Biroroshye: ubitegura rimwe gusa maze impano yawe igakomeza buri kwezi.',
    'Birahoraho: impano zihoraho zidufasha kwiyemeza gufasha abanyeshuri umwaka wose.',
    'Bishobora kwiyongera: abakoresha benshi bongeraho amafaranga angana n’ayo abakozi babo batanze.',
    'Bihuza abantu: abakorana babona itandukaniro bakora nk’itsinda.',
  ],
};

export const donate: Translation<typeof en.donate> = {
  heading: 'Tanga Inkunga',
  intro:
    'Inkunga yawe ituma umunyeshuri w’umuhanga aguma ku ishuri. Hitamo uburyo wifuza gutangamo; buri buryo buri hasi aha bukurikiranwa n’itsinda ryacu i Kigali.',
  options: { bank: 'Unyuze kuri Banki', cash: 'Mu Ntoki', card: 'Ukoresheje Ikarita ya Visa', momo: 'Ukoresheje MTN MoMo' },
  acceptedIntro: 'Twakirana ishimwe:',
  mobileMoneyNumber: 'Nimero ya Mobile Money',
  mobileMoneyCode: 'Kode ya Mobile Money (kohereza imbere mu gihugu)',
  hoursLabel: 'Amasaha',
  bankName: 'Izina rya banki',
  accountName: 'Izina rya konti',
  accountNumber: 'Nimero ya konti',
  swift: 'SWIFT',
  imageAlt: 'Fungura ifishi yo gutanga inkunga ukoresheje ikarita',
  give: {
    heading: 'Tanga kuri interineti',
    open: 'Fungura ifishi yo gutanga',
    loading: 'Ifishi yo gutanga iri gufunguka…',
  },
};

export const givingForm: Translation<typeof en.givingForm> = {
  name: 'Ifishi yo gutanga',
  amount: 'Umubare w’amafaranga',
  presets: 'Hitamo umubare',
  currency: 'Ifaranga',
  way: 'Uburyo utangamo',
  ways: { MTN_MOMO: 'MTN Mobile Money', AIRTEL_MONEY: 'Airtel Money', BANK_TRANSFER: 'Kohereza kuri banki', CASH: 'Amafaranga mu ntoki', CARD: 'Ikarita' },
  campaign: 'Ubukangurambaga',
  anyCampaign: 'Aho bikenewe cyane',
  donor: 'Ibikuranga (si ngombwa)',
  donorNote: 'Niwandika imeri yawe, tuzakoherereza uko wishyura kandi, impano yawe nigera, tukoherereze inyemezabwishyu.',
  donorName: 'Izina ryawe',
  email: 'Imeri',
  phone: 'Telefoni',
  submit: 'Tanga',
  submitting: 'Biri gutangwa ...',
  thanks: 'Urakoze! Nimero iranga impano yawe ni {reference}.',
  mobileMoney: 'Ohereza {amount} ukoresheje mobile money kuri {number} (kode {code}).',
  dial: 'Kanda kugira ngo wishyure',
  mobileMoneyReference: 'Andika nimero iranga impano mu butumwa bwo kwishyura.',
  bank: 'Ohereza {amount} binyuze kuri banki:',
  bankReference: 'Shyira nimero iranga impano mu bisobanuro byo kohereza.',
  cash: 'Zana {amount} ku biro byacu i Kigali: {hours}.',
  cashReference: 'Uzatubwire nimero iranga impano igihe uje.',
  emailed: 'Aya mabwiriza twayohereje kuri {email}.',
  again: 'Tanga indi mpano',
  errors: {
    amountWhole: 'Andika umubare wuzuye',
    amountLow: 'Impano ntoya ishoboka ni {amount} {currency}',
    amountHigh: 'Impano nini ishoboka ni {amount} {currency}',
    currency: 'Hitamo RWF, USD cyangwa EUR',
    way: 'Hitamo uburyo utangamo',
    campaign: 'Ubu bukangurambaga ntibufunguye',
    name: 'Izina ntirirenza inyuguti {max}',
    email: 'Andika imeri yemewe',
    phone: 'Andika nimero ya telefoni: imibare, imyanya na + gusa',
    tooManyAttempts: 'Wagerageje inshuro nyinshi. Ongera ugerageze nyuma.',
    failed: 'Impano yawe ntiyabashije kwandikwa. Ongera ugerageze.',
  },
};

export const campaigns: Translation<typeof en.campaigns> = {
  progress: '{received} kuri {goal}',
  gifts: { one: 'impano {count}', other: 'impano {count}' },
  daysLeft: { one: 'hasigaye umunsi {count}', other: 'hasigaye iminsi {count}' },
  lastDay: 'Umunsi wa nyuma',
};

export const cardForm: Translation<typeof en.cardForm> = {
  heading: 'Tanga inkunga ukoresheje ikarita',
  note: 'Kwishyura ukoresheje ikarita ntibirakorwa kuri interineti: nta na kimwe wanditse hano cyoherezwa cyangwa ngo kibikwe.',
  fields: {
    number: 'Nimero y’ikarita',
    expiry: 'Itariki izarangiriraho (UK / UM)',
    code: 'Kode y’umutekano y’ikarita',
    name: 'Amazina yose ari ku ikarita',
    amount: 'Urifuza gutanga angahe?',
  },
  expiryPlaceholder: 'UK / UM',
  send: 'Ohereza Inkunga Yawe',
};

export const faq: Translation<typeof en.faq> = {
  heading: 'Ibibazo Bikunze Kubazwa',
};

export const contact: Translation<typeof en.contact> = {
  heading: 'Twandikire',
  intro:
    'Ufite ibibazo, ibitekerezo, cyangwa wifuza kuba umujyanama w’umunyeshuri? Twandikire, itsinda rya Build Career Foundation rizagusubiza vuba bishoboka.',
  formLabel: 'Twandikire',
  fields: { name: 'Izina', email: 'Imeri', message: 'Ubutumwa' },
  submit: 'Ohereza',
  problems: {
    contactNameRequired: 'Izina rirakenewe',
    contactNameTooLong: 'Izina ntirigomba kurenza inyuguti {max}',
    emailRequired: 'Imeri irakenewe!',
    emailInvalid: 'Andika imeri yemewe!',
    contactMessageRequired: 'Ubutumwa burakenewe',
    contactMessageTooShort: 'Ubutumwa bugomba kugira nibura inyuguti {min}',
    contactMessageTooLong: 'Ubutumwa ntibugomba kurenza inyuguti {max}',
  },
  sent: 'Murakoze! Ubutumwa bwawe bwoherejwe.',
  notSent: 'Ubutumwa bwawe ntibwashoboye koherezwa.',
  tooMany: 'Wohereje ubutumwa bwinshi cyane. Tegereza akanya mbere yo kohereza ubundi.',
  offline: 'Ntibyashobotse kugera kuri seriveri. Reba ko ufite interineti maze wongere ugerageze.',
};

export const footerContact: Translation<typeof en.footerContact> = {
  email: 'Imeri',
  phone: 'Telefoni',
  social: 'Dukurikire',
};

export const notFound: Translation<typeof en.notFound> = {
  heading: 'Urupapuro ntirwabonetse',
  lead: 'Tubabarire, nta rupapuro ruri kuri iyi aderesi. Rushobora kuba rwarimuwe, cyangwa link yanditswe nabi.',
  home: 'Jya ku rupapuro rw’itangiriro',
};

// ==== Activities, a post's page, and posts not in the reader's language ====
// (posts: filled in by the posts' conversion)

export const activities: Translation<typeof en.activities> = {
  filtersLabel: 'Erekana ibikorwa',
  filters: { All: 'Byose', Celebrations: 'Ibirori', Events: 'Ibyabaye', Meetings: 'Inama', Stories: 'Inkuru' },
  loading: 'Birimo gufunguka…',
  listLabel: 'Ibikorwa',
  shown: { one: 'Herekanwa igikorwa {shown} muri {count}', other: 'Herekanwa ibikorwa {shown} muri {count}' },
  loadMore: 'Reba ibindi',
  readMore: 'Soma byinshi',
  readMoreAbout: 'kuri {title}',
  noImage: 'Nta foto ihari',
};

export const postDetails: Translation<typeof en.postDetails> = {
  loading: 'Inkuru irimo gufunguka…',
  error: 'Ntibyashobotse gufungura iyi nkuru. Mwongere mugerageze nyuma.',
  retry: 'Ongera ugerageze',
  englishOnly: 'Iyi nkuru iboneka mu Cyongereza gusa.',
  noImage: 'Nta foto ihari',
  gallery: 'Amafoto y’igikorwa',
  slide: '{position} kuri {count}',
  photoAlt: 'Ifoto ya {position} kuri {count}: {subject}',
  previousPhoto: 'Ifoto ibanza',
  nextPhoto: 'Ifoto ikurikira',
  fullView: 'Ifoto yose',
  fullSizeAlt: '{subject}, ifoto nini',
  close: 'Funga',
  video: 'Amashusho y’igikorwa',
  videoTitle: 'Amashusho: {subject}',
  preview: 'Igerageza: ntiratangazwa',
};

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
  pledge: {
    subject: 'Impano yawe kuri {site}: nimero ikuranga {reference}',
    heading: 'Urakoze ku mpano yawe',
    lead: 'Wahisemo gutanga {amount}. Nimero iranga impano yawe ni {reference}.',
    mobileMoney: 'Yohereze kuri mobile money kuri {number} (kode {code}) kandi wandike nimero ikuranga mu butumwa bwo kwishyura.',
    dial: 'Kanda kugira ngo wishyure: ',
    bank: 'Yohereze binyuze kuri banki kandi ushyire nimero ikuranga mu bisobanuro byo kohereza: {details}.',
    cash: 'Yizane ku biro byacu i Kigali, {hours}, kandi utubwire nimero ikuranga.',
    ignore: 'Niba atari wowe wabisabye, wirengagize iyi imeri: nta kintu kiba kugeza impano igeze.',
  },
  receipt: {
    subject: 'Inyemezabwishyu yawe {number} ya {site}',
    heading: 'Urakoze: impano yawe yageze',
    lead: 'Twakiriye impano yawe ya {amount} ku wa {date}. Urakoze gufasha umunyeshuri kuguma ku ishuri.',
    number: 'Nimero y’inyemezabwishyu',
    date: 'Itariki yakiriweho',
    amount: 'Amafaranga',
    way: 'Yatanzwe binyuze kuri',
    reference: 'Nimero iranga impano',
    print: 'Fungura inyemezabwishyu yo gucapa',
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
