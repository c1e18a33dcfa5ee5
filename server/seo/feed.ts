// The Atom feed (RFC 4287) of the newest published posts, one per language, at the language's
// prefix (server/seo/feedAddress.ts). Each post is as the pages show it in that language: its
// version in the language, or its English text, marked xml:lang="en". Its title and description
// are the Activities page's, whose posts it lists.
import { localizedPath, type Language } from '../../shared/i18n/languages.ts';
import { parseUploadUrl } from '../../shared/images.ts';
import { textsIn } from '../../shared/locales/catalogues.ts';
import { postTextIn } from '../../shared/postLanguages.ts';
import { SITE_NAME, pathTo, postPath } from '../../shared/routes.ts';
import type { PostRecord } from '../posts/index.ts';
import { FEEDS, FEED_TYPE, feedPath, feedTitle } from './feedAddress.ts';
import { previewImage, summary } from './pages.ts';
import { escapeXml } from './xml.ts';

/** How many posts a feed lists: the newest. */
export const FEED_ENTRIES = 20;
/** A feed entry's summary: the start of the post's text, longer than a link preview's. */
const FEED_SUMMARY_CHARS = 500;

// Pictures stored elsewhere keep their own address; their type is named when their name tells it.
const IMAGE_TYPES: Record<string, string> = { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', gif: 'image/gif' };

function imageType(url: string): string | undefined {
  const extension = /\.([a-z]{3,4})(?:[?#]|$)/i.exec(url)?.[1]?.toLowerCase();
  return extension ? IMAGE_TYPES[extension] : undefined;
}

/** When a post last changed for a reader: its last edit, or its publication when that came later. */
const changedAt = (post: PostRecord) => Math.max(post.updated_at, post.date_posted);

const time = (ms: number) => new Date(ms).toISOString();

/** An element with text content; `lang` when the text is in another language than the feed. */
const element = (name: string, text: string, lang?: Language) =>
  `<${name}${lang ? ` xml:lang="${lang}"` : ''}>${escapeXml(text)}</${name}>`;

function entry(post: PostRecord, language: Language, origin: string): string {
  const text = postTextIn(post, language);
  const href = origin + localizedPath(language, postPath(post._id));
  const main = post.image_url[0] ?? post.image_urls[0];
  const image = main ? previewImage(main.url, origin) : null;
  const otherLanguage = text.language === language ? undefined : text.language;
  const lines = [
    element('id', href),
    element('title', text.title, otherLanguage),
    `<link rel="alternate" type="text/html" href="${escapeXml(href)}"/>`,
    element('published', time(post.date_posted)),
    element('updated', time(changedAt(post))),
    `<category term="${escapeXml(post.category)}"/>`,
    element('summary', summary(text.content, FEED_SUMMARY_CHARS), otherLanguage),
  ];
  if (image) {
    // An upload is sent as its JPEG (server/seo/pages.ts's previewImage).
    const type = parseUploadUrl(main!.url) ? 'image/jpeg' : imageType(image.url);
    lines.push(`<link rel="enclosure"${type ? ` type="${type}"` : ''} href="${escapeXml(image.url)}"/>`);
    const size = image.width && image.height ? ` width="${image.width}" height="${image.height}"` : '';
    lines.push(`<media:thumbnail url="${escapeXml(image.url)}"${size}/>`);
  }
  return `<entry>\n${lines.map((line) => `  ${line}\n`).join('')}</entry>\n`;
}

/**
 * The feed of `language` listing `posts` (the newest published, newest first), every address
 * absolute on `origin`. Its `updated` is its newest entry's; a feed without entries has not
 * changed since the epoch.
 */
export function atomFeed(posts: PostRecord[], language: Language, origin: string): string {
  const self = origin + feedPath(language);
  const page = origin + localizedPath(language, pathTo('activities'));
  const updated = posts.reduce((latest, post) => Math.max(latest, changedAt(post)), 0);
  const head = [
    element('id', self),
    element('title', feedTitle(language)),
    element('subtitle', textsIn(language, 'routes').activities.description),
    element('updated', time(updated)),
    `<author>${element('name', SITE_NAME)}${element('uri', `${origin}/`)}</author>`,
    `<link rel="self" type="${FEED_TYPE}" href="${escapeXml(self)}"/>`,
    `<link rel="alternate" type="text/html" hreflang="${language}" href="${escapeXml(page)}"/>`,
    ...FEEDS.filter((other) => other.language !== language).map(
      (other) => `<link rel="alternate" type="${FEED_TYPE}" hreflang="${other.language}" href="${escapeXml(origin + other.path)}"/>`,
    ),
  ];
  return (
    '<?xml version="1.0" encoding="utf-8"?>\n' +
    `<feed xmlns="http://www.w3.org/2005/Atom" xmlns:media="http://search.yahoo.com/mrss/" xml:lang="${language}">\n` +
    head.map((line) => `${line}\n`).join('') +
    posts.map((post) => entry(post, language, origin)).join('') +
    '</feed>\n'
  );
}
