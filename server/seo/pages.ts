import { DEFAULT_LANGUAGE, type Language } from '../../shared/i18n/languages.ts';
import { parseUploadUrl, previewJpeg } from '../../shared/images.ts';
import { postTextIn } from '../../shared/postLanguages.ts';
import { SITE_NAME, documentTitle, isConcrete, matchRoute, postPath, type RouteMatch } from '../../shared/routes.ts';
import { idProblem } from '../db/values.ts';
import type { PostRecord, PostsRepository } from '../posts/index.ts';
import { absoluteImageUrl } from '../uploads/index.ts';
import { feedLink } from './feedAddress.ts';
import type { HeadData } from './html.ts';
import { alternatesOf, commonTexts, openGraphLocales, routeTexts } from './languages.ts';

/**
 * The picture shared with a link to any page but a post's (public/images, 1280 x 720): the home
 * page's hero as JPEG, which every link-preview crawler takes (the page itself shows the WebP). Its
 * alt text is the catalogue's (common.siteImageAlt), in the page's language.
 */
const SITE_IMAGE = { path: '/images/home-hero-1280.jpg', width: 1280, height: 720 };
const LOGO_PATH = '/logo.svg';
/** Link previews show about this much of a post's text. */
const SUMMARY_CHARS = 200;

export interface PreviewImage {
  url: string;
  width?: number;
  height?: number;
}

/**
 * The absolute URL of an image to share (server/uploads/addresses.ts): for an upload its JPEG with
 * the JPEG's own size (shared/images.ts; several link-preview crawlers take no WebP), for an image
 * on another host its URL as it is.
 */
export function previewImage(url: string, origin: string): PreviewImage | null {
  const upload = parseUploadUrl(url);
  if (upload) {
    const jpeg = previewJpeg(upload);
    return { url: absoluteImageUrl(jpeg.url, origin), ...jpeg.size };
  }
  if (/^https?:\/\//i.test(url) || (url.startsWith('/') && !url.startsWith('//'))) return { url: absoluteImageUrl(url, origin) };
  return null;
}

/** The start of a text, whitespace folded, cut after a whole word. */
export function summary(text: string, max = SUMMARY_CHARS): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:!?-]+$/, '')}…`;
}

function organisation(origin: string) {
  return {
    '@type': 'NGO',
    name: SITE_NAME,
    alternateName: 'BCF',
    url: `${origin}/`,
    logo: `${origin}${LOGO_PATH}`,
    areaServed: 'Rwanda',
    foundingDate: '2022',
  };
}

function imageTags(image: PreviewImage, alt: string): [string, string][] {
  return [
    ['og:image', image.url],
    ...(image.width && image.height
      ? ([
          ['og:image:width', String(image.width)],
          ['og:image:height', String(image.height)],
        ] as [string, string][])
      : []),
    ['og:image:alt', alt],
  ];
}

/** What every version of an indexed page says about its language and its other versions. */
function languageHead(language: Language, origin: string, englishPath: string) {
  const alternates = alternatesOf(origin, englishPath);
  const canonical = alternates.find((alternate) => alternate.hreflang === language)!.href;
  return { language, canonical, alternates };
}

function pageHead(page: RouteMatch['route'], language: Language, origin: string): HeadData {
  const texts = routeTexts(page, language);
  const title = documentTitle(texts.title);
  if (!page.indexed || !isConcrete(page)) return { language, title, description: texts.description, noindex: true };
  const { canonical, alternates } = languageHead(language, origin, page.path);
  const image = { url: origin + SITE_IMAGE.path, width: SITE_IMAGE.width, height: SITE_IMAGE.height };
  return {
    language,
    title,
    description: texts.description,
    canonical,
    alternates,
    openGraph: [
      ['og:type', 'website'],
      ['og:site_name', SITE_NAME],
      ['og:title', title],
      ['og:description', texts.description],
      ['og:url', canonical],
      ...openGraphLocales(language),
      ...imageTags(image, commonTexts(language).siteImageAlt),
    ],
    twitter: [
      ['twitter:card', 'summary_large_image'],
      ['twitter:image', image.url],
    ],
    jsonLd: page.id === 'home' ? [{ '@context': 'https://schema.org', ...organisation(origin) }] : [],
  };
}

/**
 * A post's details page in `language`: the post's version in that language, or its English when it
 * has none. The page is still the `language` page (its frame is in that language; the post's text
 * is marked lang="en" in the page itself), and it lists all three versions, since all three
 * addresses are pages of the post; og:locale stays the page's.
 */
export function postHead(post: PostRecord, origin: string, language: Language = DEFAULT_LANGUAGE): HeadData {
  const { canonical, alternates } = languageHead(language, origin, postPath(post._id));
  const text = postTextIn(post, language);
  const description = summary(text.content);
  const main = post.image_url[0] ?? post.image_urls[0];
  const image = main ? previewImage(main.url, origin) : null;
  return {
    language,
    title: documentTitle(text.title),
    description,
    canonical,
    alternates,
    openGraph: [
      ['og:type', 'article'],
      ['og:site_name', SITE_NAME],
      ['og:title', text.title],
      ['og:description', description],
      ['og:url', canonical],
      ...openGraphLocales(language),
      ...(image ? imageTags(image, text.title) : []),
      ['article:published_time', new Date(post.date_posted).toISOString()],
      ['article:section', post.category],
    ],
    twitter: [['twitter:card', image ? 'summary_large_image' : 'summary'], ...(image ? [['twitter:image', image.url] as [string, string]] : [])],
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: text.title.slice(0, 110),
        description,
        // The language of the text itself: English when the post has no version in the page's.
        inLanguage: text.language,
        ...(image ? { image: [image.url] } : {}),
        datePublished: new Date(post.date_posted).toISOString(),
        articleSection: post.category,
        mainEntityOfPage: canonical,
        author: organisation(origin),
        publisher: organisation(origin),
      },
    ],
  };
}

async function routeHead(match: RouteMatch, origin: string, posts: Pick<PostsRepository, 'find'>): Promise<HeadData> {
  const { language } = match;
  if (match.route.id === 'activityDetails') {
    const id = match.params.postId!;
    // What cannot be an id names no post: nothing is looked up, nor kept.
    const post = idProblem(id, 'postId') ? null : await posts.find(id);
    if (post) return postHead(post, origin, language);
    const texts = routeTexts(match.route, language);
    return { language, title: documentTitle(texts.title), description: texts.description, noindex: true, notFound: true };
  }
  const head = pageHead(match.route, language, origin);
  return match.route.id === 'notFound' ? { ...head, notFound: true } : head;
}

/**
 * The head of whatever page `pathname` shows (shared/routes.ts), in the language of its prefix; a
 * details page's is its post's, read from the database, or a page not to index when there is no
 * such post. Every public page (a page in every language) links its language's feed; the staff's
 * pages do not.
 */
export async function headFor(pathname: string, origin: string, posts: Pick<PostsRepository, 'find'>): Promise<HeadData> {
  const match = matchRoute(pathname);
  const head = await routeHead(match, origin, posts);
  return match.route.translated ? { ...head, feed: feedLink(match.language, origin) } : head;
}
