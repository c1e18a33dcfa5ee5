import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ROUTE_LIST, isConcrete } from '../../../shared/routes.ts';

// Every page with a URL of its own (no parameter, no `*`).
const PUBLIC_PAGES = ROUTE_LIST.filter(isConcrete);
import { configFromEnv } from '../../../server/core/config.ts';
import { databasesOf } from '../../kit/databases.ts';
import { TestServer } from '../../kit/server.ts';
import { ADD_POST, DELETE_POST, samplePostInput } from '../../kit/documents.ts';
import { standInSite } from '../../kit/builtSite.ts';

// What Parcel's production build looks like: minified, no <head> tags, the title as anchor.
const TEMPLATE =
  '<!DOCTYPE html><html lang=en><meta charset=utf-8><meta name=description content="Generic text.">' +
  '<title>Build Career Foundation</title><link rel=stylesheet href=/main.css><body><div id=root></div>' +
  '<script type=module src=/main.js></script>';

const HASH = 'ab'.repeat(32);
const HOSTILE_TITLE = `<script>alert("x")</script> & "Day" at 'Nyamata'`;

const metaContent = (html: string, attribute: 'name' | 'property', key: string) =>
  new RegExp(`<meta ${attribute}="${key}" content="([^"]*)">`).exec(html)?.[1];

const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );

// Left by an older build: the server's own robots.txt must win.
const ROBOTS_LEFT_BY_AN_OLDER_BUILD = { 'robots.txt': 'User-agent: *\nDisallow:\n' };

