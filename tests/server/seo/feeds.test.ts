// The Atom feeds of published posts, one per language (/feed.xml, /rw/feed.xml, /fr/feed.xml), on
// PGlite and PostgreSQL: read by a feed reader's parser and checked against RFC 4287 (the required
// elements, absolute addresses, RFC 3339 dates, well-formed XML whatever a post says); nothing
// unpublished in them; each post in the feed's language when it has that version; answered 304
// when unchanged; linked from every public page's head. Attacks: hostile post text, odd and huge
// query strings, HEAD, garbage conditional requests.
import { brotliDecompressSync } from 'node:zlib';
import { parseFeed } from '@rowanmanning/feed-parser';
import { beforeAll, describe, expect, test } from 'vitest';
import { LANGUAGES, localizedPath, type Language } from '../../../shared/i18n/languages.ts';
import { documentTitle, postPath } from '../../../shared/routes.ts';
import * as en from '../../../shared/locales/en.ts';
import * as fr from '../../../shared/locales/fr.ts';
import * as rw from '../../../shared/locales/rw.ts';
import { databasesOf } from '../../kit/databases.ts';

import { withServer, withSiteServer } from '../../kit/withServer.ts';
import { ADD_POST, samplePostInput } from '../../kit/documents.ts';

const PUBLIC_URL = 'https://bcf.example.rw';
const ATOM = 'http://www.w3.org/2005/Atom';
const FEED_PATHS: Record<Language, string> = { en: '/feed.xml', rw: '/rw/feed.xml', fr: '/fr/feed.xml' };
const ACTIVITIES: Record<Language, { title: string; description: string }> = {
  en: en.routes.activities,
  rw: rw.routes.activities,
  fr: fr.routes.activities,
};
const TEMPLATE = '<!DOCTYPE html><html lang=en><meta charset=utf-8><title>Build Career Foundation</title><body><div id=root></div>';

const RFC_3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/;
const UPLOAD = `/uploads/${'c'.repeat(64)}.webp?w=1600&h=900`;

// ---- A strict reader of XML 1.0: well-formed or it throws ----------------------------------

interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decode = (raw: string) => raw.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => ENTITIES[name]!);
// Character data: no markup, no `&` but the five entities, no `]]>`, only characters XML 1.0 allows.
const NOT_XML_CHAR = /[^\t\n\r\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/u;
function characterData(raw: string): string {
  if (/[<]|&(?!(?:amp|lt|gt|quot|apos);)|\]\]>/.test(raw) || NOT_XML_CHAR.test(raw)) throw new Error(`not XML character data: ${JSON.stringify(raw)}`);
  return decode(raw);
}

/** The document's root element, read strictly: one declaration, balanced tags, quoted attributes, escaped text. */
function readXml(xml: string): XmlElement {
  const declaration = '<?xml version="1.0" encoding="utf-8"?>\n';
  expect(xml.startsWith(declaration)).toBe(true);
  const token = /<\/([A-Za-z][\w:.-]*)>|<([A-Za-z][\w:.-]*)((?:\s+[A-Za-z][\w:.-]*="[^"]*")*)\s*(\/?)>|([^<]+)|(<)/y;
  const attribute = /\s+([A-Za-z][\w:.-]*)="([^"]*)"/g;
  token.lastIndex = declaration.length;
  const root: XmlElement = { name: '#document', attributes: {}, children: [], text: '' };
  const open: XmlElement[] = [root];
  for (let match = token.exec(xml); match; match = token.exec(xml)) {
    const [, closing, name, attributes, selfClosing, text, stray] = match;
    const parent = open.at(-1)!;
    if (stray) throw new Error(`stray < at ${match.index}`);
    if (text !== undefined) {
      const data = characterData(text);
      if (parent === root && data.trim()) throw new Error('text outside the root element');
      parent.text += data;
    } else if (closing) {
      if (parent.name !== closing) throw new Error(`</${closing}> closes <${parent.name}>`);
      open.pop();
    } else {
      const element: XmlElement = { name: name!, attributes: {}, children: [], text: '' };
      for (const [, key, value] of attributes!.matchAll(attribute)) {
        if (key! in element.attributes) throw new Error(`${key} twice on <${name}>`);
        element.attributes[key!] = characterData(value!);
      }
      parent.children.push(element);
      if (!selfClosing) open.push(element);
    }
  }
  if (token.lastIndex !== 0 && token.lastIndex !== xml.length) throw new Error(`unreadable at ${token.lastIndex}`);
  expect(open).toEqual([root]);
  expect(root.children).toHaveLength(1);
  return root.children[0]!;
}

