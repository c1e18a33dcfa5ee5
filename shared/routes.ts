// The one route table. Every fact about a route lives here and is derived everywhere else: the
// app's routes (src/routes.tsx maps each `page` to its lazy import), the header's highlight
// (store/navigationSlice.ts), the site's links (src/content/navigation.ts), the tab's title, and on
// the server the page heads, the first screen's preloads and answers, sitemap.xml and robots.txt.
// Adding a page: one entry here and one page file (plus its line in src/routes.tsx's page map,
// which TypeScript asks for). Adding an admin page: one entry in the admin route's `children` and
// one page file (plus its line in src/pages/admin/routes.tsx's page map): the admin router, its
// menu and its links follow.
import { CARDS_PAGE_SIZE } from './constants.ts';
import type { FirstScreenPhoto } from './photos.ts';
import type { Capability } from './roles.ts';
import type { PublicReadName } from './publicReads.ts';
import { DEFAULT_LANGUAGE, splitLanguage, type Language } from './i18n/languages.ts';
import { routes as texts } from './locales/en.ts';

export const SITE_NAME = 'Build Career Foundation';

/** The query a page makes first: the server answers it inside the page (server/seo/firstScreen.ts). */
export interface FirstQuery {
  /** One of the public reads (shared/publicReads.ts). */
  operation: PublicReadName;
  /** The query's variables, each taken from the path parameter named here. */
  variables?: Record<string, string>;
  /** Variables of fixed value, as the page asks with them (the answer is kept under the same key). */
  values?: Record<string, string | number>;
  /**
   * How the page shows the main picture of the answer's first post (preloaded with those `sizes`):
   * as an activity card's or a details page's (shared/responsiveImage.ts). A name, not the sizes
   * themselves, so the app's first script does not carry the image helpers. None: the answer has
   * no picture.
   */
  picture?: 'card' | 'details';
  /**
   * The page's language is the query's last variable, `language`, left out in English
   * so that an English page's answer keeps its key.
   */
  localized?: boolean;
}

/** A page drawn inside its parent route's frame (the admin area's pages). */
export interface ChildRoute {
  /** The whole path, in the app's spelling: it begins with the parent's. */
  path: string;
  /** Its label in the parent's menu, which lists the children in the table's order; null: not in the menu. */
  menu: string | null;
  /** What a person's role needs to see it (shared/roles.ts); without it, everyone in the admin area. */
  needs?: Capability;
}

export interface RouteEntry {
  /**
   * The path in the app's spelling (the router matches any letter case, with or without a trailing
   * slash); `:name` is a parameter, a final `*` matches anything below.
   */
  path: string;
  /**
   * Shown before " | Build Career Foundation"; the home page's title stands alone. A translated
   * route's title and description are its English catalogue's (shared/locales/en.ts, `routes`).
   */
  title: string;
  description: string;
  /**
   * Has a version in every language of shared/i18n/languages.ts, under the language's prefix
   * (/rw/ContactPage); the others are English only (the staff's pages).
   */
  translated?: boolean;
  /** The header link it highlights (store/navigationSlice.ts), if any. */
  section: string | null;
  /** Listed in the sitemap and open to search engines. */
  indexed: boolean;
  /** Staff only: search engines are told not to crawl it (robots.txt). */
  adminOnly?: boolean;
  /** Drawn inside the site's header and footer, or on its own (the admin area has its own frame). */
  layout: 'site' | 'own';
  /**
   * Who may see it: 'token' is staff with a live token; anyone else logs in first and comes back
   * (src/pages/admin/login/RequireToken.tsx).
   */
  guard?: 'token';
  /** The pages drawn inside this route's frame, by id; the server knows them by this route. */
  children?: Record<string, ChildRoute>;
  /** The child it opens on: after logging in with nowhere to go back to, and for paths it does not know. */
  start?: string;
  /** The page component src/routes.tsx loads for it, and its key in dist/route-manifest.json. */
  page: string;
  firstQuery?: FirstQuery;
  /** A photo the first screen shows large, preloaded (shared/photos.ts). */
  photo?: FirstScreenPhoto;
}

