// The name and description of every public page: the server writes them into the HTML it sends
// (for search engines and link previews, which run no JavaScript) and the app keeps
// document.title in step while the visitor navigates. One table for both.

export const SITE_NAME = 'Build Career Foundation';

export interface PageMeta {
  /** The route's path, in the app's spelling (routes match it case-insensitively). */
  path: string;
  /** Shown before " | Build Career Foundation"; the home page's title stands alone. */
  title: string;
  description: string;
  /** Listed in the sitemap and open to search engines. */
  indexed: boolean;
}

export const PUBLIC_PAGES: PageMeta[] = [
  {
    path: '/',
    title: `${SITE_NAME}: guided choices, brighter futures`,
    description:
      'Build Career Foundation mentors and funds bright students from disadvantaged backgrounds in Rwanda: career guidance, school fees, digital skills and safe spaces.',
    indexed: true,
  },
  {
    path: '/WhoWeArePage',
    title: 'Who We Are',
    description:
      'Our mission, the facts behind it, our advisory and management teams, and how two students from a rural district started the foundation in 2022.',
    indexed: true,
  },
  {
    path: '/ImpactPage',
    title: 'Impact',
    description:
      'What your support changes: exceptional students empowered, careers built, students growing into leaders, and communities transformed.',
    indexed: true,
  },
  {
    path: '/ActivitiesPage',
    title: 'Activities',
    description: 'Celebrations, events, meetings and stories from the Build Career Foundation and its students.',
    indexed: true,
  },
  {
    path: '/HowDoesGivingWorkPage',
    title: 'How Does Giving to the BCF Work?',
    description:
      'Workplace giving by payroll deduction, supporting several charities at once, and the collective impact of many small gifts.',
    indexed: true,
  },
  {
    path: '/DonatePage',
    title: 'Donate',
    description:
      'Give money, school materials, hygiene products or training by bank, cash, card or MTN Mobile Money to support bright students in Rwanda.',
    indexed: true,
  },
  {
    path: '/paymentByVissa',
    title: 'Donate by card',
    description: 'Support a student of the Build Career Foundation with a card donation.',
    indexed: true,
  },
  {
    path: '/FrequentAskedQuestions',
    title: 'Frequently Asked Questions',
    description: 'Answers about who the foundation supports, what support students get, mentoring and donating.',
    indexed: true,
  },
  {
    path: '/ContactPage',
    title: 'Contact',
    description: 'Questions, ideas, or would you like to mentor a student? Write to the Build Career Foundation team.',
    indexed: true,
  },
  {
    path: '/PhoneNavbar',
    title: 'Menu',
    description: 'Find your way around the Build Career Foundation website.',
    indexed: false,
  },
  {
    path: '/SubscriptionConfirmed',
    title: 'Subscription confirmed',
    description: 'Your subscription to the Build Career Foundation’s news is confirmed.',
    indexed: false,
  },
  {
    path: '/SubscriptionNotConfirmed',
    title: 'Subscription not confirmed',
    description: 'This confirmation link did not work: subscribe again to get a new one.',
    indexed: false,
  },
  {
    path: '/Unsubscribe',
    title: 'Unsubscribe',
    description: 'Stop receiving the Build Career Foundation’s news by e-mail.',
    indexed: false,
  },
  {
    path: '/LoginIn',
    title: 'Login as Admin',
    description: 'Sign-in for the foundation’s administrators.',
    indexed: false,
  },
];

/** The details page of one post; its own title and text replace these once it is known. */
export const POST_PAGE: Omit<PageMeta, 'path'> = {
  title: 'Activity',
  description: 'An activity of the Build Career Foundation.',
  indexed: true,
};

export const ADMIN_PAGE: Omit<PageMeta, 'path'> = {
  title: 'Admin',
  description: 'The foundation’s administration area.',
  indexed: false,
};

export const NOT_FOUND_PAGE: Omit<PageMeta, 'path'> = {
  title: 'Page not found',
  description: 'This page does not exist on the Build Career Foundation website.',
  indexed: false,
};

export const POST_PATH_PREFIX = '/ActivityDetailsPage/';

export const postPath = (id: string) => `${POST_PATH_PREFIX}${encodeURIComponent(id)}`;

/** The text of `<title>` for a page title ("Contact" -> "Contact | Build Career Foundation"). */
export function documentTitle(title: string): string {
  return title.startsWith(SITE_NAME) ? title : `${title} | ${SITE_NAME}`;
}

export type RouteMeta =
  | { kind: 'page'; page: PageMeta }
  | { kind: 'post'; id: string }
  | { kind: 'admin' }
  | { kind: 'notFound' };

/** Which page a path shows, matched as the router does: any letter case, trailing slash or not. */
export function routeMeta(pathname: string): RouteMeta {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const lower = path.toLowerCase();
  const page = PUBLIC_PAGES.find((candidate) => candidate.path.toLowerCase() === lower);
  if (page) return { kind: 'page', page };
  if (lower.startsWith(POST_PATH_PREFIX.toLowerCase())) {
    const rest = path.slice(POST_PATH_PREFIX.length);
    if (rest && !rest.includes('/')) {
      try {
        return { kind: 'post', id: decodeURIComponent(rest) };
      } catch {
        return { kind: 'notFound' };
      }
    }
  }
  if (lower === '/admin' || lower.startsWith('/admin/') || lower === '/newpost') return { kind: 'admin' };
  return { kind: 'notFound' };
}

/** The page's meta as the app knows it before any data: a post's own title comes later. */
export function staticMeta(route: RouteMeta): Omit<PageMeta, 'path'> {
  if (route.kind === 'page') return route.page;
  if (route.kind === 'post') return POST_PAGE;
  if (route.kind === 'admin') return ADMIN_PAGE;
  return NOT_FOUND_PAGE;
}
