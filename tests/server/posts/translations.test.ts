// A post in several languages (migration 160), on PGlite and PostgreSQL: a post's
// Kinyarwanda and French versions are written with it, read in the reader's language by the
// public reads (postCards, getOnePost: `language` says which the text is in, English when the
// post lacks the asked one) and the pages' carried answers, and kept by drafts, revisions and
// restore. Attacks: oversized versions, English or an unknown language, the same language twice,
// versions on a post the role may not change, and markup in a version's title.
import { beforeAll, describe, expect, test } from 'vitest';
import { TRANSLATION_TEXTS } from '../../../server/posts/translations.ts';
import { CARD_CONTENT_LIMIT } from '../../../shared/constants.ts';
import { LIMITS, MESSAGES } from '../../../shared/rules.ts';
import { truncate } from '../../../shared/truncate.ts';
import { PRELOADED_QUERIES_ID, preloadKey } from '../../../shared/preloadedQueries.ts';
import { GET_ONE_POST } from '../../../shared/postDocuments.ts';
import { POST_CARDS, postCardsVariables } from '../../../shared/cardDocuments.ts';
import { databasesOf } from '../../kit/databases.ts';

import { ADD_POST, UPDATE_POST, samplePostInput } from '../../kit/documents.ts';

import { errorCode } from '../../kit/graphql.ts';
import { withSiteServer } from '../../kit/withServer.ts';

const RW = {
  language: 'rw',
  title: 'Umunsi wo gutera ibiti',
  content: 'Abanyeshuri n’abajyanama bateye ibiti magana abiri hafi y’ishuri. '.repeat(3).trim(),
  contentSections: [{ sectionTitle: 'Mu gitondo', paragraph1: 'Twatangiye saa mbiri.', paragraph2: null }],
};

const TRANSLATION = `language title content contentSections { sectionTitle paragraph1 paragraph2 }`;
const STAFF_POST = `query ($id: ID!) { staffPost(id: $id) { post { title translations { ${TRANSLATION} } }
  draft { title translations { ${TRANSLATION} } } } }`;
const SAVE_DRAFT = `mutation ($input: PostDraftInput!) { saveDraft(input: $input) { _id title translations { language title } } }`;
const PUBLISH = `mutation ($id: ID!) { publishPost(id: $id) { _id title translations { language title } } }`;
const REVISIONS = `query ($id: ID!) { postRevisions(id: $id) { id kind title translations { ${TRANSLATION} } } }`;
const RESTORE = `mutation ($id: ID!) { restoreRevision(id: $id) { _id } }`;
const ONE = `query ($id: ID!, $language: Language) { getOnePost(id: $id, language: $language) {
  title content contentSections { sectionTitle paragraph1 } language } }`;
const CARDS = `query ($language: Language) { postCards(first: 50, language: $language) { items { _id title content language } } }`;

interface Card {
  _id: string;
  title: string;
  content: string;
  language: string;
}

