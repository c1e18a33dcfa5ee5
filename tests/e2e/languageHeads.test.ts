import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { GET_ALL_POSTS } from '../../shared/postDocuments.ts';
import { LANGUAGES, OG_LOCALES, localizedPath, type Language } from '../../shared/i18n/languages.ts';
import * as en from '../../shared/locales/en.ts';
import * as fr from '../../shared/locales/fr.ts';
import * as rw from '../../shared/locales/rw.ts';
import { ROUTE_LIST, TRANSLATED_ROUTES, documentTitle, isConcrete, postPath } from '../../shared/routes.ts';
import { DESKTOP, DIST_DIR, startE2E, type E2E } from './harness.ts';

// The real build served by the real server, in each language: what a search engine
// reads of every public page (read by Chromium's own parsers), the sitemap as XML, and the
// catalogue a page in Kinyarwanda or French announces and then loads.

const CATALOGUES: Record<Language, typeof en.routes> = { rw: rw.routes, en: en.routes, fr: fr.routes };
const CONCRETE = TRANSLATED_ROUTES.filter(isConcrete);

let e2e: E2E;
let parser: Page;
let postIds: string[] = [];
beforeAll(async () => {
  e2e = await startE2E();
  parser = await e2e.newPage(DESKTOP);
  const response = await fetch(`${e2e.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: GET_ALL_POSTS }),
  });
  const { data } = (await response.json()) as { data: { getAllPosts: { _id: string }[] } };
  postIds = data.getAllPosts.map((post) => post._id);
});
afterAll(async () => {
  await e2e?.stop();
});

interface Head {
  lang: string;
  title: string;
  description: string | null;
  canonical: string | null;
  alternates: [string, string][];
  ogLocale: string[];
  ogLocaleAlternates: string[];
  ogUrl: string | null;
  inlineScripts: string[];
}

/** The page at `path` as the server sends it, read by Chromium's HTML parser (no script runs). */
async function served(path: string): Promise<{ status: number; head: Head }> {
  const response = await fetch(e2e.baseUrl + path);
  const html = await response.text();
  const head = await parser.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'text/html');
    const content = (selector: string) => [...doc.querySelectorAll(selector)].map((element) => element.getAttribute('content') ?? '');
    return {
      lang: doc.documentElement.lang,
      title: doc.title,
      description: doc.querySelector('meta[name="description"]')?.getAttribute('content') ?? null,
      canonical: doc.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
      alternates: [...doc.querySelectorAll('link[rel="alternate"][hreflang]')].map(
        (link) => [link.getAttribute('hreflang')!, link.getAttribute('href')!] as [string, string],
      ),
      ogLocale: content('meta[property="og:locale"]'),
      ogLocaleAlternates: content('meta[property="og:locale:alternate"]'),
      ogUrl: doc.querySelector('meta[property="og:url"]')?.getAttribute('content') ?? null,
      inlineScripts: [...doc.querySelectorAll('script:not([src])')].map((script) => script.textContent ?? ''),
    };
  }, html);
  return { status: response.status, head };
}

const versionsOf = (englishPath: string): [string, string][] => [
  ...LANGUAGES.map((language) => [language, e2e.baseUrl + localizedPath(language, englishPath)] as [string, string]),
  ['x-default', e2e.baseUrl + englishPath],
];

describe('every public page in every language, as the built server sends it', () => {
  test.each(LANGUAGES.flatMap((language) => CONCRETE.map((route) => [language, route.path, route] as const)))(
    '%s %s',
    async (language, _, route) => {
      const path = localizedPath(language, route.path);
      const { status, head } = await served(path);
      expect(status).toBe(200);
      expect(head.lang).toBe(language);
      const texts = CATALOGUES[language][route.id as keyof typeof en.routes];
      expect(head.title).toBe(documentTitle(texts.title));
      expect(head.description).toBe(texts.description);
      if (!route.indexed) {
        expect(head.alternates).toEqual([]);
        return;
      }
      expect(head.canonical).toBe(e2e.baseUrl + path);
      expect(head.ogUrl).toBe(e2e.baseUrl + path);
      expect(head.alternates).toEqual(versionsOf(route.path));
      expect(head.ogLocale).toEqual([OG_LOCALES[language]]);
      expect(head.ogLocaleAlternates).toEqual(LANGUAGES.filter((other) => other !== language).map((other) => OG_LOCALES[other]));
    },
  );

  test('a post’s details page in Kinyarwanda: the rw page, its three versions, the English title of a post without a Kinyarwanda version', async () => {
    const id = postIds[0]!;
    const english = await served(postPath(id));
    const { status, head } = await served(localizedPath('rw', postPath(id)));
    expect(status).toBe(200);
    expect(head.lang).toBe('rw');
    expect(head.title).toBe(english.head.title);
    expect(head.canonical).toBe(`${e2e.baseUrl}/rw/ActivityDetailsPage/${id}`);
    expect(head.alternates).toEqual(versionsOf(postPath(id)));
    expect(head.ogLocale).toEqual(['rw_RW']);
  });

  test('the not-found page in each language is 404 in that language; a staff page has no translation', async () => {
    for (const [path, language] of [
      ['/rw/no-such-page', 'rw'],
      ['/fr/no-such-page', 'fr'],
      ['/rw/LoginIn', 'rw'],
      ['/rw/ActivityDetailsPage/no-such-post', 'rw'],
      ['/xx/ContactPage', 'en'],
    ] as const) {
      const { status, head } = await served(path);
      expect(status, path).toBe(404);
      expect(head.lang, path).toBe(language);
      expect(head.alternates, path).toEqual([]);
    }
  });

  test('hostile paths: a sane status, the right language, nothing of the path run or written as markup', async () => {
    for (const [path, status, language] of [
      ['/rw/%3Cscript%3Ealert(1)%3C/script%3E', 404, 'rw'],
      ['/fr/"><img src=x onerror=alert(1)>', 404, 'fr'],
      ['/RW/ContactPage', 200, 'rw'],
      ['/rw//ContactPage', 200, 'rw'],
      [`/rw/${'a'.repeat(8000)}`, 404, 'rw'],
    ] as const) {
      const { status: answered, head } = await served(path);
      expect(answered, path).toBe(status);
      expect(head.lang, path).toBe(language);
      for (const script of head.inlineScripts) expect(script, path).not.toMatch(/[<>]|aaaaaaaaaa/);
      if (status === 200) expect(head.canonical, path).toBe(`${e2e.baseUrl}/rw/ContactPage`);
    }
    // Past the server's limit for a request line: refused before any page is made.
    const huge = await fetch(`${e2e.baseUrl}/rw/${'a'.repeat(70_000)}`);
    expect(huge.status).toBeGreaterThanOrEqual(400);
    expect(huge.status).toBeLessThan(500);
  });
});

describe('the sitemap, read as XML by Chromium', () => {
  test('is well-formed, lists each indexed page and post in every language, each with its versions and x-default', async () => {
    const xml = await (await fetch(`${e2e.baseUrl}/sitemap.xml`)).text();
    const urls = await parser.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, 'application/xml');
      if (doc.getElementsByTagName('parsererror').length > 0) return null;
      const SITEMAP = 'http://www.sitemaps.org/schemas/sitemap/0.9';
      const XHTML = 'http://www.w3.org/1999/xhtml';
      return [...doc.getElementsByTagNameNS(SITEMAP, 'url')].map((url) => ({
        loc: url.getElementsByTagNameNS(SITEMAP, 'loc')[0]?.textContent ?? '',
        alternates: [...url.getElementsByTagNameNS(XHTML, 'link')].map(
          (link) => [link.getAttribute('hreflang')!, link.getAttribute('href')!] as [string, string],
        ),
      }));
    }, xml);
    expect(urls).not.toBeNull();
    const englishPaths = [
      ...ROUTE_LIST.filter((route) => route.indexed && isConcrete(route)).map((route) => route.path),
      ...postIds.map(postPath),
    ];
    expect(urls).toHaveLength(englishPaths.length * LANGUAGES.length);
    for (const englishPath of englishPaths) {
      for (const language of LANGUAGES) {
        const entry = urls!.find((url) => url.loc === e2e.baseUrl + localizedPath(language, englishPath));
        expect(entry, `${language} ${englishPath}`).toBeDefined();
        expect(entry!.alternates).toEqual(versionsOf(englishPath));
      }
    }
  });
});

describe('a page in Kinyarwanda or French announces its catalogue, and loads the same bundle', () => {
  test.each(['rw', 'fr'] as const)('%s', async (language) => {
    const manifest = JSON.parse(readFileSync(join(DIST_DIR, 'route-manifest.json'), 'utf8')) as Record<string, string[]>;
    const catalogue = manifest[`catalogue:${language}`] ?? [];
    expect(catalogue.length).toBeGreaterThan(0);
    const page = await e2e.newPage(DESKTOP);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${e2e.baseUrl}/${language}/ContactPage`);
    await page.waitForLoadState('networkidle');
    const preloads = await page
      .locator('link[rel="modulepreload"]')
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
    expect(preloads.slice(0, catalogue.length)).toEqual(catalogue);
    for (const bundle of catalogue) expect(scripts).toContain(bundle);
  });
});
