import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { POST_CARDS, postCardsVariables } from '../../../shared/cardDocuments.ts';
import { GET_ONE_POST } from '../../../shared/postDocuments.ts';
import { SITE_CONTENT } from '../../../shared/siteContent/documents.ts';
import { LANGUAGES, localizedPath } from '../../../shared/i18n/languages.ts';
import { PRELOADED_QUERIES_ID, preloadKey } from '../../../shared/preloadedQueries.ts';
import { PUBLIC_READS, type PublicReadName } from '../../../shared/publicReads.ts';
import { CARD_IMAGE_SIZES, DETAILS_IMAGE_SIZES } from '../../../shared/responsiveImage.ts';
import { HERO_SIZES, homePhotos, srcSetOf } from '../../../shared/photos.ts';
import { databasesOf } from '../../kit/databases.ts';
import { TestServer } from '../../kit/server.ts';
import { ADD_POST, DELETE_POST, UPDATE_POST, samplePostInput } from '../../kit/documents.ts';
import { standInSite } from '../../kit/builtSite.ts';
import { INJECTED_ORIGIN } from '../../kit/origin.ts';

// A built site as Parcel leaves it: the minified template and the route manifest its reporter
// (parcel/reporter-route-manifest.mjs) writes.
// Keyed by the route table's page names (shared/routes.ts).
const MANIFEST = {
  HomePage: ['/HomePage.11111111.js'],
  ActivitiesPage: ['/ActivitiesPage.22222222.js', '/routes.33333333.js', '/ActivitiesPage.44444444.css'],
  ActivityDetailsPage: ['/ActivityDetailsPage.55555555.js', '/routes.33333333.js', '/routes.66666666.js'],
  LoginPage: ['/LoginPage.77777777.js', '/routes.88888888.js'],
  NewPostRoute: ['/routes.99999999.js'],
  AdminArea: ['/routes.99999999.js'],
  NotFoundPage: ['/NotFoundPage.aaaaaaaa.js'],
  ContactPage: ['/ContactPage.bbbbbbbb.js', '/ContactPage.cccccccc.css'],
  // Each language's catalogue, its own chunk (src/i18n/messages.ts imports them lazily).
  'catalogue:rw': ['/rw.dddddddd.js'],
  'catalogue:fr': ['/fr.eeeeeeee.js'],
};

const HASH = 'cd'.repeat(32);
const HOSTILE = `</script><script>alert("x")</script><!-- \u2028 & 'quoted'`;

