// English: the spec's texts, exactly as it writes them (its own spellings included). This file is
// the reference for shared/locales/rw.ts and fr.ts: every message here has its translation there,
// under the same key and with the same {placeholders}. README, "Languages", says how to edit them.
//
// Each `export const` is one part of the site; a page's script imports only the parts it shows.
// A message is a string; `{name}` is filled in by the code; a message written as
// { one: ..., other: ... } is a plural, chosen by shared/i18n/plural.ts.

// ==== The site's frame: header, footer, menus, language switcher, states every page shares ====
export const common = {
  skipToContent: 'Skip to content',
  loading: 'Loading Build Career Foundation…',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  mainNav: 'Main',
  footerNav: 'Footer',
  menuNav: 'Menu',
  languageNav: 'Language',
  /** The offer made to a visitor whose browser prefers this language, written in this language. */
  offer: {
    text: 'This site is also in English.',
    accept: 'Read it in English',
    dismiss: 'No, thank you',
  },
  routeError: {
    heading: 'This page could not be loaded',
    lead: 'Please check your connection and try again.',
    retry: 'Try again',
  },
};

export const navigation = {
  whoWeAre: 'Who We Are',
  impact: 'Impact',
  activities: 'Activities',
  /** 'How Does' + the foundation's initials + 'works' (spec section 2). */
  giving: 'How Does BCF works',
  donate: 'DONATE',
  faq: 'FAQ',
  contact: 'Contact',
  login: 'Login as Admin',
};

/** Each translated page's title (before " | Build Career Foundation") and description. */
export const routes = {
  home: {
    title: 'Build Career Foundation: guided choices, brighter futures',
    description:
      'Build Career Foundation mentors and funds bright students from disadvantaged backgrounds in Rwanda: career guidance, school fees, digital skills and safe spaces.',
  },
  whoWeAre: {
    title: 'Who We Are',
    description:
      'Our mission, the facts behind it, our advisory and management teams, and how two students from a rural district started the foundation in 2022.',
  },
  impact: {
    title: 'Impact',
    description:
      'What your support changes: exceptional students empowered, careers built, students growing into leaders, and communities transformed.',
  },
  activities: {
    title: 'Activities',
    description: 'Celebrations, events, meetings and stories from the Build Career Foundation and its students.',
  },
  activityDetails: { title: 'Activity', description: 'An activity of the Build Career Foundation.' },
  giving: {
    title: 'How Does Giving to the BCF Work?',
    description:
      'Workplace giving by payroll deduction, supporting several charities at once, and the collective impact of many small gifts.',
  },
  donate: {
    title: 'Donate',
    description:
      'Give money, school materials, hygiene products or training by bank, cash, card or MTN Mobile Money to support bright students in Rwanda.',
  },
  donateByCard: { title: 'Donate by card', description: 'Support a student of the Build Career Foundation with a card donation.' },
  faq: {
    title: 'Frequently Asked Questions',
    description: 'Answers about who the foundation supports, what support students get, mentoring and donating.',
  },
  contact: {
    title: 'Contact',
    description: 'Questions, ideas, or would you like to mentor a student? Write to the Build Career Foundation team.',
  },
  menu: { title: 'Menu', description: 'Find your way around the Build Career Foundation website.' },
  subscriptionConfirmed: {
    title: 'Subscription confirmed',
    description: 'Your subscription to the Build Career Foundation’s news is confirmed.',
  },
  subscriptionNotConfirmed: {
    title: 'Subscription not confirmed',
    description: 'This confirmation link did not work: subscribe again to get a new one.',
  },
  unsubscribe: { title: 'Unsubscribe', description: 'Stop receiving the Build Career Foundation’s news by e-mail.' },
  notFound: { title: 'Page not found', description: 'This page does not exist on the Build Career Foundation website.' },
};

// ==== The public pages' own texts ====
// (pages: filled in by the pages' conversion)

