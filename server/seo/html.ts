// Writing a page's head into the built index.html. Every value is escaped: a post's title comes
// from the admin form and may hold anything, quotes and tags included.
import { STARTUP_SPINNER_ATTRIBUTE, STARTUP_SPINNER_MS } from '../../shared/constants.ts';
import { DEFAULT_LANGUAGE, type Language } from '../../shared/i18n/languages.ts';
import { PRELOADED_QUERIES_ID } from '../../shared/preloadedQueries.ts';
import { escapeHtml } from '../core/text.ts';
import { FEED_TYPE, type FeedLink } from './feedAddress.ts';
import type { ResourceHint } from './firstScreen.ts';
import { commonTexts, type Alternate } from './languages.ts';

export interface HeadData {
  /** The page's language, written as `<html lang>`; English when left out. */
  language?: Language;
  /** The page's version in each language and x-default (server/seo/languages.ts); indexed pages only. */
  alternates?: Alternate[];
  /** The feed of the page's language (server/seo/feed.ts); public pages only. */
  feed?: FeedLink;
  /** The full text of `<title>`. */
  title: string;
  description: string;
  /** Absolute URL; left out for pages that are not indexed. */
  canonical?: string;
  noindex?: boolean;
  /** Open Graph properties (og:title, og:image, ...) and Twitter names, in order. */
  openGraph?: [string, string][];
  twitter?: [string, string][];
  /** Structured data, each written as its own `application/ld+json` block. */
  jsonLd?: Record<string, unknown>[];
  /** What the first screen needs, for the browser to fetch at once (server/seo/firstScreen.ts). */
  hints?: ResourceHint[];
  /** The address names nothing (no route, or a post that does not exist): the page is sent with 404. */
  notFound?: boolean;
  /** Answers to the page's first queries, by preloadKey (shared/preloadedQueries.ts). */
  preloaded?: Record<string, unknown>;
}

/**
 * JSON safe inside a `<script>` element: no `<` (so no `</script>` or `<!--`), no `>` or `&`, and
 * the two line separators JavaScript once refused in strings.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

function hintTag(hint: ResourceHint): string {
  const href = `href="${escapeHtml(hint.href)}"`;
  if (hint.kind !== 'image') return hint.kind === 'module' ? `<link rel="modulepreload" ${href}>` : `<link rel="preload" as="style" ${href}>`;
  const srcset = hint.imageSrcSet ? ` imagesrcset="${escapeHtml(hint.imageSrcSet)}"` : '';
  const sizes = hint.imageSrcSet && hint.imageSizes ? ` imagesizes="${escapeHtml(hint.imageSizes)}"` : '';
  return `<link rel="preload" as="image" ${href}${srcset}${sizes} fetchpriority="high">`;
}

export function headTags(head: HeadData): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}">`,
  ];
  if (head.noindex) tags.push('<meta name="robots" content="noindex">');
  if (head.canonical) tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}">`);
  for (const { hreflang, href } of head.alternates ?? []) {
    tags.push(`<link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${escapeHtml(href)}">`);
  }
  if (head.feed) {
    tags.push(`<link rel="alternate" type="${FEED_TYPE}" title="${escapeHtml(head.feed.title)}" href="${escapeHtml(head.feed.href)}">`);
  }
  for (const [property, content] of head.openGraph ?? []) {
    tags.push(`<meta property="${escapeHtml(property)}" content="${escapeHtml(content)}">`);
  }
  for (const [name, content] of head.twitter ?? []) {
    tags.push(`<meta name="${escapeHtml(name)}" content="${escapeHtml(content)}">`);
  }
  for (const data of head.jsonLd ?? []) tags.push(`<script type="application/ld+json">${jsonForScript(data)}</script>`);
  for (const hint of head.hints ?? []) tags.push(hintTag(hint));
  if (head.preloaded && Object.keys(head.preloaded).length > 0) {
    tags.push(`<script type="application/json" id="${PRELOADED_QUERIES_ID}">${jsonForScript(head.preloaded)}</script>`);
  }
  return tags.join('');
}

const TITLE = /<title\b[^>]*>[\s\S]*?<\/title>/i;
const DESCRIPTION = /<meta\s+name=["']?description["']?[^>]*>/i;
const HTML_TAG = /<html\b[^>]*>/i;
const LANG_ATTRIBUTE = /\slang\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+)/i;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The start-up spinner's text in index.html (src/index.html): the English catalogue's, the first
 * text after the opening tag of the element of class "startup-spinner" (only tags between them).
 * Only that text is changed, never the same words elsewhere in the page.
 */
const SPINNER_TEXT = new RegExp(
  `(class=["']?startup-spinner(?=["'\\s>])[^>]*>(?:\\s*<[^>]*>)*?\\s*)${escapeRegExp(commonTexts(DEFAULT_LANGUAGE).loading)}(?=\\s*<)`,
);

/**
 * The template with `<html lang>` set to `language`: screen readers, hyphenation and search
 * engines take the page's language from it. The template is the English page (its own lang is
 * "en"): one without a lang attribute is left as it is for English and given one for any other.
 * The start-up spinner, which shows before any script has run, says its text in that language too
 * (the app's own spinner then says the same, from the catalogue); `<html lang>` covers it.
 */
export function withLanguage(template: string, language: Language): string {
  const html = template.replace(HTML_TAG, (tag) => {
    const attribute = ` lang="${escapeHtml(language)}"`;
    if (LANG_ATTRIBUTE.test(tag)) return tag.replace(LANG_ATTRIBUTE, () => attribute);
    return language === DEFAULT_LANGUAGE ? tag : tag.replace(/^<html\b/i, (open) => open + attribute);
  });
  if (language === DEFAULT_LANGUAGE) return html;
  return html.replace(SPINNER_TEXT, (_whole, before: string) => before + escapeHtml(commonTexts(language).loading));
}

/** The template telling the app to show its start-up spinner `ms` long (the template as it is for the site's own). */
export function withSpinnerDuration(template: string, ms: number): string {
  if (ms === STARTUP_SPINNER_MS) return template;
  return template.replace(HTML_TAG, (tag) => tag.replace(/^<html\b/i, (open) => `${open} ${STARTUP_SPINNER_ATTRIBUTE}="${Math.max(0, Math.floor(ms))}"`));
}

/**
 * The template with its `<title>` replaced by the page's head, its generic description removed and
 * its `<html lang>` the page's.
 * Parcel's minified build has no `<head>` tags, so the title is the anchor.
 */
export function withHead(template: string, head: HeadData): string {
  const tags = headTags(head);
  const html = withLanguage(template, head.language ?? DEFAULT_LANGUAGE).replace(DESCRIPTION, '');
  if (TITLE.test(html)) return html.replace(TITLE, () => tags);
  return html.replace(/<\/head>|<body\b/i, (anchor) => tags + anchor);
}
