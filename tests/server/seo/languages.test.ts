import { beforeAll, describe, expect, test } from 'vitest';
import { LANGUAGES, OG_LOCALES, localizedPath, type Language } from '../../../shared/i18n/languages.ts';
import * as en from '../../../shared/locales/en.ts';
import * as fr from '../../../shared/locales/fr.ts';
import * as rw from '../../../shared/locales/rw.ts';
import { TRANSLATED_ROUTES, documentTitle, isConcrete, postPath } from '../../../shared/routes.ts';
import { postsRepository } from '../../../server/posts/repository.ts';
import { withLanguage } from '../../../server/seo/html.ts';
import { postHead } from '../../../server/seo/pages.ts';
import { databasesOf } from '../../kit/databases.ts';

import { ADD_POST, samplePostInput } from '../../kit/documents.ts';

import { withSiteServer } from '../../kit/withServer.ts';

// Every public page in each of its three languages, as the server writes it: its
// `<html lang>`, its title and description from that language's catalogue, and, when it is
// indexed, its three versions and x-default as full addresses.

// Parcel's minified template: lang unquoted, no <head> tags.
const TEMPLATE =
  '<!DOCTYPE html><html lang=en><meta charset=utf-8><meta name=description content="Generic text.">' +
  '<title>Build Career Foundation</title><body><div id=root></div><script type=module src=/main.js></script>';

const CATALOGUES: Record<Language, typeof en.routes> = { rw: rw.routes, en: en.routes, fr: fr.routes };
const CONCRETE = TRANSLATED_ROUTES.filter(isConcrete);

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
const unescapeHtml = (text: string) => text.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity]!);

const htmlLang = (html: string) => /<html lang="([^"]*)">/.exec(html)?.[1];
const title = (html: string) => unescapeHtml(/<title>([^<]*)<\/title>/.exec(html)![1]!);
const meta = (html: string, attribute: 'name' | 'property', key: string) =>
  [...html.matchAll(new RegExp(`<meta ${attribute}="${key}" content="([^"]*)">`, 'g'))].map((match) => unescapeHtml(match[1]!));
const canonical = (html: string) => /<link rel="canonical" href="([^"]*)">/.exec(html)?.[1];
const hreflangs = (html: string) =>
  Object.fromEntries([...html.matchAll(/<link rel="alternate" hreflang="([^"]*)" href="([^"]*)">/g)].map((match) => [match[1], match[2]]));

/** The four links every version of an indexed page carries. */
const versionsOf = (origin: string, englishPath: string) => ({
  rw: origin + localizedPath('rw', englishPath),
  en: origin + englishPath,
  fr: origin + localizedPath('fr', englishPath),
  'x-default': origin + englishPath,
});

test('<html lang> is replaced however the template writes it, or added to a template without one for another language', () => {
  expect(withLanguage('<!DOCTYPE html><html lang=en><title>x</title>', 'rw')).toBe('<!DOCTYPE html><html lang="rw"><title>x</title>');
  expect(withLanguage('<html lang="en" class="a">', 'fr')).toBe('<html lang="fr" class="a">');
  expect(withLanguage("<HTML data-lang='x' LANG='en'>", 'fr')).toBe(`<HTML data-lang='x' lang="fr">`);
  expect(withLanguage('<html><head>', 'rw')).toBe('<html lang="rw"><head>');
  // A template without lang is the English page as it is.
  expect(withLanguage('<html><head>', 'en')).toBe('<html><head>');
  // Only the html element's own attribute: nothing else in the page is touched.
  expect(withLanguage('<html lang=en><p lang=en>x</p>', 'fr')).toBe('<html lang="fr"><p lang=en>x</p>');
});