const ADMIN = { title: 'Admin', description: 'The foundation’s administration area.' };
/** The staff's pages for people not yet signed in (login, password reset, invitation): not indexed, in the site's frame. */
const SIGNED_OUT_STAFF = {
  section: null,
  indexed: false,
  adminOnly: true,
  layout: 'site',
} as const;

export const ROUTES = {
  home: {
    path: '/',
    ...texts.home,
    translated: true,
    section: 'landing',
    indexed: true,
    layout: 'site',
    page: 'HomePage',
    photo: 'homeHero',
  },
  whoWeAre: {
    path: '/WhoWeArePage',
    ...texts.whoWeAre,
    translated: true,
    section: 'whoWeAre',
    indexed: true,
    layout: 'site',
    page: 'WhoWeArePage',
  },
  impact: {
    path: '/ImpactPage',
    ...texts.impact,
    translated: true,
    section: 'impact',
    indexed: true,
    layout: 'site',
    page: 'ImpactPage',
  },
  activities: {
    path: '/ActivitiesPage',
    ...texts.activities,
    translated: true,
    section: 'activities',
    indexed: true,
    layout: 'site',
    page: 'ActivitiesPage',
    // The first page of cards of every post, asked as store/api/postCards.ts asks it.
    firstQuery: { operation: 'postCards', values: { first: CARDS_PAGE_SIZE }, picture: 'card', localized: true },
  },
  activityDetails: {
    path: '/ActivityDetailsPage/:postId',
    // The post's own title and text replace these once it is known.
    ...texts.activityDetails,
    translated: true,
    section: 'activitiesDetail',
    indexed: true,
    layout: 'site',
    page: 'ActivityDetailsPage',
    firstQuery: { operation: 'getOnePost', variables: { id: 'postId' }, picture: 'details', localized: true },
  },
  giving: {
    path: '/HowDoesGivingWorkPage',
    ...texts.giving,
    translated: true,
    section: 'howDoesWork',
    indexed: true,
    layout: 'site',
    page: 'HowDoesGivingWorkPage',
  },
  donate: {
    path: '/DonatePage',
    ...texts.donate,
    translated: true,
    section: 'donate',
    indexed: true,
    layout: 'site',
    page: 'DonatePage',
  },
  donateByCard: {
    path: '/paymentByVissa',
    ...texts.donateByCard,
    translated: true,
    section: 'donate',
    indexed: true,
    layout: 'site',
    page: 'PaymentByVissaPage',
    // Whether card payments are on: the page then offers "Pay by card".
    firstQuery: { operation: 'onlinePayWays' },
  },
  faq: {
    path: '/FrequentAskedQuestions',
    ...texts.faq,
    translated: true,
    section: 'faq',
    indexed: true,
    layout: 'site',
    page: 'FaqPage',
  },
  contact: {
    path: '/ContactPage',
    ...texts.contact,
    translated: true,
    section: 'contact',
    indexed: true,
    layout: 'site',
    page: 'ContactPage',
  },
  menu: {
    path: '/PhoneNavbar',
    ...texts.menu,
    translated: true,
    section: null,
    indexed: false,
    layout: 'site',
    page: 'PhoneNavbarPage',
  },
  // The pages a subscriber reaches from an e-mail.
  subscriptionConfirmed: {
    path: '/SubscriptionConfirmed',
    ...texts.subscriptionConfirmed,
    translated: true,
    section: null,
    indexed: false,
    layout: 'site',
    page: 'SubscriptionConfirmedPage',
  },
  subscriptionNotConfirmed: {
    path: '/SubscriptionNotConfirmed',
    ...texts.subscriptionNotConfirmed,
    translated: true,
    section: null,
    indexed: false,
    layout: 'site',
    page: 'SubscriptionNotConfirmedPage',
  },
  unsubscribe: {
    path: '/Unsubscribe',
    ...texts.unsubscribe,
    translated: true,
    section: null,
    indexed: false,
    layout: 'site',
    page: 'UnsubscribePage',
  },
  login: {
    path: '/LoginIn',
    title: 'Login as Admin',
    description: 'Sign-in for the foundation’s administrators.',
    ...SIGNED_OUT_STAFF,
    page: 'LoginPage',
  },
  forgotPassword: {
    path: '/ForgotPassword',
    title: 'Forgot your password?',
    description: 'Ask for a link to choose a new password for the foundation’s admin area.',
    ...SIGNED_OUT_STAFF,
    page: 'ForgotPasswordPage',
  },
  resetPassword: {
    path: '/ResetPassword',
    title: 'Choose a new password',
    description: 'Choose a new password for the foundation’s admin area.',
    ...SIGNED_OUT_STAFF,
    page: 'ResetPasswordPage',
  },
  // The link of an invitation e-mail: open to anyone with the link, outside the admin area's guard.
  acceptInvitation: {
    path: '/admin/accept-invitation',
    title: 'Accept your invitation',
    description: 'Join the foundation’s admin area: choose your name and password.',
    ...SIGNED_OUT_STAFF,
    page: 'AcceptInvitationPage',
  },
  newPost: {
    path: '/newPost',
    ...ADMIN,
    section: null,
    indexed: false,
    adminOnly: true,
    layout: 'site',
    page: 'NewPostRoute',
    guard: 'token',
  },
  admin: {
    path: '/admin/*',
    ...ADMIN,
    section: null,
    indexed: false,
    adminOnly: true,
    layout: 'own',
    page: 'AdminArea',
    guard: 'token',
    children: {
      adminOverview: { path: '/admin/overview', menu: 'Activities Overview' },
      adminUsers: { path: '/admin/users', menu: 'Users', needs: 'users.invite' },
      adminSubscriptions: { path: '/admin/subscriptions', menu: 'Subscriptions', needs: 'subscribers.manage' },
      adminOthers: { path: '/admin/others', menu: 'Other' },
      adminMessages: { path: '/admin/messages', menu: 'Messages', needs: 'messages.manage' },
      adminNewsletter: { path: '/admin/newsletter', menu: 'Newsletter', needs: 'newsletter.send' },
      adminActivity: { path: '/admin/activity', menu: 'Activity log', needs: 'activity.read' },
      adminSiteContent: { path: '/admin/site-content', menu: 'Site content', needs: 'site.edit' },
      adminSiteContentSection: { path: '/admin/site-content/:section', menu: null, needs: 'site.edit' },
      adminGiving: { path: '/admin/donations', menu: 'Donations', needs: 'donations.manage' },
      // Reached from the Donations page.
      adminGivingCampaigns: { path: '/admin/donations/campaigns', menu: null, needs: 'donations.manage' },
      adminGivingMonthly: { path: '/admin/donations/monthly', menu: null, needs: 'donations.manage' },
      adminInsights: { path: '/admin/insights', menu: 'Insights', needs: 'insights.view' },
      adminPost: { path: '/admin/overview/:id', menu: null },
      adminCreate: { path: '/admin/addNewActivitie', menu: null, needs: 'posts.draft' },
      adminEdit: { path: '/admin/updateActivities/:id', menu: null, needs: 'posts.draft' },
      // Reached from the header's account menu, beside Logout.
      adminAccount: { path: '/admin/account', menu: null },
    },
    start: 'adminOverview',
  },
  // A post not yet public, as visitors will see it, at its secret preview link: the
  // details page fed by previewPost. Never indexed, listed or kept: the server answers it with
  // X-Robots-Tag: noindex and Referrer-Policy: no-referrer, and 404 for a token that opens nothing.
  preview: {
    path: '/preview/:token',
    title: 'Preview',
    description: 'A post of the Build Career Foundation before it is public.',
    section: 'activitiesDetail',
    indexed: false,
    layout: 'site',
    page: 'PostPreviewPage',
  },
  // Last: it matches every path the routes above do not.
  notFound: {
    path: '*',
    ...texts.notFound,
    translated: true,
    section: null,
    indexed: false,
    layout: 'site',
    page: 'NotFoundPage',
  },
} as const satisfies Record<string, RouteEntry>;

