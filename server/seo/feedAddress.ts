// Where each language's feed is and what it is called: what the feed itself (server/seo/feed.ts)
// and every page's head (server/seo/pages.ts) say of it.
import { LANGUAGES, localizedPath, type Language } from '../../shared/i18n/languages.ts';
import { textsIn } from '../../shared/locales/catalogues.ts';
import { documentTitle } from '../../shared/routes.ts';

export const FEED_TYPE = 'application/atom+xml';
const FEED_PATH = '/feed.xml';

/** Where the feed of `language` is, under that language's prefix: /feed.xml, /rw/feed.xml. */
export const feedPath = (language: Language) => localizedPath(language, FEED_PATH);

/** Every feed's path with its language. */
export const FEEDS = LANGUAGES.map((language) => ({ language, path: feedPath(language) }));

/** The feed's title in `language`: the Activities page's, whose posts it lists. */
export const feedTitle = (language: Language) => documentTitle(textsIn(language, 'routes').activities.title);

/** A feed as a page's head links it. */
export interface FeedLink {
  title: string;
  href: string;
}

/** The feed of the page's language, as its head links it. */
export function feedLink(language: Language, origin: string): FeedLink {
  return { title: feedTitle(language), href: origin + feedPath(language) };
}
