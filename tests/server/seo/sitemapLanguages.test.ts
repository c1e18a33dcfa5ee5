import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { LANGUAGES, localizedPath } from '../../../shared/i18n/languages.ts';
import { ROUTE_LIST, isConcrete, postPath } from '../../../shared/routes.ts';
import { databasesOf } from '../../kit/databases.ts';
import { TestServer } from '../../kit/server.ts';
import { ADD_POST, DELETE_POST, samplePostInput } from '../../kit/documents.ts';
import { standInSite } from '../../kit/builtSite.ts';

// The sitemap in three languages: each version of a page is a <url> of its own, and
// every one lists all the versions (itself included) and x-default, as search engines ask.

const INDEXED = ROUTE_LIST.filter((route) => route.indexed && isConcrete(route));

const HEAD =
  '<?xml version="1.0" encoding="UTF-8"?>\n' +
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
const LINK = /<xhtml:link rel="alternate" hreflang="(rw|en|fr|x-default)" href="([^"<>&]+)"\/>/g;
const ENTRY = /^<url><loc>([^<>&]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?((?:<xhtml:link rel="alternate" hreflang="[a-z-]+" href="[^"<>&]+"\/>)+)<\/url>$/;

interface Entry {
  loc: string;
  lastmod?: string;
  alternates: Record<string, string>;
}

/** The sitemap read strictly: its exact head and end, and nothing between them but <url> lines of the expected shape. */
function readSitemap(xml: string): Entry[] {
  expect(xml.startsWith(HEAD)).toBe(true);
  expect(xml.endsWith('</urlset>\n')).toBe(true);
  const lines = xml.slice(HEAD.length, -'</urlset>\n'.length).split('\n').filter(Boolean);
  return lines.map((line) => {
    const match = ENTRY.exec(line);
    expect(match, line).not.toBeNull();
    const alternates = [...match![3]!.matchAll(LINK)].map((link) => [link[1]!, link[2]!] as const);
    // Each language once, in the switcher's order, then x-default.
    expect(alternates.map(([hreflang]) => hreflang)).toEqual([...LANGUAGES, 'x-default']);
    return { loc: match![1]!, lastmod: match![2], alternates: Object.fromEntries(alternates) };
  });
}

const versionsOf = (origin: string, englishPath: string) => ({
  rw: origin + localizedPath('rw', englishPath),
  en: origin + englishPath,
  fr: origin + localizedPath('fr', englishPath),
  'x-default': origin + englishPath,
});

/** The address the server wrote (the request's own here): the home page's English version comes first. */
const originOf = (entries: Entry[]) => entries[0]!.alternates['x-default']!.replace(/\/$/, '');

describe.each(databasesOf(import.meta.url))('the sitemap’s languages on $name', (kind) => {
  const server = new TestServer(kind, { seed: false });
  let token: string;
  const sitemap = async () => {
    const response = await server.request('/sitemap.xml');
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    return readSitemap(await response.text());
  };
  const addPost = async (title: string) => {
    const { data } = await server.gql<{ addPost: { _id: string } }>(ADD_POST, { input: samplePostInput({ title }) }, token);
    return data!.addPost._id;
  };

  beforeAll(async () => {
    Object.assign(server.options, { distDir: standInSite(server.dataDir, { template: '<!DOCTYPE html><html lang=en><title>Build Career Foundation</title><body><div id=root></div>' }) });
    await server.start();
    token = await server.login();
  });
  afterAll(() => server.destroy());

  test('every indexed page is listed once per language, each entry with the page’s three versions and x-default', async () => {
    const entries = await sitemap();
    const origin = originOf(entries);
    const locs = entries.map((entry) => entry.loc);
    expect(new Set(locs).size).toBe(locs.length);
    for (const route of INDEXED) {
      for (const language of LANGUAGES) {
        const loc = origin + localizedPath(language, route.path);
        const entry = entries.find((candidate) => candidate.loc === loc);
        expect(entry, loc).toBeDefined();
        expect(entry!.alternates).toEqual(versionsOf(origin, route.path));
      }
    }
    expect(entries).toHaveLength(INDEXED.length * LANGUAGES.length);
    // Pages that are not indexed have no version here in any language.
    expect(locs.filter((loc) => /LoginIn|PhoneNavbar|Subscription|Unsubscribe|admin|preview/i.test(loc))).toEqual([]);
  });

  test('a post’s details page in its three languages, with its date on each; gone from all three once deleted', async () => {
    const id = await addPost('Graduation in Musanze');
    const entries = await sitemap();
    const origin = originOf(entries);
    const own = entries.filter((entry) => entry.loc.endsWith(`/ActivityDetailsPage/${id}`));
    expect(own.map((entry) => entry.loc)).toEqual(LANGUAGES.map((language) => origin + localizedPath(language, postPath(id))));
    for (const entry of own) {
      expect(entry.alternates).toEqual(versionsOf(origin, postPath(id)));
      expect(entry.lastmod).toBe(own[0]!.lastmod);
      expect(Number.isNaN(Date.parse(entry.lastmod!))).toBe(false);
    }
    await server.gql(DELETE_POST, { id }, token);
    expect((await sitemap()).filter((entry) => entry.loc.includes(id))).toEqual([]);
  });

  test('robots.txt still disallows exactly the staff paths', async () => {
    const text = await (await server.request('/robots.txt')).text();
    const disallowed = text.split('\n').filter((line) => line.startsWith('Disallow:'));
    expect(disallowed).toEqual(ROUTE_LIST.filter((route) => route.adminOnly).map((route) => `Disallow: ${route.path.replace(/\/\*$/, '')}`));
  });
});

describe('the sitemap with PUBLIC_URL', () => {
  const server = new TestServer({ name: 'pglite' }, { seed: false, publicUrl: 'https://bcf.example.rw' });
  beforeAll(async () => {
    Object.assign(server.options, { distDir: standInSite(server.dataDir, { template: '<!DOCTYPE html><html lang=en><title>Build Career Foundation</title><body><div id=root></div>' }) });
    await server.start();
  });
  afterAll(() => server.destroy());

  test('every version’s address is the public one, whatever Host the request names', async () => {
    const response = await server.app.inject({ url: '/sitemap.xml', headers: { host: 'evil.example' } });
    const entries = readSitemap(response.body);
    expect(response.body).not.toContain('evil.example');
    expect(entries.find((entry) => entry.loc === 'https://bcf.example.rw/rw/ContactPage')!.alternates).toEqual(
      versionsOf('https://bcf.example.rw', '/ContactPage'),
    );
  });
});
