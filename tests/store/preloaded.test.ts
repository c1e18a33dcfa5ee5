import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import { POST_CARDS, postCardsVariables } from '../../shared/cardDocuments.ts';
import { PRELOADED_QUERIES_ID, preloadKey } from '../../shared/preloadedQueries.ts';
import { GET_ONE_POST } from '../../shared/postDocuments.ts';
import { joinApiWithPageAnswers } from '../../store/api/pageAnswers.ts';
import { postCardsApi } from '../../store/api/postCards.ts';
import { postsApi } from '../../store/api/posts.ts';
import { setupStore } from '../../store/index.ts';
import { readPreloadedAnswers } from '../../store/preloaded.ts';
import { FakeGraphqlServer, data } from '../kit/fakeGraphqlServer.ts';
import { post } from '../src/fixtures.ts';

// The server writes the first answers of a page into it (server/seo/firstScreen.ts); src/main.tsx
// reads them (readPreloadedAnswers) into the store it creates, and the loader of the page that asks
// for them puts them into the api's cache before the page renders (joinApiWithPageAnswers), so each
// is used once instead of asking, and everything else is asked of the server.
const FROM_PAGE = post({ _id: 'from-page', title: 'Written into the page' });
const FROM_SERVER = post({ _id: 'from-server', title: 'Asked of the server' });
const FIRST_CARDS = { filter: 'All', after: null } as const;
const cardsOf = (title: string) => ({
  postCards: { items: [{ _id: title, title, category: 'Events', date_posted: 1, image_url: [], content: 'Text.' }], total: 1, nextCursor: null },
});

const server = new FakeGraphqlServer();
let url = '';
const asked = () => server.requests.map((request) => request.operationName);

beforeAll(async () => {
  server.on('postCards', () => data(cardsOf('Asked of the server'))).on('getOnePost', () => data({ getOnePost: FROM_SERVER }));
  url = (await server.start()).url;
});
afterAll(() => server.stop());
afterEach(() => {
  server.forget();
  document.getElementById(PRELOADED_QUERIES_ID)?.remove();
});

/** What src/main.tsx does (the page's answers go to the store), then what a page's loader does. */
function storeFromPage() {
  const store = setupStore(undefined, { graphqlUrl: url, preloadedAnswers: readPreloadedAnswers(document) });
  joinApiWithPageAnswers(store);
  return store;
}

function writeIntoPage(text: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = PRELOADED_QUERIES_ID;
  element.textContent = text;
  document.head.append(element);
}

const postKey = (id: string) => preloadKey(GET_ONE_POST, { id })!;
const cardsKey = preloadKey(POST_CARDS, postCardsVariables(null, null))!;

test('the first request takes the page’s answer without asking; the next one asks the server', async () => {
  writeIntoPage(JSON.stringify({ [postKey('from-page')]: { getOnePost: FROM_PAGE } }));
  const store = storeFromPage();

  const first = await store.dispatch(postsApi.endpoints.getOnePost.initiate('from-page'));
  expect(first.data?.title).toBe('Written into the page');
  expect(asked()).toEqual([]);
  expect(document.getElementById(PRELOADED_QUERIES_ID)).toBeNull();

  const again = await store.dispatch(postsApi.endpoints.getOnePost.initiate('from-page', { forceRefetch: true }));
  expect(again.data?.title).toBe('Asked of the server');
  expect(asked()).toEqual(['getOnePost']);
});

test('an answer is used only for the query and variables it was written for', async () => {
  writeIntoPage(JSON.stringify({ [postKey('from-page')]: { getOnePost: FROM_PAGE } }));
  const store = storeFromPage();

  const other = await store.dispatch(postsApi.endpoints.getOnePost.initiate('someone-else'));
  expect(other.data?.title).toBe('Asked of the server');
  const cards = await store.dispatch(postCardsApi.endpoints.getPostCards.initiate(FIRST_CARDS));
  expect(cards.data?.items.map((item) => item.title)).toEqual(['Asked of the server']);
  expect(asked()).toEqual(['getOnePost', 'postCards']);

  const own = await store.dispatch(postsApi.endpoints.getOnePost.initiate('from-page'));
  expect(own.data?.title).toBe('Written into the page');
  expect(asked()).toHaveLength(2);
});

test('an unreadable page answer is ignored: the app asks the server', async () => {
  writeIntoPage(`{"${postKey('from-page').replaceAll('"', '\\"')}": {"getOnePost": {`);
  const store = storeFromPage();
  const result = await store.dispatch(postsApi.endpoints.getOnePost.initiate('from-page'));
  expect(result.data?.title).toBe('Asked of the server');
  expect(asked()).toEqual(['getOnePost']);
});

test('when the page’s loader joins the api, the page’s answers go straight into its cache', () => {
  writeIntoPage(JSON.stringify({ [postKey('from-page')]: { getOnePost: FROM_PAGE }, [cardsKey]: cardsOf('Written into the page') }));
  const store = storeFromPage();
  // Synchronously: the page's first render finds them, with no request and no loading state.
  const one = postsApi.endpoints.getOnePost.select('from-page')(store.getState());
  expect(one.isSuccess).toBe(true);
  expect(one.data?.title).toBe('Written into the page');
  const cards = postCardsApi.endpoints.getPostCards.select(FIRST_CARDS)(store.getState());
  expect(cards.data?.items.map((item) => item.title)).toEqual(['Written into the page']);
  expect(asked()).toEqual([]);
  expect(document.getElementById(PRELOADED_QUERIES_ID)).toBeNull();
});

test('answers that are not cards are left alone: the page asks the server', async () => {
  writeIntoPage(JSON.stringify({ [cardsKey]: { somethingElse: true } }));
  const store = storeFromPage();
  expect(postCardsApi.endpoints.getPostCards.select(FIRST_CARDS)(store.getState()).isUninitialized).toBe(true);
  const result = await store.dispatch(postCardsApi.endpoints.getPostCards.initiate(FIRST_CARDS));
  expect(result.data?.items.map((item) => item.title)).toEqual(['Asked of the server']);
});

test('importing the store modules does nothing: the page keeps its answers until the store is made', async () => {
  writeIntoPage(JSON.stringify({ [postKey('from-page')]: { getOnePost: FROM_PAGE } }));
  await import('../../store/api/subscribers.ts');
  await import('../../store/api/contact.ts');
  await import('../../store/api/messages.ts');
  await import('../../store/api/subscriberAdmin.ts');
  await import('../../store/api/postAdmin.ts');
  expect(document.getElementById(PRELOADED_QUERIES_ID)).not.toBeNull();
  const other = setupStore(undefined, { graphqlUrl: url });
  expect(other.getState()).not.toHaveProperty('api');
});

test('each store has its own answers and its own api: no store sees another’s', async () => {
  writeIntoPage(JSON.stringify({ [postKey('from-page')]: { getOnePost: FROM_PAGE } }));
  const fromPage = storeFromPage();
  const plain = setupStore(undefined, { graphqlUrl: url });
  expect(plain.getState()).not.toHaveProperty('api');
  joinApiWithPageAnswers(plain);
  expect(postsApi.endpoints.getOnePost.select('from-page')(plain.getState()).isUninitialized).toBe(true);
  expect(postsApi.endpoints.getOnePost.select('from-page')(fromPage.getState()).data?.title).toBe('Written into the page');
  const result = await plain.dispatch(postsApi.endpoints.getOnePost.initiate('from-page'));
  expect(result.data?.title).toBe('Asked of the server');
});