describe.each(databasesOf(import.meta.url))('page heads, robots.txt and sitemap on $name', (kind) => {
  const server = new TestServer(kind, { seed: false });
  let token: string;

  const page = async (path: string) => {
    const response = await fetch(server.url + path);
    return { status: response.status, type: response.headers.get('content-type'), html: await response.text() };
  };
  const addPost = async (overrides: Record<string, unknown>) => {
    const { data } = await server.gql<{ addPost: { _id: string } }>(ADD_POST, { input: samplePostInput(overrides) }, token);
    return data!.addPost._id;
  };

  beforeAll(async () => {
    Object.assign(server.options, { distDir: standInSite(server.dataDir, { template: TEMPLATE, files: ROBOTS_LEFT_BY_AN_OLDER_BUILD }) });
    await server.start();
    token = await server.login();
  });
  afterAll(() => server.destroy());

  test('a post whose title holds a tag and quotes: escaped in og:title and the title, never a raw tag', async () => {
    const id = await addPost({
      title: HOSTILE_TITLE,
      content: 'Forty students & their mentors met on Saturday to plan the school year. '.repeat(6),
      image_url: { url: `/uploads/${HASH}.webp?w=1600&h=900`, filename: 'day.jpg' },
    });
    const { status, html } = await page(`/ActivityDetailsPage/${id}`);
    expect(status).toBe(200);
    const escaped = '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &quot;Day&quot; at &#39;Nyamata&#39;';
    expect(html).toContain(`<meta property="og:title" content="${escaped}">`);
    expect(html).toContain(`<title>${escaped} | Build Career Foundation</title>`);
    expect(html).not.toContain('<script>alert');
    expect(html).not.toMatch(/<script>(?!<\/script>)/);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).not.toContain('Generic text.');

    const description = metaContent(html, 'property', 'og:description')!;
    expect(description.startsWith('Forty students &amp; their mentors met on Saturday')).toBe(true);
    expect(description.endsWith('…')).toBe(true);
    expect(description.length).toBeLessThanOrEqual(220);
    expect(metaContent(html, 'name', 'description')).toBe(description);
    // The upload's JPEG (1200 wide at most), with its size; pages keep WebP.
    expect(metaContent(html, 'property', 'og:image')).toBe(`${server.url}/uploads/${HASH}.jpg`);
    expect(metaContent(html, 'property', 'og:image:width')).toBe('1200');
    expect(metaContent(html, 'property', 'og:image:height')).toBe('675');
    expect(metaContent(html, 'name', 'twitter:image')).toBe(`${server.url}/uploads/${HASH}.jpg`);
    expect(metaContent(html, 'property', 'og:type')).toBe('article');
    expect(metaContent(html, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(html).toContain(`<link rel="canonical" href="${server.url}/ActivityDetailsPage/${id}">`);

    const [article] = jsonLd(html);
    expect(article).toMatchObject({ '@type': 'Article', headline: HOSTILE_TITLE, mainEntityOfPage: `${server.url}/ActivityDetailsPage/${id}` });
    expect(article!.image).toEqual([`${server.url}/uploads/${HASH}.jpg`]);
  });

  test('a narrower upload is shared as its JPEG at its own width; an image on another host as it is', async () => {
    const narrow = await addPost({ image_url: { url: `/uploads/${HASH}.webp?w=700&h=350`, filename: 'n.jpg' } });
    const narrowHtml = (await page(`/ActivityDetailsPage/${narrow}`)).html;
    expect(metaContent(narrowHtml, 'property', 'og:image')).toBe(`${server.url}/uploads/${HASH}.jpg`);
    expect(metaContent(narrowHtml, 'property', 'og:image:width')).toBe('700');
    expect(metaContent(narrowHtml, 'property', 'og:image:height')).toBe('350');
    const remote = await addPost({ image_url: { url: 'https://images.example.org/a.jpg', filename: 'a.jpg' } });
    expect(metaContent((await page(`/ActivityDetailsPage/${remote}`)).html, 'property', 'og:image')).toBe(
      'https://images.example.org/a.jpg',
    );
  });

  test('an unknown post is the app with 404, a page search engines are told not to index', async () => {
    const { status, html } = await page('/ActivityDetailsPage/no-such-post');
    expect(status).toBe(404);
    expect(html).toContain('id=root');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain('og:type');
  });

  test('an address the route table does not know is the app with 404; a deleted post\'s too; the admin area is the guard\'s', async () => {
    for (const path of ['/no-such-page', '/ActivitiesPage/extra/parts', '/Donate-Page']) {
      const { status, type, html } = await page(path);
      expect(status, path).toBe(404);
      expect(type).toBe('text/html; charset=utf-8');
      expect(html).toContain('id=root');
      expect(html).toContain('<title>Page not found | Build Career Foundation</title>');
    }
    const id = await addPost({ title: 'Here, then gone' });
    expect((await page(`/ActivityDetailsPage/${id}`)).status).toBe(200);
    await server.gql(DELETE_POST, { id }, token);
    expect((await page(`/ActivityDetailsPage/${id}`)).status).toBe(404);
    for (const path of ['/admin/whatever', '/admin/overview', '/LoginIn', '/']) expect((await page(path)).status, path).toBe(200);
  });

  test('every public page has its own title and description; links to them are canonical', async () => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const meta of PUBLIC_PAGES) {
      const { status, type, html } = await page(meta.path);
      expect(status, meta.path).toBe(200);
      expect(type).toBe('text/html; charset=utf-8');
      titles.add(/<title>([^<]*)<\/title>/.exec(html)![1]!);
      descriptions.add(metaContent(html, 'name', 'description')!);
      if (meta.indexed) expect(html, meta.path).toContain(`<link rel="canonical" href="${server.url}${meta.path}">`);
      else expect(html, meta.path).toContain('<meta name="robots" content="noindex">');
    }
    expect(titles.size).toBe(PUBLIC_PAGES.length);
    expect(descriptions.size).toBe(PUBLIC_PAGES.length);
    // The router ignores letter case and a trailing slash; the canonical link names the one spelling.
    expect((await page('/contactpage/')).html).toContain(`<link rel="canonical" href="${server.url}/ContactPage">`);
  });

  test('the other pages share the home page\'s hero as a JPEG of the size they state', async () => {
    const { html } = await page('/');
    expect(metaContent(html, 'property', 'og:image')).toBe(`${server.url}/images/home-hero-1280.jpg`);
    expect(metaContent(html, 'name', 'twitter:image')).toBe(`${server.url}/images/home-hero-1280.jpg`);
    const file = await sharp(join(process.cwd(), 'public/images/home-hero-1280.jpg')).metadata();
    expect(file).toMatchObject({ format: 'jpeg', width: 1280, height: 720 });
    expect(metaContent(html, 'property', 'og:image:width')).toBe(String(file.width));
    expect(metaContent(html, 'property', 'og:image:height')).toBe(String(file.height));
  });

  test('the home page describes the foundation as an NGO in JSON-LD', async () => {
    const { html } = await page('/');
    expect(jsonLd(html)).toEqual([
      expect.objectContaining({
        '@context': 'https://schema.org',
        '@type': 'NGO',
        name: 'Build Career Foundation',
        url: `${server.url}/`,
        logo: `${server.url}/logo.svg`,
      }),
    ]);
  });

  test('robots.txt is the server’s: admin and login disallowed, the sitemap named', async () => {
    const response = await fetch(`${server.url}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const lines = (await response.text()).split('\n');
    expect(lines).toContain('Disallow: /admin');
    expect(lines).toContain('Disallow: /LoginIn');
    expect(lines).toContain(`Sitemap: ${server.url}/sitemap.xml`);
  });

  test('without PUBLIC_URL, robots.txt and sitemap.xml vary by the address they were asked at', async () => {
    for (const path of ['/robots.txt', '/sitemap.xml']) {
      const response = await server.request(path, { headers: { host: 'bcf.example' } });
      expect(response.headers.get('vary')).toMatch(/Host, X-Forwarded-Host, X-Forwarded-Proto/);
    }
  });

  test('the sitemap lists the public pages and a new post with its date, and drops a deleted one', async () => {
    const sitemap = async () => {
      const response = await fetch(`${server.url}/sitemap.xml`);
      expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
      return response.text();
    };
    const before = Date.now();
    const id = await addPost({ title: 'Graduation' });
    const xml = await sitemap();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    for (const meta of PUBLIC_PAGES.filter((candidate) => candidate.indexed)) {
      expect(xml).toContain(`<loc>${server.url}${meta.path}</loc>`);
    }
    expect(xml).not.toContain('/LoginIn');
    // Its English <url>, with its three versions and x-default (tests/server/seo/languages.test.ts has the rest).
    const versions = ['rw/', '', 'fr/']
      .map((prefix, index) => `<xhtml:link rel="alternate" hreflang="${['rw', 'en', 'fr'][index]}" href="${server.url}/${prefix}ActivityDetailsPage/${id}"/>`)
      .join('');
    const alternates = `${versions}<xhtml:link rel="alternate" hreflang="x-default" href="${server.url}/ActivityDetailsPage/${id}"/>`;
    const entry = new RegExp(`<url><loc>${server.url}/ActivityDetailsPage/${id}</loc><lastmod>([^<]+)</lastmod>${alternates}</url>`).exec(xml);
    expect(entry).not.toBeNull();
    expect(Date.parse(entry![1]!)).toBeGreaterThanOrEqual(before - 1000);

    await server.gql(DELETE_POST, { id }, token);
    expect(await sitemap()).not.toContain(id);
  });

  test('an odd Host header never reaches the page: the origin falls back to localhost', async () => {
    const response = await server.app.inject({ url: '/ContactPage', headers: { host: 'evil.example"><script>' } });
    expect(response.body).not.toContain('evil.example');
    expect(response.body).toContain('<link rel="canonical" href="http://localhost/ContactPage">');
  });
});

describe('page heads with PUBLIC_URL', () => {
  const server = new TestServer({ name: 'pglite' }, { seed: false, publicUrl: 'https://bcf.example.rw' });
  beforeAll(async () => {
    Object.assign(server.options, { distDir: standInSite(server.dataDir, { template: TEMPLATE, files: ROBOTS_LEFT_BY_AN_OLDER_BUILD }) });
    await server.start();
  });
  afterAll(() => server.destroy());

  test('canonical links, the sitemap and robots.txt use the public address, whatever the request', async () => {
    expect(await (await fetch(`${server.url}/ImpactPage`)).text()).toContain(
      '<link rel="canonical" href="https://bcf.example.rw/ImpactPage">',
    );
    expect(await (await fetch(`${server.url}/sitemap.xml`)).text()).toContain('<loc>https://bcf.example.rw/</loc>');
    expect(await (await fetch(`${server.url}/robots.txt`)).text()).toContain('Sitemap: https://bcf.example.rw/sitemap.xml');
  });
});

test('PUBLIC_URL is read as an origin; anything but an http(s) address stops the start', () => {
  expect(configFromEnv({ PUBLIC_URL: 'https://bcf.example.rw/' }).publicUrl).toBe('https://bcf.example.rw');
  expect(configFromEnv({}).publicUrl).toBeUndefined();
  expect(() => configFromEnv({ PUBLIC_URL: 'bcf.example.rw' })).toThrow(/PUBLIC_URL must be an absolute http\(s\) address/);
  expect(() => configFromEnv({ PUBLIC_URL: 'ftp://bcf.example.rw' })).toThrow(/PUBLIC_URL/);
});
