import { parseUploadUrl, previewJpeg } from '../../shared/images.ts';
import { SITE_NAME, documentTitle, isConcrete, matchRoute, postPath, type RouteMatch } from '../../shared/routes.ts';
import { idProblem } from '../graphql/validate.ts';
import type { PostRecord, PostsRepository } from '../repositories/posts.ts';
import type { HeadData } from './html.ts';

/**
 * The picture shared with a link to any page but a post's (public/images, 1280 x 720): the home
 * page's hero as JPEG, which every link-preview crawler takes (the page itself shows the WebP).
 */
const SITE_IMAGE = { path: '/images/home-hero-1280.jpg', width: 1280, height: 720, alt: 'Students walking to school' };
const LOGO_PATH = '/logo.svg';
/** Link previews show about this much of a post's text. */
const SUMMARY_CHARS = 200;

export interface PreviewImage {
  url: string;
  width?: number;
  height?: number;
}

/**
 * The absolute URL of an image to share: for an upload its JPEG with the JPEG's own size
 * (shared/images.ts; several link-preview crawlers take no WebP), for an image on another host its
 * URL as it is.
 */
export function previewImage(url: string, origin: string): PreviewImage | null {
  const upload = parseUploadUrl(url);
  if (upload) {
    const { path, size } = previewJpeg(upload);
    return { url: origin + path, ...size };
  }
  if (/^https?:\/\//i.test(url)) return { url };
  if (url.startsWith('/') && !url.startsWith('//')) return { url: origin + url };
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

function pageHead(page: RouteMatch['route'], origin: string): HeadData {
  const title = documentTitle(page.title);
  if (!page.indexed || !isConcrete(page)) return { title, description: page.description, noindex: true };
  const canonical = origin + page.path;
  const image = { url: origin + SITE_IMAGE.path, width: SITE_IMAGE.width, height: SITE_IMAGE.height };
  return {
    title,
    description: page.description,
    canonical,
    openGraph: [
      ['og:type', 'website'],
      ['og:site_name', SITE_NAME],
      ['og:title', title],
      ['og:description', page.description],
      ['og:url', canonical],
      ...imageTags(image, SITE_IMAGE.alt),
    ],
    twitter: [
      ['twitter:card', 'summary_large_image'],
      ['twitter:image', image.url],
    ],
    jsonLd: page.id === 'home' ? [{ '@context': 'https://schema.org', ...organisation(origin) }] : [],
  };
}

export function postHead(post: PostRecord, origin: string): HeadData {
  const canonical = origin + postPath(post._id);
  const description = summary(post.content);
  const main = post.image_url[0] ?? post.image_urls[0];
  const image = main ? previewImage(main.url, origin) : null;
  return {
    title: documentTitle(post.title),
    description,
    canonical,
    openGraph: [
      ['og:type', 'article'],
      ['og:site_name', SITE_NAME],
      ['og:title', post.title],
      ['og:description', description],
      ['og:url', canonical],
      ...(image ? imageTags(image, post.title) : []),
      ['article:published_time', new Date(post.date_posted).toISOString()],
      ['article:section', post.category],
    ],
    twitter: [['twitter:card', image ? 'summary_large_image' : 'summary'], ...(image ? [['twitter:image', image.url] as [string, string]] : [])],
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: post.title.slice(0, 110),
        description,
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

/**
 * The head of whatever page `pathname` shows (shared/routes.ts); a details page's is its post's,
 * read from the database, or a page not to index when there is no such post.
 */
export async function headFor(pathname: string, origin: string, posts: Pick<PostsRepository, 'find'>): Promise<HeadData> {
  const match = matchRoute(pathname);
  if (match.route.id === 'activityDetails') {
    const id = match.params.postId!;
    // What cannot be an id names no post: nothing is looked up, nor kept.
    const post = idProblem(id, 'postId') ? null : await posts.find(id);
    if (post) return postHead(post, origin);
    return { title: documentTitle(match.route.title), description: match.route.description, noindex: true, notFound: true };
  }
  const head = pageHead(match.route, origin);
  return match.route.id === 'notFound' ? { ...head, notFound: true } : head;
}