const childrenNamed = (element: XmlElement, name: string) => element.children.filter((child) => child.name === name);
const only = (element: XmlElement, name: string) => {
  const found = childrenNamed(element, name);
  expect(found.map((one) => one.name), `one <${name}> in <${element.name}>`).toEqual([name]);
  return found[0]!;
};
const links = (element: XmlElement, rel: string) => childrenNamed(element, 'link').filter((link) => (link.attributes.rel ?? 'alternate') === rel);

/** An absolute IRI on the site's public address. */
function expectSiteAddress(iri: string | undefined) {
  expect(iri).toBeDefined();
  const url = new URL(iri!);
  expect(url.origin).toBe(PUBLIC_URL);
  expect(url.href).toBe(iri);
}

interface Entry {
  id: string;
  title: string;
  titleLang?: string;
  summary: string;
  summaryLang?: string;
  href: string;
  published: string;
  updated: string;
  image?: string;
  imageType?: string;
}

/** The feed checked against RFC 4287 and read: its language and entries. */
function readAtom(xml: string, language: Language): { updated: string; entries: Entry[] } {
  const feed = readXml(xml);
  expect(feed.name).toBe('feed');
  expect(feed.attributes.xmlns).toBe(ATOM);
  expect(feed.attributes['xml:lang']).toBe(language);
  // The feed's required elements: one id, title and updated, an author, a self link.
  const self = PUBLIC_URL + FEED_PATHS[language];
  expect(only(feed, 'id').text).toBe(self);
  expect(only(feed, 'title').text).toBe(documentTitle(ACTIVITIES[language].title));
  expect(only(feed, 'subtitle').text).toBe(ACTIVITIES[language].description);
  const updated = only(feed, 'updated').text;
  expect(updated).toMatch(RFC_3339);
  const author = only(feed, 'author');
  expect(only(author, 'name').text).toBe('Build Career Foundation');
  expectSiteAddress(only(author, 'uri').text);
  expect(links(feed, 'self').map((link) => link.attributes)).toEqual([{ rel: 'self', type: 'application/atom+xml', href: self }]);
  // One alternate per type and language: the Activities page in this language, the other languages' feeds.
  const alternates = links(feed, 'alternate').map((link) => link.attributes);
  expect(alternates).toContainEqual({ rel: 'alternate', type: 'text/html', hreflang: language, href: PUBLIC_URL + localizedPath(language, '/ActivitiesPage') });
  for (const other of LANGUAGES.filter((one) => one !== language)) {
    expect(alternates).toContainEqual({ rel: 'alternate', type: 'application/atom+xml', hreflang: other, href: PUBLIC_URL + FEED_PATHS[other] });
  }
  expect(new Set(alternates.map((link) => `${link.type} ${link.hreflang}`)).size).toBe(alternates.length);

  const entries = childrenNamed(feed, 'entry').map((entry): Entry => {
    const id = only(entry, 'id').text;
    expectSiteAddress(id);
    const [alternate, ...more] = links(entry, 'alternate');
    expect(more).toEqual([]);
    expect(alternate!.attributes.type).toBe('text/html');
    expectSiteAddress(alternate!.attributes.href);
    const published = only(entry, 'published').text;
    const entryUpdated = only(entry, 'updated').text;
    expect(published).toMatch(RFC_3339);
    expect(entryUpdated).toMatch(RFC_3339);
    expect(Date.parse(entryUpdated)).toBeGreaterThanOrEqual(Date.parse(published));
    expect(Date.parse(updated)).toBeGreaterThanOrEqual(Date.parse(entryUpdated));
    const title = only(entry, 'title');
    const summary = only(entry, 'summary');
    const [enclosure, ...moreImages] = links(entry, 'enclosure');
    expect(moreImages).toEqual([]);
    if (enclosure) expectSiteAddress(enclosure.attributes.href);
    return {
      id,
      title: title.text,
      titleLang: title.attributes['xml:lang'],
      summary: summary.text,
      summaryLang: summary.attributes['xml:lang'],
      href: alternate!.attributes.href!,
      published,
      updated: entryUpdated,
      image: enclosure?.attributes.href,
      imageType: enclosure?.attributes.type,
    };
  });
  expect(new Set(entries.map((entry) => entry.id)).size).toBe(entries.length);

  // A feed reader's parser reads the same.
  const parsed = parseFeed(xml);
  expect(parsed.meta.type).toBe('atom');
  expect(parsed.language).toBe(language);
  expect(parsed.self).toBe(self);
  expect(parsed.url).toBe(PUBLIC_URL + localizedPath(language, '/ActivitiesPage'));
  expect(parsed.title).toBe(documentTitle(ACTIVITIES[language].title));
  expect(parsed.updated?.toISOString()).toBe(new Date(updated).toISOString());
  expect(parsed.items.map((item) => ({ id: item.id, title: item.title, url: item.url, image: item.image?.url }))).toEqual(
    entries.map((entry) => ({ id: entry.id, title: entry.title, url: entry.href, image: entry.image })),
  );
  expect(parsed.items.map((item) => item.published?.getTime())).toEqual(entries.map((entry) => Date.parse(entry.published)));
  return { updated, entries };
}

