import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { LANGUAGES, localizedPath, type Language } from '../../../shared/i18n/languages.ts';
import * as en from '../../../shared/locales/en.ts';
import * as fr from '../../../shared/locales/fr.ts';
import * as rw from '../../../shared/locales/rw.ts';
import { TRANSLATED_ROUTES, isConcrete, postPath } from '../../../shared/routes.ts';
import { withHead, withLanguage } from '../../../server/seo/html.ts';
import { databasesOf } from '../../kit/databases.ts';

import { ADD_POST, samplePostInput } from '../../kit/documents.ts';

import { withSiteServer } from '../../kit/withServer.ts';

// The frame's texts the server writes into a page in its language: the start-up
// spinner's text, which shows before any script has run, and the shared picture's og:image:alt.

const ROOT = resolve(import.meta.dirname, '..', '..', '..');
const COMMON: Record<Language, typeof en.common> = { rw: rw.common, en: en.common, fr: fr.common };
const ENGLISH_LOADING = en.common.loading;

// Parcel's minified template (dist/index.html): attributes unquoted, no <head> tags, the spinner
// indented as src/index.html writes it.
const TEMPLATE =
  '<!DOCTYPE html><html lang=en><meta charset=utf-8><meta name=description content="Generic text.">' +
  '<title>Build Career Foundation</title><body><div id=root>\n' +
  '      <div class=startup-spinner role=status aria-live=polite>\n' +
  '        <span class=startup-spinner__wheel aria-hidden=true></span>\n' +
  `        <span class=visually-hidden>${ENGLISH_LOADING}</span>\n` +
  '      </div>\n    </div><script type=module src=/main.js></script>';

const spinnerText = (html: string) =>
  /class=["']?startup-spinner\b[^>]*>\s*<span[^>]*><\/span>\s*<span class=["']?visually-hidden["']?>([^<]*)<\/span>/.exec(html)?.[1];
const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
const unescapeHtml = (text: string) => text.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity]!);
const meta = (html: string, property: string) =>
  [...html.matchAll(new RegExp(`<meta property="${property}" content="([^"]*)">`, 'g'))].map((match) => unescapeHtml(match[1]!));

describe('the start-up spinner in the page’s language', () => {
  test('the English text is the replaced site’s; every language has its own', () => {
    expect(ENGLISH_LOADING).toBe('Loading Build Career Foundation…');
    expect(new Set(LANGUAGES.map((language) => COMMON[language].loading)).size).toBe(LANGUAGES.length);
  });

  test.each(['rw', 'fr'] as const)('%s: the minified template’s and the source’s spinner say it in %s', (language) => {
    expect(spinnerText(withLanguage(TEMPLATE, language))).toBe(COMMON[language].loading);
    const source = readFileSync(join(ROOT, 'src', 'index.html'), 'utf8');
    expect(spinnerText(source)).toBe(ENGLISH_LOADING);
    const written = withLanguage(source, language);
    expect(spinnerText(written)).toBe(COMMON[language].loading);
    expect(written).not.toContain(ENGLISH_LOADING);
    // Nothing but the text changes (and <html lang>).
    expect(written.replace(COMMON[language].loading, ENGLISH_LOADING)).toBe(withLanguage(source, 'en').replace('lang="en"', `lang="${language}"`));
  });

  test('English pages keep the template as it is', () => {
    // (withLanguage writes lang="en" quoted, as it always has.)
    expect(withLanguage(TEMPLATE, 'en')).toBe(TEMPLATE.replace('lang=en', 'lang="en"'));
    expect(spinnerText(withHead(TEMPLATE, { title: 'x', description: 'y' }))).toBe(ENGLISH_LOADING);
  });

  test('the same words anywhere but the spinner are left alone', () => {
    const elsewhere = `<html lang=en><p class=note>${ENGLISH_LOADING}</p><div class=startup-spinner-ish>${ENGLISH_LOADING}</div>`;
    expect(withLanguage(elsewhere, 'fr')).toBe(`<html lang="fr"><p class=note>${ENGLISH_LOADING}</p><div class=startup-spinner-ish>${ENGLISH_LOADING}</div>`);
    // Text between the spinner's opening tag and the words: they are not its text.
    const later = `<div class=startup-spinner>Hello <span>${ENGLISH_LOADING}</span></div>`;
    expect(withLanguage(later, 'rw')).toBe(later);
  });
});

const CONCRETE = TRANSLATED_ROUTES.filter(isConcrete);

describe.each(databasesOf(import.meta.url))('the frame’s texts the server writes, on $name', (kind) => {
  const server = withSiteServer(kind, { seed: false }, { template: TEMPLATE });
  let token: string;

  const page = async (path: string) => {
    const response = await server.request(path);
    return { status: response.status, html: await response.text() };
  };

  beforeAll(async () => {
    token = await server.login();
  });

  test.each(LANGUAGES)('%s: every public page’s spinner in its language; og:image:alt from the catalogue', async (language) => {
    for (const route of CONCRETE) {
      const path = localizedPath(language, route.path);
      const { status, html } = await page(path);
      expect(status, path).toBe(200);
      expect(spinnerText(html), path).toBe(COMMON[language].loading);
      if (language !== 'en') expect(html, path).not.toContain(ENGLISH_LOADING);
      if (route.indexed) expect(meta(html, 'og:image:alt'), path).toEqual([COMMON[language].siteImageAlt]);
    }
  });

  test('the English picture’s alt text is the one it always was; rw and fr have their own', () => {
    expect(en.common.siteImageAlt).toBe('Students walking to school');
    expect(rw.common.siteImageAlt).not.toBe(en.common.siteImageAlt);
    expect(fr.common.siteImageAlt).not.toBe(en.common.siteImageAlt);
  });

  test('not-found pages and odd prefixes: the spinner follows the language the page is served in', async () => {
    for (const [path, status, language] of [
      ['/rw/no-such-page', 404, 'rw'],
      ['/fr/LoginIn', 404, 'fr'],
      ['/RW/ContactPage', 200, 'rw'],
      ['/Fr/contactpage/', 200, 'fr'],
      ['/xx/ContactPage', 404, 'en'],
      ['/en/ContactPage', 404, 'en'],
      ['/rwanda/', 404, 'en'],
      [`/fr/${'a'.repeat(6000)}`, 404, 'fr'],
      ['/rw/"><div class=startup-spinner>x', 404, 'rw'],
      ['/LoginIn', 200, 'en'],
    ] as const) {
      const response = await page(path);
      expect(response.status, path).toBe(status);
      expect(spinnerText(response.html), path).toBe(COMMON[language].loading);
      expect(response.html.match(/startup-spinner\b/g), path).toHaveLength(1);
    }
  });

  test('a post titled with the spinner’s words and markup: its head keeps them, escaped, and the spinner is the page’s', async () => {
    const title = `<div class=startup-spinner>${ENGLISH_LOADING}</div>`;
    const { data } = await server.gql<{ addPost: { _id: string } }>(ADD_POST, { input: samplePostInput({ title }) }, token);
    for (const language of LANGUAGES) {
      const path = localizedPath(language, postPath(data!.addPost._id));
      const { status, html } = await page(path);
      expect(status, path).toBe(200);
      expect(spinnerText(html), path).toBe(COMMON[language].loading);
      expect(meta(html, 'og:title'), path).toEqual([title]);
      // A post's picture's alt text is its title, as before (the sample post has a main image).
      expect(meta(html, 'og:image:alt'), path).toEqual([title]);
    }
  });
});