// ==== Activities, a post's page, and posts not in the reader's language ====
// (posts: filled in by the posts' conversion)

// ==== Subscription pages and every e-mail a subscriber receives ====
// (mail: filled in by the e-mails' conversion)
/** The subscribe form, and the pages a subscriber reaches from an e-mail. */
export const subscription = {
  form: {
    name: 'Subscribe',
    label: 'Your email address',
    placeholder: 'name@example.com',
    submit: 'Subscribe',
    emailRequired: 'Email is required!',
    emailInvalid: 'Enter a valid email!',
    subscribed: '🎉 Subscribed successfully!',
    checkInbox: 'Check your inbox to confirm your subscription.',
    /** The server's refusals, shown as toasts in the page's language. */
    alreadySubscribed: 'This email is already subscribed',
    waitingForConfirmation: 'This email is waiting for confirmation: we sent the link again.',
    tooManyAttempts: 'Too many attempts. Please try again later.',
    failed: 'Something went wrong. Please try again.',
  },
  confirmed: {
    heading: 'Your subscription is confirmed.',
    lead: 'Thank you. A welcome e-mail is on its way, and our news will follow as we post it.',
    activities: 'See our activities',
  },
  notConfirmed: {
    heading: 'Your subscription is not confirmed',
    lead: 'This confirmation link is not valid: it may have been altered or be older than 7 days.',
    subscribeAgain: 'Subscribe again to get a new link',
  },
  unsubscribe: {
    heading: 'Unsubscribe',
    lead: "Stop receiving the Build Career Foundation's news by e-mail.",
    noToken: 'To stop our e-mails, open the unsubscribe link at the bottom of any e-mail we sent you.',
    button: 'Unsubscribe',
    badLink: 'This unsubscribe link is not valid: it may have been altered.',
    done: 'You are unsubscribed.',
    doneLead: 'You will get no more e-mails from us. Changed your mind?',
    subscribeAgain: 'Subscribe again',
  },
  /** The page a footer's language link opens, shown in the language it switches to. */
  language: {
    heading: 'Our e-mails in English',
    lead: 'Receive the Build Career Foundation’s e-mails in English from now on?',
    button: 'Yes, in English',
    done: 'Done: our e-mails to you will now be in English.',
    badLink:
      'This link is not valid: it may have been altered, already used, or replaced by the links of a more recent e-mail from us.',
  },
};

/** Every e-mail a subscriber receives (staff e-mails stay in English, in server/mail/messages.ts). */
export const mail = {
  footer: {
    tagline: '{site}: guided choices, brighter futures.',
    why: 'This e-mail was sent to {recipient} because you subscribed to news from the {site} on {host} and confirmed your address. We write when we publish a new story.',
    replies: 'Replies to this address are not read; to write to us, use our contact page: ',
    unsubscribe: 'Unsubscribe',
    languages: 'Our e-mails in another language: ',
  },
  confirmation: {
    subject: 'Confirm your subscription to {site}',
    heading: 'Confirm your subscription',
    lead: 'Someone, hopefully you, asked to receive news from the {site} at this address. Open the link below to confirm; it works for {days} days.',
    button: 'Confirm my subscription',
    ignore: 'If you did not ask for this, ignore this e-mail: nothing will be sent to you.',
  },
  welcome: {
    subject: 'Welcome to the {site} newsletter',
    heading: 'Welcome!',
    lead: 'Thank you for subscribing. You will receive our stories, events and celebrations as we post them, so you can follow the students you help.',
    button: 'See our latest activities',
  },
  newsletter: {
    englishOnly: 'This story is available in English only.',
    alsoInStory: 'Also in this story, on our website:',
    video: 'Watch the video: ',
    readMore: 'Read more on our website',
    share: 'Know someone who would like this story? ',
    shareLabel: 'Share it on WhatsApp',
    recent: 'Recent stories',
    more: 'More stories of our students, events and celebrations: ',
  },
};