describe.each(databasesOf(import.meta.url))('posts in several languages on $name', (kind) => {
  const server = withSiteServer(kind, { seed: false }, { manifest: {} });
  let token: string;

  const gql = <T = Record<string, unknown>>(document: string, variables: Record<string, unknown> = {}, as: string | null = token) =>
    server.gql<T>(document, variables, as ?? undefined);

  async function added(overrides: Record<string, unknown>, as = token): Promise<string> {
    const { data, errors } = await gql<{ addPost: { _id: string } }>(ADD_POST, { input: samplePostInput(overrides) }, as);
    expect(errors).toBeUndefined();
    return data!.addPost._id;
  }

  const cards = async (language?: string) => {
    const answer = await gql<{ postCards: { items: Card[] } }>(CARDS, language ? { language } : {}, null);
    expect(answer.errors).toBeUndefined();
    return new Map(answer.data!.postCards.items.map((card) => [card._id, card]));
  };

  const one = async (id: string, language?: string) => {
    const answer = await gql<{ getOnePost: { title: string; content: string; language: string; contentSections: { sectionTitle: string }[] } }>(
      ONE,
      { id, ...(language ? { language } : {}) },
      null,
    );
    expect(answer.errors).toBeUndefined();
    return answer.data!.getOnePost;
  };

  const refusal = async (document: string, variables: Record<string, unknown>, as: string | null = token) => {
    const answer = await gql(document, variables, as);
    expect(answer.data ?? null, JSON.stringify(variables).slice(0, 200)).toBeNull();
    return answer.errors?.[0];
  };

  beforeAll(async () => {
    token = await server.login();
  });

  test('a post with a Kinyarwanda version is read in Kinyarwanda; French, which it lacks, in English', async () => {
    const withRw = await added({ title: 'Tree planting day', translations: [RW] });
    const englishOnly = await added({ title: 'English only visit' });

    const rw = await one(withRw, 'rw');
    expect(rw).toMatchObject({ title: RW.title, content: RW.content, language: 'rw' });
    expect(rw.contentSections.map((section) => section.sectionTitle)).toEqual(['Mu gitondo']);
    expect(await one(withRw, 'fr')).toMatchObject({ title: 'Tree planting day', language: 'en' });
    expect(await one(withRw, 'en')).toMatchObject({ title: 'Tree planting day', language: 'en' });
    // A document without the argument (every client written before) reads English, as before.
    const legacy = await gql<{ getOnePost: Record<string, unknown> }>('query ($id: ID!) { getOnePost(id: $id) { title } }', { id: withRw }, null);
    expect(legacy.data!.getOnePost).toEqual({ title: 'Tree planting day' });
    expect(await one(englishOnly, 'rw')).toMatchObject({ title: 'English only visit', language: 'en' });

    const rwCards = await cards('rw');
    // Cut by the cards' rule, from the Kinyarwanda text.
    expect(rwCards.get(withRw)).toMatchObject({ title: RW.title, content: truncate(RW.content, CARD_CONTENT_LIMIT), language: 'rw' });
    expect(rwCards.get(englishOnly)).toMatchObject({ title: 'English only visit', language: 'en' });
    expect((await cards('fr')).get(withRw)).toMatchObject({ title: 'Tree planting day', language: 'en' });
    expect((await cards()).get(withRw)).toMatchObject({ title: 'Tree planting day', language: 'en' });
    // The staff read lists the versions.
    const staff = await gql<{ staffPost: { post: { translations: unknown[] } } }>(STAFF_POST, { id: withRw });
    expect(staff.data!.staffPost.post.translations).toEqual([RW]);
  });

  test('the pages carry their first answer in their language under the key the app asks with; English keys are unchanged', async () => {
    const id = await added({ title: 'Carried English', translations: [{ ...RW, title: 'Byatwawe mu Kinyarwanda' }] });
    const carried = async (path: string) => {
      const html = await (await server.request(path)).text();
      const json = new RegExp(`<script type="application/json" id="${PRELOADED_QUERIES_ID}">(.*?)</script>`, 's').exec(html)?.[1];
      expect(json, path).toBeDefined();
      return JSON.parse(json!) as Record<string, { getOnePost: { title: string; language: string }; postCards: { items: Card[] } }>;
    };
    const rwDetails = await carried(`/rw/ActivityDetailsPage/${id}`);
    expect(rwDetails[preloadKey(GET_ONE_POST, { id, language: 'rw' })!]!.getOnePost).toMatchObject({ title: 'Byatwawe mu Kinyarwanda', language: 'rw' });
    const enDetails = await carried(`/ActivityDetailsPage/${id}`);
    // (and the footer's site content, as every page in the site's frame)
    expect(Object.keys(enDetails)).toEqual([`getOnePost{"id":"${id}"}`, `siteContent{"section":"contact"}`]);
    expect(enDetails[`getOnePost{"id":"${id}"}`]!.getOnePost).toMatchObject({ title: 'Carried English', language: 'en' });

    const rwList = await carried('/rw/ActivitiesPage');
    const rwKey = preloadKey(POST_CARDS, postCardsVariables(null, null, 'rw'))!;
    expect(rwKey).toBe('postCards{"first":12,"language":"rw"}');
    expect(rwList[rwKey]!.postCards.items.find((card) => card._id === id)).toMatchObject({ title: 'Byatwawe mu Kinyarwanda', language: 'rw' });
    const enList = await carried('/ActivitiesPage');
    expect(Object.keys(enList)).toEqual(['postCards{"first":12}', 'siteContent{"section":"contact"}']);
    const frList = await carried('/fr/ActivitiesPage');
    expect(frList['postCards{"first":12,"language":"fr"}']!.postCards.items.find((card) => card._id === id)).toMatchObject({
      title: 'Carried English',
      language: 'en',
    });
  });

  test('markup in a version’s title reaches the page escaped, never as markup', async () => {
    const attack = '</script><script>alert(1)</script><img src=x onerror=alert(2)>';
    const id = await added({ title: 'Plain English', translations: [{ ...RW, title: attack }] });
    expect(await one(id, 'rw')).toMatchObject({ title: attack });
    const html = await (await server.request(`/rw/ActivityDetailsPage/${id}`)).text();
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<img src=x');
    // Only the page's own scripts: the carried JSON closes its script element once, at its end.
    expect(html.match(/<script/g)!.length).toBe(html.match(/<\/script>/g)!.length);
    // The page's title and every attribute hold the text as text (whichever language the head is in).
    const title = /<title>(.*?)<\/title>/s.exec(html)![1]!;
    expect(title).not.toMatch(/[<>]/);
    // The head is the rw version's (server/seo/pages.ts): the markup is there as escaped text.
    expect(title).toContain('&lt;/script&gt;&lt;script&gt;alert(1)');
    for (const [, value] of html.matchAll(/content="([^"]*)"/g)) expect(value).not.toMatch(/[<>]/);
    // And the carried answer reads back as the title written.
    const json = /<script type="application\/json" id="preloaded-queries">(.*?)<\/script>/s.exec(html)![1]!;
    expect(json).toContain('\\u003c/script\\u003e');
    expect(JSON.stringify(JSON.parse(json))).toContain(JSON.stringify(attack).slice(1, -1));
  });

  test('drafts, publishing the changes, revisions and restore keep every language', async () => {
    const id = await added({ title: 'Kept Languages', translations: [RW] });
    // A draft of the published post changes the Kinyarwanda version only in the pending changes.
    const rwChanged = { ...RW, title: 'Umutwe mushya' };
    const fr = { language: 'fr', title: 'Journée de plantation', content: 'Les élèves ont planté deux cents arbres.', contentSections: [] };
    expect((await gql(SAVE_DRAFT, { input: { post_id: id, title: 'Kept Languages', translations: [rwChanged, fr] } })).errors).toBeUndefined();
    expect((await one(id, 'rw')).title).toBe(RW.title);
    const staff = await gql<{ staffPost: { post: { translations: { title: string }[] }; draft: { translations: { language: string; title: string }[] } } }>(
      STAFF_POST,
      { id },
    );
    expect(staff.data!.staffPost.post.translations.map((one) => one.title)).toEqual([RW.title]);
    expect(staff.data!.staffPost.draft.translations.map((one) => [one.language, one.title])).toEqual([
      ['rw', 'Umutwe mushya'],
      ['fr', 'Journée de plantation'],
    ]);
    // A save that does not send them (an older editor) keeps them.
    expect((await gql(SAVE_DRAFT, { input: { post_id: id, title: 'Kept Languages Again' } })).errors).toBeUndefined();
    expect((await gql(PUBLISH, { id })).errors).toBeUndefined();
    expect(await one(id, 'rw')).toMatchObject({ title: 'Umutwe mushya', language: 'rw' });
    expect(await one(id, 'fr')).toMatchObject({ title: 'Journée de plantation', language: 'fr' });

    const revisions = (await gql<{ postRevisions: { id: string; kind: string; translations: { language: string; title: string }[] }[] }>(REVISIONS, { id }))
      .data!.postRevisions;
    expect(revisions.map((one) => one.translations.map((version) => version.title))).toContainEqual(['Umutwe mushya', 'Journée de plantation']);
    const first = revisions.at(-1)!;
    expect(first.translations.map((version) => version.title)).toEqual([RW.title]);

    // Restoring the first revision makes its versions the pending changes, then public.
    expect((await gql(RESTORE, { id: first.id })).errors).toBeUndefined();
    const restored = await gql<{ staffPost: { draft: { translations: { language: string; title: string }[] } } }>(STAFF_POST, { id });
    expect(restored.data!.staffPost.draft.translations.map((one) => [one.language, one.title])).toEqual([['rw', RW.title]]);
    expect((await gql(PUBLISH, { id })).errors).toBeUndefined();
    expect(await one(id, 'fr')).toMatchObject({ title: 'Kept Languages', language: 'en' });
    expect(await one(id, 'rw')).toMatchObject({ title: RW.title, language: 'rw' });

    // updatePost with an empty version: that language has none any more; left out: kept.
    const { user_id: _ignored, ...input } = samplePostInput({ title: 'Kept Languages' });
    expect((await gql(UPDATE_POST, { input: { ...input, post_id: id } })).errors).toBeUndefined();
    expect((await one(id, 'rw')).language).toBe('rw');
    const emptied = { ...input, post_id: id, translations: [{ language: 'rw', title: '  ', content: '', contentSections: [] }] };
    expect((await gql(UPDATE_POST, { input: emptied })).errors).toBeUndefined();
    expect(await one(id, 'rw')).toMatchObject({ title: 'Kept Languages', language: 'en' });
  });

  test('a draft’s unfinished version is saved, but not published', async () => {
    const { data } = await gql<{ saveDraft: { _id: string } }>(SAVE_DRAFT, {
      input: { title: 'Draft With Half A Version', content: 'English text.', translations: [{ language: 'fr', title: 'Moitié' }] },
    });
    const id = data!.saveDraft._id;
    const answer = await gql(PUBLISH, { id });
    expect(answer.errors?.[0]).toMatchObject({ message: MESSAGES.contentRequired, extensions: { code: 'BAD_USER_INPUT', field: 'translations.fr.content' } });
    expect((await server.services.repos.posts.find(id))!.status).toBe('DRAFT');
  });

  test('attacks: oversized versions, English or unknown languages, the same language twice, malformed values', async () => {
    const id = await added({ title: 'Attack Target', translations: [RW] });
    const before = await server.fingerprint();
    const { user_id: _ignored, ...input } = samplePostInput({ title: 'Attack Target' });
    const update = (translations: unknown) => refusal(UPDATE_POST, { input: { ...input, post_id: id, translations } });
    const draft = (translations: unknown) => refusal(SAVE_DRAFT, { input: { post_id: id, title: 'Attack Target', translations } });

    for (const send of [update, draft]) {
      expect(await send([{ ...RW, title: 'x'.repeat(LIMITS.titleMax + 1) }])).toMatchObject({
        extensions: { code: 'BAD_USER_INPUT', field: 'translations[0].title' },
      });
      expect(await send([{ ...RW, content: 'x'.repeat(LIMITS.contentMax + 1) }])).toMatchObject({
        extensions: { code: 'BAD_USER_INPUT', field: 'translations[0].content' },
      });
      expect(
        await send([{ ...RW, contentSections: [{ sectionTitle: 's', paragraph1: 'x'.repeat(LIMITS.paragraphMax + 1), paragraph2: null }] }]),
      ).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'translations[0].contentSections[0].paragraph1' } });
      const many = Array.from({ length: LIMITS.sectionsMax + 1 }, () => ({ sectionTitle: 's', paragraph1: 'p', paragraph2: null }));
      expect(await send([{ ...RW, contentSections: many }])).toMatchObject({ extensions: { field: 'translations[0].contentSections' } });
      expect(await send([{ ...RW, language: 'en' }])).toMatchObject({ message: TRANSLATION_TEXTS.english, extensions: { field: 'translations[0].language' } });
      expect(await send([RW, { ...RW, title: 'Kabiri' }])).toMatchObject({ message: TRANSLATION_TEXTS.duplicate, extensions: { field: 'translations[1].language' } });
      // Not a language of the site, or not a language at all: refused by the schema.
      for (const language of ['de', 'RW', 'rw ', '', null, 7, { rw: true }, '__proto__']) {
        expect((await send([{ ...RW, language }]))?.extensions?.code, String(language)).toMatch(/BAD_USER_INPUT|GRAPHQL_VALIDATION_FAILED/);
      }
      expect((await send({ rw: RW }))?.extensions?.code).toMatch(/BAD_USER_INPUT|GRAPHQL_VALIDATION_FAILED/);
      expect((await send([{ ...RW, title: 'a\u0000b' }]))?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'translations[0].title' });
    }
    // A version ready to publish has its title and content, as the English text.
    expect(await update([{ ...RW, title: '' }])).toMatchObject({ message: MESSAGES.titleRequired, extensions: { field: 'translations[0].title' } });
    expect(await update([{ ...RW, content: ' ' }])).toMatchObject({ message: MESSAGES.contentRequired, extensions: { field: 'translations[0].content' } });
    expect(await server.fingerprint()).toEqual(before);

    // The readers' language argument: only the site's languages.
    for (const language of ['de', 'EN', '', 'rw\u0000']) {
      expect(errorCode(await gql(ONE, { id, language }, null)), language).toMatch(/BAD_USER_INPUT|GRAPHQL_VALIDATION_FAILED/);
      expect(errorCode(await gql(CARDS, { language }, null)), language).toMatch(/BAD_USER_INPUT|GRAPHQL_VALIDATION_FAILED/);
    }
    // A language smuggled into a page's path is no language: the page is not a post's.
    expect((await server.request(`/de/ActivityDetailsPage/${id}`)).status).toBe(404);
  });

  test('versions on a post the role may not change are refused, and change nothing', async () => {
    const id = await added({ title: 'Owner Post', translations: [RW] });
    const author = await server.addStaff('AUTHOR');
    const contributor = await server.addStaff('CONTRIBUTOR');
    const before = await server.fingerprint();
    const forged = [{ ...RW, title: 'Yahinduwe' }];
    const { user_id: _ignored, ...input } = samplePostInput({ title: 'Owner Post' });
    for (const as of [author.token, contributor.token]) {
      expect((await refusal(UPDATE_POST, { input: { ...input, post_id: id, translations: forged } }, as))?.extensions?.code).toBe('FORBIDDEN');
      expect((await refusal(SAVE_DRAFT, { input: { post_id: id, title: 'Owner Post', translations: forged } }, as))?.extensions?.code).toBe('FORBIDDEN');
    }
    expect((await refusal(UPDATE_POST, { input: { ...input, post_id: id, translations: forged } }, null))?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(await server.fingerprint()).toEqual(before);
    expect((await one(id, 'rw')).title).toBe(RW.title);
  });
});
