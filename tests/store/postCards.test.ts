import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import { POST_CARDS, postCardsVariables } from '../../shared/cardDocuments.ts';
import { PRELOADED_QUERIES_ID, preloadKey } from '../../shared/preloadedQueries.ts';
import { joinApiWithPageAnswers } from '../../store/api/pageAnswers.ts';
import { postCardsApi } from '../../store/api/postCards.ts';
import { setupStore } from '../../store/index.ts';
import { readPreloadedAnswers } from '../../store/preloaded.ts';
import { FakeGraphqlServer, data } from '../kit/fakeGraphqlServer.ts';
import { withApi } from './withApi.ts';

// The Activities page's cards: one cache entry per filter, pages merged into one list,
// the first page of every post taken from the page the server wrote.
const card = (id: string, category = 'Events') => ({
  _id: id,
  title: `Card ${id}`,
  category,
  date_posted: 1_700_000_000_000,
  image_url: [],
  content: 'Text.',
});

const server = new FakeGraphqlServer();
let url = '';
const asked = () => server.requests.map((request) => request.variables);

beforeAll(async () => {
  server.on('postCards', ({ variables }) =>
    data({
      postCards: variables.after
        ? { items: [card('c3'), card('c2')], total: 4, nextCursor: null }
        : { items: [card('c1'), card('c2')], total: 4, nextCursor: 'after-c2' },
    }),
  );
  url = (await server.start()).url;
});
afterAll(() => server.stop());
afterEach(() => {
  server.forget();
  document.getElementById(PRELOADED_QUERIES_ID)?.remove();
});

const ids = (list: { items: { _id: string }[] } | undefined) => list?.items.map((item) => item._id);

test('pages of one filter merge into one list, without a card twice; the first page again starts over', async () => {
  const store = withApi(setupStore(undefined, { graphqlUrl: url }));
  await store.dispatch(postCardsApi.endpoints.getPostCards.initiate({ filter: 'Events', after: null }));
  await store.dispatch(postCardsApi.endpoints.getPostCards.initiate({ filter: 'Events', after: 'after-c2' }));
  const select = postCardsApi.endpoints.getPostCards.select({ filter: 'Events', after: null });
  expect(ids(select(store.getState()).data)).toEqual(['c1', 'c2', 'c3']);
  expect(select(store.getState()).data?.nextCursor).toBeNull();
  expect(asked()).toEqual([
    { category: 'Events', first: 12 },
    { category: 'Events', after: 'after-c2', first: 12 },
  ]);

  await store.dispatch(postCardsApi.endpoints.getPostCards.initiate({ filter: 'Events', after: null }));
  expect(ids(select(store.getState()).data)).toEqual(['c1', 'c2']);
  expect(asked()).toHaveLength(3);
});

test('the first page of every post written into the page is used without asking', async () => {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = PRELOADED_QUERIES_ID;
  element.textContent = JSON.stringify({
    [preloadKey(POST_CARDS, postCardsVariables(null, null))!]: {
      postCards: { items: [card('from-page', 'Stories')], total: 1, nextCursor: null },
    },
  });
  document.head.append(element);
  const store = setupStore(undefined, { graphqlUrl: url, preloadedAnswers: readPreloadedAnswers(document) });
  joinApiWithPageAnswers(store);

  const first = await store.dispatch(postCardsApi.endpoints.getPostCards.initiate({ filter: 'All', after: null }));
  expect(ids(first.data)).toEqual(['from-page']);
  expect(asked()).toEqual([]);
  const events = await store.dispatch(postCardsApi.endpoints.getPostCards.initiate({ filter: 'Events', after: null }));
  expect(ids(events.data)).toEqual(['c1', 'c2']);
  expect(asked()).toEqual([{ category: 'Events', first: 12 }]);
});
