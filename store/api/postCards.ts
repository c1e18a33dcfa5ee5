// The Activities page's cards, a page at a time. One cache entry per filter holds
// every page loaded so far, merged into one list; asking for a filter's first page again starts
// it over.
import { POST_CARDS, postCardsVariables } from '../../shared/cardDocuments.ts';
import type { PostCardsQueryVariables } from '../../shared/operations.generated.ts';
import type { PostCard } from '../../shared/types.ts';
import type { ActivityFilter } from '../activitiesFilterSlice.ts';
import { readLanguage } from '../../shared/i18n/languages.ts';
import { cardsArg, type CardsArg } from './wire.ts';
import { api } from './base.ts';
import { cardsFromAnswer, type CardList } from './wire.ts';

export { POST_CARDS };

export type { CardList, PostCard };

export { cardsArg, type CardsArg };

const category = (filter: ActivityFilter) => (filter === 'All' ? null : filter);

export const postCardsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPostCards: build.query<CardList, CardsArg>({
      query: ({ filter, after, language }) => ({
        document: POST_CARDS,
        variables: postCardsVariables(category(filter), after, language) satisfies PostCardsQueryVariables,
      }),
      transformResponse: cardsFromAnswer,
      // One entry per filter (and language other than English), whatever page was asked last.
      serializeQueryArgs: ({ endpointName, queryArgs }) =>
        `${endpointName}(${[queryArgs.filter, ...Object.values(readLanguage(queryArgs.language))].join(',')})`,
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

export const { useGetPostCardsQuery } = postCardsApi;