const modulePreloads = (html: string) => [...html.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((m) => m[1]);
const stylePreloads = (html: string) => [...html.matchAll(/<link rel="preload" as="style" href="([^"]+)">/g)].map((m) => m[1]);
const imagePreloads = (html: string) =>
  [...html.matchAll(/<link rel="preload" as="image" ([^>]*)>/g)].map((m) =>
    Object.fromEntries([...m[1]!.matchAll(/([a-z]+)="([^"]*)"/g)].map((a) => [a[1], a[2]!.replaceAll('&amp;', '&')])),
  );

function preloaded(html: string): Record<string, unknown> | undefined {
  const match = new RegExp(`<script type="application/json" id="${PRELOADED_QUERIES_ID}">([\\s\\S]*?)</script>`).exec(html);
  return match ? (JSON.parse(match[1]!) as Record<string, unknown>) : undefined;
}

describe.each(databasesOf(import.meta.url))('a page’s first screen, announced in its head, on $name', (kind) => {
  const server = new TestServer(kind, { seed: false });
  let token: string;

  const html = async (path: string) => (await server.request(path)).text();
  const addPost = async (overrides: Record<string, unknown>) => {
    const { data } = await server.gql<{ addPost: { _id: string } }>(ADD_POST, { input: samplePostInput(overrides) }, token);
    return data!.addPost._id;
  };

  /** The footer's content, which every page in the site's frame carries: its key and the API's answer. */
  const footer = async () => ({ [preloadKey(SITE_CONTENT, { section: 'contact' })!]: (await server.gql(SITE_CONTENT, { section: 'contact' })).data });

  beforeAll(async () => {
    Object.assign(server.options, { distDir: standInSite(server.dataDir, { manifest: MANIFEST }) });
    await server.start();
    token = await server.login();
  });
  afterAll(() => server.destroy());

  test('/ActivitiesPage carries the API’s own answer to the first page of cards and preloads the first card’s picture', async () => {
    await addPost({ title: 'Older', image_url: { url: `/uploads/${'ab'.repeat(32)}.webp?w=800&h=600`, filename: 'a.jpg' } });
    await addPost({ title: 'Newest', image_url: { url: `/uploads/${HASH}.webp?w=1600&h=900`, filename: 'b.jpg' } });
    const page = await html('/ActivitiesPage');

    const variables = postCardsVariables(null, null);
    const { data } = await server.gql(POST_CARDS, variables);
    expect(preloaded(page)).toEqual({ [preloadKey(POST_CARDS, variables)!]: data, ...(await footer()) });
    // Byte for byte, fields in the asked order: the read service answers as the API does.
    expect(JSON.stringify(preloaded(page)![preloadKey(POST_CARDS, variables)!])).toBe(JSON.stringify(data));
    const first = (data as { postCards: { items: { title: string }[] } }).postCards.items[0]!;
    expect(first.title).toBe('Newest');

    // Absolute, as the API answers image addresses, on the page's origin.
    const site = INJECTED_ORIGIN;
    expect(imagePreloads(page)).toEqual([
      {
        href: `${site}/uploads/${HASH}.webp`,
        imagesrcset: `${site}/uploads/${HASH}-480.webp 480w, ${site}/uploads/${HASH}-960.webp 960w, ${site}/uploads/${HASH}-1600.webp 1600w`,
        imagesizes: CARD_IMAGE_SIZES,
        fetchpriority: 'high',
      },
    ]);
    expect(modulePreloads(page)).toEqual(['/ActivitiesPage.22222222.js', '/routes.33333333.js']);
    expect(stylePreloads(page)).toEqual(['/ActivitiesPage.44444444.css']);
  });

  test('a page asked for with a forged Host does not change the image addresses the page gives others', async () => {
    await addPost({ title: 'Forged', image_url: { url: `/uploads/${HASH}.webp?w=1600&h=900`, filename: 'f.jpg' } });
    const forged = await (await server.request('/ActivitiesPage', { headers: { host: 'attacker.example' } })).text();
    expect(imagePreloads(forged)[0]!.href).toBe(`http://attacker.example/uploads/${HASH}.webp`);
    const page = await html('/ActivitiesPage');
    expect(page).not.toContain('attacker.example');
    expect(imagePreloads(page)[0]!.href).toBe(`${INJECTED_ORIGIN}/uploads/${HASH}.webp`);
  });

  test('a details page carries getOnePost for its id and preloads the main picture at the details width', async () => {
    const id = await addPost({ title: 'Graduation', image_url: { url: `/uploads/${HASH}.webp?w=1600&h=900`, filename: 'g.jpg' } });
    const page = await html(`/ActivityDetailsPage/${id}`);

    const { data } = await server.gql(GET_ONE_POST, { id });
    expect(preloaded(page)).toEqual({ [preloadKey(GET_ONE_POST, { id })!]: data, ...(await footer()) });
    expect(imagePreloads(page).map((hint) => hint.imagesizes)).toEqual([DETAILS_IMAGE_SIZES]);
    expect(modulePreloads(page)).toEqual(['/ActivityDetailsPage.55555555.js', '/routes.33333333.js', '/routes.66666666.js']);
  });

  test('every answer a page carries, in every language, is byte for byte what POST /graphql answers to the same read', async () => {
    const id = await addPost({
      title: 'Open day',
      translations: [
        { language: 'fr', title: 'Journée portes ouvertes', content: 'Les familles ont visité.', contentSections: [] },
        { language: 'rw', title: 'Umunsi w’imurikagurisha', content: 'Imiryango yasuye.', contentSections: [] },
      ],
    });
    // Each page carries its first query's answer and the site content it shows, the footer's
    // (contact) on every page in the site's frame.
    const carries: Record<string, string[]> = {
      '/ActivitiesPage': ['postCards', 'siteContent:contact'],
      [`/ActivityDetailsPage/${id}`]: ['getOnePost', 'siteContent:contact'],
      '/': ['siteContent:home', 'siteContent:contact'],
      '/WhoWeArePage': ['siteContent:whoWeAre', 'siteContent:team', 'siteContent:contact'],
      '/ImpactPage': ['siteContent:impact', 'siteContent:contact'],
      '/DonatePage': ['siteContent:donate', 'siteContent:contact'],
      '/FrequentAskedQuestions': ['siteContent:faq', 'siteContent:contact'],
      '/ContactPage': ['siteContent:contact'],
      '/HowDoesGivingWorkPage': ['siteContent:contact'],
    };
    for (const language of LANGUAGES) {
      for (const [path, reads] of Object.entries(carries)) {
        const address = localizedPath(language, path);
        const carried = Object.entries(preloaded(await html(address)) ?? {});
        const named = carried.map(([key]) => {
          const [, name, variables] = /^(\w+)(\{.*\})$/.exec(key)!;
          const section = (JSON.parse(variables!) as { section?: string }).section;
          return section ? `${name}:${section}` : name!;
        });
        expect(named, address).toEqual(reads);
        for (const [key, data] of carried) {
          const [, name, variables] = /^(\w+)(\{.*\})$/.exec(key)!;
          const asked = JSON.parse(variables!) as Record<string, unknown>;
          expect(asked.language, address).toBe(language === 'en' ? undefined : language);
          const answer = await server.gql(PUBLIC_READS[name as PublicReadName].document, asked);
          expect(answer.errors, address).toBeUndefined();
          expect(JSON.stringify(data), address).toBe(JSON.stringify(answer.data));
        }
      }
    }
  });

  test('an unknown post: the answer (null) is carried, and no picture is preloaded', async () => {
    const page = await html('/ActivityDetailsPage/no-such-post');
    const carried = preloaded(page)!;
    expect(carried[preloadKey(GET_ONE_POST, { id: 'no-such-post' })!]).toEqual({ getOnePost: null });
    expect(Object.keys(carried)).toEqual([preloadKey(GET_ONE_POST, { id: 'no-such-post' }), preloadKey(SITE_CONTENT, { section: 'contact' })]);
    expect(imagePreloads(page)).toEqual([]);
  });

  test('hostile text in a post is carried as data: the page holds no raw tag and parses back to the same post', async () => {
    const id = await addPost({ title: HOSTILE, content: `${HOSTILE} `.repeat(3) });
    const page = await html(`/ActivityDetailsPage/${id}`);
    expect(page).not.toContain('<script>alert');
    const carried = new RegExp(`<script type="application/json" id="${PRELOADED_QUERIES_ID}">([\\s\\S]*?)</script>`).exec(page)![1]!;
    expect(carried).not.toMatch(/[<>\u2028\u2029]/);
    const answer = preloaded(page)![preloadKey(GET_ONE_POST, { id })!] as { getOnePost: { title: string } };
    expect(answer.getOnePost.title).toBe(HOSTILE);
  });

  test('a change to posts reaches the next page at once: updated, then deleted', async () => {
    const id = await addPost({ title: 'Before the change' });
    expect(JSON.stringify(preloaded(await html('/ActivitiesPage')))).toContain('Before the change');
    expect(await html(`/ActivityDetailsPage/${id}`)).toContain('<title>Before the change | Build Career Foundation</title>');

    const { user_id: _author, ...fields } = samplePostInput({ title: 'After the change' });
    const update = await server.gql(UPDATE_POST, { input: { ...fields, post_id: id } }, token);
    expect(update.errors).toBeUndefined();
    const updated = JSON.stringify(preloaded(await html('/ActivitiesPage')));
    expect(updated).toContain('After the change');
    expect(updated).not.toContain('Before the change');
    const details = await html(`/ActivityDetailsPage/${id}`);
    expect(JSON.stringify(preloaded(details))).toContain('After the change');
    expect(details).toContain('<title>After the change | Build Career Foundation</title>');

    await server.gql(DELETE_POST, { id }, token);
    expect(JSON.stringify(preloaded(await html('/ActivitiesPage')))).not.toContain('After the change');
    expect(preloaded(await html(`/ActivityDetailsPage/${id}`))).toEqual({ [preloadKey(GET_ONE_POST, { id })!]: { getOnePost: null }, ...(await footer()) });
  });

  test('the home page preloads its hero picture at the hero’s sizes, beside its own bundle', async () => {
    const page = await html('/');
    expect(modulePreloads(page)).toEqual(['/HomePage.11111111.js']);
    expect(imagePreloads(page)).toEqual([
      { href: homePhotos.hero.src, imagesrcset: srcSetOf(homePhotos.hero), imagesizes: HERO_SIZES, fetchpriority: 'high' },
    ]);
    // Its own content and the footer's: no post read.
    expect(preloaded(page)).toEqual({
      [preloadKey(SITE_CONTENT, { section: 'home' })!]: (await server.gql(SITE_CONTENT, { section: 'home' })).data,
      ...(await footer()),
    });
  });

  test.each([
    ['/loginin', ['/LoginPage.77777777.js', '/routes.88888888.js'], true],
    ['/admin/overview', ['/routes.99999999.js'], false],
    ['/newPost', ['/routes.99999999.js'], true],
    ['/no/such/page', ['/NotFoundPage.aaaaaaaa.js'], true],
  ])('%s announces its own page’s bundles and carries no answer but the footer’s, in the site’s frame', async (path, bundles, framed) => {
    const page = await html(path);
    expect(modulePreloads(page)).toEqual(bundles);
    if (framed) expect(preloaded(page)).toEqual(await footer());
    else expect(preloaded(page)).toBeUndefined();
    expect(imagePreloads(page)).toEqual([]);
  });
});

describe('a page in another language than English', () => {
  const server = new TestServer({ name: 'pglite' }, { seed: false });
  beforeAll(async () => {
    Object.assign(server.options, { distDir: standInSite(server.dataDir, { manifest: MANIFEST }) });
    await server.start();
  });
  afterAll(() => server.destroy());
  const html = async (path: string) => (await server.request(path)).text();

  test.each([
    ['/rw/ContactPage', ['/rw.dddddddd.js', '/ContactPage.bbbbbbbb.js']],
    ['/fr/ContactPage', ['/fr.eeeeeeee.js', '/ContactPage.bbbbbbbb.js']],
    ['/RW/contactpage/', ['/rw.dddddddd.js', '/ContactPage.bbbbbbbb.js']],
    ['/rw/ActivitiesPage', ['/rw.dddddddd.js', '/ActivitiesPage.22222222.js', '/routes.33333333.js']],
    ['/fr/', ['/fr.eeeeeeee.js', '/HomePage.11111111.js']],
    // Not a page in Kinyarwanda: its not-found page, in Kinyarwanda.
    ['/rw/LoginIn', ['/rw.dddddddd.js', '/NotFoundPage.aaaaaaaa.js']],
    ['/rw/no/such/page', ['/rw.dddddddd.js', '/NotFoundPage.aaaaaaaa.js']],
  ])('%s announces its language’s catalogue first, then its page’s bundles', async (path, bundles) => {
    const page = await html(path);
    expect(modulePreloads(page)).toEqual(bundles);
  });

  test('an English page announces no catalogue; nor does a path whose prefix is no language', async () => {
    for (const path of ['/ContactPage', '/xx/ContactPage', '/en/ContactPage']) {
      const page = await html(path);
      expect(modulePreloads(page).filter((href) => /\/(rw|fr)\./.test(href!)), path).toEqual([]);
    }
    expect(stylePreloads(await html('/ContactPage'))).toEqual(['/ContactPage.cccccccc.css']);
    expect(stylePreloads(await html('/fr/ContactPage'))).toEqual(['/ContactPage.cccccccc.css']);
  });
});

test('a build without a route manifest still serves every page, with no bundle hints', async () => {
  const server = new TestServer({ name: 'pglite' }, { seed: false });
  Object.assign(server.options, { distDir: standInSite(join(server.dataDir, 'without-manifest')) });
  await server.start();
  try {
    const page = await (await server.request(`/ActivitiesPage`)).text();
    expect(page).toContain('<div id="root">');
    expect(modulePreloads(page)).toEqual([]);
    expect(preloaded(page)).toEqual({
      [preloadKey(POST_CARDS, postCardsVariables(null, null))!]: { postCards: { items: [], total: 0, nextCursor: null } },
      [preloadKey(SITE_CONTENT, { section: 'contact' })!]: (await server.gql(SITE_CONTENT, { section: 'contact' })).data,
    });
  } finally {
    await server.destroy();
  }
});