describe.each(databasesOf(import.meta.url))('every public page in every language on $name', (kind) => {
  const server = withSiteServer(kind, { seed: false }, { template: TEMPLATE });
  let token: string;

  const page = async (path: string) => {
    const response = await server.request(path);
    return { status: response.status, type: response.headers.get('content-type'), html: await response.text() };
  };
  const addPost = async (overrides: Record<string, unknown>) => {
    const { data } = await server.gql<{ addPost: { _id: string } }>(ADD_POST, { input: samplePostInput(overrides) }, token);
    return data!.addPost._id;
  };

  beforeAll(async () => {
    token = await server.login();
  });

  // The origin the server writes: the request's own (no PUBLIC_URL here).
  const origin = async () => canonical((await page('/ContactPage')).html)!.replace(/\/ContactPage$/, '');

  test.each(LANGUAGES.flatMap((language) => CONCRETE.map((route) => [language, route.id, route] as const)))(
    '%s %s: 200, its lang, its title and description from the catalogue, its versions both ways',
    async (language, id, route) => {
      const path = localizedPath(language, route.path);
      const { status, type, html } = await page(path);
      expect(status, path).toBe(200);
      expect(type).toBe('text/html; charset=utf-8');
      expect(htmlLang(html)).toBe(language);
      expect(html.match(/<html\b/g)).toHaveLength(1);
      const texts = CATALOGUES[language][id as keyof typeof en.routes];
      expect(title(html)).toBe(documentTitle(texts.title));
      expect(meta(html, 'name', 'description')).toEqual([texts.description]);
      expect(html).not.toContain('Generic text.');
      if (!route.indexed) {
        expect(html).toContain('<meta name="robots" content="noindex">');
        expect(hreflangs(html)).toEqual({});
        expect(canonical(html)).toBeUndefined();
        return;
      }
      const base = await origin();
      expect(canonical(html)).toBe(base + path);
      expect(hreflangs(html)).toEqual(versionsOf(base, route.path));
      expect(meta(html, 'property', 'og:url')).toEqual([base + path]);
      expect(meta(html, 'property', 'og:title')).toEqual([documentTitle(texts.title)]);
      expect(meta(html, 'property', 'og:locale')).toEqual([OG_LOCALES[language]]);
      expect(meta(html, 'property', 'og:locale:alternate').sort()).toEqual(
        LANGUAGES.filter((other) => other !== language).map((other) => OG_LOCALES[other]).sort(),
      );
    },
  );

  test.each(LANGUAGES.map((language) => [language, localizedPath(language, '/no-such-page')]))(
    'the %s not-found page (%s) is 404 in its language, not indexed',
    async (language, path) => {
      const { status, html } = await page(path);
      expect(status).toBe(404);
      expect(htmlLang(html)).toBe(language);
      expect(title(html)).toBe(documentTitle(CATALOGUES[language].notFound.title));
      expect(html).toContain('<meta name="robots" content="noindex">');
      expect(hreflangs(html)).toEqual({});
    },
  );

  test('a staff page has no translation: /rw/LoginIn and /fr/admin/overview are the not-found page in that language', async () => {
    for (const [path, language] of [
      ['/rw/LoginIn', 'rw'],
      ['/fr/admin/overview', 'fr'],
      ['/rw/newPost', 'rw'],
      ['/fr/preview/some-token', 'fr'],
    ] as const) {
      const { status, html } = await page(path);
      expect(status, path).toBe(404);
      expect(htmlLang(html), path).toBe(language);
      expect(title(html), path).toBe(documentTitle(CATALOGUES[language].notFound.title));
    }
    // The English staff pages stay as they were: English, not indexed, no versions.
    const login = await page('/LoginIn');
    expect(login.status).toBe(200);
    expect(htmlLang(login.html)).toBe('en');
    expect(hreflangs(login.html)).toEqual({});
  });

  test('a post’s details page in each language: all three versions listed; without a Kinyarwanda version the title is the English one', async () => {
    const id = await addPost({ title: 'Career day in Huye', content: 'Forty students met engineers and nurses. '.repeat(4) });
    const base = await origin();
    for (const language of LANGUAGES) {
      const path = localizedPath(language, postPath(id));
      const { status, html } = await page(path);
      expect(status, path).toBe(200);
      expect(htmlLang(html)).toBe(language);
      expect(title(html)).toBe('Career day in Huye | Build Career Foundation');
      expect(meta(html, 'property', 'og:title')).toEqual(['Career day in Huye']);
      expect(canonical(html)).toBe(base + path);
      expect(hreflangs(html)).toEqual(versionsOf(base, postPath(id)));
      expect(meta(html, 'property', 'og:url')).toEqual([base + path]);
      expect(meta(html, 'property', 'og:locale')).toEqual([OG_LOCALES[language]]);
      const article = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!) as Record<string, unknown>;
      // The text itself is English whatever the page's language.
      expect(article).toMatchObject({ '@type': 'Article', headline: 'Career day in Huye', inLanguage: 'en', mainEntityOfPage: base + path });
    }
  });

  test('a post with a Kinyarwanda version: the rw page’s head is that version’s, the fr page’s the English', async () => {
    const id = await addPost({ title: 'Umunsi w’imyuga (English)', content: 'The English text of the day.' });
    const stored = (await postsRepository(server.services.db).find(id))!;
    const post = {
      ...stored,
      translations: { rw: { title: 'Umunsi w’imyuga i Huye', content: 'Abanyeshuri mirongo ine bahuye n’abaganga.', contentSections: [] } },
    };
    const origin = 'https://bcf.example.rw';
    const kinyarwanda = postHead(post, origin, 'rw');
    expect(kinyarwanda).toMatchObject({
      language: 'rw',
      title: 'Umunsi w’imyuga i Huye | Build Career Foundation',
      description: 'Abanyeshuri mirongo ine bahuye n’abaganga.',
      canonical: `${origin}/rw/ActivityDetailsPage/${id}`,
    });
    expect(kinyarwanda.openGraph).toContainEqual(['og:title', 'Umunsi w’imyuga i Huye']);
    expect(kinyarwanda.openGraph).toContainEqual(['og:locale', 'rw_RW']);
    expect(kinyarwanda.jsonLd![0]).toMatchObject({ headline: 'Umunsi w’imyuga i Huye', inLanguage: 'rw' });
    expect(kinyarwanda.alternates!.map((alternate) => alternate.hreflang)).toEqual(['rw', 'en', 'fr', 'x-default']);

    const french = postHead(post, origin, 'fr');
    expect(french).toMatchObject({ language: 'fr', title: 'Umunsi w’imyuga (English) | Build Career Foundation', canonical: `${origin}/fr/ActivityDetailsPage/${id}` });
    expect(french.jsonLd![0]).toMatchObject({ inLanguage: 'en' });
    expect(postHead(post, origin, 'en').title).toBe('Umunsi w’imyuga (English) | Build Career Foundation');
  });

  test('an unknown post in rw is a 404 page in Kinyarwanda, not indexed', async () => {
    for (const path of ['/rw/ActivityDetailsPage/no-such-post', `/rw/ActivityDetailsPage/${'9'.repeat(24)}`]) {
      const { status, html } = await page(path);
      expect(status, path).toBe(404);
      expect(htmlLang(html)).toBe('rw');
      expect(title(html)).toBe(documentTitle(rw.routes.activityDetails.title));
      expect(html).toContain('<meta name="robots" content="noindex">');
      expect(hreflangs(html)).toEqual({});
    }
  });

  test('the language prefix in any letter case, doubled slashes, no trailing slash: one canonical address', async () => {
    const base = await origin();
    for (const [path, language, canonicalPath] of [
      ['/RW/ContactPage', 'rw', '/rw/ContactPage'],
      ['/Fr/contactpage/', 'fr', '/fr/ContactPage'],
      ['/rw//ContactPage', 'rw', '/rw/ContactPage'],
      ['/rw', 'rw', '/rw/'],
      ['/fr/', 'fr', '/fr/'],
      ['/rw/ContactPage?x="><script>alert(1)</script>', 'rw', '/rw/ContactPage'],
    ] as const) {
      const { status, html } = await page(path);
      expect(status, path).toBe(200);
      expect(htmlLang(html), path).toBe(language);
      expect(canonical(html), path).toBe(base + canonicalPath);
      expect(html, path).not.toContain('alert(1)');
    }
  });

  test('hostile and odd paths: escaped or absent, never echoed, with a sane status', async () => {
    const cases: [string, number, string][] = [
      ['/rw/%3Cscript%3Ealert(1)%3C/script%3E', 404, 'rw'],
      ['/rw/"><script>alert(1)</script>', 404, 'rw'],
      ['/xx/ContactPage', 404, 'en'],
      ['/rwx/ContactPage', 404, 'en'],
      ['/en/ContactPage', 404, 'en'],
      ['/rw/rw/ContactPage', 404, 'rw'],
      ['/fr/ActivityDetailsPage/%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E', 404, 'fr'],
      [`/rw/${'a'.repeat(6000)}`, 404, 'rw'],
      [`/fr/ActivityDetailsPage/${'b'.repeat(6000)}`, 404, 'fr'],
    ];
    for (const [path, status, language] of cases) {
      const response = await page(path);
      expect(response.status, path).toBe(status);
      expect(htmlLang(response.html), path).toBe(language);
      // A details page carries its query's answer, its id included, as data: JSON with no `<` or `>`.
      const carried = /<script type="application\/json" id="preloaded-queries">([\s\S]*?)<\/script>/.exec(response.html);
      expect(carried?.[1] ?? '', path).not.toMatch(/[<>]/);
      const rest = response.html.replace(carried?.[0] ?? '', '');
      expect(rest, path).not.toMatch(/alert\(1\)|onerror|aaaaaaaaaa|bbbbbbbbbb/);
      // The template's one script, nothing more.
      expect(rest.match(/<script\b/g), path).toHaveLength(1);
    }
  });

  test('a malformed escape in a translated path is refused before any page is made, as in English', async () => {
    for (const path of ['/fr/ActivityDetailsPage/%E0%A4%A', '/rw/%', '/ActivityDetailsPage/%E0%A4%A']) {
      const response = await page(path);
      expect(response.status, path).toBe(400);
      expect(response.html, path).not.toContain('<html');
    }
  });

  test('an odd Host header never reaches the versions’ addresses', async () => {
    const response = await server.app.inject({ url: '/rw/ContactPage', headers: { host: 'evil.example"><script>' } });
    expect(response.body).not.toContain('evil.example');
    expect(hreflangs(response.body)).toEqual(versionsOf('http://localhost', '/ContactPage'));
  });
});
