// The Activities page's cards, a page at a time (issue 17). One cache entry per filter holds
// every page loaded so far, merged into one list; asking for a filter's first page again starts
// it over.
import { POST_CARDS, postCardsVariables } from '../../shared/cardDocuments.ts';
import type { PostCardsQuery, PostCardsQueryVariables } from '../../shared/operations.generated.ts';
import type { ImageRef, PostCard } from '../../shared/types.ts';
import type { ActivityFilter } from '../activitiesFilterSlice.ts';
import type { AppStore } from '../index.ts';
import { api, attachApi, joined, useApi, type ApiHost } from './base.ts';

export { POST_CARDS };

export type { PostCard };

export interface CardList {
  items: PostCard[];
  /** Every post of the filter, loaded or not. */
  total: number;
  /** Where the next page starts; null when every card is loaded. */
  nextCursor: string | null;
}

export interface CardsArg {
  filter: ActivityFilter;
  /** null: the filter's first page. */
  after: string | null;
}

interface WireCard extends Omit<PostCard, 'image_url'> {
  image_url: ImageRef[] | ImageRef | null;
}
/** The generated answer, as older-style servers may send a card's main image (one object). */
interface WirePage {
  postCards: Omit<PostCardsQuery['postCards'], 'items'> & { items: WireCard[] };
}

const toList = (data: WirePage): CardList => ({
  ...data.postCards,
  items: data.postCards.items.map((card) => {
    const main = card.image_url;
    return { ...card, image_url: Array.isArray(main) ? main : main ? [main] : [] };
  }),
});

const category = (filter: ActivityFilter) => (filter === 'All' ? null : filter);

export const postCardsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPostCards: build.query<CardList, CardsArg>({
      query: ({ filter, after }) => ({
        document: POST_CARDS,
        variables: postCardsVariables(category(filter), after) satisfies PostCardsQueryVariables,
      }),
      transformResponse: toList,
      // One entry per filter, whatever page was asked last.
      serializeQueryArgs: ({ endpointName, queryArgs }) => `${endpointName}(${queryArgs.filter})`,
      merge(current, incoming, { arg }) {
        if (!arg.after) return incoming;
        const known = new Set(current.items.map((card) => card._id));
        current.items.push(...incoming.items.filter((card) => !known.has(card._id)));
        current.total = incoming.total;
        current.nextCursor = incoming.nextCursor;
        return current;
      },
      forceRefetch: ({ currentArg, previousArg }) => currentArg?.after !== previousArg?.after,
      providesTags: [{ type: 'Post', id: 'LIST' }],
    }),
  }),
});

/**
 * Adds the api to the store (if it is not there yet) and the first page of cards the server wrote
 * into the page (setupStore's preloadedAnswers) to its cache, so the Activities page draws its
 * cards on its first render without asking the server.
 */
export function attachPostCardsApi(store: ApiHost): void {
  attachApi(store);
  let entries;
  try {
    entries = store
      .takePreloadedAnswers('postCards')
      .filter(({ variables }) => !variables.after)
      .map(({ variables, data }) => ({
        endpointName: 'getPostCards' as const,
        arg: { filter: (typeof variables.category === 'string' ? variables.category : 'All') as ActivityFilter, after: null },
        value: toList(data as WirePage),
      }));
  } catch {
    return; // Not cards after all: the page asks the server.
  }
  if (entries.length > 0) store.dispatch(postCardsApi.util.upsertQueryEntries(entries));
}

/** For components that show cards: the api and the page's first cards join their store first. */
export function usePostCardsApi(): AppStore {
  const store = useApi();
  attachPostCardsApi(store);
  return store;
}

export const useGetPostCardsQuery = joined(postCardsApi.useGetPostCardsQuery, usePostCardsApi);