export type RouteId = keyof typeof ROUTES;
type Routes = typeof ROUTES;
export type Route = Routes[RouteId] & RouteEntry;
export type PageModule = Routes[RouteId]['page'];
export type Section = NonNullable<Routes[RouteId]['section']>;
/** The id of an admin page (a child of the admin route). */
export type AdminPageId = keyof Routes['admin']['children'];

/** Every route with its id, in the table's order (the order the router tries them in). */
export const ROUTE_LIST: (Route & { id: RouteId })[] = Object.entries(ROUTES).map(([id, route]) => ({
  ...(route as Route),
  id: id as RouteId,
}));

/** The admin area's pages with their ids, in the table's order (the order of its menu). */
// Pure: a bundle that never reads it (the public pages') leaves it out.
export const ADMIN_PAGES: (ChildRoute & { id: AdminPageId })[] = /* @__PURE__ */ Object.entries(ROUTES.admin.children).map(([id, page]) => ({
  ...page,
  id: id as AdminPageId,
}));

/** The navigation sections, in the table's order. */
export const SECTIONS = [
  ...new Set(ROUTE_LIST.flatMap((route) => (route.section === null ? [] : [route.section as Section]))),
];

/** True for a path without parameters or `*`: one page, with a URL of its own. */
export const isConcrete = (route: RouteEntry) => !/[:*]/.test(route.path);

