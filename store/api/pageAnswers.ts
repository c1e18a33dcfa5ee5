// The answers the server wrote into the page (store/preloaded.ts) enter the api's cache here and
// nowhere else, so the page that asks for them draws them on its first render: no request, no
// loading state. One entry per public read the server answers inside a page (shared/routes.ts,
// firstQuery): the endpoint it fills, the endpoint's argument for the read's variables, and the
// answer in the shape the endpoint keeps (wire.ts, as the endpoint's transformResponse makes it).
import type { FirstQuery } from '../../shared/routes.ts';
import type { AppStore } from '../index.ts';
import type { ActivityFilter } from '../activitiesFilterSlice.ts';
import type { Language } from '../../shared/i18n/languages.ts';
import { cardsArg, postArg } from './wire.ts';
import { api, joinApi } from './base.ts';
import { cardsFromAnswer, postFromAnswer, type CardsAnswer } from './wire.ts';

interface PageRead {
  endpoint: string;
  /** The endpoint's argument for these variables; undefined for an answer the app never asks for. */
  arg: (variables: Record<string, unknown>) => unknown;
  value: (data: never) => unknown;
}

const PAGE_READS = {
  getOnePost: {
    endpoint: 'getOnePost',
    // The server names the language as the endpoints do (readLanguage): their arguments are made alike.
    arg: (variables) => postArg(String(variables.id), variables.language as Language | undefined),
    value: postFromAnswer,
  },
  postCards: {
    endpoint: 'getPostCards',
    // Only a filter's first page is written into a page.
    arg: (variables) => {
      if (variables.after) return undefined;
      const filter = (typeof variables.category === 'string' ? variables.category : 'All') as ActivityFilter;
      return cardsArg(filter, null, variables.language as Language | undefined);
    },
    value: (data: CardsAnswer) => cardsFromAnswer(data),
  },
} satisfies Partial<Record<FirstQuery['operation'], PageRead>>;

interface CacheEntry {
  endpointName: string;
  arg: unknown;
  value: unknown;
}

/**
 * Adds the api to `store` (joinApi) and puts the page's answers into its cache, each for the
 * endpoint that would have asked for it. An answer waits until its endpoint's module has loaded
 * (the page that asks for it); an answer that does not read as its endpoint's is dropped, and that
 * page asks the server as it would without it.
 */
export function joinApiWithPageAnswers(store: Pick<AppStore, 'addLazyPart' | 'takePreloadedAnswers' | 'dispatch'>): void {
  joinApi(store);
  const loaded = api.endpoints as Record<string, unknown>;
  const entries: CacheEntry[] = [];
  for (const [operation, read] of Object.entries(PAGE_READS) as [string, PageRead][]) {
    if (!(read.endpoint in loaded)) continue;
    for (const { variables, data } of store.takePreloadedAnswers(operation)) {
      try {
        const arg = read.arg(variables);
        if (arg !== undefined) entries.push({ endpointName: read.endpoint, arg, value: read.value(data as never) });
      } catch {
        // Not an answer of this read after all.
      }
    }
  }
  const upsert = api.util.upsertQueryEntries as unknown as (entries: CacheEntry[]) => Parameters<AppStore['dispatch']>[0];
  if (entries.length > 0) store.dispatch(upsert(entries));
}