describe.each(databasesOf(import.meta.url))('the feeds on $name', (kind) => {
  const server = withSiteServer(kind, { seed: false, publicUrl: PUBLIC_URL }, { template: TEMPLATE });
  let token: string;

  const gql = <T = Record<string, unknown>>(document: string, variables: Record<string, unknown> = {}) => server.gql<T>(document, variables, token);
  async function added(overrides: Record<string, unknown> = {}): Promise<string> {
    const { data, errors } = await gql<{ addPost: { _id: string } }>(ADD_POST, { input: samplePostInput(overrides) });
    expect(errors).toBeUndefined();
    return data!.addPost._id;
  }
  async function draft(title: string): Promise<string> {
    const { data, errors } = await gql<{ saveDraft: { _id: string } }>('mutation ($input: PostDraftInput!) { saveDraft(input: $input) { _id } }', {
      input: { title, content: `The text of ${title}.`, category: 'Events' },
    });
    expect(errors).toBeUndefined();
    return data!.saveDraft._id;
  }
  async function act(mutation: string, id: string, extra = '', variables: Record<string, unknown> = {}) {
    const { errors } = await gql(`mutation ($id: ID!${extra ? ', $at: Timestamp!' : ''}) { ${mutation}(id: $id${extra}) { _id } }`, { id, ...variables });
    expect(errors).toBeUndefined();
  }
  async function feed(language: Language) {
    const response = await server.request(FEED_PATHS[language]);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
    const xml = await response.text();
    return { response, xml, ...readAtom(xml, language) };
  }

  const fillers: string[] = [];
  let translated: string;
  let english: string;

  beforeAll(async () => {
    token = await server.login();
    for (let n = 1; n <= 20; n += 1) fillers.push(await added({ title: `Filler ${n}`, image_url: null, image_urls: [] }));
    english = await added({ title: 'Only in English', content: 'An English text. '.repeat(60), image_url: { url: UPLOAD, filename: 'main.jpg' } });
    translated = await added({
      title: 'Tree planting day',
      translations: [
        { language: 'rw', title: 'Umunsi wo gutera ibiti', content: 'Abanyeshuri bateye ibiti magana abiri.', contentSections: [] },
      ],
    });
  });

  test('each language has an RFC 4287 feed of the 20 newest published posts, newest first, on the public address', async () => {
    for (const language of LANGUAGES) {
      const { entries } = await feed(language);
      expect(entries).toHaveLength(20);
      const ids = entries.map((entry) => entry.href.split('/').at(-1));
      // 22 published: the two oldest fillers are past the 20 newest.
      expect(ids).toEqual([translated, english, ...fillers.slice(2).reverse()]);
      expect(entries.map((entry) => entry.href)).toEqual(ids.map((id) => PUBLIC_URL + localizedPath(language, postPath(id!))));
      expect(entries.map((entry) => entry.id)).toEqual(entries.map((entry) => entry.href));
      const published = entries.map((entry) => Date.parse(entry.published));
      expect(published).toEqual([...published].sort((a, b) => b - a));
    }
  });

  test('a post is in the feed’s language when it has that version, else in English marked xml:lang="en", as the pages show it', async () => {
    const entryOf = (entries: Entry[], id: string) => entries.find((entry) => entry.href.endsWith(`/${id}`))!;
    const inRw = entryOf((await feed('rw')).entries, translated);
    expect(inRw).toMatchObject({ title: 'Umunsi wo gutera ibiti', summary: 'Abanyeshuri bateye ibiti magana abiri.', titleLang: undefined, summaryLang: undefined });
    const inFr = entryOf((await feed('fr')).entries, translated);
    expect(inFr).toMatchObject({ title: 'Tree planting day', titleLang: 'en', summaryLang: 'en' });
    expect(inFr.summary).toBe(samplePostInput().content);
    const inEn = entryOf((await feed('en')).entries, translated);
    expect(inEn).toMatchObject({ title: 'Tree planting day', titleLang: undefined });
    // The English-only post in Kinyarwanda: English, marked, its summary cut after a whole word.
    const longOne = entryOf((await feed('rw')).entries, english);
    expect(longOne).toMatchObject({ title: 'Only in English', titleLang: 'en', summaryLang: 'en' });
    expect(longOne.summary.length).toBeLessThanOrEqual(500);
    expect(longOne.summary.endsWith('…')).toBe(true);
    expect('An English text. '.repeat(60).startsWith(`${longOne.summary.slice(0, -1)} `)).toBe(true);
  });

  test('a post’s main image is an absolute address: an upload as its JPEG, with its size for readers of media:thumbnail', async () => {
    const { entries, xml } = await feed('en');
    const withImage = entries.find((entry) => entry.href.endsWith(`/${english}`))!;
    expect(withImage).toMatchObject({ image: `${PUBLIC_URL}/uploads/${'c'.repeat(64)}.jpg`, imageType: 'image/jpeg' });
    expect(xml).toContain(`<media:thumbnail url="${PUBLIC_URL}/uploads/${'c'.repeat(64)}.jpg" width="1200" height="675"/>`);
    // The sample post's image is a path on the site: made absolute as it is.
    expect(entries.find((entry) => entry.href.endsWith(`/${translated}`))).toMatchObject({ image: `${PUBLIC_URL}/uploads/aaa.webp`, imageType: 'image/webp' });
    // A post without an image has none.
    expect(entries.find((entry) => entry.href.endsWith(`/${fillers.at(-1)}`))!.image).toBeUndefined();
  });

  test('drafts, posts in review, scheduled and taken-down posts are never in a feed; a post published later is', async () => {
    const hidden = {
      draft: await draft('Hidden Draft Okapi'),
      review: await draft('Hidden Review Pangolin'),
      scheduled: await draft('Hidden Scheduled Aardvark'),
      takenDown: await added({ title: 'Hidden Unpublished Dugong' }),
    };
    await act('submitForReview', hidden.review);
    await act('schedulePost', hidden.scheduled, ', at: $at', { at: Date.now() + 3_600_000 });
    // Read once while it is public, so that the feed kept for it must be dropped.
    expect((await feed('en')).xml).toContain('Hidden Unpublished Dugong');
    await act('unpublishPost', hidden.takenDown);
    for (const language of LANGUAGES) {
      const { xml } = await feed(language);
      for (const id of Object.values(hidden)) expect(xml).not.toContain(id);
      expect(xml).not.toMatch(/Hidden (Draft|Review|Scheduled|Unpublished)/);
    }
    const before = (await feed('rw')).response.headers.get('etag');
    await act('publishPost', hidden.draft);
    for (const language of LANGUAGES) {
      const { entries, updated } = await feed(language);
      expect(entries[0]).toMatchObject({ title: 'Hidden Draft Okapi', href: PUBLIC_URL + localizedPath(language, postPath(hidden.draft)) });
      expect(updated).toBe(entries[0]!.updated);
    }
    expect((await feed('rw')).response.headers.get('etag')).not.toBe(before);
    // Taken down again: gone from every feed.
    await act('unpublishPost', hidden.draft);
    for (const language of LANGUAGES) expect((await feed(language)).xml).not.toContain(hidden.draft);
  });

  test('an unchanged feed is answered 304 to its ETag, with a cache lifetime; a changed one in full', async () => {
    for (const language of LANGUAGES) {
      const { response, xml } = await feed(language);
      const etag = response.headers.get('etag')!;
      expect(etag).toMatch(/^"[\w-]+"$/);
      expect(response.headers.get('cache-control')).toBe('public, max-age=300');
      expect(response.headers.get('last-modified')).toBeNull();
      for (const sent of [etag, `W/${etag}`, `"other", ${etag}`]) {
        const again = await server.request(FEED_PATHS[language], { headers: { 'if-none-match': sent } });
        expect(again.status).toBe(304);
        expect(await again.text()).toBe('');
        expect(again.headers.get('etag')).toBe(etag);
        expect(again.headers.get('cache-control')).toBe('public, max-age=300');
      }
      // Compressed for a client that takes brotli: the same document.
      const compressed = await server.request(FEED_PATHS[language], { headers: { 'accept-encoding': 'br' } });
      expect(compressed.headers.get('content-encoding')).toBe('br');
      expect(brotliDecompressSync(Buffer.from(await compressed.arrayBuffer())).toString()).toBe(xml);
    }
    const { response } = await feed('fr');
    const old = response.headers.get('etag')!;
    const id = await added({ title: 'News after the copy' });
    const changed = await server.request('/fr/feed.xml', { headers: { 'if-none-match': old } });
    expect(changed.status).toBe(200);
    expect(await changed.text()).toContain(id);
  });

  test('hostile post text stays text: escaped, without the characters XML cannot carry, and the feed still reads', async () => {
    const hostile = 'A <script>alert(1)</script> & ]]> <![CDATA[x]]> "quoted" \'single\' \u0007bell\u001bescape\u000bvt\u0085next\ufffe end';
    const id = await added({ title: hostile, content: `${hostile} in the text &amp; <b>bold</b>` });
    for (const language of LANGUAGES) {
      const { xml, entries } = await feed(language);
      expect(xml).not.toContain('<script>');
      expect(xml).not.toContain(']]>');
      expect(xml).not.toContain('<b>');
      for (const character of ['\u0007', '\u001b', '\u000b', '\u0085', '\ufffe']) expect(xml).not.toContain(character);
      const entry = entries.find((one) => one.href.endsWith(`/${id}`))!;
      const shown = 'A <script>alert(1)</script> & ]]> <![CDATA[x]]> "quoted" \'single\' bellescapevtnext end';
      expect(entry.title).toBe(shown);
      // The summary is the text with its whitespace folded: the vertical tab is a space there.
      expect(entry.summary).toBe(`${shown.replace('escapevt', 'escape vt')} in the text &amp; <b>bold</b>`);
      expect(parseFeed(xml).items.find((item) => item.id === entry.id)?.title).toBe(shown);
    }
  });

  test('every public page’s head links its language’s feed; the staff’s pages do not', async () => {
    const pages = ['/', '/ContactPage', '/ActivitiesPage', postPath(translated), '/no-such-page', '/SubscriptionConfirmed'];
    for (const language of LANGUAGES) {
      for (const page of pages) {
        const path = localizedPath(language, page);
        const html = await (await server.request(path)).text();
        const feedLinks = [...html.matchAll(/<link rel="alternate" type="application\/atom\+xml"[^>]*>/g)].map((match) => match[0]);
        expect(feedLinks, path).toEqual([
          `<link rel="alternate" type="application/atom+xml" title="${documentTitle(ACTIVITIES[language].title)}" href="${PUBLIC_URL}${FEED_PATHS[language]}">`,
        ]);
      }
    }
    for (const staffPage of ['/LoginIn', '/admin/overview', '/ForgotPassword']) {
      expect(await (await server.request(staffPage)).text()).not.toContain('application/atom+xml');
    }
  });

  test('a HEAD request is answered as GET without the body; a conditional HEAD with 304', async () => {
    const { response } = await feed('rw');
    const head = await server.request('/rw/feed.xml', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('etag')).toBe(response.headers.get('etag'));
    expect(head.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
    expect(await head.text()).toBe('');
    expect((await server.request('/rw/feed.xml', { method: 'HEAD', headers: { 'if-none-match': response.headers.get('etag')! } })).status).toBe(304);
  });

  test('a garbage conditional request gets the whole feed', async () => {
    const { xml } = await feed('en');
    for (const garbage of ['"nope"', 'W/', ',,,', '"', 'x'.repeat(8000), `"${'a'.repeat(27)}"`, 'W/"\u00e9"']) {
      const response = await server.request('/feed.xml', { headers: { 'if-none-match': garbage, 'if-modified-since': 'Tue, 01 Jan 2999 00:00:00 GMT' } });
      expect(response.status, garbage.slice(0, 20)).toBe(200);
      expect(await response.text()).toBe(xml);
    }
  });

  test('odd and huge query strings change nothing: the same feed, bytes that are not UTF-8 refused, an address past the header limit refused', async () => {
    const { xml, response } = await feed('fr');
    for (const query of ['?%zz&a[]=1&__proto__[x]=1&constructor=2', '?utm_source=<script>&ref=]]>', `?q=${'x'.repeat(7000)}`, '?&&&==&', '?feed.xml=../../etc/passwd']) {
      const odd = await server.request(`/fr/feed.xml${query}`);
      expect(odd.status, query.slice(0, 30)).toBe(200);
      expect(odd.headers.get('etag')).toBe(response.headers.get('etag'));
      expect(await odd.text()).toBe(xml);
    }
    expect((await server.request('/fr/feed.xml?q=%ff%fe')).status).toBe(400);
    // Over a real connection, an address longer than Node's header limit is refused before any route.
    const huge = await fetch(`${server.url}/fr/feed.xml?q=${'x'.repeat(100_000)}`);
    expect(huge.status).toBe(431);
    expect((await fetch(`${server.url}/fr/feed.xml`)).status).toBe(200);
  });
});

describe('the feeds without PUBLIC_URL', () => {
  const server = withServer({ name: 'pglite' }, { seed: false });

  test('addresses are the request’s own, and a shared cache keeps one copy per address and encoding', async () => {
    const response = await server.app.inject({ url: '/rw/feed.xml', headers: { host: 'bcf.example.org', 'accept-encoding': 'gzip' } });
    expect(response.statusCode).toBe(200);
    expect(String(response.headers.vary)).toBe('accept-encoding, Host, X-Forwarded-Host, X-Forwarded-Proto');
    const plain = await server.app.inject({ url: '/rw/feed.xml', headers: { host: 'bcf.example.org' } });
    expect(plain.body).toContain('<link rel="self" type="application/atom+xml" href="http://bcf.example.org/rw/feed.xml"/>');
    expect(parseFeed(plain.body).self).toBe('http://bcf.example.org/rw/feed.xml');
    const evil = await server.app.inject({ url: '/rw/feed.xml', headers: { host: 'evil.example"><x>' } });
    expect(evil.body).not.toContain('evil.example');
    expect(evil.body).toContain('<id>http://localhost/rw/feed.xml</id>');
  });

  test('a site without published posts has a feed without entries, updated at the epoch', async () => {
    const parsed = parseFeed((await server.app.inject({ url: '/feed.xml' })).body);
    expect(parsed.items).toEqual([]);
    expect(parsed.updated?.toISOString()).toBe('1970-01-01T00:00:00.000Z');
    expect(parsed.title).toBe(documentTitle(ACTIVITIES.en.title));
  });
});