/** The URL path of a route or admin page, its parameters filled in: pathTo('adminEdit', { id }). */
export function pathTo(id: RouteId | AdminPageId, params: Record<string, string> = {}): string {
  const { path } = id in ROUTES ? ROUTES[id as RouteId] : ROUTES.admin.children[id as AdminPageId];
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${id} needs the parameter ${name}`);
    return encodeURIComponent(value);
  });
}

/** The details page of one post. */
export const postPath = (postId: string) => pathTo('activityDetails', { postId });

export interface RouteMatch {
  route: Route & { id: RouteId };
  params: Record<string, string>;
  /** The language the path asks for (its prefix); a translated route only, for any but English. */
  language: Language;
}

/** The routes with a version in every language. */
export const TRANSLATED_ROUTES = ROUTE_LIST.filter((route) => route.translated);
export type TranslatedRouteId = keyof typeof texts;

function matchPath(pattern: string, segments: string[]): Record<string, string> | undefined {
  if (pattern === '*') return {};
  const parts = pattern.split('/').filter(Boolean);
  const params: Record<string, string> = {};
  for (const [index, part] of parts.entries()) {
    if (part === '*') return params;
    const segment = segments[index];
    if (segment === undefined) return undefined;
    if (part.startsWith(':')) {
      try {
        params[part.slice(1)] = decodeURIComponent(segment);
      } catch {
        return undefined;
      }
    } else if (part.toLowerCase() !== segment.toLowerCase()) return undefined;
  }
  return segments.length === parts.length ? params : undefined;
}

/**
 * Which route a path shows, matched as the router does: any letter case, trailing slash or not. A
 * language prefix (/rw/, /fr/) matches the translated routes only: /rw/LoginIn is not a page.
 */
export function matchRoute(pathname: string): RouteMatch {
  const { language, path } = splitLanguage(pathname);
  const segments = path.split('/').filter(Boolean);
  for (const route of language === DEFAULT_LANGUAGE ? ROUTE_LIST : TRANSLATED_ROUTES) {
    const params = matchPath(route.path, segments);
    if (params) return { route, params, language };
  }
  throw new Error('The route table ends with a route for every path');
}

/** The text of `<title>` for a page title ("Contact" -> "Contact | Build Career Foundation"). */
export function documentTitle(title: string): string {
  return title.startsWith(SITE_NAME) ? title : `${title} | ${SITE_NAME}`;
}
