// English: the replaced site's texts, exactly as it wrote them (its own spellings included). This file is
// the reference for shared/locales/rw.ts and fr.ts: every message here has its translation there,
// under the same key and with the same {placeholders}. docs/languages.md says how to edit them.
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
  allPagesNav: 'All pages',
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
  /** The alt text of the picture shared with a link to any page but a post's (og:image:alt). */
  siteImageAlt: 'Students walking to school',
};

export const navigation = {
  whoWeAre: 'Who We Are',
  impact: 'Impact',
  activities: 'Activities',
  /** 'How Does' + the foundation's initials + 'works'. */
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
// The interface's words only: what the foundation says about itself (team, FAQ, impact, donation
// and contact details, the home page's notice) is the site's content (shared/siteContent/), which
// staff edit. Lists (photos' alt texts) keep English's length and order: the code pairs each
// entry with its picture by position.

export const home = {
  headline: 'Guided choices, brighter futures.',
  question: 'Did you care today?',
  learnMore: 'Learn More',
  /** Said after 'Learn More' to screen readers and search engines only. */
  learnMoreAbout: 'about who we are',
  contactUs: 'CONTACT US',
  photosLabel: 'Our students',
  heroAlt: 'Students walking to school on a sunny morning',
  gridAlts: [
    'A student reading in the library',
    'A mentor and a student talking about careers',
    'Students working together on a project',
    'A graduation day with families',
  ],
  galleryTitle: 'Moments with our students',
  subscribeTitle: 'Get in Touch With Us',
  subscribeText: 'Hear about our activities, events and stories first.',
};

/** The photos of the footer's strip (the home page shows the first six). */
export const gallery = {
  title: 'Building Career in action',
  scrollLeft: 'Scroll photos left',
  scrollRight: 'Scroll photos right',
  strip: 'Photos of our students',
  alts: [
    'Students listening to a mentor under a tree',
    'A mentor helping a student with homework',
    'Students celebrating their exam results',
    'A digital literacy class at the computer lab',
    'Volunteers handing out school materials',
    'A career day with guests from local companies',
    'Students presenting their small business ideas',
    'A life-skills workshop in a classroom',
    'Mentors and students on a hillside walk',
    'A group photo at the end of the school year',
  ],
};

export const about = {
  heading: 'Who We Are',
  photoAlts: ['The founders with the first group of students', 'Students at a Build Career Foundation workshop'],
  advisoryTeam: 'Advisory Team',
  managementTeam: 'Management Team',
  story: {
    title: 'Our Story',
  },
};

/** The teams' cards (the people are the site's content: shared/siteContent/schema.ts, `team`). */
export const team = {
  portraitOf: 'Portrait of {name}',
  linkedIn: 'LinkedIn',
  linkedInOf: 'LinkedIn profile of {name}',
};

export const impact = {
  heading: 'Impact: What do YOU care about?',
  intro:
    'Every gift reaches a bright student who would otherwise go without guidance or school fees. Choose what matters most to you and see what your support makes possible.',
  resultsTitle: 'Our results so far',
};

export const giving = {
  heading: 'How Does Giving to the BCF Work?',
  sections: [
    {
      title: 'Workplace giving by payroll deduction',
      paragraphs: [
        'Workplace giving lets you support the Build Career Foundation straight from your salary. You choose an amount, your employer deducts it from each payslip and passes it on to us.',
        'Small, regular gifts add up: they let us plan a whole school year for the students we support.',
      ],
    },
    {
      title: 'Supporting multiple charities',
      paragraphs: [
        'Many workplace giving programmes let you split your gift between several charities. Add the BCF to your list alongside the causes you already care about.',
      ],
    },
    {
      title: 'Collective impact',
      paragraphs: [
        'When colleagues give together, their gifts become mentorship, school fees and training for a whole group of students. Some employers even match what their staff give.',
      ],
    },
  ],
  reasonsTitle: 'Why give through your workplace?',
  reasons: [
    'It is simple: set it up once and your gift continues every month.',
    'It is steady: regular gifts let us commit to students for a full year.',
    'It can grow: many employers match their staff’s donations.',
    'It brings people together: colleagues see the difference they make as a team.',
  ],
};

export const donate = {
  heading: 'Donate',
  intro:
    'Your gift keeps a bright student in school. Choose how you would like to give; every option below is handled by our team in Kigali.',
  /** The cards' titles, as the replaced site wrote them. */
  options: { bank: 'Donate_by_Bank', cash: 'By Cash', card: 'By vissaCard', momo: 'By MTN Momo' },
  /** What every open card says (the same for each way of giving), around the site's content (`donate`). */
  acceptedIntro: 'We gratefully accept:',
  mobileMoneyNumber: 'Mobile money number',
  mobileMoneyCode: 'Mobile money code (internal transfers)',
  hoursLabel: 'Hours',
  bankName: 'Bank name',
  accountName: 'Account name',
  accountNumber: 'Account number',
  swift: 'SWIFT',
  imageAlt: 'Open the card donation form',
  /** The giving form's place on the page (the form itself is the `givingForm` part, loaded when asked for). */
  give: {
    heading: 'Give online',
    open: 'Open the giving form',
    loading: 'Loading the giving form…',
  },
};

/** The giving form on the Donate page: a pledge, and how to pay it once it has its reference. */
export const givingForm = {
  name: 'Giving form',
  amount: 'Amount',
  presets: 'Choose an amount',
  currency: 'Currency',
  way: 'How you give',
  ways: { MTN_MOMO: 'MTN Mobile Money', AIRTEL_MONEY: 'Airtel Money', BANK_TRANSFER: 'Bank transfer', CASH: 'Cash', CARD: 'Card' },
  campaign: 'Campaign',
  anyCampaign: 'Where it is needed most',
  donor: 'About you (optional)',
  donorNote: 'With an e-mail address, we send you how to pay and, once your gift arrives, your receipt.',
  donorName: 'Your name',
  email: 'Email',
  phone: 'Phone',
  submit: 'Give',
  submitting: 'Giving ...',
  thanks: 'Thank you! Your gift reference is {reference}.',
  mobileMoney: 'Send {amount} by mobile money to {number} (code {code}).',
  dial: 'Dial to pay',
  mobileMoneyReference: 'Write the reference in the payment message.',
  bank: 'Send {amount} by bank transfer:',
  bankReference: 'Put the reference in the transfer description.',
  cash: 'Bring {amount} to our office in Kigali: {hours}.',
  cashReference: 'Tell us the reference when you come.',
  emailed: 'We have sent these instructions to {email}.',
  again: 'Make another gift',
  /** What the form says of bad input; the server's English refusals are these same texts. */
  errors: {
    amountWhole: 'Enter the amount as a whole number',
    amountLow: 'The smallest gift is {amount} {currency}',
    amountHigh: 'The largest gift is {amount} {currency}',
    currency: 'Choose RWF, USD or EUR',
    way: 'Choose how you give',
    campaign: 'This campaign is not open',
    name: 'A name has at most {max} characters',
    email: 'Enter a valid e-mail address',
    phone: 'Enter a phone number: digits, spaces and + only',
    tooManyAttempts: 'Too many attempts. Please try again later.',
    failed: 'Your gift could not be recorded. Please try again.',
  },
};

/** An open campaign on the Donate page: what has been received of its goal (amounts written as "RWF 10,000"). */
export const campaigns = {
  progress: '{received} of {goal}',
  gifts: { one: '{count} gift', other: '{count} gifts' },
  daysLeft: { one: '{count} day left', other: '{count} days left' },
  lastDay: 'Last day',
};

export const cardForm = {
  heading: 'Donate by card',
  note: 'Card payments are not processed online yet: nothing you type here is sent or stored.',
  fields: {
    number: 'Credit Card number',
    expiry: 'Date/year (MM / YY)',
    code: 'Card Validation Code',
    name: 'Card Full Names',
    amount: 'How Much do you want to donate?',
  },
  expiryPlaceholder: 'MM / YY',
  send: 'Send your Donation',
};

export const faq = {
  heading: 'Frequently Asked Questions',
};

export const contact = {
  heading: 'Contact',
  intro:
    'Questions, ideas, or would you like to mentor a student? Write to us and the Build Career Foundation team will answer as soon as it can.',
  formLabel: 'Contact us',
  fields: { name: 'Name', email: 'Email', message: 'Message' },
  submit: 'Submit',
  /** What is wrong with a field, by the shared rule's name for it (shared/rules.ts, MESSAGES). */
  problems: {
    contactNameRequired: 'Name is required',
    contactNameTooLong: 'Name must be at most {max} characters',
    emailRequired: 'Email is required!',
    emailInvalid: 'Enter a valid email!',
    contactMessageRequired: 'Message is required',
    contactMessageTooShort: 'Message must be at least {min} characters',
    contactMessageTooLong: 'Message must be at most {max} characters',
  },
  /** The toasts. English shows the server's own words; other languages these, by the answer's kind. */
  sent: 'Thank you! Your message has been sent.',
  notSent: 'Your message could not be sent.',
  tooMany: 'You have sent too many messages. Please wait a while before sending another.',
  offline: 'Could not reach the server. Check your connection and try again.',
};

/** The footer's contact details and social links (the site's Contact content), when given. */
export const footerContact = {
  email: 'Email',
  phone: 'Phone',
  /** The links to the foundation's pages on social networks. */
  social: 'Follow us',
};

export const notFound = {
  heading: 'Page not found',
  lead: 'Sorry, there is no page at this address. It may have moved, or the link may be mistyped.',
  home: 'Go to the home page',
};

// ==== Activities, a post's page, and posts not in the reader's language ====
// (posts: filled in by the posts' conversion)

/** The Activities page (src/pages/public/ActivitiesPage.tsx) and its cards (ActivityCard.tsx). */
export const activities = {
  filtersLabel: 'Show activities',
  /** The filter buttons, and a card's category. */
  filters: { All: 'All', Celebrations: 'Celebrations', Events: 'Events', Meetings: 'Meetings', Stories: 'Stories' },
  loading: 'Loading ...',
  listLabel: 'Activities',
  /** The live line under the grid; {count} is every activity of the filter, which chooses the form. */
  shown: { one: 'Showing {shown} of {count} activity', other: 'Showing {shown} of {count} activities' },
  loadMore: 'Load more',
  readMore: 'Read more',
  /** Hidden, after "Read more", for screen readers. */
  readMoreAbout: 'about {title}',
  noImage: 'No image available',
};

/** A post's page (ActivityDetailsPage.tsx, src/components/postDetails/*) and its preview (PostPreviewPage.tsx). */
export const postDetails = {
  loading: 'Loading post details...',
  error: 'Error loading post details. Please try again later.',
  retry: 'Try again',
  /** Shown above a post that has no version in the page's language (its English text follows). */
  englishOnly: 'This post is available in English only.',
  noImage: 'No image available',
  gallery: 'Event Photos Gallery',
  slide: '{position} of {count}',
  photoAlt: 'Photo {position} of {count}: {subject}',
  previousPhoto: 'Previous photo',
  nextPhoto: 'Next photo',
  fullView: 'Full Image View',
  fullSizeAlt: '{subject}, full size',
  close: 'Close',
  video: 'Video of the Event',
  videoTitle: 'Video: {subject}',
  preview: 'Preview: not yet public',
};

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
  pledge: {
    subject: 'Your gift to the {site}: reference {reference}',
    heading: 'Thank you for your gift',
    lead: 'You chose to give {amount}. Your gift reference is {reference}.',
    mobileMoney: 'Send it by mobile money to {number} (code {code}) and write the reference in the payment message.',
    dial: 'Dial to pay: ',
    bank: 'Send it by bank transfer and put the reference in the transfer description: {details}.',
    cash: 'Bring it to our office in Kigali, {hours}, and tell us the reference.',
    ignore: 'If you did not ask for this, ignore this e-mail: nothing happens until a gift arrives.',
  },
  receipt: {
    subject: 'Your receipt {number} from the {site}',
    heading: 'Thank you: your gift has arrived',
    lead: 'We received your gift of {amount} on {date}. Thank you for keeping a student in school.',
    number: 'Receipt number',
    date: 'Date received',
    amount: 'Amount',
    way: 'Given by',
    reference: 'Gift reference',
    print: 'Open a printable receipt',
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
